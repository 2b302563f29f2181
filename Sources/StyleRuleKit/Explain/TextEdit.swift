/// A replacement of a byte range of a rules file with new text.
public struct TextEdit: Hashable, Sendable {
  /// The bytes replaced (empty for an insertion).
  public let range: Range<Int>
  /// The new text.
  public let replacement: String

  /// Creates an edit.
  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// An insertion at `offset`.
  public static func insert(_ text: String, at offset: Int) -> TextEdit {
    TextEdit(range: offset..<offset, replacement: text)
  }
}

extension SourceFile {
  /// The file with `edits` applied; the edits must not overlap.
  public func applying(_ edits: [TextEdit]) -> SourceFile {
    var result = bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      let lower = max(0, min(edit.range.lowerBound, result.count))
      let upper = max(lower, min(edit.range.upperBound, result.count))
      result.replaceSubrange(lower..<upper, with: Array(edit.replacement.utf8))
    }
    return SourceFile(path: path, bytes: result)
  }

  /// The spaces and tabs that start the line containing `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    let line = byteRange(ofLine: line(containing: offset))
    var end = line.lowerBound
    while end < line.upperBound, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return text(in: line.lowerBound..<end)
  }

  /// The start of the first line that holds a statement (not blank, not only a comment).
  var firstStatementOffset: Int {
    for line in 1...lineCount {
      let range = byteRange(ofLine: line)
      var index = range.lowerBound
      if line == 1, bytes.starts(with: SourceFile.byteOrderMark) { index += 3 }
      while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
      guard index < range.upperBound else { continue }
      if bytes[index] == UInt8(ascii: "#") { continue }
      if bytes[index] == UInt8(ascii: "/"), index + 1 < range.upperBound,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        continue
      }
      return startOfText(onLine: line)
    }
    return bytes.count
  }

  /// Where the text of a line starts: its first byte, or after the byte-order mark on the
  /// first line, so that an insertion there keeps the mark first.
  func startOfText(onLine line: Int) -> Int {
    let start = lineStarts[line - 1]
    return line == 1 && bytes.starts(with: SourceFile.byteOrderMark) ? start + 3 : start
  }

  /// An edit adding `line` as the first line of the body that opens at `body.start`.
  ///
  /// The line is indented two spaces more than the line the brace is on; a body written on
  /// one line is broken so that the new line stands alone.
  func insertingLine(_ line: String, intoBodyAt body: SourceRange) -> TextEdit {
    let indent = indentation(ofLineAt: body.start) + "  "
    let afterBrace = body.start + 1
    var index = afterBrace
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    let restIsEmpty =
      index >= bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D
      || bytes[index] == UInt8(ascii: "#")
      || (bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count
        && bytes[index + 1] == UInt8(ascii: "/"))
    if restIsEmpty || index == body.end - 1 {
      // `{` ends its line, or the body is empty: add the line right after the brace.
      let closing = index == body.end - 1 ? "\n" + indentation(ofLineAt: body.start) : ""
      return .insert("\n\(indent)\(line)\(closing)", at: afterBrace)
    }
    return .insert("\n\(indent)\(line)\n\(indent)", at: afterBrace)
  }

  /// An edit giving a declaration without a body one holding `line`, after `end`.
  func addingBody(with line: String, after end: Int) -> TextEdit {
    let indent = indentation(ofLineAt: end)
    return .insert(" {\n\(indent)  \(line)\n\(indent)}", at: end)
  }
}
