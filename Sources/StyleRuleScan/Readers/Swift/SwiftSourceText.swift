import StyleRuleKit
import SwiftSyntax

/// The UTF-8 bytes of one parsed Swift file, and what the reader asks of them: the line and
/// column of a position, and a node's text as written.
///
/// Reading both from the bytes is cheaper than SwiftSyntax's own ways (a
/// `SourceLocationConverter` walks the whole tree when it is made; `trimmedDescription` copies
/// the node to drop its trivia) and gives the same answers: a node's positions are offsets
/// into these bytes, which the tree holds exactly.
struct SwiftSourceText: Sendable {
  /// The file's bytes, as parsed.
  let bytes: [UInt8]
  /// The file's lines, found by the engine: line breaks are `\n`, `\r`, and `\r\n` (one
  /// break), as `SourceLocationConverter` counts them.
  private let lines: SourceFile

  /// Indexes the lines of `text`, which is the text the tree was parsed from.
  init(_ text: String) {
    lines = SourceFile(path: "", bytes: Array(text.utf8))
    bytes = lines.bytes
  }

  /// The 1-based line and column (in UTF-8 bytes) of a position, as
  /// `SourceLocationConverter.location(for:)` gives them.
  func lineAndColumn(of position: AbsolutePosition) -> (line: Int, column: Int) {
    lines.lineAndByteColumn(of: position.utf8Offset)
  }

  /// The origin of a node's first token, in the file at `path`.
  func origin(of node: some SyntaxProtocol, path: String) -> SourceOrigin {
    let location = lineAndColumn(of: node.positionAfterSkippingLeadingTrivia)
    return SourceOrigin(path: path, line: location.line, column: location.column)
  }

  /// The bytes of a node's text without its first leading and last trailing trivia, as
  /// `trimmedDescription` gives it, or nil when the bytes cannot stand for it.
  ///
  /// `first` and `last` are the first and last of adjacent nodes (the same node for one).
  /// The bytes cannot stand for a node with a missing or unexpected token (SwiftSyntax then
  /// trims the trivia of another token than the first present one), nor for a node that is not
  /// in this file's tree.
  func trimmedRange(from first: some SyntaxProtocol, through last: some SyntaxProtocol)
    -> Range<Int>?
  {
    guard !first.hasError, !last.hasError, first.root.is(SourceFileSyntax.self),
      first.root.totalLength.utf8Length == bytes.count
    else { return nil }
    let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = last.endPositionBeforeTrailingTrivia.utf8Offset
    guard 0 <= start, start <= end, end <= bytes.count else { return nil }
    return start..<end
  }
}
