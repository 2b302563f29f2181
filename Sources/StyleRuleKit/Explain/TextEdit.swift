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

  /// The line break the file uses: that of its first line, CRLF or LF (LF for a file of
  /// one line).
  var lineBreak: String {
    guard lineStarts.count > 1 else { return "\n" }
    let end = lineStarts[1]
    return end >= 2 && bytes[end - 2] == 0x0D && bytes[end - 1] == 0x0A ? "\r\n" : "\n"
  }

  /// What follows an offset on its line.
  enum RestOfLine {
    /// Nothing, or only spaces and tabs.
    case blank
    /// A comment, after spaces and tabs.
    case comment
    /// Something else, starting at `offset`.
    case text(offset: Int)
  }

  /// What follows `offset` on its line, after spaces and tabs.
  func restOfLine(from offset: Int) -> RestOfLine {
    var index = offset
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    guard index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D else { return .blank }
    if bytes[index] == UInt8(ascii: "#")
      || (bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count
        && bytes[index + 1] == UInt8(ascii: "/"))
    {
      return .comment
    }
    return .text(offset: index)
  }

  /// An edit adding `line` as the first statement of the body that opens at `body.start`.
  ///
  /// A body whose `{` ends its line gets a line of its own after the brace's line (after a
  /// comment there), indented like the body's first line, or two spaces more than the
  /// brace's line. A body written on the brace's line keeps its layout: the statement is
  /// added as `line; ` before the first one, or as `{ line }` in an empty body.
  func insertingLine(_ line: String, intoBodyAt body: SourceRange) -> TextEdit {
    let afterBrace = body.start + 1
    let closing = body.end - 1
    if case .text(let first) = restOfLine(from: afterBrace) {
      // `{}` or `{ }` takes one statement between the braces; a statement after the brace
      // gets the new one before it, on the same line.
      return first == closing
        ? TextEdit(range: afterBrace..<closing, replacement: " \(line) ")
        : .insert("\(line); ", at: first)
    }
    let braceLine = self.line(containing: body.start)
    let endOfBraceLine = byteRange(ofLine: braceLine).upperBound
    return .insert(
      "\(lineBreak)\(bodyIndentation(after: braceLine, before: closing))\(line)",
      at: endOfBraceLine)
  }

  /// The indentation of the first non-blank line after `braceLine` that starts before
  /// `closing`, or that of `braceLine` and two spaces when there is none.
  private func bodyIndentation(after braceLine: Int, before closing: Int) -> String {
    var line = braceLine + 1
    while line <= lineCount {
      let range = byteRange(ofLine: line)
      let indent = indentation(ofLineAt: range.lowerBound)
      let first = range.lowerBound + indent.utf8.count
      if first >= closing { break }
      if first < range.upperBound { return indent }
      line += 1
    }
    return indentation(ofLineAt: lineStarts[braceLine - 1]) + "  "
  }

  /// An edit giving a declaration without a body one holding `line`, after `end`.
  ///
  /// The body takes lines of its own when the declaration ends its line, and stays on the
  /// line, as ` { line }`, when something (a statement, a comment) follows it there.
  func addingBody(with line: String, after end: Int) -> TextEdit {
    guard case .blank = restOfLine(from: end) else {
      return .insert(" { \(line) }", at: end)
    }
    let indent = indentation(ofLineAt: end)
    let lineBreak = lineBreak
    return .insert(" {\(lineBreak)\(indent)  \(line)\(lineBreak)\(indent)}", at: end)
  }
}
