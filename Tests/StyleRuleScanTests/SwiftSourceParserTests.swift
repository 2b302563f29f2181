import SwiftSyntax
import Testing

@testable import StyleRuleScan

@Suite struct SwiftSourceParserTests {
  @Test func parsesAClassDeclaration() {
    let tree = SwiftSourceParser().parse("class Home: UIViewController {}\n")
    #expect(tree.statements.count == 1)
    #expect(tree.description == "class Home: UIViewController {}\n")
  }
}
