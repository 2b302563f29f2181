/// `large-title-without-scroll-view`: a large title over a controller whose view does not
/// scroll, so that the title never collapses.
struct LargeTitleWithoutScrollViewCheck: LintCheck {
  static let readsLayout = true

  static let description = LintCheckDescription(
    id: "large-title-without-scroll-view", title: "Large title that never collapses",
    severity: .warning,
    summary:
      "A navigation controller shows a large title (navigationBar.prefersLargeTitles, and the "
      + "top controller's largeTitleDisplayMode is not never) over a controller whose view is "
      + "not a scroll view: the bar stays 96 points tall.",
    rationale:
      "A large title adds 52 points to the navigation bar and collapses to the 44-point bar as "
      + "the content scrolls (L3.1); UIKit follows the scroll view of the controller on screen "
      + "to do it. Over a view that does not scroll the bar keeps its full height and takes "
      + "that room from the screen for good. The check reads the layout engine's answer: the "
      + "bar shows a large title (iOS 11 and later, in a regular height) and the top "
      + "controller's view is not a scroll view (not a table or collection view controller, "
      + "and no view = UIScrollView). The rules file describes a controller's view only, not "
      + "its subviews: which scroll view UIKit follows when it is a subview is an open question "
      + "(Q9); for a screen whose first subview is the scroll view, declare view = UIScrollView "
      + "or silence the finding.",
    fix:
      "Show the content in a scroll view (a table or collection view controller, or view = "
      + "UIScrollView), or set navigationItem.largeTitleDisplayMode = never on the controller.",
    rules: [.l3_1],
    triggering: [
      LintExample(
        """
        environment ios 17, device iphone-15
        window {
          NC: UINavigationController {
            1️⃣navigationBar.prefersLargeTitles = true
            Settings: UIViewController
          }
        }
        """),
      LintExample(
        """
        environment ios 13, device iphone-xr
        class LargeTitles: UINavigationController { 1️⃣navigationBar.prefersLargeTitles = true }
        window { NC: LargeTitles { Profile: UIViewController { view = UIView } } }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        environment ios 17, device iphone-15
        window {
          NC: UINavigationController {
            navigationBar.prefersLargeTitles = true
            Inbox: UITableViewController
          }
        }
        """),
      LintExample(
        """
        environment ios 17, device iphone-15
        window {
          NC: UINavigationController {
            navigationBar.prefersLargeTitles = true
            Settings: UIViewController { navigationItem.largeTitleDisplayMode = never }
          }
        }
        """),
      LintExample(
        """
        environment ios 17, device iphone-15
        window {
          NC: UINavigationController {
            navigationBar.prefersLargeTitles = true
            Article: UIViewController { view = UIScrollView }
          }
        }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    guard let layout = context.layout else { return [] }
    var findings: [LintFinding] = []
    var reported: Set<SourceRange> = []
    for (node, controller) in layout.layout.controllers.enumerated() {
      guard let bar = controller.navigationBar, bar.showsLargeTitle else { continue }
      // Depth first: the navigation controller's top controller comes right after it.
      let top = node + 1
      guard top < layout.input.nodes.count, layout.container(of: top) == node,
        layout.input.nodes[top].role == .content, layout.layout.controllers[top].scrollView == nil,
        let setting = context.model.effectiveSettings(of: layout.ids[node]).prefersLargeTitles,
        !reported.contains(setting.range)
      else { continue }
      reported.insert(setting.range)
      let name = layout.input.nodes[top].name
      let from = setting.origin == .instance ? "" : " (\(setting.origin.phrase))"
      let frame = bar.frame.value
      let note = Diagnostic.Note(
        "'\(name)', whose view is not a scroll view", at: context.model[layout.ids[top]].nameRange)
      findings.append(
        finding(
          "'\(controller.name)' prefers large titles\(from) and its top controller '\(name)' "
            + "shows one, but the view of '\(name)' is not a scroll view: the navigation bar "
            + "stays \(LayoutNumber.text(frame.height)) points tall (to y "
            + "\(LayoutNumber.text(frame.maxY))) and never collapses",
          at: setting.range, notes: [note],
          fix:
            "Show the content of '\(name)' in a scroll view (a table or collection view "
            + "controller, or view = UIScrollView), or set navigationItem.largeTitleDisplayMode "
            + "= never on '\(name)'."))
    }
    return findings
  }
}
