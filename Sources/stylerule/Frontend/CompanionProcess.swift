#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts the executables installed next to `stylerule`.
///
/// They do what would slow every start-up if it were linked in: `stylerule-scan` links
/// swift-syntax and `stylerule-config` links Yams and Foundation. Only the commands that
/// need them start them.
enum CompanionProcess {
  /// The executable `name` next to the running one, if it is there.
  ///
  /// SwiftPM builds the tools a plugin uses with a `-tool` suffix (`stylerule-tool`,
  /// `stylerule-scan-tool`): when the running executable has that suffix, so does the one
  /// looked for.
  static func locate(_ name: String) -> String? {
    guard let own = ownExecutablePath(), let slash = own.lastIndex(of: "/") else { return nil }
    let suffix = own.hasSuffix("-tool") ? "-tool" : ""
    let candidate = String(own[...slash]) + name + suffix
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
  static func run(_ arguments: [String]) -> (Int32?, [UInt8]) {
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
