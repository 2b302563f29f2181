#if canImport(UIKit)
import UIKit

/// A navigation controller that lets the screen on top hide the status bar.
open class ReaderNavigationController: UINavigationController {
    open override var childForStatusBarHidden: UIViewController? {
        topViewController
    }

    open override var preferredStatusBarStyle: UIStatusBarStyle {
        topViewController?.preferredStatusBarStyle ?? .darkContent
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
    }
}
#endif
