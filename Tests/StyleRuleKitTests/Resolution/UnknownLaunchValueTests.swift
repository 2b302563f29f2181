import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `dynamic(…) initially unknown`: a value chosen at run time whose launch value the file
/// does not know, so that `resolve` answers for each value instead of taking the first.
@Suite("Unknown launch values")
struct UnknownLaunchValueTests {
  /// A controller that decides the style (it is the window's root) with a computed style.
  static func file(initially: String) -> String {
    """
    environment ios 17, device iphone-face-id
    class Night: UIViewController {
      preferredStatusBarStyle = dynamic(lightContent, darkContent)\(initially)
    }
    window {
      Root: Night
    }
    """
  }

  /// The three ways to write the launch value, and which outcomes are at launch: the
  /// root decides the style (R1), so each value listed is an outcome of its own.
  @Test(
    "the outcomes at launch follow initially; unknown makes every value possible",
    arguments: [
      (
        " initially darkContent", ["darkContent"],
        "dynamic(lightContent, darkContent) initially darkContent"
      ),
      // Without `initially`, the first listed, as before.
      ("", ["lightContent"], "dynamic(lightContent, darkContent)"),
      (
        " initially unknown", ["lightContent", "darkContent"],
        "dynamic(lightContent, darkContent) initially unknown"
      ),
    ])
  func outcomesAtLaunch(initially: String, atLaunch: [String], declaration: String) throws {
    let loaded = try RulesFixtures.parse(Self.file(initially: initially))
    let dynamic = try #require(loaded.model.dynamicValues.first)
    #expect(dynamic.declaration == declaration)
    #expect(dynamic.isLaunchUnknown == (initially == " initially unknown"))
    let (_, exploration) = StatusBarResolver(model: loaded.model).explore()
    #expect(exploration.outcomes.count == 2)
    #expect(exploration.outcomes.filter(\.atLaunch).map(\.style.rawValue) == atLaunch)
  }

  @Test("resolve says the launch value is not known, which values are possible, and each outcome")
  func textSaysUnknown() throws {
    let loaded = try RulesFixtures.parse(Self.file(initially: " initially unknown"))
    let (launch, exploration) = StatusBarResolver(model: loaded.model).explore()
    let text = ResolutionTextRenderer().render(
      ResolutionReport(model: loaded.model, resolution: launch, exploration: exploration))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try #require(lines.first)
    #expect(first.hasPrefix("Status bar: lightContent, "))
    #expect(first.hasSuffix(", launch value not known (below)"))
    #expect(lines.contains("Launch value not known:"))
    #expect(
      lines.contains(
        "  - Night.preferredStatusBarStyle is lightContent or darkContent: the file does not say "
          + "which holds at launch; the answer above takes lightContent, and the outcomes below "
          + "give each."))
    #expect(lines.filter { $0.hasSuffix("(may be at launch)") }.count == 2)
    #expect(!text.contains("(at launch)"))
    let json = ResolutionJSONRenderer().render(
      ResolutionReport(model: loaded.model, resolution: launch, exploration: exploration))
    #expect(
      json.contains("\"initially\" : \"unknown\"") || json.contains("\"initially\": \"unknown\""))
  }

  @Test("a known launch value keeps the answer line and one outcome at launch")
  func knownLaunchUnchanged() throws {
    let loaded = try RulesFixtures.parse(Self.file(initially: " initially darkContent"))
    let (launch, exploration) = StatusBarResolver(model: loaded.model).explore()
    let text = ResolutionTextRenderer().render(
      ResolutionReport(model: loaded.model, resolution: launch, exploration: exploration))
    #expect(text.hasPrefix("Status bar: darkContent, "))
    #expect(!text.contains("launch value not known"))
    #expect(!text.contains("Launch value not known"))
    #expect(text.components(separatedBy: "(at launch)").count == 2)
  }
}
