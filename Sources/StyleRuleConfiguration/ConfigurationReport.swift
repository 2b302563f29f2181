import StyleRuleKit

/// What `stylerule-config` answers for a configuration file, as JSON on its standard
/// output: the configuration, or the mistakes that stop it from being read.
///
/// The YAML reader lives in that separate executable because it needs Yams and Foundation,
/// which would slow every `stylerule` start-up; `stylerule` starts it only when a
/// configuration file is there and renders its diagnostics itself.
public struct ConfigurationReport: Codable, Sendable, Equatable {
  /// One diagnostic about the file, with its byte range.
  public struct Problem: Codable, Sendable, Equatable {
    /// The diagnostic's ID, such as `config.unknown-key`; a report naming an ID that
    /// ``DiagnosticID`` does not list does not decode.
    public var id: DiagnosticID
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The message.
    public var message: String
    /// The first byte of the range, if it has one.
    public var start: Int?
    /// The byte after the range.
    public var end: Int?

    /// The record of a diagnostic.
    public init(_ diagnostic: Diagnostic) {
      id = diagnostic.id
      severity = diagnostic.severity.rawValue
      message = diagnostic.message
      start = diagnostic.range?.start
      end = diagnostic.range?.end
    }

    /// The diagnostic again; an unknown severity is an error.
    public var diagnostic: Diagnostic {
      let range = start.map { SourceRange(start: $0, end: max($0, end ?? $0)) }
      return Diagnostic(
        id, Diagnostic.Severity(rawValue: severity) ?? .error, message,
        at: range)
    }
  }

  /// The configuration, when the file has no errors.
  public var configuration: Configuration?
  /// The diagnostics, in order; at least one is an error when ``configuration`` is `nil`.
  public var problems: [Problem]

  /// A report of a configuration read without errors.
  public init(configuration: Configuration) {
    self.configuration = configuration
    self.problems = []
  }

  /// A report of a configuration with mistakes.
  public init(problems: [Diagnostic]) {
    self.configuration = nil
    self.problems = problems.map(Problem.init)
  }
}
