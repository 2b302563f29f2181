// swift-format-ignore-file
import UIKit

class HomeViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
