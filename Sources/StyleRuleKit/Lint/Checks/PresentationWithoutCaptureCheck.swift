/// `presentation-without-capture`: a presented controller that overrides the style or the
/// hidden state but cannot decide.
struct PresentationWithoutCaptureCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "presentation-without-capture", title: "Presentation without capture", severity: .warning,
    summary:
      "A controller presented without full screen (overFullScreen, overCurrentContext, a sheet, "
      + "a popover, a custom presentation) overrides preferredStatusBarStyle or "
      + "prefersStatusBarHidden but does not set modalPresentationCapturesStatusBarAppearance.",
    rationale:
      "Only full-screen presentations hand status bar control to the presented controller "
      + "(R24); for the others the presenter keeps it (R25), so the presented controller's "
      + "preference is never asked.",
    fix:
      "Set modalPresentationCapturesStatusBarAppearance = true on the presented controller, or "
      + "present it full screen.",
    rules: [.r24, .r25],
    triggering: [
      LintExample(
        """
        class Popup: UIViewController { preferredStatusBarStyle = lightContent }
        window { Root: UIViewController }
        1️⃣Root presents P: Popup { modalPresentationStyle = overFullScreen }
        """),
      LintExample(
        """
        class Popup: UIViewController { preferredStatusBarStyle = lightContent }
        window { Root: UIViewController }
        scenario {
          1️⃣Root presents P: Popup { modalPresentationStyle = overFullScreen }
        }
        """),
      LintExample(
        """
        environment ios 17
        class Sheet: UIViewController { preferredStatusBarStyle = lightContent }
        window { Root: UIViewController { 1️⃣presents S: Sheet } }
        """),
      LintExample(
        """
        class Immersive: UIViewController { prefersStatusBarHidden = true }
        window { Root: UIViewController }
        1️⃣Root presents Player: Immersive { modalPresentationStyle = overFullScreen }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        class Popup: UIViewController { preferredStatusBarStyle = lightContent }
        window { Root: UIViewController }
        Root presents P: Popup {
          modalPresentationStyle = overFullScreen
          modalPresentationCapturesStatusBarAppearance = true
        }
        """),
      LintExample(
        """
        class Popup: UIViewController { preferredStatusBarStyle = lightContent }
        window { Root: UIViewController }
        Root presents P: Popup { modalPresentationStyle = fullScreen }
        """),
      LintExample(
        """
        environment ios 12, device iphone-home-button
        class Sheet: UIViewController { preferredStatusBarStyle = lightContent }
        window { Root: UIViewController }
        Root presents S: Sheet { modalPresentationStyle = pageSheet }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    var findings: [LintFinding] = []
    let model = context.model
    for (index, presentation) in model.presentations.enumerated() {
      let presented = presentation.presented
      guard case .presentation(let placed) = model[presented].parent, placed == index,
        context.resolution.styleAnswer.record.facts.window[presented.index] >= 0
      else { continue }
      // The members the presented subtree overrides, each from the controller it ends at.
      let overrides = StatusBarQuestion.allCases.compactMap { question in
        let decider = context.forwardingEnd(from: presented, question: question)
        return context.valueOverride(of: decider, question: question).map {
          (question, decider, $0)
        }
      }
      guard let decider = overrides.first?.1 else { continue }
      let verdict = context.verdict(of: index)
      guard !verdict.controls else { continue }
      let name = model[presented].name
      let who = decider == presented ? "'\(name)'" : "'\(model[decider].name)' (inside '\(name)')"
      let members = overrides.map(\.0.valueMember).joined(separator: " and ")
      findings.append(
        finding(
          "\(who) overrides \(members), but UIKit never asks it: \(verdict.reason)",
          at: presentation.range,
          notes: overrides.map {
            Diagnostic.Note("the override (\($0.2.origin.phrase))", at: $0.2.range)
          },
          fix:
            "Set modalPresentationCapturesStatusBarAppearance = true on '\(name)', or present it "
            + "with modalPresentationStyle = .fullScreen."))
    }
    // The same for presentations the scenario makes.
    for kept in context.scenario.keptPresentations {
      let who =
        kept.overrides[0].controller == kept.presented
        ? "'\(kept.presented)'" : "'\(kept.overrides[0].controller)' (inside '\(kept.presented)')"
      let members = kept.overrides.map(\.question.valueMember).joined(separator: " and ")
      findings.append(
        finding(
          "\(who) overrides \(members), but UIKit never asks it: \(kept.verdict.reason)",
          at: kept.range,
          notes: kept.overrides.map {
            Diagnostic.Note("the override (\($0.override.origin.phrase))", at: $0.override.range)
          },
          fix:
            "Set modalPresentationCapturesStatusBarAppearance = true on '\(kept.presented)', or "
            + "present it with modalPresentationStyle = .fullScreen."))
    }
    return findings
  }
}
