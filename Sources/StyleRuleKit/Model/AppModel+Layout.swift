extension AppModel {
  /// The layout properties of a controller as its rules file states them: its own settings
  /// over its class chain's members over the extensions of its UIKit class, the precedence
  /// every property has (``effectiveSettings(of:)``).
  ///
  /// A property nothing sets is `nil`, for UIKit's default at the iOS version laid out; the
  /// navigation controller properties are given for navigation controllers only,
  /// `tabBar.isTranslucent` for tab bar controllers only, and `childViewInsets` for plain
  /// view controllers (custom containers) only.
  /// ``ControllerLayoutProperties/viewIsScrollView`` is `true` for a table or collection
  /// view controller, whose view always is one, and otherwise what `view = …` declares. In a
  /// scenario, the model of a step (``ScenarioStep/model``) gives the properties as the
  /// events before it left them.
  public func layoutProperties(of id: ControllerID) -> ControllerLayoutProperties {
    let settings = effectiveSettings(of: id)
    let controller = controllers[id.index]
    var properties = ControllerLayoutProperties(
      edgesForExtendedLayout: settings.edgesForExtendedLayout?.value,
      extendedLayoutIncludesOpaqueBars: settings.extendedLayoutIncludesOpaqueBars?.value,
      automaticallyAdjustsScrollViewInsets: settings.automaticallyAdjustsScrollViewInsets?.value,
      wantsFullScreenLayout: settings.wantsFullScreenLayout?.value,
      additionalSafeAreaInsets: settings.additionalSafeAreaInsets?.value,
      largeTitleDisplayMode: settings.largeTitleDisplayMode?.value,
      viewIsScrollView: controller.uikitBase.scrollViewClass != nil
        ? true : settings.viewClass?.value.isScrollView,
      contentInsetAdjustmentBehavior: settings.contentInsetAdjustmentBehavior?.value)
    switch controller.kind {
    case .navigation:
      properties.navigationBarIsTranslucent = settings.navigationBarIsTranslucent?.value
      properties.prefersLargeTitles = settings.prefersLargeTitles?.value
      properties.isNavigationBarHidden = settings.isNavigationBarHidden?.value
      properties.isToolbarHidden = settings.isToolbarHidden?.value
      properties.hidesBarsWhenVerticallyCompact = settings.hidesBarsWhenVerticallyCompact?.value
    case .tabBar:
      properties.tabBarIsTranslucent = settings.tabBarIsTranslucent?.value
    case .plain:
      properties.childViewInsets = settings.childViewInsets?.value
    default:
      break
    }
    return properties
  }
}

extension ScenarioStep {
  /// The layout properties of a controller at this step of the scenario: as the file states
  /// them, with the changes of the events before it.
  public func layoutProperties(of id: ControllerID) -> ControllerLayoutProperties {
    model.layoutProperties(of: id)
  }
}
