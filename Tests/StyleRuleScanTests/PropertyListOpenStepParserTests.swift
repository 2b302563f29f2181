import StyleRuleKit
import Testing

@testable import StyleRuleScan

@Suite struct PropertyListOpenStepParserTests {
  @Test(arguments: [
    ("plain", "abc", "abc"),
    ("path", "Sources/App/Main.swift", "Sources/App/Main.swift"),
    ("quoted", "\"two words\"", "two words"),
    ("single quoted", "'it'", "it"),
    ("escapes", "\"a\\nb\\t\\\"c\\\\\"", "a\nb\t\"c\\"),
    ("octal", "\"\\101\"", "A"),
    ("unicode", "\"\\U00e9\"", "é"),
    ("variable", "\"$(inherited)\"", "$(inherited)"),
  ])
  func readsStrings(name: String, text: String, expected: String) {
    let document = OpenStepParser.parse(path: "p", bytes: Array("{ k = \(text); }".utf8))
    #expect(document.problems == [])
    #expect(document.root?["k"]?.string == expected)
  }

  @Test func readsNestedContainersCommentsAndDataWithPositions() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tlist = (
      \t\tone /* first */,
      \t\t"two",
      \t);
      \tdata = <0fBD 2a>;
      \tnested = { inner = { x = y; }; };
      }
      """
    let document = OpenStepParser.parse(path: "p.pbxproj", bytes: Array(text.utf8))
    #expect(document.problems == [])
    let root = try #require(document.root)
    #expect(root.origin == SourceOrigin(path: "p.pbxproj", line: 2, column: 1))
    #expect(root["list"]?.array?.compactMap(\.string) == ["one", "two"])
    #expect(
      root["list"]?.array?.last?.origin == SourceOrigin(path: "p.pbxproj", line: 5, column: 3))
    #expect(root["data"]?.value == .data([0x0F, 0xBD, 0x2A]))
    #expect(root["nested"]?["inner"]?["x"]?.string == "y")
    #expect(root.dictionary?.entry("nested")?.keyOrigin.line == 8)
    #expect(root.dictionary?.entries.map(\.key) == ["list", "data", "nested"])
  }

  @Test(arguments: [
    ("unterminated dictionary", "{ a = b;", 1),
    ("missing semicolon", "{ a = b }", 1),
    ("missing equals", "{\n a b; }", 2),
    ("unterminated string", "{ a = \"b; }", 1),
    ("bad data", "{ a = <zz>; }", 1),
    ("trailing text", "{ a = b; } c", 1),
    ("stray character", "{ a = ;", 1),
  ])
  func reportsTheFirstErrorWithItsLine(name: String, text: String, line: Int) {
    let document = OpenStepParser.parse(path: "p", bytes: Array(text.utf8))
    #expect(document.problems.count == 1)
    #expect(document.problems.first?.origin.line == line)
    #expect(document.problems.first?.kind == .malformed)
  }

  @Test func keepsWhatWasReadBeforeAnError() {
    let text = "{ kept = yes; list = ( a, b, ); broken = \"unterminated"
    let document = OpenStepParser.parse(path: "p", bytes: Array(text.utf8))
    #expect(document.problems.count == 1)
    #expect(document.root?["kept"]?.string == "yes")
    #expect(document.root?["list"]?.array?.count == 2)
  }

  @Test func survivesBinaryGarbage() {
    let bytes = (0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
    let document = OpenStepParser.parse(path: "p", bytes: bytes)
    #expect(document.problems.count == 1)
  }
}
