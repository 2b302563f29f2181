/// `overrides-ignored-by-plist`: the Info.plist switch is NO while controllers override the style.
struct OverridesIgnoredByPlistCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "overrides-ignored-by-plist", title: "Overrides ignored by the Info.plist switch",
    severity: .warning,
    summary:
      "UIViewControllerBasedStatusBarAppearance is NO while controllers override "
      + "preferredStatusBarStyle or childForStatusBarStyle: UIKit ignores every one of them.",
    rationale:
      "With the switch NO the app sets the style through UIApplication and no view controller "
      + "is asked (R3). Overrides then look effective and are not, a common result of copying "
      + "advice written for the other setting.",
    fix:
      "Set UIViewControllerBasedStatusBarAppearance to YES (or remove it) to let view "
      + "controllers decide, or remove the overrides and set the style with UIStatusBarStyle.",
    rules: ["R1", "R3"],
    triggering: [
      LintExample(
        """
        plist 1️⃣UIViewControllerBasedStatusBarAppearance = NO
        class Dark: UIViewController { preferredStatusBarStyle = darkContent }
        window { Home: Dark }
        """)
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
    for controller in context.placedControllers {
      let settings = model.effectiveSettings(of: controller.id)
      let style = settings.preferredStatusBarStyle.flatMap {
        $0.origin == .instance ? nil : $0.range
      }
      let child = settings.childForStatusBarStyle.flatMap {
        $0.origin == .instance ? nil : $0.range
      }
      if let range = style ?? child {
        ignored.append((controller.name, range))
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
    rules: ["R2"],
    triggering: [
      LintExample(
        """
        1️⃣UIApplication.shared.statusBarStyle = lightContent
        window { Home: UIViewController }
        """)
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
    guard model.plist.viewControllersDecide, let setter = model.application.statusBarStyle,
      let range = setter.range
    else { return [] }
    return [
      finding(
        "UIApplication.shared.statusBarStyle = \(setter.value.rawValue) has no effect: "
          + "UIViewControllerBasedStatusBarAppearance is YES or absent, so view controllers decide",
        at: range)
    ]
  }
}
