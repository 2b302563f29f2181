extension DiagnosticID {
  /// The identifiers of problems with a rules file's bytes, found before it is parsed.
  public enum Input: String, CaseIterable, Sendable {
    /// `input.binary`.
    case binary
    /// `input.file-too-large`.
    case fileTooLarge = "file-too-large"
    /// `input.invalid-utf8`.
    case invalidUTF8 = "invalid-utf8"
    /// `input.nesting-too-deep`.
    case nestingTooDeep = "nesting-too-deep"
    /// `input.too-many-diagnostics`.
    case tooManyDiagnostics = "too-many-diagnostics"

    /// What the problem is, in one line.
    public var summary: String {
      switch self {
      case .binary: "The file holds a NUL byte: it is binary data, not a rules file."
      case .fileTooLarge: "The file is larger than stylerule reads (64 MiB)."
      case .invalidUTF8: "The file is not UTF-8 text."
      case .nestingTooDeep: "Blocks are nested deeper than stylerule reads."
      case .tooManyDiagnostics:
        "The file has more problems than are shown; this one counts the rest."
      }
    }
  }
}
