/// `missing-appearance-update`: a scenario changes what the status bar should show without
/// anything making UIKit ask again, so the status bar goes stale.
struct MissingAppearanceUpdateCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "missing-appearance-update", title: "Change without setNeedsStatusBarAppearanceUpdate()",
    severity: .warning,
    summary:
      "An event of the scenario changes what the status bar should show, but nothing makes "
      + "UIKit ask again, so the status bar shows the old value (a stale state).",
    rationale:
      "UIKit does not watch preferredStatusBarStyle, prefersStatusBarHidden or the properties "
      + "they depend on: after a change it asks again only when setNeedsStatusBarAppearanceUpdate() "
      + "is called from the window that controls the status bar, or at its own moments, such "
      + "as a presentation, a push or a rotation (R11). Until then the status bar keeps what it "
      + "showed. 'stylerule timeline FILE' shows every state.",
    fix:
      "Call setNeedsStatusBarAppearanceUpdate() on the controller right after the change (in "
      + "the same function), inside an animation block to animate it.",
    rules: [.r11],
    triggering: [
      LintExample(
        """
        class Screen: UIViewController { prefersStatusBarHidden = false }
        window { Root: Screen }
        scenario {
          1️⃣Root.prefersStatusBarHidden = true
        }
        """),
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { Home: Light } }
        scenario {
          1️⃣NC.isNavigationBarHidden = true
        }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        class Screen: UIViewController { prefersStatusBarHidden = false }
        window { Root: Screen }
        scenario {
          Root.prefersStatusBarHidden = true; Root.setNeedsStatusBarAppearanceUpdate()
        }
        """),
      LintExample(
        """
        class Screen: UIViewController { preferredStatusBarStyle = default }
        window { Root: Screen }
        scenario {
          # one function: the presentation right after the change makes UIKit ask again
          Root.preferredStatusBarStyle = lightContent; Root presents Modal: UIViewController
        }
        """),
      LintExample(
        """
        window { NC: UINavigationController { Home: UIViewController } }
        scenario {
          # the bar style change makes UIKit ask again, after both changes
          NC.navigationBar.barStyle = black; NC.isNavigationBarHidden = true
        }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    guard let timeline = context.timeline else { return [] }
    var findings: [LintFinding] = []
    for (index, state) in timeline.states.enumerated() where state.isStale {
      // Report where the status bar goes stale, not every state it stays stale in.
      guard index == 0 || !timeline.states[index - 1].isStale, let location = state.location
      else { continue }
      let until: String
      if let next = state.refreshedBy, let nextLocation = timeline.states[next].location {
        let line = context.model.source.location(of: nextLocation.start).line
        until = "until '\(timeline.states[next].title)' (line \(line)) makes UIKit ask again"
      } else if let back = timeline.states.indices.first(where: {
        $0 > index && !timeline.states[$0].isStale
      }), let backLocation = timeline.states[back].location {
        let line = context.model.source.location(of: backLocation.start).line
        until = "until '\(timeline.states[back].title)' (line \(line)) changes the preferences back"
      } else {
        until = "for the rest of the scenario: no later event makes UIKit ask again"
      }
      findings.append(
        finding(
          "after this change the status bar keeps showing \(state.shown.phrase), while the "
            + "preferences give \(state.currentSnapshot.phrase), \(until)",
          at: location,
          fix: state.fixNow.map { "\($0.prefix(1).uppercased())\($0.dropFirst())." }))
    }
    return findings
  }
}
