import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Pins the text (with traces) and JSON output of `timeline` for every file under `Rules/`,
/// under each alternative of a file's choices.
///
/// A file without a scenario still has a timeline, the launch and the first screen, so every
/// file is pinned. Goldens live in `Tests/Goldens/timeline/`; record them with
/// `STYLERULE_RECORD=1 swift test`; a missing golden fails.
@Suite("timeline goldens")
struct TimelineGoldenTests {
  static let files = RulesFixtures.allRulesFiles

  /// `Rules/cases/pattern-delegate.rules` → `timeline/cases/pattern-delegate`.
  static func goldenName(_ file: String) -> String {
    "timeline/" + file.dropFirst("Rules/".count).dropLast(".rules".count)
  }

  @Test("text and JSON", arguments: files)
  func outputs(_ file: String) throws {
    let loaded = try RulesFixtures.load(file)
    let timelines = AlternativeTimelines(model: loaded.model)
    let outputs = [
      (TimelineTextRenderer(includesTraces: true).render(timelines), ".txt"),
      (TimelineJSONRenderer().render(timelines), ".json"),
    ]
    for (output, suffix) in outputs {
      let outcome = Golden.check(output, against: Self.goldenName(file) + suffix)
      #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }
  }

  @Test("no golden is left without a rules file")
  func noOrphanGoldens() {
    let goldens =
      PackagePaths.files(under: "Tests/Goldens/timeline", withExtension: "txt")
      + PackagePaths.files(under: "Tests/Goldens/timeline", withExtension: "json")
    let expected = Set(
      Self.files.flatMap { [Self.goldenName($0) + ".txt", Self.goldenName($0) + ".json"] })
    let found = Set(goldens.map { String($0.dropFirst("Tests/Goldens/".count)) })
    #expect(found.subtracting(expected).isEmpty, "orphans: \(found.subtracting(expected).sorted())")
  }
}
