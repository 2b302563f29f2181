/// Explains why a controller's `preferredStatusBarStyle` is not applied, and finds the
/// changes that would make it so.
///
/// Every fix is verified: its edits are applied to the rules file, the result is parsed
/// and resolved again, and only fixes after which the controller decides are kept. The
/// search is breadth-first, so fixes with fewer changes are found first; it stops at
/// ``maximumChanges`` changes per fix and ``maximumTries`` candidates in all.
public struct Explainer: Sendable {
  /// The app model.
  public let model: AppModel
  /// Environment values replacing the file's.
  public let overrides: EnvironmentLayers
  /// The step of the scenario explained (see ``ScenarioStep``), when not the first screen:
  /// `model` and `overrides` are then that step's, and each candidate fix is verified after
  /// playing the scenario up to it again.
  public let scenarioStep: Int?
  /// The controller whose alternatives every candidate fix is resolved under, when the
  /// controller explained is inside a choice's alternative.
  private var pinnedTarget: String?
  /// The way to the screen explained, when the controller is not on screen at launch.
  ///
  /// It is the first screen where the controller is (``ScreenEnumerator/way(toShow:)``);
  /// `model` and `overrides` are then that screen's, and each candidate fix is verified
  /// after replaying the way.
  public let screen: ScreenWay?
  /// The environment's layers at launch, from which ``screen`` replays.
  private let launchOverrides: EnvironmentLayers

  /// The most changes a fix may combine.
  public static let maximumChanges = 3
  /// The most candidate changes applied and resolved in one explanation.
  public static let maximumTries = 64
  /// The iOS versions each fix is checked against: every major version, and the minor
  /// versions where a rule changes.
  public static let sampledVersions: [OSVersion] =
    [OSVersion(7), OSVersion(8), OSVersion(8, 3)] + (9...12).map { OSVersion($0) }
    + [OSVersion(13), OSVersion(13, 4)]
    + OSVersion.modelledMajors.filter { $0 >= 14 }.map { OSVersion($0) }

  /// Creates an explainer.
  public init(
    model: AppModel, overrides: EnvironmentLayers = EnvironmentLayers(),
    scenarioStep: Int? = nil
  ) {
    self.model = model
    self.overrides = overrides
    self.scenarioStep = scenarioStep
    self.screen = nil
    self.launchOverrides = overrides
  }

  /// Creates an explainer for a screen reached by `way` from the launch.
  private init(screen way: ScreenWay, launch model: AppModel, overrides: EnvironmentLayers) {
    let state = way.replay(on: model, overrides: overrides)
    self.model = state?.model ?? model
    self.overrides = state?.overrides ?? overrides
    self.scenarioStep = nil
    self.screen = state == nil ? nil : way
    self.launchOverrides = overrides
  }

  /// Creates an explainer for a step of a scenario.
  public init(step: ScenarioStep) {
    self.init(model: step.model, overrides: step.overrides, scenarioStep: step.number)
  }

  /// Explains the controller named `name`.
  /// - Throws: ``DiagnosticsError`` when no controller has that name.
  public func explain(_ name: String) throws(DiagnosticsError) -> Explanation {
    guard let found = model.controller(named: name) else {
      throw unknownController(name)
    }
    // A controller inside an alternative is explained with that alternative placed.
    let alternatives = model.alternativesHolding(found.id)
    if !alternatives.isEmpty, pinnedTarget == nil {
      var pinned = Explainer(
        model: model.choosing(alternatives), overrides: overrides, scenarioStep: scenarioStep)
      pinned.pinnedTarget = name
      var explanation = try pinned.explain(name)
      explanation.alternatives = alternatives
      return explanation
    }
    let target = found
    if scenarioStep == nil, screen == nil, let way = wayToScreen(showing: target.id) {
      // Selecting the tab or playing the transitions is the user's navigation, never a fix:
      // explain where the controller is on screen, and propose changes to what decides there.
      var onScreen = Explainer(screen: way, launch: model, overrides: overrides)
      onScreen.pinnedTarget = pinnedTarget
      var explanation = try onScreen.explain(name)
      explanation.screen = way
      return explanation
    }
    let scene = model.scene(of: target.id) ?? 0
    let (resolution, exploration) = StatusBarResolver(model: model).explore(
      overrides: overrides, scene: scene)
    let departure = resolution.departure(for: target.id)
    var fixes: [Fix] = []
    var tries = 0
    if !departure.controllerDecides {
      (fixes, tries) = search(for: name, from: resolution)
    }
    return Explanation(
      model: model, target: target.id, resolution: resolution, departure: departure,
      path: path(to: target.id), fixes: fixes, changesTried: tries, exploration: exploration)
  }

  private func unknownController(_ name: String) -> DiagnosticsError {
    DiagnosticsError(
      source: model.source,
      diagnostics: [
        model.unknownControllerDiagnostic(named: name, id: .explain(.unknownController))
      ])
  }

  // MARK: - Search

  private struct State {
    let model: AppModel
    let resolution: StatusBarResolution
    let actions: [FixAction]
    let steps: [FixStep]
  }

  private func search(for name: String, from resolution: StatusBarResolution) -> ([Fix], Int) {
    let ios = resolution.environment.values.ios
    var frontier = [State(model: model, resolution: resolution, actions: [], steps: [])]
    var solutions: [State] = []
    var seen: Set<[UInt8]> = [model.source.bytes]
    var tries = 0
    var solvedAt: Int?
    for depth in 1...Self.maximumChanges {
      if let solvedAt, depth > solvedAt + 1 { break }
      var next: [State] = []
      for state in frontier {
        guard let target = state.model.controller(named: name) else { continue }
        let departure = state.resolution.departure(for: target.id)
        let actions = FixCandidates.actions(
          for: departure, target: target.id, in: state.model,
          environment: state.resolution.environment)
        for action in actions where !state.actions.contains(action) && tries < Self.maximumTries {
          guard let edits = action.edits(in: state.model) else { continue }
          tries += 1
          let edited = state.model.source.applying(edits)
          guard seen.insert(edited.bytes).inserted,
            let parsed = try? RulesFile.parse(edited),
            let candidate = replayed(parsed.model)
          else { continue }
          let step = FixStep(
            summary: action.summary(in: state.model), swiftCode: action.swiftCode(in: state.model),
            support: action.support, citation: action.citation(at: ios), edits: edits,
            action: action, model: state.model)
          let newResolution = StatusBarResolver(model: candidate).resolve(
            overrides: overrides, scene: resolution.scene)
          let newState = State(
            model: candidate, resolution: newResolution, actions: state.actions + [action],
            steps: state.steps + [step])
          if let newTarget = candidate.controller(named: name),
            newResolution.departure(for: newTarget.id).controllerDecides
          {
            solutions.append(newState)
            solvedAt = solvedAt ?? depth
          } else {
            next.append(newState)
          }
        }
      }
      frontier = next
    }
    // A fix that contains every change of another fix adds nothing: drop it.
    let sets = solutions.map { Set($0.actions) }
    solutions = solutions.enumerated().filter { index, _ in
      !sets.indices.contains { other in
        other != index && sets[other].isStrictSubset(of: sets[index])
      }
    }.map(\.element)
    let fixes = solutions.enumerated().sorted { lhs, rhs in
      let left = (lhs.element.actions.count, support(of: lhs.element).rawValue, lhs.offset)
      let right = (rhs.element.actions.count, support(of: rhs.element).rawValue, rhs.offset)
      return left < right
    }.map { makeFix($0.element, target: name, before: resolution) }
    return (fixes, tries)
  }

  /// The way to the first screen where a controller that is not on screen at launch is,
  /// if there is one: `nil` when it is on screen at launch, or on no screen found.
  private func wayToScreen(showing id: ControllerID) -> ScreenWay? {
    ScreenEnumerator(model: model, overrides: overrides).way(toShow: id)
  }

  /// A fixed file's model at the step or screen explained: the scenario played up to it
  /// again, or `nil` when the fix makes one of its events impossible.
  private func replayed(_ fixed: AppModel) -> AppModel? {
    var fixed = fixed
    if let pinnedTarget, let target = fixed.controller(named: pinnedTarget) {
      fixed = fixed.choosing(fixed.alternativesHolding(target.id))
    }
    if let screen { return screen.replay(on: fixed, overrides: launchOverrides)?.model }
    guard let scenarioStep else { return fixed }
    return try? fixed.scenarioStep(String(scenarioStep), overrides: overrides).model
  }

  private func support(of state: State) -> FixSupport {
    state.steps.map(\.support).max() ?? .supported
  }

  private func makeFix(_ state: State, target: String, before: StatusBarResolution) -> Fix {
    let original = model.source.text(in: 0..<model.source.bytes.count)
    let edited = state.model.source.text(in: 0..<state.model.source.bytes.count)
    return Fix(
      steps: state.steps, support: support(of: state), editedSource: state.model.source,
      diff: LineDiff.unified(from: original, to: edited), resolution: state.resolution,
      versions: coverage(of: state.model, target: target),
      sideEffects: sideEffects(of: state, target: target, before: before))
  }

  // MARK: - Verification across versions and side effects

  private func coverage(of fixed: AppModel, target: String) -> VersionCoverage {
    guard let id = fixed.controller(named: target)?.id else {
      return VersionCoverage(holding: [], failing: [])
    }
    let resolver = StatusBarResolver(model: fixed)
    var results: [(version: OSVersion, reason: String?)] = []
    for version in Self.sampledVersions {
      var environment = overrides
      environment.options.ios = version
      let departure = resolver.resolve(
        overrides: environment, scene: fixed.scene(of: id) ?? 0
      ).departure(for: id)
      results.append((version, departure.controllerDecides ? nil : departure.reason))
    }
    var holding: [VersionRange] = []
    var failing: [(versions: VersionRange, reason: String)] = []
    var start = 0
    while start < results.count {
      var end = start
      while end + 1 < results.count,
        (results[end + 1].reason == nil) == (results[start].reason == nil)
      {
        end += 1
      }
      let upper =
        end + 1 < results.count
        ? results[end + 1].version : OSVersion(OSVersion.newestModelledMajor + 1)
      let range = VersionRange(results[start].version, upTo: upper)
      if let reason = results[start].reason {
        failing.append((range, reason))
      } else {
        holding.append(range)
      }
      start = end + 1
    }
    return VersionCoverage(holding: holding, failing: failing)
  }

  private func sideEffects(of state: State, target: String, before: StatusBarResolution) -> [String]
  {
    var effects: [String] = []
    let fixed = state.model
    let onPath = Set(path(to: fixed.controller(named: target)?.id, in: fixed).map(\.name))
    // Other controllers whose childForStatusBarStyle answer changes.
    let original = ForwardingSummary(model: model, overrides: overrides)
    let changed = ForwardingSummary(model: fixed, overrides: overrides)
    for controller in fixed.controllers
    where controller.parent != nil && !onPath.contains(controller.name) {
      guard let old = model.controller(named: controller.name) else { continue }
      let was = original.forwardedChild(of: old.id)
      let now = changed.forwardedChild(of: controller.id)
      if was != now {
        let nowText = now.map { "forwards to '\($0)'" } ?? "decides itself"
        let wasText = was.map { "forwarded to '\($0)'" } ?? "decided itself"
        effects.append("'\(controller.name)' now \(nowText); it \(wasText) before")
      }
    }
    // Overrides that were asked before and no longer are.
    let skippedBefore = Set(before.skipped.map { "\($0.subjectName).\($0.member)" })
    for skipped in state.resolution.skipped
    where !skippedBefore.contains("\(skipped.subjectName).\(skipped.member)")
      && skipped.subjectName != target
    {
      effects.append(
        "the \(skipped.member) of '\(skipped.subjectName)' (\(skipped.value)) is no longer "
          + "asked: " + skipped.reason)
    }
    effects += windowSideEffects(of: fixed, target: target)
    // Presentations whose presenter changes (R23).
    for presentation in fixed.presentations {
      let presented = fixed[presentation.presented].name
      let now = fixed[presentation.presenter].name
      guard case .presentation(let oldIndex)? = model.controller(named: presented)?.parent
      else { continue }
      let was = model[model.presentations[oldIndex].presenter].name
      if was != now {
        effects.append("'\(presented)' is now presented by '\(now)' instead of '\(was)' (R23)")
      }
    }
    return effects
  }

  /// The windows now behind the target's window that were not before.
  ///
  /// Those visible after the fix that the target's window is in front of, where before it
  /// was hidden or behind them (R33).
  private func windowSideEffects(of fixed: AppModel, target: String) -> [String] {
    guard
      let before = model.controller(named: target).flatMap({
        FixCandidates.window(holding: $0.id, in: model)
      }),
      let after = fixed.controller(named: target).flatMap({
        FixCandidates.window(holding: $0.id, in: fixed)
      }),
      before == after, model.windows.count == fixed.windows.count
    else { return [] }
    func covers(_ windows: [Window], _ front: Int, _ back: Int) -> Bool {
      guard !windows[front].isHidden.value, !windows[back].isHidden.value else { return false }
      let (frontLevel, backLevel) = (windows[front].level.value, windows[back].level.value)
      return frontLevel != backLevel ? frontLevel > backLevel : front > back
    }
    let label = fixed.windows[after].label(index: after)
    return fixed.windows.indices.filter { other in
      other != after && covers(fixed.windows, after, other) && !covers(model.windows, after, other)
    }.map { "\(fixed.windows[$0].label(index: $0)) is now behind \(label)" }
  }

  // MARK: - Paths

  private func path(to id: ControllerID) -> [PathHop] {
    path(to: id, in: model)
  }

  private func path(to id: ControllerID?, in model: AppModel) -> [PathHop] {
    guard let id else { return [] }
    var hops: [PathHop] = []
    var current: ControllerID? = id
    while let node = current {
      let controller = model[node]
      switch controller.parent {
      case .container(let parent):
        hops.append(PathHop(name: controller.name, link: .child))
        current = parent
      case .presentation(let index):
        hops.append(PathHop(name: controller.name, link: .presented))
        current = model.presentations[index].presenter
      case .window(let index):
        hops.append(PathHop(name: controller.name, link: .root))
        hops.append(PathHop(name: model.windows[index].label(index: index), link: .window))
        current = nil
      case nil:
        hops.append(PathHop(name: controller.name, link: .root))
        current = nil
      }
    }
    return hops.reversed()
  }
}

/// What each controller's `childForStatusBarStyle` answers, to compare before and after a fix.
private struct ForwardingSummary {
  private var walk: StatusBarWalk

  init(model: AppModel, overrides: EnvironmentLayers) {
    walk = StatusBarWalk(
      model: model, environment: ResolvedEnvironment(model: model, layers: overrides))
  }

  /// The name of the child the controller forwards to, or `nil` when it decides itself.
  func forwardedChild(of id: ControllerID) -> String? {
    var scratch = walk
    return scratch.forwardAnswer(for: id).child.map { walk.model[$0].name }
  }
}
