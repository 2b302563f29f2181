import UIKit

/// The base of the app's full-bleed screens: red or black backgrounds, light status bar.
class BaseViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.tintColor = .white
    }
}
