//
//  AppDelegate.swift
//  LegacyApp
//
//  Created for the stylerule fixtures in the style of an Xcode 9 project.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        UIApplication.shared.statusBarStyle = .lightContent

        let navigationController = UINavigationController(rootViewController: DashboardViewController())
        navigationController.navigationBar.barTintColor = UIColor(red: 0.11, green: 0.23, blue: 0.38, alpha: 1)
        navigationController.navigationBar.tintColor = .white
        navigationController.navigationBar.titleTextAttributes = [NSAttributedStringKey.foregroundColor: UIColor.white]

        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        RideStore.shared.save()
    }
}
