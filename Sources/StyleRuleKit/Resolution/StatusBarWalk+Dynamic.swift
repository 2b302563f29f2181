extension StatusBarWalk {
  /// Notes that the walk read a setting, if it is a dynamic value.
  mutating func ask<Value>(_ setting: Setting<Value>?) {
    ask(setting?.dynamic)
  }

  /// Notes that the walk read a dynamic value.
  mutating func ask(_ id: DynamicValueID?) {
    guard let id, !asked.contains(id) else { return }
    asked.append(id)
  }

  /// Notes that the walk entered a controller chosen at run time (an alternative of a
  /// `choice`), with a step that says which alternative is on screen and why.
  mutating func askChoice(at controller: ControllerID) {
    guard let index = model.choice(ofAlternative: controller) else { return }
    let choice = model.controllerChoices[index]
    guard choice.chosenController == controller, !asked.contains(choice.dynamic) else { return }
    ask(choice.dynamic)
    let dynamic = model[choice.dynamic]
    let launch =
      dynamic.isLaunchUnknown
      ? "launch alternative not known (see Outcomes)"
      : "at launch: \(dynamic.options[dynamic.launchOption])"
    let citation: RuleCitation
    switch choice.slot {
    case .window: citation = cite(.r33ControllingWindow)
    case .container: citation = cite(.r10ChildOrSelf)
    case .presentation: citation = cite(.r23PresentedFromPresenter)
    }
    step(
      .controller(controller), "which alternative of choice '\(choice.name)'?",
      "'\(name(controller))', chosen at run time among "
        + dynamic.options.map { "'\($0)'" }.joined(separator: ", ") + "; " + launch,
      citation, at: dynamic.range)
  }

  /// Notes the dynamic `isHidden` of each window, front to back, up to the first visible
  /// window that fills the scene: those behind it cannot take control whatever their value.
  mutating func askWindowVisibility() {
    let windows = model.windows
    let frontToBack = sceneWindows.sorted {
      let left = windows[$0].level.value
      let right = windows[$1].level.value
      return left != right ? left > right : $0 > $1
    }
    for index in frontToBack {
      ask(windows[index].hiddenDynamic)
      if !windows[index].isHidden.value && windows[index].fillsScene.value { return }
    }
  }

  /// Notes every dynamic `overrideUserInterfaceStyle` between a controller and the one whose
  /// traits apply (`source`, or the root when it is negative): any of them could take over
  /// under another value (R31).
  mutating func askTraits(from controller: ControllerID, upTo source: Int) {
    var current: ControllerID? = controller
    var steps = 0
    while let node = current, steps <= model.controllers.count {
      steps += 1
      let settings = model.effectiveSettings(of: node)
      ask(settings.overrideUserInterfaceStyle)
      ask(settings.swiftUIColorScheme)
      if node.index == source { return }
      switch model.controllers[node.index].parent {
      case .container(let parent): current = parent
      case .presentation(let index): current = model.presentations[index].presenter
      case .window, nil: current = nil
      }
    }
  }
}
