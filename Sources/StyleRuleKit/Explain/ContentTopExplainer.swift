/// Explains where a controller's content starts (its ``ContentTop``) and finds the single
/// changes that start it at a wanted y.
///
/// Every change is verified as style fixes are: its edit is applied to the rules file, the
/// result is parsed (and its scenario played to the step explained) and laid out again by
/// the layout engine, and only changes after which the content starts at the wanted y are
/// kept. The candidates are the layout properties that move a content top: the
/// controller's scroll view's adjustment, its extended edges, extendedLayoutIncludesOpaqueBars,
/// its large title, its navigation controller's bar (translucency, large titles, hidden),
/// additional safe area insets, and on iOS 6 the root's wantsFullScreenLayout.
public struct ContentTopExplainer: Sendable {
  /// The app model.
  public let model: AppModel
  /// Environment values replacing the file's.
  public let overrides: EnvironmentLayers
  /// The step of the scenario explained (see ``ScenarioStep``), when not the first screen:
  /// `model` and `overrides` are then that step's, and each change is verified after
  /// playing the scenario up to it again.
  public let scenarioStep: Int?

  /// The most candidate changes applied and laid out in one explanation.
  public static let maximumTries = 32
  /// The most changes listed as nearest when none reaches the wanted y.
  public static let nearestShown = 3
  /// How close, in points, a content top must be to the wanted y to reach it: the layout
  /// prints thousandths (53.667), and a wanted y is written with at most two decimals.
  public static let tolerance = 0.005

  /// Creates an explainer.
  public init(
    model: AppModel, overrides: EnvironmentLayers = EnvironmentLayers(),
    scenarioStep: Int? = nil
  ) {
    self.model = model
    self.overrides = overrides
    self.scenarioStep = scenarioStep
  }

  /// Creates an explainer for a step of a scenario.
  public init(step: ScenarioStep) {
    self.init(model: step.model, overrides: step.overrides, scenarioStep: step.number)
  }

  /// The largest wanted y, in points either way.
  public static let maximumTop = 100_000.0

  /// A wanted y as written on the command line: digits with an optional sign and at most
  /// three decimals (`64`, `97.667`, `-20`), at most ``maximumTop``; `nil` for anything else.
  public static func wantedTop(parsing text: String) -> Double? {
    var body = Substring(text)
    if body.hasPrefix("-") { body = body.dropFirst() }
    let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, whole.count <= 6,
      whole.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    if parts.count == 2 {
      let fraction = parts[1]
      guard (1...3).contains(fraction.count), fraction.allSatisfy({ $0.isASCII && $0.isNumber })
      else { return nil }
    }
    guard let value = Double(text), abs(value) <= maximumTop else { return nil }
    return value
  }

  /// Whether a content top reaches a wanted y.
  public static func matches(_ value: Double, _ wanted: Double) -> Bool {
    abs(value - wanted) <= tolerance
  }

  /// Explains where the content of the controller named `name` starts, and which single
  /// changes start it at `wanted` (a y in window coordinates).
  ///
  /// - Throws: ``DiagnosticsError`` when no controller has that name, when it is not on
  ///   screen, when the environment cannot be laid out, or when `wanted` is not a finite
  ///   number.
  public func explain(_ name: String, top wanted: Double) throws(DiagnosticsError)
    -> ContentTopExplanation
  {
    guard wanted.isFinite else {
      throw failure(
        Diagnostic(
          .explain(.invalidTop), .error, "the wanted content top must be a finite number",
          at: nil))
    }
    let engine = LayoutEngine(model: model)
    let scene = model.controller(named: name).flatMap { model.scene(of: $0.id) } ?? 0
    let layout: ScreenLayout
    do throws(LayoutEnvironmentError) {
      layout = try engine.layout(overrides: overrides, scene: scene)
    } catch {
      throw failure(LayoutEngine.environmentProblem(error))
    }
    guard let index = layout.controllers.firstIndex(where: { $0.name == name }) else {
      let problem =
        engine.controllerProblem(name, in: layout)
        ?? Diagnostic(
          .layout(.controllerNotOnScreen), .error, "'\(name)' is not on screen", at: nil)
      throw failure(problem)
    }
    let containers = layout.containerIndices
    let top = layout.contentTop(of: index, containers: containers)
    if let reason = layout.unknownContentTopReason(of: name, top) {
      throw failure(
        Diagnostic(
          .layout(.contentTopNotKnown), .error,
          "where the content of '\(name)' starts is not known: \(reason)", at: nil))
    }
    var changes: [ContentTopChange] = []
    var moving: [ContentTopChange] = []
    var tries = 0
    if !Self.matches(top.value, wanted) {
      let candidates = ContentTopCandidates(
        model: model, layout: layout, index: index, containers: containers, contentTop: top,
        wanted: wanted)
      for candidate in candidates.all where tries < Self.maximumTries {
        let outcome = verify(candidate, target: name, scene: scene, before: layout, top: top)
        if case .notApplicable = outcome { continue }
        tries += 1
        guard case .laidOut(let change) = outcome else { continue }
        if Self.matches(change.contentTop.value, wanted) {
          changes.append(change)
        } else if !Self.matches(change.contentTop.value, top.value) {
          moving.append(change)
        }
      }
    }
    let nearest =
      changes.isEmpty
      ? Array(
        moving.enumerated().sorted {
          (abs($0.element.contentTop.value - wanted), $0.offset)
            < (abs($1.element.contentTop.value - wanted), $1.offset)
        }.map(\.element).prefix(Self.nearestShown)) : []
    return ContentTopExplanation(
      model: model, targetName: name, layout: layout, index: index, contentTop: top,
      wanted: wanted, why: why(layout, index: index, containers: containers, top: top),
      changes: changes, nearest: nearest, changesTried: tries)
  }

  private func failure(_ diagnostic: Diagnostic) -> DiagnosticsError {
    DiagnosticsError(source: model.source, diagnostics: [diagnostic])
  }

  // MARK: - Verification

  /// What applying a candidate gave.
  private enum Verification {
    /// The candidate has no edit in this file: not tried.
    case notApplicable
    /// The edited file does not parse, cannot be laid out, or loses the controller from the
    /// screen.
    case failed
    /// The change, laid out.
    case laidOut(ContentTopChange)
  }

  /// Applies a candidate to the rules file and lays it out again.
  private func verify(
    _ candidate: ContentTopCandidate, target: String, scene: Int, before: ScreenLayout,
    top: ContentTop
  ) -> Verification {
    let action = FixAction.setInstanceProperty(
      controller: candidate.controller, key: candidate.key, value: candidate.value)
    guard let edits = action.edits(in: model) else { return .notApplicable }
    let edited = model.source.applying(edits)
    guard let parsed = try? RulesFile.parse(edited), let fixed = replayed(parsed.model),
      let layout = try? LayoutEngine(model: fixed).layout(overrides: overrides, scene: scene),
      let index = layout.controllers.firstIndex(where: { $0.name == target })
    else { return .failed }
    let after = layout.contentTop(of: index)
    let ios = before.environment.ios
    let original = model.source.text(in: 0..<model.source.bytes.count)
    let changed = edited.text(in: 0..<edited.bytes.count)
    let change = ContentTopChange(
      summary: candidate.summary, swiftCode: candidate.swiftCode(in: model),
      citation: candidate.citation(at: ios), controller: candidate.controller,
      property: candidate.key, value: candidate.value, edits: edits,
      diff: LineDiff.unified(from: original, to: changed), editedSource: edited,
      contentTop: after,
      sideEffects: sideEffects(before: before, after: layout, target: target, top: top))
    return .laidOut(change)
  }

  /// A changed file's model at the step explained: the scenario played up to it again, or
  /// `nil` when the change makes one of its events impossible.
  private func replayed(_ fixed: AppModel) -> AppModel? {
    guard let scenarioStep else { return fixed }
    return try? fixed.scenarioStep(String(scenarioStep), overrides: overrides).model
  }

  /// What a change moves besides the content top: the controller's view, the bars, the
  /// status bar, and the content of the other controllers on screen.
  private func sideEffects(
    before: ScreenLayout, after: ScreenLayout, target: String, top: ContentTop
  ) -> [String] {
    var effects: [String] = []
    if before.statusBar.hidden.value != after.statusBar.hidden.value {
      effects.append("the status bar is now \(after.statusBar.hidden.value ? "hidden" : "shown")")
    }
    let afterByName = Dictionary(
      after.controllers.enumerated().map { ($0.element.name, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    let afterContainers = after.containerIndices
    let beforeContainers = before.containerIndices
    for (index, old) in before.controllers.enumerated() {
      guard let newIndex = afterByName[old.name] else {
        effects.append("'\(old.name)' is no longer on screen")
        continue
      }
      let new = after.controllers[newIndex]
      if old.viewFrame.value != new.viewFrame.value {
        effects.append(
          "the view of '\(old.name)' is now \(new.viewFrame.value) (was \(old.viewFrame.value))")
      }
      effects += barEffects(old, new)
      if let was = old.scrollView.map(Self.insets), let now = new.scrollView.map(Self.insets),
        was != now
      {
        effects.append("the scroll view of '\(old.name)' is now inset \(now) (was \(was))")
      }
      guard old.name != target else { continue }
      let was = before.contentTop(of: index, containers: beforeContainers).value
      let now = after.contentTop(of: newIndex, containers: afterContainers).value
      if !Self.matches(was, now) {
        effects.append(
          "the content of '\(old.name)' now starts at y \(LayoutNumber.text(now)) (was "
            + "\(LayoutNumber.text(was)))")
      }
    }
    let beforeNames = Set(before.controllers.map(\.name))
    for new in after.controllers where !beforeNames.contains(new.name) {
      effects.append("'\(new.name)' is now on screen")
    }
    return effects
  }

  /// The insets a scroll view's content is laid out with: `adjustedContentInset` from
  /// iOS 11, `contentInset` before.
  private static func insets(_ scroll: ScrollViewLayout) -> LayoutInsets {
    (scroll.adjustedContentInset ?? scroll.contentInset).value
  }

  /// What changed in a controller's own bars.
  private func barEffects(_ old: ControllerLayout, _ new: ControllerLayout) -> [String] {
    var effects: [String] = []
    switch (old.navigationBar, new.navigationBar) {
    case (.some, nil):
      effects.append("the navigation bar of '\(old.name)' is hidden")
    case (nil, .some(let bar)):
      effects.append("the navigation bar of '\(old.name)' shows, at \(bar.frame.value)")
    case (.some(let was), .some(let now)):
      if was.frame.value != now.frame.value {
        effects.append(
          "the navigation bar of '\(old.name)' is now \(now.frame.value) (was \(was.frame.value))")
      }
      if was.isTranslucent != now.isTranslucent {
        effects.append(
          "the navigation bar of '\(old.name)' is now "
            + (now.isTranslucent ? "translucent" : "opaque"))
      }
    case (nil, nil):
      break
    }
    return effects
  }

  // MARK: - Why

  /// The derivation steps behind a content top: the navigation bar over the controller (or
  /// the status bar without one), the controller's view, and what is added to its top.
  private func why(_ layout: ScreenLayout, index: Int, containers: [Int?], top: ContentTop)
    -> [LayoutStep]
  {
    var steps: [LayoutStep] = []
    var current = containers[index]
    var barOwner: Int?
    var hops = 0
    while let ancestor = current, hops <= layout.controllers.count {
      if layout.controllers[ancestor].navigationBar != nil {
        barOwner = ancestor
        break
      }
      current = containers[ancestor]
      hops += 1
    }
    if let barOwner {
      steps += layout.steps(for: .controller(barOwner)).filter {
        $0.quantity == "navigationBar.frame"
      }
    } else {
      steps += layout.steps(for: .statusBar).filter { $0.quantity == "statusBar.frame" }
    }
    var quantities = ["viewFrame"]
    switch top.measure {
    case .scrollView:
      quantities.append(
        top.adjusted ? "scrollView.adjustedContentInset" : "scrollView.contentInset")
    case .safeArea: quantities.append("safeAreaInsets")
    case .topLayoutGuide: quantities.append("topLayoutGuide")
    case .viewFrame: break
    }
    steps += layout.steps(for: .controller(index)).filter { quantities.contains($0.quantity) }
    return steps
  }
}
