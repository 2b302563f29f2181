import Foundation
import StyleRuleConfiguration
import StyleRuleConfigurationReader
import StyleRuleKit
import Testing

@Suite("Reading .stylerule.yml")
struct ConfigurationReaderTests {
  /// Reads `text` as a configuration file named `.stylerule.yml`.
  private func read(_ text: String) throws(DiagnosticsError) -> Configuration {
    try ConfigurationReader.read(path: ".stylerule.yml", bytes: Array(text.utf8))
  }

  /// The errors of a configuration that must not read, as `line:column: message`.
  private func errors(_ text: String) -> [String] {
    do {
      _ = try read(text)
      return []
    } catch {
      return error.diagnostics.map { diagnostic in
        let position = diagnostic.range.map { range -> String in
          let location = error.source.location(of: range.start)
          return "\(location.line):\(location.column)"
        }
        return "\(position ?? "-"): \(diagnostic.message)"
      }
    }
  }

  @Test("every key is read")
  func everyKey() throws {
    let configuration = try read(
      """
      # The team's settings.
      lint:
        disabled: [deprecated-style]
        only:
          - dead-override
          - launch-style-mismatch
        severity:
          launch-style-mismatch: error
        strict: true
        baseline: stylerule-baseline.json
      environment:
        ios: 17
        device: iphone-face-id
        appearance: dark
        orientation: landscape
        width: compact
        height: compact
      deployment-target: 15.4
      scan:
        target: App
        excluded: [Pods, "Sources/*/Generated"]
      """)
    #expect(configuration.lint.disabled == ["deprecated-style"])
    #expect(configuration.lint.only == ["dead-override", "launch-style-mismatch"])
    #expect(configuration.lint.severities == ["launch-style-mismatch": .error])
    #expect(configuration.strict == true)
    #expect(configuration.baseline == "stylerule-baseline.json")
    #expect(configuration.environment.ios == OSVersion(parsing: "17"))
    #expect(configuration.environment.device == .iphoneFaceID)
    #expect(configuration.environment.appearance == .dark)
    #expect(configuration.environment.orientation == .landscape)
    #expect(configuration.environment.width == .compact)
    #expect(configuration.environment.height == .compact)
    #expect(configuration.deploymentTarget == OSVersion(parsing: "15.4"))
    #expect(configuration.target == "App")
    #expect(configuration.excluded == ["Pods", "Sources/*/Generated"])
  }

  @Test("an empty file, or one of comments, sets nothing", arguments: ["", "# nothing yet\n"])
  func empty(_ text: String) throws {
    #expect(try read(text) == Configuration(path: ".stylerule.yml"))
  }

  @Test(
    "mistakes are errors at their line and column, with the closest name",
    arguments: [
      (
        "lint:\n  disabled: [dead-overide]\n",
        "2:14: unknown lint check 'dead-overide' for 'disabled'; did you mean 'dead-override'?"
      ),
      ("lint:\n  severty: {}\n", "2:3: unknown key 'severty' in 'lint'; did you mean 'severity'?"),
      (
        "deployment_target: 12\n",
        "1:1: unknown key 'deployment_target' in 'the configuration'; did you mean 'deployment-target'?"
      ),
      (
        "lint:\n  severity:\n    dead-override: fatal\n",
        "3:20: unknown severity 'fatal' for 'dead-override': use one of error, warning, note"
      ),
      (
        "lint:\n  severity:\n    dead-overrid: error\n",
        "3:5: unknown lint check 'dead-overrid' in 'severity'; did you mean 'dead-override'?"
      ),
      (
        "environment:\n  ios: 25\n",
        "2:8: 'ios': iOS 25 does not exist: after iOS 18 Apple numbered its systems by year, and "
          + "the next release was iOS 26 (R35); use 18 or 26"
      ),
      (
        "environment:\n  ios: seventeen\n",
        "2:8: 'ios' takes an iOS version such as 17 or 16.4, not 'seventeen'"
      ),
      (
        "environment:\n  appearance: drak\n",
        "2:15: unknown value 'drak' for 'appearance'; did you mean 'dark'?"
      ),
      ("lint:\n  strict: maybe\n", "2:11: 'strict' takes true or false, not 'maybe'"),
      ("lint: [dead-override]\n", "1:7: 'lint' takes a mapping of keys to values"),
      ("scan:\n  target: [A, B]\n", "2:11: 'target' takes a single value"),
      ("- lint\n", "1:1: 'the configuration' takes a mapping of keys to values"),
    ])
  func mistakes(_ text: String, _ expected: String) {
    #expect(errors(text) == [expected])
  }

  @Test(
    "the layout checks are known by their IDs, to turn off and to change",
    arguments: [
      "content-under-bar", "scroll-insets-flag-ignored", "opaque-bar-not-extended",
      "extended-layout-ignored", "full-screen-layout-ignored", "large-title-without-scroll-view",
    ])
  func layoutCheckIDs(_ id: String) throws {
    let configuration = try read("lint:\n  disabled: [\(id)]\n  severity:\n    \(id): error\n")
    #expect(configuration.lint.disabled == [id])
    #expect(configuration.lint.severities == [id: .error])
    #expect(
      errors("lint:\n  disabled: [\(id.dropLast())]\n").first?.contains("did you mean '\(id)'")
        == true)
  }

  @Test("every mistake of a file is reported, in order")
  func severalMistakes() {
    let found = errors("lint:\n  disabled: [nope]\nenvironment:\n  device: iphone\n")
    #expect(found.count == 2)
    #expect(found.first?.hasPrefix("2:14: unknown lint check 'nope'") == true)
    #expect(found.last?.hasPrefix("4:11: unknown value 'iphone' for 'device'") == true)
  }

  @Test("YAML that does not parse is an error at its place")
  func syntax() {
    let found = errors("lint:\n  disabled: [dead-override\nscan: {}\n")
    #expect(found.count == 1)
    #expect(found.first?.contains("the file is not valid YAML") == true)
    #expect(found.first?.hasPrefix("-") == false)
  }

  @Test("a key given twice is an error")
  func duplicateKey() {
    let found = errors("lint:\n  strict: true\nlint:\n  strict: false\n")
    #expect(found.count == 1)
    #expect(found.first?.contains("a key is given twice: 'lint'") == true)
  }

  @Test("bytes that are not UTF-8 are an error at the first bad byte")
  func notUTF8() {
    do {
      _ = try ConfigurationReader.read(path: "c.yml", bytes: Array("lint:\n".utf8) + [0xFF, 0x0A])
      Issue.record("read a file that is not UTF-8")
    } catch {
      #expect(error.diagnostics.first?.message == "the configuration file is not UTF-8 text")
      #expect(error.diagnostics.first?.range?.start == 6)
    }
  }

  @Test(
    "hostile input is an error, never a crash",
    arguments: [
      String(repeating: "[", count: 100_000),
      String(repeating: "- ", count: 5_000) + "x",
      "a: &a [x]\nb: &b [*a, *a, *a, *a]\nc: [*b, *b, *b, *b]\n",
      "\u{0}\u{1}\u{2}",
      "lint:\n  disabled:\n" + String(repeating: "    - dead-override\n", count: 10_000),
    ])
  func hostile(_ text: String) {
    // Either reads (the last one is valid) or reports errors; it must return.
    _ = errors(text)
  }

  @Test("a path in the configuration is relative to its folder")
  func relativePaths() throws {
    var configuration = Configuration(path: "project/.stylerule.yml")
    #expect(configuration.folder == "project")
    #expect(configuration.resolve("base.json") == "project/base.json")
    #expect(configuration.resolve("/tmp/base.json") == "/tmp/base.json")
    configuration = Configuration(path: ".stylerule.yml")
    #expect(configuration.folder == ".")
    #expect(configuration.resolve("base.json") == "base.json")
  }
}

@Suite("The report stylerule-config hands back")
struct ConfigurationReportTests {
  @Test("a configuration and diagnostics survive the JSON round trip")
  func roundTrip() throws {
    let configuration = try ConfigurationReader.read(
      path: "p/.stylerule.yml",
      bytes: Array(
        """
        lint:
          only: [dead-override]
          severity: {dead-override: error}
          strict: false
        environment: {ios: 16.4, device: ipad, width: regular}
        deployment-target: 13
        scan: {excluded: [Pods]}
        """.utf8))
    for report in [
      ConfigurationReport(configuration: configuration),
      ConfigurationReport(configuration: Configuration(path: "empty.yml")),
      ConfigurationReport(problems: [
        Diagnostic(.config(.unknownKey), .error, "unknown key", at: SourceRange(start: 3, end: 7)),
        Diagnostic(.config(.tooLarge), .error, "too large", at: nil),
      ]),
    ] {
      let data = try JSONEncoder().encode(report)
      #expect(try JSONDecoder().decode(ConfigurationReport.self, from: data) == report)
    }
  }
}
