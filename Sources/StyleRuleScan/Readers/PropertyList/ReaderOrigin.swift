/// Where a fact read from an app's file comes from: a path with an optional 1-based line and column.
///
/// The path is relative to the scanned folder as the caller passed it to the reader; the line and
/// column are 1-based, the column counted in UTF-8 bytes from the start of the line.
public struct ReaderOrigin: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path, as given to the reader.
  public var path: String
  /// The 1-based line, when the format has lines (XML, OpenStep, xcconfig).
  public var line: Int?
  /// The 1-based column in UTF-8 bytes, when known.
  public var column: Int?

  /// Creates an origin.
  public init(path: String, line: Int? = nil, column: Int? = nil) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `PATH:LINE:COLUMN`, `PATH:LINE` or `PATH`, the spelling rules files use after `@`.
  public var description: String {
    guard let line else { return path }
    guard let column else { return "\(path):\(line)" }
    return "\(path):\(line):\(column)"
  }

  /// Orders by path, then line, then column (absent positions first).
  public static func < (lhs: ReaderOrigin, rhs: ReaderOrigin) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
    return (lhs.column ?? 0) < (rhs.column ?? 0)
  }
}

/// A value read from a file together with the place it was read from.
public struct ReaderValue<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value as the file states it.
  public var value: Value
  /// Where the file states it.
  public var origin: ReaderOrigin

  /// Creates a located value.
  public init(_ value: Value, at origin: ReaderOrigin) {
    self.value = value
    self.origin = origin
  }
}

/// Something a reader could not read, with where it happened; the reader keeps going past it.
public struct ReaderProblem: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// What kind of trouble this is.
  public enum Kind: String, Hashable, Sendable {
    /// The bytes are not in the file's format (truncated, garbage, wrong encoding).
    case malformed
    /// Nesting deeper than the reader's bound; the rest of the file is not read.
    case tooDeep
    /// A file the reader was pointed at (an include, a plist) could not be loaded.
    case missingFile
    /// An include cycle or include depth beyond the bound.
    case includeCycle
    /// A construct the reader does not interpret (stays unknown).
    case unsupported
    /// Two sources state different values and one wins; the loser is named in the message.
    case overridden
  }

  /// What kind of trouble this is.
  public var kind: Kind
  /// A sentence saying what went wrong.
  public var message: String
  /// Where it went wrong.
  public var origin: ReaderOrigin

  /// Creates a problem.
  public init(_ kind: Kind, _ message: String, at origin: ReaderOrigin) {
    self.kind = kind
    self.message = message
    self.origin = origin
  }

  /// `PATH:LINE:COLUMN: message`.
  public var description: String { "\(origin): \(message)" }

  /// Orders by origin, then message.
  public static func < (lhs: ReaderProblem, rhs: ReaderProblem) -> Bool {
    if lhs.origin != rhs.origin { return lhs.origin < rhs.origin }
    return lhs.message < rhs.message
  }
}
