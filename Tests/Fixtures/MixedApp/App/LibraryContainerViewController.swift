import UIKit

/// The library: a Swift subclass of the Objective-C container, which adds the shelf.
final class LibraryContainerViewController: SPContainerViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(UINavigationController(rootViewController: ShelfViewController()))
  }
}

final class ShelfViewController: UIViewController {
  // Never asked: the container above decides for itself.
  override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
}

final class SettingsViewController: UIViewController {
  override var prefersStatusBarHidden: Bool { true }
}
