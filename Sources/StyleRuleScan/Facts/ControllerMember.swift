/// The members and properties of a view controller class that the scan reads from Swift.
///
/// The first six are UIKit's status bar overrides; the next three are presentation properties
/// a class sets for all its instances (in an initializer or `viewDidLoad`, or by overriding
/// them); the rest are the layout properties of `stylerule layout` (``isLayoutProperty``), in
/// the order the canonical printer writes them.
public enum ControllerMember: String, Sendable, Hashable, CaseIterable, Comparable {
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
  /// `edgesForExtendedLayout` (L4.1).
  case edgesForExtendedLayout
  /// `extendedLayoutIncludesOpaqueBars` (L4.2).
  case extendedLayoutIncludesOpaqueBars
  /// `automaticallyAdjustsScrollViewInsets` (L6).
  case automaticallyAdjustsScrollViewInsets
  /// `wantsFullScreenLayout` (L2, iOS 6).
  case wantsFullScreenLayout
  /// `additionalSafeAreaInsets` (L7).
  case additionalSafeAreaInsets
  /// `navigationItem.largeTitleDisplayMode` (L3.1).
  case largeTitleDisplayMode = "navigationItem.largeTitleDisplayMode"
  /// `view`: the class of the controller's view, set in `loadView` (L6.2, L8).
  case view
  /// `scrollView.contentInsetAdjustmentBehavior` (Swift also sets it through `tableView.` and
  /// `collectionView.`; L8).
  case contentInsetAdjustmentBehavior = "scrollView.contentInsetAdjustmentBehavior"
  /// `navigationBar.isTranslucent` (navigation controllers; L4.4).
  case navigationBarIsTranslucent = "navigationBar.isTranslucent"
  /// `navigationBar.prefersLargeTitles` (navigation controllers; L3.1).
  case prefersLargeTitles = "navigationBar.prefersLargeTitles"
  /// `isToolbarHidden` (navigation controllers; L9.4).
  case isToolbarHidden
  /// `hidesBarsWhenVerticallyCompact` (navigation controllers; L3.6).
  case hidesBarsWhenVerticallyCompact
  /// `tabBar.isTranslucent` (tab bar controllers; L4.4).
  case tabBarIsTranslucent = "tabBar.isTranslucent"

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
    /// A `UIRectEdge`, written `none`, `all`, `top` or `[top, bottom]`.
    case rectEdges
    /// A `UIEdgeInsets` of literal numbers, written `top 20, bottom 10` or `zero`.
    case edgeInsets
    /// A `UINavigationItem.LargeTitleDisplayMode`.
    case largeTitleDisplayMode
    /// A `UIScrollView.ContentInsetAdjustmentBehavior`.
    case contentInsetAdjustment
    /// The class of a controller's view (`UIScrollView()` in `loadView`).
    case viewClass
  }

  /// The member a Swift property or method of this name overrides, including old spellings.
  ///
  /// A layout property reached through a view or a bar is named by its path
  /// (`navigationBar.isTranslucent`, `tableView.contentInsetAdjustmentBehavior`).
  public init?(swiftName: String) {
    switch swiftName {
    case "childViewControllerForStatusBarStyle": self = .childForStatusBarStyle
    case "childViewControllerForStatusBarHidden": self = .childForStatusBarHidden
    case "navigationBar.translucent": self = .navigationBarIsTranslucent
    case "tabBar.translucent": self = .tabBarIsTranslucent
    case "toolbarHidden": self = .isToolbarHidden
    case "tableView.contentInsetAdjustmentBehavior",
      "collectionView.contentInsetAdjustmentBehavior":
      self = .contentInsetAdjustmentBehavior
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
    case .edgesForExtendedLayout: return .rectEdges
    case .additionalSafeAreaInsets: return .edgeInsets
    case .largeTitleDisplayMode: return .largeTitleDisplayMode
    case .contentInsetAdjustmentBehavior: return .contentInsetAdjustment
    case .view: return .viewClass
    case .extendedLayoutIncludesOpaqueBars, .automaticallyAdjustsScrollViewInsets,
      .wantsFullScreenLayout, .navigationBarIsTranslucent, .prefersLargeTitles, .isToolbarHidden,
      .hidesBarsWhenVerticallyCompact, .tabBarIsTranslucent:
      return .boolean
    }
  }

  /// Whether it is a layout property (`edgesForExtendedLayout` and those after it), which
  /// takes one value: the rules language has no `dynamic` for it.
  public var isLayoutProperty: Bool {
    switch self {
    case .preferredStatusBarStyle, .prefersStatusBarHidden, .childForStatusBarStyle,
      .childForStatusBarHidden, .modalPresentationCapturesStatusBarAppearance,
      .preferredStatusBarUpdateAnimation, .modalPresentationStyle, .definesPresentationContext,
      .overrideUserInterfaceStyle:
      return false
    default: return true
    }
  }

  /// The UIKit container class a property belongs to (`UINavigationController` for
  /// `navigationBar.isTranslucent`), nil when every view controller has it.
  public var requiredContainerClass: String? {
    switch self {
    case .navigationBarIsTranslucent, .prefersLargeTitles, .isToolbarHidden,
      .hidesBarsWhenVerticallyCompact:
      return "UINavigationController"
    case .tabBarIsTranslucent: return "UITabBarController"
    default: return nil
    }
  }

  /// Whether it is one of UIKit's computed status bar overrides (the first six cases), as
  /// opposed to a presentation property that may also be set.
  public var isStatusBarOverride: Bool {
    switch self {
    case .preferredStatusBarStyle, .prefersStatusBarHidden, .childForStatusBarStyle,
      .childForStatusBarHidden, .modalPresentationCapturesStatusBarAppearance,
      .preferredStatusBarUpdateAnimation:
      return true
    default: return false
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
  public static func < (lhs: ControllerMember, rhs: ControllerMember) -> Bool {
    let order = allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}

extension ControllerMember.ValueKind {
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
    case .largeTitleDisplayMode: return ["automatic", "always", "never"]
    case .contentInsetAdjustment: return ["automatic", "scrollableAxes", "never", "always"]
    case .rectEdges, .edgeInsets, .viewClass: return []
    }
  }

  /// Whether a value is read by ``LayoutValueReader`` into its rules form (edges, insets, a
  /// view class) rather than being one word of ``literals``.
  public var isStructured: Bool {
    switch self {
    case .rectEdges, .edgeInsets, .viewClass: return true
    default: return false
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
    case .rectEdges, .edgeInsets, .viewClass, .largeTitleDisplayMode, .contentInsetAdjustment:
      return nil
    }
  }
}
