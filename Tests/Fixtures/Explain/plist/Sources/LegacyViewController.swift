// swift-format-ignore-file
import UIKit

class LegacyViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
