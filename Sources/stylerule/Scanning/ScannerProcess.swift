import StyleRuleKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  }

  /// Scans `request.root` and returns the rules file, named after the folder.
  /// - Throws: ``RulesFileError/unreadable(path:reason:)`` when the scanner cannot run,
  ///   reads nothing usable (it has then said why on standard error), or needs a target
  ///   chosen (its message, listing the targets, is the reason).
  static func scan(_ request: Request) throws(RulesFileError) -> SourceFile {
    guard let executable = locateScanner() else {
      throw .unreadable(
        path: request.root,
        reason:
          "cannot scan: the '\(executableName)' executable is not next to stylerule "
          + "(install both, as README.md shows)")
    }
    var arguments = [executable, request.root, "--scanned-as", request.scannedAs]
    if let target = request.target { arguments += ["--target", target] }
    for pattern in request.excluded { arguments += ["--exclude", pattern] }
    if !request.printsSummary { arguments.append("--no-summary") }
    let (status, output) = run(arguments)
    switch status {
    case 0:
      return SourceFile(path: "<scan of \(request.root)>", bytes: output)
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

  /// The scanner next to the running executable, if it is there.
  static func locateScanner() -> String? {
    guard let own = ownExecutablePath(), let slash = own.lastIndex(of: "/") else { return nil }
    let candidate = String(own[...slash]) + executableName
    return access(candidate, X_OK) == 0 ? candidate : nil
  }

  /// The running executable's path.
  private static func ownExecutablePath() -> String? {
    #if canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return String(cString: buffer)
    #else
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return CommandLine.arguments.first }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #endif
  }

  /// Runs `arguments` with standard output captured and standard error inherited; returns
  /// the exit status (`nil` if it could not start) and the output.
  private static func run(_ arguments: [String]) -> (Int32?, [UInt8]) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return (nil, []) }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, writeEnd, STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var child = pid_t()
    let spawned = posix_spawn(&child, arguments[0], &actions, nil, cArguments, environ)
    close(writeEnd)
    guard spawned == 0 else {
      close(readEnd)
      return (nil, [])
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count > 0 {
        output += buffer[..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    close(readEnd)
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED and WEXITSTATUS, which Swift does not import as functions.
    let exited = status & 0x7F == 0
    return (exited ? (status >> 8) & 0xFF : 128, output)
  }
}
