/// The documented limits on what stylerule reads.
///
/// Every stage is iterative, so these limits are not there to protect the
/// stack; they keep memory and output bounded for generated or hostile files.
public struct InputLimits: Sendable, Equatable {
  /// The largest rules file read, in bytes.
  public var maximumFileSize: Int
  /// The deepest nesting of `{ … }` blocks.
  public var maximumNestingDepth: Int

  /// The limits used by the command-line tool: 64 MiB and 250,000 levels.
  public static let standard = InputLimits(
    maximumFileSize: 64 * 1024 * 1024, maximumNestingDepth: 250_000)

  /// Creates a set of limits.
  public init(maximumFileSize: Int, maximumNestingDepth: Int) {
    self.maximumFileSize = maximumFileSize
    self.maximumNestingDepth = maximumNestingDepth
  }
}

/// Checks that a file is text the lexer can read: valid UTF-8 without NUL bytes.
enum InputValidation {
  /// The first problem with the file's encoding, or `nil` if it is clean.
  static func firstProblem(in source: SourceFile, limits: InputLimits) -> Diagnostic? {
    let bytes = source.bytes
    if bytes.count > limits.maximumFileSize {
      return Diagnostic(
        .input(.fileTooLarge), .error,
        "file is \(bytes.count) bytes; stylerule reads rules files of at most "
          + "\(limits.maximumFileSize) bytes",
        at: nil)
    }
    return bytes.withUnsafeBufferPointer { buffer -> Diagnostic? in
      guard let base = buffer.baseAddress else { return nil }
      var index = 0
      let count = buffer.count
      while index < count {
        // Eight bytes at a time while they are ASCII without NUL: most files are.
        while index + 8 <= count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          let high: UInt64 = 0x8080_8080_8080_8080
          let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & high
          guard word & high == 0, hasZero == 0 else { break }
          index += 8
        }
        guard index < count else { break }
        let lead = buffer[index]
        if lead < 0x80 {
          if lead == 0 {
            return Diagnostic(
              .input(.binary), .error,
              "file contains a NUL byte; rules files are UTF-8 text, and this looks like binary data",
              at: SourceRange(start: index, end: index + 1))
          }
          index += 1
          continue
        }
        let length = sequenceLength(buffer, at: index)
        if length == 0 {
          return Diagnostic(
            .input(.invalidUTF8), .error,
            "invalid UTF-8 byte 0x\(hex(lead)); rules files must be UTF-8 text",
            at: SourceRange(start: index, end: index + 1))
        }
        index += length
      }
      return nil
    }
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0 if it is malformed.
  private static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let lead = buffer[index]
    let count = buffer.count
    func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      index + offset < count && range.contains(buffer[index + offset])
    }
    switch lead {
    case 0xC2...0xDF:
      return continuation(1) ? 2 : 0
    case 0xE0:
      return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(1) && continuation(2) ? 3 : 0
    case 0xED:
      return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
    case 0xF0:
      return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3:
      return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4:
      return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default:
      return 0
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
