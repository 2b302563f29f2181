import Foundation

/// A synthetic app's Swift sources, written to a folder: view controllers spread over many
/// files, each about 36 lines, with the status bar code real apps have.
///
/// Every tenth file declares a base class; the others inherit from the base class of
/// another file, so superclass chains cross files. The overrides are a third literal, a
/// third ternaries and a third stored properties assigned elsewhere; each controller
/// presents the next one from a method, with its presentation style set on a local. A
/// scene delegate puts the first controller in a navigation controller.
struct SyntheticSwiftApp {
  /// How many view controller files.
  let files: Int

  /// The text of view controller file `index`.
  func controllerFile(_ index: Int) -> String {
    let isBase = index % 10 == 0
    let name = isBase ? "Base\(index)ViewController" : "Screen\(index)ViewController"
    let superclass = isBase ? "UIViewController" : "Base\((index / 10) * 10)ViewController"
    let style: String
    switch index % 3 {
    case 0: style = ".lightContent"
    case 1: style = "isImmersive ? .lightContent : .darkContent"
    default: style = "accent"
    }
    let next = index + 1 < files ? index + 1 : 0
    let nextName = next % 10 == 0 ? "Base\(next)ViewController" : "Screen\(next)ViewController"
    return """
      import UIKit

      /// Screen \(index) of the synthetic app.
      class \(name): \(superclass) {
        private var isImmersive = false
        var accent: UIStatusBarStyle = .lightContent {
          didSet { setNeedsStatusBarAppearanceUpdate() }
        }

        override var preferredStatusBarStyle: UIStatusBarStyle {
          \(style)
        }

        override var prefersStatusBarHidden: Bool { isImmersive }

        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Screen \(index)"
          view.backgroundColor = .systemBackground
        }

        func showNext() {
          let next = \(nextName)()
          next.modalPresentationStyle = .overFullScreen
          next.accent = .darkContent
          present(next, animated: true)
        }

        private func total(of items: [String]) -> Int {
          var count = 0
          for item in items where !item.isEmpty {
            count += item.count
          }
          return count
        }
      }

      """
  }

  /// The scene delegate's text.
  var sceneDelegate: String {
    """
    import UIKit

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
      ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: Base0ViewController())
        window.makeKeyAndVisible()
        self.window = window
      }
    }

    """
  }

  /// Writes the app under `folder` (100 files per subfolder) and returns its line count.
  func write(to folder: URL) throws -> Int {
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(sceneDelegate.utf8).write(to: folder.appendingPathComponent("SceneDelegate.swift"))
    var lines = sceneDelegate.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    for index in 0..<files {
      let group = folder.appendingPathComponent("Feature\(index / 100)", isDirectory: true)
      if index % 100 == 0 {
        try manager.createDirectory(at: group, withIntermediateDirectories: true)
      }
      let text = controllerFile(index)
      lines += text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      try Data(text.utf8).write(to: group.appendingPathComponent("Screen\(index).swift"))
    }
    return lines
  }
}
