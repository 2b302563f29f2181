// swift-format-ignore-file
import UIKit

class MainTabBarController: UITabBarController {
    // Forwards to the first tab, whichever is selected.
    override var childForStatusBarStyle: UIViewController? {
        children.first
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.tintColor = .systemPink
    }
}
