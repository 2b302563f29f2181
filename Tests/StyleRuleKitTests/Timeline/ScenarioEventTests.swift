import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The scenario events that stand for what apps do: the UIApplication setters, setters of
/// navigation controllers, values chosen at run time set by the scenario.
@Suite("Scenario events")
struct ScenarioEventTests {
  /// One event played after a first screen, and the state that follows it.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let rules: String
    /// What the last state shows, whether UIKit asked again there, and the rule it cites.
    let shows: StatusBarStyle
    let hidden: Bool
    let asked: Bool
    let stale: Bool
    let rule: String
    var testDescription: String { name }
  }

  static let appLevel = """
    environment ios 12
    class Light: UIViewController { preferredStatusBarStyle = lightContent }
    window { Root: Light }
    """

  static let applicationCases: [Case] = [
    .init(
      name: "statusBarStyle = under NO changes the status bar at once (R3)",
      rules: "plist UIViewControllerBasedStatusBarAppearance = NO\n" + appLevel
        + "\nscenario {\n  UIApplication.shared.statusBarStyle = lightContent\n}",
      shows: .lightContent, hidden: false, asked: true, stale: false, rule: "R3"),
    .init(
      name: "setStatusBarStyle(_:animated:) under NO changes the status bar at once (R3)",
      rules: "plist UIViewControllerBasedStatusBarAppearance = NO\n" + appLevel
        + "\nscenario {\n  UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)\n}",
      shows: .lightContent, hidden: false, asked: true, stale: false, rule: "R3"),
    .init(
      name: "isStatusBarHidden = under NO hides the status bar at once (R3)",
      rules: "plist UIViewControllerBasedStatusBarAppearance = NO\n" + appLevel
        + "\nscenario {\n  UIApplication.shared.isStatusBarHidden = true\n}",
      shows: .default, hidden: true, asked: true, stale: false, rule: "R3"),
    .init(
      name: "setStatusBarHidden(_:with:) under NO hides the status bar at once (R3)",
      rules: "plist UIViewControllerBasedStatusBarAppearance = NO\n" + appLevel
        + "\nscenario {\n  UIApplication.shared.setStatusBarHidden(true, with: .fade)\n}",
      shows: .default, hidden: true, asked: true, stale: false, rule: "R3"),
    .init(
      name: "statusBarStyle = under YES does nothing (R2)",
      rules: "plist UIViewControllerBasedStatusBarAppearance = YES\n" + appLevel
        + "\nscenario {\n  UIApplication.shared.statusBarStyle = darkContent\n}",
      shows: .lightContent, hidden: false, asked: false, stale: false, rule: "R2"),
    .init(
      name: "setStatusBarHidden(_:with:) with the switch absent does nothing (R2)",
      rules: appLevel
        + "\nscenario {\n  UIApplication.shared.setStatusBarHidden(true, with: .none)\n}",
      shows: .lightContent, hidden: false, asked: false, stale: false, rule: "R2"),
  ]

  static let navigationBarCases: [Case] = [
    .init(
      name: "setNavigationBarHidden(_:animated:) does not make UIKit ask again (R11, R14)",
      rules: """
        environment ios 12
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { Top: Light } }
        scenario {
          NC.setNavigationBarHidden(true, animated: true)
        }
        """,
      shows: .default, hidden: false, asked: false, stale: true, rule: "R11"),
    .init(
      name: "setNavigationBarHidden(_:animated:) and an update: the top decides (R14)",
      rules: """
        environment ios 12
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { Top: Light } }
        scenario {
          NC.setNavigationBarHidden(true, animated: true); NC.setNeedsStatusBarAppearanceUpdate()
        }
        """,
      shows: .lightContent, hidden: false, asked: true, stale: false, rule: "R11"),
    .init(
      name: "isNavigationBarHidden = behaves the same",
      rules: """
        environment ios 12
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { Top: Light } }
        scenario {
          NC.isNavigationBarHidden = true
        }
        """,
      shows: .default, hidden: false, asked: false, stale: true, rule: "R11"),
  ]

  static let dynamicCases: [Case] = [
    .init(
      name: "setting a dynamic override to a value it lists, then asking again",
      rules: """
        environment ios 17
        class Player: UIViewController { prefersStatusBarHidden = dynamic(false, true) }
        window { P: Player }
        scenario {
          P.prefersStatusBarHidden = true; P.setNeedsStatusBarAppearanceUpdate()
        }
        """,
      shows: .default, hidden: true, asked: true, stale: false, rule: "R11"),
    .init(
      name: "setting a dynamic override on its class",
      rules: """
        environment ios 17
        class Player: UIViewController { preferredStatusBarStyle = dynamic(default, lightContent) }
        window { P: Player }
        scenario {
          Player.preferredStatusBarStyle = lightContent; P.setNeedsStatusBarAppearanceUpdate()
        }
        """,
      shows: .lightContent, hidden: false, asked: true, stale: false, rule: "R11"),
    .init(
      name: "setting a dynamic window visibility",
      rules: """
        environment ios 17
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window Main { Home: UIViewController }
        window Toast { isHidden = dynamic(false, true) initially false
          Banner: Light }
        scenario {
          Toast.isHidden = true
        }
        """,
      shows: .default, hidden: false, asked: true, stale: false, rule: "R11"),
  ]

  @Test(
    "each event changes the status bar, or not, as UIKit does",
    arguments: applicationCases + navigationBarCases + dynamicCases)
  func lastState(_ example: Case) throws {
    let model = try RulesFixtures.parse(example.rules).model
    let timeline = TimelineRunner(model: model).run()
    let last = try #require(timeline.states.last)
    #expect(last.shown.style == example.shows)
    #expect(last.shown.hidden == example.hidden)
    #expect(last.refresh.happens == example.asked)
    #expect(last.isStale == example.stale)
    #expect(last.refresh.citation.rule.rawValue == example.rule)
  }

  @Test("after a scenario sets a dynamic value, the value is known: nothing depends on it")
  func dynamicValueKnownAfterwards() throws {
    let model = try RulesFixtures.parse(
      """
      class Player: UIViewController { prefersStatusBarHidden = dynamic(false, true) }
      window Main {
        isHidden = dynamic(false, true) initially false
        P: Player
      }
      scenario {
        P.prefersStatusBarHidden = true
        Main.isHidden = false
      }
      """
    ).model
    let first = try model.scenarioStep("1", overrides: EnvironmentLayers())
    let firstLabels = StatusBarResolver(model: first.model).explore(overrides: first.overrides)
      .exploration.dependsOn.map { first.model[$0].label }
    #expect(firstLabels.contains("Player.prefersStatusBarHidden"))
    let last = try model.scenarioStep("3", overrides: EnvironmentLayers())
    let exploration = StatusBarResolver(model: last.model).explore(overrides: last.overrides)
      .exploration
    #expect(exploration.dependsOn.isEmpty)
    #expect(exploration.outcomes.map(\.hidden) == [true])
  }

  /// An event that cannot be written or cannot happen, and the error it gets.
  struct Invalid: CustomTestStringConvertible, Sendable {
    let name: String
    let marked: String
    let id: String
    let message: String
    var testDescription: String { name }
  }

  static let invalid: [Invalid] = [
    .init(
      name: "a value a dynamic override does not list",
      marked: """
        class Player: UIViewController { preferredStatusBarStyle = dynamic(default, lightContent) }
        window { P: Player }
        scenario {
          P.preferredStatusBarStyle = 1️⃣darkContent
        }
        """,
      id: "model.value-not-listed",
      message:
        "'darkContent' is not a value Player.preferredStatusBarStyle can take: class Player "
        + "declares dynamic(default, lightContent), so it is 'default' or 'lightContent'; list "
        + "'darkContent' there too if the code can set it"),
    .init(
      name: "a window visibility its dynamic value does not list",
      marked: """
        window Main { isHidden = dynamic(false)
          Home: UIViewController }
        scenario {
          Main.isHidden = 1️⃣true
        }
        """,
      id: "model.value-not-listed",
      message:
        "'true' is not a value Main.isHidden can take: window 'Main' declares dynamic(false), "
        + "so it is 'false'; list 'true' there too if the code can set it"),
    .init(
      name: "setNavigationBarHidden on a controller that is not a navigation controller",
      marked: """
        window { Root: UIViewController }
        scenario {
          Root.1️⃣setNavigationBarHidden(true, animated: true)
        }
        """,
      id: "model.property-not-available",
      message:
        "setNavigationBarHidden(_:animated:) is a UINavigationController method, but 'Root' is "
        + "a UIViewController"),
    .init(
      name: "setNavigationBarHidden without animated:",
      marked: """
        window { NC: UINavigationController { Root: UIViewController } }
        scenario {
          NC.1️⃣setNavigationBarHidden(true)
        }
        """,
      id: "model.invalid-arguments",
      message:
        "write 'setNavigationBarHidden(true, animated: true)': the call takes the new value and "
        + "'animated:'"),
    .init(
      name: "setNavigationBarHidden with a value that is not a Boolean",
      marked: """
        window { NC: UINavigationController { Root: UIViewController } }
        scenario {
          NC.setNavigationBarHidden(1️⃣yes, animated: true)
        }
        """,
      id: "model.invalid-value",
      message: "'yes' is not a boolean for 'isNavigationBarHidden'; write 'YES' or 'true'"),
    .init(
      name: "setNeedsStatusBarAppearanceUpdate with an argument",
      marked: """
        window { Root: UIViewController }
        scenario {
          Root.setNeedsStatusBarAppearanceUpdate(1️⃣true)
        }
        """,
      id: "model.invalid-arguments",
      message: "setNeedsStatusBarAppearanceUpdate() takes no arguments"),
    .init(
      name: "an unknown UIApplication member in a scenario",
      marked: """
        window { Root: UIViewController }
        scenario {
          UIApplication.shared.1️⃣statusBarColor = lightContent
        }
        """,
      id: "model.unknown-application-member",
      message:
        "unknown UIApplication member 'statusBarColor'; expected one of: statusBarStyle, "
        + "setStatusBarStyle, isStatusBarHidden, setStatusBarHidden"),
    .init(
      name: "a UIApplication style that is not a style",
      marked: """
        window { Root: UIViewController }
        scenario {
          UIApplication.shared.setStatusBarStyle(1️⃣.light, animated: true)
        }
        """,
      id: "model.invalid-value",
      message: ""),
  ]

  @Test("impossible events are located errors", arguments: invalid)
  func invalidEvent(_ example: Invalid) throws {
    let marked = MarkedText(example.marked)
    let diagnostics = RulesFixtures.diagnostics(marked.text)
    let first = try #require(diagnostics.first, "no diagnostic")
    #expect(first.id.rawValue == example.id)
    if !example.message.isEmpty { #expect(first.message == example.message) }
    #expect(first.range?.start == marked.markers[1])
  }

  @Test(
    "the canonical printer writes each event back as it was written",
    arguments: [
      "UIApplication.shared.statusBarStyle = lightContent",
      "UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)",
      "UIApplication.shared.isStatusBarHidden = true",
      "UIApplication.shared.setStatusBarHidden(true, with: .fade)",
      "NC.setNavigationBarHidden(true, animated: false)",
      "NC.isNavigationBarHidden = true; NC.setNeedsStatusBarAppearanceUpdate()",
      "NC.navigationBar.isTranslucent = false",
      "NC.setToolbarHidden(false, animated: true)",
      "NC.navigationBar.prefersLargeTitles = true; NC.isToolbarHidden = false",
      "NC.hidesBarsWhenVerticallyCompact = true",
      "Root.edgesForExtendedLayout = [top, bottom]",
      "Root.additionalSafeAreaInsets = top 20, right 8.5",
      "Root.navigationItem.largeTitleDisplayMode = never",
      "Root.extendedLayoutIncludesOpaqueBars = true; Root.automaticallyAdjustsScrollViewInsets = false",
    ])
  func canonicalForm(_ event: String) throws {
    let text = """
      window { NC: UINavigationController { Root: UIViewController } }
      scenario {
        \(event)
      }
      """
    let model = try RulesFixtures.parse(text).model
    let printed = CanonicalRulesPrinter().print(model)
    #expect(printed.contains("\n  \(event)\n"), "\(printed)")
    let reloaded = try RulesFixtures.parse(printed).model
    #expect(ModelFingerprint.of(reloaded) == ModelFingerprint.of(model))
  }
}

/// `setViewControllers(_:animated:)` and `viewControllers = […]` on navigation and tab bar
/// controllers.
@Suite("Scenario events: view controllers replaced")
struct ViewControllersEventTests {
  static let header = """
    environment ios 12
    class Light: UIViewController { preferredStatusBarStyle = lightContent }
    class Nav: UINavigationController { childForStatusBarStyle = topViewController }
    window {
      Tabs: UITabBarController {
        NC: Nav { Root: UIViewController; Detail: UIViewController }
        Settings: Light
        Third: UIViewController
      }
    }

    """

  /// An event, who decides the style after it, and whether UIKit asked again.
  struct Case: CustomTestStringConvertible, Sendable {
    let events: String
    let decidedBy: String
    let asked: Bool
    var testDescription: String { events }
  }

  static let cases: [Case] = [
    .init(
      events: "NC.setViewControllers([Root, Top: Light], animated: true)", decidedBy: "Top",
      asked: true),
    .init(events: "NC.viewControllers = [Detail]", decidedBy: "Detail", asked: false),
    .init(
      events:
        "NC.setViewControllers([Root, Top: Light {\n    overrideUserInterfaceStyle = dark\n  }], animated: false)",
      decidedBy: "Top", asked: true),
    // The selected tab is still there: it stays selected, wherever it is.
    .init(events: "Tabs.viewControllers = [Settings, NC]", decidedBy: "Detail", asked: false),
    // It is not: the tab at the same index is selected.
    .init(
      events: "Tabs selects Third\n  Tabs.viewControllers = [Settings, NC, Extra: Light]",
      decidedBy: "Extra", asked: true),
    // Nor is that index: the first tab.
    .init(
      events: "Tabs selects Third\n  Tabs.setViewControllers([Settings, NC], animated: true)",
      decidedBy: "Settings", asked: true),
  ]

  @Test(
    "the stack or the tabs are replaced, and UIKit asks again when the top or the selected tab changes",
    arguments: cases)
  func replaced(_ example: Case) throws {
    let text = Self.header + "scenario {\n  " + example.events + "\n}\n"
    let model = try RulesFixtures.parse(text).model
    let timeline = TimelineRunner(model: model).run()
    let last = try #require(timeline.states.last)
    #expect(last.currentSnapshot.decidedBy == example.decidedBy)
    #expect(last.refresh.happens == example.asked)
    #expect(last.refresh.citation.rule.rawValue == "R11")
    // Printed back, the file gives the same model.
    let printed = CanonicalRulesPrinter().print(model)
    let reloaded = try RulesFixtures.parse(printed).model
    #expect(ModelFingerprint.of(reloaded) == ModelFingerprint.of(model), "\(printed)")
    #expect(CanonicalRulesPrinter().print(reloaded) == printed)
  }

  @Test("controllers left out are released with what they present")
  func releasedWithPresentations() throws {
    let model = try RulesFixtures.parse(
      Self.header + """
        scenario {
          NC pushes Ctx: UIViewController { definesPresentationContext = true }
          Ctx presents Sheet: UIViewController { modalPresentationStyle = currentContext }
          NC.viewControllers = [Root]
          NC pushes Ctx
          Ctx presents Sheet
        }
        """
    ).model
    // Had 'Sheet' stayed presented, presenting it again would be an error.
    let timeline = TimelineRunner(model: model).run()
    #expect(timeline.states.count == 7)

  }

  struct Invalid: CustomTestStringConvertible, Sendable {
    let event: String
    let id: String
    let message: String
    var testDescription: String { event }
  }

  static let invalid: [Invalid] = [
    .init(
      event: "Settings.viewControllers = [Root]", id: "model.invalid-event",
      message:
        "'Settings' is a UIViewController; only navigation and tab bar controllers have view "
        + "controllers to set"),
    .init(
      event: "NC.viewControllers = [Settings]", id: "model.invalid-event",
      message:
        "'Settings' is already a child of 'Tabs'; list controllers of 'NC' or controllers that "
        + "are not on screen"),
    .init(
      event: "NC.viewControllers = [Root, Root]", id: "model.invalid-event",
      message: "'Root' is listed twice; a controller has one place in 'NC'"),
    .init(
      event: "NC.viewControllers = []", id: "model.invalid-event",
      message: "an empty stack would leave 'NC' without a root view controller"),
    .init(
      event: "NC.viewControllers = [Root, Inner: UINavigationController]",
      id: "model.invalid-event",
      message:
        "'Inner' is a navigation controller; UIKit does not support one in the stack of another"),
    .init(
      event: "NC.setViewControllers([Root])", id: "model.invalid-arguments",
      message:
        "write 'setViewControllers([…], animated: true)': the call takes the list and 'animated:'"),
    .init(
      event: "NC.setControllers([Root], animated: true)", id: "model.unknown-method",
      message:
        "unknown method 'setControllers' with a list of controllers; expected one of: "
        + "setViewControllers"),
    .init(
      event: "NC.viewControllers = [Root, Missing]", id: "model.unknown-controller",
      message: "no controller named 'Missing'"),
    .init(
      event: "NC.viewControllers = [Root Detail]", id: "syntax.expected-token",
      message: "expected ',' or ']' in the list of 'viewControllers', found 'Detail'"),
    .init(
      event: "NC.viewControllers = Root", id: "syntax.expected-token",
      message:
        "expected '[' and the controllers after 'viewControllers =', as in "
        + "'viewControllers = [Home, Settings]', found 'Root'"),
    .init(
      event: "NC.setViewControllers([Root], animated: true", id: "syntax.expected-token",
      message: ""),
  ]

  @Test("impossible lists are located errors", arguments: invalid)
  func invalidEvent(_ example: Invalid) throws {
    let text = Self.header + "scenario {\n  " + example.event + "\n}\n"
    let diagnostics = RulesFixtures.diagnostics(text)
    let first = try #require(diagnostics.first, "no diagnostic")
    #expect(first.id.rawValue == example.id)
    if !example.message.isEmpty { #expect(first.message == example.message) }
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(example.event) }
    #expect(first.range.map { model in model.start } != nil)
    #expect(line != nil)
  }
}
