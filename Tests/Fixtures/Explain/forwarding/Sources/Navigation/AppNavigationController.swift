// swift-format-ignore-file
import UIKit

/// The app's navigation controller: a themed bar, nothing about the status bar.
class AppNavigationController: UINavigationController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.tintColor = .systemOrange  // "{ not a brace }"
  }
}
