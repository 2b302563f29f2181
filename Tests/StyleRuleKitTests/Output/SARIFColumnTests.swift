import Foundation
import StyleRuleTestSupport
import Testing

@testable import StyleRuleKit

/// SARIF columns count Unicode code points (`columnKind: unicodeCodePoints`), in a rules file
/// and in the Swift file a scanned fact comes from, whose origins count UTF-8 bytes.
@Suite("SARIF columns")
struct SARIFColumnTests {
  /// A class whose override is never asked, declared after a non-ASCII name on its line.
  static let rulesLinePrefix = "class Réglages: UIViewController { "
  static let rules = """
    window { Root: UIViewController }
    \(rulesLinePrefix)preferredStatusBarStyle = lightContent }
    """

  /// The Swift line the scanned override comes from: a non-ASCII string before it.
  static let swiftLinePrefix = "  let titre = \"Réglages\"; "
  static let swift = """
    class SettingsViewController: UIViewController {
      // Réglages de l'application
    \(swiftLinePrefix)override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }

    """
  /// The override's column as the compiler counts it: UTF-8 bytes.
  static let swiftByteColumn = swiftLinePrefix.utf8.count + 1
  /// A rules file whose statements carry origins (as a scanned file's do; without `scanned`
  /// so that lint reports a class never instantiated).
  static let scanned = """
    class SettingsViewController: UIViewController @ "Sources/Settings.swift:1:7" {
      preferredStatusBarStyle = lightContent @ "Sources/Settings.swift:3:\(swiftByteColumn)"
    }
    window Main @ "Sources/SceneDelegate.swift:10:5" {
      Root: UIViewController @ "Sources/SceneDelegate.swift:11:9"
    }
    """

  static func report(path: String, text: String, originFiles: OriginFiles = .none) throws
    -> LintReport
  {
    let loaded = try RulesFile.parse(SourceFile(path: path, text: text))
    return LintReport(files: [
      LintedFile(
        source: loaded.model.source, findings: Linter.lint(loaded.model),
        warnings: loaded.warnings, originFiles: originFiles)
    ])
  }

  /// The first result's `startLine` and `startColumn`, read back from the SARIF text.
  static func firstRegion(_ report: LintReport) throws -> (line: Int?, column: Int?) {
    let text = LintSARIFRenderer().render(report)
    let log = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    let region = try #require(physical["region"] as? [String: Any])
    return (region["startLine"] as? Int, region["startColumn"] as? Int)
  }

  @Test("A rules file's column after a non-ASCII name counts code points")
  func rulesFileColumn() throws {
    let report = try Self.report(path: "réglages.rules", text: Self.rules)
    let region = try Self.firstRegion(report)
    #expect(region.line == 2)
    #expect(region.column == Self.rulesLinePrefix.unicodeScalars.count + 1)
    #expect(region.column != Self.rulesLinePrefix.utf8.count + 1)
    let outcome = Golden.check(
      LintSARIFRenderer().render(report), against: "lint/sarif/multibyte-rules.sarif")
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
  }

  @Test("A scanned Swift line's byte column becomes a code-point column")
  func swiftFileColumn() throws {
    let files = OriginFiles(contents: ["Sources/Settings.swift": Array(Self.swift.utf8)])
    let report = try Self.report(path: "scan.rules", text: Self.scanned, originFiles: files)
    let region = try Self.firstRegion(report)
    #expect(region.line == 3)
    #expect(region.column == Self.swiftLinePrefix.unicodeScalars.count + 1)
    #expect(region.column != Self.swiftByteColumn)
    let outcome = Golden.check(
      LintSARIFRenderer().render(report), against: "lint/sarif/multibyte-swift.sarif")
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
  }

  @Test("Without the Swift file, the location gives its line and no column it cannot count")
  func swiftFileNotRead() throws {
    let report = try Self.report(path: "scan.rules", text: Self.scanned)
    let region = try Self.firstRegion(report)
    #expect(region.line == 3)
    #expect(region.column == nil)
  }

  @Test(
    "Byte columns become code-point columns, past the line's end one byte each",
    arguments: [
      // (line text, byte column, code-point column)
      ("abc", 3, 3),
      ("é=1", 3, 2),
      ("日本x", 7, 3),
      ("😀x", 5, 2),
      ("ab", 5, 5),
    ])
  func codePointColumn(line: String, byteColumn: Int, expected: Int) {
    let file = SourceFile(path: "A.swift", text: line + "\n")
    #expect(
      LintSARIFRenderer.codePointColumn(byteColumn: byteColumn, line: 1, in: file) == expected)
  }
}
