import UIKit

/// Makes the first screen and every screen after it.
final class AppCoordinator {
    enum Scene {
        case profile
        case player
    }

    enum Transition {
        case show
        case modal
        case custom
    }

    private let window: UIWindow
    private let session = Session()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = session.isSignedIn ? makeTabs() : LoginViewController()
        window.makeKeyAndVisible()
    }

    private func makeTabs() -> MainTabBarController {
        let tabs = MainTabBarController()
        let feed = UINavigationController(rootViewController: FeedViewController(coordinator: self))
        tabs.viewControllers = [feed, SettingsViewController()]
        return tabs
    }

    func show(_ scene: Scene, from sender: UIViewController, transition: Transition) {
        let destination: UIViewController
        switch scene {
        case .profile:
            destination = ProfileViewController()
        case .player:
            destination = PlayerViewController()
        }
        switch transition {
        case .show:
            sender.show(destination, sender: sender)
        case .modal:
            destination.modalPresentationStyle = .fullScreen
            sender.present(destination, animated: true)
        case .custom:
            destination.modalPresentationStyle = .custom
            destination.modalPresentationCapturesStatusBarAppearance = true
            sender.present(destination, animated: true)
        }
    }
}

final class Session {
    var isSignedIn: Bool { UserDefaults.standard.bool(forKey: "signedIn") }
}
