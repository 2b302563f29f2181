import StyleRuleTestSupport
import Testing

@testable import StyleRuleKit

/// A dead override is reported on the override, the code that does not work, with where each
/// controller of the class is placed as a note (R14: a navigation controller with its bar
/// visible keeps the decision).
@Suite struct DeadOverrideLocationTests {
  @Test func oneFindingOnTheOverrideWithEachPlacementAsANote() throws {
    // 'Back' is in a window behind the one that controls the status bar (R33); 'Front' is in
    // the controlling window's navigation stack, whose visible bar keeps the decision (R14).
    let loaded = try RulesFixtures.parse(
      """
      class Light: UIViewController {
        preferredStatusBarStyle = lightContent
      }
      window Main { NC: UINavigationController { Back: Light } }
      window Sheet { Nav: UINavigationController { Front: Light } }
      """)
    let source = loaded.model.source
    let findings = Linter.lint(loaded.model).filter { $0.check == "dead-override" }
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(source.location(of: finding.range.start).line == 2)
    let placements = finding.notes.compactMap { note -> Int? in
      guard note.message.contains("placed here"), let range = note.range else { return nil }
      return source.location(of: range.start).line
    }
    #expect(placements.sorted() == [4, 5])
    #expect(finding.notes.contains { $0.message.contains("placed here too, and not asked") })
  }
}
