/// Facts about every controller's position, computed once per model in linear time.
///
/// Each fact of a controller follows from its parent's (its container, or the controller
/// that presents it) and from the controller itself, so the facts are filled top-down from
/// the controllers without a parent in the hierarchy (window roots and unplaced
/// controllers). A scenario event that moves a subtree changes the facts of that subtree
/// only: ``update(after:_:in:)`` (HierarchyFacts+Events.swift) fills them again there.
struct HierarchyFacts: Sendable, Equatable {
  /// The root of each controller's containment tree: a window root, a presented
  /// controller, or an unplaced controller.
  private(set) var containmentRoot: [Int]
  /// The window each controller is shown in, or -1 if none.
  private(set) var window: [Int]
  /// The nearest controller, itself or above it (parents and presenters), that sets
  /// `overrideUserInterfaceStyle` to light or dark, or -1 if none does (R31).
  private(set) var traitSource: [Int]

  init(model: AppModel) {
    let count = model.controllers.count
    containmentRoot = [Int](repeating: -1, count: count)
    window = [Int](repeating: -1, count: count)
    traitSource = [Int](repeating: -1, count: count)
    var tops: [Int] = []
    for index in model.controllers.indices {
      switch model.controllers[index].parent {
      case .window, nil: tops.append(index)
      default: break
      }
    }
    fill(from: tops, in: model)
  }

  /// Fills the facts of `tops` from their parents' (which must be up to date), then of
  /// everything below them, breadth first.
  mutating func fill(from tops: [Int], in model: AppModel) {
    var queue = tops
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      // The node's own facts, from its parent's.
      var root = node
      var shownIn = -1
      var source = -1
      switch model.controllers[node].parent {
      case .window(let index):
        shownIn = index
      case .container(let parent):
        root = containmentRoot[parent.index]
        shownIn = window[parent.index]
        source = traitSource[parent.index]
      case .presentation(let index):
        let presenter = model.presentations[index].presenter.index
        shownIn = window[presenter]
        source = traitSource[presenter]
      case nil:
        break
      }
      // Its own override wins over what it inherits.
      if Self.setsOwnTraits(ControllerID(node), in: model) { source = node }
      containmentRoot[node] = root
      window[node] = shownIn
      traitSource[node] = source
      for child in model.controllers[node].children { queue.append(child.index) }
      if let presentation = model.controllers[node].presentation {
        queue.append(model.presentations[presentation].presented.index)
      }
    }
  }

  /// Whether a controller sets its own traits to light or dark (R31).
  ///
  /// Asked of every controller each time the facts are filled, so it reads the controller's
  /// own settings and then its class's, as ``AppModel/effectiveSettings(of:)`` would lay
  /// them, without laying one over the other.
  static func setsOwnTraits(_ id: ControllerID, in model: AppModel) -> Bool {
    // The controller's fields are read in place: copying the whole controller out of the
    // array would retain and release each of its references, for every controller.
    let own = model.controllers[id.index].settings
    let style: Setting<UserInterfaceStyle>?
    if let ownStyle = own.overrideUserInterfaceStyle {
      style = ownStyle
    } else {
      style =
        model.classMembers(of: model.controllers[id.index].classReference)
        .overrideUserInterfaceStyle
    }
    if let style, style.value != .unspecified { return true }
    let scheme =
      own.swiftUIColorScheme
      ?? model.classMembers(of: model.controllers[id.index].classReference).swiftUIColorScheme
    guard let scheme else { return false }
    return scheme.value != .unspecified
  }

  /// The presentation that contains `controller`, if it is inside a presented controller.
  func enclosingPresentation(of controller: ControllerID, in model: AppModel) -> Int? {
    let root = containmentRoot[controller.index]
    guard root >= 0, case .presentation(let index) = model.controllers[root].parent else {
      return nil
    }
    return index
  }

  /// Whether some container above `controller` (not itself, and not past the controller
  /// its containment tree starts at) presents something.
  ///
  /// Asked of one controller at a time, so it follows the containers up from it rather
  /// than being kept for every controller: a presentation would change it for the whole
  /// subtree of its presenter.
  static func ancestorPresents(_ controller: ControllerID, in model: AppModel) -> Bool {
    var current = controller
    var steps = 0
    while case .container(let parent) = model.controllers[current.index].parent,
      steps < model.controllers.count
    {
      if model.controllers[parent.index].presentation != nil { return true }
      current = parent
      steps += 1
    }
    return false
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
