import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// A method that switches over an enumeration parameter and presents a controller per case is
/// followed per call: `router.navigate(to: .settings)` presents the controller its
/// `case .settings` makes, from the controller that handed itself to the router.
@Suite struct CallSiteTransitionsTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  /// A router presenting one controller per route, from the controller given to its
  /// initializer.
  static let router = """
    enum Route { case settings, player, help }
    final class Router {
      private weak var presenter: UIViewController?
      init(presenter: UIViewController) { self.presenter = presenter }
      func navigate(to route: Route) {
        let destination: UIViewController
        switch route {
        case .settings:
          let settings = SettingsViewController()
          settings.modalPresentationStyle = .formSheet
          destination = settings
        case .player:
          destination = PlayerViewController()
        default:
          destination = HelpViewController()
        }
        presenter?.present(destination, animated: true)
      }
    }
    class SettingsViewController: UIViewController {}
    class PlayerViewController: UIViewController {}
    class HelpViewController: UIViewController {}
    """

  /// A router presenting on the `from:` argument or, when the call leaves it out (`nil`), on
  /// whatever is on top of the scene's window.
  static let senderRouter = """
    extension UIViewController {
      var topMost: UIViewController? { presentedViewController?.topMost ?? self }
    }
    final class SceneCoordinator {
      weak var sceneDelegate: SceneDelegate!
      enum Scene { case policy }
      func present(scene: Scene, from sender: UIViewController? = nil) {
        let policy = PolicyViewController()
        (sender ?? sceneDelegate.window?.rootViewController?.topMost)?.present(policy, animated: true)
      }
    }
    class PolicyViewController: UIViewController {}
    """

  /// A router keeping its presenter in a local (`sender ?? … topMost`), moved to the selected
  /// tab's top when it is a tab bar controller, as coordinators do.
  static let localSenderRouter = """
    extension UIViewController {
      var topMost: UIViewController? { presentedViewController?.topMost ?? self }
    }
    final class SceneCoordinator {
      weak var sceneDelegate: SceneDelegate!
      enum Scene { case policy }
      func present(scene: Scene, from sender: UIViewController? = nil) {
        let policy = PolicyViewController()
        guard var presenting = sender ?? sceneDelegate.window?.rootViewController?.topMost else {
          return
        }
        if let tabs = presenting as? UITabBarController,
          let navigation = tabs.selectedViewController as? UINavigationController,
          let top = navigation.topViewController
        {
          presenting = top
        }
        presenting.present(policy, animated: true)
      }
    }
    enum Facade {
      static func openPolicy(coordinator: SceneCoordinator, provider: UIViewController) {
        coordinator.present(scene: .policy)
      }
    }
    class PolicyViewController: UIViewController {}
    """

  static let cases: [HierarchyCase] = [
    HierarchyCase(
      name: "a sender left out, kept in a local with whatever is on top, is the caller",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Router.swift": localSenderRouter,
        "Home.swift": """
        class HomeViewController: UIViewController {
          var coordinator: SceneCoordinator!
          @objc func openPolicy() { coordinator.present(scene: .policy) }
          func later() { DispatchQueue.main.async { self.coordinator.present(scene: .policy) } }
        }
        """,
      ],
      contains: ["Home presents Policy: PolicyViewController @ \"Home.swift:3:29\""],
      lacks: ["@ \"Home.swift:4:"],
      undetermined: ["whatever is on top"]),
    HierarchyCase(
      name: "a helper outside controllers calling the router on top is made from its caller",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Router.swift": localSenderRouter,
        "Home.swift": """
        class HomeViewController: UIViewController {
          var coordinator: SceneCoordinator!
          @objc func openPolicy() { Facade.openPolicy(coordinator: coordinator, provider: self) }
          func later() {
            DispatchQueue.main.async { Facade.openPolicy(coordinator: self.coordinator, provider: self) }
          }
        }
        """,
      ],
      // The coordinator is a parameter of the helper, declared as the router's type. The
      // call in a closure leaves what is on top unknown: listed at the helper's call.
      contains: ["Home presents Policy: PolicyViewController @ \"Home.swift:3:29\""],
      lacks: ["@ \"Home.swift:5:", "PolicyViewController @ \"Router.swift:"],
      undetermined: [
        "presents a PolicyViewController in Facade.openPolicy(coordinator:provider:): it is made "
          + "on `sceneDelegate.window?.rootViewController?.topMost`, whatever is on top"
      ]),
    HierarchyCase(
      name: "a helper on top that no controller's own method calls is made on whatever is on top",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Router.swift": localSenderRouter,
        "Home.swift": """
        class HomeViewController: UIViewController {
          var coordinator: SceneCoordinator!
          func later() {
            DispatchQueue.main.async { Facade.openPolicy(coordinator: self.coordinator, provider: self) }
          }
        }
        """,
      ],
      contains: [], lacks: ["presents Policy"],
      undetermined: [
        "presents a PolicyViewController in Facade.openPolicy(coordinator:provider:): it is made "
          + "on `sceneDelegate.window?.rootViewController?.topMost`, whatever is on top"
      ]),
    HierarchyCase(
      name: "a call that leaves out a nil-defaulted sender presents on whatever is on top",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Router.swift": senderRouter,
        "Home.swift": """
        class HomeViewController: UIViewController {
          var coordinator: SceneCoordinator!
          @objc func openPolicy() { coordinator.present(scene: .policy) }
          func later() { DispatchQueue.main.async { self.coordinator.present(scene: .policy) } }
        }
        """,
      ],
      contains: ["Home presents Policy: PolicyViewController @ \"Home.swift:3:29\""],
      lacks: ["@ \"Home.swift:4:"],
      undetermined: ["whatever is on top"]),
    HierarchyCase(
      name: "each call presents its case's controller, from the controller that made the router",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Router.swift": router,
        "Home.swift": """
        class HomeViewController: UIViewController {
          private lazy var router = Router(presenter: self)
          @objc func openSettings() { router.navigate(to: .settings) }
          @objc func play() { router.navigate(to: .player) }
        }
        """,
      ],
      contains: [
        "Home presents Settings: SettingsViewController @ \"Home.swift:3:31\" {",
        "modalPresentationStyle = formSheet @ \"Router.swift:10:7\"",
        "Home presents Player: PlayerViewController @ \"Home.swift:4:23\"",
      ],
      lacks: ["HelpViewController @", "presents a controller not determined"]),
    HierarchyCase(
      name: "a case no branch names takes the default branch",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Router.swift": router,
        "Home.swift": """
        class HomeViewController: UIViewController {
          private lazy var router = Router(presenter: self)
          @objc func help() { router.navigate(to: .help) }
        }
        """,
      ],
      contains: ["Home presents Help: HelpViewController @ \"Home.swift:3:23\""],
      lacks: ["SettingsViewController @", "PlayerViewController @"]),
    HierarchyCase(
      name: "a router made by a class never placed presents from nothing on screen",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Router.swift": router,
        "Detached.swift": """
        class DetachedViewController: UIViewController {
          private lazy var router = Router(presenter: self)
          @objc func openSettings() { router.navigate(to: .settings) }
        }
        """,
      ],
      contains: [], lacks: ["Detached presents"],
      undetermined: [
        "presents a SettingsViewController in DetachedViewController.openSettings(): no "
          + "controller of that class is on screen in any state the scan found"
      ]),
  ]

  /// A chosen controller given a property on two paths, presented with no call passing a
  /// case: neither value is written on it (the rules file must load).
  static let twoPaths = HierarchyCase(
    name: "a property set on two paths of a chosen controller is not written twice",
    sources: [
      "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
      "Home.swift": """
      enum Mode { case sheet, cover }
      class HomeViewController: UIViewController {
        func open(_ mode: Mode, compact: Bool) {
          let destination: UIViewController = compact ? CompactViewController() : WideViewController()
          switch mode {
          case .sheet: destination.modalPresentationStyle = .pageSheet
          case .cover: destination.modalPresentationStyle = .fullScreen
          }
          present(destination, animated: true)
        }
      }
      class CompactViewController: UIViewController {}
      class WideViewController: UIViewController {}
      """,
    ],
    contains: [
      "Home presents Compact: CompactViewController", "Home presents Wide: WideViewController",
    ],
    lacks: ["modalPresentationStyle = pageSheet", "modalPresentationStyle = fullScreen"])

  @Test("code under a case of another scene does not run, whatever else its conditions name")
  func nestedCases() {
    let instance = CallSiteInstance(
      presenter: .instance(className: "Home"), cases: ["profile", "show"],
      origin: SourceOrigin(path: "Home.swift", line: 1, column: 1),
      site: HierarchyCodeSite(typeName: "Home", function: "open()", moment: .later))
    #expect(
      instance.runs(under: ["case .profile:", "case .show:"], callerCasesMatchElsewhere: true))
    #expect(
      !instance.runs(under: ["case .profile:", "case .modal:"], callerCasesMatchElsewhere: true))
    #expect(instance.runs(under: ["if compact", "case .show:"], callerCasesMatchElsewhere: true))
    // No code of the callee names the call's cases: its switches are over something else.
    #expect(instance.runs(under: ["case .phone:"], callerCasesMatchElsewhere: false))
  }

  @Test("a case of a switch over a parameter the call passes a case for runs only for that case")
  func switchOverPassedParameter() {
    let instance = CallSiteInstance(
      presenter: .instance(className: "Home"), cases: ["settings", "none"],
      casesByLabel: ["scene": "settings", "transition": "none"],
      origin: SourceOrigin(path: "Home.swift", line: 1, column: 1),
      site: HierarchyCodeSite(typeName: "Home", function: "open()", moment: .later))
    // `transition: .none`: `case .show:` of `switch transition` does not run, even where no
    // code of the callee is under a case the call names.
    #expect(
      !instance.runs(
        under: ["case .show:"], subjects: ["case .show:": "transition"],
        callerCasesMatchElsewhere: false))
    #expect(
      instance.runs(
        under: ["case .settings(let setting):"],
        subjects: ["case .settings(let setting):": "scene"],
        callerCasesMatchElsewhere: true))
    // A switch over what the call does not pass is decided as before.
    #expect(
      instance.runs(
        under: ["case .phone:"], subjects: ["case .phone:": "idiom"],
        callerCasesMatchElsewhere: false))
  }

  @Test func aPropertySetOnTwoPathsIsNotWrittenTwice() throws {
    try CodeHierarchyBuilderTests().hierarchy(Self.twoPaths)
  }

  @Test("a router's transitions are made per call, on the path its cases take", arguments: cases)
  func callSites(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }
}

/// A coordinator's `present(scene:from:transition:)`, called with the scene, `from: self` and
/// how to show it: the scene's controller, shown from the caller on the transition's path,
/// with the properties that path sets.
@Suite struct CoordinatorCallTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  static let coordinator = """
    final class SceneCoordinator {
      enum Scene { case profile, settings }
      enum Transition { case show, modal }
      func present(scene: Scene, from sender: UIViewController?, transition: Transition) {
        guard let viewController = get(scene: scene) else { return }
        guard var presentingViewController = sender ?? topMost else { return }
        switch transition {
        case .show:
          presentingViewController.show(viewController, sender: sender)
        case .modal:
          let navigation = UINavigationController(rootViewController: viewController)
          navigation.modalPresentationCapturesStatusBarAppearance = true
          presentingViewController.present(navigation, animated: true)
        }
      }
      func get(scene: Scene) -> UIViewController? {
        let viewController: UIViewController?
        switch scene {
        case .profile:
          viewController = ProfileViewController()
        case .settings:
          viewController = SettingsViewController()
        }
        return viewController
      }
    }
    class ProfileViewController: UIViewController {}
    class SettingsViewController: UIViewController {}
    """

  @Test func eachCallTakesItsSceneAndItsTransition() throws {
    try CodeHierarchyBuilderTests().hierarchy(
      CodeHierarchyBuilderTests.HierarchyCase(
        name: "coordinator",
        sources: [
          "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
          "Coordinator.swift": Self.coordinator,
          "Home.swift": """
          class HomeViewController: UIViewController {
            weak var coordinator: SceneCoordinator!
            @objc func openProfile() {
              _ = coordinator.present(scene: .profile, from: self, transition: .show)
            }
            @objc func openSettings() {
              coordinator.present(scene: .settings, from: self, transition: .modal)
            }
          }
          """,
        ],
        contains: [
          // `.show` from a controller in a navigation stack pushes onto it.
          "Navigation pushes Profile: ProfileViewController @ \"Home.swift:4:9\"",
          "Home presents Navigation2: UINavigationController @ \"Home.swift:7:5\" {",
          "modalPresentationCapturesStatusBarAppearance = true @ \"Coordinator.swift:12:7\"",
          "Settings: SettingsViewController @ \"Coordinator.swift:22:24\"",
        ],
        lacks: [
          "pushes Settings", "presents Profile", "no controller of that class is on screen",
        ]))
  }

  /// A router whose settings scene is a coordinator of its own: made with the controller the
  /// router was passed, it pushes its first screen onto an empty navigation controller and
  /// presents that from the controller (as Mastodon's `SettingsCoordinator`); its transition
  /// `.none` shows nothing more.
  static let settingsRouter = """
    final class SceneCoordinator {
      enum Scene { case settings, profile }
      enum Transition { case show, none }
      var child: SettingsCoordinator?
      func present(scene: Scene, from sender: UIViewController? = nil, transition: Transition) {
        guard let viewController = get(scene: scene, from: sender) else { return }
        guard let presenter = sender else { return }
        switch transition {
        case .show:
          presenter.show(viewController, sender: sender)
        case .none:
          break
        }
      }
      private func get(scene: Scene, from sender: UIViewController?) -> UIViewController? {
        let viewController: UIViewController?
        switch scene {
        case .profile:
          viewController = ProfileViewController()
        case .settings:
          guard let presentedOn = sender else { return nil }
          let settings = SettingsCoordinator(presentedOn: presentedOn)
          settings.start()
          child = settings
          viewController = settings.navigationController
        }
        return viewController
      }
    }
    final class SettingsCoordinator {
      let navigationController: UINavigationController
      let presentedOn: UIViewController
      init(presentedOn: UIViewController) {
        self.presentedOn = presentedOn
        navigationController = UINavigationController()
      }
      func start() {
        navigationController.pushViewController(SettingsViewController(), animated: false)
        presentedOn.present(navigationController, animated: true)
      }
      func openGeneral() {
        navigationController.pushViewController(GeneralViewController(), animated: true)
      }
    }
    class ProfileViewController: UIViewController {}
    class SettingsViewController: UIViewController {}
    class GeneralViewController: UIViewController {}
    """

  static let handedCoordinators: [HierarchyCase] = [
    HierarchyCase(
      name: "a coordinator the router makes with the caller presents from the caller",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Router.swift": settingsRouter,
        "Home.swift": """
        class HomeViewController: UIViewController {
          weak var coordinator: SceneCoordinator!
          @objc func openSettings() { coordinator.present(scene: .settings, from: self, transition: .none) }
          @objc func openProfile() { coordinator.present(scene: .profile, from: self, transition: .show) }
        }
        """,
      ],
      contains: [
        // The settings call: the coordinator's `start()`, from Home; its first push gives
        // the empty navigation controller its root, which stays while the next is pushed.
        "Home presents Navigation2: UINavigationController @ \"Home.swift:3:31\"\n"
          + "  # pushed onto an empty stack: the root of Navigation2, which it keeps\n"
          + "  Navigation2 pushes Settings: SettingsViewController @ \"Router.swift:38:5\"\n"
          + "  Navigation2 pushes General: GeneralViewController @ \"Router.swift:42:5\"\n"
          + "  Navigation2 pops\n  dismiss Navigation2",
        "Navigation pushes Profile: ProfileViewController @ \"Home.swift:4:30\"",
      ],
      // `transition: .none` runs no case of `switch transition` but its own: the settings
      // call shows nothing itself, and the profile call presents nothing.
      lacks: ["@ \"Home.swift:3:31\"\n  Navigation pops", "presents Profile", "pushes Controller"],
      notUndetermined: ["SettingsViewController", "presentedOn"]),
    HierarchyCase(
      name: "a coordinator a controller makes with itself presents from that controller",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Router.swift": settingsRouter,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openSettings() {
            let settings = SettingsCoordinator(presentedOn: self)
            settings.start()
          }
        }
        """,
      ],
      contains: [
        "Home presents Navigation2: UINavigationController @ \"Home.swift:4:5\"",
        "Navigation2 pushes Settings: SettingsViewController",
      ]),
    HierarchyCase(
      name: "a coordinator made with a controller but never started presents nothing",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Router.swift": settingsRouter,
        "Home.swift": """
        class HomeViewController: UIViewController {
          var settings: SettingsCoordinator?
          @objc func prepare() { settings = SettingsCoordinator(presentedOn: self) }
        }
        """,
      ],
      contains: [], lacks: ["Home presents"],
      undetermined: ["presents a UINavigationController in SettingsCoordinator.start()"]),
  ]

  @Test(
    "a coordinator's method makes its transitions from the controller it was handed",
    arguments: handedCoordinators)
  func handedCoordinator(_ item: CodeHierarchyBuilderTests.HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }
}
