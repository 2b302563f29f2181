import Foundation
import PackagePlugin

/// Runs `stylerule lint` over a target's sources as a build step: its findings appear as
/// warnings and errors on the Swift lines, in `swift build`'s output and in Xcode's issue
/// navigator, and an error finding fails the build.
///
/// The command declares no outputs, so it runs on every build of the target (SwiftPM 5.11
/// and later run such commands unconditionally).
@main
struct StyleRuleLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
    guard !sources.isEmpty else { return [] }
    return [
      try Self.lintCommand(
        tool: context.tool(named: "stylerule").url, folder: target.directoryURL,
        configurationFolder: context.package.directoryURL, name: target.name,
        inputs: sources)
    ]
  }

  /// `stylerule lint FOLDER --format xcode`, with the package's `.stylerule.yml` when it
  /// has one (the build does not run from the package's folder).
  static func lintCommand(
    tool: URL, folder: URL, configurationFolder: URL, name: String, inputs: [URL],
    extraArguments: [String] = []
  ) -> Command {
    var arguments = ["lint", folder.path, "--format", "xcode"] + extraArguments
    let configuration = configurationFolder.appendingPathComponent(".stylerule.yml")
    if FileManager.default.fileExists(atPath: configuration.path) {
      arguments += ["--config", configuration.path]
    } else {
      arguments.append("--no-config")
    }
    return .buildCommand(
      displayName: "stylerule lint \(name)", executable: tool, arguments: arguments,
      inputFiles: inputs, outputFiles: [])
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension StyleRuleLintPlugin: XcodeBuildToolPlugin {
    /// For an Xcode project's target: the project's folder, scanned for that target.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let sources = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
      guard !sources.isEmpty else { return [] }
      let project = context.xcodeProject.directoryURL
      return [
        Self.lintCommand(
          tool: try context.tool(named: "stylerule").url, folder: project,
          configurationFolder: project, name: target.displayName, inputs: sources,
          extraArguments: ["--target", target.displayName])
      ]
    }
  }
#endif
