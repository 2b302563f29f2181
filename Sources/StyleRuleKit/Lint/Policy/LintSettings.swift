/// Which lint checks run and how serious their findings are, as a configuration file sets
/// them: checks turned off, only some turned on, and severities changed.
///
/// The settings apply after the checks ran, so a finding's wording and location never
/// depend on them; only whether it is reported, and as what.
public struct LintSettings: Sendable, Equatable {
  /// Checks whose findings are dropped.
  public var disabled: Set<String>
  /// When set, the only checks whose findings are kept.
  public var only: Set<String>?
  /// The severity each listed check's findings are reported with, instead of its own.
  public var severities: [String: Diagnostic.Severity]

  /// Every check, with its own severity.
  public static let standard = LintSettings()

  /// Creates settings; the defaults keep every check at its own severity.
  public init(
    disabled: Set<String> = [], only: Set<String>? = nil,
    severities: [String: Diagnostic.Severity] = [:]
  ) {
    self.disabled = disabled
    self.only = only
    self.severities = severities
  }

  /// Whether the findings of a check are reported.
  public func isEnabled(_ check: String) -> Bool {
    !disabled.contains(check) && (only?.contains(check) ?? true)
  }

  /// The findings of enabled checks, each with the severity the settings give its check.
  public func apply(to findings: [LintFinding]) -> [LintFinding] {
    findings.compactMap { finding in
      guard isEnabled(finding.check) else { return nil }
      guard let severity = severities[finding.check], severity != finding.severity else {
        return finding
      }
      return finding.with(severity: severity)
    }
  }
}

extension LintFinding {
  /// The same finding reported with another severity.
  func with(severity: Diagnostic.Severity) -> LintFinding {
    LintFinding(
      check: check, severity: severity, message: message, range: range, notes: notes, fix: fix,
      rules: rules)
  }
}
