import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// UIHostingController and SwiftUI (R21), the system controllers apps present (R22), and
/// classes declared opaque.
@Suite("SwiftUI, system controllers, opaque classes")
struct SwiftUIAndSystemTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let rules: String
    let style: StatusBarStyle
    let content: StatusBarContent
    let hidden: Bool
    let decidedBy: String
    let cites: RuleID
    var testDescription: String { name }
  }

  static let host = """
    class PlayerHost: UIHostingController<PlayerView> {
      preferredStatusBarStyle = lightContent
    }
    window { Player: PlayerHost }
    """

  static let cases: [Case] = [
    .init(
      name: "before iOS 16 the subclass's override applies",
      rules: "environment ios 15\n" + host, style: .lightContent, content: .light, hidden: false,
      decidedBy: "Player", cites: "R21"),
    .init(
      name: "from iOS 16 SwiftUI's private child answers default",
      rules: "environment ios 16\n" + host, style: .default, content: .dark, hidden: false,
      decidedBy: "Player", cites: "R21"),
    .init(
      name: "returning nil from childForStatusBarStyle makes the override apply again",
      rules: "environment ios 17\n"
        + host.replacingOccurrences(
          of: "preferredStatusBarStyle = lightContent",
          with: "preferredStatusBarStyle = lightContent\n  childForStatusBarStyle = nil"),
      style: .lightContent, content: .light, hidden: false, decidedBy: "Player", cites: "R8"),
    .init(
      name: "preferredColorScheme(.dark) makes default show light content",
      rules: """
        environment ios 17, appearance light
        window { Home: UIHostingController<HomeView> { rootView.preferredColorScheme = dark } }
        """, style: .default, content: .light, hidden: false, decidedBy: "Home", cites: "R21"),
    .init(
      name: "statusBarHidden(true) hides the status bar",
      rules: """
        environment ios 17
        window { Home: UIHostingController<HomeView> { rootView.statusBarHidden = true } }
        """, style: .default, content: .dark, hidden: true, decidedBy: "Home", cites: "R21"),
    .init(
      name: "an alert does not take control",
      rules: """
        environment ios 17
        class Dark: UIViewController { preferredStatusBarStyle = lightContent }
        window { Root: Dark }
        Root presents Alert: UIAlertController
        """, style: .lightContent, content: .light, hidden: false, decidedBy: "Root",
      cites: "R22"),
    .init(
      name: "a full-screen share sheet decides itself with UIKit's defaults, as not researched",
      rules: """
        environment ios 17
        class Dark: UIViewController { preferredStatusBarStyle = lightContent }
        window { Root: Dark }
        Root presents Share: UIActivityViewController { modalPresentationStyle = fullScreen }
        """, style: .default, content: .dark, hidden: false, decidedBy: "Share", cites: "R22"),
  ]

  @Test("each case resolves as the rules say", arguments: cases)
  func resolves(_ scenario: Case) throws {
    let loaded = try RulesFixtures.parse(scenario.rules)
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(resolution.style == scenario.style)
    #expect(resolution.content == scenario.content)
    #expect(resolution.hidden == scenario.hidden)
    #expect(resolution.deciderName == scenario.decidedBy)
    let cited = (resolution.steps + resolution.hiddenAnswer.steps).map(\.citation.rule)
    #expect(cited.contains(scenario.cites), "\(cited)")
    #expect(resolution.cannotTell.isEmpty)
  }

  @Test("an opaque container: the resolver says it cannot tell")
  func opaque() throws {
    let rules = """
      environment ios 17
      class Pager: opaque UIViewController
      window { Home: Pager { Page: UIViewController } }
      """
    let resolution = StatusBarResolver(model: try RulesFixtures.parse(rules).model).resolve()
    #expect(resolution.deciderName == "Home")
    #expect(resolution.cannotTell.count == 4)
    #expect(resolution.cannotTell.allSatisfy { $0.contains("class Pager, which is opaque") })
  }

  @Test("what an opaque class is said to do is known")
  func opaqueWithMembers() throws {
    let rules = """
      environment ios 17
      class Pager: opaque UIViewController {
        childForStatusBarStyle = children.first
        childForStatusBarHidden = children.first
      }
      window { Home: Pager { Page: UIViewController } }
      """
    let resolution = StatusBarResolver(model: try RulesFixtures.parse(rules).model).resolve()
    #expect(resolution.deciderName == "Page")
    #expect(resolution.cannotTell.isEmpty)
  }

  @Test("SwiftUI members belong to hosting controllers")
  func swiftUIMembersNeedAHost() throws {
    #expect(throws: DiagnosticsError.self) {
      try RulesFixtures.parse(
        "window { Root: UIViewController { rootView.statusBarHidden = true } }")
    }
  }
}
