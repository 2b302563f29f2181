import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// SwiftUI's `.toolbarColorScheme(_:for: .statusBar)` (R40): from iOS 27 a deciding hosting
/// controller answers light content for a dark scheme (Apple's sample) and dark content for
/// a light one (inferred); before iOS 27 the placement does not exist; a UIKit container that
/// does not forward keeps its own answer.
@Suite("SwiftUI's status bar placement")
struct SwiftUIStatusBarPlacementTests {
  /// One case: the environment, the hierarchy, then the expected style, decider, and the
  /// confidence of the R40 step (`nil`: no R40 step that decides).
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let rules: String
    let style: StatusBarStyle
    let decider: String
    let confidence: Confidence?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "iOS 27, dark scheme: light content, documented",
      rules: "environment ios 27\nwindow { Host: UIHostingController { "
        + "rootView.statusBarColorScheme = dark } }\n",
      style: .lightContent, decider: "Host", confidence: .documented),
    Case(
      name: "iOS 27, light scheme: dark content, inferred",
      rules: "environment ios 27, appearance dark\nwindow { Host: UIHostingController { "
        + "rootView.statusBarColorScheme = light } }\n",
      style: .darkContent, decider: "Host", confidence: .inferred),
    Case(
      name: "iOS 26: no placement, SwiftUI's private child answers default",
      rules: "environment ios 26\nwindow { Host: UIHostingController { "
        + "rootView.statusBarColorScheme = dark } }\n",
      style: .default, decider: "Host", confidence: nil),
    Case(
      name: "iOS 27 under a navigation controller with a visible bar: the container decides",
      rules: "environment ios 27\nwindow { Nav: UINavigationController { "
        + "Host: UIHostingController { rootView.statusBarColorScheme = dark } } }\n",
      style: .default, decider: "Nav", confidence: nil),
  ]

  @Test("the style a hosting controller's status bar scheme gives", arguments: cases)
  func style(_ scenario: Case) throws {
    let resolution = StatusBarResolver(model: try RulesFixtures.parse(scenario.rules).model)
      .resolve()
    #expect(resolution.style == scenario.style)
    #expect(resolution.deciderName == scenario.decider)
    let deciding = resolution.steps.first {
      $0.citation.rule == "R40" && $0.answer.hasPrefix(scenario.style.rawValue)
    }
    #expect(deciding?.citation.confidence == scenario.confidence)
    if scenario.confidence != nil {
      #expect(deciding?.answer.contains("(Q22)") == true)
    }
  }

  @Test("before iOS 27 the trace says the modifier has no effect")
  func noEffectBefore27() throws {
    let rules =
      "environment ios 18\nwindow { Host: UIHostingController { "
      + "rootView.statusBarColorScheme = dark } }\n"
    let resolution = StatusBarResolver(model: try RulesFixtures.parse(rules).model).resolve()
    #expect(
      resolution.steps.contains { $0.citation.rule == "R40" && $0.answer.contains("no effect") })
    #expect(resolution.style == .default)
  }
}
