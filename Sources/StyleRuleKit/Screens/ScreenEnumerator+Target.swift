extension ScreenEnumerator {
  /// The way to the first screen where a controller is on screen, when it is not on screen
  /// at launch; `nil` when it is, or when no screen found shows it.
  ///
  /// A controller placed at launch in tabs not selected is reached directly: its tab bar
  /// controllers' tabs selected from the outermost in, each while the user can select it,
  /// in time linear in its depth. Otherwise (a controller the scenario brings up) the
  /// screens are enumerated and the first that shows it is taken.
  public func way(toShow id: ControllerID) -> ScreenWay? {
    let scene = model.scene(of: id)
    if let scene {
      if ScreenContents(scene: scene, in: model).controllers.contains(id) { return nil }
      if let way = tabWay(toShow: id, scene: scene) { return way }
    }
    let enumeration = enumerate(scenes: scene.map { [$0] }, stoppingAtScreenShowing: id)
    guard let way = enumeration.firstScreen(showing: id)?.way, !way.isLaunch else { return nil }
    return way
  }

  /// The tabs to select, from the outermost in, that bring a placed controller on screen;
  /// `nil` when selecting them does not (a presentation covers a tab bar, or a container
  /// other than a tab bar controller hides it).
  private func tabWay(toShow id: ControllerID, scene: Int) -> ScreenWay? {
    var selections: [(tabBar: ControllerID, tab: ControllerID)] = []
    var current = id
    // Each step goes up one parent or presenter; the hierarchy is a tree.
    for _ in 0...model.controllers.count {
      guard let parent = model[current].parent else { return nil }
      switch parent {
      case .container(let container):
        let selected = model[container].selectedTab?.value ?? model[container].children.first
        if model[container].kind == .tabBar, selected != current {
          selections.append((container, current))
        }
        current = container
        continue
      case .presentation(let index):
        current = model.presentations[index].presenter
        continue
      case .window:
        break
      }
      break
    }
    guard !selections.isEmpty else { return nil }
    var state = ScenarioState(model: model, overrides: overrides)
    var steps = [launchStep(scene: scene)]
    var tabs: [ScreenWay.TabChoice] = []
    for (tabBar, tab) in selections.reversed() {
      guard ScreenContents(scene: scene, in: state.model).tabBars.contains(tabBar) else {
        return nil
      }
      let event = ScreenWay.selection(of: tab, in: tabBar, model: model)
      guard (try? state.apply(event)) != nil else { return nil }
      steps.append(ScreenStep(kind: .tab, text: event.text, location: event.range))
      tabs.append(ScreenWay.TabChoice(tabBar: model[tabBar].name, tab: model[tab].name))
    }
    guard ScreenContents(scene: scene, in: state.model).controllers.contains(id) else {
      return nil
    }
    return ScreenWay(steps: steps, tabs: tabs, statements: 0)
  }
}
