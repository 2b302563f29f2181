import StyleRuleKit

/// Something the scan established that adds no statement.
///
/// A build setting with no effect, a value that overrides another, a
/// storyboard that was not used. Written as a comment and listed in the summary.
struct ScanNote: Sendable, Hashable, Comparable {
  /// What was found, in words.
  var what: String
  /// Where.
  var origin: SourceOrigin?

  /// Orders by origin (notes without one last), then text.
  static func < (lhs: ScanNote, rhs: ScanNote) -> Bool {
    UndeterminedFact(what: lhs.what, origin: lhs.origin)
      < UndeterminedFact(what: rhs.what, origin: rhs.origin)
  }
}
