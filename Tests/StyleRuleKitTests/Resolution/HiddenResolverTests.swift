import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// One hidden-state scenario: a small rules file and whether UIKit hides the status bar.
struct HiddenScenario: CustomTestStringConvertible, Sendable {
  let name: String
  let rules: String
  let hidden: Bool
  let decidedBy: String
  /// A rule the hidden trace must cite.
  let cites: RuleID

  init(_ name: String, hidden: Bool, decidedBy: String, cites: RuleID, _ rules: String) {
    self.name = name
    self.rules = rules
    self.hidden = hidden
    self.decidedBy = decidedBy
    self.cites = cites
  }

  var testDescription: String { name }
}

/// `prefersStatusBarHidden` by the same walk as the style, with its own defaults (R5, R9,
/// R16, R18, R20), each scenario small enough to check by hand against the reference.
@Suite("Resolver, hidden")
struct HiddenResolverTests {
  static let defaults: [HiddenScenario] = [
    .init(
      "a plain controller in portrait shows the status bar (R9)", hidden: false,
      decidedBy: "Root", cites: "R9",
      """
      environment ios 17, device iphone-home-button, orientation portrait
      window { Root: UIViewController }
      """),
    .init(
      "a vertically compact iPhone in landscape hides it by default (R9)", hidden: true,
      decidedBy: "Root", cites: "R9",
      """
      environment ios 12, device iphone-home-button, orientation landscape
      window { Root: UIViewController }
      """),
    .init(
      "an iPad in landscape is not vertically compact (R9)", hidden: false, decidedBy: "Root",
      cites: "R9",
      """
      environment ios 17, device ipad, orientation landscape
      window { Root: UIViewController }
      """),
    .init(
      "compact hiding starts with apps linked against iOS 8 (R9)", hidden: false,
      decidedBy: "Root", cites: "R9",
      """
      environment ios 7, device iphone-home-button, orientation landscape
      window { Root: UIViewController }
      """),
    .init(
      "an override of false keeps it in landscape on a Home-button iPhone (R9)", hidden: false,
      decidedBy: "Root", cites: "R9",
      """
      environment ios 17, device iphone-home-button, orientation landscape
      class Shown: UIViewController { prefersStatusBarHidden = false }
      window { Root: Shown }
      """),
    .init(
      "a Face ID iPhone in landscape has no room, whatever the controller says (R9)",
      hidden: true, decidedBy: "UIKit", cites: "R9",
      """
      environment ios 17, device iphone-face-id, orientation landscape
      class Shown: UIViewController { prefersStatusBarHidden = false }
      window { Root: Shown }
      """),
    .init(
      "an override of true hides it (R9)", hidden: true, decidedBy: "Root", cites: "R9",
      """
      environment ios 17, device iphone-face-id
      class Immersive: UIViewController { prefersStatusBarHidden = true }
      window { Root: Immersive }
      """),
  ]

  static let containers: [HiddenScenario] = [
    .init(
      "a Face ID iPhone's navigation controller with a visible bar decides itself (R16)",
      hidden: false, decidedBy: "NC", cites: "R16",
      """
      environment ios 17, device iphone-face-id
      class Immersive: UIViewController { prefersStatusBarHidden = true }
      window { NC: UINavigationController { Top: Immersive } }
      """),
    .init(
      "a Home-button iPhone's navigation controller forwards to its top (R16)", hidden: true,
      decidedBy: "Top", cites: "R16",
      """
      environment ios 17, device iphone-home-button
      class Immersive: UIViewController { prefersStatusBarHidden = true }
      window { NC: UINavigationController { Top: Immersive } }
      """),
    .init(
      "an iPad's navigation controller forwards to its top (R16)", hidden: true,
      decidedBy: "Top", cites: "R16",
      """
      environment ios 17, device ipad
      class Immersive: UIViewController { prefersStatusBarHidden = true }
      window { NC: UINavigationController { Top: Immersive } }
      """),
    .init(
      "with its bar hidden, a Face ID iPhone's navigation controller forwards (R16)",
      hidden: true, decidedBy: "Top", cites: "R16",
      """
      environment ios 17, device iphone-face-id
      class Immersive: UIViewController { prefersStatusBarHidden = true }
      window { NC: UINavigationController { isNavigationBarHidden = true; Top: Immersive } }
      """),
    .init(
      "a subclass's childForStatusBarHidden wins over the device split (R10)", hidden: true,
      decidedBy: "Top", cites: "R10",
      """
      environment ios 17, device iphone-face-id
      class Forwarding: UINavigationController { childForStatusBarHidden = topViewController }
      class Immersive: UIViewController { prefersStatusBarHidden = true }
      window { NC: Forwarding { Top: Immersive } }
      """),
    .init(
      "a tab bar controller forwards hidden to the selected tab (R18)", hidden: true,
      decidedBy: "Second", cites: "R18",
      """
      environment ios 17
      class Immersive: UIViewController { prefersStatusBarHidden = true }
      window { Tabs: UITabBarController { selectedIndex = 1; First: UIViewController; Second: Immersive } }
      """),
    .init(
      "a custom container does not forward hidden (R20)", hidden: false, decidedBy: "Container",
      cites: "R20",
      """
      environment ios 17
      class Immersive: UIViewController { prefersStatusBarHidden = true }
      window { Container: UIViewController { Child: Immersive } }
      """),
    .init(
      "a custom container that names its child forwards hidden (R10)", hidden: true,
      decidedBy: "Child", cites: "R10",
      """
      environment ios 17
      class Immersive: UIViewController { prefersStatusBarHidden = true }
      class Host: UIViewController { childForStatusBarHidden = Child }
      window { Container: Host { Child: Immersive } }
      """),
  ]

  static let presentationsAndApplication: [HiddenScenario] = [
    .init(
      "overFullScreen does not hand over hidden without capture (R25)", hidden: false,
      decidedBy: "Root", cites: "R25",
      """
      environment ios 17
      class Immersive: UIViewController { prefersStatusBarHidden = true }
      window { Root: UIViewController }
      Root presents Overlay: Immersive { modalPresentationStyle = overFullScreen }
      """),
    .init(
      "with capture it does (R24)", hidden: true, decidedBy: "Overlay", cites: "R24",
      """
      environment ios 17
      class Immersive: UIViewController {
        prefersStatusBarHidden = true
        modalPresentationCapturesStatusBarAppearance = true
      }
      window { Root: UIViewController }
      Root presents Overlay: Immersive { modalPresentationStyle = overFullScreen }
      """),
    .init(
      "switch NO: the app-level value decides (R3)", hidden: true, decidedBy: "UIApplication",
      cites: "R3",
      """
      plist UIViewControllerBasedStatusBarAppearance = NO
      UIApplication.shared.isStatusBarHidden = true
      class Shown: UIViewController { prefersStatusBarHidden = false }
      window { Root: Shown }
      """),
    .init(
      "switch NO: the plist value seeds it (R5)", hidden: true, decidedBy: "UIApplication",
      cites: "R5",
      """
      plist UIViewControllerBasedStatusBarAppearance = NO
      plist UIStatusBarHidden = YES
      window { Root: UIViewController }
      """),
    .init(
      "switch YES: the plist value only applies at launch (R5)", hidden: false,
      decidedBy: "Root", cites: "R9",
      """
      plist UIStatusBarHidden = YES
      window { Root: UIViewController }
      """),
  ]

  @Test("resolves each scenario", arguments: defaults + containers + presentationsAndApplication)
  func resolves(_ scenario: HiddenScenario) throws {
    let loaded = try RulesFixtures.parse(scenario.rules)
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(resolution.hidden == scenario.hidden)
    #expect(resolution.hiddenAnswer.deciderName == scenario.decidedBy)
    let rules = resolution.hiddenAnswer.steps.map(\.citation.rule)
    #expect(rules.contains(scenario.cites), "hidden trace cites \(rules)")
  }

  @Test("the style and hidden walks are separate: one controller can decide each")
  func separateDeciders() throws {
    let loaded = try RulesFixtures.parse(
      """
      environment ios 17, device iphone-face-id
      class Page: UIViewController {
        preferredStatusBarStyle = lightContent
        prefersStatusBarHidden = true
      }
      class Forwarding: UINavigationController { childForStatusBarStyle = topViewController }
      window { NC: Forwarding { Top: Page } }
      """)
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(resolution.deciderName == "Top")
    #expect(resolution.style == .lightContent)
    #expect(resolution.hiddenAnswer.deciderName == "NC")
    #expect(resolution.hidden == false)
    let skipped = resolution.skipped.map { "\($0.subjectName).\($0.member)" }
    #expect(skipped == ["Top.prefersStatusBarHidden"])
  }

  @Test(
    "the device changes a navigation controller's hidden answer (R16)",
    arguments: [
      (Device.iphoneHomeButton, true), (Device.iphoneFaceID, false), (Device.ipad, true),
    ])
  func deviceSplit(device: Device, hidden: Bool) throws {
    let loaded = try RulesFixtures.load("Rules/examples/hidden-navigation.rules")
    let resolution = StatusBarResolver(model: loaded.model).resolve(
      overrides: EnvironmentLayers(options: EnvironmentSettings(device: .family(device))))
    #expect(resolution.hidden == hidden)
  }
}
