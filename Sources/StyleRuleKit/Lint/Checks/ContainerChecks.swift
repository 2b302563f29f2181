/// `bar-style-ignored`: a bar style set on a navigation controller that forwards.
struct BarStyleIgnoredCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "bar-style-ignored", title: "Bar style ignored", severity: .warning,
    summary:
      "navigationBar.barStyle is set on a navigation controller that forwards the status bar "
      + "question to a child, so it does not change the status bar.",
    rationale:
      "The navigation controller's own style follows its bar style (R15), but only when it "
      + "decides. Once it forwards (a childForStatusBarStyle override, or a hidden bar, R14) "
      + "the child decides and the bar style has no effect on the status bar.",
    fix: "Set the style on the controller that decides, or stop forwarding.",
    rules: [.r15, .r14],
    triggering: [
      LintExample(
        """
        class Forwarding: UINavigationController { childForStatusBarStyle = topViewController }
        window { NC: Forwarding { 1️⃣navigationBar.barStyle = black
          Top: UIViewController } }
        """)
    ],
    nonTriggering: [
      LintExample(
        """
        window { NC: UINavigationController { navigationBar.barStyle = black
          Top: UIViewController } }
        """)
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    var findings: [LintFinding] = []
    var reported: Set<SourceRange> = []
    let model = context.model
    for id in context.placedControllers where model[id].kind == .navigation {
      let controller = model[id]
      guard let barStyle = model.effectiveSettings(of: controller.id).navigationBarStyle,
        !reported.contains(barStyle.range),
        let child = context.forwardAnswer(for: controller.id).child
      else { continue }
      reported.insert(barStyle.range)
      findings.append(
        finding(
          "navigationBar.barStyle = \(barStyle.value.rawValue) does not change the status bar: "
            + "'\(controller.name)' forwards to '\(model[child].name)'",
          at: barStyle.range,
          fix: "Set the style on '\(model[child].name)', which decides, or stop forwarding."))
    }
    return findings
  }
}

/// `container-does-not-forward`: a container whose children override the style but which
/// does not forward to them.
struct ContainerDoesNotForwardCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "container-does-not-forward", title: "Container does not forward", severity: .warning,
    summary:
      "A custom container, page or split view controller holds children that override "
      + "preferredStatusBarStyle (or prefersStatusBarHidden), but does not override "
      + "childForStatusBarStyle (or childForStatusBarHidden).",
    rationale:
      "Containers built with addChild, and UIPageViewController, inherit the base "
      + "childForStatusBarStyle and childForStatusBarHidden, which return nil (R20): the "
      + "container decides and its children are never asked. Which child UISplitViewController "
      + "forwards to is not established (R19).",
    fix:
      "Override childForStatusBarStyle (or childForStatusBarHidden) in the container's class to "
      + "return the child that should decide.",
    rules: [.r20, .r19],
    triggering: [
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { 1️⃣Container: UIViewController { Content: Light } }
        """),
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { 1️⃣Pages: UIPageViewController { Page: Light } }
        """),
      LintExample(
        """
        class Immersive: UIViewController { prefersStatusBarHidden = true }
        class Forwarding: UIViewController { childForStatusBarStyle = children.first }
        window { 1️⃣Container: Forwarding { Content: Immersive } }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        class Forwarding: UIViewController { childForStatusBarStyle = children.first }
        window { Container: Forwarding { Content: Light } }
        """),
      LintExample(
        """
        window { Container: UIViewController { Content: UIViewController } }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    var findings: [LintFinding] = []
    let model = context.model
    for id in context.placedControllers where !model.controllers[id.index].children.isEmpty {
      guard [.plain, .page, .split].contains(model[id].kind) else { continue }
      let controller = model[id]
      let settings = model.effectiveSettings(of: controller.id)
      for question in StatusBarQuestion.allCases
      where question.childSelector(in: settings) == nil
        && question.valueForwarding(in: settings) == nil
      {
        let overriding = controller.children.filter {
          context.valueOverride(
            of: context.forwardingEnd(from: $0, question: question), question: question) != nil
        }
        guard let first = overriding.first else { continue }
        let names = overriding.prefix(3).map { "'\(model[$0].name)'" }.joined(separator: ", ")
        let reason =
          controller.kind == .split
          ? "which child UISplitViewController forwards to is not established"
          : "it does not override \(question.childMember), so it decides itself"
        findings.append(
          finding(
            "'\(controller.name)' contains \(names), which override"
              + "\(overriding.count == 1 ? "s" : "") \(question.valueMember), but \(reason) and "
              + "they are never asked",
            at: controller.nameRange,
            notes: [
              Diagnostic.Note("'\(model[first].name)' is placed here", at: model[first].nameRange)
            ],
            fix:
              "Override \(question.childMember) in the class of '\(controller.name)' to return "
              + "the child that should decide, such as '\(model[first].name)'."))
      }
    }
    return findings
  }
}
