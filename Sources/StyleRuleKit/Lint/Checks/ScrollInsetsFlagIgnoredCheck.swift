/// `scroll-insets-flag-ignored`: `automaticallyAdjustsScrollViewInsets = false` relied on to
/// stop the inset adjustment on iOS 11 and later, where it no longer does.
struct ScrollInsetsFlagIgnoredCheck: LintCheck {
  static let readsLayout = true

  static let description = LintCheckDescription(
    id: "scroll-insets-flag-ignored", title: "automaticallyAdjustsScrollViewInsets no longer stops",
    severity: .warning,
    summary:
      "A controller whose view is a scroll view sets automaticallyAdjustsScrollViewInsets = "
      + "false on iOS 11 or later, where its scroll view is still adjusted by the safe area "
      + "(contentInsetAdjustmentBehavior automatic).",
    rationale:
      "Before iOS 11 automaticallyAdjustsScrollViewInsets = false stopped UIKit from insetting "
      + "the scroll view (L6.1). From iOS 11 the flag is deprecated and only removes the "
      + "automatic behavior's navigation clause: content that scrolls is still adjusted by the "
      + "scroll view's safe area, so the insets the app sets by hand are added to UIKit's "
      + "(L8.3, L8.2); apps set contentInsetAdjustmentBehavior = never instead. The check "
      + "reports the flag where the layout engine still adjusts the scroll view with it off. "
      + "Whether content shorter than the view is adjusted is left open (Q10, D8): the "
      + "finding is about content that scrolls.",
    fix:
      "Set contentInsetAdjustmentBehavior = never on the scroll view (scrollView., tableView. or "
      + "collectionView.) where the app insets it itself, or remove the flag and let UIKit "
      + "adjust it.",
    rules: [.l6_1, .l8_2, .l8_3],
    triggering: [
      LintExample(
        """
        environment ios 17, device iphone-15
        class Feed: UITableViewController { 1️⃣automaticallyAdjustsScrollViewInsets = false }
        window { NC: UINavigationController { Home: Feed } }
        """)
    ],
    nonTriggering: [
      LintExample(
        """
        environment ios 10, device iphone-6s
        class Feed: UITableViewController { automaticallyAdjustsScrollViewInsets = false }
        window { NC: UINavigationController { Home: Feed } }
        """),
      LintExample(
        """
        environment ios 17, device iphone-15
        class Feed: UITableViewController {
          automaticallyAdjustsScrollViewInsets = false
          tableView.contentInsetAdjustmentBehavior = never
        }
        window { NC: UINavigationController { Home: Feed } }
        """),
      LintExample(
        """
        environment ios 17, device iphone-15
        window {
          NC: UINavigationController {
            Home: UIViewController { automaticallyAdjustsScrollViewInsets = false }
          }
        }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    guard let layout = context.layout, layout.ios.major >= 11 else { return [] }
    var findings: [LintFinding] = []
    var reported: Set<SourceRange> = []
    for (node, controller) in layout.layout.controllers.enumerated() {
      guard let adjusted = controller.scrollView?.adjustedContentInset?.value else { continue }
      let settings = context.model.effectiveSettings(of: layout.ids[node])
      guard let flag = settings.automaticallyAdjustsScrollViewInsets, !flag.value,
        !reported.contains(flag.range),
        (settings.contentInsetAdjustmentBehavior?.value ?? .automatic) == .automatic,
        adjusted.top > 0 || adjusted.bottom > 0
      else { continue }
      reported.insert(flag.range)
      let from = flag.origin == .instance ? "" : " (\(flag.origin.phrase))"
      let insets = [("top", adjusted.top), ("bottom", adjusted.bottom)].filter { $0.1 > 0 }
        .map { "\($0.0) \(LayoutNumber.text($0.1))" }.joined(separator: ", ")
      findings.append(
        finding(
          "'\(controller.name)' sets automaticallyAdjustsScrollViewInsets = false\(from), which "
            + "does not stop the adjustment on iOS \(layout.ios): when its content scrolls, its "
            + "scroll view's adjustedContentInset is still \(insets) (contentInsetAdjustmentBehavior "
            + "automatic)",
          at: flag.range,
          fix:
            "Set contentInsetAdjustmentBehavior = never on the scroll view of "
            + "'\(controller.name)' if the app insets it itself, or remove the flag and let "
            + "UIKit adjust it."))
    }
    return findings
  }
}
