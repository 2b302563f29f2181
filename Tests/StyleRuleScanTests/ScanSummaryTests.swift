import Foundation
import Testing

@testable import StyleRuleScan

@Suite struct ScanSummaryTests {
  @Test func countsFilesClassesAndOverridesByPrecision() throws {
    let folder = try DiscoveryTemporaryFolder()
    try folder.write(
      "App/Home.swift",
      """
      class Home: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { flag ? true : false }
        override var childForStatusBarStyle: UIViewController? { compute() }
        init() { super.init(nibName: nil, bundle: nil); modalPresentationStyle = .pageSheet }
      }
      """)
    try folder.write("App/Info.plist", "<?xml version=\"1.0\"?><plist><dict/></plist>")
    try folder.write("App/Binary.swift", bytes: [0x63, 0x00, 0x01, 0x02])
    try folder.write("App/Latin1.swift", bytes: [0x2F, 0x2F, 0xE9, 0x0A])
    let result = AppScanner.scan(root: folder.path)
    let summary = result.summary
    #expect(summary.filesRead == [.swift: 1, .propertyList: 1])
    #expect(summary.filesSkipped == 2)
    #expect(summary.viewControllerClasses == 1)
    // modalPresentationStyle is a presentation property, not a status bar override.
    #expect(summary.overrides == [.exact: 1, .dynamic: 1, .unknown: 1])
    #expect(result.problems.map(\.path) == ["App/Binary.swift", "App/Latin1.swift"])
    #expect(result.problems.map(\.kind) == [.notText, .notText])
    #expect(summary.undetermined.contains { $0.what.hasPrefix("hierarchy not found") })
    #expect(
      summary.undetermined.contains {
        $0.what.hasPrefix("Home.childForStatusBarStyle") && $0.origin?.line == 4
      })
    #expect(result.readAnythingUsable)
  }

  @Test func rendersTheCountsAndWhereTheScanLooked() {
    let result = AppScanner.scan(swiftSources: [
      "A.swift": """
      class A: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { theme.style }
      }
      """
    ])
    let text = ScanSummaryRenderer().render(result.summary, problems: result.problems)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "Files read: 1 (1 Swift files)")
    #expect(lines.contains("View controller classes: 1"))
    #expect(lines.contains("Status bar overrides: 1 (0 exact, 0 dynamic, 1 unknown)"))
    #expect(lines.contains("Windows: 0, scenes: 0"))
    #expect(
      lines.contains(
        "  A.swift:2:3: A.preferredStatusBarStyle: returns `theme.style`, which is not an instance property of the files read declared to return UIStatusBarStyle"
      ))
  }

  @Test func nothingUsableWhenNoFileCouldBeRead() throws {
    let folder = try DiscoveryTemporaryFolder()
    try folder.write("Only.swift", bytes: [0xFF, 0xFE, 0x00])
    let result = AppScanner.scan(root: folder.path)
    #expect(!result.readAnythingUsable)
    #expect(result.problems.count == 1)
    let missing = AppScanner.scan(root: folder.path + "/absent")
    #expect(!missing.readAnythingUsable)
    #expect(missing.problems.map(\.kind) == [.unreadableFolder])
  }

  @Test func scansTwoThousandFilesQuickly() throws {
    let folder = try DiscoveryTemporaryFolder()
    for index in 0..<2_000 {
      try folder.write(
        "Sources/M\(index % 50)/Screen\(index).swift",
        """
        import UIKit

        final class Screen\(index): UIViewController {
          private var dark = \(index % 2 == 0)
          override var preferredStatusBarStyle: UIStatusBarStyle { dark ? .lightContent : .default }
          override func viewDidLoad() {
            super.viewDidLoad()
            title = "Screen \(index)"
          }
        }
        """)
    }
    let start = ContinuousClock.now
    let result = AppScanner.scan(root: folder.path)
    let elapsed = ContinuousClock.now - start
    #expect(result.summary.viewControllerClasses == 2_000)
    #expect(result.summary.overrides == [.dynamic: 2_000])
    // Debug builds are several times slower than release; this bounds gross non-linearity.
    #expect(elapsed < .seconds(60))
  }
}

/// The classes no file names other than where it declares them.
@Suite struct ClassesNamedNowhereTests {
  @Test(
    "a capitalized word counts unless a declaring word comes right before it",
    arguments: [
      ("class Home: UIViewController {}", ["UIViewController"]),
      ("final class Home<T>: Base, Flow {}", ["T", "Base", "Flow"]),
      ("extension Home: Flow {}", ["Flow"]),
      ("@interface Legacy : UIViewController\n@end", ["UIViewController"]),
      ("@implementation Legacy\n@end", []),
      ("@class Forward;", []),
      ("// Home is shown by the router\nlet x = \"Home\"", ["Home"]),
      ("let home = Home()", ["Home"]),
    ])
  func mentions(_ source: String, _ expected: [String]) {
    #expect(TypeNameMentions.names(in: source) == Set(expected))
  }

  @Test func aClassNamedNowhereElseIsNotAmongTheClassesTheTargetMakes() {
    let result = AppScanner.scan(swiftSources: [
      "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate(
        settingUp: "window.rootViewController = HomeViewController()"),
      "Home.swift": """
      class HomeViewController: UIViewController {}
      // Made by the router, which names it in this comment: DetailViewController.
      class DetailViewController: UIViewController {}
      class DemoViewController: UIViewController {}
      final class PreviewHostingController: UIHostingController<Text> {}
      """,
    ])
    #expect(result.facts.classesNamedNowhere == ["DemoViewController", "PreviewHostingController"])
    let text = ScanSummaryRenderer().render(result.summary, problems: result.problems)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("Screens: 1 of 4 view controller classes placed") })
    #expect(
      lines.contains(
        "  1 of the 2 the files name beyond their declarations (50%); 2 named nowhere else, which nothing in the target makes"
      ), "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix("  DemoViewController (Home.swift:4:7): no file read names it other than")
      })
  }
}
