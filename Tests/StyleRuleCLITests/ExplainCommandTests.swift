import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

@Suite("stylerule explain")
struct ExplainCommandTests {
  @Test("prints the explanation and exits 0, whatever it finds")
  func explains() throws {
    let result = try BinaryRunner.run(["explain", "Rules/cases/case-6-2.rules", "PVC"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("'PVC' does not decide the status bar: 'SVC' does"))
    #expect(
      result.standardOutput.contains("pvc.modalPresentationCapturesStatusBarAppearance = true"))
  }

  @Test("--format json carries the same content")
  func json() throws {
    let result = try BinaryRunner.run([
      "explain", "Rules/cases/case-6-2.rules", "PVC", "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["controller"] as? String == "PVC")
    #expect(object["decides"] as? Bool == false)
    let fixes = try #require(object["fixes"] as? [[String: Any]])
    #expect(fixes.allSatisfy { $0["verified"] as? Bool == true })
    #expect((fixes.first?["result"] as? [String: Any])?["decidedBy"] as? String == "PVC")
  }

  @Test("a class's name: its controllers are named, exit 2")
  func className() throws {
    let result = try BinaryRunner.run(
      ["explain", "Rules/cases/case-6-2.rules", "SampleViewController"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == """
        Rules/cases/case-6-2.rules: error: no controller named 'SampleViewController'; 'SampleViewController' is a class: explain one of its controllers, 'SVC' [explain.unknown-controller]
        Rules/cases/case-6-2.rules:33:7: note: 'SVC' is declared here
         33 |       SVC: SampleViewController
            |       ^~~

        """)
  }

  @Test("an unknown controller: a located error with a suggestion, exit 2")
  func unknownController() throws {
    let result = try BinaryRunner.run(["explain", "Rules/cases/case-6-2.rules", "SCV"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == """
        Rules/cases/case-6-2.rules: error: no controller named 'SCV'; did you mean 'SVC'? [explain.unknown-controller]
        Rules/cases/case-6-2.rules:33:7: note: 'SVC' is declared here
         33 |       SVC: SampleViewController
            |       ^~~

        """)
  }

  @Test("the lint-only formats are usage errors for explain", arguments: ["xcode", "sarif"])
  func lintFormats(_ format: String) throws {
    let result = try BinaryRunner.run([
      "explain", "Rules/cases/case-6-2.rules", "PVC", "--format", format,
    ])
    #expect(result.status == 64)
  }

  @Test("a controller in a tab not selected: explained on its screen, fixed in the code there")
  func tabNotSelected() throws {
    let result = try BinaryRunner.run(["explain", "Tests/Fixtures/SceneCodeApp", "ProfileHeader"])
    #expect(result.status == 0, "\(result.standardError)")
    let text = result.standardOutput
    #expect(text.contains("Screen: launch → TabBar selects AccountContainer"))
    // On that screen the container decides itself (R20): the fix is its override.
    #expect(text.contains("R20"))
    #expect(
      text.contains("1. Override childForStatusBarStyle in class AccountContainerViewController"))
    #expect(!text.contains("Select the tab"))
  }
}
