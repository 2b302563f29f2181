//
//  AppDelegate.swift
//  StoryboardApp
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        MailStore.shared.loadCachedMessages()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        MailStore.shared.saveDrafts()
    }
}
