import StyleRuleKit

/// Runs `stylerule-scan`, the executable that reads an app's sources, and takes back the
/// rules file it writes.
///
/// The scanner links swift-syntax, which would slow every `stylerule` start-up if it were
/// linked here; it lives in its own executable, installed next to `stylerule`, and only
/// the commands that scan start it. Its messages (the summary, files it could not read) go
/// straight to standard error; its standard output is the rules file.
enum ScannerProcess {
  /// The scanner's file name, next to `stylerule`.
  static let executableName = "stylerule-scan"

  /// What to ask the scanner.
  struct Request {
    /// The app's folder.
    var root: String
    /// What the rules file's `scanned "…"` says: the folder as seen from where the rules
    /// file will be.
    var scannedAs: String
    /// The app target to scan, for a project with several.
    var target: String?
    /// Paths left out, relative to `root`.
    var excluded: [String] = []
    /// Whether the scanner prints its summary on standard error.
    var printsSummary: Bool
    /// Whether the summary lists every item, instead of the first 50 of each list.
    var printsFullSummary = false
  }

  /// Scans `request.root` and returns the rules file, named after the folder.
  /// - Throws: ``RulesFileError/unreadable(path:reason:)`` when the scanner cannot run,
  ///   reads nothing usable (it has then said why on standard error), or needs a target
  ///   chosen (its message, listing the targets, is the reason).
  static func scan(_ request: Request) throws(RulesFileError) -> SourceFile {
    guard let executable = CompanionProcess.locate(executableName) else {
      throw .unreadable(
        path: request.root,
        reason:
          "cannot scan: the '\(executableName)' executable is not next to stylerule "
          + "(install both, as README.md shows)")
    }
    var arguments = [executable, request.root, "--scanned-as", request.scannedAs]
    if let target = request.target { arguments += ["--target", target] }
    for pattern in request.excluded { arguments += ["--exclude", pattern] }
    if !request.printsSummary {
      arguments.append("--no-summary")
    } else if request.printsFullSummary {
      arguments.append("--full-summary")
    }
    let (status, output) = CompanionProcess.run(arguments)
    switch status {
    case 0:
      // Named as a command line would ask for it again, so that hints such as "'stylerule
      // explain …' lists fixes" name a command that runs.
      let target = request.target.map { " --target \($0)" } ?? ""
      return SourceFile(path: "<scan of \(request.root)\(target)>", bytes: output)
    case nil:
      throw .unreadable(path: request.root, reason: "cannot start '\(executable)'")
    case 3:
      // The scan cannot start as asked; the scanner's message (the targets, `--target NAME`)
      // is its output.
      let message = String(decoding: output, as: UTF8.self)
      throw .unreadable(
        path: request.root,
        reason: message.hasSuffix("\n") ? String(message.dropLast()) : message)
    default:
      throw .unreadable(
        path: request.root,
        reason:
          "nothing to scan: no Swift source, storyboard, Info.plist or project file could be "
          + "read there")
    }
  }

  /// The application targets of the app at `request.root`, as `--target` names them (empty
  /// when its projects have none), read with the scanner's `--list-targets`.
  /// - Throws: ``RulesFileError/unreadable(path:reason:)`` when the scanner cannot run.
  static func targets(_ request: Request) throws(RulesFileError) -> [String] {
    guard let executable = CompanionProcess.locate(executableName) else {
      throw .unreadable(
        path: request.root,
        reason:
          "cannot scan: the '\(executableName)' executable is not next to stylerule "
          + "(install both, as README.md shows)")
    }
    var arguments = [executable, request.root, "--list-targets"]
    for pattern in request.excluded { arguments += ["--exclude", pattern] }
    let (status, output) = CompanionProcess.run(arguments)
    guard status == 0 else {
      throw .unreadable(path: request.root, reason: "cannot start '\(executable)'")
    }
    return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
