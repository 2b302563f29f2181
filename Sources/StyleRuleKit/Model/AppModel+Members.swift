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
      return memberCache.uikit.isEmpty
        ? extensionMembers(for: uikit) : memberCache.uikit[uikit.cacheIndex]
    case .declared(let id):
      guard memberCache.classes.count == classes.count else {
        let model = classes[id.index]
        return model.inheritedMembers.overlaying(extensionMembers(for: model.uikitBase))
      }
      return memberCache.classes[id.index]
    }
  }

  /// Everything that applies to a controller: its own settings, then its class chain,
  /// then extensions.
  public func effectiveSettings(of id: ControllerID) -> PropertySet {
    let members = classMembers(of: controllers[id.index].classReference)
    let own = controllers[id.index].settings
    return own.isEmpty ? members : own.overlaying(members)
  }

  /// Computes the members of every class and UIKit class once.
  ///
  /// Asking for a controller's settings then costs one overlay. Called whenever classes or
  /// extensions change.
  mutating func refreshMemberCache() {
    memberCache = MemberCache()
    let uikit = UIKitClass.allCases.map { extensionMembers(for: $0).compacted() }
    let declared = classes.map { declared in
      declared.inheritedMembers.overlaying(uikit[declared.uikitBase.cacheIndex]).compacted()
    }
    memberCache = MemberCache(uikit: uikit, classes: declared)
  }
}

extension AppModel {
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

/// The members of each UIKit class (by ``UIKitClass/cacheIndex``) and each declared
/// class, extensions applied; empty until the model is complete.
struct MemberCache: Sendable {
  var uikit: [PropertySet] = []
  var classes: [PropertySet] = []
}

extension UIKitClass {
  /// The position of the class in `allCases`.
  var cacheIndex: Int {
    UIKitClass.allCases.firstIndex(of: self) ?? 0
  }
}

extension AppModel {
  /// The opaque class a controller is an instance of, itself or through its superclasses,
  /// if any: the nearest one.
  ///
  /// A controller written `Name: unknown` (a scan that could not tell its class) is taken to
  /// be an instance of an opaque class named `unknown`.
  public func opaqueClass(of controller: ControllerID) -> String? {
    if controllers[controller.index].hasUnknownClass { return Controller.unknownClassName }
    guard case .declared(var id) = controllers[controller.index].classReference else {
      return nil
    }
    var steps = 0
    while steps <= classes.count {
      steps += 1
      if classes[id.index].isOpaque { return classes[id.index].name }
      guard case .declared(let parent) = classes[id.index].superclass else { return nil }
      id = parent
    }
    return nil
  }
}
