/// Finds, state after state of a scenario, the first departure that dead-override reports
/// for each controller with an override of one status bar member, without looking at every
/// such controller in every state.
///
/// dead-override reports the walk leaving the path to a controller when a fix applies
/// (``DeadOverrideCheck/mayBeReported(_:record:analysis:)``): the controller is in another
/// window than the controlling one, or below a visited controller that keeps the decision
/// or forwards elsewhere (``DeadOverrideCheck/leavesWithFix(_:)``) with no visited
/// controller between. So a state's controllers to report are found by looking down from
/// the other windows' roots and from those visited controllers, not past another visited
/// controller. The first departure found for a controller is kept, and a subtree whose
/// every candidate has its departure is marked settled and not looked into again until an
/// event places a controller inside it.
///
/// A state then costs the windows, the controllers the walk visited, and the controllers
/// looked at for the first time since they last moved, rather than every candidate.
struct DepartureSweep {
  /// The question whose member the candidates override.
  let question: StatusBarQuestion
  /// Whether each controller overrides the question's member in its class or an extension.
  private var isCandidate: [Bool]
  /// Whether every candidate in each controller's subtree (its children and what it
  /// presents, all the way down) has its departure.
  private var settled: [Bool]
  /// The first departure found for each candidate, by controller index.
  private(set) var departures: [Int: PathDeparture] = [:]

  /// A sweep of `candidates` in a model of `count` controllers.
  init(question: StatusBarQuestion, candidates: [ControllerID], count: Int) {
    self.question = question
    isCandidate = [Bool](repeating: false, count: count)
    for id in candidates { isCandidate[id.index] = true }
    settled = [Bool](repeating: false, count: count)
  }

  /// Forgets that the subtrees above the controllers `events` placed are settled.
  ///
  /// A controller presented, pushed, listed or made a window's root may bring candidates
  /// without a departure. `model` is the model after the events.
  mutating func unsettle(after events: [ScenarioEvent], in model: AppModel) {
    for event in events {
      var placed: [ControllerID] = []
      switch event.kind {
      case .present(_, let presented): placed = [presented]
      case .push(_, let pushed): placed = [pushed]
      case .setViewControllers(let change): placed = change.controllers
      case .createWindow(let index): placed = model.windows[index].root.map { [$0] } ?? []
      default: break
      }
      for id in placed { unsettle(from: id, in: model) }
    }
  }

  /// Marks `id` and everything above it (containers and presenters) as not settled.
  private mutating func unsettle(from id: ControllerID, in model: AppModel) {
    var current = id.index
    var steps = 0
    while steps <= model.controllers.count {
      settled[current] = false
      switch model.controllers[current].parent {
      case .container(let parent): current = parent.index
      case .presentation(let index): current = model.presentations[index].presenter.index
      case .window, nil: return
      }
      steps += 1
    }
  }

  /// Keeps the departure of every candidate without one that the walk of `record` (one
  /// state's walk for ``question``) leaves where dead-override reports it.
  mutating func sweep(_ record: WalkRecord) {
    let model = record.model
    guard model.plist.viewControllersDecide, let controlling = record.controllingWindow else {
      return
    }
    let analysis = PathAnalysis(record: record, lookup: .onDemand)
    // Every controller of another window.
    for (index, window) in model.windows.enumerated() where index != controlling {
      guard let root = window.root, case .window(index)? = model[root].parent else { continue }
      look(below: [root], in: analysis, stoppingAtVisited: false)
    }
    // The controllers of the controlling window whose nearest visited controller above
    // them keeps the decision or forwards elsewhere.
    for (id, visit) in record.visits
    where record.facts.window[id.index] == controlling && DeadOverrideCheck.leavesWithFix(visit) {
      var below = model[id].children
      if let presentation = model[id].presentation {
        below.append(model.presentations[presentation].presented)
      }
      look(below: below, in: analysis, stoppingAtVisited: true)
    }
  }

  /// Keeps the departure of the candidates without one under `roots` (the roots included),
  /// not looking into settled subtrees nor, when `stoppingAtVisited`, past a controller the
  /// walk visited; then marks settled the subtrees looked at in full.
  private mutating func look(
    below roots: [ControllerID], in analysis: PathAnalysis, stoppingAtVisited: Bool
  ) {
    let model = analysis.record.model
    // The controllers looked at, depth first, each with the position of its parent in
    // `order` (-1 for a root), and whether the whole subtree below it was looked at.
    var order: [(node: Int, parent: Int)] = []
    var complete: [Bool] = []
    var stack = roots.map { (node: $0.index, parent: -1) }
    // A well-formed hierarchy is a forest, so no controller is looked at twice; the bound
    // only guards against a broken one.
    while order.count < model.controllers.count, let (node, parent) = stack.popLast() {
      if settled[node] { continue }
      if stoppingAtVisited, analysis.record.visits[ControllerID(node)] != nil {
        // Another visited controller's own: the subtrees above it are not looked at in full.
        var above = parent
        while above >= 0, complete[above] {
          complete[above] = false
          above = order[above].parent
        }
        continue
      }
      let position = order.count
      order.append((node, parent))
      complete.append(true)
      if isCandidate[node], departures[node] == nil {
        departures[node] = analysis.departure(for: ControllerID(node))
      }
      for child in model.controllers[node].children {
        stack.append((child.index, position))
      }
      if let presentation = model.controllers[node].presentation {
        stack.append((model.presentations[presentation].presented.index, position))
      }
    }
    // Stopped by the bound (a broken hierarchy): nothing is known to be settled.
    guard stack.isEmpty else { return }
    for (position, entry) in order.enumerated() where complete[position] {
      settled[entry.node] = true
    }
  }
}
