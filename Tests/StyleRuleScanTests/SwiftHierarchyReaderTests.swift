import SwiftParser
import SwiftSyntax
import Testing

@testable import StyleRuleScan

/// Reads a snippet and renders what the tests compare.
enum HierarchyTestSupport {
  /// The facts of one snippet.
  static func read(_ source: String, path: String = "App.swift") -> SwiftHierarchyFacts {
    SwiftHierarchyReader().read(Parser.parse(source: source), path: path)
  }

  /// A controller expression of the facts, as `Nav(Home)`, `sb(Main#Home)`, `?(reason)`.
  static func render(_ facts: SwiftHierarchyFacts, _ id: HierarchyControllerID) -> String {
    guard facts.controllers.indices.contains(id) else { return "<missing>" }
    let controller = facts.controllers[id]
    var text: String
    switch controller.kind {
    case .instance(let className): text = className
    case .hosting(let className, let rootView):
      text = "\(className)<\(rootView?.typeName ?? "?")>"
    case .storyboard(let reference):
      text = "sb(\(reference.storyboardName ?? "?")#\(reference.identifier ?? "initial"))"
    case .property(_, let name): text = "property(\(name))"
    case .oneOf(let ids, _):
      text = "oneOf(" + ids.map { render(facts, $0) }.joined(separator: "|") + ")"
    case .selfReference: text = "self"
    case .call(let call): text = "call(\(call.text))"
    case .parameter(let parameter):
      text = "?(`\(parameter.name)` is a parameter of \(parameter.function): not followed)"
    case .unknown(let reason): text = "?(\(reason))"
    }
    if let cast = controller.castClassName { text += " as \(cast)" }
    if !controller.initialChildren.isEmpty {
      text +=
        "(" + controller.initialChildren.map { render(facts, $0) }.joined(separator: ", ") + ")"
    }
    for setting in controller.settings { text += " {\(setting.property)=\(render(setting.value))}" }
    return text
  }

  /// A value as `name`, `true`, `2001`, `nil` or `expr(…)`.
  static func render(_ value: HierarchyValue) -> String {
    switch value {
    case .name(let name): return name
    case .bool(let bool): return "\(bool)"
    case .number(let number):
      return number == number.rounded() ? String(Int(number)) : String(number)
    case .none: return "nil"
    case .expression(let text): return "expr(\(text))"
    }
  }

  /// Every action of the facts, one line each:
  /// `present self -> Settings [Type.f() later case .settings]`.
  static func actions(_ facts: SwiftHierarchyFacts) -> [String] {
    facts.actions.map { action in
      let receiver: String
      switch action.receiver {
      case .selfController: receiver = "self"
      case .related(let path): receiver = path
      case .controller(let id): receiver = render(facts, id)
      case .expression(let text): receiver = "expr(\(text))"
      case .relatedOf(let id, _, let path): receiver = "\(render(facts, id)).\(path)"
      case .firstNonNil(_, let texts): receiver = texts.joined(separator: " ?? ")
      }
      let targets = action.targets.map { render(facts, $0) }.joined(separator: ", ")
      return "\(action.operation.rawValue) \(receiver) -> \(targets) [\(site(action.site))]"
    }
  }

  /// A code site as `Type.f() later if x`.
  static func site(_ site: HierarchyCodeSite) -> String {
    var parts = ["\(site.typeName ?? "-").\(site.function ?? "-")", site.moment.rawValue]
    parts += site.conditions
    return parts.joined(separator: " ")
  }

  /// Every window of the facts, one line each: `window(local) UIWindow(windowScene) root=Nav(Home)
  /// windowLevel=2001 key`.
  static func windows(_ facts: SwiftHierarchyFacts) -> [String] {
    facts.windows.map { window in
      var text = "\(window.variable)\(window.isLocal ? "(local)" : "")"
      if !window.storedIn.isEmpty { text += "->\(window.storedIn.joined(separator: ","))" }
      if let creation = window.creation {
        text += " \(creation.className)(\(creation.initializer ?? ""))"
      }
      for root in window.roots { text += " root=\(render(facts, root.controller))" }
      for setting in window.settings { text += " \(setting.property)=\(render(setting.value))" }
      if window.makeKeyAndVisible != nil { text += " key" }
      return text + " [\(site(window.site))]"
    }
  }
}

@Suite struct SwiftHierarchyReaderTests {
  /// One snippet and an action line it must give.
  struct ActionCase: CustomTestStringConvertible, Sendable {
    var source: String
    var expected: String
    var testDescription: String { expected }
  }

  static let actionCases: [ActionCase] = [
    ActionCase(
      source: """
        class Home: UIViewController {
          @objc func tapSettings() { present(SettingsViewController(), animated: true) }
        }
        """,
      expected: "present self -> SettingsViewController [Home.tapSettings() later]"),
    ActionCase(
      source: """
        class Home: UIViewController {
          func open() {
            let player = PlayerViewController()
            player.modalPresentationStyle = .overFullScreen
            player.modalPresentationCapturesStatusBarAppearance = true
            self.present(player, animated: true, completion: nil)
          }
        }
        """,
      expected:
        "present self -> PlayerViewController {modalPresentationStyle=overFullScreen} "
        + "{modalPresentationCapturesStatusBarAppearance=true} [Home.open() later]"),
    ActionCase(
      source: """
        class Home: UIViewController {
          func detail() { navigationController?.pushViewController(Detail(), animated: true) }
        }
        """,
      expected: "push navigationController -> Detail [Home.detail() later]"),
    ActionCase(
      source: """
        enum Screens {
          static func show(from sender: UIViewController?) {
            sender?.navigationController?.pushViewController(Detail(), animated: true)
          }
        }
        """,
      expected:
        "push ?(`sender` is a parameter of show(from:): not followed).navigationController "
        + "-> Detail [Screens.show(from:) later]"),
    ActionCase(
      source: """
        final class Coordinator {
          weak var split: UISplitViewController?
          func open(_ detail: UIViewController, on presenter: UIViewController) {
            (split ?? presenter)?.present(detail, animated: true)
          }
        }
        """,
      expected:
        "present split ?? presenter -> ?(`detail` is a parameter of open(_:on:): not followed) "
        + "[Coordinator.open(_:on:) later]"),
    ActionCase(
      source: """
        class Home: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let child = ChildViewController()
            addChild(child)
          }
        }
        """,
      expected: "addChild self -> ChildViewController [Home.viewDidLoad() setUp]"),
    ActionCase(
      source: """
        class Tabs: UITabBarController {
          override func viewDidLoad() {
            viewControllers = [UINavigationController(rootViewController: Feed()), Profile()]
          }
        }
        """,
      expected:
        "setViewControllers self -> UINavigationController(Feed), Profile [Tabs.viewDidLoad() setUp]"
    ),
    ActionCase(
      source: """
        class Nav: UINavigationController {
          init() { super.init(nibName: nil, bundle: nil); setViewControllers([A(), B()], animated: false) }
        }
        """,
      expected: "setViewControllers self -> A, B [Nav.init() setUp]"),
    ActionCase(
      source: """
        class Home: UIViewController {
          func go() { show(Detail(), sender: self); showDetailViewController(Other(), sender: nil) }
        }
        """,
      expected: "showDetail self -> Other [Home.go() later]"),
    ActionCase(
      source: """
        class Home: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
            present(Onboarding.instantiate(), animated: false)
          }
        }
        """,
      expected:
        "present self -> call(Onboarding.instantiate()) [Home.viewDidAppear(_:) appearance]"),
    ActionCase(
      source: """
        class Home: UIViewController {
          override func viewDidLoad() {
            button.addAction(UIAction { _ in self.present(Sheet(), animated: true) }, for: .touchUpInside)
          }
        }
        """,
      expected: "present self -> Sheet [Home.viewDidLoad() later]"),
    ActionCase(
      source: """
        class Home: UIViewController {
          func login(ok: Bool) {
            let next = ok ? Dashboard() : LoginFailed()
            present(next, animated: true)
          }
        }
        """,
      expected: "present self -> oneOf(Dashboard|LoginFailed) [Home.login(ok:) later]"),
    ActionCase(
      source: """
        class Home: UIViewController {
          func open() {
            let vc = UIStoryboard(name: "Main", bundle: nil)
              .instantiateViewController(withIdentifier: "Detail") as! DetailViewController
            present(vc, animated: true)
          }
        }
        """,
      expected: "present self -> sb(Main#Detail) as DetailViewController [Home.open() later]"),
    ActionCase(
      source: """
        class Home: UIViewController {
          lazy var settings = SettingsViewController()
          func open() { present(settings, animated: true) }
        }
        """,
      expected: "present self -> property(settings) [Home.open() later]"),
    ActionCase(
      source: """
        class Home: UIViewController {
          func open() {
            let host = UIHostingController(rootView: SettingsView().statusBarHidden(true))
            host.modalPresentationStyle = .fullScreen
            present(host, animated: true)
          }
        }
        """,
      expected:
        "present self -> UIHostingController<SettingsView> {modalPresentationStyle=fullScreen} "
        + "[Home.open() later]"),
    ActionCase(
      source: """
        class Inbox: UIViewController {
          @objc func showAccount() {
            guard let tabs = storyboard?.instantiateViewController(withIdentifier: "Tabs") else {
              return
            }
            tabs.modalPresentationStyle = .fullScreen
            present(tabs, animated: true)
          }
        }
        """,
      expected:
        "present self -> sb(?#Tabs) {modalPresentationStyle=fullScreen} [Inbox.showAccount() later]"
    ),
    ActionCase(
      source: """
        class Inbox: UIViewController {
          var detail: UIViewController? = Detail()
          func open() {
            if let detail = detail { present(detail, animated: true) }
            if let detail { show(detail, sender: nil) }
          }
        }
        """,
      expected: "show self -> property(detail) [Inbox.open() later if let detail]"
    ),
    ActionCase(
      source: """
        class Inbox: UIViewController {
          func open() {
            var next: UIViewController = Plain()
            next = compact ? Compact() : Regular()
            present(next, animated: true)
          }
        }
        """,
      expected: "present self -> oneOf(Compact|Regular) [Inbox.open() later]"
    ),
  ]

  @Test(arguments: actionCases)
  func readsAnAction(_ testCase: ActionCase) {
    let facts = HierarchyTestSupport.read(testCase.source)
    let actions = HierarchyTestSupport.actions(facts)
    #expect(actions.contains(testCase.expected), "\(actions)")
    #expect(!facts.hasSyntaxErrors)
  }

  /// One snippet and a window line it must give.
  struct WindowCase: CustomTestStringConvertible, Sendable {
    var source: String
    var expected: String
    var testDescription: String { expected }
  }

  static let windowCases: [WindowCase] = [
    WindowCase(
      source: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
            window?.makeKeyAndVisible()
          }
        }
        """,
      expected:
        "window UIWindow(windowScene) root=UINavigationController(HomeViewController) key "
        + "[SceneDelegate.scene(_:willConnectTo:options:) setUp]"),
    WindowCase(
      source: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            let home = HomeViewController()
            let nav = UINavigationController(rootViewController: home)
            window.rootViewController = nav
            self.window = window
            window.makeKeyAndVisible()
          }
        }
        """,
      expected:
        "window(local)->window UIWindow(windowScene) root=UINavigationController(HomeViewController) key "
        + "[SceneDelegate.scene(_:willConnectTo:options:) setUp]"),
    WindowCase(
      source: """
        @main class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            let tabs = UITabBarController()
            tabs.setViewControllers([FeedViewController(), ProfileViewController()], animated: false)
            window?.rootViewController = tabs
            window?.makeKeyAndVisible()
            return true
          }
        }
        """,
      expected:
        "window UIWindow(frame) root=UITabBarController key "
        + "[AppDelegate.application(_:didFinishLaunchingWithOptions:) setUp]"),
    WindowCase(
      source: """
        final class ToastPresenter {
          var overlayWindow: UIWindow?
          func show(in scene: UIWindowScene) {
            let overlay = UIWindow(windowScene: scene)
            overlay.windowLevel = .alert + 1
            overlay.rootViewController = ToastViewController()
            overlay.isHidden = false
            overlayWindow = overlay
          }
        }
        """,
      expected:
        "overlay(local)->overlayWindow UIWindow(windowScene) root=ToastViewController "
        + "windowLevel=2001 isHidden=false [ToastPresenter.show(in:) later]"),
    WindowCase(
      source: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            window?.rootViewController = makeRoot()
            window?.windowLevel = .statusBar
            window?.overrideUserInterfaceStyle = .dark
          }
        }
        """,
      expected:
        "window root=call(makeRoot()) windowLevel=statusBar "
        + "overrideUserInterfaceStyle=dark [SceneDelegate.scene(_:willConnectTo:options:) setUp]"),
    WindowCase(
      source: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            window?.rootViewController = storyboard.instantiateInitialViewController()
            window?.windowLevel = UIWindow.Level(rawValue: 3000)
          }
        }
        """,
      expected:
        "window root=sb(Main#initial) windowLevel=3000 "
        + "[SceneDelegate.scene(_:willConnectTo:options:) setUp]"),
    WindowCase(
      source: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            window?.rootViewController = isSignedIn
              ? UINavigationController(rootViewController: Feed())
              : onboarded ? SignIn() : Welcome()
          }
        }
        """,
      expected:
        "window root=oneOf(UINavigationController(Feed)|SignIn|Welcome) "
        + "[SceneDelegate.scene(_:willConnectTo:options:) setUp]"),
    WindowCase(
      source: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            window?.rootViewController = saved ?? Home()
          }
        }
        """,
      expected:
        // `??` gives the first that is not nil: one of them, at run time.
        "window root=oneOf(property(saved)|Home) "
        + "[SceneDelegate.scene(_:willConnectTo:options:) setUp]"),
  ]

  @Test(arguments: windowCases)
  func readsAWindow(_ testCase: WindowCase) {
    let facts = HierarchyTestSupport.read(testCase.source)
    let windows = HierarchyTestSupport.windows(facts)
    #expect(windows.contains(testCase.expected), "\(windows)")
  }

  @Test func aTabBarBuiltInPlaceKeepsItsChildrenAsConstruction() {
    let facts = HierarchyTestSupport.read(
      """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          let tabs = UITabBarController()
          tabs.viewControllers = [FeedViewController(), ProfileViewController()]
          window?.rootViewController = tabs
          return true
        }
      }
      """)
    let actions = HierarchyTestSupport.actions(facts)
    #expect(
      actions == [
        "setViewControllers UITabBarController -> FeedViewController, ProfileViewController "
          + "[AppDelegate.application(_:didFinishLaunchingWithOptions:) setUp]"
      ])
    #expect(facts.windows.first?.site.role == .appDelegate)
  }

  @Test func aRouterEnumRecordsEachCaseAsAConditionalPresentation() {
    let facts = HierarchyTestSupport.read(
      """
      enum Route { case settings, profile(id: Int), about }
      final class Router {
        weak var root: UIViewController?
        func navigate(to route: Route) {
          switch route {
          case .settings:
            root?.present(SettingsViewController(), animated: true)
          case .profile(let id):
            let profile = ProfileViewController(id: id)
            profile.modalPresentationStyle = .pageSheet
            root?.present(profile, animated: true)
          default:
            break
          }
        }
      }
      """)
    let actions = HierarchyTestSupport.actions(facts)
    #expect(
      actions == [
        "present property(root) -> SettingsViewController [Router.navigate(to:) later case .settings:]",
        "present property(root) -> ProfileViewController {modalPresentationStyle=pageSheet} "
          + "[Router.navigate(to:) later case .profile(let id):]",
      ])
  }

  @Test func aLocalAssignedInTheCasesOfASwitchIsOneOfItsValues() {
    let facts = HierarchyTestSupport.read(
      """
      class Home: UIViewController {
        func open(_ route: Route) {
          let target: UIViewController
          switch route {
          case .a: target = AViewController()
          case .b: target = BViewController()
          }
          present(target, animated: true)
        }
      }
      """)
    #expect(
      HierarchyTestSupport.actions(facts) == [
        "present self -> oneOf(AViewController|BViewController) [Home.open(_:) later]"
      ])
  }

  @Test func swiftUIAppsViewsAndModifiers() {
    let facts = HierarchyTestSupport.read(
      """
      import SwiftUI
      @main struct PlayerApp: App {
        var body: some Scene {
          WindowGroup { ContentView().preferredColorScheme(.dark) }
        }
      }
      struct ContentView: View {
        @State var showing = false
        @State var item: Item?
        var body: some View {
          List {}
            .statusBarHidden(showing)
            .sheet(isPresented: $showing) { SettingsView() }
            .fullScreenCover(item: $item) { item in PlayerView(item: item).statusBarHidden() }
        }
      }
      """)
    #expect(facts.swiftUIApps.count == 1)
    let app = facts.swiftUIApps.first
    #expect(app?.typeName == "PlayerApp")
    #expect(app?.isMain == true)
    #expect(facts.sceneMembers.map(\.name) == ["body"])
    let groups = facts.sceneMembers.flatMap(\.items).compactMap { item in
      if case .windowGroup(let view) = item { return view }
      return nil
    }
    #expect(groups.map(\.typeName) == ["ContentView"])
    #expect(groups.first?.modifiers.map(\.rendered) == ["preferredColorScheme=dark"])
    let content = facts.swiftUIModifiers.filter { $0.typeName == "ContentView" }
    #expect(
      content.map(\.value.rendered) == [
        "statusBarHidden=expr(showing)", "sheet(isPresented)=SettingsView",
        "fullScreenCover(item)=PlayerView[statusBarHidden=true]",
      ])
  }

  @Test func adaptivePresentationStyleLiterals() {
    let facts = HierarchyTestSupport.read(
      """
      extension Home: UIAdaptivePresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
          if traitCollection.horizontalSizeClass == .compact { return .fullScreen }
          return UIModalPresentationStyle.none
        }
      }
      final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
      }
      """)
    #expect(facts.adaptiveStyles.map(\.typeName) == ["Home", "Delegate"])
    #expect(
      facts.adaptiveStyles.map { $0.values.map(HierarchyTestSupport.render) } == [
        ["fullScreen", "none"], ["none"],
      ])
  }

  @Test func originsAreLinesAndColumnsOfTheFile() {
    let facts = HierarchyTestSupport.read(
      """
      class Home: UIViewController {
        func open() {
          present(Detail(), animated: true)
        }
      }
      """, path: "Sources/Home.swift")
    #expect(facts.actions.first?.origin.description == "Sources/Home.swift:3:5")
    let target = facts.actions.first?.targets.first
    #expect(target.map { facts.controllers[$0].origin.description } == "Sources/Home.swift:3:13")
  }

  @Test func aFileWithSyntaxErrorsStillGivesWhatParses() {
    let facts = HierarchyTestSupport.read(
      """
      class Broken: UIViewController {
        func open( {
          present(Detail(), animated: true)
        }
        let x = = 3
      }
      class Fine: UIViewController {
        func go() { navigationController?.pushViewController(Next(), animated: true) }
      }
      """)
    #expect(facts.hasSyntaxErrors)
    let actions = HierarchyTestSupport.actions(facts)
    #expect(actions.contains("push navigationController -> Next [Fine.go() later]"), "\(actions)")
  }

  @Test func callsThatOnlyShareANameAreNotActions() {
    let facts = HierarchyTestSupport.read(
      """
      class Home: UIViewController {
        func go() {
          hud.show(in: view)
          toast.present()
          stack.addChild(a, b)
          alert.show()
        }
      }
      """)
    #expect(facts.actions.isEmpty)
  }

  @Test(arguments: [
    String(repeating: "(", count: 5_000) + "x" + String(repeating: ")", count: 5_000),
    "present(" + String(repeating: "UINavigationController(rootViewController: ", count: 3_000)
      + "Home()" + String(repeating: ")", count: 3_000) + ", animated: true)",
    "let a = " + String(repeating: "x ? A() : ", count: 3_000) + "B(); present(a, animated: true)",
    String(repeating: "{", count: 10_000),
    "\u{0}\u{FFFF}class 🙂: UIViewController { func f() { present(🙂(), animated: true) } }",
  ])
  func hostileInputDoesNotCrash(_ source: String) {
    let facts = HierarchyTestSupport.read(source)
    #expect(facts.controllers.count < 20_000)
    _ = SwiftHierarchyAssembler().assemble(
      [facts], known: HierarchyKnownControllers(appClasses: [:]))
  }
}

extension HierarchySwiftUIModifierValue {
  /// The modifier as `statusBarHidden=true`, `sheet(isPresented)=SettingsView`.
  var rendered: String {
    switch self {
    case .statusBarHidden(let value, _):
      return "statusBarHidden=\(HierarchyTestSupport.render(value))"
    case .preferredColorScheme(let value, _):
      return "preferredColorScheme=\(HierarchyTestSupport.render(value))"
    case .statusBarColorScheme(let value, _):
      return "statusBarColorScheme=\(HierarchyTestSupport.render(value))"
    case .statusBarVisibility(let value, _):
      return "statusBarVisibility=\(HierarchyTestSupport.render(value))"
    case .sheet(let trigger, let content, _):
      return "sheet(\(trigger))=\(content.rendered)"
    case .fullScreenCover(let trigger, let content, _):
      return "fullScreenCover(\(trigger))=\(content.rendered)"
    case .popover(let trigger, let content, _):
      return "popover(\(trigger))=\(content.rendered)"
    }
  }
}

extension HierarchySwiftUIView {
  /// The view as `PlayerView[statusBarHidden=true]`.
  var rendered: String {
    let modifiers = modifiers.map(\.rendered)
    return (typeName ?? "?") + (modifiers.isEmpty ? "" : "[\(modifiers.joined(separator: ", "))]")
  }
}
