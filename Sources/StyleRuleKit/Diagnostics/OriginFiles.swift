/// The app files that a scanned rules file's origins point into, read by the caller so that
/// diagnostics can show the Swift, storyboard or plist line a fact comes from.
///
/// The library does no I/O: the command-line tool reads the files that
/// ``SourceFile/resolvedOrigin(of:)`` names and hands them over. A file that is missing here
/// (unreadable, too large, moved since the scan) is simply not shown.
public struct OriginFiles: Sendable {
  /// The files, by the path a ``ResolvedOrigin`` gives.
  private let files: [String: SourceFile]

  /// No files: diagnostics show the rules line only.
  public static let none = OriginFiles([:])

  /// Creates the set from each file's bytes, by path.
  public init(contents: [String: [UInt8]]) {
    var files: [String: SourceFile] = [:]
    for (path, bytes) in contents {
      files[path] = SourceFile(path: path, bytes: bytes)
    }
    self.init(files)
  }

  private init(_ files: [String: SourceFile]) {
    self.files = files
  }

  /// The paths of the files read, sorted.
  public var paths: [String] { files.keys.sorted() }

  /// The file at `path`, when it was read.
  public func file(at path: String) -> SourceFile? {
    files[path]
  }

  /// The range to underline for an origin in `file`.
  ///
  /// It starts at the origin's line and column (a column counts UTF-8 bytes, as the
  /// compiler's do) and runs through the end of the word that starts there, or that follows
  /// a punctuation byte there, such as a storyboard element's `<`. `nil` when the origin has no line or the file does not have that line.
  static func range(of origin: SourceOrigin, in file: SourceFile) -> SourceRange? {
    guard let line = origin.line, line >= 1, line <= file.lineCount else { return nil }
    let lineBytes = file.byteRange(ofLine: line)
    var start = lineBytes.lowerBound
    if let column = origin.column {
      start = min(lineBytes.lowerBound + max(0, column - 1), lineBytes.upperBound)
    } else {
      // A line without a column: from the line's first non-blank byte.
      while start < lineBytes.upperBound, file.bytes[start] == 0x20 || file.bytes[start] == 0x09 {
        start += 1
      }
    }
    var end = start
    if end < lineBytes.upperBound, !isWordByte(file.bytes[end]) { end += 1 }
    while end < lineBytes.upperBound, isWordByte(file.bytes[end]) {
      end += 1
    }
    return SourceRange(start: start, end: max(end, start + 1))
  }

  /// Whether a byte continues an identifier: an ASCII letter, digit or `_`, or any byte of a
  /// non-ASCII scalar.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
      true
    default: false
    }
  }
}
