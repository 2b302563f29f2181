extension DiagnosticID {
  /// The identifiers of statements that parse but cannot describe an app.
  public enum Model: String, CaseIterable, Sendable {
    /// `model.already-presenting`.
    case alreadyPresenting = "already-presenting"
    /// `model.choice-initially-not-an-alternative`.
    case choiceInitiallyNotAnAlternative = "choice-initially-not-an-alternative"
    /// `model.choice-name-clash`.
    case choiceNameClash = "choice-name-clash"
    /// `model.choice-too-few-alternatives`.
    case choiceTooFewAlternatives = "choice-too-few-alternatives"
    /// `model.containment-cycle`.
    case containmentCycle = "containment-cycle"
    /// `model.duplicate-class`.
    case duplicateClass = "duplicate-class"
    /// `model.duplicate-controller`.
    case duplicateController = "duplicate-controller"
    /// `model.duplicate-dynamic-value`.
    case duplicateDynamicValue = "duplicate-dynamic-value"
    /// `model.duplicate-scene`.
    case duplicateScene = "duplicate-scene"
    /// `model.duplicate-setting`.
    case duplicateSetting = "duplicate-setting"
    /// `model.duplicate-window`.
    case duplicateWindow = "duplicate-window"
    /// `model.dynamic-not-supported`.
    case dynamicNotSupported = "dynamic-not-supported"
    /// `model.empty-file`.
    case emptyFile = "empty-file"
    /// `model.extension-of-declared-class`.
    case extensionOfDeclaredClass = "extension-of-declared-class"
    /// `model.fallback-without-forwarding`.
    case fallbackWithoutForwarding = "fallback-without-forwarding"
    /// `model.forwarded-member-mismatch`.
    case forwardedMemberMismatch = "forwarded-member-mismatch"
    /// `model.forwarding-not-supported`.
    case forwardingNotSupported = "forwarding-not-supported"
    /// `model.impossible-environment`.
    case impossibleEnvironment = "impossible-environment"
    /// `model.inheritance-cycle`.
    case inheritanceCycle = "inheritance-cycle"
    /// `model.initially-not-listed`.
    case initiallyNotListed = "initially-not-listed"
    /// `model.instance-only-property`.
    case instanceOnlyProperty = "instance-only-property"
    /// `model.invalid-application-statement`.
    case invalidApplicationStatement = "invalid-application-statement"
    /// `model.invalid-arguments`.
    case invalidArguments = "invalid-arguments"
    /// `model.invalid-event`.
    case invalidEvent = "invalid-event"
    /// `model.invalid-value`.
    case invalidValue = "invalid-value"
    /// `model.no-window`.
    case noWindow = "no-window"
    /// `model.nonexistent-version`.
    case nonexistentVersion = "nonexistent-version"
    /// `model.not-observable`.
    case notObservable = "not-observable"
    /// `model.override-on-instance`.
    case overrideOnInstance = "override-on-instance"
    /// `model.placed-twice`.
    case placedTwice = "placed-twice"
    /// `model.plist-key-no-effect`.
    case plistKeyNoEffect = "plist-key-no-effect"
    /// `model.plist-key-not-modelled`.
    case plistKeyNotModelled = "plist-key-not-modelled"
    /// `model.plist-value-type`.
    case plistValueType = "plist-value-type"
    /// `model.presentation-cycle`.
    case presentationCycle = "presentation-cycle"
    /// `model.property-not-available`.
    case propertyNotAvailable = "property-not-available"
    /// `model.redeclared-uikit-class`.
    case redeclaredUIKitClass = "redeclared-uikit-class"
    /// `model.scene-without-window`.
    case sceneWithoutWindow = "scene-without-window"
    /// `model.selection-not-a-tab`.
    case selectionNotATab = "selection-not-a-tab"
    /// `model.selector-not-available`.
    case selectorNotAvailable = "selector-not-available"
    /// `model.swiftui-not-modelled`.
    case swiftUINotModelled = "swiftui-not-modelled"
    /// `model.unknown-application-member`.
    case unknownApplicationMember = "unknown-application-member"
    /// `model.unknown-class`.
    case unknownClass = "unknown-class"
    /// `model.unknown-controller`.
    case unknownController = "unknown-controller"
    /// `model.unknown-environment-key`.
    case unknownEnvironmentKey = "unknown-environment-key"
    /// `model.unknown-method`.
    case unknownMethod = "unknown-method"
    /// `model.unknown-plist-key`.
    case unknownPlistKey = "unknown-plist-key"
    /// `model.unknown-property`.
    case unknownProperty = "unknown-property"
    /// `model.unknown-window`.
    case unknownWindow = "unknown-window"
    /// `model.unmodelled-device`.
    case unmodelledDevice = "unmodelled-device"
    /// `model.unplaced-controller`.
    case unplacedController = "unplaced-controller"
    /// `model.unsupported-version`.
    case unsupportedVersion = "unsupported-version"
    /// `model.value-not-listed`.
    case valueNotListed = "value-not-listed"
    /// `model.window-has-root`.
    case windowHasRoot = "window-has-root"
    /// `model.window-outside-scene`.
    case windowOutsideScene = "window-outside-scene"

    /// The severity it is reported at: a warning for a file that describes no decision, a
    /// note for what stylerule reads differently from UIKit or does not read.
    public var severity: Diagnostic.Severity {
      switch self {
      case .noWindow, .unplacedController: .warning
      case .plistKeyNoEffect, .plistKeyNotModelled, .plistValueType, .swiftUINotModelled: .note
      default: .error
      }
    }

    /// What the problem is, in one line.
    public var summary: String {
      switch self {
      case .alreadyPresenting:
        "A controller presents a second controller while it already presents one."
      case .choiceInitiallyNotAnAlternative:
        "A choice's 'initially' names none of its alternatives."
      case .choiceNameClash: "A choice takes the name of a controller or of another choice."
      case .choiceTooFewAlternatives: "A choice has fewer than two alternatives."
      case .containmentCycle: "Controllers contain each other in a cycle, so none is in a window."
      case .duplicateClass: "A class is declared twice."
      case .duplicateController: "Two controllers have the same name."
      case .duplicateDynamicValue: "'dynamic(…)' lists a value twice."
      case .duplicateSetting: "A property, setting or Info.plist key is set twice."
      case .duplicateScene: "Two scenes have the same name."
      case .duplicateWindow: "Two windows have the same name."
      case .dynamicNotSupported: "A value is 'dynamic' where a member cannot be."
      case .emptyFile: "The file declares nothing."
      case .extensionOfDeclaredClass:
        "An extension extends a class the file declares, not a UIKit class."
      case .fallbackWithoutForwarding:
        "'??' gives a fallback to a value that is not read from another controller."
      case .forwardedMemberMismatch:
        "A member returns another controller's member of a different kind."
      case .forwardingNotSupported: "A member returns another controller's value, which it cannot."
      case .impossibleEnvironment: "The environment's settings cannot all hold at once."
      case .inheritanceCycle: "Classes inherit from each other in a cycle."
      case .initiallyNotListed: "The value after 'initially' is not one 'dynamic(…)' lists."
      case .instanceOnlyProperty: "A property that is set on a controller is set on a class."
      case .invalidApplicationStatement: "A 'UIApplication.shared' statement is not one it takes."
      case .invalidArguments: "A call has arguments it does not take."
      case .invalidEvent:
        "A scenario event that UIKit cannot perform, or that changes what cannot change."
      case .invalidValue: "A value that the property, argument or setting does not take."
      case .noWindow: "No window is declared, so UIKit's fallback style shows."
      case .nonexistentVersion: "An iOS version that was never released: 19 to 25 (R35)."
      case .notObservable: "'observed' states a member a snapshot does not observe."
      case .overrideOnInstance: "An overridden member is set on an instance, not in a subclass."
      case .placedTwice: "A controller is placed in two places."
      case .plistKeyNoEffect: "An Info.plist key that has no effect on the status bar."
      case .plistKeyNotModelled: "An Info.plist key that stylerule does not read."
      case .plistValueType: "A Boolean Info.plist key holds a string or a number."
      case .presentationCycle: "Controllers present each other in a cycle, so none is in a window."
      case .propertyNotAvailable:
        "A property that the controller's class, its view or its version does not have."
      case .redeclaredUIKitClass: "A class declaration takes the name of a UIKit class."
      case .sceneWithoutWindow: "A scene has no window."
      case .selectionNotATab: "The selected tab is not one of the tab bar controller's tabs."
      case .selectorNotAvailable:
        "A member returns a controller that only another kind of container has."
      case .swiftUINotModelled: "A SwiftUI modifier that stylerule does not model."
      case .unknownApplicationMember: "A 'UIApplication.shared' member stylerule does not know."
      case .unknownClass: "A class that is neither declared nor a UIKit class."
      case .unknownController: "A name that no controller has."
      case .unknownEnvironmentKey: "An environment setting stylerule does not know."
      case .unknownMethod: "A method stylerule does not know."
      case .unknownPlistKey: "An Info.plist key stylerule does not know."
      case .unknownProperty: "A property or member stylerule does not know, or not there."
      case .unknownWindow: "A name that no window has."
      case .unmodelledDevice:
        "A real device stylerule has no model of: iPhone Duo's side status strip (R43), the "
          + "iPhone 18 Pro's unknown screen."
      case .unplacedController: "A controller is declared but in no window."
      case .unsupportedVersion: "An iOS version outside those stylerule models."
      case .valueNotListed: "An event sets a dynamic value to one its 'dynamic(…)' does not list."
      case .windowHasRoot: "A window is given a second root view controller."
      case .windowOutsideScene: "A window is outside every scene while the file declares scenes."
      }
    }
  }
}
