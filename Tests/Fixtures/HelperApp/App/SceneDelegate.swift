import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = makeRoot()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        if UserDefaults.standard.bool(forKey: "updateRequired") {
            Router.presentOnTop(UpdateViewController())
        }
    }
}

/// The first screen: the main screens when signed in, else the login screen.
func makeRoot() -> UIViewController {
    guard UserDefaults.standard.bool(forKey: "signedIn") else {
        return LoginViewController()
    }
    return makeMain()
}

/// The main screens: the feed in a navigation controller.
func makeMain() -> UINavigationController {
    UINavigationController(rootViewController: FeedViewController())
}
