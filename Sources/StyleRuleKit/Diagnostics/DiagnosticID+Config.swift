extension DiagnosticID {
  /// The identifiers of problems with the configuration file, `.stylerule.yml`.
  public enum Config: String, CaseIterable, Sendable {
    /// `config.encoding`.
    case encoding
    /// `config.invalid-value`.
    case invalidValue = "invalid-value"
    /// `config.syntax`.
    case syntax
    /// `config.too-large`.
    case tooLarge = "too-large"
    /// `config.unknown-key`.
    case unknownKey = "unknown-key"
    /// `config.unreadable`.
    case unreadable

    /// What the problem is, in one line.
    public var summary: String {
      switch self {
      case .encoding: "The configuration file is not UTF-8 text."
      case .invalidValue: "A setting's value is not one it takes."
      case .syntax: "The configuration file is not YAML."
      case .tooLarge: "The configuration file is larger than 1 MB."
      case .unknownKey: "A key that the configuration does not have."
      case .unreadable: "The configuration file, or its reader 'stylerule-config', cannot be read."
      }
    }
  }
}
