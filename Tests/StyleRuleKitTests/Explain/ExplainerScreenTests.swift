import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `explain` for a controller that is not on screen at launch: it explains on the first
/// screen where the controller is, and never proposes the navigation there as a fix.
@Suite("Explain on the controller's screen")
struct ExplainerScreenTests {
  /// A tab bar controller whose second tab is a navigation controller without an override
  /// of its own: with its navigation bar visible it decides itself (R14), so neither Root
  /// nor what the scenario pushes on it decides.
  static let rules = """
    plist UIViewControllerBasedStatusBarAppearance = YES
    environment ios 17, device iphone-face-id, appearance light

    class Light: UIViewController {
      preferredStatusBarStyle = lightContent
    }
    window {
      Tabs: UITabBarController {
        Home: UIViewController
        Nav: UINavigationController {
          Root: Light
        }
        Other: Light
      }
    }
    scenario {
      Nav pushes Detail: Light
      Nav pops
    }
    """

  /// The summaries of every change of every fix.
  static func changes(_ explanation: Explanation) -> [String] {
    explanation.fixes.flatMap { $0.steps.map(\.summary) }
  }

  @Test("a controller in a tab not selected decides on the screen where its tab is selected")
  func tabNotSelected() throws {
    let model = try RulesFixtures.parse(Self.rules).model
    let explanation = try Explainer(model: model).explain("Other")
    // The tab bar controller forwards to its selected tab (R18); Other decides there (R8).
    #expect(explanation.screen?.phrase == "launch → Tabs selects Other")
    #expect(explanation.targetDecides)
    #expect(explanation.fixes.isEmpty)
  }

  @Test("the fixes change what decides on that screen, never the tab selected")
  func fixesOnScreen() throws {
    let model = try RulesFixtures.parse(Self.rules).model
    let explanation = try Explainer(model: model).explain("Root")
    #expect(explanation.screen?.phrase == "launch → Tabs selects Nav")
    #expect(!explanation.targetDecides)
    // The walk leaves the path at Nav, which keeps the decision with its bar visible (R14).
    #expect(explanation.departure.citation.rule == "R14")
    let changes = Self.changes(explanation)
    #expect(!changes.isEmpty)
    #expect(!changes.contains { $0.contains("select") }, "\(changes)")
    #expect(explanation.fixes.allSatisfy { $0.resolution.deciderName == "Root" })
  }

  @Test("a controller the scenario pushes is explained after the push, the fix verified there")
  func pushed() throws {
    let model = try RulesFixtures.parse(Self.rules).model
    let explanation = try Explainer(model: model).explain("Detail")
    #expect(explanation.screen?.phrase == "launch → Tabs selects Nav → Nav pushes Detail: Light")
    #expect(!explanation.targetDecides)
    let fix = try #require(explanation.fixes.first)
    #expect(fix.resolution.deciderName == "Detail")
    #expect(!Self.changes(explanation).contains { $0.contains("select") })
  }

  @Test("a controller on screen at launch is explained at launch, as before")
  func onScreenAtLaunch() throws {
    let model = try RulesFixtures.parse(Self.rules).model
    let explanation = try Explainer(model: model).explain("Home")
    #expect(explanation.screen == nil)
    #expect(explanation.targetDecides)
  }
}
