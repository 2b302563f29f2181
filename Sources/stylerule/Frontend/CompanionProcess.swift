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
  ///
  /// With `input`, the child reads those bytes on its standard input, written whole before
  /// its output is read: the child must read all of its input before it writes (as
  /// `stylerule-config` does), or a large input and output would wait on each other. A child
  /// that exits without reading it does not stop `stylerule` (SIGPIPE is ignored while it is
  /// written).
  static func run(_ arguments: [String], input: [UInt8]? = nil) -> (Int32?, [UInt8]) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return (nil, []) }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
    var inputEnds: [Int32] = [-1, -1]
    if input != nil {
      guard pipe(&inputEnds) == 0 else {
        close(readEnd)
        close(writeEnd)
        return (nil, [])
      }
    }
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
    if input != nil {
      posix_spawn_file_actions_adddup2(&actions, inputEnds[0], STDIN_FILENO)
      posix_spawn_file_actions_addclose(&actions, inputEnds[0])
      posix_spawn_file_actions_addclose(&actions, inputEnds[1])
    }
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var child = pid_t()
    let spawned = posix_spawn(&child, arguments[0], &actions, nil, cArguments, environ)
    close(writeEnd)
    if let input {
      close(inputEnds[0])
      if spawned == 0 { writeAll(input, to: inputEnds[1]) }
      close(inputEnds[1])
    }
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

  /// Writes `bytes` to `descriptor`, as much as the reader takes: a reader that closes its
  /// end early ends the writing (EPIPE), without the SIGPIPE that would stop `stylerule`.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return write(descriptor, base + written, bytes.count - written)
      }
      if count > 0 {
        written += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
