import SwiftParser
import SwiftSyntax

/// Parses one Swift source file into a syntax tree with SwiftParser.
public struct SwiftSourceParser: Sendable {
  /// Creates a parser.
  public init() {}

  /// The syntax tree of `text`; SwiftParser recovers from errors, so a tree always comes back.
  public func parse(_ text: String) -> SourceFileSyntax {
    Parser.parse(source: text)
  }
}
