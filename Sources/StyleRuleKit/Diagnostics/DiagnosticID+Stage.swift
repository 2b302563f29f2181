extension DiagnosticID {
  /// The part of stylerule that reports a diagnostic: the first component of its identifier.
  public enum Stage: String, CaseIterable, Sendable {
    /// Reading a rules file's bytes, before parsing: `input.…`.
    case input
    /// Parsing a rules file: `syntax.…`.
    case syntax
    /// Building the app's model from the parsed statements: `model.…`.
    case model
    /// Reading lint suppression comments: `lint.…`.
    case lint
    /// Laying an app out: `layout.…`.
    case layout
    /// Explaining a decision or a content top: `explain.…`.
    case explain
    /// Reading the configuration file, `.stylerule.yml`: `config.…`.
    case config
    /// Checking command-line options against the rules file: `cli.…`.
    case cli

    /// What the stage does, in one line, for `Docs/diagnostics.md`.
    public var summary: String {
      switch self {
      case .input: "Reading a rules file's bytes, before it is parsed."
      case .syntax: "Parsing a rules file against the grammar."
      case .model: "Building the app's model from the parsed statements."
      case .lint: "Reading the `stylerule:disable` comments of `stylerule lint`."
      case .layout: "Laying an app out (`stylerule layout`, `stylerule explain --top`)."
      case .explain: "Explaining a decision or a content top (`stylerule explain`)."
      case .config: "Reading the configuration file, `.stylerule.yml`."
      case .cli: "Checking command-line options against the rules file."
      }
    }
  }
}
