import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// SwiftUI's `.toolbarVisibility(_:for: .statusBar)` (R40): from iOS 27 a deciding hosting
/// controller hides the status bar for `.hidden` (documented) and shows it for `.visible`
/// (inferred); `.automatic` states nothing; before iOS 27 the placement does not exist; stated
/// with `.statusBarHidden(_:)`, the placement wins (inferred).
@Suite("SwiftUI's status bar visibility placement")
struct SwiftUIStatusBarVisibilityTests {
  /// One case: the environment and the hosting controller's members, then whether the status
  /// bar is hidden, and the rule and confidence of the step that answers
  /// `prefersStatusBarHidden?` for the hosting controller.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let ios: Int
    let members: String
    let hidden: Bool
    let rule: RuleID
    let confidence: Confidence
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "iOS 27, hidden: hidden, documented", ios: 27,
      members: "rootView.statusBarVisibility = hidden", hidden: true, rule: "R40",
      confidence: .documented),
    Case(
      name: "iOS 27, visible: shown, inferred", ios: 27,
      members: "rootView.statusBarVisibility = visible", hidden: false, rule: "R40",
      confidence: .inferred),
    Case(
      name: "iOS 27, automatic: the view's statusBarHidden answers", ios: 27,
      members: "rootView.statusBarVisibility = automatic\nrootView.statusBarHidden = true",
      hidden: true, rule: "R21", confidence: .inferred),
    Case(
      name: "iOS 27, visible and statusBarHidden(true): the placement wins, inferred", ios: 27,
      members: "rootView.statusBarVisibility = visible\nrootView.statusBarHidden = true",
      hidden: false, rule: "R40", confidence: .inferred),
    Case(
      name: "iOS 26, hidden: no placement, the view's statusBarHidden answers", ios: 26,
      members: "rootView.statusBarVisibility = hidden\nrootView.statusBarHidden = false",
      hidden: false, rule: "R21", confidence: .inferred),
  ]

  @Test("whether a hosting controller's status bar visibility hides it", arguments: cases)
  func hidden(_ scenario: Case) throws {
    let rules =
      "environment ios \(scenario.ios)\nwindow { Host: UIHostingController { "
      + "\(scenario.members) } }\n"
    let resolution = StatusBarResolver(model: try RulesFixtures.parse(rules).model).resolve()
    #expect(resolution.hidden == scenario.hidden)
    #expect(resolution.hiddenAnswer.deciderName == "Host")
    let deciding = resolution.hiddenAnswer.steps.last {
      $0.question == "prefersStatusBarHidden?"
    }
    #expect(deciding?.citation.rule == scenario.rule)
    #expect(deciding?.citation.confidence == scenario.confidence)
    #expect(deciding?.answer.hasPrefix("\(scenario.hidden)") == true)
    if scenario.rule == "R40" {
      #expect(deciding?.answer.contains("(Q22)") == true)
    }
  }

  @Test("before iOS 27 the trace says the modifier has no effect")
  func noEffectBefore27() throws {
    let rules =
      "environment ios 18\nwindow { Host: UIHostingController { "
      + "rootView.statusBarVisibility = hidden } }\n"
    let resolution = StatusBarResolver(model: try RulesFixtures.parse(rules).model).resolve()
    #expect(
      resolution.hiddenAnswer.steps.contains {
        $0.citation.rule == "R40" && $0.answer.contains("no effect")
      })
    #expect(resolution.hidden == false)
  }

  @Test("a visibility outside the hosting controller the walk reaches changes nothing")
  func containerDecides() throws {
    let rules =
      "environment ios 27\nwindow { Nav: UINavigationController { Host: UIHostingController { "
      + "rootView.statusBarVisibility = hidden } } }\n"
    let resolution = StatusBarResolver(model: try RulesFixtures.parse(rules).model).resolve()
    #expect(resolution.hidden == false)
    #expect(resolution.hiddenAnswer.deciderName == "Nav")
  }

  @Test("the canonical printer writes the member")
  func canonical() throws {
    let rules =
      "environment ios 27\nwindow { Host: UIHostingController { "
      + "rootView.statusBarVisibility = visible } }\n"
    let text = CanonicalRulesPrinter().print(try RulesFixtures.parse(rules).model)
    #expect(text.contains("rootView.statusBarVisibility = visible"))
  }
}
