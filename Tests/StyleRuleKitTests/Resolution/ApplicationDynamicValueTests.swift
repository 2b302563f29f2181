import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `UIApplication.shared.statusBarStyle = dynamic(…)`, an app-level value chosen at run time.
///
/// The app computes it or sets it in several places. With the Info.plist switch `NO`,
/// UIApplication decides (R3), so each value is an outcome; with it `YES`, the value is never
/// read.
@Suite("App-level values chosen at run time")
struct ApplicationDynamicValueTests {
  static func file(switch flag: String, style: String, hidden: String = "") -> String {
    """
    environment ios 17, device iphone-face-id
    plist UIViewControllerBasedStatusBarAppearance = \(flag)
    UIApplication.shared.statusBarStyle = \(style)
    \(hidden)
    window {
      Root: UIViewController
    }
    """
  }

  @Test("with the switch NO, each value the app may set is an outcome decided by UIApplication")
  func eachValueIsAnOutcome() throws {
    let loaded = try RulesFixtures.parse(
      Self.file(switch: "NO", style: "dynamic(darkContent, lightContent) initially unknown"))
    let dynamic = try #require(loaded.model.dynamicValues.first)
    #expect(dynamic.label == "UIApplication.shared.statusBarStyle")
    #expect(dynamic.isLaunchUnknown)
    let (launch, exploration) = StatusBarResolver(model: loaded.model).explore()
    #expect(launch.asked == [dynamic.id])
    #expect(exploration.outcomes.map(\.style) == [.darkContent, .lightContent])
    #expect(exploration.outcomes.allSatisfy { $0.atLaunch })
    let text = ResolutionTextRenderer().render(
      ResolutionReport(model: loaded.model, resolution: launch, exploration: exploration))
    #expect(text.contains("launch value not known (below)"))
    #expect(text.contains("Decided by: UIApplication"))
  }

  @Test("with the switch YES, view controllers decide and the app's value is never asked")
  func notAskedWhenControllersDecide() throws {
    let loaded = try RulesFixtures.parse(
      Self.file(switch: "YES", style: "dynamic(darkContent, lightContent) initially unknown"))
    let (launch, exploration) = StatusBarResolver(model: loaded.model).explore()
    #expect(launch.asked.isEmpty)
    #expect(exploration.outcomes.count <= 1)
  }

  @Test("a hidden state chosen at run time, and the canonical printer round-trips both")
  func hiddenAndRoundTrip() throws {
    let loaded = try RulesFixtures.parse(
      Self.file(
        switch: "NO", style: "dynamic",
        hidden: "UIApplication.shared.isStatusBarHidden = dynamic(false, true) initially true"))
    let (launch, exploration) = StatusBarResolver(model: loaded.model).explore()
    #expect(launch.hidden == true)
    // `dynamic` alone is any style: three of them, times two hidden states.
    #expect(exploration.outcomes.count == 6)
    let printed = CanonicalRulesPrinter().print(loaded.model)
    #expect(printed.contains("UIApplication.shared.statusBarStyle = dynamic\n"))
    #expect(
      printed.contains(
        "UIApplication.shared.isStatusBarHidden = dynamic(false, true) initially true"))
    let reloaded = try RulesFixtures.parse(printed)
    #expect(CanonicalRulesPrinter().print(reloaded.model) == printed)
  }

  @Test("a scenario event sets one value, not a dynamic one")
  func scenarioEventRefusesDynamic() {
    let diagnostics = RulesFixtures.diagnostics(
      Self.file(switch: "NO", style: "lightContent")
        + "\nscenario {\n  UIApplication.shared.statusBarStyle = dynamic(default, lightContent)\n}\n"
    )
    let error = diagnostics.first { $0.severity == .error }
    #expect(error?.id == .model(.dynamicNotSupported))
    #expect(error?.message.contains("a scenario event sets one value") == true)
  }
}
