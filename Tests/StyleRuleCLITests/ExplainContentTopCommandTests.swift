import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `stylerule explain FILE NAME --top Y` through the built binary.
@Suite("stylerule explain --top")
struct ExplainContentTopCommandTests {
  static let feed = "Docs/examples/feed-under-bar.rules"

  @Test("prints where the content starts and the verified changes, and exits 0")
  func explains() throws {
    let result = try BinaryRunner.run(["explain", Self.feed, "Feed", "--top", "97.667"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(
      result.standardOutput.hasPrefix(
        "The content of 'Feed' starts at y 0: its view's top (0) plus its scroll view's "
          + "adjustedContentInset.top (0)."))
    #expect(
      result.standardOutput.contains("feed.tableView.contentInsetAdjustmentBehavior = .automatic"))
    #expect(result.standardOutput.contains("6 found, best first"))
  }

  @Test("the text is the library's")
  func sameAsLibrary() throws {
    let model = try RulesFixtures.load(Self.feed).model
    let explanation = try ContentTopExplainer(model: model).explain("Feed", top: 300)
    let expected = ContentTopTextRenderer().render(ContentTopReport(explanation: explanation))
    let result = try BinaryRunner.run(["explain", Self.feed, "Feed", "--top", "300"])
    #expect(result.status == 0)
    #expect(result.standardOutput == expected)
    #expect(
      result.standardOutput.contains("No single change starts the content of 'Feed' at y 300"))
  }

  @Test("--format json carries the same content")
  func json() throws {
    let result = try BinaryRunner.run([
      "explain", Self.feed, "Feed", "--top", "97.667", "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["controller"] as? String == "Feed")
    #expect(object["wanted"] as? Double == 97.667)
    #expect(object["reached"] as? Bool == false)
    #expect((object["contentTop"] as? [String: Any])?["measure"] as? String == "scrollView")
    let changes = try #require(object["changes"] as? [[String: Any]])
    #expect(changes.count == 6)
    #expect(changes.allSatisfy { $0["verified"] as? Bool == true })
    #expect(
      changes.allSatisfy {
        ($0["contentTop"] as? [String: Any])?["value"] as? Double == 97.667
      })
    #expect(changes.first?["property"] as? String == "scrollView.contentInsetAdjustmentBehavior")
  }

  @Test("--ios and --device lay out the environment asked for")
  func environment() throws {
    let result = try BinaryRunner.run([
      "explain", Self.feed, "Feed", "--top", "88", "--device", "iphone-x", "--ios", "13",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Environment: iOS 13, iPhone X, portrait"))
    #expect(result.standardOutput.contains("at y 88: 6 found"))
  }

  @Test("--at explains a step of the scenario")
  func step() throws {
    let text = """
      environment ios 17, device iphone-15
      window {
        NC: UINavigationController {
          Feed: UITableViewController { tableView.contentInsetAdjustmentBehavior = never }
        }
      }
      scenario {
        NC.navigationBar.isTranslucent = false
      }
      """
    let result = try BinaryRunner.run(
      ["explain", "-", "Feed", "--top", "0", "--at", "2"], input: Data(text.utf8))
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("starts at y 97.667"))
    #expect(
      result.standardOutput.contains("Set extendedLayoutIncludesOpaqueBars = true on 'Feed'."))
  }

  @Test(
    "a wanted y that is not a number: a located error, exit 2, nothing on stdout",
    arguments: ["abc", "1e3", "nan", "64.", "0x40", ""])
  func notANumber(_ value: String) throws {
    let result = try BinaryRunner.run(["explain", Self.feed, "Feed", "--top", value])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "\(Self.feed): error: --top '\(value)' is not a y in points: write a number such as "
        + "--top 64 or --top 97.667 [cli.invalid-top]\n")
  }

  @Test("an unknown controller: a located error with a suggestion, exit 2")
  func unknownController() throws {
    let result = try BinaryRunner.run(["explain", Self.feed, "Fed", "--top", "64"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == """
        \(Self.feed): error: no controller named 'Fed'; did you mean 'Feed'? [layout.unknown-controller]
        \(Self.feed):14:7: note: 'Feed' is declared here
         14 |       Feed: FeedViewController
            |       ^~~~

        """)
  }

  @Test("a controller not on screen: an error at its declaration, exit 2")
  func notOnScreen() throws {
    let text = """
      environment ios 17
      window { Tabs: UITabBarController { A: UIViewController; B: UIViewController } }
      """
    let result = try BinaryRunner.run(
      ["explain", "-", "B", "--top", "64"], input: Data(text.utf8))
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasPrefix("<stdin>:2:58: error: 'B' is not on screen in this state"))
  }

  @Test("--patch writes style fixes: with --top it is a usage error")
  func patch() throws {
    let result = try BinaryRunner.run(["explain", Self.feed, "Feed", "--top", "64", "--patch"])
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
  }
}
