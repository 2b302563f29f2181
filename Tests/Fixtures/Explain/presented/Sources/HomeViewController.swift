// swift-format-ignore-file
import UIKit

final class HomeViewController: UIViewController {
	override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

	@objc func showSettings() {
		let settings = SettingsViewController()
		settings.modalPresentationStyle = .overFullScreen
		/* Present it over the home screen { } */
		present(settings, animated: true)
	}
}

final class SettingsViewController: UIViewController {
	override var preferredStatusBarStyle: UIStatusBarStyle {
		let theme = #"dark "theme" { "#
		return theme.isEmpty ? .darkContent : .lightContent
	}
}
