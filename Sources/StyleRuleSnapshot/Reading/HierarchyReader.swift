/// Reads a ``SnapshotApp`` into a ``CapturedHierarchy``: the Info.plist keys, the scenes
/// and windows, and every controller with what it answers, each member asked once.
///
/// The walk uses an explicit stack, so a deep hierarchy cannot exhaust the call stack,
/// and a controller met twice (which UIKit never shows, but an adapter might) is read once,
/// at its first place. At most ``maximumControllers`` are read.
@MainActor
struct HierarchyReader {
  /// The Info.plist keys a rules file reads.
  static let plistKeys = [
    "UIViewControllerBasedStatusBarAppearance", "UIStatusBarStyle", "UIStatusBarHidden",
    "UIUserInterfaceStyle",
  ]

  /// The most controllers read; the rest are left out, and the file says so.
  var maximumControllers = 10_000

  private var result = CapturedHierarchy()
  private var positions: [ObjectIdentifier: Int] = [:]
  /// The `childFor…` answers and tab selections read, resolved once every tree is read.
  private var pending:
    [(
      position: Int, style: (any SnapshotController)?, hidden: (any SnapshotController)?,
      selected: (any SnapshotController)?
    )] = []

  /// Creates a reader.
  init(maximumControllers: Int = 10_000) {
    self.maximumControllers = maximumControllers
  }

  /// Reads the app.
  mutating func read(_ app: any SnapshotApp) -> CapturedHierarchy {
    result = CapturedHierarchy()
    positions = [:]
    pending = []
    for key in Self.plistKeys {
      if let value = app.infoPlistValue(forKey: key) { result.plist.append((key, value)) }
    }
    result.systemVersion = app.systemVersion
    result.device = app.device
    for scene in app.scenes {
      let sceneIndex = result.scenes.count
      result.scenes.append(
        CapturedScene(
          traits: scene.traits, orientation: scene.orientation, shown: scene.shownStatusBar))
      for window in scene.windows {
        let windowIndex = result.scenes[sceneIndex].windows.count
        let chain = window.classChain
        let className = chain.first.map { RulesName.shortClassName($0.name) } ?? "UIWindow"
        let isSystemWindow = chain.first.map { $0.isSystem && className != "UIWindow" } ?? false
        result.scenes[sceneIndex].windows.append(
          CapturedWindow(
            className: className, isSystemWindow: isSystemWindow, level: window.windowLevel,
            isHidden: window.isHidden, isKey: window.isKeyWindow, fillsScene: window.fillsScene,
            interfaceStyle: window.overrideUserInterfaceStyle, root: nil))
        guard !isSystemWindow, let root = window.rootViewController else { continue }
        result.scenes[sceneIndex].windows[windowIndex].root = readTree(
          root, placement: .root(scene: sceneIndex, window: windowIndex))
      }
    }
    resolvePending()
    return result
  }

  /// Reads a controller and everything inside it: itself, its children, what it presents.
  ///
  /// Children are read depth first, before what the controller presents. Returns its
  /// position, or `nil` when it was read before or the limit is reached.
  private mutating func readTree(
    _ root: any SnapshotController, placement: CapturedPlacement
  ) -> Int? {
    var stack: [(controller: any SnapshotController, placement: CapturedPlacement)] = [
      (root, placement)
    ]
    var rootPosition: Int?
    while let (controller, placement) = stack.popLast() {
      let identity = controller.identity
      guard positions[identity] == nil else { continue }
      guard result.controllers.count < maximumControllers else {
        result.isTruncated = true
        break
      }
      let position = result.controllers.count
      positions[identity] = position
      result.controllers.append(
        CapturedController(
          identity: identity, classChain: controller.classChain, placement: placement,
          preferredStatusBarStyle: controller.preferredStatusBarStyle,
          prefersStatusBarHidden: controller.prefersStatusBarHidden,
          presentationStyle: controller.modalPresentationStyle,
          capturesStatusBarAppearance: controller.modalPresentationCapturesStatusBarAppearance,
          definesPresentationContext: controller.definesPresentationContext,
          shouldRemovePresentersView: controller.shouldRemovePresentersView,
          interfaceStyle: controller.overrideUserInterfaceStyle,
          navigationBar: controller.navigationBar))
      switch placement {
      case .child(let parent): result.controllers[parent].children.append(position)
      case .presented(let presenter): result.controllers[presenter].presented = position
      case .root, .unplaced: break
      }
      if rootPosition == nil { rootPosition = position }
      pending.append(
        (
          position, controller.childForStatusBarStyle, controller.childForStatusBarHidden,
          controller.selectedController
        ))
      // On a stack, the last pushed is read first: what it presents goes in first, so that
      // its children, in order, are read before it.
      if let presented = controller.presentedController {
        stack.append((presented, .presented(by: position)))
      }
      for child in controller.children.reversed() {
        stack.append((child, .child(of: position)))
      }
    }
    return rootPosition
  }

  /// Links the `childFor…` answers and tab selections to the controllers they name,
  /// reading the ones no window holds as unplaced trees.
  private mutating func resolvePending() {
    var next = 0
    while next < pending.count {
      let (position, style, hidden, selected) = pending[next]
      next += 1
      result.controllers[position].childForStatusBarStyle = child(style)
      result.controllers[position].childForStatusBarHidden = child(hidden)
      if let selected, let tab = positions[selected.identity],
        result.controllers[position].children.contains(tab)
      {
        result.controllers[position].selected = tab
      }
    }
  }

  /// The position of a controller a `childFor…` member returned, reading it first if no
  /// window holds it.
  private mutating func child(_ controller: (any SnapshotController)?) -> CapturedChild {
    guard let controller else { return .none }
    if let position = positions[controller.identity] { return .controller(position) }
    guard let position = readTree(controller, placement: .unplaced) else { return .notRead }
    return .controller(position)
  }
}
