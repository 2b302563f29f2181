/// A line diff in the unified format, computed with Myers' algorithm.
///
/// The cost is O((N + M) · D) for N and M lines and D differing lines, so the small
/// edits of a fix are cheap to show even in a very large file.
public enum LineDiff {
  /// The unified diff of `old` and `new`, with `context` unchanged lines around each change;
  /// empty when the texts are equal.
  public static func unified(from old: String, to new: String, context: Int = 2) -> String {
    let a = lines(of: old)
    let b = lines(of: new)
    let hunks = hunks(of: script(a, b), context: context)
    guard !hunks.isEmpty else { return "" }
    var lines: [String] = []
    for hunk in hunks {
      lines.append(header(of: hunk))
      for operation in hunk {
        switch operation.kind {
        case .keep: lines.append(" " + a[operation.oldIndex])
        case .delete: lines.append("-" + a[operation.oldIndex])
        case .insert: lines.append("+" + b[operation.newIndex])
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The operations of an edit script grouped into hunks, each change with `context`
  /// unchanged lines around it; empty when nothing changes.
  static func hunks(of operations: [Operation], context: Int) -> [[Operation]] {
    guard operations.contains(where: { $0.kind != .keep }) else { return [] }
    // The index of the next change at or after each operation, in one backward pass.
    var nextChange = [Int](repeating: Int.max, count: operations.count + 1)
    for index in operations.indices.reversed() {
      nextChange[index] = operations[index].kind != .keep ? index : nextChange[index + 1]
    }
    // Group operations into hunks with `context` lines around changes.
    var hunks: [[Operation]] = []
    var current: [Operation] = []
    var trailingKeeps = 0
    for (index, operation) in operations.enumerated() {
      if operation.kind == .keep {
        let distanceToNext = nextChange[index] == Int.max ? Int.max : nextChange[index] - index
        if current.isEmpty {
          if distanceToNext <= context { current.append(operation) }
        } else if trailingKeeps < context || distanceToNext <= context {
          current.append(operation)
          trailingKeeps += 1
        } else {
          hunks.append(current)
          current = []
          trailingKeeps = 0
          if distanceToNext <= context { current.append(operation) }
        }
      } else {
        current.append(operation)
        trailingKeeps = 0
      }
    }
    if current.contains(where: { $0.kind != .keep }) { hunks.append(current) }
    return hunks
  }

  /// A hunk's `@@ -start,count +start,count @@` line.
  static func header(of hunk: [Operation]) -> String {
    let oldLines = hunk.filter { $0.kind != .insert }
    let newLines = hunk.filter { $0.kind != .delete }
    let oldStart = (hunk.first { $0.kind != .insert }?.oldIndex ?? hunk[0].oldIndex) + 1
    let newStart = (hunk.first { $0.kind != .delete }?.newIndex ?? hunk[0].newIndex) + 1
    return "@@ -\(range(oldLines.isEmpty ? oldStart - 1 : oldStart, oldLines.count)) "
      + "+\(range(newLines.isEmpty ? newStart - 1 : newStart, newLines.count)) @@"
  }

  /// The lines of a text, split at LF and at CRLF (one `Character` in Swift).
  private static func lines(of text: String) -> [String] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }

  /// One line of an edit script: kept, deleted from the old text or inserted from the new.
  struct Operation {
    /// What happens to the line.
    enum Kind { case keep, delete, insert }
    /// What happens to the line.
    let kind: Kind
    /// The line's index in the old text (for an insertion, the old line it goes before).
    let oldIndex: Int
    /// The line's index in the new text (for a deletion, the new line it went before).
    let newIndex: Int
  }

  /// The shortest edit script from `a` to `b` (Myers 1986), as keep/delete/insert operations.
  static func script(_ a: [String], _ b: [String]) -> [Operation] {
    let n = a.count
    let m = b.count
    let maximum = n + m
    let offset = maximum
    var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
    // Only diagonals -d...d matter at step d: keep that window, so memory is O(D²).
    var trace: [[Int]] = []
    var found = false
    for d in 0...maximum {
      trace.append(Array(frontier[(offset - d)...(offset + d)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
          x = frontier[offset + k + 1]
        } else {
          x = frontier[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n && y >= m {
          found = true
          break
        }
      }
      if found { break }
    }
    // Walk the trace backwards to recover the operations.
    var operations: [Operation] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let window = trace[d]
      func previous(_ diagonal: Int) -> Int {
        let index = diagonal + d
        return index >= 0 && index < window.count ? window[index] : 0
      }
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && previous(k - 1) < previous(k + 1)) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = previous(previousK)
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        operations.append(Operation(kind: .keep, oldIndex: x, newIndex: y))
      }
      if d > 0 {
        if x == previousX {
          y -= 1
          operations.append(Operation(kind: .insert, oldIndex: x, newIndex: y))
        } else {
          x -= 1
          operations.append(Operation(kind: .delete, oldIndex: x, newIndex: y))
        }
      }
    }
    return operations.reversed()
  }
}
