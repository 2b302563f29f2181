import SwiftParser
import SwiftSyntax
import Testing

@testable import StyleRuleScan

/// `#if` branches an iOS build compiles: the scan reads what an iPhone or iPad build of the
/// app compiles, and every branch of a condition that depends on the build.
@Suite struct SwiftCompilationConditionsTests {
  /// The conditions of `#if`, and what an iOS build makes of them (nil: depends on the build).
  static let conditions: [(String, Bool?)] = [
    ("os(iOS)", true), ("os(macOS)", false), ("os(watchOS) || os(tvOS)", false),
    ("!os(macOS)", true), ("os(iOS) || os(macOS)", true), ("os(iOS) && DEBUG", nil),
    ("os(macOS) && DEBUG", false), ("DEBUG || os(iOS)", true), ("DEBUG", nil),
    ("canImport(UIKit)", true), ("canImport(AppKit)", false), ("canImport(Tabman)", nil),
    ("targetEnvironment(macCatalyst)", false), ("!targetEnvironment(macCatalyst)", true),
    ("targetEnvironment(simulator)", nil), ("(os(iOS) || os(visionOS)) && !DEBUG", nil),
    ("(os(macOS) || os(visionOS)) && !DEBUG", false), ("swift(>=5.9)", nil),
    ("arch(arm64)", nil),
  ]

  @Test(arguments: conditions)
  func value(_ condition: String, expected: Bool?) throws {
    let tree = Parser.parse(source: "#if \(condition)\nlet a = 1\n#endif\n")
    let ifConfig = try #require(
      tree.statements.first?.item.as(IfConfigDeclSyntax.self), "\(condition)")
    let expression = try #require(ifConfig.clauses.first?.condition)
    #expect(SwiftCompilationConditions.value(of: expression) == expected, "\(condition)")
  }

  @Test("a clause is left out when its condition fails, or an earlier one holds")
  func clauses() throws {
    let source = """
      #if DEBUG
      let a = 1
      #elseif os(iOS)
      let b = 1
      #elseif os(macOS)
      let c = 1
      #else
      let d = 1
      #endif
      """
    let tree = Parser.parse(source: source)
    let ifConfig = try #require(tree.statements.first?.item.as(IfConfigDeclSyntax.self))
    // DEBUG may hold; os(iOS) does; so os(macOS) and #else are never compiled.
    #expect(
      ifConfig.clauses.map(SwiftCompilationConditions.isInactiveOnIOS)
        == [false, false, true, true])
  }

  @Test("a class in a macOS branch is no view controller of the app; the iOS branch is read")
  func scan() {
    let sources = [
      "Windows.swift": """
      #if os(macOS)
      import AppKit
      final class PreferencesWindowController: NSWindowController {}
      #else
      import UIKit
      final class PreferencesViewController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      #endif
      """,
      "Player.swift": """
      import UIKit
      final class PlayerViewController: UIViewController {
        #if targetEnvironment(macCatalyst)
        override var prefersStatusBarHidden: Bool { false }
        #else
        override var prefersStatusBarHidden: Bool { true }
        #endif
      }
      """,
    ]
    let result = AppScanner.scan(swiftSources: sources)
    #expect(result.summary.viewControllerClasses == 2)
    #expect(!result.rulesText.contains("PreferencesWindowController"))
    #expect(result.rulesText.contains("class PreferencesViewController: UIViewController"))
    #expect(result.rulesText.contains("  prefersStatusBarHidden = true @ \"Player.swift:6:3\""))
    #expect(!result.rulesText.contains("prefersStatusBarHidden = false"))
    #expect(!result.rulesText.contains("declared again"))
  }
}
