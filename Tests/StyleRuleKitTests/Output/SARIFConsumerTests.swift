import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Reads stylerule's SARIF back with a real consumer, the `sarif-tools` package from PyPI
/// (`.ci/run` installs it), and checks that every finding survives.
@Suite("SARIF consumer")
struct SARIFConsumerTests {
  /// Whether Python can import the SARIF consumer.
  ///
  /// Outside CI a missing package skips the test; in CI (where `.ci/run` installs it and
  /// sets `STYLERULE_CI`) it is a failure.
  static let consumerAvailable: Bool = {
    (try? Python.run(["-c", "import sarif.loader"]).status) == 0
  }()

  /// `.ci/run` sets `STYLERULE_CI`: there the consumer must be present.
  static var required: Bool { ProcessInfo.processInfo.environment["STYLERULE_CI"] != nil }

  @Test(
    "every finding of every file under Rules/ survives a round trip through sarif-tools",
    .enabled(
      if: consumerAvailable || required, "sarif-tools is not installed (pip install sarif-tools)"))
  func roundTrip() throws {
    #expect(Self.consumerAvailable, "CI must have sarif-tools: .ci/run installs it")
    guard Self.consumerAvailable else { return }
    var files: [LintedFile] = []
    for file in RulesFixtures.allRulesFiles {
      let loaded = try RulesFixtures.load(file)
      files.append(
        LintedFile(source: loaded.model.source, findings: Linter.lint(loaded.model), warnings: []))
    }
    let report = LintReport(files: files)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylerule-sarif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("report.sarif")
    try Data(LintSARIFRenderer().render(report).utf8).write(to: path)

    let script = """
      import json, sys
      from sarif import loader
      sarif = loader.load_sarif_file(sys.argv[1])
      records = sarif.get_records()
      print(json.dumps([[r["Code"], r["Location"], str(r["Line"]), r["Severity"], r["Description"]] for r in records]))
      """
    let result = try Python.run(["-c", script, path.path])
    #expect(result.status == 0, "\(result.standardError)")
    let decoded = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String]])
    var expected: [[String]] = []
    for file in files {
      for finding in file.findings {
        let line = file.source.location(of: finding.range.start).line
        expected.append([
          finding.check, file.source.path, String(line), finding.severity.rawValue, finding.message,
        ])
      }
    }
    #expect(expected.count > 10)
    #expect(
      decoded.map { $0.joined(separator: "|") }.sorted()
        == expected.map { $0.joined(separator: "|") }.sorted())
  }
}

/// Runs `python3`.
enum Python {
  static func run(_ arguments: [String]) throws -> (
    status: Int32, standardOutput: String, standardError: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}
