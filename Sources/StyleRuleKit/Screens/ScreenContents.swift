/// What a scene shows in one state of the app: the controllers on screen, and the tab bar
/// controllers whose tabs the user can select.
struct ScreenContents: Hashable {
  /// The controllers on screen, window by window from the back, each container before its
  /// children on screen and before what it presents.
  let controllers: [ControllerID]
  /// The tab bar controllers on screen that nothing presented covers, in the same order.
  let tabBars: [ControllerID]

  /// The contents of `scene` in `model`.
  ///
  /// A window's root is on screen when the window is visible; below a controller on screen,
  /// a navigation controller's top, a tab bar controller's selected tab, every child of
  /// another container, and what the controller presents. A tab bar controller is
  /// selectable unless it, or a container above it in its containment tree, presents
  /// something: that presentation covers its tab bar. Iterative, linear in the controllers
  /// on screen.
  init(scene: Int, in model: AppModel) {
    let windows =
      model.scenes.indices.contains(scene)
      ? model.scenes[scene].windows : Array(model.windows.indices)
    var controllers: [ControllerID] = []
    var tabBars: [ControllerID] = []
    var visited = Set<ControllerID>()
    for window in windows where !model.windows[window].isHidden.value {
      guard let root = model.windows[window].root else { continue }
      // Each entry: a controller, and whether a container above it in its containment tree
      // presents something.
      var stack: [(ControllerID, covered: Bool)] = [(root, false)]
      while let (id, coveredAbove) = stack.popLast() {
        guard visited.insert(id).inserted else { continue }
        controllers.append(id)
        let controller = model[id]
        let covered = coveredAbove || controller.presentation != nil
        if controller.kind == .tabBar, !covered, controller.children.count > 1 {
          tabBars.append(id)
        }
        // Pushed last, visited first: children before what this controller presents.
        if let presentation = controller.presentation {
          stack.append((model.presentations[presentation].presented, false))
        }
        for child in Self.childrenOnScreen(of: controller).reversed() {
          stack.append((child, covered))
        }
      }
    }
    self.controllers = controllers
    self.tabBars = tabBars
  }

  /// The children of a controller that are on screen (as ``LayoutEngine`` lays them out).
  private static func childrenOnScreen(of controller: Controller) -> [ControllerID] {
    switch LayoutEngine.role(of: controller) {
    case .navigation: controller.children.last.map { [$0] } ?? []
    case .tabBar: (controller.selectedTab?.value ?? controller.children.first).map { [$0] } ?? []
    case .container, .content: controller.children
    }
  }
}
