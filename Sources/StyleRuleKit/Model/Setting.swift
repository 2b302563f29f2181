/// Where a setting or override comes from.
public enum SettingOrigin: Hashable, Sendable {
  /// Set on the controller instance itself.
  case instance
  /// Overridden (or set in `init`) by a class declared in the file.
  case classDeclaration(String)
  /// Overridden by an `extension` of a UIKit class, for every instance of that class.
  case extensionOf(UIKitClass)

  /// A phrase such as "class SampleViewController" or "extension UINavigationController".
  public var phrase: String {
    switch self {
    case .instance: "the instance"
    case .classDeclaration(let name): "class \(name)"
    case .extensionOf(let uikit): "extension \(uikit.rawValue)"
    }
  }
}

/// A value written in the rules file, with its place and its origin.
///
/// Equality and hashing are conditional conformances, so that making the type for a value
/// needs no conformance lookup at run time (a cost every command would pay at start-up).
public struct Setting<Value: Sendable>: Sendable {
  /// The value.
  public let value: Value
  /// Where the `name = value` line is.
  public let range: SourceRange
  /// Whether it was set on an instance, a class or an extension.
  public let origin: SettingOrigin

  /// Creates a setting.
  public init(_ value: Value, at range: SourceRange, origin: SettingOrigin) {
    self.value = value
    self.range = range
    self.origin = origin
  }
}

extension Setting: Equatable where Value: Equatable {}
extension Setting: Hashable where Value: Hashable {}

/// The status-bar related properties and overrides of one instance, class or extension.
///
/// The same shape serves all three; which properties may appear where is
/// decided by the library's property catalogue.
public struct PropertySet: Hashable, Sendable {
  /// `preferredStatusBarStyle` (an override).
  public var preferredStatusBarStyle: Setting<StatusBarStyle>?
  /// `childForStatusBarStyle` (an override).
  public var childForStatusBarStyle: Setting<ChildSelector>?
  /// `prefersStatusBarHidden` (an override).
  public var prefersStatusBarHidden: Setting<Bool>?
  /// `childForStatusBarHidden` (an override).
  public var childForStatusBarHidden: Setting<ChildSelector>?
  /// `modalPresentationCapturesStatusBarAppearance`.
  public var capturesStatusBarAppearance: Setting<Bool>?
  /// `modalPresentationStyle`.
  public var modalPresentationStyle: Setting<PresentationStyle>?
  /// `modalTransitionStyle` (no effect on the status bar).
  public var modalTransitionStyle: Setting<TransitionStyle>?
  /// `definesPresentationContext`.
  public var definesPresentationContext: Setting<Bool>?
  /// `overrideUserInterfaceStyle`.
  public var overrideUserInterfaceStyle: Setting<UserInterfaceStyle>?
  /// `isNavigationBarHidden` (navigation controllers).
  public var isNavigationBarHidden: Setting<Bool>?
  /// `navigationBar.barStyle` (navigation controllers).
  public var navigationBarStyle: Setting<BarStyle>?
  /// `presentationController.shouldRemovePresentersView` (custom presentations).
  public var shouldRemovePresentersView: Setting<Bool>?

  /// An empty set.
  public init() {}

  /// Each property of `self`, or of `fallback` where `self` has none.
  func overlaying(_ fallback: PropertySet) -> PropertySet {
    var result = self
    result.preferredStatusBarStyle = preferredStatusBarStyle ?? fallback.preferredStatusBarStyle
    result.childForStatusBarStyle = childForStatusBarStyle ?? fallback.childForStatusBarStyle
    result.prefersStatusBarHidden = prefersStatusBarHidden ?? fallback.prefersStatusBarHidden
    result.childForStatusBarHidden = childForStatusBarHidden ?? fallback.childForStatusBarHidden
    result.capturesStatusBarAppearance =
      capturesStatusBarAppearance ?? fallback.capturesStatusBarAppearance
    result.modalPresentationStyle = modalPresentationStyle ?? fallback.modalPresentationStyle
    result.modalTransitionStyle = modalTransitionStyle ?? fallback.modalTransitionStyle
    result.definesPresentationContext =
      definesPresentationContext ?? fallback.definesPresentationContext
    result.overrideUserInterfaceStyle =
      overrideUserInterfaceStyle ?? fallback.overrideUserInterfaceStyle
    result.isNavigationBarHidden = isNavigationBarHidden ?? fallback.isNavigationBarHidden
    result.navigationBarStyle = navigationBarStyle ?? fallback.navigationBarStyle
    result.shouldRemovePresentersView =
      shouldRemovePresentersView ?? fallback.shouldRemovePresentersView
    return result
  }

  /// The range of the setting for `key`, if present.
  func range(of key: PropertyKey) -> SourceRange? {
    switch key {
    case .preferredStatusBarStyle: preferredStatusBarStyle?.range
    case .childForStatusBarStyle: childForStatusBarStyle?.range
    case .prefersStatusBarHidden: prefersStatusBarHidden?.range
    case .childForStatusBarHidden: childForStatusBarHidden?.range
    case .capturesStatusBarAppearance: capturesStatusBarAppearance?.range
    case .modalPresentationStyle: modalPresentationStyle?.range
    case .modalTransitionStyle: modalTransitionStyle?.range
    case .definesPresentationContext: definesPresentationContext?.range
    case .overrideUserInterfaceStyle: overrideUserInterfaceStyle?.range
    case .isNavigationBarHidden: isNavigationBarHidden?.range
    case .navigationBarStyle: navigationBarStyle?.range
    case .shouldRemovePresentersView: shouldRemovePresentersView?.range
    case .selectedViewController, .selectedIndex: nil
    }
  }

  /// Stores a parsed value that fits the key (the catalogue guarantees it).
  mutating func set(
    _ key: PropertyKey, to value: PropertyValue, at range: SourceRange, origin: SettingOrigin
  ) {
    switch (key, value) {
    case (.preferredStatusBarStyle, .style(let style)):
      preferredStatusBarStyle = Setting(style, at: range, origin: origin)
    case (.childForStatusBarStyle, .child(let child)):
      childForStatusBarStyle = Setting(child, at: range, origin: origin)
    case (.prefersStatusBarHidden, .bool(let flag)):
      prefersStatusBarHidden = Setting(flag, at: range, origin: origin)
    case (.childForStatusBarHidden, .child(let child)):
      childForStatusBarHidden = Setting(child, at: range, origin: origin)
    case (.capturesStatusBarAppearance, .bool(let flag)):
      capturesStatusBarAppearance = Setting(flag, at: range, origin: origin)
    case (.modalPresentationStyle, .presentation(let style)):
      modalPresentationStyle = Setting(style, at: range, origin: origin)
    case (.modalTransitionStyle, .transition(let style)):
      modalTransitionStyle = Setting(style, at: range, origin: origin)
    case (.definesPresentationContext, .bool(let flag)):
      definesPresentationContext = Setting(flag, at: range, origin: origin)
    case (.overrideUserInterfaceStyle, .userInterface(let style)):
      overrideUserInterfaceStyle = Setting(style, at: range, origin: origin)
    case (.isNavigationBarHidden, .bool(let flag)):
      isNavigationBarHidden = Setting(flag, at: range, origin: origin)
    case (.navigationBarStyle, .barStyle(let style)):
      navigationBarStyle = Setting(style, at: range, origin: origin)
    case (.shouldRemovePresentersView, .bool(let flag)):
      shouldRemovePresentersView = Setting(flag, at: range, origin: origin)
    default:
      assertionFailure("value \(value) does not fit \(key)")
    }
  }
}
