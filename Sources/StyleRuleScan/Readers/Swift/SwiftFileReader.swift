import StyleRuleKit
import SwiftParser
import SwiftSyntax

/// Reads one Swift file's text: its syntax tree, and what it declares.
///
/// Each call is independent, so files are read on every core at once.
enum SwiftFileReader {
  /// What one file gives: its declarations (when it could be parsed) and its problem, if any.
  struct Output: Sendable {
    /// The declarations, nil when the file could not be read as text.
    var declarations: SwiftFileDeclarations?
    /// Why the file could not be read, or the first syntax error in it.
    var problem: ScanProblem?
  }

  /// Parses Swift text already in memory, as the file at `path` (relative to the root);
  /// `vocabulary` names the module's helpers whose calls are read.
  static func declarations(
    in text: String, path: String, vocabulary: SwiftHierarchyHintVocabulary = .standard
  ) -> Output {
    let tree = Parser.parse(source: text)
    let source = SwiftSourceText(text)
    let visitor = SwiftDeclarationVisitor(path: path, source: source)
    visitor.walk(tree)
    var declarations = visitor.declarations
    declarations.mentionedTypeNames = TypeNameMentions.names(in: text)
    declarations.hierarchy = SwiftHierarchyReader().read(
      tree, source: source, path: path, vocabulary: vocabulary)
    var problem: ScanProblem?
    if tree.hasError {
      let finder = FirstErrorFinder(viewMode: .all)
      finder.walk(tree)
      let origin = finder.position.map { position in
        let location = source.lineAndColumn(of: position)
        return SourceOrigin(path: path, line: location.line, column: location.column)
      }
      problem = ScanProblem(
        path: path, kind: .syntaxErrors,
        reason: "the file has syntax errors; the declarations that parsed were read",
        origin: origin)
    }
    return Output(declarations: declarations, problem: problem)
  }
}

/// Finds the position of the first missing or unexpected piece of syntax in a tree.
private final class FirstErrorFinder: SyntaxAnyVisitor {
  /// The position of the first error, once found.
  var position: AbsolutePosition?

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if position != nil || !node.hasError { return .skipChildren }
    if node.is(UnexpectedNodesSyntax.self) {
      position = node.positionAfterSkippingLeadingTrivia
      return .skipChildren
    }
    if let token = node.as(TokenSyntax.self), token.presence == .missing {
      position = token.positionAfterSkippingLeadingTrivia
      return .skipChildren
    }
    return .visitChildren
  }
}
