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
  ]

  @Test("a root given in a function the launch method calls is the launch root", arguments: cases)
  func launchCalls(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }
}
