import Foundation
import StyleRuleTestSupport
import Testing

/// `.stylerule.yml`, `--baseline`/`--write-baseline` and `stylerule:disable` comments, run
/// through the built binary.
@Suite("stylerule lint with a configuration, a baseline and suppressions")
struct LintPolicyCommandTests {
  /// A fresh temporary folder, removed by the caller.
  private static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stylerule-policy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A copy of a fixture app in a temporary folder.
  private static func copyFixture(_ name: String, into folder: URL) throws -> URL {
    let target = folder.appendingPathComponent(name)
    try FileManager.default.copyItem(
      at: PackagePaths.root.appendingPathComponent("Tests/Fixtures/\(name)"), to: target)
    return target
  }

  /// The check IDs of the findings in a text report, in order.
  private static func checks(_ report: String) -> [String] {
    report.split(separator: "\n").compactMap { line in
      guard line.contains(": warning: ") || line.contains(": error: "),
        let open = line.lastIndex(of: "["), line.hasSuffix("]")
      else { return nil }
      return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
    }
  }

  static let pitfall = PackagePaths.root.appendingPathComponent(
    "Rules/pitfalls/custom-container.rules"
  ).path

  @Test("the nearest .stylerule.yml turns a check off and raises another to an error")
  func configuration() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let nested = folder.appendingPathComponent("a/b")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    let overlay = PackagePaths.root.appendingPathComponent("Rules/pitfalls/overlay-window.rules")
      .path

    let plain = try BinaryRunner.run(["lint", Self.pitfall, overlay], directory: nested)
    #expect(Self.checks(plain.standardOutput) == ["container-does-not-forward", "dead-override"])
    #expect(plain.status == 0)

    try Data(
      """
      lint:
        disabled: [dead-override]
        severity:
          container-does-not-forward: error
      """.utf8
    ).write(to: folder.appendingPathComponent(".stylerule.yml"))
    let configured = try BinaryRunner.run(["lint", Self.pitfall, overlay], directory: nested)
    #expect(Self.checks(configured.standardOutput) == ["container-does-not-forward"])
    #expect(configured.standardOutput.contains(": error: "))
    #expect(configured.status == 1)

    let ignored = try BinaryRunner.run(
      ["lint", "--no-config", Self.pitfall, overlay], directory: nested)
    #expect(ignored.standardOutput == plain.standardOutput)
  }

  @Test("a configuration with a mistake: located error, nothing on stdout, exit 2")
  func badConfiguration() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("lint:\n  disabled: [dead-overide]\n".utf8)
      .write(to: folder.appendingPathComponent(".stylerule.yml"))
    let result = try BinaryRunner.run(["lint", Self.pitfall], directory: folder)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == """
        .stylerule.yml:2:14: error: unknown lint check 'dead-overide' for 'disabled'; did you mean 'dead-override'? [config.invalid-value]
         2 |   disabled: [dead-overide]
           |              ^~~~~~~~~~~~

        """)
    let missing = try BinaryRunner.run(["lint", "--config", "nope.yml", Self.pitfall])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("nope.yml"))
  }

  /// The configuration is read once and handed to its reader on a pipe: a file larger than
  /// a pipe holds is read whole, one past the limit is refused, and neither hangs.
  @Test(
    "a configuration larger than a pipe reaches its reader whole; one past the limit is refused",
    arguments: [200_000, 1_100_000])
  func configurationThroughThePipe(padding: Int) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A comment of `padding` bytes, then a mistake on the last line: its place shows the
    // whole file reached the reader.
    let text = "# " + String(repeating: "x", count: padding) + "\nlint:\n  disabled: [nope]\n"
    try Data(text.utf8).write(to: folder.appendingPathComponent(".stylerule.yml"))
    let result = try BinaryRunner.run(["lint", Self.pitfall], directory: folder)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    if padding < 1_000_000 {
      #expect(
        result.standardError.hasPrefix(".stylerule.yml:3:14: error: unknown lint check 'nope'"))
    } else {
      #expect(result.standardError.contains("larger than 1 MB"))
    }
  }

  @Test("a baseline hides known findings after lines move, and shows new ones")
  func baseline() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try Self.copyFixture("SceneCodeApp", into: folder)
    let baseline = folder.appendingPathComponent("baseline.json").path

    let written = try BinaryRunner.run(["lint", app.path, "--write-baseline", baseline])
    #expect(written.status == 0)
    let all = Self.checks(written.standardOutput)
    #expect(all.count >= 3)
    #expect(written.standardError.contains("\(all.count) findings recorded"))

    // Unrelated lines added at the top of every Swift file move every finding down.
    let sources = app.appendingPathComponent("SceneCodeApp")
    for name in try FileManager.default.contentsOfDirectory(atPath: sources.path)
    where name.hasSuffix(".swift") {
      let url = sources.appendingPathComponent(name)
      let text = try String(contentsOf: url, encoding: .utf8)
      try Data(("// Copyright\n// Team\n" + text).utf8).write(to: url)
    }
    let known = try BinaryRunner.run(["lint", app.path, "--baseline", baseline])
    #expect(known.status == 0)
    #expect(Self.checks(known.standardOutput).isEmpty, "\(known.standardOutput)")
    #expect(known.standardError.contains("\(all.count) findings in the baseline not reported"))

    // A finding's own line edited: that finding is new again.
    let extensionFile = sources.appendingPathComponent("UINavigationController+StatusBar.swift")
    let text = try String(contentsOf: extensionFile, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "open override var childForStatusBarStyle",
        with: "override open var childForStatusBarStyle"
      ).utf8
    ).write(to: extensionFile)
    let edited = try BinaryRunner.run(["lint", app.path, "--baseline", baseline])
    #expect(Self.checks(edited.standardOutput) == ["extension-override"])

    let broken = try BinaryRunner.run(["lint", app.path, "--baseline", Self.pitfall])
    #expect(broken.status == 2)
    #expect(broken.standardOutput.isEmpty)
    #expect(broken.standardError.contains("not a stylerule baseline"))
  }

  @Test("// stylerule:disable:next in the app's Swift silences the finding on the next line")
  func swiftSuppression() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try Self.copyFixture("SceneCodeApp", into: folder)
    let before = try BinaryRunner.run(["lint", app.path])
    #expect(Self.checks(before.standardOutput).contains("extension-override"))

    let file = app.appendingPathComponent("SceneCodeApp/UINavigationController+StatusBar.swift")
    var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    #expect(lines[8].contains("override var childForStatusBarStyle"))
    lines.insert("    // stylerule:disable:next extension-override - reviewed, see TN3105", at: 8)
    try Data(lines.joined(separator: "\n").utf8).write(to: file)

    let after = try BinaryRunner.run(["lint", app.path])
    #expect(
      Self.checks(after.standardOutput)
        == Self.checks(before.standardOutput).filter { $0 != "extension-override" })
    #expect(after.standardError.contains("1 finding silenced by stylerule:disable comments"))
  }

  @Test("# stylerule:disable:next in a rules file; an unknown check in one is a warning")
  func rulesSuppression() throws {
    let text = try String(contentsOfFile: Self.pitfall, encoding: .utf8)
    let silenced = text.replacingOccurrences(
      of: "  Container: ContainerViewController {",
      with:
        "  # stylerule:disable:next container-does-not-forward\n  Container: ContainerViewController {"
    )
    let result = try BinaryRunner.run(["lint", "-"], input: Data(silenced.utf8))
    #expect(result.status == 0)
    #expect(Self.checks(result.standardOutput).isEmpty)

    let misspelt = text.replacingOccurrences(
      of: "  Container: ContainerViewController {",
      with:
        "  # stylerule:disable:next container-does-not-foward\n  Container: ContainerViewController {"
    )
    let warned = try BinaryRunner.run(["lint", "-"], input: Data(misspelt.utf8))
    #expect(Self.checks(warned.standardOutput) == ["container-does-not-forward"])
    #expect(
      warned.standardError.contains(
        "warning: unknown lint check 'container-does-not-foward'; did you mean 'container-does-not-forward'?"
      ))
  }

  @Test("scan: excluded in the configuration leaves files out of the scan")
  func excluded() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try Self.copyFixture("SceneCodeApp", into: folder)
    try Data(
      "scan:\n  excluded: [SceneCodeApp/SceneCodeApp/UINavigationController+StatusBar.swift]\n".utf8
    )
    .write(to: folder.appendingPathComponent(".stylerule.yml"))
    let result = try BinaryRunner.run(["lint", "SceneCodeApp"], directory: folder)
    #expect(result.status != 2, "\(result.standardError)")
    #expect(!Self.checks(result.standardOutput).contains("extension-override"))
    let flag = try BinaryRunner.run(
      ["lint", app.path, "--no-config", "--exclude", "UINavigationController+StatusBar.swift"])
    #expect(!Self.checks(flag.standardOutput).contains("extension-override"))
    #expect(!Self.checks(flag.standardOutput).isEmpty)
  }
}
