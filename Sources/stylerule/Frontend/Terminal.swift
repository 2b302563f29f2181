import StyleRuleKit

#if canImport(Glibc)
  import Glibc
  private let writeBytes = Glibc.write
#elseif canImport(Musl)
  import Musl
  private let writeBytes = Musl.write
#elseif canImport(Darwin)
  import Darwin
  private let writeBytes = Darwin.write
#endif

/// The process's output streams, and whether each is a colour terminal.
enum Terminal {
  /// The two streams a command writes to.
  enum Stream {
    case standardOutput
    case standardError

    var descriptor: Int32 { self == .standardOutput ? 1 : 2 }
  }

  /// Writes text to a stream, unbuffered, all of it unless the stream is closed.
  static func write(_ text: String, to stream: Stream) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        writeBytes(stream.descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return  // a closed pipe or a full disk: nothing more can be written
      }
      offset += written
    }
  }

  /// The text style for a stream: ANSI colours when `choice` allows and the stream is a terminal.
  static func style(for stream: Stream, choice: ColorChoice) -> TextStyle {
    switch choice {
    case .always: return .ansi
    case .never: return .plain
    case .auto:
      if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return .plain }
      if let term = getenv("TERM"), String(cString: term) == "dumb" { return .plain }
      return isatty(stream.descriptor) == 1 ? .ansi : .plain
    }
  }
}
