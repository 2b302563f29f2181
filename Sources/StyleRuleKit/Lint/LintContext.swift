/// What the checks share about one file: the model, its resolution, the states of its
/// scenario, and helpers to ask UIKit's questions about any controller without a full walk.
struct LintContext {
  /// The app model.
  let model: AppModel
  /// The scene linted, by position (its own walk: R34).
  let scene: Int
  /// The environment the file describes, with any overrides.
  let environment: ResolvedEnvironment
  /// The resolution in that environment: the first screen.
  let resolution: StatusBarResolution
  /// The states after the scenario's events (`nil` without a scenario).
  let timeline: Timeline?
  /// What the scenario's states say about overrides and presentations.
  let scenario: ScenarioPaths
  /// The first screen as the layout engine lays it out, or `nil` when the environment
  /// cannot be laid out.
  private(set) var layout: LintLayout?
  private let styleAnalysis: PathAnalysis
  private let hiddenAnalysis: PathAnalysis
  private let styleWalk: StatusBarWalk
  private let hiddenWalk: StatusBarWalk
  /// Each presentation's verdict, judged once.
  private let verdicts: [PresentationVerdict]
  /// For each presentation, whether it and every presentation enclosing it take control.
  private let chainTakesControl: [Bool]

  /// The same context with the first screen laid out again (with another stand-in for an
  /// inset no table states).
  func replacingLayout(_ layout: LintLayout?) -> LintContext {
    var context = self
    context.layout = layout
    return context
  }

  /// Creates the context of one scene, from its launch resolution when the caller already
  /// has it (`resolution`, which must be of `model` with `overrides` and `scene`).
  init(
    model: AppModel, overrides: EnvironmentLayers, scene: Int = 0,
    resolution: StatusBarResolution? = nil
  ) {
    self.model = model
    self.scene = scene
    let resolution =
      resolution ?? StatusBarResolver(model: model).resolve(overrides: overrides, scene: scene)
    self.environment = resolution.environment
    self.resolution = resolution
    self.layout = LintLayout(model: model, resolution: resolution, scene: scene)
    let window = resolution.styleAnswer.record.facts.window
    if model.scenario.isEmpty {
      self.timeline = nil
      self.scenario = ScenarioPaths()
    } else {
      (self.timeline, self.scenario) = ScenarioPaths.gather(
        model: model, overrides: overrides, candidates: Self.overrideCandidates(in: model))
    }
    self.placedControllers = model.controllers.indices.lazy.filter { window[$0] >= 0 }
      .map(ControllerID.init)
    self.styleAnalysis = PathAnalysis(record: resolution.styleAnswer.record)
    self.hiddenAnalysis = PathAnalysis(record: resolution.hiddenAnswer.record)
    let facts = resolution.styleAnswer.record.facts
    self.styleWalk = StatusBarWalk(
      model: model, environment: resolution.environment, facts: facts, question: .style,
      scene: scene)
    self.hiddenWalk = StatusBarWalk(
      model: model, environment: resolution.environment, facts: facts, question: .hidden,
      scene: scene)
    var walk = styleWalk
    let verdicts = model.presentations.indices.map { walk.presentationVerdict($0) }
    self.verdicts = verdicts
    // Enclosing presentations first: follow each chain outward to a known answer.
    var chain = [Bool?](repeating: nil, count: verdicts.count)
    for start in verdicts.indices where chain[start] == nil {
      var pending: [Int] = []
      var current: Int? = start
      var outer = true
      while let index = current {
        if let known = chain[index] {
          outer = known
          break
        }
        pending.append(index)
        current = facts.enclosingPresentation(of: model.presentations[index].presenter, in: model)
      }
      for index in pending.reversed() {
        outer = outer && verdicts[index].controls
        chain[index] = outer
      }
    }
    self.chainTakesControl = chain.map { $0 ?? true }
  }

  /// The iOS version resolved for.
  var ios: OSVersion { environment.values.ios }

  /// The path analysis of the first screen's walk for `question`.
  func analysis(_ question: StatusBarQuestion) -> PathAnalysis {
    question == .style ? styleAnalysis : hiddenAnalysis
  }

  /// Where the walk for `question` leaves the path to a controller.
  func departure(for id: ControllerID, question: StatusBarQuestion = .style) -> PathDeparture {
    (question == .style ? styleAnalysis : hiddenAnalysis).departure(for: id)
  }

  /// Whether a presentation hands over control, as UIKit would judge it.
  func verdict(of presentation: Int) -> PresentationVerdict {
    verdicts[presentation]
  }

  /// Whether the controller is presented, or inside a presented controller, without every
  /// presentation on the way taking control, so that its preferences are never asked.
  func isBehindPresentationWithoutControl(_ id: ControllerID) -> Bool {
    guard
      let index = resolution.styleAnswer.record.facts.enclosingPresentation(of: id, in: model)
    else { return false }
    return !chainTakesControl[index]
  }

  /// A controller's answer to `childForStatusBarStyle` or `childForStatusBarHidden`.
  func forwardAnswer(for id: ControllerID, question: StatusBarQuestion = .style) -> ForwardAnswer {
    var walk = question == .style ? styleWalk : hiddenWalk
    return walk.forwardAnswer(for: id)
  }

  /// The controller whose preference a controller's forwarding chain ends at.
  func forwardingEnd(from id: ControllerID, question: StatusBarQuestion = .style) -> ControllerID {
    var current = id
    var steps = 0
    while let child = forwardAnswer(for: current, question: question).child,
      steps < model.controllers.count
    {
      current = child
      steps += 1
    }
    return current
  }

  /// The controllers whose value of the question's member an override of a placed
  /// controller returns (`topViewController.preferredStatusBarStyle`), in the hierarchy
  /// the file describes.
  func valueForwardingTargets(_ question: StatusBarQuestion) -> [Int] {
    // Forwarding is written in classes and extensions: most files have none to look for.
    let written =
      model.classes.contains { question.valueForwarding(in: $0.ownMembers) != nil }
      || model.extensions.values.contains { question.valueForwarding(in: $0) != nil }
    guard written else { return [] }
    var walk = question == .style ? styleWalk : hiddenWalk
    return placedControllers.compactMap { id in
      walk.valueForwardingTarget(of: id)?.index
    }
  }

  /// Controllers placed in a window (directly or through containers and presentations).
  ///
  /// Identifiers rather than copies: a check reads the few fields it needs of each.
  let placedControllers: [ControllerID]

  /// A style override a class or an extension gives a controller (not one set on the instance).
  func styleOverride(of id: ControllerID) -> Setting<StatusBarStyle>? {
    guard let setting = model.effectiveSettings(of: id).preferredStatusBarStyle,
      setting.origin != .instance
    else { return nil }
    return setting
  }

  /// Where a class or an extension overrides the member that answers `question` for a
  /// controller (`preferredStatusBarStyle` or `prefersStatusBarHidden`), if one does.
  func valueOverride(of id: ControllerID, question: StatusBarQuestion) -> ValueOverride? {
    Self.valueOverride(in: model, of: id, question: question)
  }

  /// Where a class or an extension of `model` overrides the member that answers `question`
  /// for a controller.
  static func valueOverride(in model: AppModel, of id: ControllerID, question: StatusBarQuestion)
    -> ValueOverride?
  {
    let settings = model.effectiveSettings(of: id)
    guard let range = question.valueRange(in: settings),
      let origin = question.valueOrigin(in: settings), origin != .instance
    else { return nil }
    return ValueOverride(range: range, origin: origin)
  }

  /// Per question, the controllers of `model` whose class or an extension overrides the
  /// member that answers it: those dead-override may report.
  static func overrideCandidates(in model: AppModel) -> [StatusBarQuestion: [ControllerID]] {
    var candidates: [StatusBarQuestion: [ControllerID]] = [:]
    for question in StatusBarQuestion.allCases {
      candidates[question] = model.controllers.map(\.id).filter {
        valueOverride(in: model, of: $0, question: question) != nil
      }
    }
    return candidates
  }

  /// `"class SampleViewController"` or `"extension UINavigationController"` for a setting.
  func origin(_ origin: SettingOrigin) -> String { origin.phrase }
}

/// Where a status bar value member is overridden for a controller.
struct ValueOverride {
  /// The override as written.
  let range: SourceRange
  /// The class or extension that declares it.
  let origin: SettingOrigin
}
