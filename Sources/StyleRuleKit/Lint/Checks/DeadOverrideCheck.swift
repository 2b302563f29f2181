/// `dead-override`: an override of `preferredStatusBarStyle` that UIKit never asks.
struct DeadOverrideCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "dead-override", title: "Override never asked", severity: .warning,
    summary:
      "An override of preferredStatusBarStyle that no state the file describes ever asks, "
      + "because another controller keeps the decision.",
    rationale:
      "UIKit asks only the controller its walk ends at. A navigation controller keeps the "
      + "decision while its bar is visible, a childForStatusBarStyle override can lead elsewhere, "
      + "and a window in front takes over: the override looks right in code review and does "
      + "nothing. The finding names the controller that shadows it.",
    fix:
      "Make the controller that keeps the decision forward to the overriding one (for a "
      + "navigation controller, a subclass that overrides childForStatusBarStyle), or remove "
      + "the override. 'stylerule explain FILE CONTROLLER' lists verified fixes.",
    rules: ["R14", "R10", "R17", "R33"],
    triggering: [
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { 1️⃣Screen: Light } }
        """),
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window Main { 1️⃣Photo: Light }
        window Toast { windowLevel = alert
          Banner: UIViewController }
        """),
      LintExample(
        """
        class Unused: UIViewController { 1️⃣preferredStatusBarStyle = lightContent }
        window { Root: UIViewController }
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
        class Base: UIViewController { preferredStatusBarStyle = lightContent }
        class Screen: Base
        window { Root: Screen }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    var findings: [LintFinding] = []
    for controller in context.placedControllers {
      guard let preference = context.styleOverride(of: controller.id) else { continue }
      let departure = context.departure(for: controller.id)
      let explain =
        "'stylerule explain \(context.model.source.path) \(controller.name)' lists verified fixes"
      let fix: String
      switch departure.kind {
      case .ancestorDoesNotForward(let ancestor, _, let answer):
        let shadow = context.model[ancestor].name
        switch answer.reason {
        case .navigationBarVisible:
          fix =
            "Make '\(shadow)' forward to its top view controller, with a UINavigationController "
            + "subclass that overrides childForStatusBarStyle; \(explain)."
        case .override:
          fix =
            "Make the childForStatusBarStyle of '\(shadow)' lead to '\(controller.name)'; \(explain)."
        default:
          // Another tab or lower in the stack is another state; containers have their own check.
          continue
        }
      case .otherWindow(let window):
        let label = context.model.windows[window].label(index: window)
        fix =
          "Hide \(label) while '\(controller.name)' is on screen, or have its root view "
          + "controller return the style '\(controller.name)' needs; \(explain)."
      default:
        continue
      }
      var notes = [
        Diagnostic.Note("the override (\(preference.origin.phrase))", at: preference.range)
      ]
      if let location = departure.location {
        notes.append(Diagnostic.Note("the walk leaves the path here", at: location))
      }
      findings.append(
        finding(
          "'\(controller.name)' overrides preferredStatusBarStyle, but UIKit never asks it: "
            + departure.reason,
          at: controller.nameRange, notes: notes, fix: fix))
    }
    // Classes that override the style but that no controller is an instance of.
    var used = Set<Int>()
    for controller in context.model.controllers {
      var reference: ClassReference? = controller.classReference
      while case .declared(let id)? = reference, used.insert(id.index).inserted {
        reference = context.model.classes[id.index].superclass
      }
    }
    for (index, declared) in context.model.classes.enumerated() where !used.contains(index) {
      guard let preference = declared.ownMembers.preferredStatusBarStyle else { continue }
      findings.append(
        finding(
          "class \(declared.name) overrides preferredStatusBarStyle, but no controller in the "
            + "file is an instance of it", at: preference.range,
          fix: "Use the class for the controller it was written for, or remove it."))
    }
    return findings
  }
}
