import UIKit

final class MainTabBarController: UITabBarController {}

final class LoginViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class FeedViewController: UITableViewController {
    private let coordinator: AppCoordinator

    init(coordinator: AppCoordinator) {
        self.coordinator = coordinator
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    @objc func openProfile() {
        coordinator.show(.profile, from: self, transition: .show)
    }

    @objc func play() {
        coordinator.show(.player, from: self, transition: .custom)
    }
}

final class SettingsViewController: UITableViewController {}

final class ProfileViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class PlayerViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}
