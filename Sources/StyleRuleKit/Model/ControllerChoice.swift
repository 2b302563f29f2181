/// Where a choice stands: the place its chosen alternative fills.
public enum ChoiceSlot: Hashable, Sendable {
  /// The root view controller of a window, by index.
  case window(Int)
  /// A child of a container, at a position among its children.
  case container(ControllerID, position: Int)
  /// The presented controller of a presentation, an index into ``AppModel/presentations``.
  case presentation(Int)
}

/// A controller the app chooses at run time among alternatives: `choice Root { Tabs: …;
/// Onboarding: … }`.
///
/// A choice is a dynamic value (owner ``DynamicValueOwner/choice(_:)``) whose options are
/// its alternatives' names. The model places the chosen alternative where the choice stands;
/// the others are declared but unplaced, with their own children, and whatever refers to
/// them holds only while they are chosen. ``AppModel/choosing(_:)`` places another one.
public struct ControllerChoice: Sendable {
  /// The choice's name, which "Depends on:" lists.
  public let name: String
  /// Where the name is written.
  public let nameRange: SourceRange
  /// The whole block, from `choice` to its closing brace.
  public let range: SourceRange
  /// The alternatives, in the order written.
  public let alternatives: [ControllerID]
  /// The dynamic value whose options are the alternatives.
  public let dynamic: DynamicValueID
  /// Where the chosen alternative is placed.
  public internal(set) var slot: ChoiceSlot
  /// The position in ``alternatives`` of the one placed.
  public internal(set) var chosen: Int

  /// The alternative placed.
  public var chosenController: ControllerID { alternatives[chosen] }
}

extension AppModel {
  /// The choice a controller is an alternative of, as an index into ``controllerChoices``.
  public func choice(ofAlternative id: ControllerID) -> Int? { alternativeChoices[id] }

  /// The alternative each enclosing choice must take for `id` to be on screen: the
  /// alternatives among `id` and its ancestors (parents, and the callers of the
  /// presentations that place them), each with its position in its choice.
  ///
  /// Empty for a controller outside every choice. Linear in the depth of `id`.
  public func alternativesHolding(_ id: ControllerID) -> DynamicChoices {
    var choices: DynamicChoices = [:]
    var current: ControllerID? = id
    var steps = 0
    while let node = current, steps <= controllers.count {
      steps += 1
      if let index = alternativeChoices[node] {
        let choice = controllerChoices[index]
        if let position = choice.alternatives.firstIndex(of: node) {
          choices[choice.dynamic] = position
        }
      }
      switch controllers[node.index].parent {
      case .container(let parent): current = parent
      case .presentation(let index): current = presentations[index].caller
      case .window, nil: current = nil
      }
    }
    return choices
  }

  /// Places alternative `option` of choice `index` where the choice stands, and takes the
  /// alternative placed there out; returns whether anything changed.
  ///
  /// Nothing changes when the choice's place was given up (a cycle, a second presentation
  /// from one presenter, already reported).
  mutating func place(alternative option: Int, of index: Int) -> Bool {
    let choice = controllerChoices[index]
    guard choice.alternatives.indices.contains(option), option != choice.chosen else {
      return false
    }
    let old = choice.chosenController
    let new = choice.alternatives[option]
    guard let link = controllers[old.index].parent else { return false }
    switch choice.slot {
    case .window(let window):
      windows[window].root = new
    case .container(let parent, let position):
      guard controllers[parent.index].children.indices.contains(position),
        controllers[parent.index].children[position] == old
      else { return false }
      controllers[parent.index].children[position] = new
      if let named = alternativeSelections[parent] {
        controllers[parent.index].selectedTab = named.value == new ? named : nil
      } else if let selected = controllers[parent.index].selectedTab, selected.value == old {
        controllers[parent.index].selectedTab = Setting(
          new, at: selected.range, origin: selected.origin, dynamic: selected.dynamic)
      }
    case .presentation(let presentation):
      // The statement as far as the alternative's name: findings about the presentation
      // under one alternative are then told apart from those under another.
      let written = presentations[presentation]
      presentations[presentation] = Presentation(
        caller: written.caller, presenter: written.presenter,
        presenterChoice: written.presenterChoice, presented: new,
        keywordRange: written.keywordRange,
        range: SourceRange(
          start: written.range.start,
          end: max(written.range.end, controllers[new.index].nameRange.end)))
    }
    controllers[new.index].parent = link
    controllers[old.index].parent = nil
    controllerChoices[index].chosen = option
    return true
  }
}

extension AppModel {
  /// The controller a scenario event acts from: the caller of `present`, the container that
  /// pushes, pops, selects or takes new children, the controller dismissed or set.
  func actingController(of event: ScenarioEvent) -> ControllerID? {
    switch event.kind {
    case .present(let caller, _): caller
    case .dismiss(let id), .setNeedsUpdate(let id): id
    case .push(let navigation, _), .pop(let navigation): navigation
    case .select(let tabBar, _): tabBar
    case .set(.controller(let id), _): id
    case .setViewControllers(let change): change.container
    default: nil
    }
  }

  /// The choice and the alternative an event needs when that alternative is not the one
  /// placed: the event acts from a controller placed only in it, so with the alternative
  /// placed it does not happen (and that is no error).
  public func unchosenAlternative(of event: ScenarioEvent) -> (choice: Int, alternative: Int)? {
    guard !controllerChoices.isEmpty, let id = actingController(of: event) else { return nil }
    if let placedByOffScreenEvent = offScreenPlacements[id] { return placedByOffScreenEvent }
    for (dynamic, position) in alternativesHolding(id).sorted(by: { $0.key < $1.key }) {
      guard let index = choicePositions[dynamic], controllerChoices[index].chosen != position
      else { continue }
      return (index, position)
    }
    return nil
  }

  /// Records that `event` does not happen, as it acts from an alternative that is not
  /// placed: the controllers it would have placed, with the children declared in them, stay
  /// off screen, and the events acting on them do not happen either.
  mutating func skipOffScreen(_ event: ScenarioEvent) {
    guard let alternative = unchosenAlternative(of: event) else { return }
    var pending: [ControllerID]
    switch event.kind {
    case .present(_, let presented): pending = [presented]
    case .push(_, let pushed): pending = [pushed]
    case .setViewControllers(let change): pending = change.controllers
    default: pending = []
    }
    while let id = pending.popLast() {
      guard offScreenPlacements[id] == nil else { continue }
      offScreenPlacements[id] = alternative
      pending += self[id].children
    }
  }

  /// "'SignIn' is in alternative 'Onboarding' of choice 'Root', and 'Tabs' is placed", for
  /// an event that does not happen under the alternative placed.
  public func unchosenAlternativePhrase(of event: ScenarioEvent) -> String? {
    guard let (index, position) = unchosenAlternative(of: event),
      let id = actingController(of: event)
    else { return nil }
    let choice = controllerChoices[index]
    let needed = self[choice.alternatives[position]].name
    let placed = self[choice.chosenController].name
    let subject = needed == self[id].name ? "'\(needed)' is" : "'\(self[id].name)' is in"
    return
      "\(subject) alternative '\(needed)' of choice '\(choice.name)', not on screen under "
      + "alternative '\(placed)', which this timeline plays: the event does not happen here"
  }

  /// "Root = Tabs (at launch)" for each choice, as the timeline and layout say which
  /// alternatives they assume; empty without choices.
  public var placedAlternativesPhrase: String {
    controllerChoices.map { choice in
      let dynamic = self[choice.dynamic]
      let why =
        dynamic.isLaunchUnknown
        ? "the first, as the launch alternative is not known"
        : (choice.chosen == dynamic.launchOption ? "at launch" : "chosen")
      return "\(choice.name) = \(self[choice.chosenController].name) (\(why))"
    }.joined(separator: ", ")
  }
}
