import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// Children and controllers that the code computes in a shape the scan reads: an array literal
/// mapped through a container's initialiser, a container re-set to its own children, and an
/// immediately called closure that returns in several branches.
@Suite struct ComputedChildrenTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  /// A scene delegate whose window's root is a `TabsController()`.
  static let sceneDelegate = FollowedCallsTests.sceneDelegate(root: "TabsController()")

  /// A tab bar controller subclass whose initialiser sets `viewControllers = <children>`
  /// (line 4 of Tabs.swift), with `extra` in its `viewDidLoad`.
  static func tabs(children: String, extra: String = "") -> String {
    """
    class TabsController: UITabBarController {
      init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = \(children)
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        \(extra)
      }
    }
    class FeedViewController: UIViewController {}
    class SettingsViewController: UIViewController {}
    """
  }

  /// The window at launch when each tab is a navigation controller (made where the `map`
  /// makes it, line 4) whose root is the element (also line 4).
  static let wrappedTabs =
    FollowedCallsTests.launchWindow + [
      "    Tabs: TabsController @ SceneDelegate.swift:6",
      "      Navigation: UINavigationController @ Tabs.swift:4",
      "        Feed: FeedViewController @ Tabs.swift:4",
      "      Navigation2: UINavigationController @ Tabs.swift:4",
      "        Settings: SettingsViewController @ Tabs.swift:4",
    ]

  static let cases: [HierarchyCase] = [
    HierarchyCase(
      name: "an array literal mapped through a container's initialiser with `$0`",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Tabs.swift": tabs(
          children:
            "[FeedViewController(), SettingsViewController()].map { UINavigationController(rootViewController: $0) }"
        ),
      ],
      contains: [], lacks: ["ComputedTabs"], outline: wrappedTabs),
    HierarchyCase(
      name: "an array literal mapped through a named closure parameter",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Tabs.swift": tabs(
          children:
            "[FeedViewController(), SettingsViewController()].map { controller in UINavigationController(rootViewController: controller) }"
        ),
      ],
      contains: [], lacks: ["ComputedTabs"], outline: wrappedTabs),
    HierarchyCase(
      name: "an array literal mapped through `Type.init(rootViewController:)`",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Tabs.swift": tabs(
          children:
            "[FeedViewController(), SettingsViewController()].map(UINavigationController.init(rootViewController:))"
        ),
      ],
      contains: [], lacks: ["ComputedTabs"], outline: wrappedTabs),
    HierarchyCase(
      name: "a closure that does more than wrap the element stays computed",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Tabs.swift": tabs(
          children: "[FeedViewController(), SettingsViewController()].map { wrap($0) }"),
      ],
      contains: ["ComputedTabs: unknown"], lacks: ["Feed: FeedViewController"]),
    HierarchyCase(
      name: "a closure that wraps something other than its parameter stays computed",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Tabs.swift": tabs(
          children:
            "[FeedViewController()].map { _ in UINavigationController(rootViewController: SettingsViewController()) }"
        ),
      ],
      contains: ["ComputedTabs: unknown"], lacks: ["Settings: SettingsViewController"]),
    HierarchyCase(
      name: "`setViewControllers(viewControllers, …)` in viewDidLoad keeps the children",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Tabs.swift": tabs(
          children:
            "[FeedViewController(), SettingsViewController()].map { UINavigationController(rootViewController: $0) }",
          extra: "setViewControllers(viewControllers, animated: false)"),
      ],
      contains: [], lacks: ["ComputedTabs"], outline: wrappedTabs),
    HierarchyCase(
      name: "an immediately called closure returning in two branches is a choice",
      sources: [
        "SceneDelegate.swift": FollowedCallsTests.sceneDelegate(
          root: """
            {
                  if UserDefaults.standard.bool(forKey: "onboarded") {
                    return FeedViewController()
                  } else {
                    return SettingsViewController()
                  }
                }()
            """),
        "Screens.swift": """
        class FeedViewController: UIViewController {}
        class SettingsViewController: UIViewController {}
        """,
      ],
      contains: ["choice Root initially unknown @ \"SceneDelegate.swift:6:"],
      lacks: ["Root: unknown", "is not followed"],
      outline: FollowedCallsTests.launchWindow + [
        "    choice Root @ SceneDelegate.swift:6",
        "      Feed: FeedViewController @ SceneDelegate.swift:8",
        "      Settings: SettingsViewController @ SceneDelegate.swift:10",
      ]),
  ]

  @Test("computed children and controllers the scan reads", arguments: cases)
  func readsComputedChildren(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }
}
