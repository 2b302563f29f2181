import StyleRuleKit
import Testing

@Suite("Diagnostic formatting")
struct DiagnosticFormatterTests {
  private func render(_ text: String, _ range: SourceRange, notes: [Diagnostic.Note] = []) -> String
  {
    let source = SourceFile(path: "f.rules", text: text)
    let diagnostic = Diagnostic(
      .model(.unknownClass), .error, "something is wrong", at: range, notes: notes)
    return DiagnosticFormatter(source: source).format(diagnostic)
  }

  @Test("header ending with the ID, source line and caret under the range")
  func basic() {
    let text = "window {\n  A: UIViewControler\n}\n"
    let start = Array(text.utf8).firstIndex(of: UInt8(ascii: "U"))!
    #expect(
      render(text, SourceRange(start: start, end: start + 15)) == """
        f.rules:2:6: error: something is wrong [model.unknown-class]
         2 |   A: UIViewControler
           |      ^~~~~~~~~~~~~~~

        """)
  }

  @Test("tabs are kept so the caret lines up")
  func tabs() {
    let text = "\tA: X\n"
    #expect(
      render(text, SourceRange(start: 4, end: 5)) == """
        f.rules:1:5: error: something is wrong [model.unknown-class]
         1 | \tA: X
           | \t   ^

        """)
  }

  @Test("wide characters take two columns")
  func wideCharacters() {
    let text = "画面: X\n"
    let start = "画面: ".utf8.count
    #expect(
      render(text, SourceRange(start: start, end: start + 1)) == """
        f.rules:1:5: error: something is wrong [model.unknown-class]
         1 | 画面: X
           |       ^

        """)
  }

  @Test("control characters are shown as symbols")
  func controlCharacters() {
    let text = "A\u{1B}[31m\n"
    #expect(
      render(text, SourceRange(start: 1, end: 2)) == """
        f.rules:1:2: error: something is wrong [model.unknown-class]
         1 | A\u{241B}[31m
           |  ^

        """)
  }

  @Test("long lines are cut around the caret")
  func longLines() {
    let text = String(repeating: "x", count: 300) + "BAD" + String(repeating: "y", count: 300)
    let output = render(text, SourceRange(start: 300, end: 303))
    let lines = output.split(separator: "\n")
    #expect(lines[0] == "f.rules:1:301: error: something is wrong [model.unknown-class]")
    #expect(lines[1].hasPrefix(" 1 | …"))
    #expect(lines[1].hasSuffix("…"))
    #expect(lines[1].contains("BAD"))
    // The caret sits under B.
    let sourceLine = Array(lines[1])
    let caretLine = Array(lines[2])
    let caret = try! #require(caretLine.firstIndex(of: "^"))
    #expect(sourceLine[caret] == "B")
  }

  @Test("notes get their own header, without an ID, and excerpt, and gutters fit the line number")
  func notes() {
    let text = String(repeating: "\n", count: 11) + "B: X\n" + "B: Y\n"
    let first = 11
    let second = 16
    let output = render(
      text, SourceRange(start: second, end: second + 1),
      notes: [Diagnostic.Note("first declared here", at: SourceRange(start: first, end: first + 1))]
    )
    #expect(
      output == """
        f.rules:13:1: error: something is wrong [model.unknown-class]
         13 | B: Y
            | ^
        f.rules:12:1: note: first declared here
         12 | B: X
            | ^

        """)
  }

  @Test("whole-file problems have no excerpt")
  func wholeFile() {
    let source = SourceFile(path: "f.rules", text: "x")
    let diagnostic = Diagnostic(.model(.noWindow), .warning, "no window", at: nil)
    #expect(
      DiagnosticFormatter(source: source).format(diagnostic)
        == "f.rules: warning: no window [model.no-window]\n")
  }

  @Test("colour goes through the decorator only")
  func colour() {
    let source = SourceFile(path: "f.rules", text: "x\n")
    let diagnostic = Diagnostic(
      .model(.invalidValue), .error, "bad", at: SourceRange(start: 0, end: 1))
    let plain = DiagnosticFormatter(source: source, style: .plain).format(diagnostic)
    let coloured = DiagnosticFormatter(source: source, style: .ansi).format(diagnostic)
    #expect(!plain.contains("\u{1B}"))
    #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    let stripped = coloured.replacing(/\x{1B}\[[0-9;]*m/, with: "")
    #expect(stripped == plain)
  }
}
