import SafariServices
import UIKit

/// Presents the screens of `Route` from one view controller.
@MainActor
final class Router {
    private weak var presenter: UIViewController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func navigate(to route: Route) {
        let destination: UIViewController
        switch route {
        case .settings:
            let settings = UINavigationController(rootViewController: SettingsViewController())
            settings.modalPresentationStyle = .formSheet
            destination = settings
        case .player(let url):
            let player = PlayerViewController(streamURL: url)
            player.modalPresentationStyle = .fullScreen
            destination = player
        case .share:
            let share = UIActivityViewController(
                activityItems: [URL(string: "https://newsroom.example.com/app")!],
                applicationActivities: nil
            )
            share.popoverPresentationController?.sourceView = presenter?.view
            destination = share
        case .article(let url):
            let safari = SFSafariViewController(url: url)
            safari.preferredControlTintColor = .systemRed
            destination = safari
        case .confirmSignOut:
            let alert = UIAlertController(
                title: "Sign out?",
                message: "Downloaded articles will be removed.",
                preferredStyle: .alert
            )
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { _ in
                Session.current.signOut()
            })
            destination = alert
        }
        presenter?.present(destination, animated: true)
    }
}
