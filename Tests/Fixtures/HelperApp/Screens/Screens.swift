import UIKit

/// The base of the signed-in screens: until it is seen, it presents what is new.
class BaseViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !UserDefaults.standard.bool(forKey: "seenWhatsNew") {
            present(WhatsNewViewController(), animated: true)
        }
    }
}

final class LoginViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    @objc func signUp() {
        Router.open(SignUpViewController(), from: self)
    }
}

final class SignUpViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
}

final class FeedViewController: BaseViewController {
    @objc func openSettings() {
        presentOnTopmost(SettingsViewController())
    }

    @objc func play() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .overFullScreen
        player.modalPresentationCapturesStatusBarAppearance = true
        presentOnTopmost(player)
    }
}

final class SettingsViewController: BaseViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    @objc func showAbout() {
        presentOnTopmost(AboutViewController())
    }
}

final class AboutViewController: UIViewController {}

final class PlayerViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}

final class WhatsNewViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class UpdateViewController: UIViewController {}
