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
