/// `visible-differs-from-top`: `visibleViewController` hands the decision to a presentation
/// that does not take control.
struct VisibleDiffersFromTopCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "visible-differs-from-top", title: "visibleViewController while presenting",
    severity: .warning,
    summary:
      "A navigation controller answers childForStatusBarStyle or childForStatusBarHidden with "
      + "visibleViewController while it presents a controller that does not take control, so it "
      + "decides itself instead of its top view controller.",
    rationale:
      "visibleViewController is the presented controller while the navigation controller "
      + "presents one (R17). When that presentation does not hand over control (R25), its "
      + "subtree yields nothing and the navigation controller's own style shows instead of the "
      + "pushed controller's: the status bar changes whenever a sheet or overlay is up.",
    fix:
      "Return topViewController: the pushed controller keeps deciding, and the presentation "
      + "rules decide about the presented controller separately.",
    rules: [.r17, .r25],
    triggering: [
      LintExample(
        """
        class Nav: UINavigationController { childForStatusBarStyle = visibleViewController }
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { 1️⃣NC: Nav { Player: Light } }
        Player presents Overlay: UIViewController { modalPresentationStyle = overFullScreen }
        """),
      LintExample(
        """
        class Nav: UINavigationController { childForStatusBarHidden = visibleViewController }
        class Immersive: UIViewController { prefersStatusBarHidden = true }
        window { 1️⃣NC: Nav { Player: Immersive } }
        Player presents Overlay: UIViewController { modalPresentationStyle = overFullScreen }
        """),
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
    for id in context.placedControllers where model[id].kind == .navigation {
      let controller = model[id]
      guard let index = controller.presentation, !context.verdict(of: index).controls else {
        continue
      }
      let settings = model.effectiveSettings(of: controller.id)
      let forwarding = StatusBarQuestion.allCases.compactMap { question in
        question.childSelector(in: settings).flatMap {
          $0.value == .visibleViewController ? (question, $0) : nil
        }
      }
      guard !forwarding.isEmpty else { continue }
      let presented = model[model.presentations[index].presented].name
      let top = controller.children.last.map { "'\(model[$0].name)'" } ?? "nothing"
      let members = forwarding.map(\.0.childMember).joined(separator: " and ")
      findings.append(
        finding(
          "'\(controller.name)' answers \(members) with visibleViewController, which is "
            + "'\(presented)' while '\(controller.name)' presents it; that presentation does not "
            + "take control, so '\(controller.name)' decides itself instead of its top view "
            + "controller, \(top)",
          at: controller.nameRange,
          notes: forwarding.map {
            Diagnostic.Note(
              "\($0.0.childMember) = visibleViewController (\($0.1.origin.phrase))",
              at: $0.1.range)
          } + [
            Diagnostic.Note(
              "'\(presented)' is presented here", at: model.presentations[index].range)
          ]))
    }
    return findings
  }
}
