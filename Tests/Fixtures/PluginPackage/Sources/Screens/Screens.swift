// The screens are UIKit code, compiled only where UIKit exists; stylerule reads them
// everywhere, so the build tool plugin reports on them on Linux too.
#if canImport(UIKit)
  import UIKit

  extension UINavigationController {
    open override var childForStatusBarStyle: UIViewController? { topViewController }
  }

  final class ProfileViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  }
#endif

/// What the module exports where UIKit does not exist: nothing but its name.
public enum Screens {}
