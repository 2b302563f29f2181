import StyleRuleKit
import Yams

/// Turns Yams's positions (1-based lines, columns counted in Unicode scalars) into byte
/// ranges of the configuration file.
struct YAMLErrorLocation {
  /// The configuration file.
  let source: SourceFile

  /// The byte offset of a mark, clamped to its line.
  func offset(of mark: Mark) -> Int? {
    guard mark.line >= 1, mark.line <= source.lineCount else { return nil }
    let line = source.byteRange(ofLine: mark.line)
    var offset = line.lowerBound
    var column = 1
    while column < mark.column, offset < line.upperBound {
      offset += 1
      // Continuation bytes (10xxxxxx) do not start a scalar.
      while offset < line.upperBound, source.bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      column += 1
    }
    return offset
  }

  /// The range of a node's first token: from its mark through the end of its text on that
  /// line (at least one byte).
  func range(of node: Node) -> SourceRange? {
    guard let mark = node.mark, let start = offset(of: mark) else { return nil }
    let lineEnd = source.byteRange(ofLine: mark.line).upperBound
    let length = node.scalar.map { $0.string.utf8.count } ?? 1
    var end = min(lineEnd, start + max(1, length))
    // A quoted scalar: underline through its closing quote.
    if let first = source.bytes[safe: start],
      first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")
    {
      end = min(lineEnd, end + 2)
    }
    return SourceRange(start: start, end: max(end, start + 1))
  }

  /// The message and place of a YAML syntax error.
  func describe(_ error: YamlError) -> (String, SourceRange?) {
    func at(_ mark: Mark) -> SourceRange? {
      offset(of: mark).map { SourceRange(start: $0, end: $0 + 1) }
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let detail = context.map { " \($0.text)" } ?? ""
      return ("the file is not valid YAML: \(problem)\(detail)", at(mark))
    case .reader(let problem, let offset, _, _):
      let range = offset.map { SourceRange(start: $0, end: $0 + 1) }
      return ("the file is not valid YAML: \(problem)", range)
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return ("a key is given twice: \(keys)", at(context.mark))
    default:
      return ("the file is not valid YAML: \(error)", nil)
    }
  }
}

extension Array {
  /// The element at `index`, or `nil` outside the array.
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
