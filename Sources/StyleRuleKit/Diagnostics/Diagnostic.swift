/// A problem found in a rules file: an error, a warning, or a note attached to one.
///
/// Diagnostics are values. The library collects them and hands them back; only
/// the command-line tool prints them.
public struct Diagnostic: Hashable, Sendable {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// Something that makes the file invalid.
    case error
    /// Something that is probably a mistake but does not stop resolution.
    case warning
    /// Extra information attached to another diagnostic.
    case note

    private var rank: Int {
      switch self {
      case .error: 2
      case .warning: 1
      case .note: 0
      }
    }

    /// Orders severities from note (lowest) to error (highest).
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// A secondary message pointing at another place, such as a first declaration.
  public struct Note: Hashable, Sendable {
    /// The note's text.
    public let message: String
    /// Where the note points, if anywhere.
    public let range: SourceRange?

    /// Creates a note.
    public init(_ message: String, at range: SourceRange?) {
      self.message = message
      self.range = range
    }
  }

  /// The stable identifier of the kind of problem, independent of its wording.
  public let id: DiagnosticID
  /// How serious the problem is.
  public let severity: Severity
  /// What is wrong, in lowercase without a trailing period; names are quoted with '…'.
  public let message: String
  /// Where the problem is, or `nil` when it concerns the whole file.
  public let range: SourceRange?
  /// Related places, such as where a duplicate name was first declared.
  public let notes: [Note]

  /// Creates a diagnostic.
  public init(
    _ id: DiagnosticID, _ severity: Severity, _ message: String, at range: SourceRange?,
    notes: [Note] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
  }

  /// Sorts diagnostics by position, then by identifier, so output is stable.
  public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      let left = lhs.element.range?.start ?? -1
      let right = rhs.element.range?.start ?? -1
      if left != right { return left < right }
      if lhs.element.id != rhs.element.id {
        return lhs.element.id.rawValue < rhs.element.id.rawValue
      }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}

/// The error thrown at the library's entry points when a rules file has errors.
///
/// It carries every diagnostic found, warnings included, so the caller can show
/// them all at once.
public struct DiagnosticsError: Error, Sendable {
  /// The file the diagnostics refer to.
  public let source: SourceFile
  /// Every diagnostic, in the order to show them; at least one is an error.
  public let diagnostics: [Diagnostic]

  /// Creates the error; `diagnostics` are kept in the order given.
  public init(source: SourceFile, diagnostics: [Diagnostic]) {
    self.source = source
    self.diagnostics = diagnostics
  }
}
