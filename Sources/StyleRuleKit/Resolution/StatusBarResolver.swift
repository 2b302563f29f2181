/// Resolves the status bar of an app model the way UIKit walks the hierarchy: which
/// controller's `preferredStatusBarStyle` applies and whether the status bar is hidden,
/// recording every hop with the rule behind it.
///
/// The walk follows section 7 of the reference: the Info.plist switch (R1–R5), the
/// controlling window (R33), then from the window's root, at each controller: first what
/// it presents (R23, R26), then whether its own presentation hands over control (R24,
/// R25), then `childForStatusBarStyle` or `childForStatusBarHidden` (R10, R14, R16–R20).
/// System rules come last (R9's "no room", R28's card sheet). The walk uses an explicit
/// stack, so it neither recurses nor depends on the depth of the hierarchy, and it visits
/// each controller at most twice. Behaviour that changes with the iOS version is looked up
/// in ``RuleCatalogue``.
public struct StatusBarResolver: Sendable {
  /// The app to resolve.
  public let model: AppModel

  /// Creates a resolver for a model.
  public init(model: AppModel) {
    self.model = model
  }

  /// Resolves the status bar of one scene (the first by default; R34) in the file's
  /// environment, with `overrides` applied.
  public func resolve(overrides: EnvironmentLayers = EnvironmentLayers(), scene: Int = 0)
    -> StatusBarResolution
  {
    resolve(overrides: overrides, scene: scene, facts: HierarchyFacts(model: model))
  }

  /// Resolves with the hierarchy facts of the model given, for callers that keep them up to
  /// date themselves (a scenario, event by event) rather than computing them per resolution.
  func resolve(overrides: EnvironmentLayers, scene: Int, facts: HierarchyFacts)
    -> StatusBarResolution
  {
    let environment = ResolvedEnvironment(model: model, layers: overrides)
    var styleWalk = StatusBarWalk(
      model: model, environment: environment, facts: facts, question: .style, scene: scene)
    let style = styleWalk.run()
    var hiddenWalk = StatusBarWalk(
      model: model, environment: environment, facts: facts, question: .hidden, scene: scene)
    let hidden = hiddenWalk.run()
    var asked = styleWalk.asked
    for id in hiddenWalk.asked where !asked.contains(id) { asked.append(id) }
    return StatusBarResolution(
      environment: environment, style: style.style ?? .default, content: style.content ?? .dark,
      hidden: hidden.hidden ?? false, styleAnswer: style.answer, hiddenAnswer: hidden.answer,
      controllingWindow: style.answer.record.controllingWindow, asked: asked, scene: scene)
  }
}

/// What one walk produced: the answer and, depending on the question, the style or hidden.
struct WalkOutcome {
  let answer: StatusBarAnswer
  var style: StatusBarStyle?
  var content: StatusBarContent?
  var hidden: Bool?
}

/// The state of one walk, for one question.
struct StatusBarWalk {
  let model: AppModel
  let environment: ResolvedEnvironment
  let facts: HierarchyFacts
  let question: StatusBarQuestion
  /// The scene whose status bar is resolved, an index into ``AppModel/scenes``.
  let scene: Int
  var steps: [TraceStep] = []
  var visits: [ControllerID: Visit] = [:]
  /// The verdict reached for each presentation the walk entered.
  var verdicts: [Int: PresentationVerdict] = [:]
  /// R25's answers before the capture flag, by presentation index.
  var tableVerdicts: [Int: TableVerdict] = [:]
  /// Whether the decider's own value override was used.
  var usedValueOverride = false
  /// The controllers whose value the decider's override read, in order, when it returns
  /// another controller's value (forwarding by value).
  var valueChain: [ControllerID] = []
  /// The controller whose own value the decider returned, if not its own.
  var valueSource: ControllerID?
  /// A card sheet presented from the root that the walk fell back past (R28).
  var cardFallback: Int?
  /// The dynamic values the walk read, in the order it first read them.
  var asked: [DynamicValueID] = []
  /// Why the walk cannot tell its answer for sure (opaque classes on its path).
  var cannotTell: [String] = []
  /// Why what the answer shows depends on the content under the status bar (R37).
  var contentNote: String?
  /// Whether a reason of ``cannotTell`` is a member the file does not describe (an opaque
  /// or unknown class), which describing it would settle.
  var fileLeavesUnsaid = false

  /// Adds a reason the walk cannot tell its answer for sure, once.
  mutating func noteCannotTell(_ reason: String) {
    if !cannotTell.contains(reason) { cannotTell.append(reason) }
  }

  init(
    model: AppModel, environment: ResolvedEnvironment, facts: HierarchyFacts? = nil,
    question: StatusBarQuestion = .style, scene: Int = 0
  ) {
    self.model = model
    self.environment = environment
    self.facts = facts ?? HierarchyFacts(model: model)
    self.question = question
    self.scene = scene
  }

  /// The windows of the scene resolved, back to front; every window when the model has no
  /// scenes (a model built by hand).
  var sceneWindows: [Int] {
    model.scenes.indices.contains(scene)
      ? model.scenes[scene].windows : Array(model.windows.indices)
  }

  var ios: OSVersion { environment.values.ios }

  /// The citation of a claim at the version resolved.
  func cite(_ claim: CatalogueClaim) -> RuleCitation { claim.citation(at: ios) }

  /// What a claim makes UIKit do at the version resolved, with its citation.
  func apply(_ claim: CatalogueClaim) -> AppliedRule { claim.applied(at: ios) }

  func name(_ id: ControllerID) -> String { model.controllers[id.index].name }

  mutating func step(
    _ subject: TraceSubject, _ question: String, _ answer: String, _ citation: RuleCitation,
    at location: SourceRange?
  ) {
    let subjectName: String
    switch subject {
    case .scene: subjectName = "scene"
    case .infoPlist: subjectName = "Info.plist"
    case .application: subjectName = "UIApplication"
    case .window(let index): subjectName = model.windows[index].label(index: index)
    case .controller(let id): subjectName = name(id)
    }
    steps.append(
      TraceStep(
        subject: subject, subjectName: subjectName, question: question, answer: answer,
        citation: citation, location: location))
  }

  // MARK: - Driver

  mutating func run() -> WalkOutcome {
    if !ios.isModelled { return answerBeforeViewControllerAppearance() }
    stateFullScreenSceneAssumed()
    let plist = model.plist
    let switchValue = plist.viewControllerBasedAppearance
    guard plist.viewControllersDecide else {
      step(
        .infoPlist, "UIViewControllerBasedStatusBarAppearance?",
        "NO: UIApplication decides and no view controller is asked", cite(.r1Switch),
        at: switchValue?.range)
      return answerFromApplication()
    }
    step(
      .infoPlist, "UIViewControllerBasedStatusBarAppearance?",
      switchValue == nil
        ? "absent, which means YES: view controllers decide" : "YES: view controllers decide",
      cite(.r1Switch), at: switchValue?.range)
    guard let windowIndex = chooseWindow() else {
      return fallback(window: nil)
    }
    guard let root = model.windows[windowIndex].root else {
      step(
        .window(windowIndex), "rootViewController?", "none: UIKit shows the fallback",
        cite(.r33NoRoot), at: model.windows[windowIndex].keywordRange)
      return fallback(window: windowIndex)
    }
    let winner = walk(from: root) ?? root
    var outcome: (style: StatusBarStyle?, content: StatusBarContent?, hidden: Bool?)
    if question == .style {
      let (style, content) = resolveStyle(of: winner)
      outcome = (style, content, nil)
    } else {
      outcome = (nil, nil, resolveHidden(of: winner))
    }
    var decider = StatusBarDecider.controller(winner)
    var forced: ForcedAnswer?
    if let card = cardFallback, let answer = applyCardRule(card, winner: winner) {
      forced = answer
      decider = .system(.r28)
      outcome = question == .style ? (.lightContent, .light, nil) : (nil, nil, false)
      // UIKit's light status bar is not .default: it does not follow the content (R37).
      contentNote = nil
    }
    if question == .hidden, let answer = applyNoRoomRule() {
      forced = answer
      decider = .system(.r9)
      outcome.hidden = true
    }
    return finish(
      decider: decider, winner: winner, window: windowIndex, forced: forced, outcome: outcome)
  }

  private mutating func finish(
    decider: StatusBarDecider, winner: ControllerID?, window: Int?, forced: ForcedAnswer?,
    outcome: (style: StatusBarStyle?, content: StatusBarContent?, hidden: Bool?)
  ) -> WalkOutcome {
    let deciderName: String
    var deciderClass: String?
    switch decider {
    case .controller(let id):
      deciderName = name(id)
      deciderClass = model.controllers[id.index].className
    case .application: deciderName = "UIApplication"
    case .fallback, .system: deciderName = "UIKit"
    }
    var record = WalkRecord(
      model: model, ios: ios, question: question, facts: facts, visits: visits,
      verdicts: verdicts, usedValueOverride: usedValueOverride, valueChain: valueChain,
      valueSource: valueSource, decider: decider, winner: winner, controllingWindow: window,
      forced: forced)
    record.scene = scene
    var answer = StatusBarAnswer(
      decider: decider, deciderName: deciderName, deciderClass: deciderClass, steps: steps,
      record: record)
    answer.asked = asked
    answer.cannotTell = cannotTell
    answer.contentNote = contentNote
    answer.fileLeavesUnsaid = fileLeavesUnsaid
    return WalkOutcome(
      answer: answer, style: outcome.style, content: outcome.content, hidden: outcome.hidden)
  }

  /// The citation for an app-level step: the rule's claim from iOS 7 on, and before iOS 7,
  /// where R3–R5 are not stated, R1's claim that UIApplication's values are shown.
  func applicationCitation(_ claim: CatalogueClaim) -> RuleCitation {
    ios.isModelled ? cite(claim) : cite(.r1NoViewControllerAppearance)
  }

  /// The app-level answer when the Info.plist switch is NO (R3–R5), or before iOS 7; there,
  /// `content` says what the style shows instead of R6's table.
  mutating func answerFromApplication(
    content: ((inout StatusBarWalk, StatusBarStyle) -> StatusBarContent)? = nil
  ) -> WalkOutcome {
    if question == .style {
      let style: StatusBarStyle
      if let value = model.application.statusBarStyle {
        style = value.value
        ask(model.application.statusBarStyleDynamic)
        let how =
          model.application.statusBarStyleDynamic == nil
          ? "set with UIApplication.shared"
          : "one of the values the app chooses at run time with UIApplication.shared"
        step(
          .application, "statusBarStyle?", "\(style.rawValue), \(how)",
          applicationCitation(.r3ApplicationDecides), at: value.range)
      } else if let value = model.plist.statusBarStyle {
        style = value.value
        step(
          .application, "statusBarStyle?",
          "\(style.rawValue): the initial value, from Info.plist UIStatusBarStyle",
          applicationCitation(.r4LaunchStyle), at: value.range)
      } else {
        style = .default
        step(
          .application, "statusBarStyle?", "default: neither the app nor Info.plist sets it",
          applicationCitation(.r3ApplicationDecides), at: nil)
      }
      let content = content.map { $0(&self, style) } ?? applicationContent(of: style)
      return finish(
        decider: .application, winner: nil, window: nil, forced: nil,
        outcome: (style, content, nil))
    }
    var hidden: Bool
    if let value = model.application.isStatusBarHidden {
      hidden = value.value
      ask(model.application.isStatusBarHiddenDynamic)
      let how =
        model.application.isStatusBarHiddenDynamic == nil
        ? "set with UIApplication.shared"
        : "one of the values the app chooses at run time with UIApplication.shared"
      step(
        .application, "isStatusBarHidden?", "\(hidden), \(how)",
        applicationCitation(.r3ApplicationDecides), at: value.range)
    } else if let value = model.plist.statusBarHidden {
      hidden = value.value
      step(
        .application, "isStatusBarHidden?",
        "\(hidden): the initial value, from Info.plist UIStatusBarHidden",
        applicationCitation(.r5LaunchHidden), at: value.range)
    } else {
      hidden = false
      step(
        .application, "isStatusBarHidden?", "false: neither the app nor Info.plist sets it",
        applicationCitation(.r3ApplicationDecides), at: nil)
    }
    var decider = StatusBarDecider.application
    var forced: ForcedAnswer?
    if let answer = applyNoRoomRule() {
      forced = answer
      decider = .system(.r9)
      hidden = true
    }
    return finish(
      decider: decider, winner: nil, window: nil, forced: forced, outcome: (nil, nil, hidden))
  }

  /// UIKit's fallback: `.default`, not hidden (R33).
  private mutating func fallback(window: Int?) -> WalkOutcome {
    if question == .style {
      let content = fallbackContent()
      return finish(
        decider: .fallback, winner: nil, window: window, forced: nil,
        outcome: (.default, content, nil))
    }
    var decider = StatusBarDecider.fallback
    var forced: ForcedAnswer?
    if let answer = applyNoRoomRule() {
      forced = answer
      decider = .system(.r9)
    }
    return finish(
      decider: decider, winner: nil, window: window, forced: forced,
      outcome: (nil, nil, forced != nil))
  }

  // MARK: - System rules (R9, R28)

  /// R28: a card sheet from the root is up in portrait on an iPhone.
  private mutating func applyCardRule(_ index: Int, winner: ControllerID) -> ForcedAnswer? {
    let rule = apply(.r28CardLight)
    guard rule.effect == .yes else { return nil }
    let presentation = model.presentations[index]
    let sheet = name(presentation.presented)
    let answer =
      question == .style
      ? "lightContent: '\(sheet)' is a card sheet over '\(name(presentation.presenter))', and "
        + "while it is up the status bar is reported to show light content, whatever "
        + "'\(name(winner))' prefers"
      : "false: while the card sheet '\(sheet)' is up, the status bar is reported to stay "
        + "visible, whatever '\(name(winner))' prefers"
    step(.scene, "is a card sheet up?", answer, rule.citation, at: presentation.range)
    return ForcedAnswer(
      citation: rule.citation, location: presentation.range,
      reason: "while the card sheet '\(sheet)' is up, UIKit is reported to show a light, visible "
        + "status bar whatever the controllers prefer", card: index)
  }

  /// R9: an iPhone with Face ID in landscape has no room for the status bar.
  private mutating func applyNoRoomRule() -> ForcedAnswer? {
    guard environment.values.device == .iphoneFaceID, environment.values.orientation == .landscape
    else { return nil }
    let rule = apply(.r9NoRoom)
    guard rule.effect == .yes else { return nil }
    step(
      .scene, "is there room for the status bar?",
      "no: an iPhone with Face ID in landscape hides it, whatever the controllers prefer",
      rule.citation, at: nil)
    return ForcedAnswer(
      citation: rule.citation, location: nil,
      reason: "an iPhone with Face ID in landscape has no room for the status bar", card: nil)
  }

  // MARK: - Windows (R33)

  /// The frontmost visible window that fills the scene, else the frontmost visible one.
  private mutating func chooseWindow() -> Int? {
    let windows = model.windows
    let inScene = sceneWindows
    askWindowVisibility()
    let visible = inScene.filter { !windows[$0].isHidden.value }
    // Frontmost first: higher level, then declared later.
    let ordered = visible.sorted {
      let left = windows[$0].level.value
      let right = windows[$1].level.value
      return left != right ? left > right : $0 > $1
    }
    guard let chosen = ordered.first(where: { windows[$0].fillsScene.value }) ?? ordered.first
    else {
      let answer =
        inScene.isEmpty
        ? "none: the file declares no window, so UIKit shows the fallback"
        : "none: every window is hidden, so UIKit shows the fallback"
      step(
        .scene, "which window controls the status bar?", answer, cite(.r33NoWindow), at: nil)
      return nil
    }
    var reasons: [String] = []
    if inScene.count == 1 {
      reasons.append("the only window")
    } else {
      let hidden = inScene.filter { windows[$0].isHidden.value }
      let behind = ordered.filter { $0 != chosen }
      if !windows[chosen].fillsScene.value {
        reasons.append("no visible window fills the scene, and it is the frontmost")
      } else {
        reasons.append("the frontmost visible window that fills the scene")
      }
      if !behind.isEmpty {
        reasons.append(
          "in front of " + behind.map { windows[$0].label(index: $0) }.joined(separator: ", "))
      }
      if !hidden.isEmpty {
        reasons.append(
          hidden.map { windows[$0].label(index: $0) }.joined(separator: ", ")
            + (hidden.count == 1 ? " is hidden" : " are hidden"))
      }
    }
    let level = windows[chosen].level.value
    let levelText = level == .normal ? "" : " (level \(level))"
    step(
      .window(chosen), "which window controls the status bar?",
      "\(windows[chosen].label(index: chosen))\(levelText): " + reasons.joined(separator: "; "),
      cite(.r33ControllingWindow), at: windows[chosen].keywordRange)
    return chosen
  }

  // MARK: - The walk (R10, R23–R26)

  private enum Frame {
    case afterPresented(ControllerID)
    case afterChild(parent: ControllerID, answer: ForwardAnswer)
  }

  private enum Phase {
    case enter
    case ownPresentation
    case forward
    case unwind
  }

  /// Walks from `root` and returns the controller that decides, or `nil` if nothing does.
  private mutating func walk(from root: ControllerID) -> ControllerID? {
    var frames: [Frame] = []
    // The controllers the walk is inside, to stop where overrides return each other.
    var onStack: Set<ControllerID> = []
    var current = root
    var phase = Phase.enter
    var result: ControllerID?
    // A controller is entered at most twice: once on the way down, and once more when a
    // navigation controller's visibleViewController leads back into what it presents,
    // which then yields nothing without reaching its own forwarding. Each entry takes at
    // most three phases (enter, own presentation, forward) and pushes at most two frames,
    // each popped by one unwind phase: at most 10 phases per controller, and one final
    // unwind. The bound only guards against a broken invariant; reaching it is a bug.
    var budget = 10 * model.controllers.count + 16
    while true {
      guard budget > 0 else {
        assertionFailure("the walk exceeded its bound of 10 phases per controller")
        return result
      }
      budget -= 1
      switch phase {
      case .enter:
        askChoice(at: current)
        if let index = model.controllers[current.index].presentation {
          recordPresentation(index)
          frames.append(.afterPresented(current))
          onStack.insert(current)
          current = model.presentations[index].presented
          continue
        }
        phase = .ownPresentation
      case .ownPresentation:
        if case .presentation(let index) = model.controllers[current.index].parent {
          let verdict = presentationVerdict(index)
          if !verdict.controls {
            visits[current] = .notControlling(verdict)
            result = nil
            phase = .unwind
            continue
          }
        }
        phase = .forward
      case .forward:
        let answer = forwardAnswer(for: current)
        if let child = answer.child, child == current || onStack.contains(child) {
          step(
            .controller(current), "does '\(name(child))' decide?",
            "'\(name(child))' is already being asked: the overrides return each other without "
              + "end, which UIKit would follow until the app crashes; stylerule stops, and "
              + "'\(name(current))' decides", cite(.r10ChildOrSelf),
            at: model.controllers[current.index].nameRange)
          visits[current] = .decided(ForwardAnswer(child: nil, reason: answer.reason))
          result = current
          phase = .unwind
          continue
        }
        if let child = answer.child {
          frames.append(.afterChild(parent: current, answer: answer))
          onStack.insert(current)
          current = child
          phase = .enter
          continue
        }
        visits[current] = .decided(answer)
        result = current
        phase = .unwind
      case .unwind:
        guard let frame = frames.popLast() else { return result }
        switch frame {
        case .afterPresented(let controller), .afterChild(let controller, _):
          onStack.remove(controller)
        }
        switch frame {
        case .afterPresented(let presenter):
          guard let index = model.controllers[presenter.index].presentation else {
            current = presenter
            phase = .ownPresentation
            continue
          }
          if result != nil {
            visits[presenter] = .presentedControls(model.presentations[index].presented)
            continue
          }
          if verdicts[index]?.isCard == true, model.controllers[presenter.index].parent.isWindowRoot
          {
            cardFallback = index
          }
          step(
            .controller(presenter), "does what it presents take control?",
            "no: nothing from '\(name(model.presentations[index].presented))' on takes control, "
              + "so the walk goes on at '\(name(presenter))'",
            cite(.r26Chain), at: model.presentations[index].range)
          current = presenter
          phase = .ownPresentation
        case .afterChild(let parent, let answer):
          if result != nil {
            visits[parent] = .forwarded(answer)
            continue
          }
          let isVisible: Bool
          if case .override(.visibleViewController, _) = answer.reason {
            isVisible = true
          } else {
            isVisible = false
          }
          let childName = answer.child.map(name) ?? "the child"
          step(
            .controller(parent), "does '\(childName)' decide?",
            "no: '\(childName)' yields nothing, so '\(name(parent))' decides itself",
            isVisible ? cite(.r17VisibleNotControlling) : cite(.r10ChildOrSelf),
            at: model.controllers[parent.index].nameRange)
          visits[parent] = .childYieldedNothing(answer)
          result = parent
        }
      }
    }
  }

  /// Records the step for "`presenter` presents `presented`", with how the presenter was chosen.
  private mutating func recordPresentation(_ index: Int) {
    let presentation = model.presentations[index]
    let presenter = presentation.presenter
    let presented = presentation.presented
    let style = model.effectiveSettings(of: presented).modalPresentationStyle?.value
    let styleText = style.map { " (\($0.rawValue))" } ?? ""
    var answer = "'\(name(presented))'\(styleText)"
    let citation: RuleCitation
    switch presentation.presenterChoice {
    case .caller:
      citation = cite(.r26Chain)
    case .definesContext(let context, let explicit):
      let kind = model.controllers[context.index].kind
      if presentation.caller != context {
        answer += ": '\(name(presentation.caller))' calls present, and '\(name(context))' "
      } else {
        answer += ": '\(name(context))' "
      }
      if explicit {
        answer += "defines the presentation context (definesPresentationContext = true)"
        citation = cite(.r23ExplicitContext)
      } else if kind == .tabBar {
        answer += "is presumed to define the presentation context, as a UITabBarController"
        citation = cite(.r23TabBarDefinesContext)
      } else {
        answer += "defines the presentation context, as a UINavigationController"
        citation = cite(.r23NavigationDefinesContext)
      }
    case .noContextUsesRoot(let root):
      answer +=
        ": '\(name(presentation.caller))' calls present and no controller above it defines the "
        + "presentation context, so the root '\(name(root))' presents"
      citation = cite(.r23ContextWalk)
    case .fullScreenContextRoot(let root):
      answer +=
        ": '\(name(presentation.caller))' calls present, and the root of its full-screen "
        + "context, '\(name(root))', presents"
      citation = cite(.r23FullScreenFromRoot)
    }
    step(
      .controller(presenter), "presentedViewController?", answer, citation, at: presentation.range)
  }
}

extension Optional where Wrapped == ParentLink {
  /// Whether the controller is a window's root view controller.
  var isWindowRoot: Bool {
    if case .window? = self { return true }
    return false
  }
}
