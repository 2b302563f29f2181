//
//  StoreNavigationController.swift
//  Kiosk
//

import UIKit

final class StoreNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? {
        topViewController
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
        navigationBar.tintColor = .systemTeal
    }
}
