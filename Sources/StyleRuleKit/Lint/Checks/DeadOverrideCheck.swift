/// `dead-override`: an override of `preferredStatusBarStyle` or `prefersStatusBarHidden`
/// that UIKit never asks, in any state the file describes.
struct DeadOverrideCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "dead-override", title: "Override never asked", severity: .warning,
    summary:
      "An override of preferredStatusBarStyle or prefersStatusBarHidden that no state the file "
      + "describes ever asks, because another controller keeps the decision.",
    rationale:
      "UIKit asks only the controller its walk ends at. A navigation controller keeps the "
      + "style decision while its bar is visible (R14), and on iPhones with Face ID the hidden "
      + "decision too (R16); a childForStatusBarStyle or childForStatusBarHidden override can "
      + "lead elsewhere, and a window in front takes over: the override looks right in code "
      + "review and does nothing. The finding names the controller that shadows it. From iOS 16 "
      + "a UIHostingController answers the style through SwiftUI's private child (R21), so an "
      + "override of preferredStatusBarStyle in its subclass is not asked even where the "
      + "hosting controller decides, in the first state or in any later state of the scenario. "
      + "When the file has a scenario, an override asked in any of its states is not reported. "
      + "The finding sits on the override, the code that does not work, with where each "
      + "controller of the class is placed as a note.",
    fix:
      "Make the controller that keeps the decision forward to the overriding one (for a "
      + "navigation controller, a subclass that overrides childForStatusBarStyle), or remove "
      + "the override; for a hosting controller, also override childForStatusBarStyle to return "
      + "nil, so that UIKit asks it. 'stylerule explain FILE CONTROLLER' lists verified fixes.",
    rules: [.r14, .r16, .r10, .r17, .r21, .r33],
    triggering: [
      LintExample(
        """
        class Light: UIViewController { 1️⃣preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { Screen: Light } }
        """),
      LintExample(
        """
        class Light: UIViewController { 1️⃣preferredStatusBarStyle = lightContent }
        window Main { Photo: Light }
        window Toast { windowLevel = alert
          Banner: UIViewController }
        """),
      LintExample(
        """
        class Unused: UIViewController { 1️⃣preferredStatusBarStyle = lightContent }
        window { Root: UIViewController }
        """),
      LintExample(
        """
        environment ios 17, device iphone-face-id
        class Photo: UIViewController { 1️⃣prefersStatusBarHidden = true }
        window { NC: UINavigationController { Library: UIViewController; Viewer: Photo } }
        """),
      LintExample(
        """
        class Light: UIViewController { 1️⃣preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { Home: UIViewController } }
        scenario {
          NC pushes Detail: Light
        }
        """),
      LintExample(
        """
        class Light: UIViewController { 1️⃣preferredStatusBarStyle = lightContent }
        window { Tabs: UITabBarController {
          Home: UIViewController
          NC: UINavigationController { Feed: Light } } }
        scenario {
          Tabs selects NC
        }
        """),
      LintExample(
        """
        class Light: UIViewController { 1️⃣preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { Home: Light } }
        scenario {
          # the bar hides without setNeedsStatusBarAppearanceUpdate(): UIKit never asks Home
          NC.isNavigationBarHidden = true
        }
        """),
      LintExample(
        """
        environment ios 17
        class PlayerHost: UIHostingController<PlayerView> { 1️⃣preferredStatusBarStyle = lightContent }
        window { Host: PlayerHost }
        """),
      LintExample(
        """
        environment ios 17
        class PlayerHost: UIHostingController<PlayerView> { 1️⃣preferredStatusBarStyle = lightContent }
        window { Home: UIViewController }
        scenario {
          Home presents Player: PlayerHost { modalPresentationStyle = fullScreen }
        }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        class Forwarding: UINavigationController { childForStatusBarStyle = topViewController }
        window { NC: Forwarding { Screen: Light } }
        """),
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { Tabs: UITabBarController { Home: UIViewController
          Other: Light } }
        """),
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        class ForwardingTabs: UITabBarController { childForStatusBarStyle = selectedViewController }
        window { Tabs: ForwardingTabs { Home: UIViewController
          Other: Light } }
        """),
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        class Forwarding: UINavigationController { childForStatusBarStyle = topViewController }
        window { NC: Forwarding { Home: Light; Detail: UIViewController } }
        """),
      LintExample(
        """
        class Base: UIViewController { preferredStatusBarStyle = lightContent }
        class Screen: Base
        window { Root: Screen }
        """),
      LintExample(
        """
        environment ios 17, device iphone-home-button
        class Photo: UIViewController { prefersStatusBarHidden = true }
        window { NC: UINavigationController { Library: UIViewController; Viewer: Photo } }
        """),
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { Home: UIViewController } }
        scenario {
          NC pushes Detail: Light
          NC.isNavigationBarHidden = true; NC.setNeedsStatusBarAppearanceUpdate()
        }
        """),
      LintExample(
        """
        environment ios 15
        class PlayerHost: UIHostingController<PlayerView> { preferredStatusBarStyle = lightContent }
        window { Host: PlayerHost }
        """),
      LintExample(
        """
        environment ios 17
        class PlayerHost: UIHostingController<PlayerView> {
          childForStatusBarStyle = nil
          preferredStatusBarStyle = lightContent
        }
        window { Host: PlayerHost }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    StatusBarQuestion.allCases.flatMap { question in
      deadOverrides(question, in: context) + unusedClasses(question, in: context)
    } + ignoredHostingOverride(in: context)
  }

  /// The hosting controllers that decide the style in some state but, from iOS 16, answer
  /// through SwiftUI's private child, so that their subclass's override of
  /// `preferredStatusBarStyle` is not asked (R21).
  ///
  /// The first screen's winner is looked at, then each hosting controller that wins in a
  /// later state of the scenario, with a note at the event that leads to it.
  private func ignoredHostingOverride(in context: LintContext) -> [LintFinding] {
    var candidates:
      [(winner: ControllerID, departure: PathDeparture, step: Int?, event: SourceRange?)] = []
    if let winner = context.resolution.styleAnswer.walkWinner,
      context.model[winner].kind == .hosting
    {
      candidates.append((winner, context.analysis(.style).departure(for: winner), nil, nil))
    }
    for later in context.scenario.laterHostingWinners
    where !candidates.contains(where: { $0.winner == later.winner }) {
      candidates.append((later.winner, later.departure, later.step, later.event))
    }
    return candidates.compactMap { winner, departure, step, event in
      guard case .styleOverrideIgnored = departure.kind, departure.citation.rule == .r21,
        let preference = context.valueOverride(of: winner, question: .style)
      else { return nil }
      let controller = context.model[winner]
      var notes = [Diagnostic.Note("'\(controller.name)' is placed here", at: controller.nameRange)]
      if let event {
        notes.append(Diagnostic.Note("'\(controller.name)' decides after this event", at: event))
      }
      return finding(
        "'\(controller.name)' overrides preferredStatusBarStyle, but UIKit never asks it: "
          + departure.reason,
        at: preference.range, notes: notes,
        fix:
          "Override childForStatusBarStyle in the class of '\(controller.name)' to return nil, so "
          + "that UIKit asks the hosting controller itself (R10); "
          + "\(Self.explainHint(for: controller, atStep: step, in: context)).",
        rules: [.r21])
    }
  }

  /// Controllers whose override of the question's member no described state asks.
  private func deadOverrides(_ question: StatusBarQuestion, in context: LintContext)
    -> [LintFinding]
  {
    let model = context.model
    let first =
      question == .style ? context.resolution.styleAnswer : context.resolution.hiddenAnswer
    // The controllers some state's walk ends at, when UIKit asks: their overrides are asked.
    var asked = [Bool](repeating: false, count: model.controllers.count)
    for index in context.scenario.asked[question] ?? [] { asked[index] = true }
    if let winner = first.walkWinner { asked[winner.index] = true }
    // A controller whose value a container's override reads (forwarding by value) is asked
    // by that override, whether or not UIKit asks the container.
    for index in first.valueChain.map(\.index) + context.valueForwardingTargets(question) {
      asked[index] = true
    }
    let analysis = context.analysis(question)
    let states = context.scenario.stateCount
    var findings: [LintFinding] = []
    for index in model.controllers.indices where !asked[index] {
      guard let preference = context.valueOverride(of: ControllerID(index), question: question)
      else { continue }
      let controller = model.controllers[index]
      // A controller of another scene is that scene's walk's to judge (R34): the finding sits
      // on the override, outside every scene, so the scene filter would not drop it.
      if model.scenes.count > 1, let own = model.scene(of: controller.id), own != context.scene {
        continue
      }
      // The first state whose departure this check reports: the first screen, or a later one.
      let departure: PathDeparture
      if Self.mayBeReported(controller.id, record: first.record, analysis: analysis) {
        departure = analysis.departure(for: controller.id)
      } else if let later = context.scenario.laterDeparture(of: controller.id, question: question) {
        departure = later
      } else {
        continue
      }
      guard let fix = fix(for: controller, departure: departure, question, in: context) else {
        continue
      }
      var notes = [Diagnostic.Note("'\(controller.name)' is placed here", at: controller.nameRange)]
      if let location = departure.location {
        notes.append(Diagnostic.Note("the walk leaves the path here", at: location))
      }
      // One finding per override, on the code that does not work: a second controller whose
      // same override is not asked is a note of the first one's finding.
      if let earlier = findings.firstIndex(where: { $0.range == preference.range }) {
        let other = findings[earlier]
        findings[earlier] = LintFinding(
          check: other.check, severity: other.severity, message: other.message,
          range: other.range,
          notes: other.notes
            + [
              Diagnostic.Note(
                "'\(controller.name)' is placed here too, and not asked either: "
                  + departure.reason, at: controller.nameRange)
            ], fix: other.fix, rules: other.rules)
        continue
      }
      let scope = states > 1 ? " in any of the \(states) states the scenario goes through" : ""
      findings.append(
        finding(
          "'\(controller.name)' overrides \(question.valueMember), but UIKit never asks it"
            + "\(scope): \(departure.reason) (\(preference.origin.phrase))",
          at: preference.range, notes: notes, fix: fix, rules: [departure.citation.rule]))
    }
    return findings
  }

  /// Whether the walk leaves the path to a controller where ``fix(for:departure:_:in:)`` has a fix.
  ///
  /// That is: another window controls, or a visited ancestor does not forward because its
  /// navigation bar is visible or an override leads elsewhere. Builds no text, so that most
  /// controllers of a large file are passed over cheaply.
  static func mayBeReported(
    _ id: ControllerID, record: WalkRecord, analysis: PathAnalysis
  ) -> Bool {
    let window = record.facts.window[id.index]
    guard window >= 0, record.model.plist.viewControllersDecide,
      let controlling = record.controllingWindow
    else { return false }
    if window != controlling { return true }
    guard let (_, _, visit) = analysis.leaving(id) else { return false }
    return leavesWithFix(visit)
  }

  /// Whether the walk, at a controller it visited, leaves the path to the controllers below
  /// it where ``fix(for:departure:_:in:)`` has a fix: the controller keeps the decision
  /// because its navigation bar is visible, or an override leads elsewhere.
  static func leavesWithFix(_ visit: Visit) -> Bool {
    switch visit {
    case .decided(let answer), .forwarded(let answer), .childYieldedNothing(let answer):
      switch answer.reason {
      case .navigationBarVisible, .override: return true
      default: return false
      }
    case .presentedControls, .notControlling:
      return false
    }
  }

  /// The fix for a departure that makes an override dead, or `nil` for departures that
  /// are another state of the app (another tab, lower in a stack) or another check's finding.
  private func fix(
    for controller: Controller, departure: PathDeparture, _ question: StatusBarQuestion,
    in context: LintContext
  ) -> String? {
    let explain = Self.explainHint(for: controller, in: context)
    switch departure.kind {
    case .ancestorDoesNotForward(let ancestor, _, let answer):
      // Forwarding alone would not help: presentation-without-capture reports the presentation.
      if context.isBehindPresentationWithoutControl(controller.id) { return nil }
      let shadow = context.model[ancestor].name
      switch answer.reason {
      case .navigationBarVisible:
        return
          "Make '\(shadow)' forward to its top view controller, with a UINavigationController "
          + "subclass that overrides \(question.childMember); \(explain)."
      case .override(let selector, _):
        switch selector {
        case .selectedViewController, .topViewController, .visibleViewController:
          // Forwarding as UIKit's containers do: another tab, or lower in the stack, is
          // another state of the app, which the user brings on screen.
          return nil
        case .none, .firstChild, .lastChild, .named:
          return
            "Make the \(question.childMember) of '\(shadow)' lead to '\(controller.name)'; "
            + "\(explain)."
        }
      default:
        // Another tab or lower in the stack is another state; containers have their own check.
        return nil
      }
    case .otherWindow(let window):
      let label = context.model.windows[window].label(index: window)
      let need = question == .style ? "the style" : "the hidden state"
      return
        "Hide \(label) while '\(controller.name)' is on screen, or have its root view "
        + "controller return \(need) '\(controller.name)' needs; \(explain)."
    default:
      return nil
    }
  }

  /// "'stylerule explain FILE NAME' lists verified fixes", the end of every fix here.
  private static func explainHint(
    for controller: Controller, atStep step: Int? = nil, in context: LintContext
  ) -> String {
    let at = step.map { " --at \($0)" } ?? ""
    return
      "'stylerule explain \(context.model.source.commandArgument) \(controller.name)\(at)' lists verified fixes"
  }

  /// Classes that override the question's member but that no controller is an instance of.
  private func unusedClasses(_ question: StatusBarQuestion, in context: LintContext)
    -> [LintFinding]
  {
    let model = context.model
    // A controller of a class the file does not state could be an instance of any class,
    // and a scan cannot see every place the app creates a controller: stay silent.
    if model.source.origins.scannedRoot != nil
      || model.controllers.contains(where: \.hasUnknownClass)
    {
      return []
    }
    var used = Set<Int>()
    for controller in model.controllers {
      var reference: ClassReference? = controller.classReference
      while case .declared(let id)? = reference, used.insert(id.index).inserted {
        reference = model.classes[id.index].superclass
      }
    }
    var findings: [LintFinding] = []
    for (index, declared) in model.classes.enumerated() where !used.contains(index) {
      guard let range = question.valueRange(in: declared.ownMembers) else { continue }
      findings.append(
        finding(
          "class \(declared.name) overrides \(question.valueMember), but no controller in the "
            + "file is an instance of it", at: range,
          fix: "Use the class for the controller it was written for, or remove it."))
    }
    return findings
  }
}
