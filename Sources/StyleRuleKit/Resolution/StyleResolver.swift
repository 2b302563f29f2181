/// Resolves which controller's `preferredStatusBarStyle` applies, the way UIKit walks
/// the hierarchy, and records every hop with the rule behind it.
///
/// The walk follows section 7 of the reference: the Info.plist switch (R1–R4),
/// the controlling window (R33), then from the window's root, at each
/// controller: first what it presents (R23, R26), then whether its own
/// presentation hands over control (R24, R25), then `childForStatusBarStyle`
/// (R10, R14, R17, R18, R20). The walk uses an explicit stack, so it neither
/// recurses nor depends on the depth of the hierarchy, and it visits each
/// controller at most twice.
public struct StyleResolver: Sendable {
  /// The app to resolve.
  public let model: AppModel

  /// Creates a resolver for a model.
  public init(model: AppModel) {
    self.model = model
  }

  /// Resolves the status bar style in the file's environment, with `overrides` applied.
  public func resolve(overrides: EnvironmentOverrides = EnvironmentOverrides()) -> StyleResolution {
    var walk = StyleWalk(
      model: model,
      environment: ResolvedEnvironment(file: model.environment, overrides: overrides))
    return walk.run()
  }
}

/// The state of one resolution.
struct StyleWalk {
  let model: AppModel
  let environment: ResolvedEnvironment
  let facts: HierarchyFacts
  var steps: [TraceStep] = []
  var visits: [ControllerID: Visit] = [:]
  /// The verdict reached for each presentation the walk entered.
  var verdicts: [Int: PresentationVerdict] = [:]
  /// Whether the decider's own preferredStatusBarStyle override was used.
  var usedStyleOverride = false

  init(model: AppModel, environment: ResolvedEnvironment) {
    self.model = model
    self.environment = environment
    self.facts = HierarchyFacts(model: model)
  }

  var ios: OSVersion { environment.values.ios }

  func cite(_ rule: RuleID, _ claim: String) -> RuleCitation {
    RuleCatalogue.cite(rule, claim, at: ios)
  }

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

  mutating func run() -> StyleResolution {
    let plist = model.plist
    let switchValue = plist.viewControllerBasedAppearance
    if plist.viewControllersDecide {
      step(
        .infoPlist, "UIViewControllerBasedStatusBarAppearance?",
        switchValue == nil
          ? "absent, which means YES: view controllers decide"
          : "YES: view controllers decide",
        cite("R1", "switch"), at: switchValue?.range)
      return resolveByControllers()
    }
    step(
      .infoPlist, "UIViewControllerBasedStatusBarAppearance?",
      "NO: UIApplication decides and no view controller is asked", cite("R1", "switch"),
      at: switchValue?.range)
    return resolveByApplication()
  }

  private mutating func resolveByApplication() -> StyleResolution {
    let style: StatusBarStyle
    if let value = model.application.statusBarStyle {
      style = value.value
      step(
        .application, "statusBarStyle?", "\(style.rawValue), set with UIApplication.shared",
        cite("R3", "application-decides"), at: value.range)
    } else if let value = model.plist.statusBarStyle {
      style = value.value
      step(
        .application, "statusBarStyle?",
        "\(style.rawValue): the initial value, from Info.plist UIStatusBarStyle",
        cite("R4", "launch-style"), at: value.range)
    } else {
      style = .default
      step(
        .application, "statusBarStyle?", "default: neither the app nor Info.plist sets it",
        cite("R3", "application-decides"), at: nil)
    }
    let content = applicationContent(of: style)
    return finish(
      style: style, content: content, decider: .application, window: nil)
  }

  private mutating func resolveByControllers() -> StyleResolution {
    guard let windowIndex = chooseWindow() else {
      return finish(style: .default, content: fallbackContent(), decider: .fallback, window: nil)
    }
    guard let root = model.windows[windowIndex].root else {
      step(
        .window(windowIndex), "rootViewController?", "none: UIKit shows the fallback style",
        cite("R33", "no-root"), at: model.windows[windowIndex].keywordRange)
      return finish(
        style: .default, content: fallbackContent(), decider: .fallback, window: windowIndex)
    }
    let winner = walk(from: root) ?? root
    let (style, content) = resolveStyle(of: winner)
    return finish(style: style, content: content, decider: .controller(winner), window: windowIndex)
  }

  private mutating func finish(
    style: StatusBarStyle, content: StatusBarContent, decider: StyleDecider, window: Int?
  ) -> StyleResolution {
    let deciderName: String
    let deciderClass: String?
    switch decider {
    case .controller(let id):
      deciderName = name(id)
      deciderClass = model.controllers[id.index].className
    case .application:
      deciderName = "UIApplication"
      deciderClass = nil
    case .fallback:
      deciderName = "UIKit"
      deciderClass = nil
    }
    let record = WalkRecord(
      model: model, ios: ios, facts: facts, visits: visits, verdicts: verdicts,
      usedStyleOverride: usedStyleOverride, decider: decider, controllingWindow: window)
    return StyleResolution(
      environment: environment, style: style, content: content, decider: decider,
      deciderName: deciderName, deciderClass: deciderClass, steps: steps,
      skipped: SkippedOverrideAnalysis(record: record).run(), controllingWindow: window,
      record: record)
  }

  // MARK: - Windows (R33)

  /// The frontmost visible window that fills the scene, else the frontmost visible one.
  private mutating func chooseWindow() -> Int? {
    let windows = model.windows
    let visible = windows.indices.filter { !windows[$0].isHidden.value }
    // Frontmost first: higher level, then declared later.
    let ordered = visible.sorted {
      let left = windows[$0].level.value
      let right = windows[$1].level.value
      return left != right ? left > right : $0 > $1
    }
    guard let chosen = ordered.first(where: { windows[$0].fillsScene.value }) ?? ordered.first
    else {
      let answer =
        windows.isEmpty
        ? "none: the file declares no window, so UIKit shows the fallback style"
        : "none: every window is hidden, so UIKit shows the fallback style"
      step(
        .scene, "which window controls the status bar?", answer, cite("R33", "no-window"), at: nil)
      return nil
    }
    var reasons: [String] = []
    if windows.count == 1 {
      reasons.append("the only window")
    } else {
      let hidden = windows.indices.filter { windows[$0].isHidden.value }
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
      cite("R33", "controlling-window"), at: windows[chosen].keywordRange)
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
    var current = root
    var phase = Phase.enter
    var result: ControllerID?
    // Each controller is entered at most twice (see visibleViewController); the budget
    // turns any broken invariant into a finite walk instead of a hang.
    var budget = 4 * model.controllers.count + 16
    while budget > 0 {
      budget -= 1
      switch phase {
      case .enter:
        if let index = model.controllers[current.index].presentation {
          recordPresentation(index)
          frames.append(.afterPresented(current))
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
        if let child = answer.child {
          frames.append(.afterChild(parent: current, answer: answer))
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
        case .afterPresented(let presenter):
          if result != nil {
            if let index = model.controllers[presenter.index].presentation {
              visits[presenter] = .presentedControls(model.presentations[index].presented)
            }
            continue
          }
          if let index = model.controllers[presenter.index].presentation {
            step(
              .controller(presenter), "does what it presents take control?",
              "no: nothing from '\(name(model.presentations[index].presented))' on takes control, "
                + "so the walk goes on at '\(name(presenter))'",
              cite("R26", "chain"), at: model.presentations[index].range)
          }
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
            isVisible ? cite("R17", "visible-not-controlling") : cite("R10", "child-or-self"),
            at: model.controllers[parent.index].nameRange)
          visits[parent] = .childYieldedNothing(answer)
          result = parent
        }
      }
    }
    return result
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
      citation = cite("R26", "chain")
    case .definesContext(let context, let explicit):
      let kind = model.controllers[context.index].kind
      if presentation.caller != context {
        answer += ": '\(name(presentation.caller))' calls present, and '\(name(context))' "
      } else {
        answer += ": '\(name(context))' "
      }
      if explicit {
        answer += "defines the presentation context (definesPresentationContext = true)"
        citation = cite("R23", "explicit-context")
      } else if kind == .tabBar {
        answer += "is presumed to define the presentation context, as a UITabBarController"
        citation = cite("R23", "tab-bar-defines-context")
      } else {
        answer += "defines the presentation context, as a UINavigationController"
        citation = cite("R23", "navigation-defines-context")
      }
    case .noContextUsesRoot(let root):
      answer +=
        ": '\(name(presentation.caller))' calls present and no controller above it defines the "
        + "presentation context, so the root '\(name(root))' presents"
      citation = cite("R23", "context-walk")
    case .fullScreenContextRoot(let root):
      answer +=
        ": '\(name(presentation.caller))' calls present, and the root of its full-screen "
        + "context, '\(name(root))', presents"
      citation = cite("R23", "full-screen-from-root")
    }
    step(
      .controller(presenter), "presentedViewController?", answer, citation, at: presentation.range)
  }
}
