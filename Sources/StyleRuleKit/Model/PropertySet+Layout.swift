/// The layout properties of a property set: where a controller's view and its bars sit
/// (issue 13), as opposed to the status bar members the style walk reads.
extension PropertySet {
  /// `edgesForExtendedLayout` (L4.1).
  public var edgesForExtendedLayout: Setting<RectEdges>? {
    get { setting(.edgesForExtendedLayout) { $0.edges } }
    set { store(.edgesForExtendedLayout, newValue, as: PropertyValue.edges) }
  }

  /// `extendedLayoutIncludesOpaqueBars` (L4.2).
  public var extendedLayoutIncludesOpaqueBars: Setting<Bool>? {
    get { setting(.extendedLayoutIncludesOpaqueBars) { $0.bool } }
    set { store(.extendedLayoutIncludesOpaqueBars, newValue, as: PropertyValue.bool) }
  }

  /// `automaticallyAdjustsScrollViewInsets` (L6).
  public var automaticallyAdjustsScrollViewInsets: Setting<Bool>? {
    get { setting(.automaticallyAdjustsScrollViewInsets) { $0.bool } }
    set { store(.automaticallyAdjustsScrollViewInsets, newValue, as: PropertyValue.bool) }
  }

  /// `wantsFullScreenLayout` (L2, iOS 6).
  public var wantsFullScreenLayout: Setting<Bool>? {
    get { setting(.wantsFullScreenLayout) { $0.bool } }
    set { store(.wantsFullScreenLayout, newValue, as: PropertyValue.bool) }
  }

  /// `additionalSafeAreaInsets` (L7, iOS 11+).
  public var additionalSafeAreaInsets: Setting<LayoutInsets>? {
    get { setting(.additionalSafeAreaInsets) { $0.insets } }
    set { store(.additionalSafeAreaInsets, newValue, as: PropertyValue.insets) }
  }

  /// `navigationItem.largeTitleDisplayMode` (L3.1, iOS 11+).
  public var largeTitleDisplayMode: Setting<LargeTitleDisplayMode>? {
    get { setting(.largeTitleDisplayMode) { $0.largeTitle } }
    set { store(.largeTitleDisplayMode, newValue, as: PropertyValue.largeTitle) }
  }

  /// `view`: the class of the controller's view, when the file declares it.
  public var viewClass: Setting<ViewClass>? {
    get { setting(.view) { $0.viewClass } }
    set { store(.view, newValue, as: PropertyValue.viewClass) }
  }

  /// `scrollView.contentInsetAdjustmentBehavior` (L8, iOS 11+), for a controller whose view
  /// is a scroll view.
  public var contentInsetAdjustmentBehavior: Setting<ScrollInsetAdjustment>? {
    get { setting(.contentInsetAdjustmentBehavior) { $0.scrollAdjustment } }
    set { store(.contentInsetAdjustmentBehavior, newValue, as: PropertyValue.scrollAdjustment) }
  }

  /// `navigationBar.isTranslucent` (navigation controllers; L4.4).
  public var navigationBarIsTranslucent: Setting<Bool>? {
    get { setting(.navigationBarIsTranslucent) { $0.bool } }
    set { store(.navigationBarIsTranslucent, newValue, as: PropertyValue.bool) }
  }

  /// `navigationBar.prefersLargeTitles` (navigation controllers; L3.1, iOS 11+).
  public var prefersLargeTitles: Setting<Bool>? {
    get { setting(.prefersLargeTitles) { $0.bool } }
    set { store(.prefersLargeTitles, newValue, as: PropertyValue.bool) }
  }

  /// `isToolbarHidden` (navigation controllers; L9.4).
  public var isToolbarHidden: Setting<Bool>? {
    get { setting(.isToolbarHidden) { $0.bool } }
    set { store(.isToolbarHidden, newValue, as: PropertyValue.bool) }
  }

  /// `hidesBarsWhenVerticallyCompact` (navigation controllers; L3.6).
  public var hidesBarsWhenVerticallyCompact: Setting<Bool>? {
    get { setting(.hidesBarsWhenVerticallyCompact) { $0.bool } }
    set { store(.hidesBarsWhenVerticallyCompact, newValue, as: PropertyValue.bool) }
  }

  /// `tabBar.isTranslucent` (tab bar controllers; L4.4).
  public var tabBarIsTranslucent: Setting<Bool>? {
    get { setting(.tabBarIsTranslucent) { $0.bool } }
    set { store(.tabBarIsTranslucent, newValue, as: PropertyValue.bool) }
  }

  /// `childViewInsets` (custom containers): the insets from the container's view at which
  /// its code places its children's views.
  public var childViewInsets: Setting<LayoutInsets>? {
    get { setting(.childViewInsets) { $0.insets } }
    set { store(.childViewInsets, newValue, as: PropertyValue.insets) }
  }
}

extension PropertyKey {
  /// Whether the property is about layout (where views and bars sit) rather than the status
  /// bar's style: no status bar walk reads it.
  public var isLayout: Bool { rank >= PropertyKey.edgesForExtendedLayout.rank }

  /// The layout properties, in the order the canonical printer writes them.
  package static let layoutKeys: [PropertyKey] = allCases.filter(\.isLayout)
}
