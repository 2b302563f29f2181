import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// A tab bar controller whose selected tab the code chooses at run time.
///
/// It is written `selectedIndex = dynamic`, `dynamic(0, 2)` and `… initially 2`. The walk asks the
/// selection when it forwards to the selected tab (R18), and the exploration resolves once
/// per tab it lists.
@Suite("Dynamic tab selection")
struct DynamicSelectionTests {
  /// Three tabs, each with its own style.
  static func file(_ selection: String) -> String {
    """
    class Light: UIViewController { preferredStatusBarStyle = lightContent }
    class Dark: UIViewController { preferredStatusBarStyle = darkContent }
    window {
      Tabs: UITabBarController {
        \(selection)
        Home: UIViewController
        Player: Light
        Reader: Dark
      }
    }
    """
  }

  @Test(
    "each listed tab is an outcome, and the launch one is the initially tab, else the first listed",
    arguments: [
      ("selectedIndex = dynamic", ["Home", "Player", "Reader"], "Home"),
      ("selectedIndex = dynamic(2, 1)", ["Player", "Reader"], "Reader"),
      ("selectedIndex = dynamic(0, 1) initially 1", ["Home", "Player"], "Player"),
    ])
  func outcomes(_ selection: String, deciders: [String], launch: String) throws {
    let model = try RulesFixtures.parse(Self.file(selection)).model
    let (resolution, exploration) = StatusBarResolver(model: model).explore()
    #expect(resolution.deciderName == launch)
    #expect(exploration.dependsOn.map { model[$0].label } == ["Tabs.selectedIndex"])
    #expect(exploration.outcomes.map(\.decidedBy).sorted() == deciders.sorted())
    #expect(exploration.outcomes.first { $0.atLaunch }?.decidedBy == launch)
    #expect(exploration.isComplete)
  }

  @Test("choosing a position gives the same answer as writing it")
  func choosingMatchesALiteral() throws {
    let dynamic = try RulesFixtures.parse(Self.file("selectedIndex = dynamic")).model
    let id = try #require(dynamic.dynamicValues.first { $0.member == "selectedIndex" }?.id)
    for position in 0..<3 {
      let literal = try RulesFixtures.parse(Self.file("selectedIndex = \(position)")).model
      let chosen = StatusBarResolver(model: dynamic.choosing([id: position])).resolve()
      let written = StatusBarResolver(model: literal).resolve()
      #expect(chosen.deciderName == written.deciderName)
      #expect(chosen.style == written.style)
      #expect(chosen.steps.map(\.answer) == written.steps.map(\.answer))
    }
  }

  @Test("a selection off the walked path is not asked")
  func offPath() throws {
    let text = """
      class Keeper: UIViewController {
        childForStatusBarStyle = nil
        childForStatusBarHidden = nil
      }
      window {
        NC: Keeper {
          Tabs: UITabBarController {
            selectedIndex = dynamic
            A: UIViewController
            B: UIViewController
          }
        }
      }
      """
    let model = try RulesFixtures.parse(text).model
    let (_, exploration) = StatusBarResolver(model: model).explore()
    #expect(exploration.dependsOn.isEmpty)
  }

  @Test("the canonical printer writes it back as it reads it")
  func roundTrip() throws {
    let model = try RulesFixtures.parse(Self.file("selectedIndex = dynamic(0, 2) initially 2"))
      .model
    let printed = CanonicalRulesPrinter().print(model)
    #expect(printed.contains("selectedIndex = dynamic(0, 2) initially 2"))
    #expect(CanonicalRulesPrinter().print(try RulesFixtures.parse(printed).model) == printed)
  }

  static let invalid: [InvalidInput] = [
    .init(
      "a listed position past the last tab",
      file("selectedIndex = dynamic(0, 1️⃣3)"),
      [
        .init(
          "model.selection-not-a-tab", at: 1,
          "selectedIndex 3 is out of range: 'Tabs' has 3 tabs")
      ]),
    .init(
      "a position listed twice",
      file("selectedIndex = dynamic(2️⃣1, 1️⃣1)"),
      [.init("model.duplicate-dynamic-value", at: 1, notesAt: [2])]),
    .init(
      "a launch value not listed",
      file("selectedIndex = dynamic(0, 1) initially 1️⃣2"),
      [.init("model.initially-not-listed", at: 1)]),
    .init(
      "not a position",
      file("selectedIndex = dynamic(0, 1️⃣Home)"),
      [.init("model.invalid-value", at: 1)]),
    .init(
      "dynamic with no tabs to select",
      "window { Tabs: UITabBarController { selectedIndex = 1️⃣dynamic } }",
      [
        .init(
          "model.selection-not-a-tab", at: 1,
          "selectedIndex = dynamic needs a tab to select, and 'Tabs' has no tabs")
      ]),
    .init(
      "selectedViewController is not dynamic: a list of names is written as positions",
      file("selectedViewController = 1️⃣dynamic(Home, Player)"),
      [.init("model.dynamic-not-supported", at: 1)]),
    .init(
      "set twice",
      file("3️⃣selectedIndex = 0\n    2️⃣selectedIndex = 1️⃣dynamic"),
      [.init("model.duplicate-setting", at: 2, notesAt: [3])]),
  ]

  @Test("each mistake is reported at its place", arguments: invalid)
  func reports(_ input: InvalidInput) {
    let marked = MarkedText(input.marked)
    let diagnostics = RulesFixtures.diagnostics(marked.text)
    let problems = ExpectedDiagnostic.mismatches(
      diagnostics, input.expected, markers: marked.markers)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}
