import Foundation
import StyleRuleTestSupport
import SwiftParser
import SwiftSyntax
import Testing

@testable import StyleRuleScan

/// The scan reads origins and texts from a file's bytes instead of asking SwiftSyntax; these
/// tests hold it to SwiftSyntax's answers on every node of files written to be awkward.
@Suite struct SwiftSourceTextTests {
  /// Files with every kind of line break, non-ASCII text, comments inside types, long and
  /// multi-line expressions, and syntax errors.
  static let sources: [String] = [
    "class A: UIViewController {\n  var style = UIStatusBarStyle.lightContent\n}\n",
    "class A: UIViewController {\r\n  override var prefersStatusBarHidden: Bool {\r\n    true\r\n  }\r\n}\r\n",
    "class A: UIViewController {\r  var s = 1\r\r  func f() { s = 2 }\r}",
    "let a = 1\n\r\n\r\rlet b = \"x\r\ny\"\n let c = \"\"\"\r\n  two\r\n  lines\r\n  \"\"\"\n",
    "class B: UIKit.UIViewController /* a <comment> */, P {\n  func f() { t = \"ÅÅ 🇫🇷🇫🇷 👨‍👩‍👧 e\u{301}\"   /* x */ }\n}\n",
    "class C: UIHostingController< Foo <Bar> > { func g() { x = computeIt( 1,\n   2 ) ; y = a\t+\tb } }\n",
    "class `E`: Dictionary<String, [Int]>.Index, Outer . Inner<T>, Ünïcode<Ä> {}\n",
    "func f() {\n  u = "
      + (1...40).map { "value\($0)" }.joined(separator: " + ")
      + "\n  v = { () -> Int in\n    // a comment\n    return 1\n  }()\n}\n",
    "func f() { w = \"\u{0600}a \u{0600} b\u{0600}\t\tc\" + d }\n",
    "class D: { var = ; func ( { x = } \n extension : {",
    "\u{FEFF}let x = 1\n",
    "",
    "\n\n\r\n",
  ]

  /// The shortened text as the scan first wrote it, from SwiftSyntax's rendering.
  static func referenceShortText(_ syntax: some SyntaxProtocol) -> String {
    var text = ""
    var lastWasSpace = false
    for character in syntax.trimmedDescription {
      if character.isNewline || character == "\t" || character == " " {
        if !lastWasSpace { text.append(" ") }
        lastWasSpace = true
      } else {
        text.append(character)
        lastWasSpace = false
      }
      if text.count > 80 { return String(text.prefix(77)) + "..." }
    }
    return text
  }

  /// A type's name without generic arguments as the scan first read it.
  static func referenceTypeName(_ type: TypeSyntax) -> String {
    var name = ""
    var depth = 0
    for character in type.trimmedDescription {
      switch character {
      case "<": depth += 1
      case ">": depth = max(0, depth - 1)
      default: if depth == 0, !character.isWhitespace { name.append(character) }
      }
    }
    for prefix in ["UIKit.", "SwiftUI."] where name.hasPrefix(prefix) {
      name.removeFirst(prefix.count)
    }
    return name
  }

  /// Every node of a tree, in source order.
  static func nodes(of tree: SourceFileSyntax) -> [Syntax] {
    var result: [Syntax] = []
    var pending: [Syntax] = [Syntax(tree)]
    while let node = pending.popLast() {
      result.append(node)
      pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
    }
    return result
  }

  @Test(arguments: sources.indices)
  func linesAndColumnsAreSourceLocationConverters(index: Int) {
    let text = Self.sources[index]
    let tree = Parser.parse(source: text)
    let source = SwiftSourceText(text)
    let converter = SourceLocationConverter(fileName: "f.swift", tree: tree)
    for node in Self.nodes(of: tree) {
      for position in [node.position, node.positionAfterSkippingLeadingTrivia, node.endPosition] {
        let expected = converter.location(for: position)
        let actual = source.lineAndColumn(of: position)
        #expect(actual.line == expected.line && actual.column == expected.column)
      }
    }
  }

  @Test(arguments: sources.indices)
  func shortTextsAreTheRenderedTexts(index: Int) {
    let text = Self.sources[index]
    let tree = Parser.parse(source: text)
    let source = SwiftSourceText(text)
    for node in Self.nodes(of: tree) {
      #expect(SwiftShortText.of(node, in: source) == Self.referenceShortText(node))
      if let sequence = node.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        for start in elements.indices {
          let tail = Array(elements[start...])
          #expect(
            SwiftShortText.of(tail, in: source)
              == Self.referenceShortText(SequenceExprSyntax(elements: ExprListSyntax(tail))))
        }
      }
      if let type = node.as(TypeSyntax.self) {
        #expect(
          SwiftTypeNames.withoutGenericArguments(type, in: source) == Self.referenceTypeName(type))
      }
    }
  }

  @Test func theFixturesReadTheSameFromBytes() throws {
    let files = SwiftDeclarationHintsTests.fixtureFiles
    #expect(files.count > 20)
    for path in files {
      let text = try SwiftDeclarationHintsTests.text(of: path)
      let tree = Parser.parse(source: text)
      let source = SwiftSourceText(text)
      let converter = SourceLocationConverter(fileName: path, tree: tree)
      for node in Self.nodes(of: tree) {
        let expected = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let actual = source.lineAndColumn(of: node.positionAfterSkippingLeadingTrivia)
        #expect(actual.line == expected.line && actual.column == expected.column)
        if node.is(ExprSyntax.self) {
          #expect(SwiftShortText.of(node, in: source) == Self.referenceShortText(node))
        }
      }
    }
  }

  @Test func aLongExpressionIsCut() {
    let text = "x = " + (1...50).map { "a\($0)" }.joined(separator: " + ")
    let tree = Parser.parse(source: text)
    let source = SwiftSourceText(text)
    let value = tree.statements.first.map { SwiftShortText.of($0, in: source) } ?? ""
    #expect(value.count == 80)
    #expect(value.hasSuffix("..."))
    #expect(value.hasPrefix("x = a1 + a2 + "))
  }
}

/// The declaration visitor skips subtrees whose text has no hint of anything it records; these
/// tests check that skipping changes nothing.
@Suite struct SwiftDeclarationHintsTests {
  /// Files where what is recorded hides in nested code, operators and odd spacing.
  static let sources: [String] =
    SwiftSourceTextTests.sources + [
      """
      struct S { var v = 1; func f() { let c = Cls(); c.style = .lightContent } }
      enum E { case a = 1; static func g() { UIApplication.shared.setStatusBarHidden(true, with: .none) } }
      func top() { if a == b, c <= d, e >= f { x += 1; y -= 2 } ; z=3 }
      func gen() { let a: Array<Int>= []; b!= 1; c?.d = 2; e /* c */= 4 }
      final class V: UIViewController {
        var s: UIStatusBarStyle = .default { didSet { setNeedsStatusBarAppearanceUpdate() } }
        override var preferredStatusBarStyle: UIStatusBarStyle { s }
        func f() { DispatchQueue.main.async { self.s = .lightContent; func inner() { class L: UIViewController {} } } }
        init() { super.init(nibName: nil, bundle: nil); modalPresentationStyle = .fullScreen }
      }
      protocol P { var x: Int { get } }
      extension V { override func viewDidLoad() { super.viewDidLoad(); navigationController?.setNeedsStatusBarAppearanceUpdate() } }
      """,
      "func f() { struct Local { func g() { class Inner: UIViewController { var s = 1 } } } }\n",
      "let x = { () in y = 1 }()\nvar z: Int { get { a = 2; return 1 } }\n",
    ]

  /// A fixture file's text, its bytes decoded as UTF-8 with replacements (some are not text).
  static func text(of path: String) throws -> String {
    String(decoding: try Data(contentsOf: PackagePaths.url(path)), as: UTF8.self)
  }

  /// The Swift files of the fixture apps.
  static let fixtureFiles = PackagePaths.files(under: "Tests/Fixtures", withExtension: "swift")

  @Test(arguments: sources.indices)
  func skippingChangesNothing(index: Int) {
    expectSkippingChangesNothing(Self.sources[index])
  }

  @Test func skippingChangesNothingInTheFixtures() throws {
    #expect(Self.fixtureFiles.count > 20)
    for path in Self.fixtureFiles {
      expectSkippingChangesNothing(try Self.text(of: path))
    }
  }

  /// Expects the same declarations from `text` with and without skipping.
  func expectSkippingChangesNothing(_ text: String) {
    let tree = Parser.parse(source: text)
    let source = SwiftSourceText(text)
    let skipping = SwiftDeclarationVisitor(path: "f.swift", source: source)
    skipping.walk(tree)
    let walking = SwiftDeclarationVisitor(
      path: "f.swift", source: source, skipsWithoutHints: false)
    walking.walk(tree)
    #expect(skipping.declarations == walking.declarations)
  }

  @Test func theTableRecordsSomethingInsideCode() {
    let text = Self.sources[SwiftSourceTextTests.sources.count]
    let declarations = SwiftFileReader.declarations(in: text, path: "f.swift").declarations
    // `c.style`, `z`, `c?.d`, `e`, `self.s`, `modalPresentationStyle`; not `+=`, `!=` nor `let a`.
    #expect(declarations?.assignments.count == 6)
    #expect(declarations?.appearanceUpdates.count == 2)
    #expect(declarations?.applicationSettings.count == 1)
    #expect(declarations?.types.map(\.name).contains("V.L") == true)
  }
}
