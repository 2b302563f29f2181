import StyleRuleKit
import Testing

@Suite("Source files")
struct SourceFileTests {
  @Test(
    "lines and columns",
    arguments: [
      (text: "a\nbc\nd", offset: 3, line: 2, column: 2),
      (text: "a\r\nbc\r\nd", offset: 4, line: 2, column: 2),
      (text: "a\rb", offset: 2, line: 2, column: 1),
      (text: "é日本x", offset: 8, line: 1, column: 4),
      (text: "\u{FEFF}ab", offset: 4, line: 1, column: 2),
      (text: "", offset: 0, line: 1, column: 1),
      (text: "ab\n", offset: 3, line: 2, column: 1),
    ])
  func locations(text: String, offset: Int, line: Int, column: Int) {
    let source = SourceFile(path: "x.rules", text: text)
    let location = source.location(of: offset)
    #expect(location.line == line)
    #expect(location.column == column)
  }

  @Test("line text excludes line breaks and a byte-order mark")
  func lineText() {
    let source = SourceFile(path: "x.rules", text: "\u{FEFF}one\r\ntwo\n")
    #expect(source.text(ofLine: 1) == "one")
    #expect(source.text(ofLine: 2) == "two")
    #expect(source.lineCount == 3)
  }
}

@Suite("Suggestions")
struct SuggestionTests {
  static let styles = StatusBarStyle.allCases.map(\.rawValue)

  @Test(
    "close names are suggested, distant ones are not",
    arguments: [
      (word: "lightcontent", expected: "lightContent" as String?),
      (word: "lightContnet", expected: "lightContent"),
      (word: "dark", expected: nil),
      (word: "blak", expected: nil),
      (word: "defualt", expected: "default"),
      (word: "purple", expected: nil),
    ])
  func suggestions(word: String, expected: String?) {
    #expect(Suggestion.closest(to: word, in: Self.styles) == expected)
  }

  @Test("a long name is not matched to another long name by coincidence")
  func longNames() {
    #expect(Suggestion.closest(to: "PopupViewController", in: ["UIViewController"]) == nil)
    #expect(
      Suggestion.closest(to: "UIViewControler", in: ["UIViewController"]) == "UIViewController")
  }
}
