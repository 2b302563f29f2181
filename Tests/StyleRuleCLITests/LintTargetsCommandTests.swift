import Foundation
import StyleRuleTestSupport
import Testing

/// `stylerule lint DIR` on an app with several application targets: each target scanned
/// and linted in turn, each finding naming its target.
@Suite("stylerule lint, target by target")
struct LintTargetsCommandTests {
  static let folder = "Tests/Fixtures/MultiTargetApp"

  static let formats = [
    ("text", "txt"), ("json", "json"), ("sarif", "sarif"), ("xcode", "xcode.txt"),
  ]

  @Test("each format matches its golden; the exit status is the worst target's")
  func goldens() throws {
    for (format, fileExtension) in Self.formats {
      let result = try BinaryRunner.run([
        "lint", Self.folder, "--format", format, "--color", "never",
      ])
      // Both targets have warnings and no error: without --strict, success.
      #expect(result.status == 0, "\(format): \(result.standardError)")
      // Xcode gets absolute paths, written $FIXTURE in the golden.
      let root = PackagePaths.url(Self.folder).standardizedFileURL.path
      let outcome = Golden.check(
        result.standardOutput.replacingOccurrences(of: root, with: "$FIXTURE"),
        against: "lint/targets/MultiTargetApp.\(fileExtension)")
      #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }
    let strict = try BinaryRunner.run(["lint", Self.folder, "--strict"])
    #expect(strict.status == 1)
  }

  @Test("the text has a heading per target, with that target's findings, as --target gives them")
  func textPerTarget() throws {
    let all = try BinaryRunner.run(["lint", Self.folder, "--color", "never"]).standardOutput
    for target in ["Business", "Consumer"] {
      #expect(all.contains("Target \(target): "))
      // --target still picks one, without a heading; its findings are the same.
      let one = try BinaryRunner.run([
        "lint", Self.folder, "--target", target, "--color", "never",
      ]).standardOutput
      #expect(!one.contains("Target \(target): "))
      let findings = one.split(separator: "\n").filter { $0.contains(": warning: ") }
      #expect(!findings.isEmpty)
      for finding in findings { #expect(all.contains(finding), "\(finding)") }
    }
    #expect(all.hasSuffix("in 2 targets.\n"))
  }

  @Test("JSON and SARIF name each finding's target")
  func properties() throws {
    let json = try BinaryRunner.run(["lint", Self.folder, "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(Set(files.compactMap { $0["target"] as? String }) == ["Business", "Consumer"])
    let sarif = try BinaryRunner.run(["lint", Self.folder, "--format", "sarif"])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    for result in results {
      let properties = try #require(result["properties"] as? [String: Any])
      #expect(["Business", "Consumer"].contains(properties["target"] as? String))
    }
  }
}
