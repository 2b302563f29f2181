import Foundation
import PackagePlugin

/// `swift package stylerule lint|scan|resolve|… [ARGUMENTS]`: runs stylerule on the
/// package, so that it need not be installed.
///
/// Without a folder, a rules file or `-` among the arguments, the package's folder is given. The output goes to
/// the terminal; `swift package stylerule scan > App.rules` saves a scan (the plugin asks
/// for no permission to write into the package).
@main
struct StyleRuleCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try Self.run(
      tool: context.tool(named: "stylerule").url, folder: context.package.directoryURL,
      arguments: arguments)
  }

  /// Commands that take an app's folder.
  static let folderCommands: Set<String> = [
    "lint", "scan", "resolve", "explain", "timeline", "screens", "graph",
  ]

  /// Runs stylerule with `arguments`, adding `folder` when a command that takes one names no
  /// folder, rules file or `-`; fails when stylerule fails.
  static func run(tool: URL, folder: URL, arguments: [String]) throws {
    var arguments = arguments.isEmpty ? ["lint"] : arguments
    // What a command reads: a folder, a rules file, or standard input. A configuration or
    // baseline file given to an option is not one.
    let namesAnInput = arguments.dropFirst().contains { argument in
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder)
      return argument == "-" || (exists && (isFolder.boolValue || argument.hasSuffix(".rules")))
    }
    if let command = arguments.first, folderCommands.contains(command), !namesAnInput {
      arguments.insert(folder.path, at: 1)
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw StyleRuleFailure(status: process.terminationStatus)
    }
  }
}

/// stylerule exited with a failure status (findings, or invalid input).
struct StyleRuleFailure: Error, CustomStringConvertible {
  let status: Int32
  var description: String { "stylerule exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension StyleRuleCommandPlugin: XcodeCommandPlugin {
    /// From Xcode's project navigator: the project's folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try Self.run(
        tool: context.tool(named: "stylerule").url,
        folder: context.xcodeProject.directoryURL, arguments: arguments)
    }
  }
#endif
