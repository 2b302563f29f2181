import StyleRuleConfiguration
import StyleRuleKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a configuration file through `stylerule-config`, the executable that links Yams,
/// and turns its report into a ``Configuration`` or located diagnostics.
enum ConfigurationProcess {
  /// The reader's file name, next to `stylerule`.
  static let executableName = "stylerule-config"

  /// The configuration at `path`.
  /// - Throws: ``RulesFileError/invalid(_:)`` with the file's diagnostics, or with one
  ///   saying why it cannot be read (the file or the reader is missing).
  static func read(_ path: String) throws(RulesFileError) -> Configuration {
    func unreadable(_ reason: String) -> RulesFileError {
      .invalid(
        DiagnosticsError(
          source: SourceFile(path: path, bytes: []),
          diagnostics: [
            Diagnostic(
              .config(.unreadable), .error, "cannot read the configuration file: \(reason)",
              at: nil)
          ]))
    }
    // Read once, here: the reader gets these bytes on its standard input, and the
    // diagnostics are rendered with the same lines.
    guard let bytes = AppFileReader.read([path])[path] else {
      throw unreadable("no such regular file, or unreadable")
    }
    guard let executable = CompanionProcess.locate(executableName) else {
      throw unreadable(
        "the '\(executableName)' executable is not next to stylerule (install both, as "
          + "README.md shows)")
    }
    let (status, output) = CompanionProcess.run([executable, "--stdin", path], input: bytes)
    guard status == 0,
      let report = try? JSONDecoder().decode(ConfigurationReport.self, from: Data(output))
    else {
      let reason = String(decoding: output, as: UTF8.self)
      throw unreadable(
        status == nil
          ? "cannot start '\(executable)'"
          : reason.isEmpty ? "'\(executableName)' failed" : reason)
    }
    if let configuration = report.configuration, report.problems.isEmpty {
      return configuration
    }
    throw .invalid(
      DiagnosticsError(
        source: SourceFile(path: path, bytes: bytes),
        diagnostics: report.problems.map(\.diagnostic)))
  }
}
