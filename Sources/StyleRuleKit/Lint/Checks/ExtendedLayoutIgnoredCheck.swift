/// `extended-layout-ignored`: `edgesForExtendedLayout` or `extendedLayoutIncludesOpaqueBars`
/// on a controller that does not react to them: the window's root, a presented controller
/// in no container, or a navigation or tab bar controller itself.
struct ExtendedLayoutIgnoredCheck: LintCheck {
  static let readsLayout = true

  static let description = LintCheckDescription(
    id: "extended-layout-ignored", title: "Extended layout set where it does nothing",
    severity: .warning,
    summary:
      "edgesForExtendedLayout or extendedLayoutIncludesOpaqueBars is set on the window's root "
      + "view controller, on a presented controller in no container, or on a navigation or tab "
      + "bar controller itself, where it changes nothing.",
    rationale:
      "Only a controller inside a UIKit container reacts to edgesForExtendedLayout: the "
      + "container lays the child's view out under its bars or against them (L4.1, L4.3), and "
      + "the window's root view controller does not react to the property (L4.5, a single "
      + "report of Apple's older documentation). Setting it on the navigation controller "
      + "itself does not change whether its bar draws 44 or 64 points nor where its child "
      + "starts (the seed 001 says so, point 6): the child's own property decides. The check "
      + "lays the screen out with and without the property and reports it only where nothing "
      + "moves; it is silent for a navigation or tab bar controller inside another one, where "
      + "neither the reference nor the seeds say what the outer container does with it.",
    fix:
      "Set edgesForExtendedLayout (and extendedLayoutIncludesOpaqueBars) on the child "
      + "controller whose view should stop at the bar, or remove it.",
    rules: [.l4_1, .l4_3, .l4_5],
    triggering: [
      LintExample(
        """
        environment ios 17
        window { Root: UIViewController { 1️⃣edgesForExtendedLayout = none } }
        """),
      LintExample(
        """
        environment ios 10, device iphone-6s
        window {
          NC: UINavigationController {
            1️⃣edgesForExtendedLayout = none
            Home: UIViewController
          }
        }
        """),
      LintExample(
        """
        environment ios 17
        class Opaque: UITabBarController { 1️⃣extendedLayoutIncludesOpaqueBars = true }
        window { Tabs: Opaque { Home: UIViewController } }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        environment ios 17
        window {
          NC: UINavigationController {
            Home: UIViewController { edgesForExtendedLayout = none }
          }
        }
        """),
      LintExample(
        """
        environment ios 17
        window {
          Tabs: UITabBarController {
            NC: UINavigationController {
              edgesForExtendedLayout = none
              Home: UIViewController
            }
          }
        }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    guard let layout = context.layout, layout.ios.major >= 7 else { return [] }
    var findings: [LintFinding] = []
    var reported: Set<SourceRange> = []
    for (node, input) in layout.input.nodes.enumerated() {
      let isContainer = input.role == .navigation || input.role == .tabBar
      let parentRole = layout.container(of: node).map { layout.input.nodes[$0].role }
      let inUIKitContainer = parentRole == .navigation || parentRole == .tabBar
      guard !inUIKitContainer else { continue }
      let settings = context.model.effectiveSettings(of: layout.ids[node])
      var written: [(text: String, range: SourceRange, origin: SettingOrigin, unset: Unset)] = []
      if let edges = settings.edgesForExtendedLayout {
        written.append(
          (
            "edgesForExtendedLayout = \(edges.value.spelling)", edges.range, edges.origin,
            { $0.edgesForExtendedLayout = nil }
          ))
      }
      if let opaque = settings.extendedLayoutIncludesOpaqueBars {
        written.append(
          (
            "extendedLayoutIncludesOpaqueBars = \(opaque.value)", opaque.range, opaque.origin,
            { $0.extendedLayoutIncludesOpaqueBars = nil }
          ))
      }
      for setting in written where !reported.contains(setting.range) {
        guard LintLayout.samePlaces(layout.layout, layout.relaid(node: node, setting.unset))
        else { continue }
        reported.insert(setting.range)
        let from = setting.origin == .instance ? "" : " (\(setting.origin.phrase))"
        let property = "\(setting.text)\(from)"
        let message: String
        var rules: [RuleID] = [.l4_1]
        if isContainer {
          let kind = input.role == .navigation ? "navigation" : "tab bar"
          // Depth first: a container's first child on screen comes right after it.
          let next = node + 1
          let child =
            next < layout.input.nodes.count && layout.container(of: next) == node
            ? " ('\(layout.input.nodes[next].name)')" : ""
          message =
            "\(property) is set on the \(kind) controller '\(input.name)' itself, where it "
            + "changes nothing: neither its bars nor where its child\(child) starts; the child's "
            + "own property decides"
          rules += [.l4_3]
          if case .windowRoot = input.placement { rules.append(.l4_5) }
        } else if case .presented = input.placement {
          message =
            "\(property) changes nothing on '\(input.name)': it is presented in no container, "
            + "and only a controller inside a navigation or tab bar controller reacts to it"
          rules.append(.l4_5)
        } else if case .windowRoot = input.placement {
          message =
            "\(property) changes nothing on '\(input.name)': the window's root view controller "
            + "does not react to it"
          rules.append(.l4_5)
        } else {
          continue
        }
        findings.append(finding(message, at: setting.range, rules: rules))
      }
    }
    return findings
  }

  /// Takes a property out of a controller's layout properties.
  typealias Unset = (inout ControllerLayoutProperties) -> Void
}
