extension AppModel {
  /// The members that apply to every instance of a UIKit class through extensions.
  ///
  /// An extension of the class itself applies first; an extension of
  /// `UIViewController` applies to the other UIKit classes only for members
  /// they do not implement themselves: navigation, tab bar and split view
  /// controllers implement `childForStatusBarStyle` and `childForStatusBarHidden`, and
  /// navigation controllers implement `preferredStatusBarStyle` (R14–R19).
  public func extensionMembers(for uikit: UIKitClass) -> PropertySet {
    let own = extensions[uikit] ?? PropertySet()
    guard uikit != .viewController, var inherited = extensions[.viewController] else { return own }
    if uikit.kind == .navigation || uikit.kind == .tabBar || uikit.kind == .split {
      inherited.childForStatusBarStyle = nil
      inherited.childForStatusBarHidden = nil
    }
    if uikit.kind == .navigation {
      inherited.preferredStatusBarStyle = nil
    }
    return own.overlaying(inherited)
  }

  /// The members a class and its declared superclasses override, over the extensions.
  public func classMembers(of reference: ClassReference) -> PropertySet {
    switch reference {
    case .uikit(let uikit):
      return extensionMembers(for: uikit)
    case .declared(let id):
      let model = classes[id.index]
      return model.inheritedMembers.overlaying(extensionMembers(for: model.uikitBase))
    }
  }

  /// Everything that applies to a controller: its own settings, then its class chain,
  /// then extensions.
  public func effectiveSettings(of id: ControllerID) -> PropertySet {
    let controller = controllers[id.index]
    return controller.settings.overlaying(classMembers(of: controller.classReference))
  }

  /// Whether a controller defines a presentation context, and whether the file says so (R23).
  ///
  /// Navigation controllers do by default (documented); tab bar controllers are
  /// presumed to (not established, Q6); other controllers do not.
  public func definesPresentationContext(_ id: ControllerID) -> (defines: Bool, explicit: Bool) {
    if let setting = effectiveSettings(of: id).definesPresentationContext {
      return (setting.value, true)
    }
    switch controllers[id.index].kind {
    case .navigation, .tabBar: return (true, false)
    default: return (false, false)
    }
  }
}
