import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Pins `explain --top` output, text and JSON: changes found, none found (the nearest),
/// nothing to change, each version's measure, a doubt on the content top.
@Suite("explain --top goldens")
struct ContentTopGoldenTests {
  struct Subject: CustomTestStringConvertible, Sendable {
    let name: String
    /// A file of the package, or the text of one named `name.rules`.
    let file: String?
    let text: String?
    let controller: String
    let top: Double
    var testDescription: String { name }
  }

  static func inline(_ name: String, _ text: String, _ controller: String, _ top: Double)
    -> Subject
  {
    Subject(name: name, file: nil, text: text, controller: controller, top: top)
  }

  static let subjects: [Subject] = [
    Subject(
      name: "feed", file: "Docs/examples/feed-under-bar.rules", text: nil, controller: "Feed",
      top: 97.667),
    Subject(
      name: "feed-nearest", file: "Docs/examples/feed-under-bar.rules", text: nil,
      controller: "Feed", top: 300),
    inline(
      "ios10-flag",
      """
      environment ios 10, device iphone-6s
      window {
        Tabs: UITabBarController {
          NC: UINavigationController {
            Home: UITableViewController { automaticallyAdjustsScrollViewInsets = false }
          }
        }
      }
      """, "Home", 64),
    inline(
      "ios6-translucent",
      """
      environment ios 6, device iphone-4s
      window { NC: UINavigationController { Home: UIViewController } }
      """, "Home", 20),
    inline(
      "already",
      """
      environment ios 17, device iphone-15
      window { NC: UINavigationController { Home: UIViewController } }
      """, "Home", 97.667),
    inline(
      "large-title",
      """
      environment ios 17, device iphone-15
      window {
        NC: UINavigationController {
          navigationBar.prefersLargeTitles = true
          Settings: UIViewController
        }
      }
      """, "Settings", 97.667),
  ]

  @Test("text and JSON", arguments: subjects)
  func explain(_ subject: Subject) throws {
    let loaded =
      if let file = subject.file {
        try RulesFixtures.load(file)
      } else {
        try RulesFixtures.parse(subject.text ?? "", path: "\(subject.name).rules")
      }
    let explanation = try ContentTopExplainer(model: loaded.model).explain(
      subject.controller, top: subject.top)
    let report = ContentTopReport(explanation: explanation)
    for (text, suffix) in [
      (ContentTopTextRenderer().render(report), ".txt"),
      (ContentTopJSONRenderer().render(report), ".json"),
    ] {
      let outcome = Golden.check(text, against: "explain-top/\(subject.name)\(suffix)")
      #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }
  }
}
