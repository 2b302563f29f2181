import StyleRuleKit

/// Maps byte offsets in a file to 1-based lines and UTF-8 byte columns.
struct LineTable: Sendable {
  /// The byte offset at which each line starts; line 1 starts at 0.
  private let lineStarts: [Int]

  /// Indexes the line starts of `bytes` in one pass.
  init(_ bytes: [UInt8]) {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The 1-based line and column of the byte at `offset`.
  func position(ofOffset offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }

  /// The origin of the byte at `offset` in the file at `path`.
  func origin(_ path: String, offset: Int) -> SourceOrigin {
    let position = position(ofOffset: offset)
    return SourceOrigin(path: path, line: position.line, column: position.column)
  }
}
