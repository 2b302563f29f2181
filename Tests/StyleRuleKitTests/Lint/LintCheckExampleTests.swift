import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Runs the examples every check declares: findings exactly at the markers of the
/// triggering examples, none in the others.
@Suite("Lint check examples")
struct LintCheckExampleTests {
  struct Example: CustomTestStringConvertible, Sendable {
    let check: String
    let example: LintExample
    let triggers: Bool
    var testDescription: String {
      "\(check) \(triggers ? "triggers" : "does not trigger") (\(example.file):\(example.line))"
    }
  }

  static let examples: [Example] = Linter.catalogue.flatMap { description in
    description.triggering.map { Example(check: description.id, example: $0, triggers: true) }
      + description.nonTriggering.map {
        Example(check: description.id, example: $0, triggers: false)
      }
  }

  @Test("every check has examples of both kinds")
  func everyCheckHasExamples() {
    for description in Linter.catalogue {
      #expect(!description.triggering.isEmpty, "\(description.id) has no triggering example")
      #expect(!description.nonTriggering.isEmpty, "\(description.id) has no non-triggering example")
    }
  }

  @Test("each example", arguments: examples)
  func example(_ example: Example) throws {
    let marked = MarkedText(example.example.marked)
    let source = SourceFile(path: "example.rules", text: marked.text)
    let loaded = try RulesFile.parse(source)
    #expect(
      loaded.warnings.isEmpty,
      "the example itself has diagnostics: \(loaded.warnings.map(\.message))")
    let findings = Linter.lint(loaded.model).filter { $0.check == example.check }
    let found = findings.map(\.range.start).sorted()
    if example.triggers {
      #expect(!marked.markers.isEmpty, "a triggering example needs a marker")
      #expect(found == marked.markers.values.sorted(), "\(findings.map(\.message))")
    } else {
      #expect(findings.isEmpty, "\(findings.map(\.message))")
    }
  }

  @Test(
    "each example also holds with a multi-byte prefix (columns are not bytes)", arguments: examples)
  func multiByteVariant(_ example: Example) throws {
    let marked = MarkedText("# 🎉 ステータスバー\n" + example.example.marked)
    let loaded = try RulesFile.parse(SourceFile(path: "example.rules", text: marked.text))
    let found = Linter.lint(loaded.model).filter { $0.check == example.check }.map(\.range.start)
    #expect(found.sorted() == (example.triggers ? marked.markers.values.sorted() : []))
  }

  @Test("IDs are unique kebab case, and every rule cited exists")
  func catalogueIsWellFormed() {
    let ids = Linter.catalogue.map(\.id)
    #expect(Set(ids).count == ids.count)
    for description in Linter.catalogue {
      #expect(
        description.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" },
        "\(description.id)")
      #expect(!description.rules.isEmpty)
      for rule in description.rules {
        #expect(RuleCatalogue.entry(rule) != nil, "\(description.id) cites unknown \(rule)")
      }
    }
  }
}
