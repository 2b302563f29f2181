/// `overrides-ignored-by-plist`: the Info.plist switch is NO while controllers override
/// status bar members.
struct OverridesIgnoredByPlistCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "overrides-ignored-by-plist", title: "Overrides ignored by the Info.plist switch",
    severity: .warning,
    summary:
      "UIViewControllerBasedStatusBarAppearance is NO while controllers override "
      + "preferredStatusBarStyle, prefersStatusBarHidden or the childFor… members: UIKit "
      + "ignores every one of them.",
    rationale:
      "With the switch NO the app sets the style and the hidden state through UIApplication "
      + "and no view controller is asked (R3). Overrides then look effective and are not, a "
      + "common result of copying advice written for the other setting.",
    fix:
      "Set UIViewControllerBasedStatusBarAppearance to YES (or remove it) to let view "
      + "controllers decide, or remove the overrides and set the status bar with "
      + "UIStatusBarStyle and UIStatusBarHidden.",
    rules: [.r1, .r3],
    triggering: [
      LintExample(
        """
        plist 1️⃣UIViewControllerBasedStatusBarAppearance = NO
        class Dark: UIViewController { preferredStatusBarStyle = darkContent }
        window { Home: Dark }
        """),
      LintExample(
        """
        plist 1️⃣UIViewControllerBasedStatusBarAppearance = NO
        class Immersive: UIViewController { prefersStatusBarHidden = true }
        window { Home: Immersive }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        plist UIViewControllerBasedStatusBarAppearance = NO
        plist UIStatusBarStyle = UIStatusBarStyleLightContent
        window { Home: UIViewController }
        """),
      LintExample(
        """
        plist UIViewControllerBasedStatusBarAppearance = YES
        class Dark: UIViewController { preferredStatusBarStyle = darkContent }
        window { Home: Dark }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    let model = context.model
    guard !model.plist.viewControllersDecide, let entry = model.plist.viewControllerBasedAppearance,
      let range = entry.range
    else { return [] }
    var ignored: [(String, SourceRange)] = []
    for id in context.placedControllers {
      let settings = model.effectiveSettings(of: id)
      let overridden = StatusBarQuestion.allCases.lazy.compactMap { question in
        context.valueOverride(of: id, question: question)?.range
          ?? question.childSelector(in: settings).flatMap {
            $0.origin == .instance ? nil : $0.range
          }
      }
      if let range = overridden.first {
        ignored.append((model[id].name, range))
      }
    }
    guard let first = ignored.first else { return [] }
    let more = ignored.count > 1 ? " (and \(ignored.count - 1) more)" : ""
    return [
      finding(
        "UIViewControllerBasedStatusBarAppearance is NO, so UIKit ignores the status bar "
          + "overrides of '\(first.0)'\(more)", at: range,
        notes: ignored.prefix(3).map { Diagnostic.Note("ignored override of '\($0.0)'", at: $0.1) })
    ]
  }
}

/// `app-level-style-ignored`: `UIApplication.shared.statusBarStyle` set while view controllers decide.
struct ApplicationStyleIgnoredCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "app-level-style-ignored", title: "App-level style ignored", severity: .warning,
    summary:
      "UIApplication.shared.statusBarStyle is set while UIViewControllerBasedStatusBarAppearance "
      + "is YES or absent: it has no effect, and the setter is deprecated since iOS 9.",
    rationale:
      "Under view-controller-based appearance the application's value is never read (R2); the "
      + "status bar follows the controllers, so the call silently does nothing.",
    fix:
      "Override preferredStatusBarStyle in the controller that decides, or set "
      + "UIViewControllerBasedStatusBarAppearance to NO to use the app-level style.",
    rules: [.r2],
    triggering: [
      LintExample(
        """
        1️⃣UIApplication.shared.statusBarStyle = lightContent
        window { Home: UIViewController }
        """),
      LintExample(
        """
        window { Home: UIViewController }
        scenario {
          1️⃣UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
        }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        plist UIViewControllerBasedStatusBarAppearance = NO
        UIApplication.shared.statusBarStyle = lightContent
        window { Home: UIViewController }
        """)
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    let model = context.model
    guard model.plist.viewControllersDecide else { return [] }
    var found: [LintFinding] = []
    if let setter = model.application.statusBarStyle, let range = setter.range {
      found.append(
        finding(
          "UIApplication.shared.statusBarStyle = \(setter.value.rawValue) has no effect: "
            + "UIViewControllerBasedStatusBarAppearance is YES or absent, so view controllers decide",
          at: range))
    }
    for event in model.scenario {
      guard case .application(let change) = event.kind, case .style = change.value else { continue }
      found.append(
        finding(
          "\(change.spelling) in the scenario has no effect: "
            + "UIViewControllerBasedStatusBarAppearance is YES or absent, so view controllers decide",
          at: event.range))
    }
    return found
  }
}

/// `app-level-hidden-ignored`: `UIApplication.shared.isStatusBarHidden` set while view
/// controllers decide.
struct ApplicationHiddenIgnoredCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "app-level-hidden-ignored", title: "App-level hidden state ignored", severity: .warning,
    summary:
      "UIApplication.shared.isStatusBarHidden is set while "
      + "UIViewControllerBasedStatusBarAppearance is YES or absent: it has no effect, and the "
      + "setter is deprecated since iOS 9.",
    rationale:
      "Under view-controller-based appearance the application's value is never read (R2): "
      + "prefersStatusBarHidden of the controller the walk ends at decides, so the call "
      + "silently does nothing. Info.plist UIStatusBarHidden still hides the status bar during "
      + "launch (R5), which is a common and deliberate choice, so it is not reported.",
    fix:
      "Override prefersStatusBarHidden in the controller that decides and call "
      + "setNeedsStatusBarAppearanceUpdate(), or set UIViewControllerBasedStatusBarAppearance "
      + "to NO to use the app-level value.",
    rules: [.r2, .r5],
    triggering: [
      LintExample(
        """
        1️⃣UIApplication.shared.setStatusBarHidden(true, with: .fade)
        window { Home: UIViewController }
        """),
      LintExample(
        """
        window { Home: UIViewController }
        scenario {
          1️⃣UIApplication.shared.isStatusBarHidden = true
        }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        plist UIViewControllerBasedStatusBarAppearance = NO
        UIApplication.shared.isStatusBarHidden = true
        window { Home: UIViewController }
        """),
      LintExample(
        """
        plist UIStatusBarHidden = YES
        window { Home: UIViewController }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    let model = context.model
    guard model.plist.viewControllersDecide else { return [] }
    var found: [LintFinding] = []
    if let setter = model.application.isStatusBarHidden, let range = setter.range {
      found.append(
        finding(
          "UIApplication.shared.isStatusBarHidden = \(setter.value) has no effect: "
            + "UIViewControllerBasedStatusBarAppearance is YES or absent, so view controllers decide",
          at: range))
    }
    for event in model.scenario {
      guard case .application(let change) = event.kind, case .hidden = change.value else {
        continue
      }
      found.append(
        finding(
          "\(change.spelling) in the scenario has no effect: "
            + "UIViewControllerBasedStatusBarAppearance is YES or absent, so view controllers decide",
          at: event.range))
    }
    return found
  }
}
