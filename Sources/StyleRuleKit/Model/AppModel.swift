/// Identifies a controller in an ``AppModel``.
public struct ControllerID: Hashable, Comparable, Sendable {
  /// The position in ``AppModel/controllers``.
  public let index: Int
  /// Creates an identifier.
  public init(_ index: Int) { self.index = index }
  /// Orders identifiers by declaration order.
  public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.index < rhs.index }
}

/// Identifies a class declared in a rules file.
public struct ClassID: Hashable, Sendable {
  /// The position in ``AppModel/classes``.
  public let index: Int
  /// Creates an identifier.
  public init(_ index: Int) { self.index = index }
}

/// A class a controller can be an instance of.
public enum ClassReference: Hashable, Sendable {
  /// A UIKit class, used directly.
  case uikit(UIKitClass)
  /// A class declared in the rules file.
  case declared(ClassID)
}

/// A class declared in the rules file, such as `class MyNav: UINavigationController { … }`.
public struct ClassModel: Sendable {
  /// The class name.
  public let name: String
  /// Where the name is written.
  public let nameRange: SourceRange
  /// The whole declaration.
  public let range: SourceRange
  /// The body, from `{` to `}`, if it has one.
  public let body: SourceRange?
  /// The direct superclass.
  public let superclass: ClassReference
  /// The UIKit class this one ultimately inherits from.
  public let uikitBase: UIKitClass
  /// The members this class itself overrides (a scenario can change what they return).
  public internal(set) var ownMembers: PropertySet
  /// The members of this class and its declared superclasses, nearest first.
  public internal(set) var inheritedMembers: PropertySet
  /// Whether its superclass is written `opaque`: a library's class whose status bar code
  /// the file does not describe, beyond the members it lists.
  public let isOpaque: Bool
}

/// How a controller is placed in the hierarchy.
public enum ParentLink: Hashable, Sendable {
  /// The root view controller of a window.
  case window(Int)
  /// A child of a container (navigation stack entry, tab, or `addChild`).
  case container(ControllerID)
  /// Presented; the index into ``AppModel/presentations``.
  case presentation(Int)
}

/// A view controller instance placed in (or declared for) the app.
public struct Controller: Sendable {
  /// The controller's identifier.
  public let id: ControllerID
  /// The controller's name.
  public let name: String
  /// Where the name is written.
  public let nameRange: SourceRange
  /// The whole declaration, from the name to its closing brace.
  public let range: SourceRange
  /// The class, as written.
  public let className: String
  /// Where the class name is written.
  public let classNameRange: SourceRange?
  /// The body, from `{` to `}`, if it has one.
  public let body: SourceRange?
  /// The class, resolved.
  public let classReference: ClassReference
  /// The UIKit class it ultimately is.
  public let uikitBase: UIKitClass
  /// Properties set on this instance.
  public internal(set) var settings: PropertySet
  /// `selectedViewController` or `selectedIndex`, resolved to a tab (tab bar controllers).
  public internal(set) var selectedTab: Setting<ControllerID>?
  /// Where the controller is placed, or `nil` if it is declared but never placed.
  public internal(set) var parent: ParentLink?
  /// Where the placement is written.
  public internal(set) var placementRange: SourceRange?
  /// Children in order: a navigation stack (last is top), tabs, or added children.
  public internal(set) var children: [ControllerID]
  /// The presentation this controller is the presenter of, if any (R23).
  public internal(set) var presentation: Int?

  /// Whether its class is written `unknown`: the sources do not state it (a scanned root
  /// computed at run time, say), so the walk cannot tell what it forwards or returns.
  public internal(set) var hasUnknownClass = false

  /// How this controller forwards by default.
  public var kind: ControllerKind { uikitBase.kind }

  /// The class name that says a controller's class is not known: `Root: unknown`.
  public static let unknownClassName = "unknown"
}

/// Why a controller, rather than the one that called `present`, is the presenter (R23).
public enum PresenterChoice: Hashable, Sendable {
  /// The caller presents itself: it is the root of its context.
  case caller
  /// A current-context style: the nearest ancestor that defines the presentation context.
  case definesContext(ControllerID, explicit: Bool)
  /// A current-context style, but no ancestor defines the context: the root is used.
  case noContextUsesRoot(ControllerID)
  /// Any other style: presented from the root of the caller's full-screen context.
  case fullScreenContextRoot(ControllerID)
}

/// A `present(_:animated:)` written in the rules file.
public struct Presentation: Sendable {
  /// The controller that calls `present`.
  public let caller: ControllerID
  /// The controller that becomes `presentingViewController` (R23).
  public let presenter: ControllerID
  /// Why that controller is the presenter.
  public let presenterChoice: PresenterChoice
  /// The presented controller.
  public let presented: ControllerID
  /// The `presents` keyword.
  public let keywordRange: SourceRange
  /// The whole statement.
  public let range: SourceRange
}

/// A `UIWindow` with its root view controller.
public struct Window: Sendable {
  /// The window's name, if given.
  public let name: String?
  /// The `window` keyword.
  public let keywordRange: SourceRange
  /// The whole block.
  public let range: SourceRange
  /// The body, from `{` to `}`.
  public let body: SourceRange?
  /// `windowLevel`, default `normal`.
  public internal(set) var level: Located<WindowLevel>
  /// `isHidden`, default `false`.
  public internal(set) var isHidden: Located<Bool>
  /// `fillsScene`, default `true`.
  public let fillsScene: Located<Bool>
  /// `overrideUserInterfaceStyle` set on the window (as apps do in the scene delegate), if
  /// any: the controllers in it take that appearance unless they override their own (R31).
  public internal(set) var overrideUserInterfaceStyle: Setting<UserInterfaceStyle>? = nil
  /// The root view controller, if any.
  public internal(set) var root: ControllerID?
  /// The scene the window belongs to, an index into ``AppModel/scenes``.
  public internal(set) var scene: Int = 0
  /// The dynamic value `isHidden` is, if the file writes `isHidden = dynamic(…)`; then
  /// ``isHidden`` holds the value chosen.
  public internal(set) var hiddenDynamic: DynamicValueID? = nil
  /// Whether a scenario event (`window Name { … }`) creates the window: until then it is in
  /// no scene, and its root view controller is in no window.
  public internal(set) var createdInScenario = false
  /// Whether a scenario event (`release Name`) has released the window: it is in no scene
  /// any more, and its controllers have left the hierarchy.
  public internal(set) var isReleased = false

  /// "window 'Main'" or "window #2".
  public func label(index: Int) -> String {
    if let name { return "window '\(name)'" }
    return "window #\(index + 1)"
  }
}

/// A window scene: its own status bar, decided by its own windows (R34).
public struct Scene: Sendable {
  /// The scene's name, if the file gives one.
  public let name: String?
  /// The `scene` keyword, or `nil` for the one scene of a file without `scene` blocks.
  public let keywordRange: SourceRange?
  /// The whole block, if written.
  public let range: SourceRange?
  /// Its windows, as indices into ``AppModel/windows``, back to front.
  public internal(set) var windows: [Int]

  /// "scene 'Main'" or "scene #2".
  public func label(index: Int) -> String {
    if let name { return "scene '\(name)'" }
    return "scene #\(index + 1)"
  }
}

/// The Info.plist keys that affect the status bar.
public struct PlistSettings: Sendable {
  /// `UIViewControllerBasedStatusBarAppearance`; absent means YES (R1).
  public var viewControllerBasedAppearance: Located<Bool>?
  /// `UIStatusBarStyle`: the style at launch and the app's initial value (R4).
  public var statusBarStyle: Located<StatusBarStyle>?
  /// `UIStatusBarHidden`: hidden at launch (R5).
  public var statusBarHidden: Located<Bool>?
  /// `UIUserInterfaceStyle`: `Light` or `Dark` fixes the app's appearance from iOS 13, and
  /// so what `default` shows (R31, R32); `Automatic` follows the system.
  public var userInterfaceStyle: Located<UserInterfaceStyle>?
  /// `UIApplicationSceneManifest`, written `YES` when the Info.plist has a scene manifest
  /// (the scene life cycle) and `NO` when it has none (the app delegate's window); `nil`
  /// when the file does not say, which lint takes as a scene-based app (R41).
  public var hasSceneManifest: Located<Bool>?

  /// `UIDesignRequiresCompatibility`: YES keeps an app linked with the iOS 26 SDK in
  /// compatibility mode on iOS 26 (R36).
  public var designRequiresCompatibility: Located<Bool>?

  /// Whether view controllers decide (the key is YES or absent).
  public var viewControllersDecide: Bool { viewControllerBasedAppearance?.value ?? true }
}

/// Values set on `UIApplication.shared`.
public struct ApplicationSettings: Sendable {
  /// `statusBarStyle` or `setStatusBarStyle(_:animated:)`.
  public var statusBarStyle: Located<StatusBarStyle>?
  /// `isStatusBarHidden` or `setStatusBarHidden(_:with:)`.
  public var isStatusBarHidden: Located<Bool>?
  /// The dynamic value ``statusBarStyle`` holds the launch value of, when the app sets a
  /// value chosen at run time (`UIApplication.shared.statusBarStyle = dynamic(…)`).
  public var statusBarStyleDynamic: DynamicValueID?
  /// The dynamic value ``isStatusBarHidden`` holds the launch value of, if any.
  public var isStatusBarHiddenDynamic: DynamicValueID?
}

/// Everything a rules file says about an app, checked and linked.
///
/// Controllers, presentations and windows live in flat arrays linked by
/// index, so the model can be walked without recursion however deep it is.
public struct AppModel: Sendable {
  /// The file the model was read from.
  public let source: SourceFile
  /// Info.plist keys.
  public internal(set) var plist = PlistSettings()
  /// Values set on `UIApplication.shared`.
  public internal(set) var application = ApplicationSettings()
  /// The file's `environment` line: its layer of the environment.
  public internal(set) var environment = EnvironmentSettings()
  /// Where the `environment` line states each value of ``environment``.
  public internal(set) var environmentRanges: [EnvironmentSettings.Field: SourceRange] = [:]
  /// The oldest iOS version the app supports (`deployment-target` on the `environment`
  /// line), for lint.
  public internal(set) var deploymentTarget: Located<OSVersion>?
  /// Declared classes.
  public internal(set) var classes: [ClassModel] = []
  /// Overrides from `extension` blocks, per UIKit class.
  public internal(set) var extensions: [UIKitClass: PropertySet] = [:]
  /// Each `extension` block as written: the class it extends and its body.
  public internal(set) var extensionBlocks:
    [(uikit: UIKitClass, range: SourceRange, body: SourceRange?)] = []
  /// Every controller, placed or not, in declaration order.
  public internal(set) var controllers: [Controller] = []
  /// Every presentation.
  public internal(set) var presentations: [Presentation] = []
  /// Windows in declaration order; later windows are in front.
  public internal(set) var windows: [Window] = []
  /// The window scenes, in order: one, holding every window, when the file has no `scene`
  /// block.
  public internal(set) var scenes: [Scene] = []
  /// The events of the file's `scenario`, in order (empty without one).
  public internal(set) var scenario: [ScenarioEvent] = []
  /// Every `dynamic` value of the file, in the order written.
  public internal(set) var dynamicValues: [DynamicValue] = []
  /// The controllers chosen at run time (`choice` blocks), in the order written.
  public internal(set) var controllerChoices: [ControllerChoice] = []
  /// The choice each alternative belongs to, an index into ``controllerChoices``.
  var alternativeChoices: [ControllerID: Int] = [:]
  /// The choice each choice's dynamic value belongs to, an index into
  /// ``controllerChoices``.
  var choicePositions: [DynamicValueID: Int] = [:]
  /// A tab bar controller's `selectedViewController` naming an alternative of a choice
  /// among its tabs: it applies only while that alternative is placed (``Controller/selectedTab``
  /// is `nil` otherwise, the first tab).
  var alternativeSelections: [ControllerID: Setting<ControllerID>] = [:]
  /// The controllers that scenario events acting from an unplaced alternative would have
  /// placed: events acting on them do not happen either.
  var offScreenPlacements: [ControllerID: (choice: Int, alternative: Int)] = [:]
  /// The value chosen for each dynamic value by ``choosing(_:)`` (empty for the model as the
  /// file describes it, where every dynamic value has its launch value).
  public internal(set) var choices: DynamicChoices = [:]
  /// What controllers answered when a snapshot was taken, from their `observed` lines
  /// (empty in a file without them); see ``observed(_:)``.
  public internal(set) var observedAnswers: [ControllerID: ObservedAnswers] = [:]
  /// The position of each controller name's first declaration in ``controllers``.
  var controllerPositions: [String: Int] = [:]
  /// The members of each class with extensions applied, kept by ``refreshMemberCache()``.
  var memberCache = MemberCache()

  /// Creates an empty model for `source`.
  init(source: SourceFile) {
    self.source = source
  }

  /// The controller with an identifier.
  public subscript(id: ControllerID) -> Controller { controllers[id.index] }

  /// The controller with a name, if there is one.
  public func controller(named name: String) -> Controller? {
    controllerPositions[name].map { controllers[$0] }
  }

  /// The name of a controller's class, such as `SampleViewController`.
  public func className(of id: ControllerID) -> String { controllers[id.index].className }
}

extension AppModel {
  /// A value the file's `environment` line states, with where it states it; `nil` when the
  /// line does not state it.
  func stated<Value>(_ value: KeyPath<EnvironmentSettings, Value?>) -> Located<Value>? {
    environment[keyPath: value].map {
      Located($0, at: EnvironmentSettings.Field(value).flatMap { environmentRanges[$0] })
    }
  }

  /// Records that the file's `environment` line states `value` at `range`.
  mutating func state<Value>(
    _ property: WritableKeyPath<EnvironmentSettings, Value?>, _ value: Value, at range: SourceRange?
  ) {
    environment[keyPath: property] = value
    if let field = EnvironmentSettings.Field(property) { environmentRanges[field] = range }
  }
}
