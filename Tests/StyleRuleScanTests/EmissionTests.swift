import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

@testable import StyleRuleScan

/// An app in memory covering the patterns the Swift reader writes into a rules file.
private let sampleApp: [String: String] = [
  "Sources/Home/HomeViewController.swift": """
  import UIKit

  class HomeViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    var hidesBar = false
    override var prefersStatusBarHidden: Bool { hidesBar }
    func toggle() { hidesBar = true; setNeedsStatusBarAppearanceUpdate() }
  }
  """,
  "Sources/Navigation/AppNavigationController.swift": """
  final class AppNavigationController: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
      topViewController?.preferredStatusBarStyle ?? .default
    }
    override var childForStatusBarHidden: UIViewController? { visibleViewController }
  }
  extension UITabBarController {
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
  }
  """,
  "Sources/Player/PlayerViewController.swift": """
  class PlayerHost: UIHostingController<PlayerView> {
    override var preferredStatusBarStyle: UIStatusBarStyle { Theme.current.style }
    override var childForStatusBarStyle: UIViewController? { children.randomElement() }
  }
  class Pager: PagingLibraryViewController {}
  class Popup: UIViewController {
    init() {
      super.init(nibName: nil, bundle: nil)
      modalPresentationStyle = .overFullScreen
    }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  }
  func legacy() { UIApplication.shared.setStatusBarStyle(.lightContent, animated: false) }
  """,
]

/// The rules text without what the engine does not parse yet: ` @ "…"` origins, the `scanned`
/// line, and `Name: unknown` (replaced by a plain controller class).
@Suite struct EmissionTests {
  @Test func writesEveryStatementWithItsOrigin() {
    let text = AppScanner.scan(swiftSources: sampleApp).rulesText
    let expectedLines = [
      "scanned \".\"",
      "UIApplication.shared.statusBarStyle = lightContent @ \"Sources/Player/PlayerViewController.swift:13:17\"",
      "extension UITabBarController @ \"Sources/Navigation/AppNavigationController.swift:7:11\" {",
      "  childForStatusBarStyle = selectedViewController @ \"Sources/Navigation/AppNavigationController.swift:8:3\"",
      "class HomeViewController: UIViewController @ \"Sources/Home/HomeViewController.swift:3:7\" {",
      "  preferredStatusBarStyle = lightContent @ \"Sources/Home/HomeViewController.swift:4:3\"",
      "  prefersStatusBarHidden = dynamic(false, true) initially false @ \"Sources/Home/HomeViewController.swift:6:3\"",
      "class AppNavigationController: UINavigationController @ \"Sources/Navigation/AppNavigationController.swift:1:13\" {",
      "  preferredStatusBarStyle = topViewController.preferredStatusBarStyle ?? default @ \"Sources/Navigation/AppNavigationController.swift:2:3\"",
      "  childForStatusBarHidden = visibleViewController @ \"Sources/Navigation/AppNavigationController.swift:5:3\"",
      "class PlayerHost: opaque UIHostingController<PlayerView> @ \"Sources/Player/PlayerViewController.swift:1:7\" {",
      "  preferredStatusBarStyle = dynamic @ \"Sources/Player/PlayerViewController.swift:2:3\"",
      "class Pager: opaque UIViewController @ \"Sources/Player/PlayerViewController.swift:5:7\"",
      "  modalPresentationStyle = overFullScreen @ \"Sources/Player/PlayerViewController.swift:9:5\"",
      "window Main { Root: unknown }",
    ]
    let lines = Set(text.split(separator: "\n").map(String.init))
    for expected in expectedLines {
      #expect(lines.contains(expected), "missing: \(expected)\n\(text)")
    }
    #expect(text.contains("# hierarchy not found"))
    #expect(text.contains("# preferredStatusBarUpdateAnimation at"))
    #expect(text.contains("# written opaque: childForStatusBarStyle cannot be read"))
  }

  @Test func theRulesFileLoadsWithTheEngineAndKeepsItsOrigins() throws {
    let result = AppScanner.scan(swiftSources: sampleApp)
    let source = SourceFile(path: "scan.rules", text: result.rulesText)
    let loaded = try RulesFile.parse(source)
    #expect(!loaded.warnings.contains { $0.severity == .error })
    let home = try #require(loaded.model.classes.first { $0.name == "HomeViewController" })
    #expect(
      loaded.model.source.resolvedOrigin(of: home.nameRange)?.description
        == "Sources/Home/HomeViewController.swift:3:7")
  }

  @Test func theOutputIsTheSameWhateverTheOrderAndTheNumberOfWorkers() throws {
    let folder = try DiscoveryTemporaryFolder()
    for (path, text) in sampleApp { try folder.write(path, text) }
    for index in 0..<40 {
      try folder.write(
        "Sources/Generated/Screen\(index).swift",
        "class Screen\(index): HomeViewController { override var prefersStatusBarHidden: Bool { \(index % 2 == 0) } }"
      )
    }
    let one = AppScanner.scan(
      root: folder.path, options: ScanOptions(discovery: .standard, scannedPath: ".", workers: 1))
    let many = AppScanner.scan(
      root: folder.path, options: ScanOptions(discovery: .standard, scannedPath: ".", workers: 4))
    let inMemory = AppScanner.scan(swiftSources: sampleApp)
    #expect(one.rulesText == many.rulesText)
    #expect(one.facts == many.facts)
    #expect(one.facts.classes.count == inMemory.facts.classes.count + 40)
  }

  @Test func namesThatAreNotIdentifiersAndPathsWithQuotesAreWrittenSafely() throws {
    let sources = [
      "Odd \"Dir\"/A.swift":
        "enum Feature { class Screen: UIViewController {} }\nenum Other { class Screen: UIViewController {} }"
    ]
    let result = AppScanner.scan(swiftSources: sources)
    #expect(
      result.rulesText.contains(
        "class `Feature.Screen`: UIViewController @ \"Odd \\\"Dir\\\"/A.swift:1:22\""))
    let source = SourceFile(path: "scan.rules", text: result.rulesText)
    _ = try RulesFile.parse(source)
  }

  @Test func writesAHierarchyFromFactsWithoutRecursion() throws {
    var facts = ScanFacts()
    var deepest = ControllerFact(name: "C0", className: "UIViewController")
    for depth in 1..<2_000 {
      deepest = ControllerFact(
        name: "C\(depth)", className: "UIViewController", children: [deepest],
        origin: SourceOrigin(path: "A.swift", line: depth, column: 1))
    }
    facts.windows = [
      WindowFact(
        name: "Main", properties: [PropertyFact(name: "windowLevel", value: "normal")],
        root: deepest)
    ]
    facts.presentations = [
      PresentationFact(
        presenter: "C0",
        presented: ControllerFact(
          name: "Sheet", className: "UIViewController",
          properties: [PropertyFact(name: "modalPresentationStyle", value: "pageSheet")]),
        origin: SourceOrigin(path: "B.swift", line: 3, column: 5))
    ]
    let text = RulesFileEmitter(scannedPath: ".").emit(facts)
    #expect(!text.contains("hierarchy not found"))
    let loaded = try RulesFile.parse(
      SourceFile(path: "deep.rules", text: text))
    #expect(!loaded.warnings.contains { $0.severity == .error })
    // At launch, C1999 is the root and each controller the child of the one above it; C0,
    // the deepest, states no origin of its own and takes its parent's.
    let chain = (1..<2_000).reversed().map { depth in
      String(repeating: "  ", count: 2_000 - depth)
        + "C\(depth): UIViewController @ A.swift:\(depth)"
    }
    let expected =
      ["window Main"] + chain + [
        String(repeating: "  ", count: 2_000) + "C0: UIViewController @ A.swift:1"
      ]
    #expect(try ScannedHierarchy.outline(of: text) == expected)
    // The presentation is a transition, played in the scenario: C0 presents the sheet there.
    #expect(text.contains("\n  C0 presents Sheet: UIViewController @ \"B.swift:3:5\" {"))
  }
}
