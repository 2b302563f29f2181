/// One lexical unit of a rules file.
struct Token: Sendable {
  /// The kinds of token the language has.
  enum Kind: UInt8, Sendable {
    /// A name such as `UINavigationController`, `lightContent` or `iphone-face-id`.
    case identifier
    /// A name written between backticks, such as `` `window` ``; its range excludes the backticks.
    case quotedIdentifier
    /// A number or version, such as `12`, `13.4` or `-1`.
    case number
    /// A double-quoted string, such as `"NO"`; its range includes the quotes.
    case string
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `(`
    case leftParenthesis
    /// `)`
    case rightParenthesis
    /// `[`
    case leftBracket
    /// `]`
    case rightBracket
    /// `:`
    case colon
    /// `=`
    case equals
    /// `,`
    case comma
    /// `;`
    case semicolon
    /// `.`
    case dot
    /// `<`, opening a generic argument list such as `UIHostingController<PlayerView>`.
    case leftAngle
    /// `>`, closing a generic argument list.
    case rightAngle
    /// `?` followed by `.`, as in `topViewController?.preferredStatusBarStyle` (optional
    /// chaining); a `?` followed by anything else is an unexpected character.
    case optionalChaining
    /// `??`, before the value a forwarded value falls back to.
    case coalescing
    /// `@`, before the origin of a statement, as in `@ "Sources/Home.swift:12:7"`.
    case at
    /// A character the language does not use.
    case unexpectedCharacter
    /// A backtick name with no closing backtick on its line.
    case unterminatedQuotedIdentifier
    /// A double-quoted string with no closing quote on its line; its range runs from the
    /// opening quote to the end of the line.
    case unterminatedString
    /// The end of the file.
    case endOfFile
  }

  /// What the token is.
  let kind: Kind
  /// The bytes the token covers (for quoted identifiers, the name between the backticks).
  let range: SourceRange
  /// Whether a line break (or the start of the file) comes before the token.
  let startsLine: Bool

  /// A short description for messages: the token's text, quoted, or what it is.
  func describe(in source: SourceFile) -> String {
    switch kind {
    case .endOfFile: return "end of file"
    case .quotedIdentifier: return "'`\(source.text(in: range.start..<range.end))`'"
    case .unterminatedQuotedIdentifier: return "'`'"
    case .unterminatedString: return "'\"'"
    default:
      let text = source.text(in: range.start..<range.end)
      let visible = text.unicodeScalars.map { DiagnosticFormatter.visible($0) }.joined()
      return "'\(visible)'"
    }
  }
}
