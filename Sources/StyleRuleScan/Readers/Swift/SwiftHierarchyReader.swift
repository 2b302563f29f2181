import SwiftSyntax

/// Reads what one Swift file states about the view controller hierarchy.
///
/// Windows and their roots, `present`, `pushViewController`, `addChild`, `setViewControllers`,
/// the presentation settings of the controllers they place, `adaptivePresentationStyle`, and
/// SwiftUI's `App`, `WindowGroup`, `.statusBarHidden`, `.preferredColorScheme`, `.sheet` and
/// `.fullScreenCover`. The walk is a `SyntaxVisitor` (the parser bounds the tree's depth) and
/// every expression is followed with a work list, never by recursion of its own.
struct SwiftHierarchyReader: Sendable {
  /// The hierarchy facts `tree` states; `path` is recorded in every origin.
  ///
  /// A tree SwiftParser recovered from syntax errors still gives what it could read, with
  /// ``SwiftHierarchyFacts/hasSyntaxErrors`` set.
  func read(_ tree: SourceFileSyntax, path: String) -> SwiftHierarchyFacts {
    read(tree, source: SwiftSourceText(tree.description), path: path)
  }

  /// The hierarchy facts `tree` states, read with the bytes it was parsed from; `path` is
  /// recorded in every origin.
  ///
  /// The same facts as ``read(_:path:)``, without rendering the tree again to find its lines;
  /// `vocabulary` names the module's helpers whose calls are read.
  func read(
    _ tree: SourceFileSyntax, source: SwiftSourceText, path: String,
    vocabulary: SwiftHierarchyHintVocabulary = .standard
  ) -> SwiftHierarchyFacts {
    let visitor = SwiftHierarchyVisitor(
      tree: tree, source: source, path: path, vocabulary: vocabulary)
    visitor.walk(tree)
    var facts = visitor.finish()
    // Views, their containers and representables are SwiftUI's: a file that does not import
    // SwiftUI cannot declare one, so its tree is not walked a second time.
    if Self.importsSwiftUI(tree) {
      Self.readViews(tree, source: source, path: path, into: &facts)
    }
    return facts
  }

  /// Whether a file imports SwiftUI at its top level, or in a `#if` there
  /// (`#if canImport(SwiftUI)`).
  ///
  /// A module that re-exports SwiftUI to its other files (`@_exported import SwiftUI` in one
  /// of them) is not seen: those files' views are not read.
  static func importsSwiftUI(_ tree: SourceFileSyntax) -> Bool {
    var pending: [CodeBlockItemSyntax] = Array(tree.statements)
    var steps = 0
    while let statement = pending.popLast(), steps < 10_000 {
      steps += 1
      if let declaration = statement.item.as(ImportDeclSyntax.self) {
        if declaration.path.first?.name.text == "SwiftUI" { return true }
        continue
      }
      guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else { continue }
      for clause in conditional.clauses where !SwiftCompilationConditions.isInactiveOnIOS(clause) {
        if case .statements(let items)? = clause.elements { pending += items }
      }
    }
    return false
  }

  /// Adds the SwiftUI view members, the modifiers behind a step and the representables of
  /// `tree` to `facts` (``SwiftUIViewGraphVisitor``).
  static func readViews(
    _ tree: SourceFileSyntax, source: SwiftSourceText, path: String,
    into facts: inout SwiftHierarchyFacts
  ) {
    let views = SwiftUIViewGraphVisitor(source: source, path: path)
    views.walk(tree)
    facts.swiftUIViewMembers = views.members
    facts.swiftUIOffScreenModifiers = views.offScreenModifiers
    facts.representables = views.representables
  }
}
