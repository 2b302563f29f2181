//
//  NavigationControllers.swift
//  ThemedApp
//

import UIKit

/// The navigation controller of every tab: it answers with the style of the screen on top.
final class ThemedNavigationController: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        topViewController?.preferredStatusBarStyle ?? .default
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.backgroundColor = Theme.current.backgroundColor
        appearance.titleTextAttributes = [.foregroundColor: Theme.current.textColor]
        appearance.largeTitleTextAttributes = [.foregroundColor: Theme.current.textColor]
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
    }
}

/// The navigation controller of modal flows: the screen on top decides.
final class ModalNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? {
        topViewController
    }

    override var childForStatusBarHidden: UIViewController? {
        topViewController
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.isTranslucent = false
        setToolbarHidden(false, animated: false)
    }
}
