import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Pins `lint` output in every format for every file under `Rules/`.
@Suite("lint goldens")
struct LintGoldenTests {
  static let files = RulesFixtures.allRulesFiles

  static func report(_ file: String) throws -> LintReport {
    let loaded = try RulesFixtures.load(file)
    return LintReport(files: [
      LintedFile(
        source: loaded.model.source, findings: Linter.lint(loaded.model), warnings: loaded.warnings)
    ])
  }

  @Test("text, JSON, Xcode and SARIF", arguments: files)
  func formats(_ file: String) throws {
    let report = try Self.report(file)
    let name = "lint/" + file.dropFirst("Rules/".count).dropLast(".rules".count)
    let outputs: [(String, String)] = [
      (LintTextRenderer().render(report), ".txt"),
      (LintJSONRenderer().render(report), ".json"),
      (LintXcodeRenderer().render(report), ".xcode.txt"),
      (LintSARIFRenderer().render(report), ".sarif"),
    ]
    for (text, suffix) in outputs {
      let outcome = Golden.check(text, against: name + suffix)
      #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }
  }

  @Test("Docs/lint-checks.md is the generated catalogue")
  func documentationMatches() throws {
    let documented = try PackagePaths.contents(of: "Docs/lint-checks.md")
    let generated = LintCatalogueRenderer().markdown()
    #expect(
      documented == generated,
      "Docs/lint-checks.md is stale; regenerate it with 'swift run stylerule lint --list --markdown > Docs/lint-checks.md':\n\(Golden.lineDiff(documented, generated))"
    )
  }
}
