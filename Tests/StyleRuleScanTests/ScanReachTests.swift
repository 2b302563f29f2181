import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// The reach line of the summary: how many view controller classes the rules file places,
/// how many transition sites have a determined destination, and what stopped the rest.
@Suite struct ScanReachTests {
  /// Swift sources and their reach, worked out by hand from the sources.
  struct ReachCase: CustomTestStringConvertible, Sendable {
    let name: String
    let sources: [String: String]
    /// Classes placed (N) of classes found (M).
    let placed: Int
    let classes: Int
    /// Sites with a determined destination (K) of sites (T).
    let determined: Int
    let sites: Int
    /// The undetermined items of each kind.
    let reasons: [UndeterminedReason: Int]
    var testDescription: String { name }
  }

  static let cases: [ReachCase] = [
    ReachCase(
      // Home is the window's root; Detail is pushed and Settings presented from it. Base is
      // only Home's superclass. Orphan is never placed, so Help, whose destination is
      // determined, waits for it. `makeScreen()` is a call's result, not followed.
      name: "placed, pushed, presented, waiting and computed",
      sources: [
        "App.swift": """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UINavigationController(rootViewController: HomeViewController())
            self.window = window
            window.makeKeyAndVisible()
          }
        }
        class BaseViewController: UIViewController {}
        class HomeViewController: BaseViewController {
          func openDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
          func openSettings() { present(SettingsViewController(), animated: true) }
          func openComputed() { present(makeScreen(), animated: true) }
        }
        class DetailViewController: UIViewController {}
        class SettingsViewController: UIViewController {}
        class OrphanViewController: UIViewController {
          func openHelp() { present(HelpViewController(), animated: true) }
        }
        class HelpViewController: UIViewController {}
        """
      ],
      placed: 3, classes: 6, determined: 3, sites: 4,
      reasons: [.controllerNotFollowed: 1, .presenterNeverPlaced: 1]),
    ReachCase(
      // Root is the window's root. `screen` is a parameter; the coordinator's controller is
      // not followed, so Profile, determined, is never placed; `addChild` at run time is no
      // transition site.
      name: "parameter, receiver not followed, children changed at run time",
      sources: [
        "App.swift": """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = RootViewController()
            window?.makeKeyAndVisible()
            return true
          }
        }
        class RootViewController: UIViewController {
          func open(_ screen: UIViewController) { present(screen, animated: true) }
          func route() { coordinator.controller.present(ProfileViewController(), animated: true) }
          func embed() { addChild(ChildViewController()) }
        }
        class ProfileViewController: UIViewController {}
        class ChildViewController: UIViewController {}
        """
      ],
      placed: 1, classes: 3, determined: 1, sites: 2,
      reasons: [.controllerNotFollowed: 1, .receiverNotFollowed: 1, .childrenChangedAtRunTime: 1]),
    ReachCase(
      // The App's WindowGroup hosts ContentView, whose sheet shows SettingsView: no view
      // controller class, one site, determined.
      name: "a SwiftUI sheet",
      sources: [
        "App.swift": """
        @main struct ShopApp: App {
          var body: some Scene { WindowGroup { ContentView() } }
        }
        struct ContentView: View {
          @State var shown = false
          var body: some View { Text("Shop").sheet(isPresented: $shown) { SettingsView() } }
        }
        struct SettingsView: View {
          var body: some View { Text("Settings") }
        }
        """
      ],
      placed: 0, classes: 0, determined: 1, sites: 1, reasons: [:]),
    ReachCase(
      // No window: nothing is placed, and A's presentation waits for an A.
      name: "no hierarchy",
      sources: [
        "A.swift": """
        class A: UIViewController {
          func go() { present(B(), animated: true) }
        }
        class B: UIViewController {}
        """
      ],
      placed: 0, classes: 2, determined: 1, sites: 1,
      reasons: [.presenterNeverPlaced: 1, .other: 1]),
  ]

  @Test(arguments: cases) func reach(_ item: ReachCase) {
    let summary = AppScanner.scan(swiftSources: item.sources).summary
    #expect(summary.placedViewControllerClasses == item.placed)
    #expect(summary.viewControllerClasses == item.classes)
    #expect(
      summary.transitionSites == TransitionSiteCount(sites: item.sites, determined: item.determined)
    )
    var reasons: [UndeterminedReason: Int] = [:]
    for (reason, count) in summary.undeterminedByReason { reasons[reason] = count }
    #expect(reasons == item.reasons, "\(summary.undetermined)")
  }

  @Test func rendersTheReachLineAndTheReasonsMostFrequentFirst() {
    var summary = AppScanner.scan(swiftSources: Self.cases[0].sources).summary
    summary.undetermined += [
      UndeterminedFact(what: "x", origin: nil, reason: .receiverNotFollowed),
      UndeterminedFact(what: "y", origin: nil, reason: .receiverNotFollowed),
    ]
    let lines = ScanSummaryRenderer().render(summary).split(separator: "\n").map(String.init)
    let start = lines.firstIndex { $0.hasPrefix("Screens:") } ?? lines.endIndex
    #expect(
      Array(lines[start...].prefix(5)) == [
        "Screens: 3 of 6 view controller classes placed; transitions: 3 of 4 destinations determined",
        // Orphan is named only where it is declared.
        "  3 of the 5 the files name beyond their declarations (60%); 1 named nowhere else, which nothing in the target makes",
        "  2 the controller a transition is called on is not followed",
        "  1 a controller the code computes is not followed",
        "  1 the presenter is never placed",
      ])
  }

  /// What an unplaced class's line says: the kind of obstacle, and the reason of the
  /// transition in the way for those that have one.
  enum ExpectedObstacle: Equatable {
    case transition(UndeterminedReason)
    case madeIn(SourceOrigin, String?)
    case superclassOf([String])
    case notMade
    case namedNowhere
  }

  @Test(
    "each class not placed is listed with what is in the way",
    arguments: [
      // Base is only Home's superclass; nothing makes Orphan; Help waits for an Orphan.
      (
        0,
        [
          "BaseViewController": ExpectedObstacle.superclassOf(["HomeViewController"]),
          // Only its declaration names it: nothing in the target makes it.
          "OrphanViewController": .namedNowhere,
          "HelpViewController": .transition(.presenterNeverPlaced),
        ]
      ),
      // Profile is presented on a coordinator's controller; Child is added at run time.
      (
        1,
        [
          "ProfileViewController": .transition(.receiverNotFollowed),
          "ChildViewController": .transition(.childrenChangedAtRunTime),
        ]
      ),
    ])
  func unplacedClasses(_ index: Int, expected: [String: ExpectedObstacle]) {
    let summary = AppScanner.scan(swiftSources: Self.cases[index].sources).summary
    var found: [String: ExpectedObstacle] = [:]
    for item in summary.unplacedClasses {
      switch item.obstacle {
      case .transition(let fact, _): found[item.name] = .transition(fact.reason)
      case .madeIn(let made): found[item.name] = .madeIn(made.origin, made.place)
      case .superclassOf(let names): found[item.name] = .superclassOf(names)
      case .notMade: found[item.name] = .notMade
      case .namedNowhere: found[item.name] = .namedNowhere
      }
    }
    #expect(found == expected)
    let text = ScanSummaryRenderer().render(summary)
    #expect(text.contains("Not placed (\(expected.count)):"))
    if index == 0 {
      #expect(
        text.contains(
          "  OrphanViewController (App.swift:19:7): no file read names it other than where it is "
            + "declared: nothing in the target makes it\n"))
      #expect(
        text.contains(
          "  BaseViewController (App.swift:11:7): no code the scan follows makes it; the placed "
            + "HomeViewController inherits from it\n"))
    }
  }

  /// A class the code makes where the scan follows it to no placement (a view model's
  /// pages, handed to a library pager) is listed at the first place the code makes it.
  @Test func aClassMadeInCodeNotFollowedIsListedWhereItIsMade() throws {
    var sources = Self.cases[0].sources
    sources["Pages.swift"] = """
      final class PagesModel {
        let first = FirstPageViewController()
        func makeSecond() -> UIViewController { return FirstPageViewController() }
      }
      final class FirstPageViewController: UIViewController {}
      """
    let summary = AppScanner.scan(swiftSources: sources).summary
    let item = try #require(summary.unplacedClasses.first { $0.name == "FirstPageViewController" })
    let origin = SourceOrigin(path: "Pages.swift", line: 2, column: 15)
    #expect(item.obstacle == .madeIn(ControllerInstantiation(origin: origin, place: "PagesModel")))
    #expect(
      ScanSummaryRenderer().render(summary).contains(
        "  FirstPageViewController (Pages.swift:5:13): made at Pages.swift:2:15 in `PagesModel`, "
          + "which the scan follows to no placement\n"))
  }

  @Test func aLongListEndsWithHowManyAreLeftAndHowToSeeThem() {
    let summary = AppScanner.scan(swiftSources: Self.cases[0].sources).summary
    let text = ScanSummaryRenderer(maximumItems: 1).render(summary)
    #expect(text.contains("Not placed (3):\n  BaseViewController "))
    #expect(text.contains("  … and 2 more (--full-summary lists them all)\n"))
    #expect(!ScanSummaryRenderer(maximumItems: .max).render(summary).contains("… and"))
  }

  @Test func aSuperclassOfAPlacedClassIsNotPlaced() throws {
    let loaded = try RulesFile.parse(
      SourceFile(
        path: "a.rules",
        text: """
          class Base: UIViewController {}
          class Home: Base {}
          class Other: UIViewController {}
          window Main {
            Home: Home
          }
          Spare: Other
          """))
    #expect(PlacedControllerClasses.names(in: loaded.model) == ["Home"])
  }

  /// A window the code creates later (a toast) is a scenario event: its root is on screen
  /// while it stands, so its class is placed.
  @Test func theRootOfAWindowTheScenarioCreatesIsPlaced() throws {
    let loaded = try RulesFile.parse(
      SourceFile(
        path: "a.rules",
        text: """
          class Home: UIViewController {}
          class Toast: UIViewController {}
          class Other: UIViewController {}
          window Main {
            Home: Home
          }
          Spare: Other
          scenario {
            window Overlay {
              windowLevel = 2001
              Toast: Toast
            }
            release Overlay
          }
          """))
    #expect(PlacedControllerClasses.names(in: loaded.model) == ["Home", "Toast"])
  }
}
