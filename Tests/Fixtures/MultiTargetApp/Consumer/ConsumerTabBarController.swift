//
//  ConsumerTabBarController.swift
//  Consumer
//

import UIKit

final class ConsumerTabBarController: UITabBarController {
    private var cartObserver: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        let cart = UINavigationController(rootViewController: CartViewController())
        cart.tabBarItem = UITabBarItem(title: "Cart", image: UIImage(systemName: "cart"), tag: 1)
        setViewControllers([ProductListViewController(), cart], animated: false)

        cartObserver = NotificationCenter.default.addObserver(
            forName: .cartDidChange,
            object: nil,
            queue: .main
        ) { _ in
            cart.tabBarItem.badgeValue = Catalog.shared.cart.isEmpty ? nil : "\(Catalog.shared.cart.count)"
        }
    }
}
