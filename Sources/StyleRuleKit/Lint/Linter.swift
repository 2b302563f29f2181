/// Runs every lint check over a checked app model.
public enum Linter {
  /// Every check, in the order of the catalogue.
  static let checks: [any LintCheck] = [
    DeadOverrideCheck(),
    OverridesIgnoredByPlistCheck(),
    ApplicationStyleIgnoredCheck(),
    ApplicationHiddenIgnoredCheck(),
    PresentationWithoutCaptureCheck(),
    ExtensionOverrideCheck(),
    VisibleDiffersFromTopCheck(),
    DarkContentBeforeIOS13Check(),
    DeprecatedStyleCheck(),
    DefaultInDarkModeCheck(),
    BarStyleIgnoredCheck(),
    ContainerDoesNotForwardCheck(),
    LaunchStyleMismatchCheck(),
    MissingAppearanceUpdateCheck(),
  ]

  /// The description of every check.
  public static var catalogue: [LintCheckDescription] {
    checks.map { type(of: $0).description }
  }

  /// The description of the check with an ID.
  public static func check(_ id: String) -> LintCheckDescription? {
    catalogue.first { $0.id == id }
  }

  /// The findings of every check, sorted by position, then check.
  public static func lint(
    _ model: AppModel, overrides: EnvironmentOverrides = EnvironmentOverrides()
  )
    -> [LintFinding]
  {
    let context = LintContext(model: model, overrides: overrides)
    let findings = checks.flatMap { $0.findings(in: context) }
    return findings.sorted {
      ($0.range.start, $0.check, $0.message) < ($1.range.start, $1.check, $1.message)
    }
  }
}
