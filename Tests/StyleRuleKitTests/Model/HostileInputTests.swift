import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Bytes that are not a well-formed rules file end in a located error or a result,
/// never a crash, a trap or a hang.
@Suite("Hostile input")
struct HostileInputTests {
  private func diagnostics(_ bytes: [UInt8], limits: InputLimits = .standard) -> [Diagnostic] {
    do {
      return try RulesFile.parse(SourceFile(path: "hostile.rules", bytes: bytes), limits: limits)
        .warnings
    } catch {
      return error.diagnostics
    }
  }

  @Test(
    "encoding problems are located",
    arguments: [
      (bytes: [0x77, 0x69, 0x6E, 0xFF] as [UInt8], id: "input.invalid-utf8", offset: 3),
      (bytes: [0x61, 0x00, 0x62], id: "input.binary", offset: 1),
      (bytes: [0xC3], id: "input.invalid-utf8", offset: 0),
      (bytes: [0xED, 0xA0, 0x80], id: "input.invalid-utf8", offset: 0),  // a UTF-16 surrogate
      (bytes: [0xF4, 0x90, 0x80, 0x80], id: "input.invalid-utf8", offset: 0),  // beyond U+10FFFF
    ])
  func encodingProblems(bytes: [UInt8], id: String, offset: Int) {
    let found = diagnostics(bytes)
    #expect(found.count == 1)
    #expect(found.first?.id.rawValue == id)
    #expect(found.first?.range?.start == offset)
  }

  @Test("random bytes never crash and always produce an error", arguments: 0..<200)
  func randomBytes(seed: Int) {
    var generator = SplitMix(seed: UInt64(seed))
    let count = Int(generator.next() % 400)
    let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let found = diagnostics(bytes)
    #expect(found.contains { $0.severity == .error })
  }

  @Test("random printable text never crashes", arguments: 0..<200)
  func randomText(seed: Int) {
    var generator = SplitMix(seed: UInt64(seed) &+ 1_000)
    let alphabet = Array(
      "window {}:=;.,`#/\n\t presents class extension plist UIViewController A B ")
    let count = Int(generator.next() % 300)
    let text = String(
      (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
    _ = diagnostics(Array(text.utf8))
  }

  @Test("a byte-order mark and CRLF line endings are accepted")
  func byteOrderMarkAndCRLF() throws {
    let text =
      "\u{FEFF}plist UIViewControllerBasedStatusBarAppearance = YES\r\nwindow {\r\n  A: UIViewController\r\n}\r\n"
    let loaded = try RulesFixtures.parse(text)
    #expect(loaded.model.controllers.count == 1)
    let bad = "\u{FEFF}window {\r\n  A: Nope\r\n}\r\n"
    let error = try #require(RulesFixtures.diagnostics(bad).first)
    let location = SourceFile(path: "x", text: bad).location(of: error.range?.start ?? 0)
    #expect((location.line, location.column) == (2, 6))
  }

  @Test("100,000 levels of nesting resolve without exhausting the stack")
  func deepNesting() throws {
    let depth = 100_000
    var text = "window {\n"
    for level in 0..<depth { text += "C\(level): UIViewController {\n" }
    text += String(repeating: "}\n", count: depth) + "}\n"
    let loaded = try RulesFixtures.parse(text)
    #expect(loaded.model.controllers.count == depth)
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(resolution.deciderName == "C0")
  }

  @Test("100,000 levels of forwarding containers resolve to the innermost")
  func deepForwarding() throws {
    let depth = 100_000
    var text =
      "class Forward: UIViewController { childForStatusBarStyle = children.first }\nwindow {\n"
    for level in 0..<depth { text += "C\(level): Forward {\n" }
    text += String(repeating: "}\n", count: depth) + "}\n"
    let resolution = StatusBarResolver(model: try RulesFixtures.parse(text).model).resolve()
    #expect(resolution.deciderName == "C\(depth - 1)")
  }

  @Test("100,000 siblings")
  func manySiblings() throws {
    var text = "window { Root: UIViewController {\n"
    for index in 0..<100_000 { text += "  C\(index): UIViewController\n" }
    text += "} }\n"
    let loaded = try RulesFixtures.parse(text)
    #expect(loaded.model[ControllerID(0)].children.count == 100_000)
  }

  @Test("an unclosed 100,000-level nesting gives one error")
  func unclosedDeepNesting() {
    let text = "window {\n" + (0..<100_000).map { "C\($0): UIViewController {\n" }.joined()
    let found = RulesFixtures.diagnostics(text)
    #expect(found.map(\.id) == [.syntax(.unclosedBlock)])
    #expect(found.first?.message.contains("and 100000 enclosing blocks") == true)
  }

  @Test("a long cycle is reported once, shortened")
  func longCycle() {
    let count = 10_000
    var text = "window { R: UIViewController }\n"
    for index in 0..<count {
      text += "A\(index) presents A\((index + 1) % count): UIViewController\n"
    }
    let found = RulesFixtures.diagnostics(text)
    #expect(found.map(\.id) == [.model(.presentationCycle)])
    #expect(found.first?.message.contains("more …") == true)
  }

  @Test("the nesting limit is enforced with a clear error")
  func nestingLimit() {
    let limits = InputLimits(maximumFileSize: 1 << 20, maximumNestingDepth: 10)
    let text = "window {\n" + String(repeating: "A: UIViewController {\n", count: 20)
    let found = diagnostics(Array(text.utf8), limits: limits)
    #expect(found.first?.id == .input(.nestingTooDeep))
    #expect(
      found.first?.message
        == "blocks are nested more than 10 levels deep; stylerule reads at most 10 levels")
  }

  @Test("the size limit is enforced with a clear error")
  func sizeLimit() {
    let limits = InputLimits(maximumFileSize: 100, maximumNestingDepth: 10)
    let found = diagnostics([UInt8](repeating: UInt8(ascii: " "), count: 101), limits: limits)
    #expect(found.map(\.id) == [.input(.fileTooLarge)])
  }

  @Test("extremely long names and lines")
  func longNames() throws {
    let name = String(repeating: "N", count: 100_000)
    let loaded = try RulesFixtures.parse("window { \(name): UIViewController }\n")
    #expect(loaded.model.controllers.first?.name == name)
    let found = RulesFixtures.diagnostics("window { A: \(name) }\n")
    #expect(found.map(\.id) == [.model(.unknownClass)])
  }

  @Test("tabs, no-break spaces and comments of both kinds are trivia")
  func trivia() throws {
    let text = "\t# comment\n// another\nwindow\u{00A0}{\tA: UIViewController // trailing\n}\n"
    #expect(try RulesFixtures.parse(text).model.controllers.count == 1)
  }
}
