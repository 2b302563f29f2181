import Foundation
import StyleRuleKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's output streams, and whether each is a colour terminal.
enum Terminal {
  /// The two streams a command writes to.
  enum Stream {
    case standardOutput
    case standardError

    var descriptor: Int32 { self == .standardOutput ? 1 : 2 }
  }

  /// Writes text to a stream, unbuffered.
  static func write(_ text: String, to stream: Stream) {
    guard !text.isEmpty else { return }
    let handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
    handle.write(Data(text.utf8))
  }

  /// The text style for a stream: ANSI colours when `choice` allows and the stream is a terminal.
  static func style(for stream: Stream, choice: ColorChoice) -> TextStyle {
    switch choice {
    case .always: return .ansi
    case .never: return .plain
    case .auto:
      let environment = ProcessInfo.processInfo.environment
      if environment["NO_COLOR"].map({ !$0.isEmpty }) == true { return .plain }
      if environment["TERM"] == "dumb" { return .plain }
      return isatty(stream.descriptor) == 1 ? .ansi : .plain
    }
  }
}
