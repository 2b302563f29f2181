import Foundation
import StyleRuleTestSupport
import Testing

/// The Run Script build phase that the README and Docs/plugins.md give for Xcode projects
/// without packages, run as Xcode runs it: with `SRCROOT` set to the fixture Xcode
/// project's folder, and `stylerule` on the `PATH` or not.
@Suite("Run Script build phase")
struct RunScriptBuildPhaseTests {
  /// The documents' script: the `sh` blocks that run `stylerule lint "$SRCROOT"`.
  static let scripts = ((try? MarkdownCodeBlock.all()) ?? []).filter {
    $0.info == "sh" && $0.lines.contains { $0.contains("stylerule lint \"$SRCROOT\"") }
  }

  static func run(_ block: MarkdownCodeBlock, path: String) throws -> RunResult {
    let project = PackagePaths.url("Tests/Fixtures/SceneCodeApp").path
    return try BinaryRunner.runProgram(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["bash", "-c", block.lines.joined(separator: "\n")],
      environment: ["SRCROOT": project, "PATH": path])
  }

  @Test("the README and Docs/plugins.md give the script")
  func found() {
    #expect(Set(Self.scripts.map(\.file)) == ["README.md", "Docs/plugins.md"])
  }

  @Test("with stylerule installed, warnings land on the project's Swift lines", arguments: scripts)
  func installed(_ block: MarkdownCodeBlock) throws {
    let path = BinaryRunner.productsDirectory.path + ":/usr/bin:/bin"
    let result = try Self.run(block, path: path)
    #expect(result.status == 0, "\(block): \(result.standardError)")
    let project = PackagePaths.url("Tests/Fixtures/SceneCodeApp").path
    // Xcode opens the files by absolute path.
    #expect(
      result.standardOutput.contains(
        "\(project)/SceneCodeApp/SceneDelegate.swift:20:56: warning: the launch screen shows"),
      "\(block): \(result.standardOutput)")
  }

  @Test("without it, the build says so in a warning and goes on", arguments: scripts)
  func missing(_ block: MarkdownCodeBlock) throws {
    let result = try Self.run(block, path: "/usr/bin:/bin")
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("warning: stylerule is not installed"))
  }
}
