/// A position in a rules file.
///
/// `offset` is a UTF-8 byte offset; `line` and `column` are 1-based and the
/// column counts Unicode scalars.
public struct SourceLocation: Hashable, Comparable, Sendable {
  /// The UTF-8 byte offset from the start of the file.
  public let offset: Int
  /// The 1-based line.
  public let line: Int
  /// The 1-based column, in Unicode scalars.
  public let column: Int

  /// Creates a location.
  public init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// Orders locations by their offset.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.offset < rhs.offset
  }
}

/// A span of a rules file, as UTF-8 byte offsets.
///
/// Ranges are stored as offsets and turned into lines and columns by the
/// ``SourceFile`` they belong to, only when something is shown.
public struct SourceRange: Hashable, Comparable, Sendable {
  /// The first byte of the span.
  public let start: Int
  /// One past the last byte of the span.
  public let end: Int

  /// Creates a range; `end` is raised to `start` if it is smaller.
  public init(start: Int, end: Int) {
    self.start = start
    self.end = max(start, end)
  }

  /// A range covering both `self` and `other`.
  public func extended(to other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  /// Orders ranges by where they start, then where they end.
  public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
    (lhs.start, lhs.end) < (rhs.start, rhs.end)
  }
}

/// A value together with the place in the rules file that set it.
public struct Located<Value: Sendable>: Sendable {
  /// The value.
  public var value: Value
  /// Where the value was written, or `nil` for a default.
  public var range: SourceRange?

  /// Creates a located value.
  public init(_ value: Value, at range: SourceRange?) {
    self.value = value
    self.range = range
  }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
