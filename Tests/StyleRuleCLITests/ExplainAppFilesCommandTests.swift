import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `explain` on scanned rules files: each fix written as edits to the app's files, checked
/// by applying the diff with `git apply` to a copy of the fixture app.
@Suite("stylerule explain: fixes in the app's files")
struct ExplainAppFilesCommandTests {
  /// One fix of a fixture app under `Tests/Fixtures/Explain`.
  struct Subject: CustomTestStringConvertible, Sendable {
    /// The app's folder under `Tests/Fixtures/Explain`.
    let app: String
    /// The rules file in it.
    let rules: String
    /// The controller explained.
    let controller: String
    /// The fix's number.
    let fix: Int
    /// The golden files' name.
    let name: String
    var testDescription: String { name }
  }

  static let subjects: [Subject] = [
    Subject(
      app: "forwarding", rules: "scan.rules", controller: "Home", fix: 1, name: "class-member"),
    Subject(app: "forwarding", rules: "scan.rules", controller: "Home", fix: 2, name: "subclass"),
    Subject(app: "tabs", rules: "scan.rules", controller: "Profile", fix: 1, name: "override"),
    Subject(app: "tabs", rules: "scan.rules", controller: "Profile", fix: 2, name: "subclass-let"),
    Subject(
      app: "presented", rules: "scan.rules", controller: "Settings", fix: 1, name: "capture-let"),
    Subject(
      app: "presented", rules: "scan-at-present.rules", controller: "Settings", fix: 1,
      name: "capture-present"),
    Subject(
      app: "presented", rules: "scan.rules", controller: "Settings", fix: 2,
      name: "presentation-style"),
    Subject(app: "plist", rules: "scan.rules", controller: "Legacy", fix: 1, name: "info-plist"),
    Subject(
      app: "plist", rules: "scan-xcconfig.rules", controller: "Legacy", fix: 1, name: "xcconfig"),
  ]

  /// `git`, found on the path.
  static let env = URL(fileURLWithPath: "/usr/bin/env")

  /// A copy of a fixture app (under `Tests/Fixtures/Explain`, or the path `folder`) in a new
  /// temporary folder that is a git repository.
  static func copy(_ app: String, folder: String? = nil) throws -> URL {
    let manager = FileManager.default
    let directory = manager.temporaryDirectory
      .appendingPathComponent("stylerule-app-\(UUID().uuidString)")
    try manager.copyItem(
      at: PackagePaths.url(folder ?? "Tests/Fixtures/Explain/\(app)"), to: directory)
    let result = try BinaryRunner.runProgram(env, ["git", "init", "-q", "."], directory: directory)
    try #require(result.status == 0, "git init: \(result.standardError)")
    return directory
  }

  /// Every file under a folder outside `.git`, by relative path.
  static func contents(of directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let base = directory.standardizedFileURL.path
    let enumerator = FileManager.default.enumerator(
      at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
      let path = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
      guard !path.hasPrefix(".git"),
        (try url.resourceValues(forKeys: [.isRegularFileKey]))
          .isRegularFile == true
      else { continue }
      files[path] = try Data(contentsOf: url)
    }
    return files
  }

  @Test(
    "--patch prints a diff that git apply applies, giving the expected files", arguments: subjects)
  func patchApplies(_ subject: Subject) throws {
    let directory = try Self.copy(subject.app)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try BinaryRunner.run(
      ["explain", subject.rules, subject.controller, "--patch", "--fix", String(subject.fix)],
      directory: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    let patch = result.standardOutput
    let patchOutcome = Golden.check(patch, against: "explain/app-files/\(subject.name).diff")
    #expect(patchOutcome.failure == nil, "\(patchOutcome.failure ?? "")")

    let before = try Self.contents(of: directory)
    let check = try BinaryRunner.runProgram(
      Self.env, ["git", "apply", "--check", "-"], input: Data(patch.utf8), directory: directory)
    #expect(check.status == 0, "git apply --check: \(check.standardError)")
    let apply = try BinaryRunner.runProgram(
      Self.env, ["git", "apply", "-"], input: Data(patch.utf8), directory: directory)
    #expect(apply.status == 0, "git apply: \(apply.standardError)")
    let after = try Self.contents(of: directory)

    // The files the diff names are the ones that changed; the golden holds them as applied.
    let named = Set(
      patch.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }.map { String($0.dropFirst(6)) }
    )
    let changed = Set(after.keys.filter { before[$0] != after[$0] })
    #expect(!named.isEmpty)
    #expect(named == changed)
    let applied = changed.sorted().map { path in
      "=== \(path)\n" + String(decoding: after[path] ?? Data(), as: UTF8.self)
    }.joined(separator: "\n")
    let outcome = Golden.check(applied, against: "explain/app-files/\(subject.name).applied")
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
  }

  @Test("on an app's folder: the scan, the fix as a patch, git apply, and the scan again agrees")
  func folderRoundTrip() throws {
    let directory = try Self.copy("forwarding")
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try BinaryRunner.run(["resolve", "."], directory: directory)
    #expect(before.status == 0, "\(before.standardError)")
    #expect(!before.standardOutput.contains("Decided by: Home"))

    let patch = try BinaryRunner.run(["explain", ".", "Home", "--patch"], directory: directory)
    #expect(patch.status == 0, "\(patch.standardError)")
    #expect(patch.standardOutput.contains("+++ b/Sources/"))
    let apply = try BinaryRunner.runProgram(
      Self.env, ["git", "apply", "-"], input: Data(patch.standardOutput.utf8),
      directory: directory)
    #expect(apply.status == 0, "git apply: \(apply.standardError)")

    // The edited Swift is scanned again, and the controller now decides.
    let after = try BinaryRunner.run(["resolve", "."], directory: directory)
    #expect(after.status == 0, "\(after.standardError)")
    #expect(after.standardOutput.contains("Decided by: Home"), "\(after.standardOutput)")
  }

  @Test("Swift and Objective-C: a fix edits both, git apply takes it, and the scan agrees")
  func mixedRoundTrip() throws {
    // Tests/Fixtures/MixedApp: Shelf is inside a navigation controller, inside an
    // Objective-C container's Swift subclass that does not forward.
    let directory = try Self.copy("MixedApp", folder: "Tests/Fixtures/MixedApp")
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try BinaryRunner.run(["resolve", "."], directory: directory)
    #expect(before.standardOutput.contains("Decided by: LibraryContainer"))

    // The second fix: the Swift class forwards, and the Objective-C category on
    // UINavigationController forwards to its visible controller.
    let patch = try BinaryRunner.run(
      ["explain", ".", "Shelf", "--patch", "--fix", "2"], directory: directory)
    #expect(patch.status == 0, "\(patch.standardError)")
    #expect(patch.standardOutput.contains("+++ b/App/LibraryContainerViewController.swift"))
    #expect(patch.standardOutput.contains("+++ b/Legacy/UINavigationController+StatusBar.m"))
    #expect(
      patch.standardOutput.contains(
        "+- (UIViewController *)childViewControllerForStatusBarStyle {\n+    return self.visibleViewController;\n+}\n"
      ), "\(patch.standardOutput)")
    let apply = try BinaryRunner.runProgram(
      Self.env, ["git", "apply", "-"], input: Data(patch.standardOutput.utf8),
      directory: directory)
    #expect(apply.status == 0, "git apply: \(apply.standardError)")

    // The Objective-C reader reads the new method, and Shelf now decides (R10, R17).
    let after = try BinaryRunner.run(["resolve", "."], directory: directory)
    #expect(after.standardOutput.contains("Decided by: Shelf"), "\(after.standardOutput)")
  }

  @Test("text and JSON show each fix's diff of the app's files after the rules file's")
  func textAndJSON() throws {
    let path = "Tests/Fixtures/Explain/forwarding/scan.rules"
    let text = try BinaryRunner.run(["explain", path, "Home"])
    #expect(text.status == 0)
    let textOutcome = Golden.check(text.standardOutput, against: "explain/app-files/forwarding.txt")
    #expect(textOutcome.failure == nil, "\(textOutcome.failure ?? "")")
    // Paths are relative to the current directory, here the package's root.
    #expect(text.standardOutput.contains("--- a/Tests/Fixtures/Explain/forwarding/Sources/"))

    let json = try BinaryRunner.run(["explain", path, "Home", "--format", "json"])
    #expect(json.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let fixes = try #require(object["fixes"] as? [[String: Any]])
    try #require(fixes.count >= 3)
    #expect((fixes[0]["swiftDiff"] as? String)?.contains("+++ b/Tests/Fixtures/") == true)
    #expect(fixes[0]["swiftDiffUnavailable"] is NSNull)
    // Hiding the bar of a controller created inside another call has no Swift form.
    let hide = try #require(
      fixes.first { ($0["rulesFileDiff"] as? String)?.contains("isNavigationBarHidden") == true })
    #expect(hide["swiftDiff"] is NSNull)
    #expect((hide["swiftDiffUnavailable"] as? String)?.contains("no variable") == true)
  }

  @Test("a controller from a storyboard: the fix is shown on the rules file only")
  func storyboard() throws {
    let path = "Tests/Fixtures/Explain/storyboard/scan.rules"
    let text = try BinaryRunner.run(["explain", path, "Home"])
    #expect(text.status == 0)
    #expect(
      text.standardOutput.contains(
        "In the app's files: no edit written; the fix is shown on the rules file only: 'Nav' is "
          + "created in Tests/Fixtures/Explain/storyboard/Base.lproj/Main.storyboard, not in Swift")
    )
    let patch = try BinaryRunner.run(["explain", path, "Home", "--patch"])
    #expect(patch.status == 1)
    #expect(patch.standardOutput.isEmpty)
    #expect(
      patch.standardError.hasPrefix(
        "\(path): error: fix 1 has no edit in the app's files: 'Nav' is created in"))
  }

  @Test("--patch without origins, past the last fix, or with nothing to fix: exit 1, a reason")
  func patchRefusals() throws {
    let plain = try BinaryRunner.run(["explain", "Rules/cases/case-6-2.rules", "PVC", "--patch"])
    #expect(plain.status == 1)
    #expect(plain.standardOutput.isEmpty)
    #expect(plain.standardError.contains("states no origins"))
    let path = "Tests/Fixtures/Explain/forwarding/scan.rules"
    let past = try BinaryRunner.run(["explain", path, "Home", "--patch", "--fix", "40"])
    #expect(past.status == 1)
    #expect(past.standardError.contains("--fix 40 is not one"))
    let decides = try BinaryRunner.run([
      "explain", "Tests/Fixtures/Explain/tabs/scan.rules", "Feed", "--patch",
    ])
    #expect(decides.status == 1)
    #expect(decides.standardError.contains("nothing to fix"))
  }

  @Test(
    "--fix needs --patch, and --patch is text",
    arguments: [
      ["--fix", "1"], ["--patch", "--format", "json"], ["--patch", "--fix", "0"],
    ])
  func usageErrors(_ extra: [String]) throws {
    let result = try BinaryRunner.run(
      ["explain", "Tests/Fixtures/Explain/forwarding/scan.rules", "Home"] + extra)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
  }
}
