/// Where a fact came from: a file relative to the scanned root, and a position in it.
///
/// Lines and columns are 1-based, as SwiftSyntax's `SourceLocationConverter` gives them
/// (a column counts UTF-8 bytes from the start of its line). A fact read from a whole file,
/// such as an Info.plist key, has no line; one read from an XML element may have a line only.
public struct ScanOrigin: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file's path relative to the scanned root, with `/` separators.
  public var path: String
  /// The 1-based line, when known.
  public var line: Int?
  /// The 1-based column, when known (only with a line).
  public var column: Int?

  /// Creates an origin.
  public init(path: String, line: Int? = nil, column: Int? = nil) {
    self.path = path
    self.line = line
    self.column = line == nil ? nil : column
  }

  /// `PATH:LINE:COLUMN`, `PATH:LINE` or `PATH`, as a rules file's `@ "…"` annotation writes it.
  public var description: String {
    switch (line, column) {
    case (let line?, let column?): return "\(path):\(line):\(column)"
    case (let line?, nil): return "\(path):\(line)"
    default: return path
    }
  }

  /// Orders by path, then line, then column (an origin without a line first).
  public static func < (lhs: ScanOrigin, rhs: ScanOrigin) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
    return (lhs.column ?? 0) < (rhs.column ?? 0)
  }
}
