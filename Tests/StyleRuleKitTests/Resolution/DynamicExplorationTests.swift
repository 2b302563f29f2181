import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Resolution over dynamic values: which values the walk asks, what each gives, and how
/// the outcomes are grouped.
@Suite("Dynamic values")
struct DynamicExplorationTests {
  /// A navigation controller whose bar the app hides and shows, over a player.
  static let navigation = """
    environment ios 17, device iphone-home-button
    class Player: UIViewController {
      preferredStatusBarStyle = lightContent
      prefersStatusBarHidden = dynamic(false, true) initially true
    }
    window {
      Nav: UINavigationController {
        isNavigationBarHidden = dynamic(false, true)
        Root: Player
      }
    }
    """

  @Test("the launch answer uses the initially values, else the first listed")
  func launchValues() throws {
    let loaded = try RulesFixtures.parse(Self.navigation)
    let (launch, exploration) = StatusBarResolver(model: loaded.model).explore()
    // isNavigationBarHidden starts false (first listed): the navigation controller decides
    // the style; on a Home-button iPhone it forwards hidden to its top, whose launch value
    // is true.
    #expect(launch.deciderName == "Nav")
    #expect(launch.hidden == true)
    #expect(launch.hiddenAnswer.deciderName == "Root")
    #expect(exploration.outcomes.first?.atLaunch == true)
    #expect(exploration.isComplete)
  }

  @Test("each value asked gives its own outcome, and equal outcomes are grouped")
  func outcomes() throws {
    let loaded = try RulesFixtures.parse(Self.navigation)
    let model = loaded.model
    let (_, exploration) = StatusBarResolver(model: model).explore()
    #expect(
      exploration.dependsOn.map { model[$0].label }.sorted() == [
        "Nav.isNavigationBarHidden", "Player.prefersStatusBarHidden",
      ])
    let summary = exploration.outcomes.map {
      "\($0.style.rawValue) \($0.hidden) \($0.decidedBy)"
    }
    #expect(
      summary.sorted() == [
        "default false Nav", "default true Nav", "lightContent false Root",
        "lightContent true Root",
      ])
    let bar = try #require(model.dynamicValues.first { $0.member == "isNavigationBarHidden" })
    let visibleBar = try #require(
      exploration.outcomes.first { $0.decidedBy == "Nav" && $0.hidden })
    // With the bar visible the player's hidden value still decides (R16, Home button).
    #expect(visibleBar.combinations.allSatisfy { $0[bar.id] == 0 })
  }

  @Test("values off the walked path are never asked")
  func offPathValuesCostNothing() throws {
    // A custom container does not forward (R20): its 1,000 children are never asked.
    var rules = ""
    var children = ""
    for index in 0..<1000 {
      rules += "class Unused\(index): UIViewController { preferredStatusBarStyle = dynamic }\n"
      children += "  Spare\(index): Unused\(index)\n"
    }
    rules += "window {\nRoot: UIViewController {\n" + children + "}\n}\n"
    let loaded = try RulesFixtures.parse(rules)
    #expect(loaded.model.dynamicValues.count == 1000)
    let (launch, exploration) = StatusBarResolver(model: loaded.model).explore()
    #expect(launch.asked.isEmpty)
    #expect(exploration.dependsOn.isEmpty)
    #expect(exploration.resolutions == 1)
    #expect(exploration.outcomes.count == 1)
  }

  @Test("a window behind the controlling one is not asked; one in front is")
  func windows() throws {
    let rules = """
      window Main { isHidden = dynamic(false, true); Home: UIViewController }
      window Toast { isHidden = dynamic(true, false); windowLevel = alert; Banner: UIViewController }
      """
    let loaded = try RulesFixtures.parse(rules)
    let (launch, exploration) = StatusBarResolver(model: loaded.model).explore()
    #expect(launch.deciderName == "Home")
    #expect(
      exploration.dependsOn.map { loaded.model[$0].label } == ["Toast.isHidden", "Main.isHidden"])
    let shown = try #require(exploration.outcomes.first { $0.decidedBy == "Banner" })
    // When the toast is shown, the main window's visibility no longer matters.
    #expect(
      loaded.model.conditionPhrase(shown.combinations, order: exploration.dependsOn)
        == "Toast.isHidden = false")
  }

  @Test("choosing a value gives the same model as writing it")
  func choosingMatchesALiteral() throws {
    let dynamic = try RulesFixtures.parse(Self.navigation)
    let literal = try RulesFixtures.parse(
      Self.navigation.replacingOccurrences(
        of: "isNavigationBarHidden = dynamic(false, true)", with: "isNavigationBarHidden = true"))
    let bar = try #require(
      dynamic.model.dynamicValues.first { $0.member == "isNavigationBarHidden" })
    let chosen = StatusBarResolver(model: dynamic.model.choosing([bar.id: 1])).resolve()
    let written = StatusBarResolver(model: literal.model).resolve()
    #expect(chosen.deciderName == written.deciderName)
    #expect(chosen.style == written.style)
    #expect(chosen.steps.map(\.answer) == written.steps.map(\.answer))
  }

  @Test("a changed presentation style chooses the presenter again (R23)")
  func presentationStyle() throws {
    let rules = """
      environment ios 17
      class Popup: UIViewController {
        preferredStatusBarStyle = lightContent
        modalPresentationStyle = dynamic(overCurrentContext, fullScreen)
      }
      window { Nav: UINavigationController { Home: UIViewController } }
      Home presents P: Popup
      """
    let loaded = try RulesFixtures.parse(rules)
    let (launch, exploration) = StatusBarResolver(model: loaded.model).explore()
    #expect(launch.deciderName == "Nav")
    #expect(exploration.outcomes.map(\.decidedBy) == ["Nav", "P"])
  }

  @Test("beyond 64 outcomes the rest are counted, not listed")
  func outcomeLimit() throws {
    // 70 navigation controllers, each inside a tab bar controller inside the one before:
    // whichever first shows its bar decides, so there are 71 outcomes.
    var rules = "environment ios 17\nwindow {\n"
    for index in 0..<70 {
      rules += "N\(index): UINavigationController { isNavigationBarHidden = dynamic(true, false)\n"
      rules += "T\(index): UITabBarController {\n"
    }
    rules += "Leaf: UIViewController\n" + String(repeating: "}\n}\n", count: 70) + "}\n"
    let loaded = try RulesFixtures.parse(rules)
    let (_, exploration) = StatusBarResolver(model: loaded.model).explore()
    #expect(exploration.outcomes.count == DynamicExploration.maximumOutcomes)
    #expect(exploration.omittedOutcomes == 71 - DynamicExploration.maximumOutcomes)
    #expect(exploration.isComplete)
  }

  @Test("merging: combinations that differ in one value become one clause")
  func conditionPhrase() throws {
    let rules = """
      class A: UIViewController { preferredStatusBarStyle = dynamic(default, lightContent, darkContent) }
      window { isHidden = dynamic(false, true); Root: A }
      """
    let model = try RulesFixtures.parse(rules).model
    let style = DynamicValueID(0)
    let window = DynamicValueID(1)
    #expect(
      model.conditionPhrase([[style: 0], [style: 2]], order: [style])
        == "A.preferredStatusBarStyle = default or darkContent")
    #expect(
      model.conditionPhrase(
        [[style: 0, window: 0], [style: 0, window: 1]], order: [window, style])
        == "A.preferredStatusBarStyle = default")
    #expect(
      model.conditionPhrase(
        [[style: 0, window: 0], [style: 1, window: 1]], order: [window, style])
        == "window #1.isHidden = false, A.preferredStatusBarStyle = default; or window #1.isHidden = true, A.preferredStatusBarStyle = lightContent"
    )
    #expect(model.conditionPhrase([[:]], order: []) == "whatever the dynamic values")
  }
}
