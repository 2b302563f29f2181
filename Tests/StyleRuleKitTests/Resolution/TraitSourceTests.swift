import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Where `default` takes its traits from (R31, R32): the controller chain, then the window,
/// then Info.plist `UIUserInterfaceStyle`, then the system appearance.
@Suite("Trait sources")
struct TraitSourceTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let rules: String
    let content: StatusBarContent
    let rule: RuleID
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "the window's override beats the system appearance",
      rules: """
        environment ios 17, appearance light
        window { overrideUserInterfaceStyle = dark; Home: UIViewController }
        """, content: .light, rule: "R31"),
    .init(
      name: "a controller's override beats its window's",
      rules: """
        environment ios 17, appearance light
        window { overrideUserInterfaceStyle = dark; Home: UIViewController { overrideUserInterfaceStyle = light } }
        """, content: .dark, rule: "R31"),
    .init(
      name: "Info.plist Dark beats the system appearance",
      rules: """
        environment ios 17, appearance light
        plist UIUserInterfaceStyle = Dark
        window { Home: UIViewController }
        """, content: .light, rule: "R31"),
    .init(
      name: "the window's override beats Info.plist",
      rules: """
        environment ios 17, appearance dark
        plist UIUserInterfaceStyle = Dark
        window { overrideUserInterfaceStyle = light; Home: UIViewController }
        """, content: .dark, rule: "R31"),
    .init(
      name: "Automatic follows the system appearance",
      rules: """
        environment ios 17, appearance dark
        plist UIUserInterfaceStyle = Automatic
        window { Home: UIViewController }
        """, content: .light, rule: "R32"),
    .init(
      name: "before iOS 13 none of them matters",
      rules: """
        environment ios 12
        plist UIUserInterfaceStyle = Dark
        window { overrideUserInterfaceStyle = dark; Home: UIViewController }
        """, content: .dark, rule: "R6"),
  ]

  @Test("default shows the content of the nearest trait source", arguments: cases)
  func content(_ scenario: Case) throws {
    let loaded = try RulesFixtures.parse(scenario.rules)
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(resolution.style == .default)
    #expect(resolution.content == scenario.content)
    // The content step, then (iOS 18, where default is documented to follow the content
    // under the status bar) R37's note when default is resolved from the traits.
    let contentStep = resolution.steps.last { $0.citation.rule != "R37" }
    #expect(contentStep?.citation.rule == scenario.rule)
    let resolvedFromTraits = scenario.rule != "R6"
    #expect((resolution.steps.last?.citation.rule == "R37") == resolvedFromTraits)
    #expect((resolution.contentNote != nil) == resolvedFromTraits)
  }
}
