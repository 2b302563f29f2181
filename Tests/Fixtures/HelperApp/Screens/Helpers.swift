import UIKit

extension UIViewController {
    /// The controller on top of this one: what it presents, all the way up.
    func topMost() -> UIViewController {
        var top: UIViewController = self
        while let presented = top.presentedViewController {
            top = presented
        }
        return top
    }

    /// Presents `controller` on whatever is on top of this controller.
    func presentOnTopmost(_ controller: UIViewController) {
        topMost().present(controller, animated: true)
    }
}

enum Router {
    /// Presents `controller` full screen from `presenter`.
    static func open(_ controller: UIViewController, from presenter: UIViewController) {
        controller.modalPresentationStyle = .fullScreen
        presenter.present(controller, animated: true)
    }

    /// Presents `controller` on whatever is on top of the key window.
    static func presentOnTop(_ controller: UIViewController) {
        UIApplication.shared.keyWindow?.rootViewController?.topMost().present(controller, animated: true)
    }
}
