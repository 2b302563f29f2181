/// Builds the ``DecisionGraph`` of a model and its resolution, in time linear in the
/// size of the model.
public struct DecisionGraphBuilder: Sendable {
  /// The app model.
  public let model: AppModel
  /// Its resolution.
  public let resolution: StatusBarResolution
  /// The question whose decision to show.
  public let question: StatusBarQuestion
  /// The step of the scenario shown, when not the first screen (`--at`).
  public let step: ScenarioStep?

  /// Creates a builder.
  public init(
    model: AppModel, resolution: StatusBarResolution, question: StatusBarQuestion = .style,
    step: ScenarioStep? = nil
  ) {
    self.model = model
    self.resolution = resolution
    self.question = question
    self.step = step
  }

  /// The graph.
  public func build() -> DecisionGraph {
    let answer = question == .style ? resolution.styleAnswer : resolution.hiddenAnswer
    let record = answer.record
    let facts = record.facts
    let onPath = pathControllers(record: record)
    var walk = StatusBarWalk(
      model: model, environment: resolution.environment, facts: facts, question: question)
    var skipped: [String: [SkippedOverride]] = [:]
    for override in resolution.skipped where override.subjectName != "UIApplication" {
      skipped[override.subjectName, default: []].append(override)
    }

    // A window a scenario creates later, or has released, is in no scene: it is not drawn.
    let inScenes = Set(model.scenes.flatMap(\.windows))
    let windows = model.windows.enumerated().filter { inScenes.contains($0.offset) }.map {
      index, window in
      var title = window.label(index: index)
      if window.level.value != .normal { title += " (level \(window.level.value))" }
      if window.isHidden.value { title += ", hidden" }
      if record.controllingWindow == index { title += ": controls the status bar" }
      return DecisionGraph.Window(
        id: "w\(index)", name: window.label(index: index), title: title,
        controls: record.controllingWindow == index,
        isHidden: window.isHidden.value)
    }

    // Each child's position in its container, found once rather than searched per child.
    var positions = [Int](repeating: 0, count: model.controllers.count)
    for controller in model.controllers {
      for (position, child) in controller.children.enumerated() {
        positions[child.index] = position
      }
    }
    var nodes: [DecisionGraph.Node] = []
    var edges: [DecisionGraph.Edge] = []
    if case .application = answer.decider {
      nodes.append(
        DecisionGraph.Node(
          id: "app", name: "UIApplication", className: "UIApplication.shared", window: nil,
          details: [
            "decides: \(value)",
            resolution.environment.values.ios.isModelled
              ? "(UIViewControllerBasedStatusBarAppearance = NO)"
              : "(iOS \(resolution.environment.values.ios): no view controller decides)",
          ],
          isOnPath: true, decides: true, hasSkippedOverride: false))
    }
    for controller in model.controllers {
      let index = controller.id.index
      let window = facts.window[index]
      let decides = answer.decider == .controller(controller.id)
      var details = overrideLines(controller, skipped: skipped[controller.name] ?? [])
      if decides {
        details.insert("decides: \(value)", at: 0)
      } else if record.winner == controller.id, let reason = answer.imposedReason {
        details.insert("the walk ends here, but \(reason)", at: 0)
      }
      nodes.append(
        DecisionGraph.Node(
          id: "c\(index)", name: controller.name, className: controller.className,
          window: window >= 0 ? window : nil, details: details, isOnPath: onPath[index],
          decides: decides, hasSkippedOverride: skipped[controller.name] != nil))
      switch controller.parent {
      case .window(let windowIndex):
        edges.append(
          DecisionGraph.Edge(
            from: "w\(windowIndex)", to: "c\(index)", kind: .root, label: "root",
            isOnPath: onPath[index]))
      case .container(let parent):
        edges.append(
          DecisionGraph.Edge(
            from: "c\(parent.index)", to: "c\(index)", kind: .child,
            label: childLabel(controller.id, at: positions[index], in: parent),
            isOnPath: onPath[index] && onPath[parent.index]))
      case .presentation(let presentationIndex):
        let presentation = model.presentations[presentationIndex]
        let verdict =
          record.verdicts[presentationIndex] ?? walk.presentationVerdict(presentationIndex)
        let hands = verdict.controls ? "takes control" : "keeps control with the presenter"
        edges.append(
          DecisionGraph.Edge(
            from: "c\(presentation.presenter.index)", to: "c\(index)",
            kind: .presentation(controls: verdict.controls),
            label: "presents (\(verdict.effectiveStyle.rawValue)): \(hands)",
            isOnPath: onPath[index] && onPath[presentation.presenter.index]))
      case nil:
        break
      }
    }
    edges += alternativeEdges(onPath: onPath)
    let file = model.source.path
    let what = question == .style ? "style" : "hidden state"
    var title = "\(file): the status bar \(what), \(summary)"
    if let step { title += "; " + step.phrase.prefix(1).lowercased() + step.phrase.dropFirst() }
    let asked = (question == .style ? resolution.styleAnswer : resolution.hiddenAnswer).asked
    if !asked.isEmpty {
      title +=
        " (under the launch values of " + asked.map { model[$0].label }.joined(separator: ", ")
        + "; 'stylerule resolve' lists every outcome)"
    }
    return DecisionGraph(
      question: question, title: title,
      windows: windows, nodes: nodes, edges: edges)
  }

  /// A dashed edge to each alternative of a choice that is not placed, from where the choice
  /// stands, labelled with the choice.
  private func alternativeEdges(onPath: [Bool]) -> [DecisionGraph.Edge] {
    var edges: [DecisionGraph.Edge] = []
    for choice in model.controllerChoices {
      let from: String
      switch choice.slot {
      case .window(let window): from = "w\(window)"
      case .container(let parent, _): from = "c\(parent.index)"
      case .presentation(let index): from = "c\(model.presentations[index].presenter.index)"
      }
      let placed = model[choice.chosenController].name
      for alternative in choice.alternatives where alternative != choice.chosenController {
        edges.append(
          DecisionGraph.Edge(
            from: from, to: "c\(alternative.index)", kind: .alternative,
            label: "choice \(choice.name): another alternative (drawn: \(placed))",
            isOnPath: false))
      }
    }
    return edges
  }

  /// The answer, such as `lightContent, light content` or `hidden`.
  private var value: String {
    question == .style
      ? "\(resolution.style.rawValue), \(resolution.content.rawValue) content"
      : (resolution.hidden ? "hidden" : "visible")
  }

  /// The answer and who decided it, such as `lightContent, light content, decided by 'SVC'`.
  private var summary: String {
    let answer = question == .style ? resolution.styleAnswer : resolution.hiddenAnswer
    return "\(value), decided by \(answer.deciderPhrase)"
  }

  /// Whether each controller is on the walk's path: the controller it ended at and every
  /// parent and presenter up to the window.
  private func pathControllers(record: WalkRecord) -> [Bool] {
    var onPath = [Bool](repeating: false, count: model.controllers.count)
    var current = record.winner
    while let id = current, !onPath[id.index] {
      onPath[id.index] = true
      switch model[id].parent {
      case .container(let parent): current = parent
      case .presentation(let index): current = model.presentations[index].presenter
      case .window, nil: current = nil
      }
    }
    return onPath
  }

  /// `top`, `tab 2 (selected)` or `child`: where a child sits in its container.
  private func childLabel(_ child: ControllerID, at position: Int, in parent: ControllerID)
    -> String
  {
    let container = model[parent]
    switch container.kind {
    case .navigation:
      return position == container.children.count - 1 ? "top" : "stack \(position + 1)"
    case .tabBar:
      let selected = (container.selectedTab?.value ?? container.children.first) == child
      return "tab \(position + 1)" + (selected ? " (selected)" : "")
    default:
      return "child"
    }
  }

  /// The status bar members a controller's class or extensions override, each marked when
  /// UIKit never asked it.
  private func overrideLines(_ controller: Controller, skipped: [SkippedOverride]) -> [String] {
    let settings = model.effectiveSettings(of: controller.id)
    var lines: [String] = []
    func add(_ member: String, _ value: String?) {
      guard let value else { return }
      let ignored = skipped.contains { $0.member == member }
      lines.append("\(member) = \(value)" + (ignored ? " (never asked)" : ""))
    }
    /// A value as written: a dynamic value's declaration with the value it has now.
    func written<Value>(_ setting: Setting<Value>?, _ spell: (Value) -> String) -> String? {
      guard let setting else { return nil }
      guard let id = setting.dynamic else { return spell(setting.value) }
      return "\(model[id].declaration), now \(spell(setting.value))"
    }
    add("preferredStatusBarStyle", written(settings.preferredStatusBarStyle) { $0.rawValue })
    add("childForStatusBarStyle", settings.childForStatusBarStyle?.value.spelling)
    add("prefersStatusBarHidden", written(settings.prefersStatusBarHidden) { "\($0)" })
    add("childForStatusBarHidden", settings.childForStatusBarHidden?.value.spelling)
    if settings.capturesStatusBarAppearance?.value == true {
      lines.append("modalPresentationCapturesStatusBarAppearance = true")
    }
    if let hidden = settings.isNavigationBarHidden, hidden.dynamic != nil {
      lines.append("isNavigationBarHidden = " + (written(hidden) { "\($0)" } ?? ""))
    } else if settings.isNavigationBarHidden?.value == true {
      lines.append("navigation bar hidden")
    }
    if let barStyle = settings.navigationBarStyle {
      lines.append("navigationBar.barStyle = \(barStyle.value.rawValue)")
    }
    if let traits = settings.overrideUserInterfaceStyle, traits.value != .unspecified {
      lines.append("overrideUserInterfaceStyle = \(traits.value.rawValue)")
    }
    return lines
  }
}
