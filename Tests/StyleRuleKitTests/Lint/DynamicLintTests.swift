import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Lint over dynamic values: a finding that holds under some values only says under which.
@Suite("Lint, dynamic values")
struct DynamicLintTests {
  static let navigation = """
    environment ios 17
    class Player: UIViewController {
      preferredStatusBarStyle = lightContent
      prefersStatusBarHidden = true
    }
    window {
      Nav: UINavigationController {
        isNavigationBarHidden = dynamic(false, true)
        Root: Player
      }
    }
    """

  @Test("a dead override under some values says under which")
  func deadOverrideUnderSomeValues() throws {
    let loaded = try RulesFixtures.parse(Self.navigation)
    let dead = Linter.lint(loaded.model).filter { $0.check == "dead-override" }
    #expect(dead.count == 2)
    #expect(
      dead.allSatisfy { $0.message.hasSuffix("(only when Nav.isNavigationBarHidden = false)") })
  }

  @Test("a finding under every value is reported as it is")
  func findingUnderEveryValue() throws {
    let rules = Self.navigation.replacingOccurrences(
      of: "Root: Player", with: "Root: UIViewController { Inner: Player }")
    let loaded = try RulesFixtures.parse(rules)
    let findings = Linter.lint(loaded.model).filter { $0.check == "container-does-not-forward" }
    #expect(findings.count == 1)
    #expect(findings.allSatisfy { !$0.message.contains("only when") })
  }

  @Test("a literal value gives the same findings as before, with no condition")
  func literal() throws {
    let rules = Self.navigation.replacingOccurrences(
      of: "dynamic(false, true)", with: "false")
    let loaded = try RulesFixtures.parse(rules)
    let findings = Linter.lint(loaded.model)
    #expect(findings.filter { $0.check == "dead-override" }.count == 2)
    #expect(findings.allSatisfy { !$0.message.contains("only when") })
  }

  @Test("style checks look at every value a dynamic style can take")
  func everyValueOfAStyle() throws {
    let rules = """
      environment ios 12
      class A: UIViewController { preferredStatusBarStyle = dynamic(default, darkContent) }
      window { Root: A }
      """
    let loaded = try RulesFixtures.parse(rules)
    let findings = Linter.lint(loaded.model).filter { $0.check == "dark-content-before-ios13" }
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("one of its dynamic values") == true)
  }
}
