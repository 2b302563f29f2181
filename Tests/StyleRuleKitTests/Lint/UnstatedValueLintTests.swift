import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Lint states no value the file does not: `dynamic` alone (the code computes a value the
/// scan did not follow) is no particular style or hidden state, while each value a
/// `dynamic(…)` list states is checked, and a finding under some of them says which.
@Suite("Lint, values the file does not state")
struct UnstatedValueLintTests {
  /// One rules file and the findings expected of it.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let rules: String
    /// Each finding as `check@line`, followed by ` when CONDITION` when it holds under some
    /// values only.
    let expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // R29: darkContent does not exist before iOS 13; `dynamic` alone does not say the code
    // returns it. Launch (R4): default is dark content in a light appearance (R6, R32), so
    // the first screen's flip would need lightContent, which is not stated either.
    Case(
      name: "dynamic alone is not darkContent before iOS 13",
      rules: """
        environment ios 17, deployment-target 12, appearance light
        class Dyn: UIViewController { preferredStatusBarStyle = dynamic }
        window { Root: Dyn }
        """,
      expected: []),
    Case(
      name: "darkContent listed in a dynamic value is reported before iOS 13",
      rules: """
        environment ios 17, deployment-target 12, appearance light
        class Dyn: UIViewController { preferredStatusBarStyle = dynamic(lightContent, darkContent) }
        window { Root: Dyn }
        """,
      expected: [
        "dark-content-before-ios13@2",
        "launch-style-mismatch@3 when Dyn.preferredStatusBarStyle = lightContent",
      ]),
    Case(
      name: "a literal darkContent is reported before iOS 13",
      rules: """
        environment ios 17, deployment-target 12, appearance light
        class Dark: UIViewController { preferredStatusBarStyle = darkContent }
        window { Root: Dark }
        """,
      expected: ["dark-content-before-ios13@2"]),
    // R6, R32: default shows light content in dark mode; `dynamic` alone starts as default
    // only because the walk must pick a launch value.
    Case(
      name: "dynamic alone is not default in dark mode",
      rules: """
        environment ios 17, appearance dark
        class Dyn: UIViewController { preferredStatusBarStyle = dynamic }
        window { Root: Dyn }
        """,
      expected: []),
    Case(
      name: "dynamic alone off the walk is not default in dark mode",
      rules: """
        environment ios 17, appearance dark
        class Dyn: UIViewController { preferredStatusBarStyle = dynamic }
        window { Tabs: UITabBarController { Home: UIViewController
          Other: Dyn } }
        """,
      expected: []),
    Case(
      name: "default listed in a dynamic value is reported in dark mode, naming the value",
      rules: """
        environment ios 17, appearance dark
        class Dyn: UIViewController { preferredStatusBarStyle = dynamic(default, lightContent) }
        window { Root: Dyn }
        """,
      expected: ["default-in-dark-mode@2 when Dyn.preferredStatusBarStyle = default"]),
    // R4: the launch style flips only if the first screen shows the status bar; `dynamic`
    // alone does not say it does.
    Case(
      name: "dynamic alone is not a shown status bar at launch",
      rules: """
        environment ios 17, appearance light
        plist UIStatusBarStyle = UIStatusBarStyleLightContent
        class Dyn: UIViewController { prefersStatusBarHidden = dynamic }
        window { Root: Dyn }
        """,
      expected: []),
    Case(
      name: "a listed shown status bar flips at launch, naming the value",
      rules: """
        environment ios 17, appearance light
        plist UIStatusBarStyle = UIStatusBarStyleLightContent
        class Dyn: UIViewController { prefersStatusBarHidden = dynamic(false, true) }
        window { Root: Dyn }
        """,
      expected: ["launch-style-mismatch@2 when Dyn.prefersStatusBarHidden = false"]),
    // R14: a visible navigation bar keeps the decision whatever the pushed controller
    // returns, so the finding stands under the listed value whatever the unstated one is.
    Case(
      name: "a finding that holds whatever the unstated value names only the listed one",
      rules: """
        environment ios 17, appearance light
        class Dyn: UIViewController { preferredStatusBarStyle = dynamic }
        window { Nav: UINavigationController {
          isNavigationBarHidden = dynamic(false, true)
          Root: Dyn } }
        """,
      // Reported at the override (line 2), where the code does not work.
      expected: ["dead-override@2 when Nav.isNavigationBarHidden = false"]),
  ]

  @Test("findings name only values the file states", arguments: cases)
  func findings(_ testCase: Case) throws {
    let loaded = try RulesFixtures.parse(testCase.rules)
    let found = Linter.lint(loaded.model).map { finding -> String in
      let line = loaded.model.source.location(of: finding.range.start).line
      var text = "\(finding.check)@\(line)"
      if let condition = finding.message.range(of: " (only when ") {
        text += " when " + finding.message[condition.upperBound...].dropLast()
      }
      return text
    }
    #expect(found.sorted() == testCase.expected.sorted())
  }
}
