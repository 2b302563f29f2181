/// `deprecated-status-bar-hidden-modifier`: SwiftUI's `.statusBarHidden(_:)` (or
/// `.statusBar(hidden:)`) in an app whose deployment target is iOS 27 or later (R40).
struct DeprecatedSwiftUIStatusBarHiddenCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "deprecated-status-bar-hidden-modifier", title: "Deprecated SwiftUI status bar modifier",
    severity: .note,
    summary:
      "A hosting controller's root view hides the status bar with .statusBarHidden(_:) or "
      + ".statusBar(hidden:) (rootView.statusBarHidden) while the deployment target is iOS 27 "
      + "or later, where both are deprecated.",
    rationale:
      "iOS 27 deprecates statusBarHidden(_:) and statusBar(hidden:) and gives the status bar a "
      + "toolbar placement instead (R40). Deprecated is not removed, so this is a note; it is "
      + "reported only when the deployment target is stated and is iOS 27 or later, since "
      + "before iOS 27 the new placement does not exist.",
    fix:
      "Use .toolbarVisibility(.hidden, for: .statusBar) (iOS 27), written "
      + "rootView.statusBarVisibility = hidden.",
    rules: [.r40],
    triggering: [
      LintExample(
        """
        environment ios 27, deployment-target 27
        window { Root: UIHostingController { 1️⃣rootView.statusBarHidden = true } }
        """),
      LintExample(
        """
        environment ios 27, deployment-target 27
        class Player: UIHostingController { 1️⃣rootView.statusBarHidden = true }
        window { Root: Player }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        environment ios 27, deployment-target 26
        window { Root: UIHostingController { rootView.statusBarHidden = true } }
        """),
      LintExample(
        """
        environment ios 27
        window { Root: UIHostingController { rootView.statusBarHidden = true } }
        """),
      LintExample(
        """
        environment ios 27, deployment-target 27
        window { Root: UIHostingController { rootView.statusBarVisibility = hidden } }
        """),
    ])

  /// The first iOS version where the modifiers are deprecated.
  static let deprecatedFrom = OSVersion(27)

  func findings(in context: LintContext) -> [LintFinding] {
    let model = context.model
    guard let target = model.deploymentTarget?.value, target >= Self.deprecatedFrom else {
      return []
    }
    var ranges: [SourceRange] = []
    for declared in model.classes {
      if let hidden = declared.ownMembers.swiftUIStatusBarHidden { ranges.append(hidden.range) }
    }
    for controller in model.controllers {
      if let hidden = controller.settings.swiftUIStatusBarHidden, hidden.origin == .instance {
        ranges.append(hidden.range)
      }
    }
    return ranges.map {
      finding(
        "rootView.statusBarHidden is SwiftUI's .statusBarHidden(_:) or .statusBar(hidden:), "
          + "deprecated in iOS 27, and the deployment target is iOS \(target): use "
          + ".toolbarVisibility(.hidden, for: .statusBar)", at: $0)
    }
  }
}
