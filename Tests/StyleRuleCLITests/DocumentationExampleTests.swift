import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The examples in README.md and Docs/ are real: commands print what the documents show,
/// and rules snippets are valid.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  static let blocks = (try? MarkdownCodeBlock.all()) ?? []

  static var commandBlocks: [MarkdownCodeBlock] { blocks.filter { !$0.commands.isEmpty } }
  static var rulesBlocks: [MarkdownCodeBlock] { blocks.filter { $0.info == "rules" } }

  @Test("the documents were read")
  func documentsWereRead() {
    #expect(!Self.commandBlocks.isEmpty)
    #expect(!Self.rulesBlocks.isEmpty)
    #expect(Self.commandBlocks.contains { $0.file == "README.md" })
  }

  @Test("every $ stylerule example prints what the document shows", arguments: commandBlocks)
  func commandsPrintWhatIsShown(_ block: MarkdownCodeBlock) throws {
    guard !Golden.isRecording else { return }  // recordExamples rewrites the documents instead
    for (arguments, expected) in block.commands {
      let result = try BinaryRunner.run(arguments)
      let actual = result.standardError + result.standardOutput
      #expect(
        actual == expected,
        "\(block): 'stylerule \(arguments.joined(separator: " "))' prints something else:\n\(Golden.lineDiff(expected, actual))"
      )
    }
  }

  @Test(
    "with STYLERULE_RECORD=1, the documents' examples are rewritten with the real output",
    .enabled(if: Golden.isRecording))
  func recordExamples() throws {
    for file in Set(Self.commandBlocks.map(\.file)).sorted() {
      var lines = try PackagePaths.contents(of: file).components(separatedBy: "\n")
      // Later blocks first, so that earlier line numbers stay valid.
      for block in Self.commandBlocks.filter({ $0.file == file }).sorted(by: { $0.line > $1.line })
      {
        var body: [String] = []
        for line in block.lines where line.hasPrefix("$ ") {
          body.append(line)
          let arguments = Array(
            line.dropFirst(2).split(separator: " ").map(String.init).drop { $0 != "stylerule" }
              .dropFirst())
          let result = try BinaryRunner.run(arguments)
          let output = result.standardError + result.standardOutput
          body +=
            output.hasSuffix("\n") ? output.dropLast().components(separatedBy: "\n") : [output]
        }
        lines.replaceSubrange(block.line..<(block.line + block.lines.count), with: body)
      }
      try Data(lines.joined(separator: "\n").utf8).write(
        to: PackagePaths.url(file), options: .atomic)
    }
  }

  @Test("every rules snippet loads without a diagnostic", arguments: rulesBlocks)
  func rulesSnippetsAreValid(_ block: MarkdownCodeBlock) {
    let text = block.lines.joined(separator: "\n") + "\n"
    let diagnostics = RulesFixtures.diagnostics(text, path: block.description)
    #expect(diagnostics.isEmpty, "\(block): \(diagnostics.map(\.message))")
  }

  /// The README's library example, verbatim; the test below runs the same code.
  static let libraryExample = """
    import StyleRuleKit

    let loaded = try RulesFile.load(path: "Rules/cases/case-6-2.rules")
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    print(resolution.deciderName, resolution.style, resolution.content)
    // SVC lightContent light
    """

  @Test("the README's library example is this code, and it prints what it says")
  func libraryExample() throws {
    let swiftBlocks = Self.blocks.filter { $0.file == "README.md" && $0.info == "swift" }
    #expect(swiftBlocks.map { $0.lines.joined(separator: "\n") } == [Self.libraryExample])
    let path = PackagePaths.url("Rules/cases/case-6-2.rules").path
    let loaded = try RulesFile.load(path: path)
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(
      "\(resolution.deciderName) \(resolution.style) \(resolution.content)"
        == "SVC lightContent light")
  }
}
