/// Facts about every controller's position, computed once per resolution in linear time.
struct HierarchyFacts: Sendable {
  /// The root of each controller's containment tree: a window root, a presented
  /// controller, or an unplaced controller.
  let containmentRoot: [Int]
  /// Whether some container above the controller (not itself) presents something.
  let ancestorPresents: [Bool]
  /// The window each controller is shown in, or -1 if none.
  let window: [Int]
  /// The nearest controller, itself or above it (parents and presenters), that sets
  /// `overrideUserInterfaceStyle` to light or dark, or -1 if none does (R31).
  let traitSource: [Int]

  init(model: AppModel) {
    let count = model.controllers.count
    var root = [Int](repeating: -1, count: count)
    var ancestorPresents = [Bool](repeating: false, count: count)
    var window = [Int](repeating: -1, count: count)
    var traitSource = [Int](repeating: -1, count: count)
    func ownTraits(_ index: Int) -> Bool {
      guard
        let style = model.effectiveSettings(of: ControllerID(index)).traitsOverride?
          .value
      else { return false }
      return style != .unspecified
    }
    var queue: [Int] = []
    queue.reserveCapacity(count)
    for index in model.controllers.indices {
      switch model.controllers[index].parent {
      case .window(let windowIndex):
        window[index] = windowIndex
        queue.append(index)
      case nil:
        queue.append(index)
      default:
        break
      }
    }
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      if root[node] < 0 { root[node] = node }
      // A node's source is set from above before it is dequeued; its own override wins.
      if ownTraits(node) { traitSource[node] = node }
      let presentation = model.controllers[node].presentation
      for child in model.controllers[node].children {
        root[child.index] = root[node]
        ancestorPresents[child.index] = presentation != nil || ancestorPresents[node]
        window[child.index] = window[node]
        traitSource[child.index] = traitSource[node]
        queue.append(child.index)
      }
      if let presentation {
        let presented = model.presentations[presentation].presented.index
        root[presented] = presented
        window[presented] = window[node]
        traitSource[presented] = traitSource[node]
        queue.append(presented)
      }
    }
    self.containmentRoot = root
    self.ancestorPresents = ancestorPresents
    self.window = window
    self.traitSource = traitSource
  }

  /// The presentation that contains `controller`, if it is inside a presented controller.
  func enclosingPresentation(of controller: ControllerID, in model: AppModel) -> Int? {
    let root = containmentRoot[controller.index]
    guard root >= 0, case .presentation(let index) = model.controllers[root].parent else {
      return nil
    }
    return index
  }
}

/// What the walk did at a controller it visited.
enum Visit: Sendable {
  /// The controller decided: its `childForStatusBarStyle` answer gave no child.
  case decided(ForwardAnswer)
  /// The controller forwarded to a child, which (or whose subtree) decided.
  case forwarded(ForwardAnswer)
  /// The controller forwarded, the child's subtree yielded nothing, so it decided itself.
  case childYieldedNothing(ForwardAnswer)
  /// A controller it presents (or one further down the chain) took control.
  case presentedControls(ControllerID)
  /// The controller is presented without control, so its subtree yields nothing.
  case notControlling(PresentationVerdict)
}

/// Why a controller forwards, or does not.
enum ForwardReason: Sendable {
  /// A `childForStatusBarStyle` override.
  case override(ChildSelector, SettingOrigin)
  /// A navigation controller whose bar is visible keeps the decision.
  case navigationBarVisible
  /// A navigation controller whose bar is hidden forwards to its top.
  case navigationBarHidden
  /// A tab bar controller forwards to its selected tab.
  case selectedTab
  /// A tab bar controller without tabs.
  case noTabs
  /// A split view controller (child not established).
  case split
  /// A container that does not forward (addChild, page view controller).
  case containerDoesNotForward
  /// A controller with no children and no override.
  case noOverride
  /// A `UIHostingController` from iOS 16: SwiftUI's private child answers (R21).
  case hostingPrivateChild
  /// A system controller, whose forwarding is UIKit's own and not researched (R22).
  case system
  /// An instance of a class declared `opaque`: its forwarding is not in the file.
  case opaque
  /// What the instance returned, observed in a snapshot of the running app.
  case observed
}

/// A controller's answer to `childForStatusBarStyle`.
struct ForwardAnswer: Sendable {
  let child: ControllerID?
  let reason: ForwardReason
}

/// Whether a presentation hands over control, and why.
struct PresentationVerdict: Sendable {
  let presentation: Int
  let controls: Bool
  /// Whether the presentation is an iPhone card sheet in portrait that does not take control (R28).
  var isCard = false
  /// The style after `.automatic` and adaptation, as it applies.
  let effectiveStyle: PresentationStyle
  /// Whether the capture flag is what granted control.
  let byCapture: Bool
  let citation: RuleCitation
  /// The reason in plain words, such as "overCurrentContext keeps the presenter in control".
  let reason: String
}
