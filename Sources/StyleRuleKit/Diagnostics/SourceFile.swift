/// The bytes of one rules file, with the table of line starts built once.
///
/// Offsets are UTF-8 byte offsets from the start of the file. Lines and
/// columns are 1-based; a column counts Unicode scalars from the start of its
/// line. A byte-order mark at the start of the file is kept in ``bytes`` but
/// skipped by the lexer and not counted as a column.
public struct SourceFile: Sendable {
  /// The path shown in diagnostics and output, as the user gave it.
  public let path: String
  /// The file's bytes, exactly as read.
  public let bytes: [UInt8]
  /// The offset at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int]
  /// Where the file's statements come from, for a scanned rules file (`@ "…"` origins);
  /// empty until the file is parsed, and for files without origins.
  public internal(set) var origins: OriginTable = .empty

  /// Whether the text is not a file on disk, but standard input or a scan held in memory:
  /// its path is a name in angle brackets, such as `<stdin>` or `<scan of App>`.
  ///
  /// Machine formats point nowhere such a file's lines, since no tool could open them.
  public var isInMemory: Bool { path.hasPrefix("<") && path.hasSuffix(">") }

  /// What a command line names to read this text again, for hints such as "'stylerule
  /// explain FILE NAME' lists fixes": the file's path, the folder of a scan held in memory
  /// with its target if one was named (`<scan of App --target Shop>` gives
  /// `App --target Shop`), or `-` for standard input.
  public var commandArgument: String {
    guard isInMemory else { return path }
    let scan = "<scan of "
    guard path.hasPrefix(scan) else { return "-" }
    return String(path.dropFirst(scan.count).dropLast())
  }

  /// Creates a source file from raw bytes.
  /// - Parameters:
  ///   - path: The path to show in diagnostics.
  ///   - bytes: The file's contents.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      let count = buffer.count
      while index < count {
        let byte = buffer[index]
        if byte == 0x0A {
          starts.append(index + 1)
        } else if byte == 0x0D {
          // CR LF counts as one line break, a lone CR as one too.
          if index + 1 < count && buffer[index + 1] == 0x0A { index += 1 }
          starts.append(index + 1)
        }
        index += 1
      }
    }
    self.lineStarts = starts
  }

  /// Creates a source file from text.
  /// - Parameters:
  ///   - path: The path to show in diagnostics.
  ///   - text: The file's contents.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The number of lines, counting a last line without a line break.
  public var lineCount: Int { lineStarts.count }

  /// The 1-based line that contains `offset`.
  /// - Complexity: O(log n) in the number of lines.
  public func line(containing offset: Int) -> Int {
    // The last line start at or before the offset; line 1 for an offset before the file.
    max(1, lineStarts.partitioningIndex { $0 > offset })
  }

  /// The 1-based line of an offset, and its 1-based column in UTF-8 bytes, as SwiftSyntax
  /// counts columns: the positions of the scanner's origins, in the app's files.
  ///
  /// `package`: the scanner finds the lines of the Swift, storyboard and property list files
  /// it reads with it. The binary search is written out: the generic one is not specialised
  /// across modules, and cost the scanner fifty times as much.
  package func lineAndByteColumn(of offset: Int) -> (line: Int, column: Int) {
    let offset = max(0, min(offset, bytes.count))
    // The last line start at or before the offset (the first line starts at 0).
    var low = 0
    var high = lineStarts.count
    while low < high {
      let middle = (low + high) / 2
      if lineStarts[middle] > offset { high = middle } else { low = middle + 1 }
    }
    let line = max(1, low)
    return (line, offset - lineStarts[line - 1] + 1)
  }

  /// The origin of the byte at `offset`: this file's path, the line and the column in UTF-8
  /// bytes (``lineAndByteColumn(of:)``).
  package func origin(ofByte offset: Int) -> SourceOrigin {
    let position = lineAndByteColumn(of: offset)
    return SourceOrigin(path: path, line: position.line, column: position.column)
  }

  /// The byte range of a 1-based line, without its line break.
  public func byteRange(ofLine line: Int) -> Range<Int> {
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
    return start..<end
  }

  /// The line and column of a byte offset.
  ///
  /// The column counts Unicode scalars (UTF-8 lead bytes) from the start of
  /// the line, so it matches what an editor shows for most text. A leading
  /// byte-order mark is not counted.
  public func location(of offset: Int) -> SourceLocation {
    let clamped = max(0, min(offset, bytes.count))
    let line = line(containing: clamped)
    var start = lineStarts[line - 1]
    if line == 1 && bytes.starts(with: SourceFile.byteOrderMark) {
      start = min(3, clamped)
    }
    var column = 1
    var index = start
    while index < clamped {
      // Continuation bytes (10xxxxxx) do not start a scalar.
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourceLocation(offset: clamped, line: line, column: column)
  }

  /// The text of a 1-based line, decoded leniently (invalid bytes become U+FFFD).
  public func text(ofLine line: Int) -> String {
    var range = byteRange(ofLine: line)
    if line == 1 && bytes.starts(with: SourceFile.byteOrderMark) {
      range = min(range.lowerBound + 3, range.upperBound)..<range.upperBound
    }
    return String(decoding: bytes[range], as: UTF8.self)
  }

  /// The text of a byte range, decoded leniently.
  public func text(in range: Range<Int>) -> String {
    let lower = max(0, min(range.lowerBound, bytes.count))
    let upper = max(lower, min(range.upperBound, bytes.count))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// `path:line:column` for a range of this file, or the bare path for `nil`.
  public func position(of range: SourceRange?) -> String {
    guard let range else { return path }
    let location = location(of: range.start)
    return "\(path):\(location.line):\(location.column)"
  }

  /// Where a range is, for the text outputs: `path:line:column` of the rules file, or, for
  /// a statement with an origin, the origin followed by the rules position in parentheses.
  public func describedPosition(of range: SourceRange) -> String {
    guard let origin = resolvedOrigin(of: range) else { return position(of: range) }
    return "\(origin) (\(position(of: range)))"
  }

  /// Where the statement around a range comes from, with its path made usable from the
  /// current directory; `nil` when the file states no origin for it.
  public func resolvedOrigin(of range: SourceRange?) -> ResolvedOrigin? {
    origins.origin(of: range).map { origins.resolve($0, rulesPath: path) }
  }

  /// The UTF-8 encoding of U+FEFF.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
