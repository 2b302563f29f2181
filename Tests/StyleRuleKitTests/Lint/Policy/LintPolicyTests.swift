import Testing

@testable import StyleRuleKit

/// A scanned rules file whose one finding (`dead-override` on 'Profile') is on a Swift line:
/// the override in the view controller's file, which the finding points into.
enum ScannedNavigationApp {
  static let rules = """
    scanned "App"
    class ProfileViewController: UIViewController @ "Sources/Profile.swift:3:7" {
      preferredStatusBarStyle = lightContent @ "Sources/Profile.swift:4:3"
    }
    window Main @ "Sources/SceneDelegate.swift:5:5" {
      Nav: UINavigationController @ "Sources/SceneDelegate.swift:6:15" {
        Profile: ProfileViewController @ "Sources/SceneDelegate.swift:6:55"
      }
    }
    """

  /// The view controller's file, with `extra` lines above the override the finding is on
  /// (line 4 without them).
  static func profile(extra: [String] = [], suppression: String? = nil) -> String {
    var lines = [
      "import UIKit",
      "",
      "class ProfileViewController: UIViewController {",
    ]
    lines.insert(contentsOf: extra, at: 1)
    if let suppression { lines.append(suppression) }
    lines.append("  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }")
    lines += ["}"]
    return lines.joined(separator: "\n")
  }

  /// The loaded rules, its findings and the app files.
  static func lint(profile: String, rules: String = rules) throws -> (
    SourceFile, [LintFinding], OriginFiles
  ) {
    let loaded = try RulesFile.parse(SourceFile(path: "scan.rules", text: rules))
    let files = OriginFiles(contents: ["App/Sources/Profile.swift": Array(profile.utf8)])
    return (loaded.model.source, Linter.lint(loaded.model), files)
  }
}

@Suite("Lint settings, suppressions and baselines")
struct LintPolicyTests {
  static let finding = LintFinding(
    check: "dead-override", severity: .warning, message: "m", range: SourceRange(start: 0, end: 1),
    fix: "f", rules: [])
  static let other = LintFinding(
    check: "deprecated-style", severity: .warning, message: "m",
    range: SourceRange(start: 2, end: 3), fix: "f", rules: [])

  @Test(
    "settings turn checks off, keep only some, and change severities",
    arguments: [
      (LintSettings(), ["dead-override:warning", "deprecated-style:warning"]),
      (LintSettings(disabled: ["dead-override"]), ["deprecated-style:warning"]),
      (LintSettings(only: ["dead-override"]), ["dead-override:warning"]),
      (
        LintSettings(only: ["dead-override"], severities: ["dead-override": .error]),
        ["dead-override:error"]
      ),
      (LintSettings(disabled: ["dead-override"], only: ["dead-override"]), []),
      (
        LintSettings(severities: ["deprecated-style": .note]),
        ["dead-override:warning", "deprecated-style:note"]
      ),
    ])
  func settings(_ settings: LintSettings, _ expected: [String]) {
    let kept = settings.apply(to: [Self.finding, Self.other])
    #expect(kept.map { "\($0.check):\($0.severity.rawValue)" } == expected)
  }

  @Test("the scanned app has the finding this suite suppresses")
  func fixture() throws {
    let (_, findings, _) = try ScannedNavigationApp.lint(
      profile: ScannedNavigationApp.profile())
    #expect(findings.map(\.check) == ["dead-override"])
  }

  @Test(
    "a Swift comment at the finding's origin silences it; others do not",
    arguments: [
      ("  // stylerule:disable:next dead-override", true),
      ("  // stylerule:disable:next all", true),
      (
        "  //stylerule:disable:next deprecated-style, dead-override - the bar is hidden later",
        true
      ),
      ("  // stylerule:disable dead-override", true),
      ("  // stylerule:disable:next deprecated-style", false),
      ("  // stylerule:disable:previous dead-override", false),
      ("  # stylerule:disable:next dead-override", false),
      ("  let note = \"stylerule:disable:next dead-override\"", false),
    ])
  func swiftSuppression(_ comment: String, _ silenced: Bool) throws {
    // The comment goes above the override, the finding's line, which moves down one: the
    // rules file's origins follow, as a new scan's would.
    let rules = ScannedNavigationApp.rules.replacingOccurrences(
      of: "Profile.swift:4:", with: "Profile.swift:5:")
    let (source, findings, files) = try ScannedNavigationApp.lint(
      profile: ScannedNavigationApp.profile(suppression: comment), rules: rules)
    #expect(findings.count == 1)
    let result = LintSuppressions(rules: source, originFiles: files).apply(
      to: findings, in: source)
    #expect(result.silenced == (silenced ? 1 : 0))
    #expect(result.kept.count == (silenced ? 0 : 1))
  }

  @Test("a rules-file comment above the statement silences it; :this on the line too")
  func rulesSuppression() throws {
    for (comment, line) in [
      ("# stylerule:disable:next dead-override", 2), ("# stylerule:disable:this dead-override", 3),
    ] {
      var lines = ScannedNavigationApp.rules.split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map(String.init)
      // The finding is on the override, the rules file's third line.
      if line == 2 {
        lines.insert("  " + comment, at: 2)
      } else {
        lines[2] += " " + comment
      }
      let (source, findings, _) = try ScannedNavigationApp.lint(
        profile: "", rules: lines.joined(separator: "\n"))
      #expect(findings.count == 1)
      let result = LintSuppressions(rules: source, originFiles: .none).apply(
        to: findings, in: source)
      #expect(result.silenced == 1, "\(comment)")
    }
  }

  @Test("disable … enable covers the lines between, and only the checks it names")
  func regions() {
    let directives = [
      SuppressionDirective(command: .disable, checks: ["a"], line: 3),
      SuppressionDirective(command: .disable, checks: ["b"], line: 4),
      SuppressionDirective(command: .enable, checks: ["a"], line: 8),
      SuppressionDirective(command: .disable, checks: ["all"], line: 20),
      SuppressionDirective(command: .enable, checks: ["all"], line: 22),
    ]
    let lines = SuppressedLines(directives)
    #expect(lines.covers(line: 2, check: "a") == false)
    #expect(lines.covers(line: 3, check: "a"))
    #expect(lines.covers(line: 7, check: "a"))
    #expect(lines.covers(line: 8, check: "a") == false)
    #expect(lines.covers(line: 15, check: "b"))
    // `enable all` ends every open region.
    #expect(lines.covers(line: 100, check: "b") == false)
    #expect(lines.covers(line: 21, check: "z"))
    #expect(lines.covers(line: 22, check: "z") == false)
  }

  @Test(
    "a directive with an unknown check or command is a located warning with a suggestion",
    arguments: [
      (
        "# stylerule:disable:next dead-overide",
        "unknown lint check 'dead-overide'; did you mean 'dead-override'?", 26
      ),
      (
        "# stylerule:disabel:next dead-override",
        "unknown suppression command 'disabel:next'; did you mean 'disable:next'?", 13
      ),
      (
        "# stylerule:disable", "'stylerule:disable' names no check: write the check's ID, or all",
        13
      ),
    ])
  func directiveProblems(_ line: String, _ message: String, _ column: Int) {
    let file = SourceFile(path: "a.rules", text: "window { A: UIViewController }\n" + line + "\n")
    let parsed = SuppressionDirective.parse(file, knownChecks: ["dead-override"])
    #expect(parsed.directives.isEmpty)
    #expect(parsed.problems.map(\.message) == [message])
    if let range = parsed.problems.first?.range {
      #expect(file.location(of: range.start).line == 2)
      #expect(file.location(of: range.start).column == column)
    }
  }

  @Test("a storyboard's XML comment is a directive; its closing --> is not a check")
  func xmlDirective() {
    let file = SourceFile(
      path: "Main.storyboard",
      text: "<document>\n<!-- stylerule:disable:next dead-override -->\n<scene/>\n")
    let parsed = SuppressionDirective.parse(file, knownChecks: ["dead-override"])
    #expect(parsed.problems.isEmpty)
    #expect(
      parsed.directives == [
        SuppressionDirective(command: .disableNext, checks: ["dead-override"], line: 2)
      ])
  }

  @Test("a baseline keeps matching when lines are added above; an edited line is new")
  func baseline() throws {
    let (source, findings, files) = try ScannedNavigationApp.lint(
      profile: ScannedNavigationApp.profile())
    let anchored = findings.map { ($0, FindingAnchor(of: $0, in: source, originFiles: files)) }
    #expect(anchored.first?.1.path == "Sources/Profile.swift")
    #expect(anchored.first?.1.line == 4)
    #expect(anchored.first?.1.text.hasPrefix("override var preferredStatusBarStyle") == true)
    let baseline = LintBaseline(recording: anchored.map { (finding: $0.0, anchor: $0.1) })

    // Two lines added above: the origin moves to line 6, the text is the same.
    let moved = ScannedNavigationApp.rules.replacingOccurrences(
      of: "Profile.swift:4:", with: "Profile.swift:6:")
    let (movedSource, movedFindings, _) = try ScannedNavigationApp.lint(
      profile: "", rules: moved)
    let movedFiles = OriginFiles(contents: [
      "App/Sources/Profile.swift": Array(
        ScannedNavigationApp.profile(extra: ["// one", "// two"]).utf8)
    ])
    let movedAnchored = movedFindings.map {
      (finding: $0, anchor: FindingAnchor(of: $0, in: movedSource, originFiles: movedFiles))
    }
    #expect(movedAnchored.first?.anchor.line == 6)
    #expect(baseline.newFindings(movedAnchored).isEmpty)

    // The line itself edited: the finding is new.
    let edited = OriginFiles(contents: [
      "App/Sources/Profile.swift": Array(
        ScannedNavigationApp.profile().replacingOccurrences(
          of: "{ .lightContent }", with: "{ UIStatusBarStyle.lightContent }"
        ).utf8)
    ])
    let editedAnchored = findings.map {
      (finding: $0, anchor: FindingAnchor(of: $0, in: source, originFiles: edited))
    }
    #expect(baseline.newFindings(editedAnchored) == [0])
  }

  @Test("each baseline entry accepts one finding: a second identical one is new")
  func baselineCounts() {
    let anchor = FindingAnchor(path: "a.rules", line: 3, text: "Home: Home")
    let baseline = LintBaseline(recording: [(Self.finding, anchor)])
    let twice = [(finding: Self.finding, anchor: anchor), (finding: Self.finding, anchor: anchor)]
    #expect(baseline.newFindings(twice) == [1])
    let otherCheck = [(finding: Self.other, anchor: anchor)]
    #expect(baseline.newFindings(otherCheck) == [0])
  }
}
