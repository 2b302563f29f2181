//
//  RootTabBarController.swift
//  ThemedApp
//

import UIKit

final class RootTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.isTranslucent = false
        let reader = ThemedNavigationController(rootViewController: ReaderViewController())
        reader.tabBarItem = UITabBarItem(title: "Read", image: UIImage(systemName: "book"), tag: 0)

        let feed = FeedPager()
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 1)

        let gallery = ThemedNavigationController(rootViewController: GalleryViewController())
        gallery.tabBarItem = UITabBarItem(title: "Gallery", image: UIImage(systemName: "photo"), tag: 2)

        let settings = ThemedNavigationController(rootViewController: SettingsViewController())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 3)
        settings.navigationBar.isTranslucent = false

        viewControllers = [reader, feed, gallery, settings]
    }
}
