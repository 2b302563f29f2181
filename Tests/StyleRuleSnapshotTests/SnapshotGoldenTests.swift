import StyleRuleKit
import StyleRuleSnapshot
import StyleRuleTestSupport
import Testing

/// The whole text of one snapshot, kept as a golden file: the snapshot of case 6-2, a popup
/// presented by a tab bar controller inside a navigation controller.
@Suite("Snapshot golden")
@MainActor
struct SnapshotGoldenTests {
  @Test("the snapshot of case 6-2 is the golden file")
  func caseSixTwo() throws {
    let model = try RulesFixtures.load("Rules/cases/case-6-2.rules").model
    let text = StyleRuleSnapshot.StatusBarSnapshot.capture(of: LiveApp(model).app).text
    let outcome = Golden.check(text, against: "snapshot/case-6-2.rules")
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
  }
}
