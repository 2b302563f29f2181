extension DiagnosticID {
  /// The identifiers of command-line options that do not fit the rules file.
  public enum CommandLineOption: String, CaseIterable, Sendable {
    /// `cli.invalid-top`.
    case invalidTop = "invalid-top"
    /// `cli.unknown-scene`.
    case unknownScene = "unknown-scene"
    /// `cli.unknown-step`.
    case unknownStep = "unknown-step"

    /// What the problem is, in one line.
    public var summary: String {
      switch self {
      case .invalidTop: "'--top' is not a number of points."
      case .unknownScene: "'--scene' names no scene of the file."
      case .unknownStep: "'--at' names no step of the file's scenario."
      }
    }
  }
}
