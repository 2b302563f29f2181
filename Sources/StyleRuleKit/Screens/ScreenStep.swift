/// One step of the way to a screen: the launch, an alternative the code chooses, a tab the
/// user selects, or a statement of the file's scenario.
public struct ScreenStep: Hashable, Sendable {
  /// What kind of step it is.
  public enum Kind: String, Hashable, Sendable {
    /// The app launches and shows its first screen.
    case launch
    /// The code chooses another alternative of a controller chosen at run time
    /// (`Root = SignIn`), where the launch screen took the first.
    case alternative
    /// The user selects a tab of a tab bar controller on screen.
    case tab
    /// A statement of the scenario is played (a push, a presentation, a change, …).
    case statement
  }

  /// What kind of step it is.
  public let kind: Kind
  /// The step in words: `launch`, `TabBar selects Settings`, or the statement as written.
  public let text: String
  /// Where the rules file states it: the scene or window for the launch, the tab's
  /// placement for a tab, the statement for a statement.
  public let location: SourceRange?
}
