/// The edges of a controller's view that may extend under bars (`edgesForExtendedLayout`).
public struct RectEdges: OptionSet, Hashable, Sendable {
  /// The edges as `UIRectEdge`'s bits.
  public let rawValue: UInt8

  /// Edges from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The top edge, `.top`.
  public static let top = RectEdges(rawValue: 1 << 0)
  /// The left edge, `.left`.
  public static let left = RectEdges(rawValue: 1 << 1)
  /// The bottom edge, `.bottom`.
  public static let bottom = RectEdges(rawValue: 1 << 2)
  /// The right edge, `.right`.
  public static let right = RectEdges(rawValue: 1 << 3)
  /// `.all`, UIKit's default from iOS 7 (L4.1).
  public static let all: RectEdges = [.top, .left, .bottom, .right]
  /// `[]`, written `none` in a rules file.
  public static let none: RectEdges = []
}

/// A scroll view's `contentInsetAdjustmentBehavior` (iOS 11+, L8).
public enum ScrollInsetAdjustment: String, CaseIterable, Hashable, Sendable {
  /// `.automatic`, UIKit's default.
  case automatic
  /// `.scrollableAxes`
  case scrollableAxes
  /// `.never`
  case never
  /// `.always`
  case always
}

/// A navigation item's `largeTitleDisplayMode` (iOS 11+, L3.1).
public enum LargeTitleDisplayMode: String, CaseIterable, Hashable, Sendable {
  /// `.automatic`, UIKit's default: the previous item's mode, the bar's setting at the root.
  case automatic
  /// `.always`
  case always
  /// `.never`
  case never
}

/// Insets in points, as `UIEdgeInsets` has them.
public struct LayoutInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Insets of zero on every edge.
  public static let zero = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Insets from the value of each edge.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// The layout properties of one controller as its rules file states them.
///
/// Each property is `nil` when the file does not set it, so that the layout engine applies
/// UIKit's default for the iOS version it lays out (defaults differ between iOS 6 and iOS 7,
/// L4.4). The container properties apply only to controllers of that container kind.
public struct ControllerLayoutProperties: Hashable, Sendable {
  /// `edgesForExtendedLayout` (L4.1).
  public var edgesForExtendedLayout: RectEdges?
  /// `extendedLayoutIncludesOpaqueBars` (L4.2).
  public var extendedLayoutIncludesOpaqueBars: Bool?
  /// `automaticallyAdjustsScrollViewInsets` (L6).
  public var automaticallyAdjustsScrollViewInsets: Bool?
  /// `wantsFullScreenLayout`, which has an effect on iOS 6 only (L2).
  public var wantsFullScreenLayout: Bool?
  /// `additionalSafeAreaInsets` (L7, iOS 11+).
  public var additionalSafeAreaInsets: LayoutInsets?
  /// `navigationItem.largeTitleDisplayMode` (L3.1).
  public var largeTitleDisplayMode: LargeTitleDisplayMode?
  /// Whether the controller's view is a scroll view: `UITableViewController`,
  /// `UICollectionViewController`, or a declared `view = UIScrollView`.
  public var viewIsScrollView: Bool?
  /// `scrollView.contentInsetAdjustmentBehavior` (also written `tableView.` and
  /// `collectionView.`) for a controller whose view is a scroll view (L8).
  public var contentInsetAdjustmentBehavior: ScrollInsetAdjustment?

  /// `navigationBar.isTranslucent` on a navigation controller (L4.4).
  public var navigationBarIsTranslucent: Bool?
  /// `navigationBar.prefersLargeTitles` on a navigation controller (L3.1).
  public var prefersLargeTitles: Bool?
  /// `isNavigationBarHidden` on a navigation controller.
  public var isNavigationBarHidden: Bool?
  /// `isToolbarHidden` on a navigation controller (L9).
  public var isToolbarHidden: Bool?
  /// `hidesBarsWhenVerticallyCompact` on a navigation controller.
  public var hidesBarsWhenVerticallyCompact: Bool?
  /// `tabBar.isTranslucent` on a tab bar controller (L4.4).
  public var tabBarIsTranslucent: Bool?
  /// `childViewInsets` on a custom container: where its code places its children's views,
  /// inset from its own view (`child.view.frame = view.bounds.inset(by: …)`); `nil` when
  /// they fill it.
  public var childViewInsets: LayoutInsets?

  /// Properties that set nothing: every value is UIKit's default.
  public static let unset = ControllerLayoutProperties()

  /// Properties with the given values; every value left out is UIKit's default.
  public init(
    edgesForExtendedLayout: RectEdges? = nil,
    extendedLayoutIncludesOpaqueBars: Bool? = nil,
    automaticallyAdjustsScrollViewInsets: Bool? = nil,
    wantsFullScreenLayout: Bool? = nil,
    additionalSafeAreaInsets: LayoutInsets? = nil,
    largeTitleDisplayMode: LargeTitleDisplayMode? = nil,
    viewIsScrollView: Bool? = nil,
    contentInsetAdjustmentBehavior: ScrollInsetAdjustment? = nil,
    navigationBarIsTranslucent: Bool? = nil,
    prefersLargeTitles: Bool? = nil,
    isNavigationBarHidden: Bool? = nil,
    isToolbarHidden: Bool? = nil,
    hidesBarsWhenVerticallyCompact: Bool? = nil,
    tabBarIsTranslucent: Bool? = nil,
    childViewInsets: LayoutInsets? = nil
  ) {
    self.edgesForExtendedLayout = edgesForExtendedLayout
    self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
    self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
    self.wantsFullScreenLayout = wantsFullScreenLayout
    self.additionalSafeAreaInsets = additionalSafeAreaInsets
    self.largeTitleDisplayMode = largeTitleDisplayMode
    self.viewIsScrollView = viewIsScrollView
    self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    self.navigationBarIsTranslucent = navigationBarIsTranslucent
    self.prefersLargeTitles = prefersLargeTitles
    self.isNavigationBarHidden = isNavigationBarHidden
    self.isToolbarHidden = isToolbarHidden
    self.hidesBarsWhenVerticallyCompact = hidesBarsWhenVerticallyCompact
    self.tabBarIsTranslucent = tabBarIsTranslucent
    self.childViewInsets = childViewInsets
  }
}
