import StyleRuleKit

/// Something the scan established that adds no statement.
///
/// A build setting with no effect, a value that overrides another, a
/// storyboard that was not used. Written as a comment and listed in the summary.
public struct ScanNote: Sendable, Hashable, Comparable {
  /// What was found, in words.
  public var what: String
  /// Where.
  public var origin: SourceOrigin?

  /// Creates a note.
  public init(what: String, origin: SourceOrigin?) {
    self.what = what
    self.origin = origin
  }

  /// Orders by origin (notes without one last), then text.
  public static func < (lhs: ScanNote, rhs: ScanNote) -> Bool {
    UndeterminedFact(what: lhs.what, origin: lhs.origin)
      < UndeterminedFact(what: rhs.what, origin: rhs.origin)
  }
}
