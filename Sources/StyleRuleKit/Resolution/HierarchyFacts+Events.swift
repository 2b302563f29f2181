extension HierarchyFacts {
  /// What a scenario event is about to change in the hierarchy, noted before it is applied:
  /// after it, the controllers it took out of their place can no longer be found from
  /// where they were.
  struct PendingChange {
    /// The controllers of the subtrees the event takes out of the hierarchy (a dismissal,
    /// a pop, the stack or tabs replaced, a window released), with everything they present.
    fileprivate var leaving: [Int] = []
    /// For a property set on a controller: the controller, and whether it set its own
    /// traits before (R31).
    fileprivate var traits: (controller: ControllerID, before: Bool)?
  }

  /// Notes what `event` is about to change, before it is applied to `model`.
  static func pendingChange(_ event: ScenarioEvent, in model: AppModel) -> PendingChange {
    var change = PendingChange()
    switch event.kind {
    case .dismiss(let presented):
      change.leaving = subtree(of: [presented], in: model)
    case .pop(let navigation):
      change.leaving = subtree(of: model[navigation].children.suffix(1), in: model)
    case .setViewControllers(let list):
      change.leaving = subtree(of: model[list.container].children, in: model)
    case .releaseWindow(let index):
      if let root = model.windows[index].root, case .window(index)? = model[root].parent {
        change.leaving = subtree(of: [root], in: model)
      }
    case .set(.controller(let id), _):
      change.traits = (id, setsOwnTraits(id, in: model))
    case .present, .push, .select, .set, .setNeedsUpdate, .application, .appearance,
      .orientation, .inCall, .createWindow:
      break
    }
    return change
  }

  /// Brings the facts up to date after `event` was applied to `model`, given what
  /// ``pendingChange(_:in:)`` noted before it.
  ///
  /// Only the controllers the event moved are filled again (those it took out, and those it
  /// placed with everything below them), so an event costs the size of what it moves, not
  /// the size of the model. A change of a class or an extension can change the traits of
  /// every instance: the facts are then computed again for the whole model.
  mutating func update(after event: ScenarioEvent, _ pending: PendingChange, in model: AppModel) {
    var arriving: [ControllerID] = []
    switch event.kind {
    case .present(_, let presented):
      arriving = [presented]
    case .push(_, let pushed):
      arriving = [pushed]
    case .setViewControllers(let list):
      arriving = list.controllers
    case .createWindow(let index):
      if let root = model.windows[index].root, case .window(index)? = model[root].parent {
        arriving = [root]
      }
    case .set(.controller(let id), _):
      // Only a change of the controller's own traits changes a fact below it.
      if let traits = pending.traits, traits.controller == id,
        traits.before != Self.setsOwnTraits(id, in: model)
      {
        arriving = [id]
      }
    case .set(.declaredClass, _), .set(.uikitClass, _):
      self = HierarchyFacts(model: model)
      return
    case .dismiss, .pop, .releaseWindow, .select, .set, .setNeedsUpdate, .application,
      .appearance, .orientation, .inCall:
      break
    }
    let changed = Set(pending.leaving + Self.subtree(of: arriving, in: model))
    guard !changed.isEmpty else { return }
    // The changed controllers whose parent is not changed itself: their parents' facts are
    // up to date, and filling from them reaches every other changed controller.
    let tops = changed.sorted().filter { index in
      switch model.controllers[index].parent {
      case .container(let parent): return !changed.contains(parent.index)
      case .presentation(let presentation):
        return !changed.contains(model.presentations[presentation].presenter.index)
      case .window, nil: return true
      }
    }
    fill(from: tops, in: model)
  }

  /// The controllers of the subtrees under `roots`: the roots, their children and what
  /// they present, all the way down.
  private static func subtree(of roots: some Sequence<ControllerID>, in model: AppModel)
    -> [Int]
  {
    var found: [Int] = []
    var stack = roots.map(\.index)
    // A well-formed hierarchy is a forest; the bound only guards against a broken one.
    while let node = stack.popLast(), found.count < model.controllers.count {
      found.append(node)
      stack += model.controllers[node].children.map(\.index)
      if let presentation = model.controllers[node].presentation {
        stack.append(model.presentations[presentation].presented.index)
      }
    }
    return found
  }
}
