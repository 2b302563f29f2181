import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// One file whose decider returns another controller's value, and what it must show.
struct ValueForwardingScenario: CustomTestStringConvertible, Sendable {
  let name: String
  let rules: String
  let style: StatusBarStyle
  let hidden: Bool
  /// The controller UIKit asks: it stays the decider.
  let decidedBy: String
  /// The controller whose own style the decider returned, if not its own.
  let styleFrom: String?
  /// Answers the style trace must contain, in order.
  let answers: [String]

  init(
    _ name: String, style: StatusBarStyle, hidden: Bool = false, decidedBy: String,
    styleFrom: String?, answers: [String] = [], _ rules: String
  ) {
    self.name = name
    self.rules = rules
    self.style = style
    self.hidden = hidden
    self.decidedBy = decidedBy
    self.styleFrom = styleFrom
    self.answers = answers
  }

  var testDescription: String { name }
}

/// `preferredStatusBarStyle = topViewController.preferredStatusBarStyle` and its kin: UIKit
/// asks the container, whose code asks the child (not `childForStatusBarStyle`).
@Suite("Resolver, forwarding by value")
struct ForwardingByValueTests {
  static let scenarios: [ValueForwardingScenario] = [
    .init(
      "a navigation controller returns its topViewController's style", style: .lightContent,
      decidedBy: "NC", styleFrom: "Detail",
      answers: [
        "returns topViewController's preferredStatusBarStyle, overridden in class Nav",
        "'Detail', the last controller on its stack", "lightContent, overridden in class Light",
      ],
      """
      environment ios 17
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Nav: UINavigationController {
        preferredStatusBarStyle = topViewController?.preferredStatusBarStyle
      }
      window { NC: Nav { Home: UIViewController; Detail: Light } }
      """),
    .init(
      "visibleViewController reads what the navigation controller presents",
      style: .darkContent, decidedBy: "NC", styleFrom: "Sheet",
      answers: ["'Sheet', which 'NC' itself presents"],
      """
      environment ios 17
      class Dark: UIViewController {
        preferredStatusBarStyle = darkContent
        modalPresentationStyle = overFullScreen
      }
      class Nav: UINavigationController {
        preferredStatusBarStyle = visibleViewController.preferredStatusBarStyle
      }
      window { NC: Nav { Home: UIViewController } }
      NC presents Sheet: Dark
      """),
    .init(
      "a tab bar controller returns its selected tab's style", style: .lightContent,
      decidedBy: "Tabs", styleFrom: "Second",
      answers: ["returns selectedViewController's preferredStatusBarStyle"],
      """
      environment ios 17
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Tabs: UITabBarController {
        childForStatusBarStyle = nil
        preferredStatusBarStyle = selectedViewController.preferredStatusBarStyle
      }
      window { Tabs: Tabs { selectedIndex = 1; First: UIViewController; Second: Light } }
      """),
    .init(
      "a custom container returns its first child's style", style: .lightContent,
      decidedBy: "Box", styleFrom: "First",
      """
      environment ios 17
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Box: UIViewController { preferredStatusBarStyle = children.first.preferredStatusBarStyle }
      window { Box: Box { First: Light; Last: UIViewController } }
      """),
    .init(
      "a custom container returns its last child's style", style: .default,
      decidedBy: "Box", styleFrom: "Last",
      answers: ["default: 'Last' does not override it"],
      """
      environment ios 17
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Box: UIViewController { preferredStatusBarStyle = children.last.preferredStatusBarStyle }
      window { Box: Box { First: Light; Last: UIViewController } }
      """),
    .init(
      "a named controller anywhere in the file", style: .lightContent, decidedBy: "Shell",
      styleFrom: "Player",
      answers: ["'Player', the controller of that name (not placed in any window)"],
      """
      environment ios 17
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Shell: UIViewController { preferredStatusBarStyle = Player.preferredStatusBarStyle }
      Player: Light
      window { Shell: Shell }
      """),
    .init(
      "an empty stack gives the value after ??", style: .lightContent, decidedBy: "NC",
      styleFrom: nil, answers: ["nil: the stack is empty", "lightContent, the value after '??'"],
      """
      environment ios 17
      class Nav: UINavigationController {
        preferredStatusBarStyle = topViewController.preferredStatusBarStyle ?? lightContent
      }
      window { NC: Nav }
      """),
    .init(
      "with nothing after ??, a nil child gives default", style: .default, decidedBy: "Box",
      styleFrom: nil,
      answers: ["default: children.first is nil, and with nothing after '??'"],
      """
      environment ios 17
      class Box: UIViewController { preferredStatusBarStyle = children.first.preferredStatusBarStyle }
      window { Box: Box }
      """),
    .init(
      "a chain of two forwards reads the innermost value", style: .lightContent,
      decidedBy: "Outer", styleFrom: "Leaf",
      """
      environment ios 17
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Box: UIViewController { preferredStatusBarStyle = children.first.preferredStatusBarStyle }
      window { Outer: Box { Inner: Box { Leaf: Light } } }
      """),
    .init(
      "a cycle is shown and takes default", style: .default, decidedBy: "Outer", styleFrom: nil,
      answers: ["the overrides call each other without end"],
      """
      environment ios 17
      class A: UIViewController { preferredStatusBarStyle = children.first.preferredStatusBarStyle }
      class B: UIViewController { preferredStatusBarStyle = Outer.preferredStatusBarStyle }
      window { Outer: A { Inner: B } }
      """),
    .init(
      "an extension override on iOS 12 is called and reads the top", style: .lightContent,
      decidedBy: "NC", styleFrom: "Home",
      answers: ["overridden in extension UINavigationController"],
      """
      environment ios 12
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      extension UINavigationController {
        preferredStatusBarStyle = topViewController.preferredStatusBarStyle ?? default
      }
      window { NC: UINavigationController { Home: Light } }
      """),
    .init(
      "an extension override on iOS 13.4 is not called, so the top is never read",
      style: .default, decidedBy: "NC", styleFrom: nil,
      answers: ["reported not to be called from iOS 13.4"],
      """
      environment ios 13.4
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      extension UINavigationController {
        preferredStatusBarStyle = topViewController.preferredStatusBarStyle ?? default
      }
      window { NC: UINavigationController { Home: Light } }
      """),
    .init(
      "hidden is read from the top too", style: .default, hidden: true, decidedBy: "NC",
      styleFrom: nil,
      """
      environment ios 17, device iphone-face-id
      class Immersive: UIViewController { prefersStatusBarHidden = true }
      class Nav: UINavigationController {
        prefersStatusBarHidden = topViewController.prefersStatusBarHidden ?? false
      }
      window { NC: Nav { Player: Immersive } }
      """),
  ]

  @Test("the container decides and returns the child's value", arguments: scenarios)
  func resolves(_ scenario: ValueForwardingScenario) throws {
    let model = try RulesFixtures.parse(scenario.rules).model
    let resolution = StatusBarResolver(model: model).resolve()
    #expect(resolution.style == scenario.style)
    #expect(resolution.hidden == scenario.hidden)
    #expect(resolution.deciderName == scenario.decidedBy)
    #expect(resolution.styleAnswer.valueSource.map { model[$0].name } == scenario.styleFrom)
    var answers = resolution.steps.map(\.answer)[...]
    for expected in scenario.answers {
      guard let position = answers.firstIndex(where: { $0.contains(expected) }) else {
        Issue.record("no step after the previous ones contains '\(expected)'")
        continue
      }
      answers = answers[(position + 1)...]
    }
  }

  @Test("a controller whose value is read counts as asked")
  func readValueIsConsulted() throws {
    let model = try RulesFixtures.parse(
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Nav: UINavigationController {
        preferredStatusBarStyle = topViewController.preferredStatusBarStyle
      }
      window { NC: Nav { Home: Light } }
      """
    ).model
    let resolution = StatusBarResolver(model: model).resolve()
    #expect(resolution.skipped.filter { $0.question == .style }.isEmpty)
    let findings = Linter.lint(model).map(\.check)
    #expect(!findings.contains("dead-override"), "\(findings)")
  }

  @Test("the canonical form prints forwarded values back")
  func canonicalForm() throws {
    let text = """
      class Nav: UINavigationController {
        preferredStatusBarStyle = topViewController?.preferredStatusBarStyle ?? lightContent
        prefersStatusBarHidden = `Side Menu`.prefersStatusBarHidden ?? true
      }
      window { NC: Nav { Home: UIViewController } }
      `Side Menu`: UIViewController
      """
    let printed = CanonicalRulesPrinter().print(try RulesFixtures.parse(text).model)
    #expect(
      printed.contains(
        "preferredStatusBarStyle = topViewController.preferredStatusBarStyle ?? lightContent"))
    #expect(printed.contains("prefersStatusBarHidden = `Side Menu`.prefersStatusBarHidden ?? true"))
    let reprinted = CanonicalRulesPrinter().print(try RulesFixtures.parse(printed).model)
    #expect(reprinted == printed)
  }

  @Test(
    "forwarded values are checked like childForStatusBarStyle",
    arguments: [
      (
        "class B: UINavigationController { preferredStatusBarStyle = topViewController.prefersStatusBarHidden }",
        "model.forwarded-member-mismatch"
      ),
      (
        "class B: UIViewController { preferredStatusBarStyle = topViewController.preferredStatusBarStyle }",
        "model.selector-not-available"
      ),
      (
        "class B: UIViewController { preferredStatusBarStyle = Hme.preferredStatusBarStyle }",
        "model.unknown-controller"
      ),
      (
        "class B: UIViewController { preferredStatusBarStyle = lightContent ?? default }",
        "model.fallback-without-forwarding"
      ),
      (
        "class B: UIViewController { definesPresentationContext = Home.definesPresentationContext }",
        "model.forwarding-not-supported"
      ),
      (
        "class B: UIViewController { prefersStatusBarHidden = children.first.prefersStatusBarHidden ?? dark }",
        "model.invalid-value"
      ),
    ])
  func errors(_ line: String, _ id: String) {
    let diagnostics = RulesFixtures.diagnostics(line + "\nwindow { Home: B }\n")
    #expect(diagnostics.map(\.id.rawValue) == [id], "\(diagnostics.map(\.message))")
  }
}
