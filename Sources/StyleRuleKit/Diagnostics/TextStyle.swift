/// Decorates text for a terminal: plain, or with ANSI colours.
///
/// Layout code asks for roles (an error label, a location, emphasis); the
/// decorator decides how they look, so colour never changes the layout.
public struct TextStyle: Sendable {
  /// The visual roles that output can ask for.
  public enum Role: Sendable {
    /// The word "error".
    case error
    /// The word "warning".
    case warning
    /// The word "note".
    case note
    /// A file location or a gutter.
    case location
    /// Text that should stand out, such as a decision.
    case emphasis
    /// Secondary text, such as confidence and rule IDs.
    case secondary
    /// The caret line under a source excerpt.
    case caret
    /// Something that went right, such as a correct answer.
    case success
  }

  /// Whether ANSI escape sequences are emitted.
  public let usesColor: Bool

  /// Plain text, no escape sequences.
  public static let plain = TextStyle(usesColor: false)
  /// ANSI colours and bold.
  public static let ansi = TextStyle(usesColor: true)

  /// Creates a decorator.
  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// Wraps `text` in the escape sequences for `role`, or returns it unchanged.
  public func apply(_ role: Role, _ text: String) -> String {
    guard usesColor, !text.isEmpty else { return text }
    let code: String
    switch role {
    case .error: code = "1;31"
    case .warning: code = "1;33"
    case .note: code = "1;36"
    case .location: code = "1"
    case .emphasis: code = "1"
    case .secondary: code = "2"
    case .caret, .success: code = "1;32"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
