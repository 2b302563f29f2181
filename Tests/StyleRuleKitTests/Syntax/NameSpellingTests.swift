import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The canonical printer writes a name so that the parser reads the same name back, also
/// where a bare word would mean something else.
@Suite struct NameSpellingTests {
  /// A tab bar controller whose selected tab is the controller `name` (as the file writes
  /// it) names.
  static func tabs(selecting name: String) -> String {
    """
    window Main {
      Tabs: UITabBarController {
        selectedViewController = \(name)
        \(name): UIViewController
        Other: UIViewController
      }
    }

    """
  }

  @Test(
    "a controller named like a word of the language is written in backticks and read back",
    arguments: ["dynamic", "UIApplication"])
  func reservedNamesRoundTrip(name: String) throws {
    let loaded = try RulesFile.parse(
      SourceFile(path: "tabs.rules", text: Self.tabs(selecting: "`\(name)`")))
    let tabs = try #require(loaded.model.controller(named: "Tabs"))
    let selected = try #require(tabs.selectedTab?.value)
    #expect(loaded.model.controllers[selected.index].name == name)

    let printed = CanonicalRulesPrinter().print(loaded.model)
    #expect(printed.contains("selectedViewController = `\(name)`"), "\(printed)")
    let reloaded = try RulesFile.parse(SourceFile(path: "printed.rules", text: printed))
    #expect(ModelFingerprint.of(reloaded.model) == ModelFingerprint.of(loaded.model))
  }
}
