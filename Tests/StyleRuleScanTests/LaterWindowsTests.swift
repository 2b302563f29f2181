import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// A window the code creates after launch (an overlay or a toast made by a view or a
/// service) is a scenario event at the code's line, with the level and root the code gives
/// it there, then released; one whose root or level the scan cannot read is not written.
@Suite struct LaterWindowsTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  /// The scene delegate of ``FollowedCallsTests/sceneDelegate(root:)``, with a plain root.
  static let sceneDelegate =
    FollowedCallsTests.sceneDelegate(root: "HomeViewController()")
    + "\nclass HomeViewController: UIViewController {}\n"

  /// A service that makes a toast window when asked, with `level`, `root` and `hidden` as
  /// the code states them (nil leaves the line out).
  static func toastService(level: String?, root: String?, hidden: String? = "false") -> String {
    let lines = [
      "final class ToastService {",
      "  private var overlay: UIWindow?",
      "  func show(in scene: UIWindowScene) {",
      "    let toastWindow = UIWindow(windowScene: scene)",
      level.map { "    toastWindow.windowLevel = \($0)" },
      root.map { "    toastWindow.rootViewController = \($0)" },
      hidden.map { "    toastWindow.isHidden = \($0)" },
      "    overlay = toastWindow",
      "  }",
      "}",
      "class ToastViewController: UIViewController {}",
    ]
    return lines.compactMap { $0 }.joined(separator: "\n")
  }

  static let cases: [HierarchyCase] = [
    HierarchyCase(
      name: "a toast window a service creates: a scenario event with its level and root",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Toast.swift": toastService(level: ".alert + 1", root: "ToastViewController()"),
      ],
      contains: [
        """
          window Overlay @ "Toast.swift:4:23" {
            windowLevel = 2001 @ "Toast.swift:5:5"
            isHidden = false @ "Toast.swift:7:5"
            Toast: ToastViewController @ "Toast.swift:6:38"
          }
          release Overlay
        """
      ],
      notUndetermined: ["not at launch"],
      outline: FollowedCallsTests.launchWindow + [
        "    Home: HomeViewController @ SceneDelegate.swift:6"
      ]),
    HierarchyCase(
      name: "a root the code chooses at run time: one window per alternative, each played",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Toast.swift": toastService(level: ".alert", root: "makeToast()") + """

          func makeToast() -> UIViewController {
            if Bool.random() { return ToastViewController() }
            return BannerViewController()
          }
          class BannerViewController: UIViewController {}
          """,
      ],
      contains: [
        """
          window Overlay @ "Toast.swift:4:23" {
            windowLevel = alert @ "Toast.swift:5:5"
            isHidden = false @ "Toast.swift:7:5"
            # one of 2 combinations of controllers the code chooses at run time (chosen at Toast.swift:6:38): each is played in turn
            Toast: ToastViewController @ "Toast.swift:13:29"
          }
          release Overlay
        """,
        """
          window Overlay2 @ "Toast.swift:4:23" {
            windowLevel = alert @ "Toast.swift:5:5"
            isHidden = false @ "Toast.swift:7:5"
            # one of 2 combinations of controllers the code chooses at run time (chosen at Toast.swift:6:38): each is played in turn
            Banner: BannerViewController @ "Toast.swift:14:10"
          }
          release Overlay2
        """,
      ],
      lacks: ["choice"]),
    HierarchyCase(
      name: "a named level and a computed isHidden, which may be either",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Toast.swift": toastService(
          level: "UIWindow.Level.statusBar", root: "ToastViewController()",
          hidden: "!Toasts.isShowing"),
      ],
      contains: [
        "    windowLevel = statusBar @ \"Toast.swift:5:5\"",
        "    isHidden = dynamic(false, true) initially unknown @ \"Toast.swift:7:5\"",
        "  release Overlay",
      ]),
    HierarchyCase(
      name: "a window given no root where it is created is not written",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Toast.swift": toastService(level: ".alert", root: nil),
      ],
      contains: [], lacks: ["window Overlay", "release"],
      undetermined: [
        "window `overlay` is created in ToastService.show(in:), not at launch: it is not written (it is given no root where it is created)"
      ]),
    HierarchyCase(
      name: "a window whose level the code computes is not written",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Toast.swift": toastService(level: "Levels.toast", root: "ToastViewController()"),
      ],
      contains: [], lacks: ["window Overlay", "release"],
      undetermined: [
        "not at launch: it is not written (its windowLevel is `.toast`, which the scan cannot read)"
      ]),
  ]

  @Test("a window created after launch is a scenario event", arguments: cases)
  func laterWindows(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }
}
