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

  /// A report for each scene of a file, as `stylerule resolve` prints them.
  static func reports(_ loaded: LoadedRules) -> [ResolutionReport] {
    loaded.model.scenes.indices.map { scene in
      let (resolution, exploration) = StatusBarResolver(model: loaded.model).explore(scene: scene)
      return ResolutionReport(
        model: loaded.model, resolution: resolution, exploration: exploration)
    }
  }

  @Test("text output", arguments: files)
  func text(_ file: String) throws {
    let reports = Self.reports(try RulesFixtures.load(file))
    let outcome = Golden.check(
      ResolutionTextRenderer().render(scenes: reports), against: Self.goldenName(file) + ".txt")
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
  }

  @Test("JSON output", arguments: files)
  func json(_ file: String) throws {
    let reports = Self.reports(try RulesFixtures.load(file))
    let json =
      reports.count == 1
      ? ResolutionJSONRenderer().render(reports[0])
      : ResolutionJSONRenderer().render(scenes: reports)
    let outcome = Golden.check(json, against: Self.goldenName(file) + ".json")
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
