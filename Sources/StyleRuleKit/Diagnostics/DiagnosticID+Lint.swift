extension DiagnosticID {
  /// The identifiers of problems with a lint suppression comment.
  public enum Lint: String, CaseIterable, Sendable {
    /// `lint.suppression`.
    case suppression

    /// What the problem is, in one line.
    public var summary: String {
      switch self {
      case .suppression:
        "A 'stylerule:disable' comment names an unknown command or check, or no check."
      }
    }
  }
}
