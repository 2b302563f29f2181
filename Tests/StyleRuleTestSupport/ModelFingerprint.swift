import StyleRuleKit

/// A description of everything a model means, without where it was written: two files
/// with the same fingerprint describe the same app.
///
/// Dynamic values are described by what they are (owner, member, values, launch value),
/// not by their identifiers, which follow the order of the file.
public enum ModelFingerprint {
  /// The fingerprint of a model.
  public static func of(_ model: AppModel) -> String {
    var lines: [String] = []
    let plist = model.plist
    lines.append(
      "plist \(String(describing: plist.viewControllerBasedAppearance?.value)) "
        + "\(String(describing: plist.statusBarStyle?.value)) "
        + "\(String(describing: plist.statusBarHidden?.value)) "
        + "\(String(describing: plist.userInterfaceStyle?.value))")
    lines.append(
      "application \(String(describing: model.application.statusBarStyle?.value)) "
        + "\(String(describing: model.application.isStatusBarHidden?.value))")
    let environment = model.environment
    lines.append(
      "environment \(String(describing: environment.ios)) "
        + "\(String(describing: environment.device)) "
        + "\(String(describing: environment.appearance)) "
        + "\(String(describing: environment.orientation)) "
        + "\(String(describing: model.deploymentTarget?.value)) "
        + "in-call \(String(describing: environment.inCall)) "
        + "sdk \(String(describing: environment.linkedSDK))")
    for declared in model.classes {
      lines.append(
        "class \(declared.name): \(declared.isOpaque ? "opaque " : "")"
          + "\(superclass(declared.superclass, in: model)) "
          + settings(declared.ownMembers, in: model) + " inherited "
          + settings(declared.inheritedMembers, in: model))
    }
    for (uikit, members) in model.extensions.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      lines.append("extension \(uikit.rawValue) " + settings(members, in: model))
    }
    var controllerLines: [String] = []
    for controller in model.controllers {
      var line = "controller \(controller.name): \(controller.className) "
      line += superclass(controller.classReference, in: model)
      switch controller.parent {
      case .window(let index): line += " in window \(index)"
      case .container(let parent): line += " in \(model[parent].name)"
      case .presentation(let index):
        let presentation = model.presentations[index]
        line +=
          " presented by \(model[presentation.presenter].name) called by "
          + "\(model[presentation.caller].name) \(choice(presentation.presenterChoice, in: model))"
      case nil: line += " unplaced"
      }
      line += " children " + controller.children.map { model[$0].name }.joined(separator: ",")
      line += " selected \(controller.selectedTab.map { model[$0.value].name } ?? "-")"
      line += " " + settings(controller.settings, in: model)
      controllerLines.append(line)
    }
    // Declaration order is layout, not meaning: a presented controller may be declared in
    // a body or at the top level.
    lines += controllerLines.sorted()
    for (index, window) in model.windows.enumerated() {
      lines.append(
        "window \(index) \(window.name ?? "-") level \(window.level.value) hidden "
          + "\(window.isHidden.value) \(window.hiddenDynamic.map { dynamic(model[$0]) } ?? "-") "
          + "fills \(window.fillsScene.value) root \(window.root.map { model[$0].name } ?? "-") "
          + "scene \(window.scene) traits "
          + "\(window.overrideUserInterfaceStyle.map { "\($0.value)" } ?? "-")"
          + "\(window.overrideUserInterfaceStyle?.dynamic.map { " " + dynamic(model[$0]) } ?? "")"
          + (window.createdInScenario ? " created by the scenario" : ""))
    }
    for scene in model.scenes {
      lines.append(
        "scene \(scene.name ?? "-") declared \(scene.keywordRange != nil) \(scene.windows)")
    }
    lines += model.dynamicValues.map { "dynamic " + dynamic($0) }.sorted()
    for choice in model.controllerChoices {
      lines.append(
        "choice \(choice.name) of "
          + choice.alternatives.map { model[$0].name }.joined(separator: ",")
          + " placed \(model[choice.chosenController].name)")
    }
    for event in model.scenario {
      lines.append(
        "event \(event.joinsPrevious ? "; " : "")\(describe(event.kind, in: model))")
    }
    return lines.joined(separator: "\n")
  }

  private static func choice(_ choice: PresenterChoice, in model: AppModel) -> String {
    switch choice {
    case .caller: "caller"
    case .definesContext(let id, let explicit): "context \(model[id].name) \(explicit)"
    case .noContextUsesRoot(let id): "root \(model[id].name)"
    case .fullScreenContextRoot(let id): "full-screen root \(model[id].name)"
    }
  }

  private static func superclass(_ reference: ClassReference, in model: AppModel) -> String {
    switch reference {
    case .uikit(let uikit): uikit.rawValue
    case .declared(let id): model.classes[id.index].name
    }
  }

  /// `owner.member = dynamic(a, b) initially b`, and the values it stands for.
  private static func dynamic(_ value: DynamicValue) -> String {
    "\(value.owner).\(value.member) = \(value.declaration) listed \(value.isListed) options "
      + value.options.joined(separator: ",") + " initial \(value.initial.map(String.init) ?? "-")"
  }

  private static func settings(_ set: PropertySet, in model: AppModel) -> String {
    func one<Value>(_ name: String, _ setting: Setting<Value>?) -> String? {
      setting.map { setting in
        "\(name)=\(setting.value)@\(setting.origin)"
          + (setting.dynamic.map { " (" + dynamic(model[$0]) + ")" } ?? "")
      }
    }
    return [
      one("style", set.preferredStatusBarStyle), one("child", set.childForStatusBarStyle),
      one("hidden", set.prefersStatusBarHidden), one("childHidden", set.childForStatusBarHidden),
      one("capture", set.capturesStatusBarAppearance),
      one("presentation", set.modalPresentationStyle),
      one("transition", set.modalTransitionStyle),
      one("context", set.definesPresentationContext),
      one("traits", set.overrideUserInterfaceStyle), one("barHidden", set.isNavigationBarHidden),
      one("barStyle", set.navigationBarStyle), one("removes", set.shouldRemovePresentersView),
      one("styleFrom", set.preferredStatusBarStyleForwarding),
      one("hiddenFrom", set.prefersStatusBarHiddenForwarding),
      one("swiftUIHidden", set.swiftUIStatusBarHidden),
      one("colorScheme", set.swiftUIColorScheme),
      one("edges", set.edgesForExtendedLayout),
      one("opaqueBars", set.extendedLayoutIncludesOpaqueBars),
      one("adjustsInsets", set.automaticallyAdjustsScrollViewInsets),
      one("fullScreen", set.wantsFullScreenLayout),
      one("safeAreaInsets", set.additionalSafeAreaInsets),
      one("largeTitle", set.largeTitleDisplayMode), one("view", set.viewClass),
      one("insetAdjustment", set.contentInsetAdjustmentBehavior),
      one("barTranslucent", set.navigationBarIsTranslucent),
      one("largeTitles", set.prefersLargeTitles), one("toolbarHidden", set.isToolbarHidden),
      one("hidesBars", set.hidesBarsWhenVerticallyCompact),
      one("tabBarTranslucent", set.tabBarIsTranslucent),
    ].compactMap { $0 }.joined(separator: " ")
  }

  private static func describe(_ kind: ScenarioEvent.Kind, in model: AppModel) -> String {
    func name(_ id: ControllerID) -> String { model[id].name }
    switch kind {
    case .present(let caller, let presented): return "\(name(caller)) presents \(name(presented))"
    case .push(let navigation, let pushed): return "\(name(navigation)) pushes \(name(pushed))"
    case .dismiss(let id): return "dismiss \(name(id))"
    case .pop(let id): return "\(name(id)) pops"
    case .select(let tabBar, let tab): return "\(name(tabBar)) selects \(name(tab))"
    case .setNeedsUpdate(let id): return "\(name(id)) update"
    case .appearance(let value): return "appearance \(value)"
    case .orientation(let value): return "orientation \(value)"
    case .inCall(let value): return "in-call \(value)"
    case .createWindow(let index):
      let window = model.windows[index]
      return "create window \(window.name ?? "-") level \(window.level.value) hidden "
        + "\(window.isHidden.value) root \(window.root.map { model[$0].name } ?? "-")"
    case .releaseWindow(let index): return "release window \(model.windows[index].name ?? "-")"
    case .set(let target, let change):
      return
        "set \(describe(target, in: model)) \(change.name) \(change.valueText) \(change.call ?? "")"
    case .application(let change): return change.spelling
    case .setViewControllers(let change):
      return "\(name(change.container)) viewControllers "
        + change.controllers.map(name).joined(separator: ",")
        + " \(String(describing: change.animated))"
    }
  }

  /// An event's target by name: controllers and classes are numbered in the order declared,
  /// which the canonical form may change.
  private static func describe(_ target: EventTarget, in model: AppModel) -> String {
    switch target {
    case .controller(let id): "controller \(model[id].name)"
    case .declaredClass(let id): "class \(model.classes[id.index].name)"
    case .uikitClass(let uikit): "UIKit class \(uikit.rawValue)"
    case .window(let index): "window \(index)"
    }
  }
}
