extension AppModel {
  /// The position of the scene with a name, if there is one.
  public func scene(named name: String) -> Int? {
    scenes.firstIndex { $0.name == name }
  }

  /// The scene a controller is shown in: its window's, following parents and presenters;
  /// `nil` for a controller in no window.
  public func scene(of controller: ControllerID) -> Int? {
    var current: ControllerID? = controller
    var steps = 0
    while let node = current, steps <= controllers.count {
      steps += 1
      switch controllers[node.index].parent {
      case .container(let parent): current = parent
      case .presentation(let index): current = presentations[index].presenter
      case .window(let window): return windows[window].scene
      case nil: return nil
      }
    }
    return nil
  }
}
