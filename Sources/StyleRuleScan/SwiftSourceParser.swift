import SwiftParser
import SwiftSyntax

/// Parses one Swift source file into a syntax tree with SwiftParser.
struct SwiftSourceParser: Sendable {
  /// The syntax tree of `text`; SwiftParser recovers from errors, so a tree always comes back.
  func parse(_ text: String) -> SourceFileSyntax {
    Parser.parse(source: text)
  }
}
