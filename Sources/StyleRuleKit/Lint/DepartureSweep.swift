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
/// controller.
///
/// The first departure found for a controller is kept. A subtree looked at in full has
/// every candidate's departure: it is settled, and not looked into again. Each controller
/// looked at notes which of the controllers directly below it (children, or the one it
/// presents) the next look must go down: those not settled (visited ones, or ones with a
/// visited controller inside), and those an event placed or unsettled since (present,
/// push, a list of view controllers, a window created; an event unsettles everything
/// above what it places). So a look goes down those only, not through every child of a
/// wide container again.
///
/// A state then costs the windows, the controllers the walk visited and the controllers
/// placed since the last look, and an event the depth of what it places, rather than a
/// look at every candidate per state.
struct DepartureSweep {
  /// The question whose member the candidates override.
  let question: StatusBarQuestion
  /// Whether each controller overrides the question's member in its class or an extension
  /// and has no departure yet.
  private var awaitsDeparture: [Bool]
  /// Whether every candidate strictly below each controller (its children and what it
  /// presents, all the way down) has its departure.
  private var settledBelow: [Bool]
  /// For each controller looked at, the controllers directly below it that the next look
  /// must go down.
  ///
  /// Those are its children, or the one it presents, that the last look did not settle
  /// (visited, or with a visited controller inside) and those placed or unsettled since.
  /// `nil` for a controller never looked at: the next look goes down every one.
  private var placedSince: [[Int]?]
  /// The first departure found for each candidate, by controller index.
  private(set) var departures: [Int: PathDeparture] = [:]

  /// A sweep of `candidates` in a model of `count` controllers.
  init(question: StatusBarQuestion, candidates: [ControllerID], count: Int) {
    self.question = question
    awaitsDeparture = [Bool](repeating: false, count: count)
    for id in candidates { awaitsDeparture[id.index] = true }
    settledBelow = [Bool](repeating: false, count: count)
    placedSince = [[Int]?](repeating: nil, count: count)
  }

  /// Whether a controller and everything below it have their departures.
  private func isSettled(_ node: Int) -> Bool {
    settledBelow[node] && !awaitsDeparture[node]
  }

  /// Unsettles what is above the controllers `events` placed.
  ///
  /// They may bring candidates without a departure. `model` is the model after the events.
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
      for id in placed { unsettle(above: id, in: model) }
    }
  }

  /// Marks every controller above `id` (containers and presenters) as not settled below,
  /// each noting the controller below it on the way.
  private mutating func unsettle(above id: ControllerID, in model: AppModel) {
    var below = id.index
    var steps = 0
    while let above = Self.controllerAbove(below, in: model), steps < model.controllers.count {
      settledBelow[above] = false
      if placedSince[above]?.contains(below) == false { placedSince[above]?.append(below) }
      below = above
      steps += 1
    }
  }

  /// The container of a controller, or the controller that presents it.
  private static func controllerAbove(_ node: Int, in model: AppModel) -> Int? {
    switch model.controllers[node].parent {
    case .container(let parent): parent.index
    case .presentation(let index): model.presentations[index].presenter.index
    case .window, nil: nil
    }
  }

  /// A controller's children and the controller it presents.
  private static func directlyBelow(_ node: Int, in model: AppModel) -> [Int] {
    var below = model.controllers[node].children.map(\.index)
    if let presentation = model.controllers[node].presentation {
      below.append(model.presentations[presentation].presented.index)
    }
    return below
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
      look(from: root, includingIt: true, in: analysis)
    }
    // The controllers of the controlling window whose nearest visited controller above
    // them keeps the decision or forwards elsewhere.
    for (id, visit) in record.visits
    where record.facts.window[id.index] == controlling && DeadOverrideCheck.leavesWithFix(visit) {
      look(from: id, includingIt: false, in: analysis)
    }
  }

  /// Keeps the departure of the candidates without one below `top` (and `top` itself when
  /// `includingIt`), not looking into settled subtrees nor, below a visited `top`, past a
  /// controller the walk visited; then marks settled what was looked at in full, and notes
  /// for the rest what to look at again.
  private mutating func look(
    from top: ControllerID, includingIt: Bool, in analysis: PathAnalysis
  ) {
    let model = analysis.record.model
    let visits = analysis.record.visits
    // Below a visited controller, its region ends at the next visited one.
    let stopsAtVisited = !includingIt
    // The controllers looked at, depth first, each with the position of the one above it
    // in `order` (-1 for `top`), whether everything below it was settled, and the
    // controllers directly below it to look at again.
    var order: [(node: Int, above: Int)] = []
    var complete: [Bool] = []
    var again: [[Int]] = []
    var stack = [(node: top.index, above: -1)]
    // A well-formed hierarchy is a forest, so no controller is looked at twice; the bound
    // only guards against a broken one.
    while order.count < model.controllers.count, let (node, above) = stack.popLast() {
      if above < 0 && !includingIt {
        if settledBelow[node] { return }
      } else {
        if isSettled(node) { continue }
        if stopsAtVisited, visits[ControllerID(node)] != nil {
          // Another visited controller's own: it, and each controller above it up to
          // `top`, is to be looked at again.
          var below = node
          var position = above
          while position >= 0 {
            again[position].append(below)
            guard complete[position] else { break }  // the ones above know already
            complete[position] = false
            below = order[position].node
            position = order[position].above
          }
          continue
        }
        if awaitsDeparture[node] {
          departures[node] = analysis.departure(for: ControllerID(node))
          awaitsDeparture[node] = false
        }
      }
      let position = order.count
      order.append((node, above))
      complete.append(true)
      again.append([])
      // A controller noted as placed may have left since.
      for child in placedSince[node] ?? Self.directlyBelow(node, in: model)
      where Self.controllerAbove(child, in: model) == node {
        stack.append((child, position))
      }
    }
    // Stopped by the bound (a broken hierarchy): nothing is known to be settled.
    guard stack.isEmpty else { return }
    for (position, entry) in order.enumerated() {
      settledBelow[entry.node] = complete[position]
      placedSince[entry.node] = again[position]
    }
  }
}
