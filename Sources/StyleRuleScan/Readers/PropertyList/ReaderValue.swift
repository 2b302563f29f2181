import StyleRuleKit

/// A value read from a file together with the place it was read from.
struct ReaderValue<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value as the file states it.
  var value: Value
  /// Where the file states it.
  var origin: SourceOrigin

  /// Creates a located value.
  init(_ value: Value, at origin: SourceOrigin) {
    self.value = value
    self.origin = origin
  }
}

/// Something a reader could not read, with where it happened; the reader keeps going past it.
struct ReaderProblem: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// What kind of trouble this is.
  enum Kind: String, Hashable, Sendable {
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
    /// A setting or key that is written but has no effect (Xcode does not generate the key,
    /// or does not generate the Info.plist at all).
    case noEffect
  }

  /// What kind of trouble this is.
  var kind: Kind
  /// A sentence saying what went wrong.
  var message: String
  /// Where it went wrong.
  var origin: SourceOrigin

  /// Creates a problem.
  init(_ kind: Kind, _ message: String, at origin: SourceOrigin) {
    self.kind = kind
    self.message = message
    self.origin = origin
  }

  /// `PATH:LINE:COLUMN: message`.
  var description: String { "\(origin): \(message)" }

  /// Orders by origin, then message.
  static func < (lhs: ReaderProblem, rhs: ReaderProblem) -> Bool {
    if lhs.origin != rhs.origin { return lhs.origin < rhs.origin }
    return lhs.message < rhs.message
  }
}
