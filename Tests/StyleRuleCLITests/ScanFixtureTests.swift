import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `stylerule scan`, `resolve` and `lint` on the fixture apps under Tests/Fixtures, each
/// compared with golden files under Tests/Goldens/scan (record with STYLERULE_RECORD=1).
///
/// The goldens are the oracle to review against each fixture's README ("EXPECTED"): what
/// the scan states, what it leaves unknown, and what stylerule answers from it.
@Suite("Scanning the fixture apps")
struct ScanFixtureTests {
  /// A fixture and the arguments that choose what to scan in it.
  struct Fixture: CustomStringConvertible, Sendable {
    let name: String
    var arguments: [String] = []
    var suffix = ""

    var path: String { "Tests/Fixtures/\(name)" }
    var description: String { name + suffix }
  }

  static let fixtures: [Fixture] = [
    Fixture(name: "StoryboardApp"),
    Fixture(name: "SceneCodeApp"),
    Fixture(name: "SwiftUIApp"),
    Fixture(name: "SwiftUITabsApp"),
    Fixture(name: "SwiftUIPlacementApp"),
    Fixture(name: "RouterApp"),
    Fixture(name: "CoordinatorApp"),
    Fixture(name: "HelperApp"),
    Fixture(name: "ThemedApp"),
    Fixture(name: "LegacyApp"),
    Fixture(name: "MultiTargetApp", arguments: ["--target", "Consumer"], suffix: "-Consumer"),
    Fixture(name: "MultiTargetApp", arguments: ["--target", "Business"], suffix: "-Business"),
    Fixture(name: "BrokenSwiftApp"),
    Fixture(name: "PackageApp"),
    Fixture(name: "ObjectiveCApp"),
    Fixture(name: "MixedApp"),
  ]

  /// Compares `text` with `scan/NAME.EXTENSION`.
  static func expectGolden(_ text: String, _ fixture: Fixture, _ fileExtension: String) {
    let outcome = Golden.check(text, against: "scan/\(fixture)\(fileExtension)")
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
  }

  @Test("every fixture folder is in the table")
  func everyFixtureIsListed() throws {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: PackagePaths.url("Tests/Fixtures").path
    ).filter {
      FileManager.default.fileExists(
        atPath: PackagePaths.url("Tests/Fixtures/\($0)/README.md").path)
    }
    // The plugins' package is not an app to scan: PluginTests builds it.
    #expect(Set(folders) == Set(Self.fixtures.map(\.name) + ["PluginPackage"]))
  }

  @Test("scan writes the rules file and the summary", arguments: fixtures)
  func scan(_ fixture: Fixture) throws {
    let result = try BinaryRunner.run(["scan", fixture.path] + fixture.arguments)
    #expect(result.status == 0, "\(result.standardError)")
    Self.expectGolden(result.standardOutput, fixture, ".rules")
    Self.expectGolden(result.standardError, fixture, ".summary.txt")
    // What the scan writes, stylerule reads.
    _ = try RulesFile.parse(SourceFile(path: "scan.rules", text: result.standardOutput))
  }

  @Test("resolve and lint answer from the scanned folder", arguments: fixtures)
  func resolveAndLint(_ fixture: Fixture) throws {
    let resolved = try BinaryRunner.run(["resolve", fixture.path] + fixture.arguments)
    #expect(resolved.status == 0, "\(resolved.standardError)")
    Self.expectGolden(resolved.standardOutput, fixture, ".resolve.txt")
    let linted = try BinaryRunner.run(["lint", fixture.path] + fixture.arguments)
    #expect(linted.status != 2, "\(linted.standardError)")
    Self.expectGolden(linted.standardOutput, fixture, ".lint.txt")
    let xcode = try BinaryRunner.run(
      ["lint", fixture.path, "--format", "xcode"] + fixture.arguments)
    // Xcode gets absolute paths into the fixture's own files.
    let root = PackagePaths.url(fixture.path).standardizedFileURL.path
    for line in xcode.standardOutput.split(separator: "\n") where line.contains(": warning:") {
      #expect(line.hasPrefix(root + "/"), "\(line)")
    }
    Self.expectGolden(
      xcode.standardOutput.replacingOccurrences(of: root, with: "$FIXTURE"), fixture,
      ".lint.xcode.txt")
  }

  @Test("lint reports a layout finding at the Swift line the scan read it from")
  func lintReportsALayoutFindingOnTheSwiftLine() throws {
    let fixture = Fixture(name: "ThemedApp")
    let linted = try BinaryRunner.run(["lint", fixture.path, "--format", "xcode"])
    #expect(linted.status != 2, "\(linted.standardError)")
    let root = PackagePaths.url(fixture.path).standardizedFileURL.path
    let findings = linted.standardOutput.split(separator: "\n").filter {
      $0.hasSuffix("[content-under-bar]")
    }
    #expect(findings.count == 1, "\(linted.standardOutput)")
    // `tableView.contentInsetAdjustmentBehavior = .never` in ReaderViewController's viewDidLoad.
    #expect(
      findings.first?.hasPrefix(root + "/ThemedApp/ReaderViewController.swift:27:9: warning:")
        == true, "\(findings)")
    // Its fix names a command that runs: the folder, not the scan held in memory.
    let text = try BinaryRunner.run(["lint", fixture.path, "--color", "never"])
    #expect(text.standardOutput.contains("'stylerule explain \(fixture.path) Reader --top "))
    #expect(
      !text.standardOutput.split(separator: "\n").contains {
        $0.contains("fix:") && $0.contains("<scan of")
      })
    // The scanned file lays out.
    let scanned = try BinaryRunner.run(["scan", fixture.path])
    let layout = try BinaryRunner.run(
      ["layout", "-", "--color", "never"], input: Data(scanned.standardOutput.utf8))
    #expect(layout.status == 0, "\(layout.standardError)")
    #expect(layout.standardOutput.contains("navigation bar (translucent, large title)"))
  }

  @Test("the explain command a finding's fix names runs, with the target the lint scanned")
  func fixHintRuns() throws {
    let linted = try BinaryRunner.run([
      "lint", "Tests/Fixtures/MultiTargetApp", "--target", "Business", "--color", "never",
    ])
    let fix = try #require(
      linted.standardOutput.split(separator: "\n").first { $0.contains("'stylerule explain ") })
    let command = try #require(
      fix.split(separator: "'").first { $0.hasPrefix("stylerule explain ") })
    #expect(command.contains("--target Business"))
    let arguments = command.split(separator: " ").dropFirst().map(String.init)
    let explained = try BinaryRunner.run(arguments + ["--color", "never"])
    #expect(explained.status == 0, "\(command): \(explained.standardError)")
    #expect(explained.standardOutput.contains("does not decide the status bar"))
  }
}
