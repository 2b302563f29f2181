/// Edits to one of the app's files (a Swift source, an Info.plist, an `.xcconfig`), made
/// on the file as read, and their unified diff.
struct AppFileEdits {
  /// The file as read; its path is the one the diff names.
  let file: SourceFile
  /// The edits, in the order they were planned; they must not overlap.
  private(set) var edits: [TextEdit] = []

  /// Creates an empty set of edits to `file`.
  init(file: SourceFile) {
    self.file = file
  }

  /// Adds an edit; insertions at the same offset keep the order they were added in.
  /// - Returns: `false`, adding nothing, when it overlaps an edit already added.
  mutating func add(_ edit: TextEdit) -> Bool {
    for other in edits {
      let overlaps =
        edit.range.lowerBound < other.range.upperBound
        && other.range.lowerBound < edit.range.upperBound
      let touchesReplacement =
        (edit.range.isEmpty && other.range.lowerBound < edit.range.lowerBound
          && edit.range.lowerBound < other.range.upperBound)
        || (other.range.isEmpty && edit.range.lowerBound < other.range.lowerBound
          && other.range.lowerBound < edit.range.upperBound)
      if overlaps || touchesReplacement { return false }
    }
    edits.append(edit)
    return true
  }

  /// The file's bytes with the edits made.
  var editedBytes: [UInt8] {
    let order = edits.indices.sorted { lhs, rhs in
      let (left, right) = (edits[lhs].range.lowerBound, edits[rhs].range.lowerBound)
      return left != right ? left < right : lhs < rhs
    }
    var result: [UInt8] = []
    result.reserveCapacity(file.bytes.count + 256)
    var position = 0
    for index in order {
      let edit = edits[index]
      let lower = max(position, min(edit.range.lowerBound, file.bytes.count))
      result.append(contentsOf: file.bytes[position..<lower])
      result.append(contentsOf: Array(edit.replacement.utf8))
      position = max(lower, min(edit.range.upperBound, file.bytes.count))
    }
    result.append(contentsOf: file.bytes[position...])
    return result
  }

  /// The unified diff from the file to the edited file, with `context` unchanged lines
  /// around each change, headed `--- a/PATH` and `+++ b/PATH`; empty when nothing changes.
  ///
  /// Lines keep their own line breaks (LF or CRLF), so that the diff applies to the file
  /// byte for byte, and a last line without one is followed by
  /// `\ No newline at end of file`, as `git apply` and `patch` expect.
  func unifiedDiff(context: Int = 3) -> String {
    let old = Self.lines(of: file.bytes)
    let new = Self.lines(of: editedBytes)
    let hunks = LineDiff.hunks(of: LineDiff.script(old, new), context: context)
    guard !hunks.isEmpty else { return "" }
    var text = "--- a/\(file.path)\n+++ b/\(file.path)\n"
    func append(_ prefix: String, _ line: String) {
      text += prefix + line
      if line.utf8.last != 0x0A && line.utf8.last != 0x0D {
        text += "\n\\ No newline at end of file\n"
      }
    }
    for hunk in hunks {
      text += LineDiff.header(of: hunk) + "\n"
      for operation in hunk {
        switch operation.kind {
        case .keep: append(" ", old[operation.oldIndex])
        case .delete: append("-", old[operation.oldIndex])
        case .insert: append("+", new[operation.newIndex])
        }
      }
    }
    return text
  }

  /// The lines of a text, each with its line break (LF, CRLF or a lone CR).
  static func lines(of bytes: [UInt8]) -> [String] {
    var lines: [String] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A || bytes[index] == 0x0D {
        if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        lines.append(String(decoding: bytes[start...index], as: UTF8.self))
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count {
      lines.append(String(decoding: bytes[start...], as: UTF8.self))
    }
    return lines
  }
}
