/// Lists the screens an app reaches: for each scene, the first screen; the same with each
/// tab the user can select on it, nested tabs included; and each of these with the
/// scenario played one statement after another.
///
/// The user can select any tab at any time, so each combination of selected tabs (a
/// *variant*) is one way to look at the app; the scenario's statements (pushes,
/// presentations, changes) are then played on every variant, with the player the timeline
/// uses. Tabs come first on each way, so a push or a presentation from a tab that is not
/// selected at launch is seen on screen after selecting that tab. States that show the same
/// controllers with the same answer are one screen, kept with the shortest way found.
///
/// A further dimension (controllers chosen at run time, one variant per alternative) fits
/// in `variants(scene:)`: each alternative is one more starting state, beside the tabs.
///
/// Bounded: at most ``limit`` screens are listed and ten times as many states examined; the
/// enumeration says how many states it left out. Each state costs one resolution and one
/// pass over the controllers on screen.
public struct ScreenEnumerator: Sendable {
  /// The most screens listed by default.
  public static let defaultLimit = 500

  /// The app model, with its scenario.
  public let model: AppModel
  /// Environment values replacing the file's.
  public let overrides: EnvironmentLayers
  /// The most screens listed.
  public let limit: Int

  /// Creates an enumerator.
  public init(
    model: AppModel, overrides: EnvironmentLayers = EnvironmentLayers(),
    limit: Int = ScreenEnumerator.defaultLimit
  ) {
    self.model = model
    self.overrides = overrides
    self.limit = max(1, limit)
  }

  /// A starting state of one scene: the launch with some tabs selected.
  private struct Variant {
    var state: ScenarioState
    let tabs: [ScreenWay.TabChoice]
    let steps: [ScreenStep]
    var alternatives: [ScreenWay.AlternativeChoice] = []
    /// The choices the way fixes: the screen does not depend on them.
    var fixed: Set<DynamicValueID> = []
  }

  /// Lists the screens of `scenes` (every scene when `nil`).
  public func enumerate(scenes: [Int]? = nil) -> ScreenEnumeration {
    enumerate(scenes: scenes, stoppingAtScreenShowing: nil)
  }

  /// Lists the screens of `scenes`, stopping after the first that shows `target`, if given.
  func enumerate(scenes: [Int]?, stoppingAtScreenShowing target: ControllerID?)
    -> ScreenEnumeration
  {
    let scenes = scenes ?? (model.scenes.isEmpty ? [0] : Array(model.scenes.indices))
    let statements = model.scenarioStatements
    let plans = scenes.map { (scene: $0, variants: variants(scene: $0)) }
    let total = plans.reduce(0) { $0 + $1.variants.count * (statements.count + 1) }
    let budget = limit * 10
    var screens: [Screen] = []
    var positions: [Screen.Identity: Int] = [:]
    var examined = 0
    enumeration: for plan in plans {
      var states: [ScenarioState?] = plan.variants.map(\.state)
      for played in 0...statements.count {
        for index in plan.variants.indices {
          guard examined < budget else { break enumeration }
          guard var state = states[index] else {
            examined += 1
            continue
          }
          // The state leaves the array while it changes, so that the event changes it in
          // place rather than copying the model.
          states[index] = nil
          var reachable = true
          if played > 0 {
            let events = statements[played - 1].map { model.scenario[$0] }
            reachable = Self.presentsFromScreen(events, state: state, scene: plan.scene)
            do {
              for event in events { try state.apply(event) }
            } catch {
              // The statement cannot be played with these tabs selected: the variant ends.
              examined += 1
              continue
            }
          }
          guard reachable else {
            // Not a screen the user sees, but the next statements play on it (the scanner
            // undoes each transition before the next).
            states[index] = state
            examined += 1
            continue
          }
          let variant = plan.variants[index]
          let way = ScreenWay(
            steps: [launchStep(scene: plan.scene)] + variant.steps
              + netStatementSteps(statements.prefix(played)),
            tabs: variant.tabs, statements: played, alternatives: variant.alternatives)
          let screen = Self.screen(of: state, scene: plan.scene, way: way, fixed: variant.fixed)
          states[index] = state
          if let position = positions[screen.identity] {
            examined += 1
            if way.steps.count < screens[position].way.steps.count {
              screens[position].way = way
            }
            continue
          }
          guard screens.count < limit else { break enumeration }
          examined += 1
          positions[screen.identity] = screens.count
          screens.append(screen)
          if let target, screen.shows(target) { break enumeration }
        }
      }
    }
    return ScreenEnumeration(
      model: model, overrides: overrides, scenes: scenes, screens: screens, limit: limit,
      statesNotExamined: total - examined)
  }

  /// Whether every presentation among `events` is called by a controller on screen: UIKit
  /// presents nothing from a controller whose view is not in the window hierarchy (one in a
  /// tab not selected), so such a state is no screen the user reaches.
  private static func presentsFromScreen(
    _ events: [ScenarioEvent], state: ScenarioState, scene: Int
  ) -> Bool {
    let callers = events.compactMap { event -> ControllerID? in
      if case .present(let caller, _) = event.kind { return caller }
      return nil
    }
    guard !callers.isEmpty else { return true }
    let onScreen = Set(ScreenContents(scene: scene, in: state.model).controllers)
    return callers.allSatisfy(onScreen.contains)
  }

  /// The screen a state shows in a scene.
  private static func screen(
    of state: ScenarioState, scene: Int, way: ScreenWay, fixed: Set<DynamicValueID>
  ) -> Screen {
    let resolution = state.resolve(scene: scene)
    return Screen(
      scene: scene, way: way, statusBar: DisplayedStatusBar(resolution),
      styleDecider: ScreenDecider(resolution.styleAnswer),
      hiddenDecider: ScreenDecider(resolution.hiddenAnswer), cannotTell: resolution.cannotTell,
      dependsOn: resolution.asked.filter { !fixed.contains($0) },
      controllersOnScreen: ScreenContents(scene: scene, in: state.model).controllers)
  }

  /// The starting states of a scene, breadth first.
  ///
  /// The launch, then each tab the user can select on a variant already listed; variants
  /// showing the same controllers are one.
  private func variants(scene: Int) -> [Variant] {
    var variants = alternativeVariants()
    var seen = Set(variants.map { ScreenContents(scene: scene, in: $0.state.model).controllers })
    var head = 0
    while head < variants.count, variants.count < limit {
      let variant = variants[head]
      head += 1
      let current = variant.state.model
      for tabBar in ScreenContents(scene: scene, in: current).tabBars {
        let selected = current[tabBar].selectedTab?.value ?? current[tabBar].children.first
        for tab in current[tabBar].children where tab != selected && variants.count < limit {
          var state = variant.state
          let event = ScreenWay.selection(of: tab, in: tabBar, model: current)
          guard (try? state.apply(event)) != nil,
            seen.insert(ScreenContents(scene: scene, in: state.model).controllers).inserted
          else { continue }
          variants.append(
            Variant(
              state: state,
              tabs: variant.tabs + [
                ScreenWay.TabChoice(tabBar: current[tabBar].name, tab: current[tab].name)
              ],
              steps: variant.steps + [
                ScreenStep(kind: .tab, text: event.text, location: event.range)
              ], alternatives: variant.alternatives, fixed: variant.fixed))
        }
      }
    }
    return variants
  }

  /// The launch, then each combination of the alternatives of the controllers chosen at run
  /// time (every alternative is a screen the code can show: a login screen or the main one),
  /// up to ``limit``.
  private func alternativeVariants() -> [Variant] {
    var variants = [
      Variant(state: ScenarioState(model: model, overrides: overrides), tabs: [], steps: [])
    ]
    var combinations: [(choices: DynamicChoices, picks: [(ControllerChoice, Int)])] = [([:], [])]
    for choice in model.controllerChoices {
      var extended: [(choices: DynamicChoices, picks: [(ControllerChoice, Int)])] = []
      for combination in combinations {
        for position in choice.alternatives.indices where extended.count < limit {
          var choices = combination.choices
          var picks = combination.picks
          if position != choice.chosen {
            choices[choice.dynamic] = position
            picks.append((choice, position))
          }
          extended.append((choices, picks))
        }
      }
      combinations = extended
    }
    for combination in combinations where !combination.picks.isEmpty {
      let chosen = model.choosing(combination.choices)
      variants.append(
        Variant(
          state: ScenarioState(model: chosen, overrides: overrides), tabs: [],
          steps: combination.picks.map { choice, position in
            ScreenStep(
              kind: .alternative,
              text: "\(choice.name) = \(model[choice.alternatives[position]].name)",
              location: choice.nameRange)
          },
          alternatives: combination.picks.map { choice, position in
            ScreenWay.AlternativeChoice(
              choice: choice.name, alternative: model[choice.alternatives[position]].name)
          }, fixed: Set(combination.picks.map { choice, _ in choice.dynamic })))
    }
    return variants
  }

  /// The first step of every way: the app launches and shows the scene.
  func launchStep(scene: Int) -> ScreenStep {
    let location: SourceRange?
    if model.scenes.indices.contains(scene), let range = model.scenes[scene].keywordRange {
      location = range
    } else {
      let windows =
        model.scenes.indices.contains(scene)
        ? model.scenes[scene].windows : Array(model.windows.indices)
      location = windows.first.map { model.windows[$0].keywordRange }
    }
    return ScreenStep(kind: .launch, text: "launch", location: location)
  }

  /// The statements played, as steps, without the transitions undone before the last.
  ///
  /// Left out: a push its `pops` takes back, a presentation its `dismiss` ends and a window
  /// its `release`, with the transitions made in between. A scanned app's scenario plays
  /// each transition and undoes it before the next, so the way to a deep screen is the
  /// transitions still in effect there, not every one played before it. Property changes
  /// stay: they hold after what they were made under is undone.
  func netStatementSteps(_ played: ArraySlice<[Int]>) -> [ScreenStep] {
    var kept: [(step: ScreenStep, event: ScenarioEvent.Kind?, isTransition: Bool)] = []
    for group in played {
      let only = group.count == 1 ? model.scenario[group[0]].kind : nil
      // The index of the kept step an undoing event takes back, if any.
      var undone: Int?
      switch only {
      case .pop(let navigation)?:
        undone = kept.lastIndex { item in
          if case .push(let pushing, _)? = item.event { return pushing == navigation }
          return false
        }
      case .dismiss(let presented)?:
        undone = kept.lastIndex { item in
          if case .present(_, let shown)? = item.event { return shown == presented }
          return false
        }
      case .releaseWindow(let window)?:
        undone = kept.lastIndex { item in
          if case .createWindow(let created)? = item.event { return created == window }
          return false
        }
      default:
        break
      }
      if let undone {
        // What happened inside it is undone with it; property changes hold.
        let after = kept[(undone + 1)...].filter { !$0.isTransition }
        kept.removeSubrange(undone...)
        kept += after
        continue
      }
      var isTransition = false
      switch only {
      case .present?, .dismiss?, .push?, .pop?, .createWindow?, .releaseWindow?, .select?:
        isTransition = true
      default:
        break
      }
      kept.append((statementStep(group), only, isTransition))
    }
    return kept.map(\.step)
  }

  /// A statement of the scenario as a step: its events' text, from the first to the last.
  private func statementStep(_ group: [Int]) -> ScreenStep {
    let first = model.scenario[group[0]]
    let last = model.scenario[group[group.count - 1]]
    return ScreenStep(
      kind: .statement, text: group.map { model.scenario[$0].text }.joined(separator: "; "),
      location: first.range.extended(to: last.range))
  }
}
