import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// What a launch method calls at set-up runs at launch: a root given to the delegate's window
/// there (a helper, a coordinator handed the window, a coordinator holding the delegate) is
/// the window's launch root.
@Suite struct LaunchCallsTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  static let cases: [HierarchyCase] = [
    HierarchyCase(
      name: "a window a helper the launch method calls makes, when the delegate has none",
      sources: [
        "AppDelegate.swift": """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, willFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            setupDefaultWindow()
            return true
          }
          func setupDefaultWindow() {
            if window == nil { window = UIWindow(frame: UIScreen.main.bounds) }
            window?.rootViewController = HomeViewController()
            window?.makeKeyAndVisible()
          }
        }
        class HomeViewController: UIViewController {}
        """
      ],
      contains: [],
      outline: [
        "window Main @ AppDelegate.swift:8", "  Home: HomeViewController @ AppDelegate.swift:9",
      ]),
    HierarchyCase(
      name: "a window a function no launch method calls makes is not the launch window",
      sources: [
        "AppDelegate.swift": """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, willFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            return true
          }
          func setupDefaultWindow() {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = HomeViewController()
          }
        }
        class HomeViewController: UIViewController {}
        """
      ],
      contains: [], lacks: ["Home: HomeViewController @ \"AppDelegate.swift:8"]),
    HierarchyCase(
      name: "a helper of the scene delegate that the launch method calls",
      sources: [
        "SceneDelegate.swift": """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: scene)
            setUpRoot()
            window?.makeKeyAndVisible()
          }
          private func setUpRoot() {
            window?.rootViewController = HomeViewController()
          }
        }
        class HomeViewController: UIViewController {}
        """
      ],
      contains: [],
      outline: [
        "scene Scene @ SceneDelegate.swift:5", "  window Main @ SceneDelegate.swift:5",
        "    Home: HomeViewController @ SceneDelegate.swift:10",
      ]),
    HierarchyCase(
      name: "a coordinator handed the window, whose start() gives it its root",
      sources: [
        "SceneDelegate.swift": """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          var coordinator: AppCoordinator?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: scene)
            coordinator = AppCoordinator(window: window!)
            coordinator?.start()
          }
        }
        """,
        "AppCoordinator.swift": """
        final class AppCoordinator {
          private let window: UIWindow
          init(window: UIWindow) {
            self.window = window
          }
          func start() {
            let navigation = UINavigationController(rootViewController: HomeViewController())
            window.rootViewController = navigation
            window.makeKeyAndVisible()
          }
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      contains: [],
      outline: [
        "scene Scene @ SceneDelegate.swift:6", "  window Main @ SceneDelegate.swift:6",
        "    Navigation: UINavigationController @ AppCoordinator.swift:7",
        "      Home: HomeViewController @ AppCoordinator.swift:7",
      ]),
    HierarchyCase(
      name: "a coordinator holding the scene delegate sets its window's root",
      sources: [
        "SceneDelegate.swift": """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            self.window = window
            let coordinator = SceneCoordinator(sceneDelegate: self)
            coordinator.setup()
            window.makeKeyAndVisible()
          }
        }
        """,
        "SceneCoordinator.swift": """
        final class SceneCoordinator {
          weak var sceneDelegate: SceneDelegate!
          init(sceneDelegate: SceneDelegate) { self.sceneDelegate = sceneDelegate }
          func setup() {
            sceneDelegate.window?.rootViewController = MainTabBarController()
          }
        }
        class MainTabBarController: UITabBarController {}
        """,
      ],
      contains: [],
      outline: [
        "scene Scene @ SceneDelegate.swift:5", "  window Main @ SceneDelegate.swift:5",
        "    MainTabBar: MainTabBarController @ SceneCoordinator.swift:5",
      ]),
    HierarchyCase(
      name: "a helper called only under a condition is not the launch root",
      sources: [
        "SceneDelegate.swift": """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: scene)
            if Session.isLoggedIn { setUpRoot() }
            window?.makeKeyAndVisible()
          }
          private func setUpRoot() {
            window?.rootViewController = HomeViewController()
          }
        }
        class HomeViewController: UIViewController {}
        """
      ],
      contains: [], lacks: ["Home: HomeViewController @ \"SceneDelegate.swift:10"],
      undetermined: ["window `window` is given a rootViewController only under a condition"]),
    HierarchyCase(
      name: "two levels: the launch method's helper calls the one that sets the root",
      sources: [
        "SceneDelegate.swift": sceneDelegate(calling: "startApplication()"),
        // A file without any hint: its type's members are still read.
        "Start.swift": """
        extension SceneDelegate {
          func startApplication() {
            showMain()
          }
        }
        """,
        "Main.swift": """
        extension SceneDelegate {
          func showMain() {
            window?.rootViewController = HomeViewController()
          }
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      contains: [],
      outline: launchWindow + ["    Home: HomeViewController @ Main.swift:3"]),
    HierarchyCase(
      name: "three levels of helpers, called with `try` and `_ =`",
      sources: [
        "SceneDelegate.swift": sceneDelegate(calling: "startApplication()"),
        "Start.swift": """
        extension SceneDelegate {
          func startApplication() {
            try configure()
          }
          func configure() throws {
            loadSettings()
            _ = showMain()
          }
          func loadSettings() {}
          func showMain() -> Bool {
            window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
            return true
          }
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      contains: [],
      outline: launchWindow + [
        "    Navigation: UINavigationController @ Start.swift:11",
        "      Home: HomeViewController @ Start.swift:11",
      ]),
    HierarchyCase(
      name: "a cycle of helpers is followed once, with a note",
      sources: [
        "SceneDelegate.swift": sceneDelegate(calling: "startApplication()"),
        "Start.swift": """
        extension SceneDelegate {
          func startApplication() {
            showMain()
          }
          func showMain() {
            window?.rootViewController = HomeViewController()
            startApplication()
          }
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      contains: [
        "# note: Start.swift:7:5: the call `startApplication()` at launch calls back into a function already followed (a cycle): it is followed once"
      ],
      outline: launchWindow + ["    Home: HomeViewController @ Start.swift:6"]),
    HierarchyCase(
      name: "two paths to one helper are not a cycle",
      sources: [
        "SceneDelegate.swift": sceneDelegate(calling: "startApplication()"),
        "Start.swift": """
        extension SceneDelegate {
          func startApplication() {
            prepare()
            showMain()
          }
          func prepare() { showMain() }
          func showMain() {
            window?.rootViewController = HomeViewController()
          }
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      contains: [], lacks: ["a cycle"],
      outline: launchWindow + ["    Home: HomeViewController @ Start.swift:8"]),
    HierarchyCase(
      name: "a helper the second level calls only under a condition is not the launch root",
      sources: [
        "SceneDelegate.swift": sceneDelegate(calling: "startApplication()"),
        "Start.swift": """
        extension SceneDelegate {
          func startApplication() {
            if Session.isLoggedIn {
              showMain()
            }
          }
          func showMain() {
            window?.rootViewController = HomeViewController()
          }
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      contains: [], lacks: ["Home: HomeViewController @ \"Start.swift:8"],
      undetermined: ["window `window` is given a rootViewController only under a condition"]),
    HierarchyCase(
      name: "a helper the second level calls in a closure is not the launch root",
      sources: [
        "SceneDelegate.swift": sceneDelegate(calling: "startApplication()"),
        "Start.swift": """
        extension SceneDelegate {
          func startApplication() {
            Session.restore { self.showMain() }
          }
          func showMain() {
            window?.rootViewController = HomeViewController()
          }
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      contains: [], lacks: ["Home: HomeViewController @ \"Start.swift:6"],
      undetermined: ["window `window` is given a rootViewController only under a condition"]),
  ]

  /// A scene delegate whose launch method creates the window and makes `call`.
  static func sceneDelegate(calling call: String) -> String {
    """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        \(call)
        window?.makeKeyAndVisible()
      }
    }
    """
  }

  /// The scene and window of ``sceneDelegate(calling:)``.
  static let launchWindow = [
    "scene Scene @ SceneDelegate.swift:5", "  window Main @ SceneDelegate.swift:5",
  ]

  @Test("a root given in a function the launch method calls is the launch root", arguments: cases)
  func launchCalls(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }
}
