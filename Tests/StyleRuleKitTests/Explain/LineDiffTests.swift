import StyleRuleKit
import StyleRuleTestSupport
import Testing

@Suite("Line diff")
struct LineDiffTests {
  @Test("an insertion with context")
  func insertion() {
    let old = "a\nb\nc\nd\ne\nf\n"
    let new = "a\nb\nc\nX\nd\ne\nf\n"
    #expect(
      LineDiff.unified(from: old, to: new) == """
        @@ -2,4 +2,5 @@
         b
         c
        +X
         d
         e

        """)
  }

  @Test("separate changes make separate hunks")
  func separateHunks() {
    let old = (1...20).map(String.init).joined(separator: "\n")
    var lines = (1...20).map(String.init)
    lines[1] = "two"
    lines[17] = "eighteen"
    let diff = LineDiff.unified(from: old, to: lines.joined(separator: "\n"))
    #expect(diff.components(separatedBy: "@@ -").count == 3)
    #expect(diff.contains("-2\n+two"))
    #expect(diff.contains("-18\n+eighteen"))
  }

  @Test("equal texts have no diff")
  func equal() {
    #expect(LineDiff.unified(from: "a\nb\n", to: "a\nb\n").isEmpty)
  }

  @Test("applying the hunks to the old text gives the new text", arguments: 0..<100)
  func reconstructs(seed: Int) {
    var generator = SplitMix(seed: UInt64(seed) &* 7 &+ 3)
    let old = (0..<Int(generator.next() % 30)).map { _ in String(generator.next() % 5) }
    var new = old
    for _ in 0..<Int(generator.next() % 6) {
      let choice = generator.next() % 3
      let position = new.isEmpty ? 0 : Int(generator.next() % UInt64(new.count))
      switch choice {
      case 0: new.insert("n\(generator.next() % 5)", at: min(position, new.count))
      case 1: if !new.isEmpty { new.remove(at: position) }
      default: if !new.isEmpty { new[position] = "m\(generator.next() % 5)" }
      }
    }
    let oldText = old.joined(separator: "\n")
    let newText = new.joined(separator: "\n")
    let diff = LineDiff.unified(from: oldText, to: newText, context: 0)
    let oldLines = oldText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      UnifiedDiff.apply(diff, to: oldLines).joined(separator: "\n") == newText,
      "\(old) → \(new):\n\(diff)")
  }
}

@Suite("Line diff, line endings and size")
struct LineDiffLineEndingTests {
  @Test("CRLF lines are lines: an insertion is one added line")
  func crlf() {
    let old = "a\r\nb\r\nc\r\n"
    let new = "a\r\nX\nb\r\nc\r\n"
    #expect(
      LineDiff.unified(from: old, to: new) == """
        @@ -1,3 +1,4 @@
         a
        +X
         b
         c

        """)
  }

  @Test("one change in 50,000 lines is one small hunk")
  func largeFile() {
    let lines = (0..<50_000).map { "# comment \($0)" }
    var changed = lines
    changed.insert("window { A: UIViewController }", at: 25_000)
    let diff = LineDiff.unified(
      from: lines.joined(separator: "\n"), to: changed.joined(separator: "\n"))
    #expect(diff.hasPrefix("@@ -24999,4 +24999,5 @@\n"))
    #expect(diff.split(separator: "\n").count == 6)
  }
}

@Suite("Swift names in fixes")
struct SwiftVariableNameTests {
  @Test(
    "controller names become valid Swift identifiers in the code of a fix",
    arguments: [("Nav", "nav."), ("class", "`class`."), ("1st", "controller1st.")])
  func names(name: String, variable: String) throws {
    let loaded = try RulesFixtures.parse(
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { `\(name)`: UINavigationController { Screen: Light } }
      """)
    let explanation = try Explainer(model: loaded.model).explain("Screen")
    let code = explanation.fixes.flatMap(\.steps).map(\.swiftCode).joined(separator: "\n")
    #expect(code.contains(variable + "setNavigationBarHidden(true, animated: false)"), "\(code)")
  }
}
