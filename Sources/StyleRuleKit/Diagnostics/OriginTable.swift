/// The origins written in a rules file (`@ "…"` after statements) and the folder they are
/// relative to, looked up by position in the rules file.
///
/// A position takes the origin of the innermost statement around it that has one: a
/// member without its own origin takes its class's.
public struct OriginTable: Sendable {
  /// One annotated statement.
  struct Entry: Sendable {
    /// The statement, from its first token to its end (a block's closing brace).
    let statement: SourceRange
    /// Where it comes from.
    let origin: SourceOrigin
    /// The innermost entry whose statement holds this one, if any.
    let parent: Int?
  }

  /// The folder named by `scanned "…"`, as written, if the file has the statement.
  public let scannedRoot: String?
  /// Entries sorted by where their statements start.
  let entries: [Entry]

  /// A table with no origins.
  public static let empty = OriginTable(scannedRoot: nil, statements: [])

  /// Builds the table from annotated statements in any order.
  init(scannedRoot: String?, statements: [(statement: SourceRange, origin: SourceOrigin)]) {
    self.scannedRoot = scannedRoot
    let sorted = statements.sorted { lhs, rhs in
      lhs.statement.start != rhs.statement.start
        ? lhs.statement.start < rhs.statement.start : lhs.statement.end > rhs.statement.end
    }
    var entries: [Entry] = []
    entries.reserveCapacity(sorted.count)
    // Statements nest, so the statements still open at each start form a stack.
    var open: [Int] = []
    for item in sorted {
      while let last = open.last, entries[last].statement.end <= item.statement.start {
        open.removeLast()
      }
      entries.append(Entry(statement: item.statement, origin: item.origin, parent: open.last))
      open.append(entries.count - 1)
    }
    self.entries = entries
  }

  /// Whether the file has no origins.
  public var isEmpty: Bool { entries.isEmpty }

  /// The origin of the innermost annotated statement that holds `offset`.
  /// - Complexity: O(log n + d), for n origins nested d deep.
  public func origin(at offset: Int) -> SourceOrigin? {
    var candidate = entries.partitioningIndex { $0.statement.start > offset } - 1
    while candidate >= 0 {
      let entry = entries[candidate]
      if offset < entry.statement.end || entry.statement.start == offset {
        return entry.origin
      }
      candidate = entry.parent ?? -1
    }
    return nil
  }

  /// The origin written on the statement that starts at `start` itself, not one it takes
  /// from a statement around it: `nil` for a member whose only origin is its class's.
  public func ownOrigin(ofStatementAt start: Int) -> SourceOrigin? {
    ownEntry(ofStatementAt: start)?.origin
  }

  /// The end of the statement that starts at `start` with its origin annotation (for a
  /// block, its closing brace), when the statement has an origin of its own.
  func annotatedEnd(ofStatementAt start: Int) -> Int? {
    ownEntry(ofStatementAt: start)?.statement.end
  }

  /// The innermost entry whose statement starts at `start`.
  private func ownEntry(ofStatementAt start: Int) -> Entry? {
    var low = entries.partitioningIndex { $0.statement.start >= start }
    // Entries that start at the same place are sorted outermost first: take the innermost.
    var found: Entry?
    while low < entries.count, entries[low].statement.start == start {
      found = entries[low]
      low += 1
    }
    return found
  }

  /// The origin of a range's start, or `nil` for a whole-file range.
  public func origin(of range: SourceRange?) -> SourceOrigin? {
    range.flatMap { origin(at: $0.start) }
  }

  /// The origin's path joined to the rules file's folder and the `scanned` folder.
  ///
  /// - Parameters:
  ///   - origin: The origin, as written in the rules file.
  ///   - rulesPath: The rules file's path as shown (`-` or `<stdin>` for standard input,
  ///     whose folder is the current directory).
  public func resolve(_ origin: SourceOrigin, rulesPath: String) -> ResolvedOrigin {
    var folder = ""
    if let slash = rulesPath.lastIndex(of: "/"), !rulesPath.hasPrefix("<") {
      folder = String(rulesPath[...slash])
    }
    var path = origin.path
    if !path.hasPrefix("/") {
      var base = scannedRoot ?? ""
      if !base.hasPrefix("/") { base = folder + base }
      if !base.isEmpty && !base.hasSuffix("/") { base += "/" }
      path = Self.normalize(base + path)
    }
    return ResolvedOrigin(origin: origin, path: path)
  }

  /// A slash-separated path with `.` and empty components removed and `name/..` pairs folded.
  ///
  /// The path is read as text only: the file system is not consulted, so symbolic links
  /// are not followed. A relative path keeps the `..` components it cannot fold; an
  /// absolute path drops a `..` at the root, as `/..` names `/`.
  ///
  /// ```swift
  /// OriginTable.normalize("out/../App/./Home.swift")  // "App/Home.swift"
  /// OriginTable.normalize("../../A.swift")            // "../../A.swift"
  /// OriginTable.normalize("/work/../../tmp//A.swift") // "/tmp/A.swift"
  /// OriginTable.normalize("App/..")                   // "."
  /// ```
  ///
  /// - Parameter path: The path, absolute (starting with `/`) or relative.
  /// - Returns: The same path without redundant components: absolute if `path` is, and
  ///   `.` for a relative path that names the starting folder itself.
  public static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == "..", absolute, parts.isEmpty { continue }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}
