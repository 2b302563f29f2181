import Foundation
import StyleRuleTestSupport
import SwiftParser
import SwiftSyntax
import Testing

@testable import StyleRuleScan

/// The hierarchy reader skips the subtrees whose text has no hint; these tests hold it to the
/// facts of a walk of every node, on snippets written to be awkward and on the fixture apps.
@Suite struct SwiftHierarchySkippingTests {
  /// One snippet, and a line the facts must have (an action, a window or another fact).
  struct SkippingCase: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [SkippingCase] = [
    SkippingCase(
      name: "a hint only in a comment",
      source: """
        class Home: UIViewController {
          // present(Settings(), animated: true) once the flag ships
          func open() { router.route(to: .settings) }
          /* pushViewController */ func close() { dismiss(animated: true) }
        }
        """,
      expected: ""),
    SkippingCase(
      name: "a hint only in a string",
      source: """
        class Home: UIViewController {
          func log() { logger.info("present(Settings(), animated: true) = sheet WindowGroup") }
          func open() { show(Settings(), sender: nil) }
        }
        """,
      expected: "show self -> Settings [Home.open() later]"),
    SkippingCase(
      name: "a local configured by statements without a hint, presented later",
      source: """
        class Home: UIViewController {
          func open() {
            let player = PlayerViewController()
            player.configure(with: item)
            player.prepare()
            if player.isReady { log(player) }
            present(player, animated: true)
          }
        }
        """,
      expected: "present self -> PlayerViewController [Home.open() later]"),
    SkippingCase(
      name: "names bound without a declaration of their own",
      source: """
        class Home: UIViewController {
          func open(_ controller: UIViewController, list: [UIViewController]) {
            for each in list { present(each, animated: false) }
            if case .detail(let next) = route {
              navigationController?.pushViewController(next, animated: true)
            }
            present(controller, animated: true)
          }
        }
        """,
      expected:
        "present self -> ?(`each` is a `for` loop's variable: not followed) [Home.open(_:list:) later for each in list]"
    ),
    SkippingCase(
      name: "a local declared without a value and assigned under conditions",
      source: """
        class Home: UIViewController {
          func open(compact: Bool) {
            var next: UIViewController
            if compact { next = Compact() } else { next = Regular() }
            next.modalPresentationStyle = .fullScreen
            present(next, animated: true)
          }
        }
        """,
      expected:
        "present self -> oneOf(Compact|Regular) {modalPresentationStyle=fullScreen} [Home.open(compact:) later]"
    ),
    SkippingCase(
      name: "nested closures",
      source: """
        class Home: UIViewController {
          func open() {
            DispatchQueue.main.async { [weak self] in
              UIView.animate(withDuration: 0.3) {
                self?.view.alpha = 1
              } completion: { _ in
                self?.present(Done(), animated: true)
              }
            }
            items.forEach { item in log(item) }
          }
        }
        """,
      expected: "present self -> Done [Home.open() later]"),
    SkippingCase(
      name: "closures called where they are written",
      source: """
        class Home: UIViewController {
          lazy var nav: UINavigationController = {
            let nav = UINavigationController(rootViewController: Feed())
            return nav
          }()
          lazy var other: UIViewController = { Other() } /* called */ ()
          lazy var third: UIViewController = { Third() }
          { }
          lazy var fourth: UIViewController = { Fourth() }\u{0B}()
          lazy var fifth: UIViewController = { Fifth() }\u{00A0}()
          func open() { present(nav, animated: true); addChild(other); addChild(third) }
        }
        """,
      expected: "addChild self -> property(third) [Home.open() later]"),
    SkippingCase(
      name: "conditions, loops, defer and catch",
      source: """
        class Home: UIViewController {
          func open(flag: Bool) {
            if flag { present(A(), animated: true) } else if other { show(B(), sender: nil) } else { present(C(), animated: false) }
            while waiting { present(D(), animated: true) }
            repeat { present(E(), animated: true) } while again
            defer { present(F(), animated: true) }
            do { try load() } catch { present(G(), animated: true) }
            for item in items where item.isNew { log(item) }
          }
        }
        """,
      expected: "present self -> G [Home.open(flag:) later catch]"),
    SkippingCase(
      name: "switch cases",
      source: """
        enum Route { case a, b(UIViewController), c }
        final class Router {
          weak var root: UIViewController?
          func go(_ route: Route) {
            switch route {
            case .a: root?.present(A(), animated: true)
            case .b(let controller): root?.navigationController?.pushViewController(controller, animated: true)
            case .c where ready: break
            default: log(route)
            }
          }
        }
        """,
      expected: "present property(root) -> A [Router.go(_:) later case .a:]"),
    SkippingCase(
      name: "guard let and early returns",
      source: """
        class Home: UIViewController {
          func detail() {
            guard let nav = navigationController, isViewLoaded else { return }
            guard ready else { log("not ready"); return }
            nav.pushViewController(Detail(), animated: true)
          }
        }
        """,
      expected:
        "push ?(the expression `navigationController` is not followed) -> Detail "
        + "[Home.detail() later]"),
    SkippingCase(
      name: "computed properties and accessors",
      source: """
        class Home: UIViewController {
          var root: UIViewController { Feed() }
          var count: Int { get { items.count } set { items.reserveCapacity(newValue) } }
          override var childForStatusBarStyle: UIViewController? { children.first }
          var style: UIStatusBarStyle = .default { didSet { setNeedsStatusBarAppearanceUpdate() } }
          override func viewDidLoad() { super.viewDidLoad(); addChild(root) }
        }
        """,
      expected: "addChild self -> property(root) [Home.viewDidLoad() setUp]"),
    SkippingCase(
      name: "SwiftUI app, window group and modifiers",
      source: """
        @main
        struct ShopApp: App {
          var body: some Scene {
            WindowGroup { RootView().statusBarHidden(true).preferredColorScheme(.dark) }
          }
        }
        struct RootView: View {
          @State private var showing = false
          var body: some View {
            VStack { Text("Hi").padding() }
              .sheet(isPresented: $showing) { SheetView().statusBarHidden(false) }
              .fullScreenCover(item: $item) { item in Cover(item: item) }
              .statusBar(hidden: hidden)
          }
        }
        """,
      expected: "scene ShopApp.body WindowGroup RootView"),
    SkippingCase(
      name: "scenes listed by other members, in an extension and a function",
      source: """
        @main
        struct ShopApp: App {
          var body: some Scene {
            appScene
            #if os(macOS)
            Settings { SettingsView() }
            #endif
            self.otherScenes(for: 1).commands { }
          }
        }
        extension ShopApp {
          var appScene: some Scene { WindowGroup { RootView() } }
          @SceneBuilder func otherScenes(for x: Int) -> some Scene { AuxScene() }
        }
        """,
      expected: "scene ShopApp.body member appScene member otherScenes(for:)"),
    SkippingCase(
      name: "a computed list of children and a tab selection",
      source: """
        class Tabs: UITabBarController {
          override func viewDidLoad() {
            viewControllers = sections.map { UINavigationController(rootViewController: $0) }
            selectedIndex = store.lastTab
          }
        }
        """,
      expected:
        "setViewControllers self -> ?(the children are computed by `sections.map { UINavigationController(rootViewController: $0) }`: how many and which the code does not state) [Tabs.viewDidLoad() setUp]"
    ),
    SkippingCase(
      name: "windows at launch",
      source: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          var overlay: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UINavigationController(rootViewController: Home())
            self.window = window
            window.makeKeyAndVisible()
            overlay = OverlayWindow(windowScene: windowScene)
            overlay?.windowLevel = .alert + 1
            overlay?.isHidden = false
          }
        }
        """,
      expected:
        "window(local)->window UIWindow(windowScene) root=UINavigationController(Home) key "
        + "[SceneDelegate.scene(_:willConnectTo:options:) setUp]"),
    SkippingCase(
      name: "adaptivePresentationStyle, with returns nested in expressions",
      source: """
        class Popover: UIViewController, UIAdaptivePresentationControllerDelegate {
          func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            log(if compact { return .fullScreen } else { 1 })
            if traitCollection.horizontalSizeClass == .compact { return .overFullScreen }
            return .none
          }
        }
        """,
      expected: "adaptive Popover fullScreen overFullScreen none"),
    SkippingCase(
      name: "assignments that are and are not hints",
      source: """
        class Tabs: UITabBarController {
          private let label = UILabel()
          private let feed = FeedViewController()
          func build() {
            let list = [A(), B()]
            self.viewControllers = [feed, Settings()]
            other.viewControllers = list
            total += 1; ok = a == b; left <= right ? go() : stay()
            c?.d = 2
            feed.modalPresentationStyle = .pageSheet
          }
          func f(x: Int = 1, y: String = "=") { count = x }
        }
        """,
      expected: "setViewControllers property(other) -> A, B [Tabs.build() later]"),
    SkippingCase(
      name: "types and functions nested in code",
      source: """
        func makeRoot() -> UIViewController {
          final class Local: UIViewController {
            override func viewDidLoad() { present(Inner(), animated: true) }
          }
          func helper() { log("none") }
          return Local()
        }
        """,
      expected: "present self -> Inner [Local.viewDidLoad() setUp]"),
    SkippingCase(
      name: "storyboards",
      source: """
        class Home: UIViewController {
          func open() {
            let board = UIStoryboard(name: "Main", bundle: nil)
            let next = board.instantiateViewController(withIdentifier: "Detail")
            navigationController?.pushViewController(next, animated: true)
          }
        }
        """,
      expected: "push navigationController -> sb(Main#Detail) [Home.open() later]"),
  ]

  @Test(arguments: cases)
  func skippingChangesNothing(_ testCase: SkippingCase) {
    let tree = Parser.parse(source: testCase.source)
    #expect(!tree.hasError, "the snippet must parse, or nothing is skipped")
    let walking = Self.facts(testCase.source, skipping: false)
    #expect(Self.facts(testCase.source, skipping: true) == walking)
    if !testCase.expected.isEmpty {
      #expect(Self.lines(walking).contains(testCase.expected), "\(Self.lines(walking))")
    }
  }

  @Test func skippingChangesNothingInTheFixtures() throws {
    let files = PackagePaths.files(under: "Tests/Fixtures", withExtension: "swift")
    #expect(files.count > 20)
    var recorded = 0
    for path in files {
      let text = String(decoding: try Data(contentsOf: PackagePaths.url(path)), as: UTF8.self)
      let walking = Self.facts(text, skipping: false)
      #expect(Self.facts(text, skipping: true) == walking, "\(path)")
      recorded +=
        walking.actions.count + walking.windows.count + walking.swiftUIApps.count
        + walking.sceneMembers.count
    }
    #expect(recorded > 20)
  }

  @Test func theReaderSkipsAndGivesTheSameFacts() {
    let source = Self.cases.map(\.source).joined(separator: "\n")
    let tree = Parser.parse(source: source)
    #expect(
      SwiftHierarchyReader().read(tree, path: "f.swift") == Self.facts(source, skipping: false))
  }

  /// A comment, a string or a name containing a hint word is a hint; a longer word or another
  /// operator is not.
  @Test(arguments: [
    ("present", true), ("presentation", false), ("_present", false), ("x.present(", true),
    ("// let", true), ("\"sheet\"", true), ("letter", false), ("a = b", true), ("a == b", false),
    ("a += b", false), ("a <= b", false), ("a != b", true), ("{ }()", true), ("{ }\n{ }", true),
    ("{ }\n  .x", false), ("{ } // c", true), ("{ }.x()", false), ("é=", true), ("App", true),
    ("Apps", false), ("some Scene", true), ("Scenes", false), ("Array<Int>= []", true),
    ("e /* c */= 4", true),
  ])
  func hintsAreWholeWordsAndAssignments(text: String, isHint: Bool) {
    let hints = SwiftHierarchyHints(Array(text.utf8))
    #expect(hints.isEmpty(in: 0..<text.utf8.count) == !isHint)
  }

  @Test func onlyCallNamesAreCallNames() {
    let text = "let x = present; sheet = WindowGroup"
    let hints = SwiftHierarchyHints(Array(text.utf8))
    #expect(hints.hasNoCallName(in: 0..<7))
    #expect(!hints.hasNoCallName(in: 8..<15))
    #expect(!hints.hasNoCallName(in: 17..<22))
    #expect(!hints.hasNoCallName(in: 25..<36))
  }

  /// The facts of a snippet, read with or without skipping.
  static func facts(_ source: String, skipping: Bool) -> SwiftHierarchyFacts {
    let tree = Parser.parse(source: source)
    let visitor = SwiftHierarchyVisitor(
      tree: tree, source: SwiftSourceText(source), path: "f.swift", skipsWithoutHints: skipping)
    visitor.walk(tree)
    var facts = visitor.finish()
    if SwiftHierarchyReader.importsSwiftUI(tree) {
      SwiftHierarchyReader.readViews(
        tree, source: SwiftSourceText(source), path: "f.swift", into: &facts)
    }
    return facts
  }

  /// The facts as lines: actions and windows as ``HierarchyTestSupport`` renders them, then
  /// apps and adaptive styles.
  static func lines(_ facts: SwiftHierarchyFacts) -> [String] {
    var lines = HierarchyTestSupport.actions(facts) + HierarchyTestSupport.windows(facts)
    for app in facts.swiftUIApps {
      lines.append(
        (["swiftUIApp", app.typeName] + (app.isMain ? ["main"] : [])).joined(separator: " "))
    }
    for member in facts.sceneMembers {
      let items = member.items.map { item in
        switch item {
        case .windowGroup(let view): return "WindowGroup \(view.typeName ?? "?")"
        case .member(let name, _): return "member \(name)"
        case .sceneType(let name, _): return "sceneType \(name)"
        }
      }
      lines.append(
        (["scene", "\(member.typeName ?? "-").\(member.name)"] + items).joined(separator: " "))
    }
    for selection in facts.selections {
      lines.append("select \(selection.property) = \(selection.value)")
    }
    for style in facts.adaptiveStyles {
      lines.append(
        (["adaptive", style.typeName ?? "-"] + style.values.map(HierarchyTestSupport.render))
          .joined(separator: " "))
    }
    return lines
  }
}
