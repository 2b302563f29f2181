/// `selector-not-a-descendant`: a `childFor…` override that returns a controller outside the
/// container's own children.
struct SelectorNotADescendantCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "selector-not-a-descendant", title: "Forwards outside itself", severity: .warning,
    summary:
      "childForStatusBarStyle or childForStatusBarHidden returns a named controller that is not "
      + "one of the controller's descendants: a controller in another window, a sibling, a "
      + "parent.",
    rationale:
      "UIKit asks whatever controller the override returns (R10), so the answer comes from a "
      + "controller that may be off screen, in another window, or above the container; two "
      + "overrides that return each other make UIKit recurse until the app crashes.",
    fix:
      "Return one of the controller's own children, or make the controller that should decide "
      + "a child of it.",
    rules: [.r10],
    triggering: [
      LintExample(
        """
        class Pager: UIViewController { 1️⃣childForStatusBarStyle = Banner }
        window { Home: Pager { Page: UIViewController } }
        window Toast { isHidden = true; Banner: UIViewController }
        """)
    ],
    nonTriggering: [
      LintExample(
        """
        class Pager: UIViewController { childForStatusBarStyle = Page }
        window { Home: Pager { Page: UIViewController } }
        """)
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    let model = context.model
    var findings: [LintFinding] = []
    var reported: Set<SourceRange> = []
    for id in context.placedControllers {
      let settings = model.effectiveSettings(of: id)
      for question in StatusBarQuestion.allCases {
        guard let setting = question.childSelector(in: settings),
          case .named(let name) = setting.value, let named = model.controller(named: name)?.id,
          !Self.isDescendant(named, of: id, in: model), !reported.contains(setting.range)
        else { continue }
        reported.insert(setting.range)
        findings.append(
          finding(
            "the \(question.childMember) of '\(model[id].name)' (\(setting.origin.phrase)) "
              + "returns '\(name)', which is not one of its descendants; UIKit asks it all the "
              + "same, wherever it is",
            at: setting.range,
            notes: [Diagnostic.Note("'\(name)' is declared here", at: model[named].nameRange)]))
      }
    }
    return findings
  }

  /// Whether `descendant` is inside `ancestor`'s children, at any depth.
  static func isDescendant(
    _ descendant: ControllerID, of ancestor: ControllerID, in model: AppModel
  )
    -> Bool
  {
    var current = descendant
    var steps = 0
    while case .container(let parent)? = model[current].parent, steps <= model.controllers.count {
      if parent == ancestor { return true }
      current = parent
      steps += 1
    }
    return false
  }
}
