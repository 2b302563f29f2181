import StyleRuleKit
import StyleRuleSnapshot
import StyleRuleTestSupport
import Testing

/// A snapshot holds class names and the values UIKit returned, never user data: the doubles
/// have titles (and descriptions holding them), which must not reach the text.
@Suite("Snapshot privacy")
@MainActor
struct SnapshotPrivacyTests {
  @Test("no title reaches the snapshot of any rules file", arguments: RulesFixtures.allRulesFiles)
  func noTitles(_ file: String) throws {
    let model = try RulesFixtures.load(file).model
    let live = LiveApp(model)
    let text = StyleRuleSnapshot.StatusBarSnapshot.capture(of: live.app).text
    #expect(!live.controllers.isEmpty)
    for controller in live.controllers {
      #expect(!text.contains(controller.title), "\(file): '\(controller.title)'")
    }
    #expect(!text.contains("DoubleController("), "\(file): a controller's description")
  }

  @Test("titles that look like names do not reach it either")
  func titlesLikeNames() {
    let secrets = ["Dear diary", "https://example.com/account/42", "ssn 078-05-1120", "Inbox"]
    let root = DoubleController(
      classes: ["UINavigationController", "UIViewController"], title: secrets[0])
    root.childDoubles = secrets.dropFirst().map {
      DoubleController(classes: ["App.MessageViewController", "UIViewController"], title: $0)
    }
    let text = StyleRuleSnapshot.StatusBarSnapshot.capture(of: DoubleApp(root: root)).text
    for secret in secrets { #expect(!text.contains(secret), "\(secret)") }
  }
}
