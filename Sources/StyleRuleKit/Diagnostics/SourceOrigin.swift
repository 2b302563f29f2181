/// Where a statement of a scanned rules file comes from: a line of the app's Swift source,
/// storyboard or Info.plist, written `@ "Sources/Home/HomeViewController.swift:42:3"` after
/// the statement.
///
/// The scanner records its facts with the same type. Lines and columns are 1-based; a column
/// counts UTF-8 bytes from the start of its line, as SwiftSyntax gives it. A fact read from
/// a whole file, such as an Info.plist key, has no line; one read from an XML element may
/// have a line only.
public struct SourceOrigin: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file, as written: relative to the folder of the rules file's `scanned "…"`
  /// statement (or to the rules file's folder without one), or absolute.
  public let path: String
  /// The 1-based line, if given.
  public let line: Int?
  /// The 1-based column, if given (only with a line).
  public let column: Int?

  /// Creates an origin.
  public init(path: String, line: Int? = nil, column: Int? = nil) {
    self.path = path
    self.line = line
    self.column = line == nil ? nil : column
  }

  /// Reads `path`, `path:line` or `path:line:column`; `nil` for an empty path.
  ///
  /// A trailing `:number` is a line (then a column) only when it is a positive number, so a
  /// path that itself holds a colon keeps it.
  public init?(parsing text: String) {
    var path = Substring(text)
    var numbers: [Int] = []
    while numbers.count < 2, let colon = path.lastIndex(of: ":") {
      let digits = path[path.index(after: colon)...]
      guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(digits), number > 0
      else { break }
      numbers.insert(number, at: 0)
      path = path[..<colon]
    }
    guard !path.isEmpty else { return nil }
    self.init(
      path: String(path), line: numbers.first, column: numbers.count > 1 ? numbers[1] : nil)
  }

  /// `path:line:column`, as written.
  public var description: String { Self.position(path: path, line: line, column: column) }

  /// Orders by path, then line, then column (an origin without a line first).
  public static func < (lhs: SourceOrigin, rhs: SourceOrigin) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
    return (lhs.column ?? 0) < (rhs.column ?? 0)
  }

  /// `path`, `path:line` or `path:line:column`.
  static func position(path: String, line: Int?, column: Int?) -> String {
    guard let line else { return path }
    guard let column else { return "\(path):\(line)" }
    return "\(path):\(line):\(column)"
  }
}

/// An origin with its path made usable from where stylerule runs: joined to the folder of
/// the rules file and to its `scanned "…"` folder.
public struct ResolvedOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The origin as written in the rules file.
  public let origin: SourceOrigin
  /// The file's path: absolute, or relative to the current directory.
  public let path: String

  /// `path:line:column`, the form editors, Xcode and CI logs read.
  public var description: String {
    SourceOrigin.position(path: path, line: origin.line, column: origin.column)
  }
}
