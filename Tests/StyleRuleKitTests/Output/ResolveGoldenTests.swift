import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Pins the text and JSON output of `resolve` for every file under `Rules/`.
///
/// Goldens live in `Tests/Goldens/resolve/`, named after the rules file. Record them with
/// `STYLERULE_RECORD=1 swift test`; a missing golden fails.
@Suite("resolve goldens")
struct ResolveGoldenTests {
  static let files = RulesFixtures.allRulesFiles

  /// `Rules/cases/case-1.rules` → `resolve/cases/case-1`.
  static func goldenName(_ file: String) -> String {
    "resolve/" + file.dropFirst("Rules/".count).dropLast(".rules".count)
  }

  @Test("text output", arguments: files)
  func text(_ file: String) throws {
    let loaded = try RulesFixtures.load(file)
    let (resolution, exploration) = StatusBarResolver(model: loaded.model).explore()
    let report = ResolutionReport(
      model: loaded.model, resolution: resolution, exploration: exploration)
    let outcome = Golden.check(
      ResolutionTextRenderer().render(report), against: Self.goldenName(file) + ".txt")
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
  }

  @Test("JSON output", arguments: files)
  func json(_ file: String) throws {
    let loaded = try RulesFixtures.load(file)
    let (resolution, exploration) = StatusBarResolver(model: loaded.model).explore()
    let report = ResolutionReport(
      model: loaded.model, resolution: resolution, exploration: exploration)
    let outcome = Golden.check(
      ResolutionJSONRenderer().render(report), against: Self.goldenName(file) + ".json")
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
  }

  @Test("no golden is left without a rules file")
  func noOrphanGoldens() {
    let goldens =
      PackagePaths.files(under: "Tests/Goldens/resolve", withExtension: "txt")
      + PackagePaths.files(under: "Tests/Goldens/resolve", withExtension: "json")
    let expected = Set(
      Self.files.flatMap { [Self.goldenName($0) + ".txt", Self.goldenName($0) + ".json"] })
    let found = Set(goldens.map { String($0.dropFirst("Tests/Goldens/".count)) })
    #expect(found.subtracting(expected).isEmpty, "orphans: \(found.subtracting(expected).sorted())")
  }
}
