import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The canonical printer writes a controller's name so that the parser reads the same name
/// back, also where the bare word would start something else.
@Suite struct NameSpellingTests {
  /// A file that names the controller `name` (as the file writes it) where a bare
  /// `dynamic` would start a dynamic value (a value read from another controller) and a
  /// bare `UIApplication` an application statement (a scenario's event on a controller).
  static func file(naming name: String) -> String {
    """
    environment ios 17
    class Light: UIViewController { preferredStatusBarStyle = lightContent }
    class Shell: UIViewController { preferredStatusBarStyle = \(name).preferredStatusBarStyle }
    \(name): Light
    window Main { Root: Shell }
    scenario {
      \(name).preferredStatusBarStyle = darkContent
    }

    """
  }

  @Test(
    "a controller named like a word of the language is written in backticks and read back",
    arguments: ["dynamic", "UIApplication"])
  func reservedNamesRoundTrip(name: String) throws {
    let loaded = try RulesFile.parse(
      SourceFile(path: "named.rules", text: Self.file(naming: "`\(name)`")))
    #expect(loaded.model.controller(named: name) != nil)

    let printed = CanonicalRulesPrinter().print(loaded.model)
    let reloaded = try RulesFile.parse(SourceFile(path: "printed.rules", text: printed))
    #expect(ModelFingerprint.of(reloaded.model) == ModelFingerprint.of(loaded.model), "\(printed)")
    #expect(printed.contains("`\(name)`.preferredStatusBarStyle"), "\(printed)")
  }
}
