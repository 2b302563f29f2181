/// Writes an app model back as a rules file in one canonical form, which parses to the
/// same model.
///
/// The form: Info.plist keys, the app-level values and the environment first, then classes
/// and extensions, unplaced controllers, each window with its tree, presentations, and the
/// scenario. One statement per line, two spaces per level, names in backticks only where
/// they need them. Comments and the original layout are not kept. The tree is written
/// with an explicit stack, so any depth the parser accepts can be printed.
public struct CanonicalRulesPrinter: Sendable {
  /// Creates a printer.
  public init() {}

  /// The canonical text of a model.
  public func print(_ model: AppModel) -> String {
    var lines: [String] = []
    let plist = model.plist
    if let value = plist.viewControllerBasedAppearance {
      lines.append("plist UIViewControllerBasedStatusBarAppearance = \(value.value ? "YES" : "NO")")
    }
    if let value = plist.statusBarStyle {
      lines.append("plist UIStatusBarStyle = \(value.value.plistName)")
    }
    if let value = plist.statusBarHidden {
      lines.append("plist UIStatusBarHidden = \(value.value ? "YES" : "NO")")
    }
    if let value = plist.userInterfaceStyle {
      let name = ModelBuilder.plistInterfaceStyles.first { $0.style == value.value }?.name
      lines.append("plist UIUserInterfaceStyle = \(name ?? "Automatic")")
    }
    if let value = plist.designRequiresCompatibility {
      lines.append("plist UIDesignRequiresCompatibility = \(value.value ? "YES" : "NO")")
    }
    if let value = plist.hasSceneManifest {
      lines.append("plist UIApplicationSceneManifest = \(value.value ? "YES" : "NO")")
    }
    if let value = model.application.statusBarStyle {
      let written =
        model.application.statusBarStyleDynamic.map { model[$0].declaration }
        ?? value.value.rawValue
      lines.append("UIApplication.shared.statusBarStyle = \(written)")
    }
    if let value = model.application.isStatusBarHidden {
      let written =
        model.application.isStatusBarHiddenDynamic.map { model[$0].declaration } ?? "\(value.value)"
      lines.append("UIApplication.shared.isStatusBarHidden = \(written)")
    }
    let environment = model.environment
    let settings = [
      environment.ios.map { "ios \($0)" },
      environment.device.map { "device \($0.rawValue)" },
      environment.appearance.map { "appearance \($0.rawValue)" },
      environment.orientation.map { "orientation \($0.rawValue)" },
      environment.width.map { "width \($0.rawValue)" },
      environment.height.map { "height \($0.rawValue)" },
      model.deploymentTarget.map { "deployment-target \($0.value)" },
      environment.inCall.map { $0 ? "in-call" : "in-call off" },
      environment.linkedSDK.map { "sdk \($0)" },
    ].compactMap { $0 }
    if !settings.isEmpty { lines.append("environment " + settings.joined(separator: ", ")) }

    for declared in model.classes {
      let superclass: String
      switch declared.superclass {
      case .uikit(let uikit): superclass = uikit.rawValue
      case .declared(let id): superclass = Self.name(model.classes[id.index].name)
      }
      lines += block(
        "class \(Self.name(declared.name)): \(declared.isOpaque ? "opaque " : "")\(superclass)",
        Self.entries(declared.ownMembers, model))
    }
    for block in model.extensionBlocks where !model.extensions.isEmpty {
      // Every block of a class shares one set: write it once, at its first block.
      guard model.extensionBlocks.first(where: { $0.uikit == block.uikit })?.range == block.range,
        let members = model.extensions[block.uikit]
      else { continue }
      lines += self.block("extension \(block.uikit.rawValue)", Self.entries(members, model))
    }

    let declaredInScenario = Self.declaredInScenario(model)
    for controller in model.controllers
    where controller.parent == nil && !declaredInScenario.contains(controller.id.index)
      && model.choice(ofAlternative: controller.id) == nil
    {
      lines += tree(controller.id, in: model, indent: "")
    }
    if model.scenes.contains(where: { $0.keywordRange != nil }) {
      for scene in model.scenes {
        lines.append("scene" + (scene.name.map { " " + Self.name($0) } ?? "") + " {")
        for index in scene.windows { lines += windowLines(index, in: model, indent: "  ") }
        lines.append("}")
      }
    } else {
      for index in model.windows.indices where !model.windows[index].createdInScenario {
        lines += windowLines(index, in: model, indent: "")
      }
    }
    for presentation in model.presentations {
      let caller = Self.name(model[presentation.caller].name)
      var presented = tree(presentation.presented, in: model, indent: "")
      presented[0] = "\(caller) presents " + presented[0]
      lines += presented
    }
    if !model.scenario.isEmpty {
      lines.append("scenario {")
      for event in model.scenario {
        var eventLines = self.event(event, in: model, declaredInScenario: declaredInScenario)
          .map { "  " + $0 }
        // Events joined by ';' happen together: they stay on one line.
        if event.joinsPrevious, let last = lines.popLast() {
          eventLines[0] = last + "; " + eventLines[0].dropFirst(2)
        }
        lines += eventLines
      }
      lines.append("}")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A window block: its properties, then its root's tree.
  private func windowLines(_ index: Int, in model: AppModel, indent: String) -> [String] {
    let window = model.windows[index]
    var header = "window"
    if let name = window.name { header += " " + Self.name(name) }
    var body: [String] = []
    if window.level.range != nil { body.append("windowLevel = \(window.level.value)") }
    if let id = window.hiddenDynamic {
      body.append("isHidden = \(model[id].declaration)")
    } else if window.isHidden.range != nil {
      body.append("isHidden = \(window.isHidden.value)")
    }
    if window.fillsScene.range != nil { body.append("fillsScene = \(window.fillsScene.value)") }
    if let traits = window.overrideUserInterfaceStyle {
      let value = traits.dynamic.map { model[$0].declaration } ?? traits.value.rawValue
      body.append("overrideUserInterfaceStyle = \(value)")
    }
    var lines = [indent + header + " {"]
    for line in body { lines.append(indent + "  " + line) }
    if let root = window.root {
      lines += tree(root, in: model, indent: indent + "  ")
    }
    lines.append(indent + "}")
    return lines
  }

  /// `header { … }` with one line per entry, or `header` alone.
  private func block(_ header: String, _ entries: [String]) -> [String] {
    guard !entries.isEmpty else { return [header] }
    return [header + " {"] + entries.map { "  " + $0 } + ["}"]
  }

  /// A controller, its instance properties and its children, depth first.
  private func tree(_ root: ControllerID, in model: AppModel, indent: String) -> [String] {
    var lines: [String] = []
    // Each entry opens a controller (where a choice stands, the choice, unless it is one of
    // the choice's alternatives), or closes one with its indentation.
    enum Step {
      case open(ControllerID, String, isAlternative: Bool)
      case close(String)
    }
    var stack: [Step] = [.open(root, indent, isAlternative: false)]
    while let step = stack.popLast() {
      switch step {
      case .close(let indent):
        lines.append(indent + "}")
      case .open(let id, let indent, let isAlternative):
        if !isAlternative, let index = model.choice(ofAlternative: id) {
          let choice = model.controllerChoices[index]
          let dynamic = model[choice.dynamic]
          var header = "\(indent)choice \(Self.name(choice.name))"
          if let initial = dynamic.initial {
            header += " initially " + Self.name(dynamic.options[initial])
          } else if dynamic.isLaunchUnknown {
            header += " initially unknown"
          }
          lines.append(header + " {")
          stack.append(.close(indent))
          for alternative in choice.alternatives.reversed() {
            stack.append(.open(alternative, indent + "  ", isAlternative: true))
          }
          continue
        }
        let controller = model[id]
        var entries = Self.entries(controller.settings, model)
        if let selected = controller.selectedTab {
          if let dynamic = selected.dynamic {
            entries.append("selectedIndex = \(model[dynamic].declaration)")
          } else {
            entries.append("selectedViewController = \(Self.name(model[selected.value].name))")
          }
        } else if let named = model.alternativeSelections[id] {
          entries.append("selectedViewController = \(Self.name(model[named.value].name))")
        }
        if let observed = model.observed(id) { entries += Self.observedEntries(observed, model) }
        let header = "\(indent)\(Self.name(controller.name)): \(Self.name(controller.className))"
        guard !entries.isEmpty || !controller.children.isEmpty else {
          lines.append(header)
          continue
        }
        lines.append(header + " {")
        for entry in entries { lines.append(indent + "  " + entry) }
        stack.append(.close(indent))
        for child in controller.children.reversed() {
          stack.append(.open(child, indent + "  ", isAlternative: false))
        }
      }
    }
    return lines
  }

  /// The lines of one scenario event.
  private func event(_ event: ScenarioEvent, in model: AppModel, declaredInScenario: Set<Int>)
    -> [String]
  {
    func name(_ id: ControllerID) -> String { Self.name(model[id].name) }
    /// The target of a push or a presentation: declared here, or named.
    func target(_ id: ControllerID) -> [String] {
      guard declaredInScenario.contains(id.index),
        Self.holds(event.range, model[id].nameRange.start)
      else { return [name(id)] }
      return tree(id, in: model, indent: "")
    }
    switch event.kind {
    case .present(let caller, let presented):
      var lines = target(presented)
      lines[0] = "\(name(caller)) presents " + lines[0]
      return lines
    case .push(let navigation, let pushed):
      var lines = target(pushed)
      lines[0] = "\(name(navigation)) pushes " + lines[0]
      return lines
    case .dismiss(let id): return ["dismiss \(name(id))"]
    case .pop(let navigation): return ["\(name(navigation)) pops"]
    case .select(let tabBar, let tab): return ["\(name(tabBar)) selects \(name(tab))"]
    case .setNeedsUpdate(let id): return ["\(name(id)).setNeedsStatusBarAppearanceUpdate()"]
    case .createWindow(let index): return windowLines(index, in: model, indent: "")
    case .releaseWindow(let index):
      return ["release " + (model.windows[index].name.map(Self.name) ?? "window")]
    case .appearance(let appearance): return ["appearance \(appearance.rawValue)"]
    case .orientation(let orientation): return ["orientation \(orientation.rawValue)"]
    case .inCall(let flag): return ["in-call \(flag ? "on" : "off")"]
    case .set(let target, let change):
      let subject: String
      switch target {
      case .controller(let id): subject = name(id)
      case .declaredClass(let id): subject = Self.name(model.classes[id.index].name)
      case .uikitClass(let uikit): subject = uikit.rawValue
      case .window(let index): subject = model.windows[index].name.map(Self.name) ?? "window"
      }
      if let call = change.call { return ["\(subject).\(call)"] }
      return ["\(subject).\(change.name) = \(change.valueText)"]
    case .application(let change): return [change.spelling]
    case .setViewControllers(let change):
      var lines = [
        name(change.container)
          + (change.animated == nil ? ".viewControllers = [" : ".setViewControllers([")
      ]
      for (position, id) in change.controllers.enumerated() {
        let item = target(id)
        lines[lines.count - 1] += (position == 0 ? "" : ", ") + item[0]
        lines += item.dropFirst()
      }
      lines[lines.count - 1] += "]" + (change.animated.map { ", animated: \($0))" } ?? "")
      return lines
    }
  }

  /// The controllers a scenario declares in its push and present events.
  static func declaredInScenario(_ model: AppModel) -> Set<Int> {
    var declared: Set<Int> = []
    for event in model.scenario {
      let id: ControllerID
      switch event.kind {
      case .present(_, let presented): id = presented
      case .push(_, let pushed): id = pushed
      case .createWindow(let index):
        // The window's root, with everything inside it, is printed in the window block.
        if let root = model.windows[index].root { declared.insert(root.index) }
        continue
      case .setViewControllers(let change):
        for listed in change.controllers
        where Self.holds(event.range, model[listed].nameRange.start) {
          declared.insert(listed.index)
        }
        continue
      default: continue
      }
      if Self.holds(event.range, model[id].nameRange.start) { declared.insert(id.index) }
    }
    return declared
  }

  /// `name = value` for each setting, in the catalogue's order; a dynamic value as the file
  /// declares it.
  static func entries(_ settings: PropertySet, _ model: AppModel) -> [String] {
    var entries: [String] = []
    func add<Value>(_ key: PropertyKey, _ setting: Setting<Value>?, _ spell: (Value) -> String) {
      guard let setting else { return }
      let value = setting.dynamic.map { model[$0].declaration } ?? spell(setting.value)
      entries.append("\(key.rawValue) = \(value)")
    }
    func forward(_ key: PropertyKey, _ setting: Setting<ValueForwarding>?) {
      guard let setting else { return }
      entries.append(
        "\(key.rawValue) = \(setting.value.spelling(member: key.rawValue, name: name))")
    }
    add(.preferredStatusBarStyle, settings.preferredStatusBarStyle) { $0.rawValue }
    forward(.preferredStatusBarStyle, settings.preferredStatusBarStyleForwarding)
    add(.childForStatusBarStyle, settings.childForStatusBarStyle, selector)
    add(.prefersStatusBarHidden, settings.prefersStatusBarHidden) { "\($0)" }
    forward(.prefersStatusBarHidden, settings.prefersStatusBarHiddenForwarding)
    add(.childForStatusBarHidden, settings.childForStatusBarHidden, selector)
    add(.capturesStatusBarAppearance, settings.capturesStatusBarAppearance) { "\($0)" }
    add(.modalPresentationStyle, settings.modalPresentationStyle) { $0.rawValue }
    add(.modalTransitionStyle, settings.modalTransitionStyle) { $0.rawValue }
    add(.definesPresentationContext, settings.definesPresentationContext) { "\($0)" }
    add(.overrideUserInterfaceStyle, settings.overrideUserInterfaceStyle) { $0.rawValue }
    add(.isNavigationBarHidden, settings.isNavigationBarHidden) { "\($0)" }
    add(.navigationBarStyle, settings.navigationBarStyle) { $0.rawValue }
    add(.shouldRemovePresentersView, settings.shouldRemovePresentersView) { "\($0)" }
    add(.swiftUIStatusBarHidden, settings.swiftUIStatusBarHidden) { "\($0)" }
    add(.swiftUIColorScheme, settings.swiftUIColorScheme) { $0.rawValue }
    add(.swiftUIStatusBarColorScheme, settings.swiftUIStatusBarColorScheme) { $0.rawValue }
    add(.swiftUIStatusBarVisibility, settings.swiftUIStatusBarVisibility) { $0.rawValue }
    add(.edgesForExtendedLayout, settings.edgesForExtendedLayout) { $0.spelling }
    add(.extendedLayoutIncludesOpaqueBars, settings.extendedLayoutIncludesOpaqueBars) { "\($0)" }
    add(.automaticallyAdjustsScrollViewInsets, settings.automaticallyAdjustsScrollViewInsets) {
      "\($0)"
    }
    add(.wantsFullScreenLayout, settings.wantsFullScreenLayout) { "\($0)" }
    add(.additionalSafeAreaInsets, settings.additionalSafeAreaInsets) { $0.spelling }
    add(.largeTitleDisplayMode, settings.largeTitleDisplayMode) { $0.rawValue }
    add(.view, settings.viewClass) { $0.rawValue }
    add(.contentInsetAdjustmentBehavior, settings.contentInsetAdjustmentBehavior) { $0.rawValue }
    add(.navigationBarIsTranslucent, settings.navigationBarIsTranslucent) { "\($0)" }
    add(.prefersLargeTitles, settings.prefersLargeTitles) { "\($0)" }
    add(.isToolbarHidden, settings.isToolbarHidden) { "\($0)" }
    add(.hidesBarsWhenVerticallyCompact, settings.hidesBarsWhenVerticallyCompact) { "\($0)" }
    add(.tabBarIsTranslucent, settings.tabBarIsTranslucent) { "\($0)" }
    add(.childViewInsets, settings.childViewInsets) { $0.spelling }
    add(.navigationBarUserInterfaceStyle, settings.navigationBarUserInterfaceStyle) {
      $0.rawValue
    }
    add(
      .navigationBarAppearanceUserInterfaceStyle,
      settings.navigationBarAppearanceUserInterfaceStyle
    ) { $0.rawValue }
    return entries
  }

  /// `observed member = value` for each member a controller's snapshot observed.
  static func observedEntries(_ observed: ObservedAnswers, _ model: AppModel) -> [String] {
    func child(_ value: ControllerID?) -> String { value.map { name(model[$0].name) } ?? "nil" }
    return [
      observed.preferredStatusBarStyle.map { "preferredStatusBarStyle = \($0.value.rawValue)" },
      observed.childForStatusBarStyle.map { "childForStatusBarStyle = \(child($0.value))" },
      observed.prefersStatusBarHidden.map { "prefersStatusBarHidden = \($0.value)" },
      observed.childForStatusBarHidden.map { "childForStatusBarHidden = \(child($0.value))" },
    ].compactMap { $0.map { "observed " + $0 } }
  }

  private static func selector(_ selector: ChildSelector) -> String {
    if case .named(let name) = selector { return Self.name(name) }
    return selector.spelling
  }

  /// Whether an offset lies in a range.
  private static func holds(_ range: SourceRange, _ offset: Int) -> Bool {
    range.start <= offset && offset < range.end
  }

  /// A name as the language writes it.
  static func name(_ name: String) -> String { NameSpelling.spelling(ofName: name) }
}
