import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// Transitions made on a controller related to a parameter (`sender.navigationController`)
/// and on `a ?? b`: the first is made from the related controller of what each call passes;
/// the second is never written, UIKit choosing `a` or `b` at run time (issue 26, item 1).
@Suite struct ParameterPresenterTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  /// `Home` is the root of the launch navigation controller.
  static let sceneDelegate = CodeHierarchyBuilderTests.sceneDelegate

  /// A coordinator whose transitions are made on the sender's navigation controller, and on
  /// its split view controller when it has one, else on the sender.
  static let coordinator = """
    final class SceneCoordinator {
      enum Scene { case profile, settings }
      enum Transition { case customPush, popover }
      weak var splitViewController: RootSplitViewController?
      func present(scene: Scene, from sender: UIViewController?, transition: Transition) {
        guard let viewController = get(scene: scene) else { return }
        guard let presentingViewController = sender ?? topMost else { return }
        switch transition {
        case .customPush:
          sender?.navigationController?.pushViewController(viewController, animated: true)
        case .popover:
          viewController.modalPresentationStyle = .popover
          (splitViewController ?? presentingViewController)?.present(viewController, animated: true)
        }
      }
      func get(scene: Scene) -> UIViewController? {
        switch scene {
        case .profile: return ProfileViewController()
        case .settings: return SettingsViewController()
        }
      }
    }
    class RootSplitViewController: UISplitViewController {}
    class ProfileViewController: UIViewController {}
    class SettingsViewController: UIViewController {}
    """

  static let cases: [HierarchyCase] = [
    HierarchyCase(
      name: "a router pushes on the navigation controller of the controller passed `from: self`",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Coordinator.swift": coordinator,
        "Home.swift": """
        class HomeViewController: UIViewController {
          weak var coordinator: SceneCoordinator!
          @objc func openProfile() {
            coordinator.present(scene: .profile, from: self, transition: .customPush)
          }
        }
        """,
      ],
      contains: ["Navigation pushes Profile: ProfileViewController @ \"Home.swift:4:5\""],
      lacks: ["presents Profile", "Settings: SettingsViewController"],
      notUndetermined: ["`sender.navigationController`"]),
    HierarchyCase(
      name: "a router's `(a ?? b)?.present` is not written, and says what each of them is",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Coordinator.swift": coordinator,
        "Home.swift": """
        class HomeViewController: UIViewController {
          weak var coordinator: SceneCoordinator!
          @objc func openSettings() {
            coordinator.present(scene: .settings, from: self, transition: .popover)
          }
        }
        """,
      ],
      contains: [],
      lacks: ["presents Settings", "pushes Settings"],
      undetermined: [
        "presents a SettingsViewController in HomeViewController.openSettings(): it is made on "
          + "`splitViewController` or, when that is nil, on `presentingViewController`: which "
          + "one is chosen at run time, and one transition from either cannot be written "
          + "(`splitViewController` is a RootSplitViewController, in no state the scan found; "
          + "`presentingViewController` is Home)"
      ]),
    HierarchyCase(
      name: "a helper pushes its own controller on the navigation controller of `from:`",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": """
        enum Screens {
          static func showProfile(from sender: UIViewController) {
            sender.navigationController?.pushViewController(ProfileViewController(), animated: true)
          }
        }
        class ProfileViewController: UIViewController {}
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openProfile() { Screens.showProfile(from: self) }
        }
        """,
      ],
      contains: ["Navigation pushes Profile: ProfileViewController @ \"Home.swift:2:30\""],
      notUndetermined: ["`sender.navigationController`"]),
    HierarchyCase(
      name: "a helper presents what it is passed on the navigation controller of `presenter`",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": """
        func show(_ controller: UIViewController, on presenter: UIViewController?) {
          presenter?.navigationController?.present(controller, animated: true)
        }
        class DetailViewController: UIViewController {}
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openDetail() { show(DetailViewController(), on: self) }
        }
        """,
      ],
      contains: ["Navigation presents Detail: DetailViewController @ \"Home.swift:2:29\""],
      notUndetermined: ["`presenter.navigationController`"]),
    HierarchyCase(
      name: "a push on the navigation controller of a caller in none stays undetermined",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate.replacingOccurrences(
          of: "UINavigationController(rootViewController: HomeViewController())",
          with: "HomeViewController()"),
        "Helpers.swift": """
        enum Screens {
          static func showProfile(from sender: UIViewController) {
            sender.navigationController?.pushViewController(ProfileViewController(), animated: true)
          }
        }
        class ProfileViewController: UIViewController {}
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openProfile() { Screens.showProfile(from: self) }
        }
        """,
      ],
      contains: [],
      lacks: ["pushes Profile", "presents Profile"],
      undetermined: [
        "pushes a ProfileViewController in HomeViewController.openProfile(): "
          + "`navigationController` of Home is not in the hierarchy the scan wrote"
      ]),
    HierarchyCase(
      name: "a parameter never passed a known controller stays undetermined",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": """
        enum Screens {
          static func showProfile(from sender: UIViewController) {
            sender.navigationController?.pushViewController(ProfileViewController(), animated: true)
          }
        }
        class ProfileViewController: UIViewController {}
        """,
        "Menu.swift": """
        final class Menu {
          func open(from host: UIViewController) { Screens.showProfile(from: host) }
        }
        """,
      ],
      contains: [],
      lacks: ["pushes Profile", "presents Profile"],
      undetermined: [
        "pushes a ProfileViewController in Screens.showProfile(from:): it is called on "
          + "`sender.navigationController`, which the scan does not follow"
      ]),
    HierarchyCase(
      name: "a controller's own `(a ?? self).present` is not written, and says what each is",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Home.swift": """
        class HomeViewController: UIViewController {
          var overlay: OverlayViewController?
          @objc func openHelp() { (overlay ?? self).present(HelpViewController(), animated: true) }
        }
        class OverlayViewController: UIViewController {}
        class HelpViewController: UIViewController {}
        """,
      ],
      contains: [],
      lacks: ["presents Help"],
      undetermined: [
        "presents a HelpViewController in HomeViewController.openHelp(): it is made on "
          + "`overlay` or, when that is nil, on `self`: which one is chosen at run time, and "
          + "one transition from either cannot be written (`overlay` is a "
          + "OverlayViewController, in no state the scan found; `self` is Home)"
      ]),
  ]

  /// A service holding the home controller in a property declared with its class.
  static let service = """
    final class MessageHandler {
      weak var home: HomeViewController?
      func scanRequested() {
        let scanner = ScannerViewController()
        home?.presentOverlay(scanner)
      }
    }
    class ScannerViewController: UIViewController {}
    """

  static let propertyCases: [HierarchyCase] = [
    HierarchyCase(
      name: "a helper called on a property declared as an app controller class",
      sources: [
        "SceneDelegate.swift": sceneDelegate, "Handler.swift": service,
        "Home.swift": """
        class HomeViewController: UIViewController {
          func presentOverlay(_ controller: UIViewController) { present(controller, animated: true) }
        }
        """,
      ],
      contains: ["Home presents Scanner: ScannerViewController @ \"Handler.swift:5:5\""]),
    HierarchyCase(
      name:
        "a helper called on a property declared as a protocol two classes adopt is not followed",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Handler.swift": service.replacingOccurrences(
          of: "weak var home: HomeViewController?", with: "weak var home: Presenting?"),
        "Home.swift": """
        protocol Presenting: AnyObject { func presentOverlay(_ controller: UIViewController) }
        class HomeViewController: UIViewController, Presenting {
          func presentOverlay(_ controller: UIViewController) { present(controller, animated: true) }
        }
        class DetailViewController: UIViewController, Presenting {
          func presentOverlay(_ controller: UIViewController) { present(controller, animated: true) }
        }
        """,
      ],
      contains: [], lacks: ["presents Scanner"]),
  ]

  @Test("a helper called on a stored property of a declared class", arguments: propertyCases)
  func propertyReceivers(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }

  @Test("a transition on a parameter's related controller or on `a ?? b`", arguments: cases)
  func presenters(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }
}
