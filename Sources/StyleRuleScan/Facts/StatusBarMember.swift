/// The members and properties of a view controller class that the scan reads from Swift.
///
/// The first six are UIKit's status bar overrides; the last three are properties a class sets
/// for all its instances (in an initializer or `viewDidLoad`, or by overriding them).
public enum StatusBarMember: String, Sendable, Hashable, CaseIterable, Comparable {
  /// `preferredStatusBarStyle`.
  case preferredStatusBarStyle
  /// `prefersStatusBarHidden`.
  case prefersStatusBarHidden
  /// `childForStatusBarStyle` (also spelled `childViewControllerForStatusBarStyle`).
  case childForStatusBarStyle
  /// `childForStatusBarHidden` (also spelled `childViewControllerForStatusBarHidden`).
  case childForStatusBarHidden
  /// `modalPresentationCapturesStatusBarAppearance`.
  case modalPresentationCapturesStatusBarAppearance
  /// `preferredStatusBarUpdateAnimation`: read, but the rules language does not model it.
  case preferredStatusBarUpdateAnimation
  /// `modalPresentationStyle`.
  case modalPresentationStyle
  /// `definesPresentationContext`.
  case definesPresentationContext
  /// `overrideUserInterfaceStyle`: the appearance that `default` follows (R32).
  case overrideUserInterfaceStyle

  /// The kind of value a member holds, which decides what counts as a literal.
  public enum ValueKind: Sendable, Hashable {
    /// A `UIStatusBarStyle`.
    case statusBarStyle
    /// A `Bool`.
    case boolean
    /// A view controller (the `childFor…` members).
    case controller
    /// A `UIStatusBarAnimation`.
    case updateAnimation
    /// A `UIModalPresentationStyle`.
    case presentationStyle
    /// A `UIUserInterfaceStyle`.
    case userInterfaceStyle
  }

  /// The member a Swift property or method of this name overrides, including old spellings.
  public init?(swiftName: String) {
    switch swiftName {
    case "childViewControllerForStatusBarStyle": self = .childForStatusBarStyle
    case "childViewControllerForStatusBarHidden": self = .childForStatusBarHidden
    default: self.init(rawValue: swiftName)
    }
  }

  /// The name a rules file uses (the modern Swift spelling).
  public var rulesName: String { rawValue }

  /// The kind of value it holds.
  public var valueKind: ValueKind {
    switch self {
    case .preferredStatusBarStyle: return .statusBarStyle
    case .prefersStatusBarHidden, .modalPresentationCapturesStatusBarAppearance,
      .definesPresentationContext:
      return .boolean
    case .childForStatusBarStyle, .childForStatusBarHidden: return .controller
    case .preferredStatusBarUpdateAnimation: return .updateAnimation
    case .modalPresentationStyle: return .presentationStyle
    case .overrideUserInterfaceStyle: return .userInterfaceStyle
    }
  }

  /// Whether it is one of UIKit's computed status bar overrides (the first six cases), as
  /// opposed to a presentation property that may also be set.
  public var isStatusBarOverride: Bool {
    switch self {
    case .modalPresentationStyle, .definesPresentationContext, .overrideUserInterfaceStyle:
      return false
    default: return true
    }
  }

  /// Whether the rules language accepts `dynamic` for it.
  public var acceptsDynamic: Bool {
    switch self {
    case .preferredStatusBarStyle, .prefersStatusBarHidden,
      .modalPresentationCapturesStatusBarAppearance, .modalPresentationStyle,
      .overrideUserInterfaceStyle:
      return true
    default: return false
    }
  }

  /// Whether the rules language has the member at all (it has no update animation).
  public var isInRulesLanguage: Bool { self != .preferredStatusBarUpdateAnimation }

  /// Orders members as they are declared, for stable output.
  public static func < (lhs: StatusBarMember, rhs: StatusBarMember) -> Bool {
    let order = allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}

extension StatusBarMember.ValueKind {
  /// The literal values of this kind the rules language accepts, as Swift names them
  /// (`.lightContent` is `lightContent`); empty for controllers.
  public var literals: Set<String> {
    switch self {
    case .statusBarStyle:
      return ["default", "lightContent", "darkContent", "blackOpaque", "blackTranslucent"]
    case .boolean: return ["true", "false"]
    case .controller: return []
    case .updateAnimation: return ["none", "fade", "slide"]
    case .presentationStyle:
      return [
        "fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "pageSheet",
        "formSheet", "popover", "custom", "automatic",
      ]
    case .userInterfaceStyle: return ["unspecified", "light", "dark"]
    }
  }

  /// The Swift type whose name may qualify a literal (`UIStatusBarStyle.lightContent`).
  public var swiftTypeName: String? {
    switch self {
    case .statusBarStyle: return "UIStatusBarStyle"
    case .boolean, .controller: return nil
    case .updateAnimation: return "UIStatusBarAnimation"
    case .presentationStyle: return "UIModalPresentationStyle"
    case .userInterfaceStyle: return "UIUserInterfaceStyle"
    }
  }
}
