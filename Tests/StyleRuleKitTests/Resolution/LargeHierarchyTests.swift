import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Shapes whose cost once grew with the square of their size, or whose answer depended on
/// a step budget: each is checked for its answer and for work linear in its size (the
/// number of trace steps, or findings), not for time.
@Suite("Large hierarchies")
struct LargeHierarchyTests {
  /// `A1 presents A2 presents … An`, every link overCurrentContext.
  static func presentationChain(_ count: Int) -> String {
    var lines = [
      "class P: UIViewController { modalPresentationStyle = overCurrentContext }",
      "window { A1: UIViewController }",
    ]
    for index in 1..<count { lines.append("A\(index) presents A\(index + 1): P") }
    return lines.joined(separator: "\n")
  }

  @Test("a chain of 2,000 current-context presentations: each judged once")
  func longPresentationChain() throws {
    let count = 2_000
    let loaded = try RulesFixtures.parse(Self.presentationChain(count))
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(resolution.deciderName == "A1")
    // Before verdicts were cached, each link re-traced every link above it.
    #expect(resolution.steps.count < 5 * count)
    #expect(resolution.hiddenAnswer.steps.count < 5 * count)
    let lint = Linter.lint(loaded.model)
    #expect(lint.filter { $0.check == "dead-override" }.isEmpty)
  }

  @Test(
    "navigation controllers forwarding to visibleViewController through a chain of popups",
    arguments: [3, 11, 200])
  func visibleThroughChain(count: Int) throws {
    var lines = [
      "environment ios 12",
      "extension UINavigationController { childForStatusBarStyle = visibleViewController }",
      "class Popup: UINavigationController { modalPresentationStyle = overCurrentContext }",
      "window { TBC: UITabBarController { NC1: UINavigationController { navigationBar.barStyle = black } } }",
    ]
    for index in 1..<count { lines.append("NC\(index) presents NC\(index + 1): Popup") }
    let loaded = try RulesFixtures.parse(lines.joined(separator: "\n"))
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    // Nothing presented takes control, so NC1 falls back to itself (R17, R25), and its
    // black bar gives light content (R15), however long the chain.
    #expect(resolution.deciderName == "NC1")
    #expect(resolution.style == .lightContent)
  }

  @Test("5,000 nested controllers returning default in a light appearance")
  func deepDefaultInLightMode() throws {
    var text =
      "environment ios 17\nclass D: UIViewController { preferredStatusBarStyle = default }\n"
    text += "window {\n"
    for index in 0..<5_000 { text += "C\(index): D {\n" }
    text += String(repeating: "}\n", count: 5_000) + "}\n"
    let loaded = try RulesFixtures.parse(text)
    let light = Linter.lint(loaded.model)
    #expect(light.filter { $0.check == "default-in-dark-mode" }.isEmpty)
    let dark = Linter.lint(
      loaded.model, overrides: EnvironmentLayers(options: EnvironmentSettings(appearance: .dark)))
    // One finding for the class's override, however many instances.
    #expect(dark.filter { $0.check == "default-in-dark-mode" }.count == 1)
  }

  @Test("a tab bar controller with 5,000 tabs: explain finds the screen with the tab selected")
  func manyTabs() throws {
    var lines = [
      "class Light: UIViewController { preferredStatusBarStyle = lightContent }",
      "window {", "  Tabs: UITabBarController {",
    ]
    for index in 0..<5_000 { lines.append("    T\(index): UIViewController") }
    lines += ["    Target: Light", "  }", "}"]
    let loaded = try RulesFixtures.parse(lines.joined(separator: "\n"))
    let explanation = try Explainer(model: loaded.model).explain("Target")
    // Selecting the tab is the user's navigation, not a fix: the explanation is on the
    // screen where the tab is selected, and there the tab decides (R18, R8).
    #expect(explanation.screen?.phrase == "launch → Tabs selects Target")
    #expect(explanation.targetDecides)
  }
}
