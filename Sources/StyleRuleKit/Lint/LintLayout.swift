/// The first screen as the layout engine lays it out, for the layout checks: the engine's
/// numbers, what each container hands its children (the bars over them), and the layout
/// again with one controller's properties changed, so that a check can tell what a
/// property does by the engine's own answer rather than by deriving it again.
struct LintLayout {
  /// The environment laid out.
  let environment: LayoutEnvironment
  /// The engine's input: the controllers on screen with their layout properties.
  let input: LayoutInput
  /// The layout.
  let layout: ScreenLayout
  /// What each node hands its children (the bars over them), by node index.
  let contexts: [LayoutFrameContext?]
  /// Each node's controller.
  let ids: [ControllerID]
  /// The value the layout gives a device inset no table states (``SafeAreaStandIn``).
  let standIn: SafeAreaStandIn
  /// Whether a device inset of the environment is not known, so that the layout's numbers
  /// may be a stand-in's: a check then holds only if it holds under every stand-in.
  let usesStandIns: Bool

  /// The layout of one scene's first screen, or `nil` when the environment cannot be laid
  /// out (no model of its family runs its version) or a node names no controller.
  init?(
    model: AppModel, resolution: StatusBarResolution, scene: Int,
    standIn: SafeAreaStandIn = .nearest
  ) {
    guard var environment = try? LayoutEnvironment(resolution.environment.values) else {
      return nil
    }
    environment.design = resolution.environment.design.mode
    let input = LayoutEngine(model: model).input(resolution: resolution, scene: scene)
    var ids: [ControllerID] = []
    ids.reserveCapacity(input.nodes.count)
    for node in input.nodes {
      guard let controller = model.controller(named: node.name) else { return nil }
      ids.append(controller.id)
    }
    var pass = LayoutPass(input: input, environment: environment)
    pass.standIn = standIn
    self.layout = pass.run()
    self.contexts = pass.contexts
    self.environment = environment
    self.input = input
    self.ids = ids
    self.standIn = standIn
    self.usesStandIns = pass.usesStandIns
  }

  /// The iOS version laid out.
  var ios: OSVersion { environment.ios }

  /// The node a node is a child of, through containment (not presentation).
  func container(of node: Int) -> Int? {
    if case .child(let parent) = input.nodes[node].placement, parent >= 0, parent < node {
      return parent
    }
    return nil
  }

  /// The bars the engine lays the node out under: those its UIKit container hands it
  /// (`nil` for a root, a presented controller, or a custom container's child).
  func bars(over node: Int) -> (top: LayoutBar?, bottom: LayoutBar?) {
    guard let parent = container(of: node), let context = contexts[parent],
      input.nodes[parent].role == .navigation || input.nodes[parent].role == .tabBar
    else { return (nil, nil) }
    return (context.topBar, context.bottomBar)
  }

  /// The node that owns a bar over `node`: the nearest container above it whose navigation
  /// bar, toolbar or tab bar has the bar's frame.
  func owner(of bar: LayoutBar, over node: Int) -> Int? {
    var current = container(of: node)
    var steps = 0
    while let index = current, steps <= input.nodes.count {
      let controller = layout.controllers[index]
      let frames = [
        controller.navigationBar?.frame.value, controller.toolbar?.frame.value,
        controller.tabBar?.frame.value,
      ]
      if frames.contains(bar.frame) { return index }
      current = container(of: index)
      steps += 1
    }
    return nil
  }

  /// The layout with a node's layout properties changed, with the same stand-in.
  func relaid(node: Int, _ change: (inout ControllerLayoutProperties) -> Void) -> ScreenLayout {
    var changed = input
    change(&changed.nodes[node].properties)
    var pass = LayoutPass(input: changed, environment: environment)
    pass.standIn = standIn
    return pass.run()
  }

  /// Whether two layouts put every number in the same place: the status bar and each
  /// controller's frame, safe area, guides, bars and insets (not the rules cited, which
  /// may name the property either way).
  static func samePlaces(_ lhs: ScreenLayout, _ rhs: ScreenLayout) -> Bool {
    lhs.statusBar.frame.value == rhs.statusBar.frame.value
      && lhs.statusBar.hidden.value == rhs.statusBar.hidden.value
      && lhs.controllers.map(Places.init) == rhs.controllers.map(Places.init)
  }

  /// The numbers of a controller's layout, without their citations.
  private struct Places: Equatable {
    let name: String
    let view: LayoutRect
    let safeArea: LayoutInsets?
    let guides: [Double?]
    let bars: [LayoutRect?]
    let translucency: [Bool?]
    let largeTitle: Bool?
    let insets: [LayoutInsets?]

    init(_ controller: ControllerLayout) {
      name = controller.name
      view = controller.viewFrame.value
      safeArea = controller.safeAreaInsets?.value
      guides = [controller.topLayoutGuide?.value, controller.bottomLayoutGuide?.value]
      bars = [
        controller.navigationBar?.frame.value, controller.navigationBar?.backgroundFrame.value,
        controller.toolbar?.frame.value, controller.tabBar?.frame.value,
      ]
      translucency = [
        controller.navigationBar?.isTranslucent, controller.toolbar?.isTranslucent,
        controller.tabBar?.isTranslucent,
      ]
      largeTitle = controller.navigationBar?.showsLargeTitle
      insets = [
        controller.scrollView?.contentInset.value,
        controller.scrollView?.adjustedContentInset?.value,
      ]
    }
  }
}
