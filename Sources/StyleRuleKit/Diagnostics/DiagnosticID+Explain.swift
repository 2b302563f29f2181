extension DiagnosticID {
  /// The identifiers of explanations that cannot be given.
  public enum Explain: String, CaseIterable, Sendable {
    /// `explain.invalid-top`.
    case invalidTop = "invalid-top"
    /// `explain.unknown-controller`.
    case unknownController = "unknown-controller"

    /// What the problem is, in one line.
    public var summary: String {
      switch self {
      case .invalidTop:
        "The wanted content top is not a finite number: from a library caller, as "
          + "'stylerule explain --top' reports cli.invalid-top first."
      case .unknownController: "The controller to explain is not in the file."
      }
    }
  }
}
