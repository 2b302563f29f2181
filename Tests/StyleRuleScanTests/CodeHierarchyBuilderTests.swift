import StyleRuleKit
import StyleRuleTestSupport
import Testing

@testable import StyleRuleScan

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
    var notUndetermined: [String] = []
    /// The windows at launch, as the engine reads the rules file back.
    ///
    /// Worked out from the sources and compared with ``ScannedHierarchy/outline(of:)``: a
    /// controller under the wrong parent fails, whatever lines the file contains. A scene is placed where
    /// `UIWindow(windowScene:)` ties its window to it; the engine names a hosting controller's
    /// class without its root view.
    var outline: [String]? = nil
    var testDescription: String { name }
  }

  /// A screen that adds a navigation controller it keeps in `flow` in its set-up.
  ///
  /// Its `viewDidLoad()` adds it through a helper (with `helper` false, by calling
  /// `addChild(self.flow)` itself), only `if self.flow == nil`; `flow` is declared as
  /// `declaration` states.
  static func searchScreen(
    declaration: String, name: String = "SearchViewController", helper: Bool = true
  ) -> String {
    let screen = """
      class \(name): UIViewController {
        \(declaration)
        override func viewDidLoad() {
          super.viewDidLoad()
          if self.flow == nil {
            let list = UIViewController()
            self.flow = UINavigationController(rootViewController: list)
            \(helper ? "embed" : "addChild")(self.flow)
          }
        }
      }
      """
    guard helper else { return screen }
    return screen + """

      extension UIViewController {
        func embed(_ child: UIViewController) {
          addChild(child)
          child.didMove(toParent: self)
        }
      }
      """
  }

  /// A scene delegate whose window's root is a tab bar controller of the tabs `list` (the
  /// Swift of an array's elements) gives.
  static func tabs(_ list: String) -> String {
    sceneDelegate(
      settingUp: """
        let tabs = UITabBarController()
        tabs.viewControllers = [\(list)]
        window.rootViewController = tabs
        """)
  }

  /// A scene delegate whose `scene(_:willConnectTo:options:)` makes the window, runs
  /// `lines` (which give it its root) and keeps it.
  static func sceneDelegate(settingUp lines: String) -> String {
    let body = lines.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "    " + $0 }.joined(separator: "\n")
    return """
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          guard let scene = scene as? UIWindowScene else { return }
          let window = UIWindow(windowScene: scene)
      \(body)
          self.window = window
        }
      }
      """
  }

  /// A scene delegate whose window's root is a tab bar controller of two tabs, with
  /// `selectedIndex = index`.
  static func twoTabs(selecting index: Int) -> String {
    """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let tabs = UITabBarController()
        tabs.viewControllers = [HomeViewController(), HomeViewController()]
        tabs.selectedIndex = \(index)
        window = UIWindow(windowScene: scene)
        window?.rootViewController = tabs
      }
    }
    class HomeViewController: UIViewController {}
    """
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
      name: "a set-up `if` over a property nothing has assigned yet holds: its child is set-up's",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          settingUp: "window.rootViewController = SearchViewController()"),
        "Search.swift": searchScreen(declaration: "var flow: UINavigationController!"),
      ],
      contains: [],
      notUndetermined: ["children changed at run time"],
      outline: [
        "scene Scene @ SceneDelegate.swift:5",
        "  window Main @ SceneDelegate.swift:5",
        "    Search: SearchViewController @ SceneDelegate.swift:6",
        // Where the helper is called: what it adds is the call's.
        "      Navigation: UINavigationController @ Search.swift:8",
        "        Screen: UIViewController @ Search.swift:6",
      ]),
    HierarchyCase(
      name: "the `if` does not hold at set-up when the property has a value or a later assignment",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          settingUp: "window.rootViewController = SearchViewController()"),
        "Search.swift": searchScreen(
          declaration: "var flow: UINavigationController!", helper: false)
          + "\nextension SearchViewController { func reset() { flow = nil } }",
        "Outlet.swift": searchScreen(
          declaration: "@IBOutlet var flow: UINavigationController!", name: "OutletViewController",
          helper: false),
        "Initial.swift": searchScreen(
          declaration: "var flow: UINavigationController? = UINavigationController()",
          name: "InitialViewController", helper: false),
      ],
      contains: [],
      undetermined: [
        "adds as child a UINavigationController in SearchViewController.viewDidLoad() under `if self.flow == nil`",
        "in OutletViewController.viewDidLoad() under `if self.flow == nil`",
        "in InitialViewController.viewDidLoad() under `if self.flow == nil`",
      ],
      outline: [
        "scene Scene @ SceneDelegate.swift:5",
        "  window Main @ SceneDelegate.swift:5",
        "    Search: SearchViewController @ SceneDelegate.swift:6",
      ]),
    HierarchyCase(
      name: "a transition showing a controller chosen at run time is played once per alternative",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Home.swift": """
        class HomeViewController: UIViewController {
          var isPro = false
          func showDetail() {
            let navigation = UINavigationController(rootViewController: makeDetail())
            present(navigation, animated: true)
          }
          func makeDetail() -> UIViewController {
            if isPro { return ProViewController() }
            return BasicViewController()
          }
        }
        class ProViewController: UIViewController {}
        class BasicViewController: UIViewController {}
        """,
      ],
      contains: [
        // A scenario event places one controller: the navigation controller is presented
        // with each root in turn, never with a choice inside it.
        "  # one of 2 combinations of controllers the code chooses at run time (chosen at Home.swift:4:65): each is played in turn\n"
          + "  Home presents Navigation2: UINavigationController @ \"Home.swift:5:5\" {\n"
          + "    Pro: ProViewController @ \"Home.swift:8:23\"\n  }\n  dismiss Navigation2\n",
        "  Home presents Navigation3: UINavigationController @ \"Home.swift:5:5\" {\n"
          + "    Basic: BasicViewController @ \"Home.swift:9:12\"\n  }\n  dismiss Navigation3\n",
      ],
      lacks: ["choice"]),
    HierarchyCase(
      name: "a type's shared instance declared as a protocol is the class its initial value makes",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          settingUp: "window.rootViewController = GlobalTheme.shared.homeViewController()"),
        "Theme.swift": """
        @objc public class GlobalTheme: NSObject {
          @objc public static var shared: AppTheme = DefaultTheme()
        }
        protocol AppTheme { func homeViewController() -> UIViewController }
        class DefaultTheme: NSObject, AppTheme {
          func homeViewController() -> UIViewController { HomeViewController() }
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      // The call is where its result is placed.
      contains: ["Home: HomeViewController @ \"SceneDelegate.swift:6:33\""],
      notUndetermined: ["homeViewController"]),
    HierarchyCase(
      name:
        "a container's initializer keeps the controller it is handed, added by its set-up's helper",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          settingUp: """
            let list = ListViewController()
            window.rootViewController = ContainerViewController(main: list, side: TagsViewController())
            """),
        "Container.swift": """
        class ListViewController: UIViewController {}
        class TagsViewController: UIViewController {}
        class ContainerViewController: UIViewController {
          private let main: UIViewController
          private let side: UIViewController
          init(main: UIViewController, side: UIViewController) {
            self.main = main
            self.side = side
            super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func viewDidLoad() {
            super.viewDidLoad()
            embedChildren()
          }
          private func embedChildren() {
            addChild(main)
            addChild(side)
          }
        }
        """,
      ],
      contains: [
        // Each child where the helper adds it.
        "Container: ContainerViewController @ \"SceneDelegate.swift:7:33\" {\n"
          + "      List: ListViewController @ \"Container.swift:17:14\"\n"
          + "      Tags: TagsViewController @ \"Container.swift:18:14\"\n    }"
      ],
      notUndetermined: ["`main`", "`side`"]),
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
      lacks: ["Root: unknown", "scenario {"],
      outline: [
        "scene Scene @ SceneDelegate.swift:6",
        "  window Main @ SceneDelegate.swift:6",
        "    Navigation: UINavigationController @ SceneDelegate.swift:7",
        "      Home: HomeViewController @ SceneDelegate.swift:7",
      ]),
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
      name: "a window configured in an optional binding is not called created there",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Home.swift": "class HomeViewController: UIViewController {}",
        "Safari.swift": """
        final class SafariManager {
          var window: UIWindow?
          let viewController: UIViewController = .init()
          func dismiss() {
            if let window {
              window.isHidden = false
              self.window = nil
            }
          }
          func setupWindow(windowScene: UIWindowScene) -> UIWindow {
            let window = window ?? UIWindow(windowScene: windowScene)
            window.rootViewController = viewController
            window.makeKeyAndVisible()
            return window
          }
        }
        """,
      ],
      // The window `setupWindow` makes is a scenario event there (its root not read).
      contains: [
        "window Main", "  window Window @ \"Safari.swift:11:28\" {",
        "    Root: unknown @ \"Safari.swift:12:33\"",
        "  release Window",
      ],
      lacks: ["window Window2"],
      undetermined: [
        "window `window` is configured in SafariManager.dismiss() under `if let window`, not created there (it comes from elsewhere)"
      ],
      notUndetermined: [
        "is given no rootViewController", "window `window` is created in SafariManager.dismiss()",
        "not at launch",
      ]),
    HierarchyCase(
      name:
        "a window configured in an optional binding and created elsewhere is reported where it is created",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Home.swift": "class HomeViewController: UIViewController {}",
        "Safari.swift": """
        final class SafariManager {
          var window: UIWindow?
          func dismiss() {
            if let window { window.isHidden = false }
          }
          func setupWindow(windowScene: UIWindowScene) {
            let window = window ?? UIWindow(windowScene: windowScene)
            window.rootViewController = HomeViewController()
            self.window = window
          }
        }
        """,
      ],
      // Written where it is created, as a scenario event; only the later setting is not.
      contains: [
        "window Main", "  window Window @ \"Safari.swift:7:28\" {",
        "    Home: HomeViewController @ \"Safari.swift:8:33\"", "  release Window",
      ],
      undetermined: [
        "window `window`.isHidden is set to `false` in SafariManager.dismiss() under `if let window`: not written"
      ],
      notUndetermined: ["not at launch"]),
    HierarchyCase(
      name: "names the scan does not follow are named by what they are",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Home.swift": """
        class HomeViewController: UIViewController {
          var pending: UIViewController = .init()
          weak var optional: UIViewController? = nil
          var computed: UIViewController { cache[0] }
          func open(_ destination: UIViewController, all: [UIViewController]) {
            present(destination, animated: true)
            for each in all { present(each, animated: false) }
            all.forEach { present($0, animated: true) }
            all.forEach { item in present(item, animated: true) }
            present(pending, animated: true)
            present(optional!, animated: true)
            present(computed, animated: true)
            present(inherited, animated: true)
          }
        }
        """,
      ],
      contains: ["window Main"],
      undetermined: [
        "`destination` is a parameter of open(_:all:): not followed",
        "`each` is a `for` loop's variable: not followed",
        "`$0` is a closure's parameter: not followed",
        "`item` is a closure's parameter: not followed",
        "`pending` is a stored property whose initial value `.init()` is not a controller the scan reads",
        "`optional` is a stored property that starts as nil and is given no controller",
        "the expression `cache[0]` is not followed",
        "`inherited` is not a local, a parameter or a property HomeViewController declares in the files read",
      ]),
    HierarchyCase(
      name: "addChild on a type that is not a view controller is no container's change",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Home.swift": """
        class HomeViewController: UIViewController {
          func embed() { addChild(PanelViewController()) }
        }
        class PanelViewController: UIViewController {}
        """,
        "XML.swift": """
        class XMLElement: NSObject {
          func addChild(_ child: XMLElement) -> XMLElement { child }
          func addChild(name: String) -> XMLElement { addChild(XMLElement()) }
        }
        final class XMLDocument: XMLElement {
          init(root: XMLElement) { super.init(); _ = addChild(root) }
        }
        struct Tree {
          mutating func grow() { addChild(Tree()) }
          mutating func addChild(_ tree: Tree) {}
        }
        """,
      ],
      contains: ["window Main"],
      lacks: ["XMLElement", "Tree"],
      undetermined: ["adds as child a PanelViewController in HomeViewController.embed()"],
      notUndetermined: ["XMLElement", "XMLDocument", "Tree"]),
    HierarchyCase(
      name: "children a list computes are one unknown controller standing for them, said so",
      sources: [
        "SceneDelegate.swift": """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            let tabs = UITabBarController()
            tabs.viewControllers = sections.map { UINavigationController(rootViewController: $0) }
            let stack = UINavigationController()
            stack.setViewControllers(history.compactMap(Page.init), animated: false)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
          }
        }
        """
      ],
      contains: [
        "TabBar: UITabBarController @ \"SceneDelegate.swift:6:",
        "# the children are computed by `sections.map { UINavigationController(rootViewController: $0) }`: how many and which the code does not state; this unknown controller stands for all of them",
        "ComputedTabs: unknown @ \"SceneDelegate.swift:7:",
      ],
      lacks: ["Navigation: UINavigationController", "Controller: unknown"],
      undetermined: [
        "the children are computed by `sections.map { UINavigationController(rootViewController: $0) }`: how many and which the code does not state"
      ],
      outline: [
        "scene Scene @ SceneDelegate.swift:5",
        "  window Main @ SceneDelegate.swift:5",
        "    TabBar: UITabBarController @ SceneDelegate.swift:6",
        "      ComputedTabs: unknown @ SceneDelegate.swift:7",
      ]),
    HierarchyCase(
      name:
        "a computed tab selection at set-up is written dynamic, with a comment and an undetermined item",
      sources: [
        "SceneDelegate.swift": """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: scene)
            window?.rootViewController = MainTabBarController()
            window?.makeKeyAndVisible()
          }
        }
        """,
        "Tabs.swift": """
        class MainTabBarController: UITabBarController {
          override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = [HomeViewController(), UINavigationController(rootViewController: HomeViewController())]
            selectedIndex = UserDefaults.standard.integer(forKey: "lastTab")
          }
          func showHome() { selectedIndex = 0 }
        }
        class HomeViewController: UIViewController {}
        """,
      ],
      contains: [
        "MainTabBar: MainTabBarController @ \"SceneDelegate.swift:6:",
        "# `selectedIndex = UserDefaults.standard.integer(forKey: \"lastTab\")` in MainTabBarController.viewDidLoad() is not one position among the tabs the code lists: written `selectedIndex = dynamic`, so stylerule answers for every tab (Tabs.swift:5:5)",
        "selectedIndex = dynamic @ \"Tabs.swift:5:5\"",
        "Home: HomeViewController @ \"Tabs.swift:4:24",
      ],
      lacks: ["selectedIndex = 0", "showHome"],
      undetermined: [
        "the selected tab of MainTabBar (MainTabBarController): `selectedIndex = UserDefaults"
      ],
      outline: [
        "scene Scene @ SceneDelegate.swift:5",
        "  window Main @ SceneDelegate.swift:5",
        "    MainTabBar: MainTabBarController @ SceneDelegate.swift:6",
        "      Home: HomeViewController @ Tabs.swift:4",
        "      Navigation: UINavigationController @ Tabs.swift:4",
        "        Home2: HomeViewController @ Tabs.swift:4",
      ]),
    HierarchyCase(
      name: "one literal tab position among the tabs the code lists is written as it is",
      sources: ["SceneDelegate.swift": twoTabs(selecting: 1)],
      contains: ["selectedIndex = 1 @ \"SceneDelegate.swift:7:"],
      notUndetermined: ["the selected tab"],
      outline: [
        "scene Scene @ SceneDelegate.swift:8",
        "  window Main @ SceneDelegate.swift:8",
        "    TabBar: UITabBarController @ SceneDelegate.swift:5",
        "      Home: HomeViewController @ SceneDelegate.swift:6",
        "      Home2: HomeViewController @ SceneDelegate.swift:6",
      ]),
    HierarchyCase(
      name: "a literal position past the tabs the code lists is written dynamic",
      sources: ["SceneDelegate.swift": twoTabs(selecting: 4)],
      contains: ["selectedIndex = dynamic @ \"SceneDelegate.swift:7:"],
      undetermined: ["`selectedIndex = 4`"]),
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
      ],
      outline: [
        "window Main @ App.swift:3",
        "  Library: UIHostingController @ App.swift:3",
      ]),
    HierarchyCase(
      // UIKit presents the popover's hosting controller as a popover, which it adapts where
      // the width is compact (R25): the engine decides, from the style.
      name: "SwiftUI: a popover is a scenario step with the popover style",
      sources: [
        "App.swift": """
        import SwiftUI
        @main struct OrbitApp: App {
          var body: some Scene { WindowGroup { LibraryView() } }
        }
        struct LibraryView: View {
          @State var showsInfo = false
          var body: some View {
            List {}.popover(isPresented: $showsInfo) { InfoView().statusBarHidden() }
          }
        }
        struct InfoView: View { var body: some View { Text("") } }
        """
      ],
      contains: [
        "Library presents Info: UIHostingController<InfoView>",
        "modalPresentationStyle = popover", "rootView.statusBarHidden = true",
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
        struct LibraryView: View { var body: some View { List { makeRow() } } }
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
    HierarchyCase(
      name:
        "a push on a UIKit navigation controller the code makes is made on that one, never on another of its class",
      sources: [
        "SceneDelegate.swift": tabs(
          "UINavigationController(rootViewController: SettingsViewController()), SearchViewController(), HelpViewController()"
        ),
        "Search.swift": """
        class SettingsViewController: UIViewController {}
        class DetailViewController: UIViewController {}
        class PageViewController: UIViewController {}
        class SearchViewController: UIViewController {
          var results: UINavigationController!
          override func viewDidLoad() {
            super.viewDidLoad()
            results = UINavigationController(rootViewController: UIViewController())
            addChild(results)
          }
          func showDetail() {
            results.pushViewController(DetailViewController(), animated: true)
          }
        }
        class HelpViewController: UIViewController {
          var flow: UINavigationController?
          func start() {
            let pages = UINavigationController(rootViewController: UIViewController())
            flow = pages
            present(pages, animated: true)
          }
          func nextPage() {
            flow?.pushViewController(PageViewController(), animated: true)
          }
          var unused: UINavigationController?
          func prepare() {
            unused = UINavigationController(rootViewController: UIViewController())
          }
          func orphan() {
            unused?.pushViewController(DetailViewController(), animated: true)
          }
        }
        """,
      ],
      // The search screen's own child is pushed on, not the first navigation controller
      // (the settings tab's).
      contains: [
        "Search: SearchViewController @ \"SceneDelegate.swift:7:99\" {\n        Navigation2: UINavigationController",
        "Navigation2 pushes Detail: DetailViewController",
        "Help presents Navigation3: UINavigationController @ \"Search.swift:20:5\" {\n    Screen2: UIViewController @ \"Search.swift:18:60\"\n  }\n  Navigation3 pushes Page: PageViewController",
      ],
      // The one `flow` keeps is the one presented; the one `unused` keeps is never placed.
      lacks: ["Navigation pushes"],
      undetermined: [
        "pushes a DetailViewController in HelpViewController.orphan(): it is called on a UINavigationController of the code's own (Search.swift:27:14)"
      ]),
    HierarchyCase(
      name:
        "a superclass's viewDidLoad adds its children to a subclass's instance, unless an override does not call super",
      sources: [
        "SceneDelegate.swift": tabs(
          "FeedViewController(), PlainViewController(), SilentViewController()"),
        "Screens.swift": """
        class BannerViewController: UIViewController {}
        class BaseViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            addChild(BannerViewController())
          }
        }
        class FeedViewController: BaseViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            title = "Feed"
          }
        }
        class MiddleViewController: BaseViewController {}
        class PlainViewController: MiddleViewController {}
        class SilentViewController: BaseViewController {
          override func viewDidLoad() {
            title = "Silent"
          }
        }
        """,
      ],
      contains: [],
      outline: [
        "scene Scene @ SceneDelegate.swift:5",
        "  window Main @ SceneDelegate.swift:5",
        "    TabBar: UITabBarController @ SceneDelegate.swift:6",
        "      Feed: FeedViewController @ SceneDelegate.swift:7",
        "        Banner: BannerViewController @ Screens.swift:5",
        "      Plain: PlainViewController @ SceneDelegate.swift:7",
        "        Banner2: BannerViewController @ Screens.swift:5",
        "      Silent: SilentViewController @ SceneDelegate.swift:7",
      ]),
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
    for text in item.notUndetermined {
      #expect(
        !result.facts.undetermined.contains { $0.what.contains(text) },
        "an undetermined item mentions \(text): \(result.facts.undetermined.map(\.what))")
    }
    if let outline = item.outline {
      let read = try ScannedHierarchy.outline(of: result.rulesText)
      #expect(read == outline, "the hierarchy read back:\n\(read.joined(separator: "\n"))")
    }
    // Whatever the scan writes is a valid rules file.
    let source = SourceFile(path: "scan.rules", text: result.rulesText)
    #expect(throws: Never.self) { try RulesFile.parse(source) }
  }
}

/// The trees a tree holding choices stands for.
@Suite struct HierarchyTreeChoicesTests {
  /// A node of `controller` under `parent`, its children `children`.
  static func node(
    _ className: String?, parent: Int?, children: [Int] = [],
    relation: HierarchyChildRelation = .viewControllers, line: Int
  ) -> HierarchyTreeNode {
    let origin = SourceOrigin(path: "A.swift", line: line, column: 1)
    var node = HierarchyTreeNode(
      controller: className.map { .controller(className: $0) } ?? .unknown(reason: "choice"),
      parent: parent, relation: relation, origin: origin, placedAt: origin)
    node.children = children
    node.isChoice = className == nil
    return node
  }

  /// `Nav { choice { A { X }, B }, choice { C, D } }`.
  static let tree = HierarchyTree(nodes: [
    node("UINavigationController", parent: nil, children: [1, 5], relation: .root, line: 1),
    node(nil, parent: 0, children: [2, 4], line: 2),
    node("A", parent: 1, children: [3], relation: .alternative, line: 3),
    node("X", parent: 2, line: 4),
    node("B", parent: 1, relation: .alternative, line: 5),
    node(nil, parent: 0, children: [6, 7], line: 6),
    node("C", parent: 5, relation: .alternative, line: 7),
    node("D", parent: 5, relation: .alternative, line: 8),
  ])

  /// A tree as `Class(child, …)`, parents before children.
  static func shape(_ tree: HierarchyTree) -> String {
    func text(_ index: Int) -> String {
      let node = tree.nodes[index]
      var name = "?"
      if case .controller(let className) = node.controller { name = className }
      let children = node.children.map(text)
      return children.isEmpty ? name : "\(name)(\(children.joined(separator: ", ")))"
    }
    return tree.nodes.isEmpty ? "" : text(0)
  }

  @Test("every combination, in the order written, each alternative in its choice's place")
  func combinations() throws {
    let expanded = try #require(Self.tree.choiceExpansions(limit: 16))
    #expect(
      expanded.map(Self.shape) == [
        "UINavigationController(A(X), C)", "UINavigationController(A(X), D)",
        "UINavigationController(B, C)", "UINavigationController(B, D)",
      ])
    for tree in expanded {
      #expect(!tree.holdsChoice)
      // The alternative takes the choice's relation, and every parent comes first.
      #expect(tree.nodes[1].relation == .viewControllers)
      for (index, node) in tree.nodes.enumerated() {
        if let parent = node.parent { #expect(parent < index) }
      }
    }
  }

  @Test("more combinations than the limit are not expanded")
  func limit() {
    #expect(Self.tree.choiceExpansions(limit: 3) == nil)
  }
}
