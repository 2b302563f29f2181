/// `visible-differs-from-top`: `visibleViewController` hands the decision to a presentation
/// that does not take control.
struct VisibleDiffersFromTopCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "visible-differs-from-top", title: "visibleViewController while presenting",
    severity: .warning,
    summary:
      "A navigation controller forwards to visibleViewController while it presents a controller "
      + "that does not take control, so it decides itself instead of its top view controller.",
    rationale:
      "visibleViewController is the presented controller while the navigation controller "
      + "presents one (R17). When that presentation does not hand over control (R25), its "
      + "subtree yields nothing and the navigation controller's own style shows instead of the "
      + "pushed controller's: the status bar changes whenever a sheet or overlay is up.",
    fix:
      "Return topViewController: the pushed controller keeps deciding, and the presentation "
      + "rules decide about the presented controller separately.",
    rules: ["R17", "R25"],
    triggering: [
      LintExample(
        """
        class Nav: UINavigationController { childForStatusBarStyle = visibleViewController }
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { 1️⃣NC: Nav { Player: Light } }
        Player presents Overlay: UIViewController { modalPresentationStyle = overFullScreen }
        """)
    ],
    nonTriggering: [
      LintExample(
        """
        class Nav: UINavigationController { childForStatusBarStyle = topViewController }
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { NC: Nav { Player: Light } }
        Player presents Overlay: UIViewController { modalPresentationStyle = overFullScreen }
        """),
      LintExample(
        """
        class Nav: UINavigationController { childForStatusBarStyle = visibleViewController }
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { NC: Nav { Player: Light } }
        Player presents Modal: UIViewController { modalPresentationStyle = fullScreen }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    var findings: [LintFinding] = []
    let model = context.model
    for controller in context.placedControllers where controller.kind == .navigation {
      guard let selector = model.effectiveSettings(of: controller.id).childForStatusBarStyle,
        selector.value == .visibleViewController, let index = controller.presentation
      else { continue }
      let verdict = context.verdict(of: index)
      guard !verdict.controls else { continue }
      let presented = model[model.presentations[index].presented].name
      let top = controller.children.last.map { "'\(model[$0].name)'" } ?? "nothing"
      findings.append(
        finding(
          "'\(controller.name)' forwards to visibleViewController, which is '\(presented)' while "
            + "'\(controller.name)' presents it; that presentation does not take control, so "
            + "'\(controller.name)' decides itself instead of its top view controller, \(top)",
          at: controller.nameRange,
          notes: [
            Diagnostic.Note(
              "visibleViewController (\(selector.origin.phrase))", at: selector.range),
            Diagnostic.Note(
              "'\(presented)' is presented here", at: model.presentations[index].range),
          ]))
    }
    return findings
  }
}
