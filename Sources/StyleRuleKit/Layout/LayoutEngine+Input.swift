extension LayoutEngine {
  /// The controllers on screen and the status bar of one scene, as the engine lays them
  /// out: the controlling window's root (R33), then depth first each container's children
  /// on screen (a navigation controller's top, a tab bar controller's selected tab, every
  /// child of another container), each followed by what it presents.
  public func input(overrides: EnvironmentLayers = EnvironmentLayers(), scene: Int = 0)
    -> LayoutInput
  {
    input(
      resolution: StatusBarResolver(model: model).resolve(overrides: overrides, scene: scene),
      scene: scene)
  }

  /// The input of one scene from a resolution of it that the caller already has (lint's).
  func input(resolution: StatusBarResolution, scene: Int) -> LayoutInput {
    let statusBar =
      resolution.environment.values.ios.major <= 6
      ? applicationStatusBar() : resolvedStatusBar(resolution)
    guard let window = resolution.controllingWindow ?? firstWindowWithRoot(scene: scene),
      let root = model.windows[window].root
    else {
      return LayoutInput(nodes: [], statusBar: statusBar)
    }
    return LayoutInput(nodes: nodes(from: root), statusBar: statusBar)
  }

  /// The status bar as the style engine decides it (iOS 7 and later).
  private func resolvedStatusBar(_ resolution: StatusBarResolution) -> LayoutStatusBarInput {
    let byDefault =
      resolution.hidden
      && resolution.hiddenAnswer.steps.contains {
        $0.citation.cites(.r9CompactHiding)
      }
      && resolution.hiddenAnswer.decider != .system(.r9)
    return LayoutStatusBarInput(
      hidden: resolution.hidden, hiddenDecidedBy: resolution.hiddenAnswer.deciderName,
      hiddenBasis: resolution.hiddenAnswer.steps.last.map { [$0.citation] } ?? [],
      hiddenByLandscapeDefault: byDefault, style: resolution.style, content: resolution.content,
      contentNote: resolution.contentNote)
  }

  /// iOS 6, before view controllers decided: `UIApplication`'s values, initially the
  /// Info.plist's.
  private func applicationStatusBar() -> LayoutStatusBarInput {
    let hidden = model.application.isStatusBarHidden?.value ?? model.plist.statusBarHidden?.value
    let style =
      model.application.statusBarStyle?.value ?? model.plist.statusBarStyle?.value ?? .default
    let content: StatusBarContent =
      switch style {
      case .default, .darkContent: .dark
      case .lightContent, .blackOpaque, .blackTranslucent: .light
      }
    return LayoutStatusBarInput(
      hidden: hidden ?? false, hiddenDecidedBy: "UIApplication", style: style, content: content)
  }

  /// The frontmost window of the scene that has a root view controller.
  private func firstWindowWithRoot(scene: Int) -> Int? {
    let windows =
      model.scenes.indices.contains(scene)
      ? model.scenes[scene].windows : Array(model.windows.indices)
    return windows.last { model.windows[$0].root != nil && !model.windows[$0].isHidden.value }
  }

  /// The nodes on screen from a root, containers before their children, without recursion.
  private func nodes(from root: ControllerID) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    var visited = Set<Int>()
    // Each entry: the controller and how it is placed relative to nodes already emitted.
    var stack: [(ControllerID, LayoutPlacement)] = [(root, .windowRoot)]
    while let (id, placement) = stack.popLast() {
      guard visited.insert(id.index).inserted else { continue }
      let controller = model[id]
      let index = nodes.count
      var properties = model.layoutProperties(of: id)
      let settings = model.effectiveSettings(of: id)
      if properties.isNavigationBarHidden == nil {
        properties.isNavigationBarHidden = settings.isNavigationBarHidden?.value
      }
      if properties.viewIsScrollView == nil {
        properties.viewIsScrollView =
          controller.uikitBase == .tableViewController
          || controller.uikitBase == .collectionViewController
      }
      let role = Self.role(of: controller)
      nodes.append(
        LayoutNode(
          name: controller.name, className: controller.className, role: role,
          placement: placement, properties: properties))
      // Pushed last, visited first: children before what this controller presents.
      if let presentation = controller.presentation {
        let presented = model.presentations[presentation].presented
        let style =
          model.effectiveSettings(of: presented).modalPresentationStyle?.value ?? .automatic
        stack.append((presented, .presented(by: index, style: style)))
      }
      for child in onScreenChildren(of: controller, role: role).reversed() {
        stack.append((child, .child(of: index)))
      }
    }
    return nodes
  }

  /// The children of a controller that are on screen.
  private func onScreenChildren(of controller: Controller, role: LayoutRole) -> [ControllerID] {
    switch role {
    case .navigation:
      return controller.children.last.map { [$0] } ?? []
    case .tabBar:
      return (controller.selectedTab?.value ?? controller.children.first).map { [$0] } ?? []
    case .container, .content:
      return controller.children
    }
  }

  /// The part a controller plays in layout.
  static func role(of controller: Controller) -> LayoutRole {
    switch controller.uikitBase {
    case .navigationController, .imagePickerController, .mailComposeViewController:
      return .navigation
    case .tabBarController:
      return .tabBar
    case .splitViewController, .pageViewController:
      return .container
    default:
      return controller.children.isEmpty ? .content : .container
    }
  }
}
