// swift-format-ignore-file
import UIKit

final class HomeViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
