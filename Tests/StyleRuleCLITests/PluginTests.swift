import Foundation
import StyleRuleTestSupport
import Testing

/// The SwiftPM plugins, run by SwiftPM itself on the fixture package
/// `Tests/Fixtures/PluginPackage`, which depends on this repository by path.
///
/// Building the fixture builds stylerule and its companions again in a scratch folder (a
/// few minutes), so both plugins are checked in one test that builds once.
@Suite("SwiftPM plugins")
struct PluginTests {
  /// The `swift` driver next to the running toolchain, through `env`.
  static let env = URL(fileURLWithPath: "/usr/bin/env")

  @Test("swift build lints the target with the build tool plugin; swift package stylerule lints")
  func plugins() throws {
    let package = PackagePaths.url("Tests/Fixtures/PluginPackage")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("stylerule-plugins-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let common = ["--package-path", package.path, "--scratch-path", scratch.path]

    let build = try BinaryRunner.runProgram(Self.env, ["swift", "build"] + common)
    let buildOutput = build.standardOutput + build.standardError
    #expect(build.status == 0, "\(buildOutput)")
    let finding =
      "Sources/Screens/Screens.swift:7:5: warning: overriding childForStatusBarStyle in an "
      + "extension of UINavigationController"
    #expect(buildOutput.contains(finding), "\(buildOutput)")
    #expect(buildOutput.contains("[extension-override]"))

    let command = try BinaryRunner.runProgram(
      Self.env, ["swift", "package"] + common + ["stylerule", "lint", "--format", "xcode"])
    let commandOutput = command.standardOutput + command.standardError
    #expect(command.status == 0, "\(commandOutput)")
    #expect(commandOutput.contains(finding), "\(commandOutput)")

    // A finding at error severity fails the build.
    let configuration = scratch.appendingPathComponent("strict.yml")
    try Data("lint:\n  severity:\n    extension-override: error\n".utf8).write(to: configuration)
    let failing = try BinaryRunner.runProgram(
      Self.env,
      ["swift", "package"] + common
        + ["stylerule", "lint", "--config", configuration.path, "--format", "xcode"])
    #expect(failing.status != 0)
    #expect((failing.standardOutput + failing.standardError).contains(": error: overriding"))
  }
}
