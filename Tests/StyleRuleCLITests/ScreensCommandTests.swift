import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Runs `stylerule screens` as a user would: on a scanned app's folder and on a rules file,
/// in each format, against goldens.
@Suite("stylerule screens")
struct ScreensCommandTests {
  /// An input and the name of its goldens under `Tests/Goldens/screens`.
  struct Case: CustomTestStringConvertible, Sendable {
    let input: String
    let golden: String
    var testDescription: String { input }
  }

  static let cases = [
    // Tabs, a push and a presentation, each step at its Swift line.
    Case(input: "Tests/Fixtures/SceneCodeApp", golden: "SceneCodeApp"),
    Case(input: "Rules/tn3105/tab-bar.rules", golden: "tn3105-tab-bar"),
    // A root chosen at run time (each alternative a screen), a coordinator's push and its
    // custom presentation that captures the status bar (Tests/Fixtures/CoordinatorApp).
    Case(input: "Tests/Fixtures/CoordinatorApp", golden: "CoordinatorApp"),
    // A root a factory function chooses, helpers that present what they are passed, on top,
    // and a base class's presentation made by each subclass (Tests/Fixtures/HelperApp).
    Case(input: "Tests/Fixtures/HelperApp", golden: "HelperApp"),
    // A SwiftUI app: a push inside the root's hosting controller hides the status bar, and a
    // sheet holds a representable's controller (Tests/Fixtures/SwiftUITabsApp).
    Case(input: "Tests/Fixtures/SwiftUITabsApp", golden: "SwiftUITabsApp"),
    // Swift screens over an Objective-C container, presented from Objective-C, each step at
    // its Swift or Objective-C line (Tests/Fixtures/MixedApp).
    Case(input: "Tests/Fixtures/MixedApp", golden: "MixedApp"),
    // An Objective-C app whose Info.plist turns view controller-based appearance off: every
    // screen is UIApplication's (Tests/Fixtures/ObjectiveCApp).
    Case(input: "Tests/Fixtures/ObjectiveCApp", golden: "ObjectiveCApp"),
  ]

  static let formats = [("text", "txt"), ("json", "json"), ("markdown", "md")]

  @Test("each format matches its golden and exits 0", arguments: cases)
  func goldens(_ example: Case) throws {
    for (format, fileExtension) in Self.formats {
      let result = try BinaryRunner.run(["screens", example.input, "--format", format])
      #expect(result.status == 0, "\(format): \(result.standardError)")
      #expect(result.standardError.isEmpty, "\(format): \(result.standardError)")
      let outcome = Golden.check(
        result.standardOutput, against: "screens/\(example.golden).\(fileExtension)")
      #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }
  }

  @Test("the text is the library's rendering of the enumeration")
  func textIsLibrarys() throws {
    let file = "Rules/tn3105/tab-bar.rules"
    let result = try BinaryRunner.run(["screens", file])
    let enumeration = ScreenEnumerator(model: try RulesFixtures.load(file).model).enumerate()
    #expect(result.standardOutput == ScreensTextRenderer().render(ScreensReport(enumeration)))
  }

  @Test("JSON: one object per screen with its way, answer, deciders and certainty")
  func json() throws {
    let result = try BinaryRunner.run([
      "screens", "Tests/Fixtures/SceneCodeApp", "--format", "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    #expect(object["complete"] as? Bool == true)
    let screens = try #require(object["screens"] as? [[String: Any]])
    #expect(
      screens.map { $0["style"] as? String } == [
        "lightContent", "default", "default", "darkContent", "lightContent",
      ])
    let way = try #require(screens[1]["way"] as? [[String: Any]])
    #expect(way.map { $0["kind"] as? String } == ["launch", "tab"])
    #expect(way.map { $0["text"] as? String } == ["launch", "TabBar selects Navigation2"])
    let location = try #require(way[1]["location"] as? [String: Any])
    let origin = try #require(location["origin"] as? [String: Any])
    #expect((origin["path"] as? String)?.hasSuffix("SceneCodeApp/SceneDelegate.swift") == true)
    #expect(origin["line"] as? Int == 21)
    let decider = try #require(screens[1]["styleDecidedBy"] as? [String: Any])
    #expect(decider["name"] as? String == "Search")
  }

  @Test("--limit stops the list and says how many states were left out")
  func limit() throws {
    let result = try BinaryRunner.run(["screens", "Tests/Fixtures/SceneCodeApp", "--limit", "2"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("2 screens reached."))
    #expect(result.standardOutput.contains("Stopped at the limit of 2 screens"))
  }

  @Test("--scene lists one scene's screens")
  func scene() throws {
    let result = try BinaryRunner.run([
      "screens", "Rules/examples/two-scene-ipad.rules", "--scene", "Player", "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let screens = try #require(object["screens"] as? [[String: Any]])
    #expect(screens.map { $0["scene"] as? String } == ["scene 'Player'"])
  }

  @Test("markdown is for screens only: other commands reject it as a usage error")
  func markdownElsewhere() throws {
    let result = try BinaryRunner.run([
      "resolve", "Rules/tn3105/tab-bar.rules", "--format", "markdown",
    ])
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("'markdown' is for 'screens'"))
  }
}
