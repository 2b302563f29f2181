/// How much a fix relies on supported API, and whether it changes what the user sees.
public enum FixSupport: Int, Comparable, Sendable, CaseIterable {
  /// Supported API that only changes the status bar: a subclass override, a documented
  /// property, the Info.plist switch.
  case supported
  /// Supported API that also changes what is on screen (a presentation style, a hidden
  /// navigation bar, another tab, a window hidden, shown or raised).
  case changesScreen
  /// Unsupported: an override in an extension of a UIKit class (R17).
  case unsupported

  /// The JSON spelling.
  public var name: String {
    switch self {
    case .supported: "supported"
    case .changesScreen: "changesScreen"
    case .unsupported: "unsupported"
    }
  }

  /// A phrase for text output.
  public var phrase: String {
    switch self {
    case .supported: "supported API"
    case .changesScreen: "supported API, but it changes what is on screen"
    case .unsupported: "unsupported: it overrides UIKit's implementation for every instance"
    }
  }

  /// Orders from the most to the least preferable.
  public static func < (lhs: FixSupport, rhs: FixSupport) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One change to the app that a fix makes, expressed over names so that it can be applied
/// to any version of the rules file.
enum FixAction: Hashable, Sendable {
  /// Set `UIViewControllerBasedStatusBarAppearance` to YES.
  case enableViewControllerAppearance
  /// Set a property on a controller instance.
  case setInstanceProperty(controller: String, key: PropertyKey, value: String)
  /// Hide a window (by index).
  case hideWindow(Int, label: String)
  /// Show a hidden window (by index).
  case showWindow(Int, label: String)
  /// Put a window (by index) one level above the window labelled `above`, at `aboveLevel`.
  case raiseWindow(Int, label: String, above: String, aboveLevel: WindowLevel)
  /// Make a controller an instance of a new subclass of its class that overrides a member.
  case subclass(controller: String, member: PropertyKey, value: String)
  /// Add or change a member of a class declared in the file (every instance changes).
  case setClassMember(className: String, member: PropertyKey, value: String)
  /// Add or change a member of an extension of a UIKit class (every instance changes).
  case setExtensionMember(UIKitClass, member: PropertyKey, value: String)

  /// How supported the change is.
  var support: FixSupport {
    switch self {
    case .enableViewControllerAppearance, .subclass, .setClassMember: .supported
    case .setInstanceProperty(_, let key, _):
      switch key {
      case .capturesStatusBarAppearance, .definesPresentationContext,
        .overrideUserInterfaceStyle:
        .supported
      default: .changesScreen
      }
    case .hideWindow, .showWindow, .raiseWindow: .changesScreen
    case .setExtensionMember: .unsupported
    }
  }

  /// The rule that makes the change work.
  func citation(at version: OSVersion) -> RuleCitation {
    switch self {
    case .enableViewControllerAppearance: CatalogueClaim.r1Switch.citation(at: version)
    case .setInstanceProperty(_, let key, _):
      switch key {
      case .capturesStatusBarAppearance: CatalogueClaim.r24Capture.citation(at: version)
      case .modalPresentationStyle: CatalogueClaim.r25FullScreen.citation(at: version)
      case .isNavigationBarHidden: CatalogueClaim.r14NavigationBarHidden.citation(at: version)
      case .selectedViewController: CatalogueClaim.r18TabForwards.citation(at: version)
      default: CatalogueClaim.r10ChildOrSelf.citation(at: version)
      }
    case .hideWindow, .showWindow, .raiseWindow:
      CatalogueClaim.r33ControllingWindow.citation(at: version)
    case .subclass(_, let member, _), .setClassMember(_, let member, _):
      member == .preferredStatusBarStyle
        ? CatalogueClaim.r8Override.citation(at: version)
        : CatalogueClaim.r10ChildOrSelf.citation(at: version)
    case .setExtensionMember: CatalogueClaim.r17ExtensionReplaces.citation(at: version)
    }
  }

  /// What the change does, in one sentence.
  func summary(in model: AppModel) -> String {
    switch self {
    case .enableViewControllerAppearance:
      return "set UIViewControllerBasedStatusBarAppearance to YES in Info.plist, so view "
        + "controllers decide"
    case .setInstanceProperty(let controller, let key, let value):
      switch key {
      case .capturesStatusBarAppearance:
        return "set modalPresentationCapturesStatusBarAppearance on '\(controller)', so its "
          + "presentation hands over control"
      case .modalPresentationStyle:
        return "present '\(controller)' with modalPresentationStyle .\(value), which hands over "
          + "control (the presenter's view is removed while it is up)"
      case .isNavigationBarHidden:
        return "hide the navigation bar of '\(controller)', which then forwards to its top "
          + "view controller"
      case .selectedViewController:
        return "select the tab '\(value)' of '\(controller)'"
      default:
        return "set \(key.rawValue) = \(value) on '\(controller)'"
      }
    case .hideWindow(_, let label):
      return "hide \(label), so that it no longer controls the status bar"
    case .showWindow(_, let label):
      return "show \(label), which is hidden, so that it can control the status bar"
    case .raiseWindow(_, let label, let above, let aboveLevel):
      return "raise the windowLevel of \(label) to \(Self.level(above: aboveLevel)), in front "
        + "of \(above) (\(aboveLevel)), so that it controls the status bar"
    case .subclass(let controller, let member, let value):
      return "make '\(controller)' an instance of a subclass that overrides \(member.rawValue) "
        + "to return \(Self.swiftValue(member: member, value: value))"
    case .setClassMember(let className, let member, let value):
      return "override \(member.rawValue) in class \(className) to return "
        + Self.swiftValue(member: member, value: value)
    case .setExtensionMember(let uikit, let member, let value):
      return "override \(member.rawValue) in an extension of \(uikit.rawValue) to return "
        + Self.swiftValue(member: member, value: value)
    }
  }

  /// The level one above `level`.
  static func level(above level: WindowLevel) -> WindowLevel {
    WindowLevel(value: level.value + 1)
  }

  /// The Swift value a member override returns, such as `visibleViewController` or
  /// `.lightContent`.
  static func swiftValue(member: PropertyKey, value: String) -> String {
    switch member {
    case .preferredStatusBarStyle: return ".\(value)"
    case .childForStatusBarStyle:
      switch value {
      case "nil", "topViewController", "visibleViewController", "selectedViewController",
        "children.first", "children.last":
        return value
      default:
        return "the child '\(value)'"
      }
    default: return value
    }
  }
}
