/// `full-screen-layout-ignored`: `wantsFullScreenLayout` on iOS 7 and later, where it does
/// nothing.
struct FullScreenLayoutIgnoredCheck: LintCheck {
  static let readsLayout = true

  static let description = LintCheckDescription(
    id: "full-screen-layout-ignored", title: "wantsFullScreenLayout has no effect",
    severity: .warning,
    summary:
      "wantsFullScreenLayout is set on a controller on screen on iOS 7 or later, where it "
      + "changes nothing: every controller's view lays out full screen, under the status bar.",
    rationale:
      "On iOS 6 the window's root view is shrunk to the application frame below the status "
      + "bar unless wantsFullScreenLayout lets it fill the screen (L2.1). From iOS 7 the status "
      + "bar overlaps the app and every view controller lays out full screen; "
      + "wantsFullScreenLayout is deprecated (L1.2). Setting it true does nothing, and setting "
      + "it false does not keep the view below the status bar: there is no way back to the "
      + "iOS 6 layout. The check lays the screen out with and without the property and reports "
      + "it only where nothing moves.",
    fix:
      "Remove wantsFullScreenLayout; lay the content out against the safe area (iOS 11 and "
      + "later) or the top layout guide (iOS 7–10).",
    rules: [.l1_2, .l2_1],
    triggering: [
      LintExample(
        """
        environment ios 7, device iphone-5
        window { Root: UIViewController { 1️⃣wantsFullScreenLayout = true } }
        """),
      LintExample(
        """
        environment ios 17
        class Legacy: UIViewController { 1️⃣wantsFullScreenLayout = false }
        window { NC: UINavigationController { Home: Legacy } }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        environment ios 6, device iphone-4s
        window { Root: UIViewController { wantsFullScreenLayout = true } }
        """),
      LintExample(
        """
        environment ios 17
        class Legacy: UIViewController { wantsFullScreenLayout = true }
        window { Root: UIViewController }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    guard let layout = context.layout, layout.ios.major >= 7 else { return [] }
    var findings: [LintFinding] = []
    var reported: Set<SourceRange> = []
    for node in layout.input.nodes.indices {
      let name = layout.input.nodes[node].name
      guard
        let setting = context.model.effectiveSettings(of: layout.ids[node]).wantsFullScreenLayout,
        !reported.contains(setting.range)
      else { continue }
      let without = layout.relaid(node: node) { $0.wantsFullScreenLayout = nil }
      guard LintLayout.samePlaces(layout.layout, without) else { continue }
      reported.insert(setting.range)
      let from = setting.origin == .instance ? "" : " (\(setting.origin.phrase))"
      let message =
        setting.value
        ? "wantsFullScreenLayout = true\(from) has no effect on '\(name)' on iOS \(layout.ios): "
          + "from iOS 7 every controller's view lays out full screen, under the status bar"
        : "wantsFullScreenLayout = false\(from) has no effect on '\(name)' on iOS "
          + "\(layout.ios): from iOS 7 the status bar overlaps the app whatever it says, and "
          + "nothing brings back the iOS 6 layout below it"
      findings.append(finding(message, at: setting.range))
    }
    return findings
  }
}
