import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `--at STEP` on resolve, explain and graph: the state after a statement of the scenario.
@Suite("--at a step of the scenario")
struct ScenarioStepCommandTests {
  static let file = "Rules/cases/pattern-delegate.rules"

  @Test("each step resolves as the timeline's current answer at that step")
  func resolveMatchesTimeline() throws {
    let loaded = try RulesFixtures.load(Self.file)
    let timeline = TimelineRunner(model: loaded.model).run()
    // State 0 is the launch screen; step N is state N.
    for number in 1..<timeline.states.count {
      let result = try BinaryRunner.run([
        "resolve", Self.file, "--at", String(number), "--format", "json",
      ])
      #expect(result.status == 0, "step \(number): \(result.standardError)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
      let current = timeline.states[number].currentSnapshot
      #expect(object["style"] as? String == current.style.rawValue, "step \(number)")
      #expect(object["decidedBy"] as? String == current.decidedBy, "step \(number)")
      let step = try #require(object["step"] as? [String: Any])
      #expect(step["number"] as? Int == number)
    }
  }

  @Test("a step named by its statement, or the start of one")
  func byText() throws {
    let byNumber = try BinaryRunner.run(["resolve", Self.file, "--at", "5"])
    let byText = try BinaryRunner.run(["resolve", Self.file, "--at", "dismiss PVC"])
    let byStart = try BinaryRunner.run(["resolve", Self.file, "--at", "dismiss"])
    #expect(byNumber.status == 0)
    #expect(byText.standardOutput == byNumber.standardOutput)
    #expect(byStart.standardOutput == byNumber.standardOutput)
    #expect(byNumber.standardOutput.contains("At step 5 of the scenario, after 'dismiss PVC'"))
  }

  @Test(
    "a step that does not exist, or text that names several, is an error with the steps listed",
    arguments: ["0", "9", "SVC.preferredStatusBarStyle", "no such event"])
  func badStep(_ value: String) throws {
    let result = try BinaryRunner.run(["resolve", Self.file, "--at", value])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("--at \(value):"))
    #expect(result.standardError.contains("the steps are: 1 first screen, 2 "))
  }

  @Test("explain at a step explains a controller the scenario presents, with verified fixes")
  func explainPresented() throws {
    let result = try BinaryRunner.run(["explain", Self.file, "PVC", "--at", "3"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("At step 3 of the scenario"))
    #expect(result.standardOutput.contains("'PVC' is presented without taking control"))
    #expect(
      result.standardOutput.contains("Set modalPresentationCapturesStatusBarAppearance on 'PVC'"))
    // Without --at, PVC is explained on the first screen where it is on screen: after the
    // statement that presents it, with the same fix.
    let first = try BinaryRunner.run(["explain", Self.file, "PVC"])
    #expect(first.standardOutput.contains("→ TBC presents PVC: PopupViewController ('PVC' is not"))
    #expect(first.standardOutput.contains("Set modalPresentationCapturesStatusBarAppearance"))
  }

  @Test("graph at a step shows the presented controller")
  func graph() throws {
    let result = try BinaryRunner.run(["graph", Self.file, "--at", "3"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("at step 3 of the scenario"))
    #expect(result.standardOutput.contains("presents (overCurrentContext)"))
  }
}
