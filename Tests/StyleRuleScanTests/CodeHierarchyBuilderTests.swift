import StyleRuleKit
import StyleRuleScan
import Testing

/// The hierarchy the Swift code states, as the scan writes it: windows at launch, the rest
/// as scenario transitions or as undetermined, never guessed.
@Suite struct CodeHierarchyBuilderTests {
  /// Swift sources and what the rules file must and must not contain.
  struct HierarchyCase: CustomTestStringConvertible, Sendable {
    let name: String
    let sources: [String: String]
    let contains: [String]
    var lacks: [String] = []
    var undetermined: [String] = []
    var testDescription: String { name }
  }

  static let sceneDelegate = """
    import UIKit
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        self.window = window
        window.makeKeyAndVisible()
      }
    }
    """

  static let cases: [HierarchyCase] = [
    HierarchyCase(
      name: "a scene delegate's root at set-up is the window's tree",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Home.swift": "class HomeViewController: UIViewController {}",
      ],
      contains: [
        "scene Scene @ \"SceneDelegate.swift:", "window Main @ \"SceneDelegate.swift:",
        "Navigation: UINavigationController @ \"SceneDelegate.swift:7:",
        "Home: HomeViewController @ \"SceneDelegate.swift:7:",
      ],
      lacks: ["Root: unknown", "scenario {"]),
    HierarchyCase(
      name: "a present in an action is a scenario step, with the settings made before it",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func showPlayer() {
            let player = PlayerViewController()
            player.modalPresentationStyle = .overFullScreen
            present(player, animated: true)
          }
        }
        class PlayerViewController: UIViewController {
          override var prefersStatusBarHidden: Bool { true }
        }
        """,
      ],
      contains: [
        "scenario {", "Home presents Player: PlayerViewController @ \"Home.swift:5:",
        "modalPresentationStyle = overFullScreen @ \"Home.swift:4:", "dismiss Player",
      ]),
    HierarchyCase(
      name: "a push through navigationController goes onto the navigation controller",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Home.swift": """
        class HomeViewController: UIViewController {
          func open() {
            navigationController?.pushViewController(DetailViewController(), animated: true)
          }
        }
        class DetailViewController: UIViewController {}
        """,
      ],
      contains: [
        "Navigation pushes Detail: DetailViewController @ \"Home.swift:3:", "Navigation pops",
      ]
    ),
    HierarchyCase(
      name: "a root chosen at run time is unknown, never one of the candidates",
      sources: [
        "SceneDelegate.swift": """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: scene)
            window?.rootViewController = makeRoot()
            window?.makeKeyAndVisible()
          }
        }
        """,
        "Home.swift": "class HomeViewController: UIViewController {}",
      ],
      contains: ["Root: unknown @ \"SceneDelegate.swift:6:"],
      lacks: ["Home: HomeViewController"],
      undetermined: ["makeRoot()"]),
    HierarchyCase(
      name: "a present from a class never placed stays undetermined",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Home.swift": "class HomeViewController: UIViewController {}",
        "Orphan.swift": """
        class OrphanViewController: UIViewController {
          func go() { present(HomeViewController(), animated: true) }
        }
        """,
      ],
      contains: ["window Main"],
      lacks: ["Orphan presents", "scenario {"],
      undetermined: ["no controller of that class is on screen"]),
    HierarchyCase(
      name: "SwiftUI: the WindowGroup hosts its view, sheets are scenario steps",
      sources: [
        "App.swift": """
        import SwiftUI
        @main struct OrbitApp: App {
          var body: some Scene { WindowGroup { LibraryView().preferredColorScheme(.dark) } }
        }
        """,
        "Library.swift": """
        struct LibraryView: View {
          @State var showsPlayer = false
          var body: some View {
            List {}.fullScreenCover(isPresented: $showsPlayer) { PlayerView() }
          }
        }
        struct PlayerView: View {
          var body: some View { Text("").statusBarHidden(true) }
        }
        """,
      ],
      contains: [
        "Library: UIHostingController<LibraryView>", "rootView.preferredColorScheme = dark",
        "Library presents Player: UIHostingController<PlayerView>",
        "modalPresentationStyle = fullScreen", "rootView.statusBarHidden = true",
      ]),
    HierarchyCase(
      name: "SwiftUI: only the App's first WindowGroup is on screen at launch",
      sources: [
        "App.swift": """
        import SwiftUI
        @main struct OrbitApp: App {
          var body: some Scene {
            WindowGroup { LibraryView() }
            WindowGroup(id: "settings") { SettingsView() }
          }
        }
        struct LibraryView: View { var body: some View { Text("") } }
        struct SettingsView: View { var body: some View { Text("").statusBarHidden(true) } }
        """
      ],
      contains: ["window Main @ \"App.swift:4:", "Library: UIHostingController<LibraryView>"],
      lacks: ["SettingsView>", "window WindowGroup"],
      undetermined: ["a further WindowGroup of OrbitApp opens on request"]),
    HierarchyCase(
      name: "SwiftUI: the body's scenes are followed into an extension of the App in another file",
      sources: [
        "App.swift": """
        import SwiftUI
        @main struct OrbitApp: App {
          var body: some Scene {
            appScene
            otherScenes
          }
        }
        """,
        "App+Scene.swift": """
        import SwiftUI
        extension OrbitApp {
          var appScene: some Scene {
            WindowGroup(id: "main") { LibraryView().preferredColorScheme(.dark) }
          }
          @SceneBuilder var otherScenes: some Scene {
            WindowGroup(id: "settings") { SettingsView() }
          }
        }
        struct LibraryView: View { var body: some View { Text("") } }
        struct SettingsView: View { var body: some View { Text("") } }
        """,
      ],
      contains: [
        "window Main @ \"App+Scene.swift:4:", "Library: UIHostingController<LibraryView>",
        "rootView.preferredColorScheme = dark",
      ],
      lacks: ["SettingsView>", "hierarchy not found"],
      undetermined: ["a further WindowGroup of OrbitApp opens on request"]),
    HierarchyCase(
      name: "SwiftUI: the first WindowGroup is the first the body lists, not the first declared",
      sources: [
        "App.swift": """
        import SwiftUI
        @main struct OrbitApp: App {
          var settingsScene: some Scene { WindowGroup(id: "settings") { SettingsView() } }
          func mainScene() -> some Scene { WindowGroup { LibraryView() } }
          var body: some Scene {
            #if os(iOS)
            self.mainScene().commands { }
            #endif
            settingsScene
          }
        }
        """
      ],
      contains: ["window Main @ \"App.swift:4:", "Library: UIHostingController<LibraryView>"],
      lacks: ["SettingsView>"]),
    HierarchyCase(
      name: "SwiftUI: a scene type of the app is followed into its body",
      sources: [
        "App.swift": """
        import SwiftUI
        @main struct OrbitApp: App {
          var body: some Scene { MainScene(store: store) }
        }
        struct MainScene: Scene {
          var body: some Scene { WindowGroup { LibraryView() } }
        }
        """
      ],
      contains: ["window Main @ \"App.swift:6:", "Library: UIHostingController<LibraryView>"]),
    HierarchyCase(
      name:
        "SwiftUI: a scene not declared in the files read, before the WindowGroup, leaves the launch window unknown",
      sources: [
        "App.swift": """
        import SwiftUI
        @main struct OrbitApp: App {
          var body: some Scene {
            packageScenes
            WindowGroup { LibraryView() }
          }
        }
        """
      ],
      contains: ["hierarchy not found", "Root: unknown"],
      lacks: ["LibraryView>"],
      undetermined: [
        "`packageScenes` of OrbitApp, in OrbitApp's scenes, is not declared as `some Scene` in the files read",
        "a WindowGroup of OrbitApp comes after `packageScenes` of OrbitApp",
      ]),
    HierarchyCase(
      name: "SwiftUI: scene members naming each other end",
      sources: [
        "App.swift": """
        import SwiftUI
        @main struct OrbitApp: App {
          var body: some Scene { first }
          var first: some Scene { second }
          var second: some Scene { first; body }
        }
        """
      ],
      contains: ["hierarchy not found"]),
    HierarchyCase(
      name: "SwiftUI: a .statusBarHidden not followed makes a root view's hidden state unknown",
      sources: [
        "App.swift": """
        import SwiftUI
        @main struct OrbitApp: App {
          var body: some Scene { WindowGroup { LibraryView() } }
        }
        struct LibraryView: View { var body: some View { List { EpisodeRow() } } }
        struct EpisodeRow: View {
          @State var immersive = false
          var body: some View { Text("").statusBarHidden(immersive) }
        }
        """
      ],
      contains: ["rootView.statusBarHidden = dynamic @ \"App.swift:8:"],
      undetermined: ["`.statusBarHidden` in `EpisodeRow`"]),
    HierarchyCase(
      name: "SwiftUI: a hosting controller of a view the code does not name takes no rootView",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Home.swift": """
        import SwiftUI
        class HomeViewController: UIViewController {
          func open(_ content: some View) {
            present(UIHostingController(rootView: content.statusBarHidden(true)), animated: true)
          }
        }
        struct Row: View { var body: some View { Text("").statusBarHidden(true) } }
        """,
      ],
      contains: ["Home presents"],
      lacks: ["rootView.statusBarHidden"]),
  ]

  @Test("the scan writes the hierarchy the code states", arguments: cases)
  func hierarchy(_ item: HierarchyCase) throws {
    let result = AppScanner.scan(swiftSources: item.sources)
    for text in item.contains {
      #expect(result.rulesText.contains(text), "missing \(text) in:\n\(result.rulesText)")
    }
    for text in item.lacks {
      #expect(!result.rulesText.contains(text), "unexpected \(text) in:\n\(result.rulesText)")
    }
    for text in item.undetermined {
      #expect(
        result.facts.undetermined.contains { $0.what.contains(text) },
        "no undetermined item mentions \(text): \(result.facts.undetermined.map(\.what))")
    }
    // Whatever the scan writes is a valid rules file.
    let source = SourceFile(path: "scan.rules", text: result.rulesText)
    #expect(throws: Never.self) { try RulesFile.parse(source) }
  }
}
