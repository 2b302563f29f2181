import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Every diagnostic ID is in the catalogue, printed, documented, and produced by an input.
@Suite("Diagnostic catalogue")
struct DiagnosticCatalogueTests {
  @Test("every ID of the catalogue has one example, and every example an ID of the catalogue")
  func everyIDHasAnExample() {
    let examples = DiagnosticExamples.all.map(\.id)
    #expect(examples.count == Set(examples).count, "an ID has two examples")
    let missing = DiagnosticID.allCases.filter { !examples.contains($0) }.map(\.rawValue)
    #expect(missing.isEmpty, "IDs without an example: \(missing)")
    #expect(examples == DiagnosticID.allCases, "the examples are not in the catalogue's order")
  }

  @Test("each ID is written once, as stage.name in lowercase, and reads back as itself")
  func identifiersAreDistinct() {
    let texts = DiagnosticID.allCases.map(\.rawValue)
    #expect(Set(texts).count == texts.count)
    for id in DiagnosticID.allCases {
      #expect(id.rawValue.wholeMatch(of: /[a-z]+\.[a-z0-9]+(-[a-z0-9]+)*/) != nil, "\(id)")
      #expect(id.rawValue.hasPrefix(id.stage.rawValue + "."))
      #expect(DiagnosticID(rawValue: id.rawValue) == id)
      #expect(!id.summary.isEmpty && id.summary.hasSuffix("."), "\(id)")
    }
    #expect(DiagnosticID(rawValue: "model.invalid-valu") == nil)
  }

  @Test("an ID is encoded as its text, and text that names no ID does not decode")
  func coding() throws {
    let encoded = try JSONEncoder().encode([DiagnosticID.config(.unknownKey)])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["config.unknown-key"]"#)
    #expect(try JSONDecoder().decode([DiagnosticID].self, from: encoded) == [.config(.unknownKey)])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([DiagnosticID].self, from: Data(#"["config.unknown"]"#.utf8))
    }
  }

  @Test(
    "each example prints its ID at the end of a header, at the severity the catalogue gives it",
    arguments: DiagnosticExamples.all)
  func examplePrintsItsID(_ example: DiagnosticExample) throws {
    let output = try example.run()
    let blocks = DiagnosticExample.blocks(of: output)
    let block = blocks.first { $0.id == example.id.rawValue }
    #expect(
      block != nil, "\(example.id) is not printed; the output is:\n\(output.prefix(2_000))")
    #expect(block?.severity == example.id.severity.rawValue, "\(output.prefix(2_000))")
    for other in blocks {
      #expect(DiagnosticID(rawValue: other.id) != nil, "'\(other.id)' is not in the catalogue")
    }
  }

  @Test("with lint --format xcode, diagnostics on standard error end with their IDs too")
  func xcodeFormat() throws {
    let example = DiagnosticExample.rules(
      .model(.unplacedController), "window { Home: UIViewController }\nSpare: UIViewController\n",
      command: "lint", "--format", "xcode")
    let output = try example.run()
    #expect(
      output.hasPrefix(
        "example.rules:2:1: warning: 'Spare' is declared but not placed in any window, so it "
          + "takes no part in the decision [model.unplaced-controller]\n"), "\(output)")
  }

  @Test("Docs/diagnostics.md lists every ID with its example and what it prints")
  func page() throws {
    var printed: [DiagnosticID: String] = [:]
    for example in DiagnosticExamples.all {
      let blocks = DiagnosticExample.blocks(of: try example.run())
      let lines = blocks.first { $0.id == example.id.rawValue }?.lines ?? []
      // A diagnostic's lines end with an empty line after its excerpt; the page drops it.
      printed[example.id] = lines.reversed().drop { $0.isEmpty }.reversed().joined(
        separator: "\n")
    }
    let generated = DiagnosticsPage.markdown(printed: printed)
    if Golden.isRecording {
      try Data(generated.utf8).write(to: PackagePaths.url(DiagnosticsPage.path), options: .atomic)
      return
    }
    let documented = try PackagePaths.contents(of: DiagnosticsPage.path)
    #expect(
      documented == generated,
      "\(DiagnosticsPage.path) is stale; run STYLERULE_RECORD=1 swift test --filter DiagnosticCatalogueTests:\n\(Golden.lineDiff(documented, generated))"
    )
  }
}
