/// `opaque-bar-not-extended`: `edgesForExtendedLayout` asks for an edge under a bar that is
/// opaque, without `extendedLayoutIncludesOpaqueBars`, so the view stops at the bar.
struct OpaqueBarNotExtendedCheck: LintCheck {
  static let readsLayout = true

  static let description = LintCheckDescription(
    id: "opaque-bar-not-extended", title: "Extended edge under an opaque bar", severity: .warning,
    summary:
      "edgesForExtendedLayout is set to extend an edge under a navigation bar, toolbar or tab "
      + "bar that is opaque, without extendedLayoutIncludesOpaqueBars: the view stops at the "
      + "bar instead.",
    rationale:
      "Extended layout applies under translucent bars only; under an opaque bar an edge "
      + "extends only when extendedLayoutIncludesOpaqueBars is also set (L4.2, L4.3). Apple's "
      + "iOS 7 transition guide says so: a design with opaque bars refines "
      + "edgesForExtendedLayout by also setting extendedLayoutIncludesOpaqueBars. The check "
      + "reports an edgesForExtendedLayout the file sets (the default all is not reported) "
      + "where the layout engine stops the view at an opaque bar on an edge it names, and lays "
      + "the screen out again with extendedLayoutIncludesOpaqueBars to say where the view "
      + "would start.",
    fix:
      "Set extendedLayoutIncludesOpaqueBars = true on the controller, or make the bar "
      + "translucent; if the view should stop at the bar, leave the edge out of "
      + "edgesForExtendedLayout.",
    rules: [.l4_1, .l4_2, .l4_3],
    triggering: [
      LintExample(
        """
        environment ios 17, device iphone-15
        window {
          NC: UINavigationController {
            navigationBar.isTranslucent = false
            Map: UIViewController { 1️⃣edgesForExtendedLayout = all }
          }
        }
        """),
      LintExample(
        """
        environment ios 9, device iphone-6s
        window {
          Tabs: UITabBarController {
            tabBar.isTranslucent = false
            Photos: UIViewController { 1️⃣edgesForExtendedLayout = [top, bottom] }
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
            Map: UIViewController {
              edgesForExtendedLayout = all
              extendedLayoutIncludesOpaqueBars = true
            }
          }
        }
        """),
      LintExample(
        """
        environment ios 17, device iphone-15
        window {
          NC: UINavigationController {
            Map: UIViewController { edgesForExtendedLayout = all }
          }
        }
        """),
      LintExample(
        """
        environment ios 17, device iphone-15
        window {
          NC: UINavigationController {
            navigationBar.isTranslucent = false
            Map: UIViewController { edgesForExtendedLayout = bottom }
          }
        }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    guard let layout = context.layout, layout.ios.major >= 7 else { return [] }
    var findings: [LintFinding] = []
    var reported: Set<SourceRange> = []
    for (node, input) in layout.input.nodes.enumerated() where input.role == .content {
      let settings = context.model.effectiveSettings(of: layout.ids[node])
      guard let edges = settings.edgesForExtendedLayout, !reported.contains(edges.range),
        settings.extendedLayoutIncludesOpaqueBars?.value != true
      else { continue }
      let bars = layout.bars(over: node)
      let view = layout.layout.controllers[node].viewFrame.value
      let opaque = [(bars.top, RectEdges.top), (bars.bottom, RectEdges.bottom)].compactMap {
        bar, edge -> LayoutBar? in
        guard let bar, !bar.translucent, edges.value.contains(edge) else { return nil }
        return bar
      }
      guard !opaque.isEmpty else { continue }
      let extended = layout.relaid(node: node) { $0.extendedLayoutIncludesOpaqueBars = true }
        .controllers[node].viewFrame.value
      guard extended != view else { continue }
      reported.insert(edges.range)
      let names = opaque.map { bar in
        let owner = layout.owner(of: bar, over: node).map { " of '\(layout.input.nodes[$0].name)'" }
        return "the \(bar.name)\(owner ?? "")"
      }
      let from = edges.origin == .instance ? "" : " (\(edges.origin.phrase))"
      findings.append(
        finding(
          "'\(input.name)' extends its view under the bars (edgesForExtendedLayout = "
            + "\(edges.value.spelling)\(from)), but \(names.joined(separator: " and ")) "
            + "\(opaque.count == 1 ? "is" : "are") opaque: the view is \(view), against the "
            + "bar\(opaque.count == 1 ? "" : "s"); with extendedLayoutIncludesOpaqueBars it would "
            + "be \(extended)",
          at: edges.range,
          fix:
            "Set extendedLayoutIncludesOpaqueBars = true on '\(input.name)', or make the bar "
            + "translucent; if its view should stop at the bar, leave that edge out of "
            + "edgesForExtendedLayout."))
    }
    return findings
  }
}
