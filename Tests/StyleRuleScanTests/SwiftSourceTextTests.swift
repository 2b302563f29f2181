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
