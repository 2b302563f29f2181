// swift-format-ignore-file
import UIKit

class FeedViewController: UIViewController {}

class ProfileViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }
}
