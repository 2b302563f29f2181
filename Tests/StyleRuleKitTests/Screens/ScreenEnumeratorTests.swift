import StyleRuleKit
import StyleRuleTestSupport
import Testing

@Suite("Screen enumeration")
struct ScreenEnumeratorTests {
  /// One screen as the test expects it: the way there, the style and who decides it, and
  /// whether the status bar is hidden.
  struct Row: Equatable, CustomStringConvertible {
    let way: String
    let style: StatusBarStyle
    let decidedBy: String
    let hidden: Bool
    var description: String { "\(way): \(style) by \(decidedBy)\(hidden ? ", hidden" : "")" }
  }

  static func rows(_ rules: String, limit: Int = ScreenEnumerator.defaultLimit) throws -> [Row] {
    try enumeration(rules, limit: limit).screens.map {
      Row(
        way: $0.way.phrase, style: $0.statusBar.style, decidedBy: $0.styleDecider.name,
        hidden: $0.statusBar.hidden)
    }
  }

  static func enumeration(_ rules: String, limit: Int = ScreenEnumerator.defaultLimit) throws
    -> ScreenEnumeration
  {
    ScreenEnumerator(model: try RulesFixtures.parse(rules).model, limit: limit).enumerate()
  }

  static let header = """
    plist UIViewControllerBasedStatusBarAppearance = YES
    environment ios 17, device iphone-face-id, appearance light

    """

  /// A tab bar controller forwards to its selected tab, the first by default (R18); the user
  /// can select the second, whose controller returns lightContent (R8).
  @Test("each tab of a tab bar controller on screen is a screen, its tab selected")
  func tabs() throws {
    let rows = try Self.rows(
      Self.header + """
        class SettingsViewController: UIViewController {
          preferredStatusBarStyle = lightContent
        }
        window {
          Tabs: UITabBarController {
            Photos: UIViewController
            Settings: SettingsViewController
          }
        }
        """)
    #expect(
      rows == [
        Row(way: "launch", style: .default, decidedBy: "Photos", hidden: false),
        Row(
          way: "launch → Tabs selects Settings", style: .lightContent, decidedBy: "Settings",
          hidden: false),
      ])
  }

  /// Tabs and a scenario that pushes and presents from the second tab.
  ///
  /// A push onto a tab not selected shows nothing new until the user selects that tab; the
  /// pop that undoes it shows the launch screen again (one screen, kept with the shortest
  /// way). The extension makes the navigation controller forward to its top controller (R17).
  static let tabsWithScenario =
    header + """
      extension UINavigationController {
        childForStatusBarStyle = topViewController
      }
      class DetailViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }
      class SheetViewController: UIViewController {
        preferredStatusBarStyle = darkContent
        prefersStatusBarHidden = true
      }
      window {
        Tabs: UITabBarController {
          Home: UIViewController
          Nav: UINavigationController {
            Root: UIViewController
          }
        }
      }
      scenario {
        Nav pushes Detail: DetailViewController
        Nav pops
        Root presents Sheet: SheetViewController {
          modalPresentationStyle = fullScreen
        }
        dismiss Sheet
      }
      """

  @Test("the scenario is played with each tab selected; a presentation needs its caller on screen")
  func scenarioAfterTabs() throws {
    let rows = try Self.rows(Self.tabsWithScenario)
    #expect(
      rows == [
        Row(way: "launch", style: .default, decidedBy: "Home", hidden: false),
        Row(way: "launch → Tabs selects Nav", style: .default, decidedBy: "Root", hidden: false),
        Row(
          way: "launch → Tabs selects Nav → Nav pushes Detail: DetailViewController",
          style: .lightContent, decidedBy: "Detail", hidden: false),
        // A full-screen presentation takes control (R24); Root is on screen only with its
        // tab selected, so the presentation from the launch tab is no screen. The push its
        // pop took back is played but is not part of the way there.
        Row(
          way: "launch → Tabs selects Nav → Root presents Sheet: SheetViewController",
          style: .darkContent, decidedBy: "Sheet", hidden: true),
      ])
  }

  /// Each alternative of a root chosen at run time is a screen: the tab bar controller
  /// forwards to its selected tab (R18); the onboarding controller decides itself (R8).
  @Test("each alternative of a controller chosen at run time is a screen, its way replayed")
  func alternatives() throws {
    let rules =
      Self.header + """
        class OnboardingViewController: UIViewController {
          preferredStatusBarStyle = lightContent
        }
        window {
          choice Root initially unknown {
            Tabs: UITabBarController { Feed: UIViewController }
            Onboarding: OnboardingViewController
          }
        }
        """
    #expect(
      try Self.rows(rules) == [
        Row(way: "launch", style: .default, decidedBy: "Feed", hidden: false),
        Row(
          way: "launch → Root = Onboarding", style: .lightContent, decidedBy: "Onboarding",
          hidden: false),
      ])
    let loaded = try RulesFixtures.parse(rules)
    let screen = try #require(ScreenEnumerator(model: loaded.model).enumerate().screens.last)
    #expect(screen.way.steps.map(\.kind) == [.launch, .alternative])
    #expect(!screen.way.isLaunch)
    let replayed = try #require(screen.way.replay(on: loaded.model, overrides: .init()))
    #expect(StatusBarResolver(model: replayed.model).resolve().deciderName == "Onboarding")
  }

  /// A tab of an alternative the launch screen does not take is selected with that
  /// alternative chosen, and the way replays it (R18: the tabs forward to the selected one).
  @Test("a tab of another alternative is a screen whose way chooses that alternative first")
  func tabOfAnotherAlternative() throws {
    let rules =
      Self.header + """
        class SettingsViewController: UIViewController {
          preferredStatusBarStyle = lightContent
        }
        window {
          choice Root {
            Onboarding: UIViewController
            Tabs: UITabBarController { Feed: UIViewController; Settings: SettingsViewController }
          }
        }
        """
    #expect(
      try Self.rows(rules) == [
        Row(way: "launch", style: .default, decidedBy: "Onboarding", hidden: false),
        Row(way: "launch → Root = Tabs", style: .default, decidedBy: "Feed", hidden: false),
        Row(
          way: "launch → Root = Tabs → Tabs selects Settings", style: .lightContent,
          decidedBy: "Settings", hidden: false),
      ])
    let loaded = try RulesFixtures.parse(rules)
    let screens = ScreenEnumerator(model: loaded.model).enumerate().screens
    let last = try #require(screens.last)
    // The way fixes the choice: the screen does not depend on it.
    #expect(last.isCertain)
    let replayed = try #require(last.way.replay(on: loaded.model, overrides: .init()))
    #expect(StatusBarResolver(model: replayed.model).resolve().deciderName == "Settings")
  }

  /// The way there leaves out the transitions undone before the screen (a presentation and
  /// what is pushed inside it, dismissed), and keeps a property change made meanwhile, which
  /// holds after the dismissal (R14: the bar hidden, the navigation controller forwards).
  @Test("the way there is what is still in effect, property changes kept")
  func netWay() throws {
    let rules =
      Self.header + """
        class DetailViewController: UIViewController {
          preferredStatusBarStyle = lightContent
        }
        window { Nav: UINavigationController { Root: UIViewController } }
        scenario {
          Root presents Sheet: UINavigationController {
            modalPresentationStyle = fullScreen
            Inner: UIViewController
          }
          Sheet pushes Page: UIViewController
          Nav.isNavigationBarHidden = true; Nav.setNeedsStatusBarAppearanceUpdate()
          dismiss Sheet
          Nav pushes Detail: DetailViewController
        }
        """
    let rows = try Self.rows(rules)
    let last = try #require(rows.last)
    #expect(
      last.way == "launch → Nav.isNavigationBarHidden = true; "
        + "Nav.setNeedsStatusBarAppearanceUpdate() → Nav pushes Detail: DetailViewController")
    #expect(last.decidedBy == "Detail")
  }

  @Test("each step of the way has its place, and the way replays on the model")
  func wayReplays() throws {
    let loaded = try RulesFixtures.parse(Self.tabsWithScenario)
    let enumeration = ScreenEnumerator(model: loaded.model).enumerate()
    let screen = try #require(enumeration.screens.last)
    #expect(screen.way.steps.map(\.kind) == [.launch, .tab, .statement])
    #expect(screen.way.statements == 3)
    #expect(screen.way.steps.allSatisfy { $0.location != nil })
    let replayed = try #require(screen.way.replay(on: loaded.model, overrides: .init()))
    let sheet = try #require(replayed.model.controller(named: "Sheet"))
    #expect(screen.shows(sheet.id))
    #expect(StatusBarResolver(model: replayed.model).resolve().deciderName == "Sheet")
    #expect(enumeration.firstScreen(showing: sheet.id)?.way == screen.way)
  }

  @Test("a tab bar controller inside a tab is selected in turn, once its tab is on screen")
  func nestedTabs() throws {
    let rows = try Self.rows(
      Self.header + """
        class CViewController: UIViewController {
          preferredStatusBarStyle = lightContent
        }
        window {
          Outer: UITabBarController {
            A: UIViewController
            Inner: UITabBarController {
              B: UIViewController
              C: CViewController
            }
          }
        }
        """)
    #expect(
      rows == [
        Row(way: "launch", style: .default, decidedBy: "A", hidden: false),
        Row(way: "launch → Outer selects Inner", style: .default, decidedBy: "B", hidden: false),
        Row(
          way: "launch → Outer selects Inner → Inner selects C", style: .lightContent,
          decidedBy: "C", hidden: false),
      ])
  }

  @Test("past the limit, the enumeration stops and says how many states it left out")
  func limit() throws {
    let enumeration = try Self.enumeration(Self.tabsWithScenario, limit: 2)
    #expect(enumeration.screens.count == 2)
    #expect(!enumeration.isComplete)
    // Two variants (the launch tab, the Nav tab) times five points of the scenario; the
    // first two states are the two screens, the third (launch, push) shows the launch
    // screen again, the fourth (Nav tab, push) is past the limit.
    #expect(enumeration.statesNotExamined == 7)
  }

  @Test("a tab bar controller that presents something is covered: its tabs are not selectable")
  func coveredTabs() throws {
    let rows = try Self.rows(
      Self.header + """
        window {
          Tabs: UITabBarController {
            A: UIViewController
            B: UIViewController
          }
        }
        Tabs presents Cover: UIViewController {
          modalPresentationStyle = fullScreen
        }
        """)
    #expect(rows == [Row(way: "launch", style: .default, decidedBy: "Cover", hidden: false)])
  }
}
