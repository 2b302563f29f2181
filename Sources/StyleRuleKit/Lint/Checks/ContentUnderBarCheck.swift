/// `content-under-bar`: a scroll view whose inset adjustment is turned off under a bar, so
/// that its first (or last) rows start hidden behind it.
struct ContentUnderBarCheck: LintCheck {
  static let readsLayout = true

  static let description = LintCheckDescription(
    id: "content-under-bar", title: "Scroll content hidden under a bar", severity: .warning,
    summary:
      "A controller's scroll view is not adjusted (contentInsetAdjustmentBehavior = never on "
      + "iOS 11 and later, automaticallyAdjustsScrollViewInsets = false on iOS 7–10) while its "
      + "view extends under a navigation bar, toolbar or tab bar: its first or last rows start "
      + "hidden behind the bar.",
    rationale:
      "From iOS 7 a controller's view extends under translucent bars (L4.3), and UIKit insets "
      + "its scroll view by the bars so that the content starts below them: by the layout "
      + "guides on iOS 7–10 (L6.1, L6.3), by the safe area from iOS 11 (L8.1, L8.2). With the "
      + "adjustment off the content starts at the view's top, behind the bar, and its last rows "
      + "can never scroll out from under a bottom bar. The check lays the screen out as "
      + "'stylerule layout' does, reports only where the content starts under a bar, and lays "
      + "it out again with the adjustment on to say where the content would start; it is "
      + "silent where the adjustment would not move the content out from under the bar (a "
      + "custom container's child on iOS 7–10), under the status bar alone (a header image "
      + "there is often meant), and where a value the reference leaves open (a bar's height or "
      + "origin, a sheet's top) could put the content clear of the bar. The rules file states "
      + "no contentInset of the app's own: an app that insets its content by hand can silence "
      + "the finding with a stylerule:disable comment.",
    fix:
      "Let UIKit adjust the insets (remove contentInsetAdjustmentBehavior = never, or "
      + "automaticallyAdjustsScrollViewInsets = false before iOS 11), or keep the view from "
      + "under the bar with edgesForExtendedLayout; 'stylerule explain FILE CONTROLLER --top Y' "
      + "lists verified changes.",
    rules: [.l4_3, .l6_1, .l6_3, .l8_1, .l8_2],
    triggering: [
      LintExample(
        """
        environment ios 17, device iphone-15
        class Feed: UITableViewController { 1️⃣tableView.contentInsetAdjustmentBehavior = never }
        window { NC: UINavigationController { Home: Feed } }
        """),
      LintExample(
        """
        environment ios 10, device iphone-6s
        window {
          Tabs: UITabBarController {
            NC: UINavigationController {
              Home: UITableViewController { 1️⃣automaticallyAdjustsScrollViewInsets = false }
            }
          }
        }
        """),
      LintExample(
        """
        environment ios 17, device iphone-15
        window {
          Tabs: UITabBarController {
            Photos: UICollectionViewController {
              1️⃣collectionView.contentInsetAdjustmentBehavior = never
            }
          }
        }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        environment ios 17, device iphone-15
        window {
          NC: UINavigationController {
            navigationBar.isTranslucent = false
            Home: UITableViewController { tableView.contentInsetAdjustmentBehavior = never }
          }
        }
        """),
      LintExample(
        """
        environment ios 17, device iphone-15
        window {
          NC: UINavigationController {
            Home: UITableViewController {
              tableView.contentInsetAdjustmentBehavior = never
              edgesForExtendedLayout = none
            }
          }
        }
        """),
      LintExample(
        """
        environment ios 17, device iphone-15
        window { Cover: UITableViewController { tableView.contentInsetAdjustmentBehavior = never } }
        """),
      LintExample(
        """
        environment ios 10, device iphone-6s
        window {
          NC: UINavigationController {
            Home: UITableViewController { tableView.contentInsetAdjustmentBehavior = never }
          }
        }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    guard let layout = context.layout, layout.ios.major >= 7 else { return [] }
    var findings: [LintFinding] = []
    var reported: Set<SourceRange> = []
    for (node, controller) in layout.layout.controllers.enumerated() {
      guard let scroll = controller.scrollView else { continue }
      let settings = context.model.effectiveSettings(of: layout.ids[node])
      let written: String
      let range: SourceRange
      let origin: SettingOrigin
      let restore: (inout ControllerLayoutProperties) -> Void
      var rules: [RuleID]
      if layout.ios.major >= 11 {
        guard let behavior = settings.contentInsetAdjustmentBehavior, behavior.value == .never
        else { continue }
        (written, range, origin) = (
          "contentInsetAdjustmentBehavior = never", behavior.range, behavior.origin
        )
        restore = { $0.contentInsetAdjustmentBehavior = .automatic }
        rules = [.l4_3, .l8_2, .l8_4]
      } else {
        guard let flag = settings.automaticallyAdjustsScrollViewInsets, !flag.value else {
          continue
        }
        (written, range, origin) = (
          "automaticallyAdjustsScrollViewInsets = false", flag.range, flag.origin
        )
        restore = { $0.automaticallyAdjustsScrollViewInsets = true }
        rules = [.l4_3, .l6_1, .l6_3, .l5_1]
      }
      guard !reported.contains(range) else { continue }
      let view = controller.viewFrame.value
      let inset = (scroll.adjustedContentInset ?? scroll.contentInset).value
      let top = view.minY + inset.top
      let bottom = view.maxY - inset.bottom
      // The same screen with the adjustment on: where the content would start and end.
      let adjusted = layout.relaid(node: node, restore).controllers[node]
      let adjustedInset =
        (adjusted.scrollView?.adjustedContentInset ?? adjusted.scrollView?.contentInset)?.value
        ?? inset
      let adjustedTop = adjusted.viewFrame.value.minY + adjustedInset.top
      let adjustedBottom = adjusted.viewFrame.value.maxY - adjustedInset.bottom
      let bars = layout.bars(over: node)
      var parts: [String] = []
      var notes: [Diagnostic.Note] = []
      for (bar, isTop) in [(bars.top, true), (bars.bottom, false)] {
        guard let bar else { continue }
        let covered = LayoutCheckSupport.overlap(of: bar, isTop: isTop, top: top, bottom: bottom)
        let clearedBy = LayoutCheckSupport.overlap(
          of: bar, isTop: isTop, top: adjustedTop, bottom: adjustedBottom)
        let owner = layout.owner(of: bar, over: node)
        guard covered > 0, clearedBy < covered,
          LayoutCheckSupport.stillCovered(
            by: bar, isTop: isTop, owner: owner, node: node, top: top, bottom: bottom,
            in: layout)
        else { continue }
        let phrase = LayoutCheckSupport.barPhrase(bar, owner: owner, in: layout)
        let points = LayoutNumber.text(covered)
        if isTop {
          parts.append(
            "its content starts at y \(LayoutNumber.text(top)), \(points) points under \(phrase) "
              + "(which ends at y \(LayoutNumber.text(bar.frame.maxY))); adjusted, it would start "
              + "at y \(LayoutNumber.text(adjustedTop))")
        } else {
          parts.append(
            "its last \(points) points of content stay under \(phrase) (from y "
              + "\(LayoutNumber.text(bar.frame.minY))); adjusted, the content would end at y "
              + LayoutNumber.text(adjustedBottom))
        }
        if !bar.translucent { rules.append(.l4_2) }
        notes += LayoutCheckSupport.ownerNote(
          owner, "\(phrase), over '\(controller.name)'",
          in: context)
      }
      guard !parts.isEmpty else { continue }
      reported.insert(range)
      let from = origin == .instance ? "" : " (\(origin.phrase))"
      let hint = LayoutCheckSupport.explainHint(
        controller: controller.name, top: adjustedTop, in: context)
      let change =
        layout.ios.major >= 11
        ? "Remove contentInsetAdjustmentBehavior = never (or set it to automatic)"
        : "Remove automaticallyAdjustsScrollViewInsets = false"
      findings.append(
        finding(
          "'\(controller.name)' sets \(written)\(from), so its scroll view is not adjusted: "
            + parts.joined(separator: "; and "),
          at: range, notes: notes,
          fix:
            "\(change) for '\(controller.name)', or keep its view from under the bar with "
            + "edgesForExtendedLayout; \(hint).",
          rules: rules))
    }
    return findings
  }
}
