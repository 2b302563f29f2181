import Testing

@testable import StyleRuleScan

/// Renders assembled trees and placements for comparison.
enum HierarchyAssemblyRender {
  /// A tree as `Tabs[Nav[Home], Settings]`.
  static func tree(_ tree: HierarchyTree?) -> String {
    guard let tree, !tree.nodes.isEmpty else { return "-" }
    return node(tree, 0)
  }

  private static func node(_ tree: HierarchyTree, _ index: Int) -> String {
    let node = tree.nodes[index]
    var text = controller(node.controller)
    if !node.children.isEmpty {
      text += "[" + node.children.map { self.node(tree, $0) }.joined(separator: ", ") + "]"
    }
    return text
  }

  /// A controller as its class, `Host<View>`, `sb(Main#Home)` or `?`.
  static func controller(_ controller: HierarchyResolvedController) -> String {
    switch controller {
    case .controller(let className): return className
    case .hosting(let className, let rootView): return "\(className)<\(rootView?.typeName ?? "?")>"
    case .storyboard(let reference, _):
      return "sb(\(reference.storyboardName ?? "?")#\(reference.identifier ?? "initial"))"
    case .unknown: return "?"
    }
  }

  /// A placement as `Home present Player (possible) before: modalPresentationStyle`.
  static func placement(_ placement: HierarchyPlacement) -> String {
    let presenter: String
    switch placement.presenter {
    case .instance(let className): presenter = className
    case .related(let className, let path): presenter = "\(className).\(path)"
    case .controller(let tree): presenter = "(\(self.tree(tree)))"
    case .expression(let className, let text): presenter = "\(className ?? "-"):\(text)"
    case .topOfState(let className, let text): presenter = "\(className ?? "-"):top:\(text)"
    case .firstNonNil(let className, let texts, _, _):
      presenter = "\(className ?? "-"):either:\(texts.joined(separator: "|"))"
    }
    var text =
      "\(presenter) \(placement.operation.rawValue) "
      + placement.targets.map { tree($0) }.joined(separator: ", ")
      + " (\(placement.certainty.rawValue)\(placement.isOneOfSeveral ? ", one of several" : ""))"
    if !placement.settingsBefore.isEmpty {
      text += " before: " + placement.settingsBefore.map(\.property).joined(separator: ",")
    }
    if !placement.settingsAfter.isEmpty {
      text += " after: " + placement.settingsAfter.map(\.property).joined(separator: ",")
    }
    if !placement.site.conditions.isEmpty {
      text += " when " + placement.site.conditions.joined(separator: " & ")
    }
    return text
  }
}

@Suite struct SwiftHierarchyAssemblerTests {
  static let sceneDelegateApp: [(path: String, source: String)] = [
    (
      "App/SceneDelegate.swift",
      """
      import UIKit
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          guard let windowScene = scene as? UIWindowScene else { return }
          let window = UIWindow(windowScene: windowScene)
          window.rootViewController = MainTabBarController()
          window.overrideUserInterfaceStyle = .dark
          self.window = window
          window.makeKeyAndVisible()
        }
        func sceneDidDisconnect(_ scene: UIScene) {
          window?.rootViewController = LoginViewController()
        }
      }
      """
    ),
    (
      "App/MainTabBarController.swift",
      """
      import UIKit
      final class MainTabBarController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let home = UINavigationController(rootViewController: HomeViewController())
          viewControllers = [home, SettingsViewController()]
        }
      }
      """
    ),
    (
      "App/Home/HomeViewController.swift",
      """
      import UIKit
      final class HomeViewController: UIViewController {
        private let header = HeaderViewController()
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(header)
        }
        @objc private func play() {
          let player = PlayerViewController()
          player.modalPresentationStyle = .overFullScreen
          present(player, animated: true)
          player.modalPresentationCapturesStatusBarAppearance = true
        }
        @objc private func openDetail() {
          navigationController?.pushViewController(DetailViewController(), animated: true)
        }
      }
      """
    ),
  ]

  static let known = HierarchyKnownControllers(appClasses: [
    "MainTabBarController": .tabBarController, "HomeViewController": .viewController,
    "SettingsViewController": .viewController, "PlayerViewController": .viewController,
    "DetailViewController": .viewController, "HeaderViewController": .viewController,
    "LoginViewController": .viewController, "ContentView": .unknown,
  ])

  static func assemble(
    _ files: [(path: String, source: String)],
    known: HierarchyKnownControllers = known
  ) -> HierarchyDescription {
    let facts = files.map { HierarchyTestSupport.read($0.source, path: $0.path) }
    return SwiftHierarchyAssembler().assemble(facts, known: known)
  }

  @Test func aSceneDelegateAppOverThreeFiles() {
    let description = Self.assemble(Self.sceneDelegateApp)
    #expect(description.windows.count == 1)
    let window = description.windows.first
    #expect(window?.variable == "window")
    #expect(window?.role == .sceneDelegate)
    #expect(window?.isLaunchWindow == true)
    #expect(window?.origin.description == "App/SceneDelegate.swift:6:18")
    #expect(
      HierarchyAssemblyRender.tree(window?.root)
        == "MainTabBarController[UINavigationController[HomeViewController[HeaderViewController]], "
        + "SettingsViewController]")
    #expect(window?.settings.map(\.property) == ["overrideUserInterfaceStyle"])
    #expect(window?.makeKeyAndVisible?.line == 10)
    #expect(
      window?.otherRoots.map { HierarchyAssemblyRender.tree($0.root) } == ["LoginViewController"])
    #expect(window?.otherRoots.first?.site.function == "sceneDidDisconnect(_:)")
    #expect(
      description.presentations.map(HierarchyAssemblyRender.placement) == [
        "HomeViewController present PlayerViewController (possible) "
          + "before: modalPresentationStyle after: modalPresentationCapturesStatusBarAppearance"
      ])
    #expect(
      description.containerChanges.map(HierarchyAssemblyRender.placement) == [
        "HomeViewController addChild HeaderViewController (atSetUp)",
        "HomeViewController.navigationController push DetailViewController (possible)",
        "MainTabBarController setViewControllers "
          + "UINavigationController[HomeViewController[HeaderViewController]], "
          + "SettingsViewController (atSetUp)",
      ])
    #expect(description.undetermined.isEmpty, "\(description.undetermined)")
    #expect(description.filesWithSyntaxErrors.isEmpty)
  }

  @Test func theDescriptionDoesNotDependOnTheOrderOfFiles() {
    let forward = Self.assemble(Self.sceneDelegateApp)
    let backward = Self.assemble(Self.sceneDelegateApp.reversed())
    #expect(forward == backward)
  }

  @Test func aControllerTheCodeComputesStaysUnknownWithItsOrigin() {
    let description = Self.assemble([
      (
        "SceneDelegate.swift",
        """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            window = UIWindow(windowScene: scene as! UIWindowScene)
            window?.rootViewController = UINavigationController(rootViewController: makeRoot())
          }
        }
        """
      )
    ])
    #expect(
      HierarchyAssemblyRender.tree(description.windows.first?.root) == "UINavigationController[?]")
    #expect(
      description.undetermined.map { "\($0.origin): \($0.reason)" } == [
        "SceneDelegate.swift:5:77: the result of `makeRoot()` is not followed: `makeRoot()` is "
          + "not a function of the files read declared to return a controller"
      ])
  }

  @Test func aRootChosenUnderAConditionIsNotTheLaunchRoot() {
    let description = Self.assemble([
      (
        "AppDelegate.swift",
        """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            if Session.shared.isLoggedIn {
              window?.rootViewController = HomeViewController()
            } else {
              window?.rootViewController = LoginViewController()
            }
            window?.makeKeyAndVisible()
            return true
          }
        }
        """
      )
    ])
    let window = description.windows.first
    #expect(window?.root == nil)
    #expect(window?.role == .appDelegate)
    #expect(
      window?.otherRoots.map {
        HierarchyAssemblyRender.tree($0.root) + " " + $0.site.conditions.joined()
      }
        == ["HomeViewController if Session.shared.isLoggedIn", "LoginViewController else"])
    #expect(description.undetermined.map(\.origin.line) == [4])
  }

  @Test func aRouterEnumGivesPossiblePresentationsPerCase() {
    let description = Self.assemble([
      (
        "Router.swift",
        """
        enum Route { case settings, player }
        final class HomeViewController: UIViewController {
          func open(_ route: Route) {
            switch route {
            case .settings:
              present(SettingsViewController(), animated: true)
            case .player:
              let player = PlayerViewController()
              player.modalPresentationStyle = .fullScreen
              present(player, animated: true)
            }
          }
          func either(_ flag: Bool) {
            present(flag ? DetailViewController() : LoginViewController(), animated: false)
          }
        }
        """
      )
    ])
    #expect(
      description.presentations.map(HierarchyAssemblyRender.placement) == [
        "HomeViewController present SettingsViewController (possible) when case .settings:",
        "HomeViewController present PlayerViewController (possible) before: modalPresentationStyle "
          + "when case .player:",
        "HomeViewController present DetailViewController (possible, one of several)",
        "HomeViewController present LoginViewController (possible, one of several)",
      ])
    #expect(description.windows.isEmpty)
  }

  @Test func aSwiftUIApp() {
    let description = Self.assemble([
      (
        "PlayerApp.swift",
        """
        import SwiftUI
        @main struct PlayerApp: App {
          var body: some Scene { WindowGroup { ContentView() } }
        }
        """
      ),
      (
        "ContentView.swift",
        """
        import SwiftUI
        struct ContentView: View {
          @State private var showSettings = false
          var body: some View {
            NavigationStack { Text("Hi") }
              .preferredColorScheme(.dark)
              .statusBarHidden(true)
              .sheet(isPresented: $showSettings) { SettingsView().statusBarHidden(false) }
          }
        }
        """
      ),
    ])
    let window = description.windows.first
    #expect(window?.role == .swiftUIApp)
    #expect(window?.isLaunchWindow == true)
    #expect(HierarchyAssemblyRender.tree(window?.root) == "UIHostingController<ContentView>")
    #expect(description.swiftUIViews.map(\.typeName) == ["ContentView"])
    #expect(
      description.swiftUIViews.first?.modifiers.map(\.value.rendered) == [
        "preferredColorScheme=dark", "statusBarHidden=true",
        "sheet(isPresented)=SettingsView[statusBarHidden=false]",
      ])
  }

  @Test func aFileThatDoesNotParseIsReportedAndTheOthersStillCount() {
    var files = Self.sceneDelegateApp
    files.append(
      (
        "App/Broken.swift",
        "class Broken: UIViewController { func f( { present(X(), animated: true) }"
      ))
    let description = Self.assemble(files)
    #expect(description.filesWithSyntaxErrors == ["App/Broken.swift"])
    #expect(
      description.undetermined.contains {
        $0.origin.path == "App/Broken.swift" && $0.reason.contains("syntax errors")
      })
    #expect(description.windows.count == 1)
    #expect(description.presentations.contains { $0.origin.path == "App/Broken.swift" })
  }

  @Test func aClassUnknownToTheClassScanIsNotNamed() {
    let description = Self.assemble([
      (
        "SceneDelegate.swift",
        """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            window?.rootViewController = ThirdPartyController()
          }
        }
        """
      )
    ])
    #expect(HierarchyAssemblyRender.tree(description.windows.first?.root) == "?")
    #expect(
      description.undetermined.map(\.reason) == [
        "`ThirdPartyController` is not a view controller class the scan found"
      ])
  }

  @Test func aContainerThatAddsItselfIsExpandedOnce() {
    let description = Self.assemble(
      [
        (
          "Loop.swift",
          """
          class Loop: UIViewController {
            override func viewDidLoad() { addChild(Loop()) }
          }
          class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
              window?.rootViewController = Loop()
            }
          }
          """
        )
      ], known: HierarchyKnownControllers(appClasses: ["Loop": .viewController]))
    #expect(HierarchyAssemblyRender.tree(description.windows.first?.root) == "Loop[Loop]")
  }

  @Test func siblingsOfOneClassEachGetTheirSetUpChildren() {
    let description = Self.assemble(
      [
        (
          "Tabs.swift",
          """
          class List: UIViewController {
            override func viewDidLoad() { addChild(Header()) }
          }
          class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
              let tabs = UITabBarController()
              tabs.viewControllers = [List(), List()]
              window?.rootViewController = tabs
            }
          }
          """
        )
      ],
      known: HierarchyKnownControllers(appClasses: [
        "List": .viewController, "Header": .viewController,
      ]))
    #expect(
      HierarchyAssemblyRender.tree(description.windows.first?.root)
        == "UITabBarController[List[Header], List[Header]]")
  }

  /// `setViewController(_:for:)` (iOS 14) gives a split view controller its columns; `nil`
  /// empties one and places nothing.
  @Test func aSplitViewsColumnsSetInItsInitializerAreItsChildren() {
    let description = Self.assemble(
      [
        (
          "Split.swift",
          """
          final class RootSplit: UISplitViewController {
            private lazy var sidebar = Sidebar()
            init() {
              super.init(style: .doubleColumn)
              setViewController(sidebar, for: .primary)
              setViewController(nil, for: .supplementary)
              setViewController(Content(), for: .secondary)
            }
          }
          class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
              window?.rootViewController = RootSplit()
            }
          }
          """
        )
      ],
      known: HierarchyKnownControllers(appClasses: [
        "RootSplit": .splitViewController, "Sidebar": .viewController, "Content": .viewController,
      ]))
    #expect(
      HierarchyAssemblyRender.tree(description.windows.first?.root)
        == "RootSplit[Sidebar, Content]")
  }

  @Test func anOverlayWindowCreatedInAnActionIsNotALaunchWindow() {
    let description = Self.assemble([
      (
        "Toast.swift",
        """
        final class HomeViewController: UIViewController {
          var toastWindow: UIWindow?
          @objc func showToast() {
            guard let scene = view.window?.windowScene else { return }
            let overlay = UIWindow(windowScene: scene)
            overlay.windowLevel = .alert + 1
            overlay.rootViewController = PlayerViewController()
            overlay.isHidden = false
            toastWindow = overlay
          }
        }
        """
      )
    ])
    let window = description.windows.first
    #expect(window?.variable == "toastWindow")
    #expect(window?.isLaunchWindow == false)
    #expect(window?.site.moment == .later)
    #expect(HierarchyAssemblyRender.tree(window?.root) == "PlayerViewController")
    #expect(
      window?.settings.map { "\($0.property)=\(HierarchyTestSupport.render($0.value))" } == [
        "windowLevel=2001", "isHidden=false",
      ])
  }
}

@Suite struct SwiftHierarchyAssemblerLimitTests {
  @Test func aLongChainOfContainerClassesStaysBounded() {
    let count = 3_000
    var source = ""
    for index in 0..<count {
      source +=
        "class C\(index): UIViewController { override func viewDidLoad() { addChild(C\(index + 1)()) } }\n"
    }
    source += """
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          window?.rootViewController = C0()
        }
      }
      """
    var classes: [String: HierarchyControllerFamily] = [:]
    for index in 0...count { classes["C\(index)"] = .viewController }
    let facts = HierarchyTestSupport.read(source)
    let description = SwiftHierarchyAssembler().assemble(
      [facts], known: HierarchyKnownControllers(appClasses: classes))
    let nodes = description.windows.first?.root?.nodes ?? []
    #expect(nodes.count == SwiftHierarchyAssembler.maximumDepth + 2)
    #expect(
      description.undetermined.contains { $0.reason.contains("exceeds the scan's limit") })
  }
}
