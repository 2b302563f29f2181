import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// Helpers that add the controller they are passed as a child (`transition(to:)` calling
/// `addChild` on its parameter), called with no other hint: the child is the caller's when
/// its set-up makes the call on its own instance (issue 26, item 1).
@Suite struct ChildHelperTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  /// `RootViewController` is the root of the window.
  static let sceneDelegate = CodeHierarchyBuilderTests.sceneDelegate.replacingOccurrences(
    of: "UINavigationController(rootViewController: HomeViewController())",
    with: "RootViewController()")

  /// An extension of every controller that adds a child, with a completion.
  static let transitionHelper = """
    extension UIViewController {
      func transition(to child: UIViewController, completion: ((Bool) -> Void)? = nil) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
    }
    class HomeViewController: UIViewController {}
    """

  /// A root that calls `transition(to:)` in `init` with `call` (the local `home` in scope).
  static func root(_ method: String = "init()", calling call: String) -> String {
    """
    class RootViewController: UIViewController {
      \(method == "init()" ? "init() {" : "func \(method) {")
        let home = HomeViewController()
        \(call)
      }
    }
    """
  }

  static let outline = [
    "scene Scene @ SceneDelegate.swift:6",
    "  window Main @ SceneDelegate.swift:6",
    "    Root: RootViewController @ SceneDelegate.swift:7",
    "      Home: HomeViewController @ Root.swift:3",
  ]

  static let cases: [HierarchyCase] = [
    HierarchyCase(
      name: "a helper named with no hint word, called in `init`, adds the child",
      sources: [
        "SceneDelegate.swift": sceneDelegate, "Helpers.swift": transitionHelper,
        "Root.swift": root(calling: "transition(to: home)"),
      ],
      contains: [], notUndetermined: ["`child` is a parameter"], outline: outline),
    HierarchyCase(
      name: "a trailing closure is passed to the helper's last parameter",
      sources: [
        "SceneDelegate.swift": sceneDelegate, "Helpers.swift": transitionHelper,
        "Root.swift": root(calling: "transition(to: home) { _ in }"),
      ],
      contains: [], outline: outline),
    HierarchyCase(
      name: "in `viewDidLoad` too",
      sources: [
        "SceneDelegate.swift": sceneDelegate, "Helpers.swift": transitionHelper,
        "Root.swift": root("viewDidLoad()", calling: "self.transition(to: home)"),
      ],
      contains: [], outline: outline),
    HierarchyCase(
      name: "a call in an action is not the launch state",
      sources: [
        "SceneDelegate.swift": sceneDelegate, "Helpers.swift": transitionHelper,
        "Root.swift": root("showHome()", calling: "transition(to: home)"),
      ],
      contains: [], lacks: ["Home: HomeViewController"],
      outline: Array(outline.dropLast())),
    HierarchyCase(
      name: "a helper that adds its parameter only under a condition is not followed",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": transitionHelper.replacingOccurrences(
          of: "    addChild(child)", with: "    if children.isEmpty { addChild(child) }"),
        "Root.swift": root(calling: "transition(to: home)"),
      ],
      contains: [], lacks: ["Home: HomeViewController"],
      undetermined: ["`child` is a parameter of transition(to:completion:)"],
      outline: Array(outline.dropLast())),
    HierarchyCase(
      name: "a call made on another controller adds nothing to the caller",
      sources: [
        "SceneDelegate.swift": sceneDelegate, "Helpers.swift": transitionHelper,
        "Root.swift": root(calling: "let other = UIViewController(); other.transition(to: home)"),
      ],
      contains: [], lacks: ["Home: HomeViewController"],
      outline: Array(outline.dropLast())),
  ]

  @Test("a helper that adds the controller it is passed as a child", arguments: cases)
  func childHelpers(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }

  /// The functions whose parameters may be controllers, found in the bytes.
  @Test(
    "helper names are found in the bytes",
    arguments: [
      ("func transition(to child: UIViewController) {}", ["transition"]),
      ("func embed<T: UIViewController>(_ child: T) {}", ["embed"]),
      ("func open(_ vc: LoginVC, animated: Bool)", ["open"]),
      ("func reload(_ items: [Item]) {}", []),
      ("let function = 1; func(x: UIViewController)", []),
      ("func `default`(a: UIViewController)", []),
      ("/* func install(in host: UINavigationController */", ["install"]),
      ("func unclosed(a: UIViewController", ["unclosed"]),
      ("static func report(provider: DataSourceProvider & AuthContextProvider) {}", ["report"]),
      ("func check(ok: Bool = a && b) {}", []),
      ("func swap(_ a: inout Int, _ b: inout Int) { swap(&a, &b) }", []),
    ] as [(String, [String])])
  func helperNames(_ source: String, _ expected: [String]) {
    #expect(SwiftModuleHelperNames.names(in: source) == expected)
  }
}
