import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// A deciding navigation controller on iOS 26 and 27: in the new design it follows its
/// navigation bar's user interface style (R38); in compatibility mode the earlier rule
/// answers (R15), and what the bar's style would do there is not known (Q28).
@Suite("Navigation controllers in the new design")
struct NewDesignNavigationTests {
  /// One case: the environment line and Info.plist lines, the navigation controller's
  /// settings, then the expected style, the rule of the navigation controller's step, and
  /// whether the answer says it cannot tell.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let environment: String
    let settings: String
    let style: StatusBarStyle
    let rule: RuleID
    let uncertain: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "new design, bar forced dark: light content", environment: "environment ios 26",
      settings: "navigationBar.overrideUserInterfaceStyle = dark", style: .lightContent,
      rule: "R38", uncertain: false),
    Case(
      name: "new design, bar forced light: dark content", environment: "environment ios 27",
      settings: "navigationBar.overrideUserInterfaceStyle = light", style: .darkContent,
      rule: "R38", uncertain: false),
    Case(
      name: "new design, no override: super's default", environment: "environment ios 26",
      settings: "", style: .default, rule: "R38", uncertain: false),
    Case(
      name: "iOS 27's bar appearance override forces the style",
      environment: "environment ios 27",
      settings: "navigationBar.standardAppearance.overrideUserInterfaceStyle = dark",
      style: .lightContent, rule: "R38", uncertain: false),
    Case(
      name: "the bar appearance override does not exist on iOS 26",
      environment: "environment ios 26",
      settings: "navigationBar.standardAppearance.overrideUserInterfaceStyle = dark",
      style: .default, rule: "R38", uncertain: true),
    Case(
      name: "new design, a black bar style: not known whether it still gives light content",
      environment: "environment ios 26", settings: "navigationBar.barStyle = black",
      style: .default, rule: "R38", uncertain: true),
    Case(
      name: "compatibility mode keeps the bar style rule",
      environment: "environment ios 26\nplist UIDesignRequiresCompatibility = YES",
      settings: "navigationBar.barStyle = black", style: .lightContent, rule: "R15",
      uncertain: false),
    Case(
      name: "compatibility mode and the bar's style: the earlier rule, not certain",
      environment: "environment ios 26, sdk 18",
      settings: "navigationBar.overrideUserInterfaceStyle = dark", style: .default, rule: "R15",
      uncertain: true),
    Case(
      name: "before iOS 26 the bar's style does not decide", environment: "environment ios 18",
      settings: "navigationBar.overrideUserInterfaceStyle = dark", style: .default, rule: "R15",
      uncertain: false),
  ]

  @Test("the deciding navigation controller's style, by design mode", arguments: cases)
  func style(_ scenario: Case) throws {
    let text = """
      \(scenario.environment)
      window { Nav: UINavigationController { \(scenario.settings); Home: UIViewController } }

      """
    let resolution = StatusBarResolver(model: try RulesFixtures.parse(text).model).resolve()
    #expect(resolution.deciderName == "Nav")
    #expect(resolution.style == scenario.style)
    let step = resolution.steps.first { $0.question == "preferredStatusBarStyle?" }
    #expect(step?.citation.rule == scenario.rule)
    #expect(!resolution.cannotTell.isEmpty == scenario.uncertain, "\(resolution.cannotTell)")
  }
}
