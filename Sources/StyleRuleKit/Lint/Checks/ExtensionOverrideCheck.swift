/// `extension-override`: status bar members overridden in an extension of a UIKit class.
struct ExtensionOverrideCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "extension-override", title: "Override in an extension of a UIKit class",
    severity: .warning,
    summary:
      "An extension of a UIKit class overrides a status bar member, which replaces UIKit's own "
      + "implementation for every instance, UIKit's controllers included.",
    rationale:
      "A Swift extension override of an Objective-C class becomes a category method that "
      + "replaces UIKit's implementation process-wide (R17): it also changes the navigation "
      + "controllers inside system view controllers, and it is unsupported. The "
      + "preferredStatusBarStyle variant on UINavigationController is reported not to be called "
      + "from iOS 13.4.",
    fix: "Override the member in a subclass and use the subclass, as TN3105 shows.",
    rules: [.r17],
    triggering: [
      LintExample(
        """
        extension UINavigationController {
          1️⃣childForStatusBarStyle = visibleViewController
        }
        window { NC: UINavigationController { Root: UIViewController } }
        """),
      LintExample(
        """
        extension UINavigationController { 1️⃣preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { Root: UIViewController } }
        """),
      LintExample(
        """
        extension UINavigationController { 1️⃣childForStatusBarHidden = topViewController }
        window { NC: UINavigationController { Root: UIViewController } }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        class Forwarding: UINavigationController { childForStatusBarStyle = visibleViewController }
        window { NC: Forwarding { Root: UIViewController } }
        """)
    ])

  static let members: [PropertyKey] = [
    .preferredStatusBarStyle, .childForStatusBarStyle, .prefersStatusBarHidden,
    .childForStatusBarHidden, .capturesStatusBarAppearance,
  ]

  func findings(in context: LintContext) -> [LintFinding] {
    var findings: [LintFinding] = []
    for (uikit, members) in context.model.extensions.sorted(by: {
      $0.key.rawValue < $1.key.rawValue
    }) {
      for member in Self.members {
        guard let range = members.range(of: member) else { continue }
        var message =
          "overriding \(member.rawValue) in an extension of \(uikit.rawValue) replaces UIKit's "
          + "implementation for every \(uikit.rawValue), UIKit's own included; it is unsupported"
        if uikit == .navigationController && member == .preferredStatusBarStyle {
          message += ", and it is reported not to be called from iOS 13.4"
        }
        findings.append(
          finding(
            message, at: range,
            fix:
              "Override \(member.rawValue) in a subclass of \(uikit.rawValue) and use the "
              + "subclass, as TN3105 shows."))
      }
    }
    return findings
  }
}
