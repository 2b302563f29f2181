import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// A call in a controller position is followed into the module's code: the callee's summary
/// (what its `return`s give, once per function) is the call's result.
@Suite struct FollowedCallsTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  /// A scene delegate whose window's root is `expression`, made in `scene(_:willConnectTo:)`.
  static func sceneDelegate(root expression: String) -> String {
    """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = \(expression)
        window?.makeKeyAndVisible()
      }
    }
    """
  }

  /// The scene and window of ``sceneDelegate(root:)``; the root's line is the placement's
  /// (line 6), its children's where the callee makes them.
  static let launchWindow = [
    "scene Scene @ SceneDelegate.swift:5", "  window Main @ SceneDelegate.swift:5",
  ]

  static let cases: [HierarchyCase] = [
    HierarchyCase(
      name: "a function whose result holds its parameter: the call's argument, where it is made",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: "Wrapping.wrap(HomeViewController(), inTabsWith: SettingsViewController())"),
        "Wrapping.swift": """
        enum Wrapping {
          static func wrap(_ controller: UIViewController, inTabsWith other: UIViewController) -> UITabBarController {
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: controller), other]
            return tabs
          }
        }
        class HomeViewController: UIViewController {}
        class SettingsViewController: UIViewController {}
        """,
      ],
      contains: [], lacks: ["is a parameter of"],
      outline: launchWindow + [
        "    TabBar: UITabBarController @ SceneDelegate.swift:6",
        "      Navigation: UINavigationController @ Wrapping.swift:4",
        "        Home: HomeViewController @ SceneDelegate.swift:6",
        "      Settings: SettingsViewController @ SceneDelegate.swift:6",
      ]),
    HierarchyCase(
      name: "a factory method of the scene delegate: its return is the root, with its children",
      sources: [
        "SceneDelegate.swift": sceneDelegate(root: "makeTabs()")
          + """

          extension SceneDelegate {
            func makeTabs() -> UITabBarController {
              let tabs = UITabBarController()
              tabs.viewControllers = [FeedViewController(), SettingsViewController()]
              return tabs
            }
          }
          """,
        "Screens.swift": """
        class FeedViewController: UIViewController {}
        class SettingsViewController: UIViewController {}
        """,
      ],
      contains: [], lacks: ["Root: unknown"],
      outline: launchWindow + [
        "    TabBar: UITabBarController @ SceneDelegate.swift:6",
        "      Feed: FeedViewController @ SceneDelegate.swift:13",
        "      Settings: SettingsViewController @ SceneDelegate.swift:13",
      ]),
    HierarchyCase(
      name: "a free function with an implicit return",
      sources: [
        "SceneDelegate.swift": sceneDelegate(root: "makeRoot()"),
        "Factory.swift": """
        func makeRoot() -> UIViewController {
          UINavigationController(rootViewController: HomeViewController())
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      contains: [],
      outline: launchWindow + [
        "    Navigation: UINavigationController @ SceneDelegate.swift:6",
        "      Home: HomeViewController @ Factory.swift:2",
      ]),
    HierarchyCase(
      name: "a static method of another type, through its shared instance",
      sources: [
        "SceneDelegate.swift": sceneDelegate(root: "ScreenFactory.shared.home()"),
        "Factory.swift": """
        final class ScreenFactory {
          static let shared = ScreenFactory()
          func home() -> HomeViewController {
            return HomeViewController()
          }
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      contains: [],
      outline: launchWindow + ["    Home: HomeViewController @ SceneDelegate.swift:6"]),
    HierarchyCase(
      name: "a function that returns in two branches is a choice, not a pick",
      sources: [
        "SceneDelegate.swift": sceneDelegate(root: "makeRoot(isLoggedIn: false)"),
        "Factory.swift": """
        func makeRoot(isLoggedIn: Bool) -> UIViewController {
          if isLoggedIn {
            return MainViewController()
          }
          return OnboardingViewController()
        }
        class MainViewController: UIViewController {}
        class OnboardingViewController: UIViewController {}
        """,
      ],
      contains: ["choice Root initially unknown @ \"SceneDelegate.swift:6:"],
      lacks: ["Root: unknown", "chosen at run time"],
      outline: launchWindow + [
        "    choice Root @ SceneDelegate.swift:6",
        "      Main2: MainViewController @ Factory.swift:3",
        "      Onboarding: OnboardingViewController @ Factory.swift:5",
      ]),
    HierarchyCase(
      name: "a body not followed still places the app class its declared type names",
      sources: [
        "SceneDelegate.swift": sceneDelegate(root: "Router.detail(for: item)"),
        "Factory.swift": """
        enum Router {
          static func detail(for item: Item) -> DetailViewController {
            return item.makeController()
          }
        }
        class DetailViewController: UIViewController {}
        """,
      ],
      contains: [],
      outline: launchWindow + ["    Detail: DetailViewController @ SceneDelegate.swift:6"]),
    HierarchyCase(
      name: "a declared UIKit class is not placed: an app subclass may stand behind it",
      sources: [
        "SceneDelegate.swift": sceneDelegate(root: "Router.root()"),
        "Factory.swift": """
        enum Router {
          static func root() -> UIViewController { return Session.current.controller }
        }
        """,
      ],
      contains: ["Root: unknown"], undetermined: ["`Session.current.controller` is not followed"]),
    HierarchyCase(
      name: "a protocol extension's instantiate() returning Self places the receiver's class",
      sources: [
        "SceneDelegate.swift": sceneDelegate(root: "HomeViewController.instantiate()"),
        "Storyboarded.swift": """
        protocol Storyboarded {}
        extension Storyboarded where Self: UIViewController {
          static func instantiate() -> Self {
            let storyboard = UIStoryboard(name: name, bundle: .main)
            return storyboard.instantiateViewController(withIdentifier: id) as! Self
          }
        }
        class HomeViewController: UIViewController, Storyboarded {}
        """,
      ],
      contains: [],
      outline: launchWindow + ["    Home: HomeViewController @ SceneDelegate.swift:6"]),
    HierarchyCase(
      name: "a stored property of a declared app class given no controller the scan reads",
      sources: [
        "SceneDelegate.swift": """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          var home: HomeViewController!
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            home = Dependencies.container.resolve()
            window = UIWindow(windowScene: scene)
            window?.rootViewController = home
          }
        }
        class HomeViewController: UIViewController {}
        """
      ],
      contains: [],
      outline: [
        "scene Scene @ SceneDelegate.swift:7", "  window Main @ SceneDelegate.swift:7",
        "    Home: HomeViewController @ SceneDelegate.swift:8",
      ]),
    HierarchyCase(
      name: "a recursive function stops, with a visible note",
      sources: [
        "SceneDelegate.swift": sceneDelegate(root: "makeRoot()"),
        "Factory.swift": """
        func makeRoot() -> UIViewController {
          return makeRoot()
        }
        """,
      ],
      contains: ["Root: unknown"], undetermined: ["refer to each other"]),
    HierarchyCase(
      name: "a lazy property's computed getter is followed",
      sources: [
        "SceneDelegate.swift": sceneDelegate(root: "tabs"),
        "Tabs.swift": """
        extension SceneDelegate {
          var tabs: UITabBarController {
            let tabs = UITabBarController()
            tabs.viewControllers = [HomeViewController()]
            return tabs
          }
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      contains: [],
      outline: launchWindow + [
        "    TabBar: UITabBarController @ SceneDelegate.swift:6",
        "      Home: HomeViewController @ Tabs.swift:4",
      ]),
    HierarchyCase(
      name: "a generic function whose result type the call names with `.self`",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: "UIStoryboard.settings.instantiateController(ofType: SettingsViewController.self)"),
        "Storyboards.swift": """
        extension UIStoryboard {
          static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) }
          func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController {
            let name = String(describing: type)
            return instantiateViewController(withIdentifier: name) as! T
          }
        }
        class SettingsViewController: UIViewController {}
        """,
      ],
      contains: [], lacks: ["Root: unknown"],
      outline: launchWindow + ["    Settings: SettingsViewController @ SceneDelegate.swift:6"]),
    HierarchyCase(
      name: "a generic function called with a UIKit class places no app class",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: "UIStoryboard.main.instantiateController(ofType: UINavigationController.self)"),
        "Storyboards.swift": """
        extension UIStoryboard {
          static var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
          func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController {
            return instantiateViewController(withIdentifier: String(describing: type)) as! T
          }
        }
        """,
      ],
      contains: ["Root: unknown"]),
    HierarchyCase(
      name: "a call not followed, cast to an app class, places that class",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: "SearchViewController.loadFromStoryboard(named: .search) as SearchViewController"),
        "Storyboards.swift": """
        extension UIViewController {
          static func loadFromStoryboard<T: UIViewController>(named name: StoryboardName) -> T {
            let storyboard = UIStoryboard(name: name.rawValue, bundle: .main)
            return storyboard.instantiateViewController(withIdentifier: String(describing: self)) as! T
          }
        }
        class SearchViewController: UIViewController {}
        """,
      ],
      contains: [], lacks: ["Root: unknown"],
      outline: launchWindow + ["    Search: SearchViewController @ SceneDelegate.swift:6"]),
    HierarchyCase(
      name: "a call not followed, cast to a UIKit class, stays unknown",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: "Session.current.makeRoot() as! UITabBarController")
      ],
      contains: ["Root: unknown"]),
  ]

  @Test("a call's result is what its callee returns", arguments: cases)
  func followsCalls(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }
}
