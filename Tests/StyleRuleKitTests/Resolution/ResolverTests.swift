import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// One resolution scenario: a small rules file and what UIKit should do with it.
struct ResolverScenario: CustomTestStringConvertible, Sendable {
  let name: String
  let rules: String
  let decidedBy: String
  let style: StatusBarStyle
  let content: StatusBarContent
  /// A rule the trace must cite, with the confidence it must carry.
  let cites: (RuleID, Confidence)?

  init(
    _ name: String, decidedBy: String, style: StatusBarStyle, content: StatusBarContent,
    cites: (RuleID, Confidence)? = nil, _ rules: String
  ) {
    self.name = name
    self.rules = rules
    self.decidedBy = decidedBy
    self.style = style
    self.content = content
    self.cites = cites
  }

  var testDescription: String { name }
}

/// The resolver against one scenario per rule, each small enough to check by hand.
@Suite("Resolver")
struct ResolverTests {
  static let switchAndApplication: [ResolverScenario] = [
    .init(
      "NO: the app-level value decides (R3)", decidedBy: "UIApplication", style: .lightContent,
      content: .light, cites: ("R3", .documented),
      """
      plist UIViewControllerBasedStatusBarAppearance = NO
      UIApplication.shared.statusBarStyle = lightContent
      class Dark: UIViewController { preferredStatusBarStyle = darkContent }
      window { Root: Dark }
      """),
    .init(
      "NO with a setter call and a plist style: the setter wins (R3)", decidedBy: "UIApplication",
      style: .darkContent, content: .dark, cites: ("R3", .documented),
      """
      plist UIViewControllerBasedStatusBarAppearance = NO
      plist UIStatusBarStyle = UIStatusBarStyleLightContent
      UIApplication.shared.setStatusBarStyle(.darkContent, animated: true)
      window { Root: UIViewController }
      """),
    .init(
      "NO with only the plist style: its initial value (R4)", decidedBy: "UIApplication",
      style: .lightContent, content: .light, cites: ("R4", .documented),
      """
      plist UIViewControllerBasedStatusBarAppearance = NO
      plist UIStatusBarStyle = UIStatusBarStyleLightContent
      """),
    .init(
      "NO with nothing set on iOS 12: default is dark content", decidedBy: "UIApplication",
      style: .default, content: .dark, cites: ("R6", .documented),
      """
      plist UIViewControllerBasedStatusBarAppearance = NO
      environment ios 12
      """),
    .init(
      "NO on iOS 17 in dark mode: default is taken to follow the appearance (R32, inferred)",
      decidedBy: "UIApplication", style: .default, content: .light, cites: ("R32", .inferred),
      """
      plist UIViewControllerBasedStatusBarAppearance = NO
      environment ios 17, appearance dark
      """),
    .init(
      "absent switch means YES (R1)", decidedBy: "Root", style: .lightContent, content: .light,
      cites: ("R1", .documented),
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: Light }
      """),
  ]

  static let windows: [ResolverScenario] = [
    .init(
      "an overlay window in front takes over (R33)", decidedBy: "Toast", style: .default,
      content: .dark, cites: ("R33", .widelyReproduced),
      """
      environment ios 17
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window Main { Home: Light }
      window Overlay { windowLevel = alert
        Toast: UIViewController }
      """),
    .init(
      "a hidden overlay window never controls", decidedBy: "Home", style: .lightContent,
      content: .light,
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window Main { Home: Light }
      window Overlay { windowLevel = alert; isHidden = true
        Toast: UIViewController }
      """),
    .init(
      "a window that does not fill the scene loses to one that does", decidedBy: "Home",
      style: .lightContent, content: .light,
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window Main { Home: Light }
      window Banner { windowLevel = statusBar; fillsScene = false
        Toast: UIViewController }
      """),
    .init(
      "a later window at the same level is in front", decidedBy: "Second", style: .default,
      content: .dark,
      """
      environment ios 12
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { First: Light }
      window { Second: UIViewController }
      """),
    .init(
      "a controlling window without a root shows the fallback (R33)", decidedBy: "UIKit",
      style: .default, content: .dark, cites: ("R33", .singleReport),
      """
      environment ios 12
      window Empty { }
      """),
  ]

  static let containers: [ResolverScenario] = [
    .init(
      "a navigation controller with a hidden bar forwards to its top (R14)", decidedBy: "Top",
      style: .lightContent, content: .light, cites: ("R14", .widelyReproduced),
      """
      environment ios 18
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { NC: UINavigationController { isNavigationBarHidden = true
        Root: UIViewController
        Top: Light } }
      """),
    .init(
      "barStyle black gives light content before iOS 13 (R15)", decidedBy: "NC",
      style: .lightContent, content: .light, cites: ("R15", .widelyReproduced),
      """
      environment ios 12
      window { NC: UINavigationController { navigationBar.barStyle = black
        Root: UIViewController } }
      """),
    .init(
      "barStyle black is reported to give light content from iOS 13 (R15, single report)",
      decidedBy: "NC", style: .lightContent, content: .light, cites: ("R15", .singleReport),
      """
      environment ios 17
      window { NC: UINavigationController { navigationBar.barStyle = black
        Root: UIViewController } }
      """),
    .init(
      "from iOS 13 the navigation controller's default follows dark mode (R15, R32)",
      decidedBy: "NC", style: .default, content: .light, cites: ("R32", .documented),
      """
      environment ios 17, appearance dark
      window { NC: UINavigationController { Root: UIViewController } }
      """),
    .init(
      "an extension preferredStatusBarStyle on UINavigationController works on iOS 12 (R17)",
      decidedBy: "NC", style: .lightContent, content: .light, cites: ("R17", .widelyReproduced),
      """
      environment ios 12
      extension UINavigationController { preferredStatusBarStyle = lightContent }
      window { NC: UINavigationController { Root: UIViewController } }
      """),
    .init(
      "the same extension is reported not to be called from iOS 13.4 (R17, single report)",
      decidedBy: "NC", style: .default, content: .dark, cites: ("R17", .singleReport),
      """
      environment ios 13.4
      extension UINavigationController { preferredStatusBarStyle = lightContent }
      window { NC: UINavigationController { Root: UIViewController } }
      """),
    .init(
      "a subclass override of preferredStatusBarStyle still works on iOS 17 (R8)",
      decidedBy: "NC", style: .lightContent, content: .light, cites: ("R8", .documented),
      """
      environment ios 17
      class LightNav: UINavigationController { preferredStatusBarStyle = lightContent }
      window { NC: LightNav { Root: UIViewController } }
      """),
    .init(
      "an extension of UIViewController reaches a navigation controller through super on iOS 17",
      decidedBy: "NC", style: .lightContent, content: .light, cites: ("R15", .singleReport),
      """
      environment ios 17
      extension UIViewController { preferredStatusBarStyle = lightContent }
      window { NC: UINavigationController { Root: UIViewController } }
      """),
    .init(
      "a subclass inherits its declared superclass's overrides, two levels up (R8)",
      decidedBy: "Screen", style: .lightContent, content: .light, cites: ("R8", .documented),
      """
      class Base: UIViewController { preferredStatusBarStyle = lightContent }
      class Middle: Base
      class Leaf: Middle { modalPresentationStyle = fullScreen }
      window { Screen: Leaf }
      """),
    .init(
      "a custom container does not forward (R20)", decidedBy: "Container", style: .default,
      content: .dark, cites: ("R20", .documented),
      """
      environment ios 12
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Container: UIViewController { Child: Light } }
      """),
    .init(
      "a custom container that returns children.last forwards (R10)", decidedBy: "Child",
      style: .lightContent, content: .light, cites: ("R10", .documented),
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Forwarding: UIViewController { childForStatusBarStyle = children.last }
      window { Container: Forwarding { Other: UIViewController
        Child: Light } }
      """),
    .init(
      "a container that names its child forwards to it", decidedBy: "Child", style: .lightContent,
      content: .light,
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Forwarding: UIViewController { childForStatusBarStyle = Child }
      window { Container: Forwarding { Child: Light
        Other: UIViewController } }
      """),
    .init(
      "a page view controller does not forward (R20)", decidedBy: "Pages", style: .default,
      content: .dark,
      """
      environment ios 12
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Pages: UIPageViewController { Page: Light } }
      """),
    .init(
      "which child a split view controller forwards to is not established (R19, inferred)",
      decidedBy: "Split", style: .default, content: .dark, cites: ("R19", .inferred),
      """
      environment ios 12
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Split: UISplitViewController { Primary: Light } }
      """),
    .init(
      "selectedIndex picks the tab (R18)", decidedBy: "Second", style: .lightContent,
      content: .light, cites: ("R18", .widelyReproduced),
      """
      environment ios 18
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Tabs: UITabBarController { selectedIndex = 1
        First: UIViewController
        Second: Light } }
      """),
    .init(
      "a tab bar controller without tabs decides itself", decidedBy: "Tabs", style: .default,
      content: .dark,
      """
      environment ios 12
      window { Tabs: UITabBarController }
      """),
  ]

  static let presentations: [ResolverScenario] = [
    .init(
      "fullScreen hands over control (R25)", decidedBy: "Modal", style: .lightContent,
      content: .light, cites: ("R25", .documented),
      """
      environment ios 18
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Modal: Light { modalPresentationStyle = fullScreen }
      """),
    .init(
      "overFullScreen keeps the presenter in control (R25)", decidedBy: "Root", style: .default,
      content: .dark, cites: ("R25", .widelyReproduced),
      """
      environment ios 12
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Modal: Light { modalPresentationStyle = overFullScreen }
      """),
    .init(
      "the capture flag hands over control (R24)", decidedBy: "Modal", style: .lightContent,
      content: .light, cites: ("R24", .documented),
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Modal: Light {
        modalPresentationStyle = overFullScreen
        modalPresentationCapturesStatusBarAppearance = true
      }
      """),
    .init(
      "a page sheet adapts to full screen on iPhone before iOS 13 (R25)", decidedBy: "Sheet",
      style: .lightContent, content: .light, cites: ("R25", .widelyReproduced),
      """
      environment ios 12, device iphone-home-button
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Sheet: Light { modalPresentationStyle = pageSheet }
      """),
    .init(
      "an iPhone card sheet from the root: UIKit shows light content (R28, single report)",
      decidedBy: "UIKit", style: .lightContent, content: .light, cites: ("R28", .singleReport),
      """
      environment ios 17
      class Dark: UIViewController { preferredStatusBarStyle = darkContent }
      window { Root: Dark }
      Root presents Sheet: Dark { modalPresentationStyle = pageSheet }
      """),
    .init(
      "a card sheet over a full-screen modal keeps that modal in control (R25)", decidedBy: "Modal",
      style: .darkContent, content: .dark, cites: ("R25", .singleReport),
      """
      environment ios 17
      class Dark: UIViewController { preferredStatusBarStyle = darkContent }
      window { Root: UIViewController }
      Root presents Modal: Dark { modalPresentationStyle = fullScreen }
      Modal presents Sheet: UIViewController { modalPresentationStyle = pageSheet }
      """),
    .init(
      "a sheet in landscape on iPhone fills the screen and takes control (R25)", decidedBy: "Sheet",
      style: .darkContent, content: .dark, cites: ("R25", .singleReport),
      """
      environment ios 17, device iphone-home-button, orientation landscape
      class Dark: UIViewController { preferredStatusBarStyle = darkContent }
      window { Root: UIViewController }
      Root presents Sheet: Dark { modalPresentationStyle = pageSheet }
      """),
    .init(
      "a form sheet on iPad keeps the presenter in control (R25)", decidedBy: "Root",
      style: .default, content: .dark,
      """
      environment ios 12, device ipad
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Sheet: Light { modalPresentationStyle = formSheet }
      """),
    .init(
      "an unset style is fullScreen before iOS 13 (R25)", decidedBy: "Modal",
      style: .lightContent, content: .light, cites: ("R25", .documented),
      """
      environment ios 12
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Modal: Light
      """),
    .init(
      "an unset style is an automatic page sheet from iOS 13 (R25), a card (R28)",
      decidedBy: "UIKit", style: .lightContent, content: .light, cites: ("R25", .documented),
      """
      environment ios 17
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Modal: Light
      """),
    .init(
      "a popover adapts to full screen on iPhone (R25)", decidedBy: "Pop", style: .lightContent,
      content: .light,
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Pop: Light { modalPresentationStyle = popover }
      """),
    .init(
      "a popover on iPad keeps the presenter in control (R25)", decidedBy: "Root",
      style: .default, content: .dark,
      """
      environment ios 12, device ipad
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Pop: Light { modalPresentationStyle = popover }
      """),
    .init(
      "a custom presentation takes control on iOS 9 (R25)", decidedBy: "Custom",
      style: .lightContent, content: .light, cites: ("R25", .singleReport),
      """
      environment ios 9
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Custom: Light { modalPresentationStyle = custom }
      """),
    .init(
      "a custom presentation does not on iOS 8.1", decidedBy: "Root", style: .default,
      content: .dark,
      """
      environment ios 8.1
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Custom: Light { modalPresentationStyle = custom }
      """),
    .init(
      "a custom presentation does not from iOS 10 by default", decidedBy: "Root", style: .default,
      content: .dark,
      """
      environment ios 11
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Custom: Light { modalPresentationStyle = custom }
      """),
    .init(
      "a custom presentation that removes the presenter's view does from iOS 10",
      decidedBy: "Custom", style: .lightContent, content: .light,
      """
      environment ios 11
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Custom: Light {
        modalPresentationStyle = custom
        presentationController.shouldRemovePresentersView = true
      }
      """),
    .init(
      "A → B (fullScreen) → C (overFullScreen): B controls (R26)", decidedBy: "B",
      style: .lightContent, content: .light, cites: ("R26", .singleReport),
      """
      environment ios 18
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { A: UIViewController }
      A presents B: Light { modalPresentationStyle = fullScreen }
      B presents C: UIViewController { modalPresentationStyle = overFullScreen }
      """),
    .init(
      "A → B (overFullScreen) → C (fullScreen): C controls (R26)", decidedBy: "C",
      style: .lightContent, content: .light,
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { A: UIViewController }
      A presents B: UIViewController { modalPresentationStyle = overFullScreen }
      B presents C: Light { modalPresentationStyle = fullScreen }
      """),
    .init(
      "A → B (overFullScreen) → C (a card on iOS 13): A controls (R26)", decidedBy: "A",
      style: .lightContent, content: .light, cites: ("R26", .singleReport),
      """
      environment ios 17
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { A: Light }
      A presents B: UIViewController { modalPresentationStyle = overFullScreen }
      B presents C: UIViewController { modalPresentationStyle = pageSheet }
      """),
    .init(
      "overCurrentContext inside a full-screen presentation takes its answer (R25)",
      decidedBy: "Overlay", style: .lightContent, content: .light, cites: ("R25", .singleReport),
      """
      environment ios 18
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Modal: UINavigationController {
        modalPresentationStyle = fullScreen
        Inner: UIViewController { presents Overlay: Light { modalPresentationStyle = overCurrentContext } }
      }
      """),
    .init(
      "currentContext inside a non-controlling presentation takes its answer (R25)",
      decidedBy: "Root", style: .lightContent, content: .light,
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: Light }
      Root presents Modal: UINavigationController {
        modalPresentationStyle = overFullScreen
        Inner: UIViewController { presents Context: UIViewController { modalPresentationStyle = currentContext } }
      }
      """),
    .init(
      "a full-screen presentation from a child is made by the root (R23)", decidedBy: "Modal",
      style: .lightContent, content: .light, cites: ("R23", .inferred),
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { NC: UINavigationController { Child: UIViewController {
        presents Modal: Light { modalPresentationStyle = fullScreen } } } }
      """),
    .init(
      "case 6 when TBC does not define the context: NC presents and keeps the decision (R17)",
      decidedBy: "NC", style: .default, content: .dark, cites: ("R17", .inferred),
      """
      environment ios 12
      extension UINavigationController { childForStatusBarStyle = visibleViewController }
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { NC: UINavigationController { TBC: UITabBarController {
        definesPresentationContext = false
        SVC: Light } } }
      TBC presents PVC: UIViewController { modalPresentationStyle = overCurrentContext }
      """),
    .init(
      "the same with capture: PVC controls", decidedBy: "PVC", style: .default, content: .dark,
      """
      environment ios 12
      extension UINavigationController { childForStatusBarStyle = visibleViewController }
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { NC: UINavigationController { TBC: UITabBarController {
        definesPresentationContext = false
        SVC: Light } } }
      TBC presents PVC: UIViewController {
        modalPresentationStyle = overCurrentContext
        modalPresentationCapturesStatusBarAppearance = true
      }
      """),
  ]

  static let styles: [ResolverScenario] = [
    .init(
      "overrideUserInterfaceStyle on the controller resolves default (R31)", decidedBy: "Root",
      style: .default, content: .light, cites: ("R31", .singleReport),
      """
      environment ios 17, appearance light
      window { Root: UIViewController { overrideUserInterfaceStyle = dark } }
      """),
    .init(
      "overrideUserInterfaceStyle on a parent resolves its child's default (R31)",
      decidedBy: "NC", style: .default, content: .dark,
      """
      environment ios 17, appearance dark
      class Forwarding: UIViewController { childForStatusBarStyle = NC }
      window { Outer: Forwarding {
        overrideUserInterfaceStyle = light
        NC: UINavigationController { Root: UIViewController } } }
      """),
    .init(
      "blackOpaque is light content before iOS 13 (R6)", decidedBy: "Root", style: .blackOpaque,
      content: .light, cites: ("R6", .widelyReproduced),
      """
      environment ios 12
      class Opaque: UIViewController { preferredStatusBarStyle = blackOpaque }
      window { Root: Opaque }
      """),
    .init(
      "blackOpaque is resolved like default from iOS 13 (R6, single report)", decidedBy: "Root",
      style: .blackOpaque, content: .dark, cites: ("R6", .singleReport),
      """
      environment ios 17, appearance light
      class Opaque: UIViewController { preferredStatusBarStyle = blackOpaque }
      window { Root: Opaque }
      """),
    .init(
      "darkContent before iOS 13 is taken as default (R29, inferred)", decidedBy: "Root",
      style: .darkContent, content: .dark, cites: ("R29", .inferred),
      """
      environment ios 12
      class Dark: UIViewController { preferredStatusBarStyle = darkContent }
      window { Root: Dark }
      """),
    .init(
      "darkContent is dark even in dark mode (R29)", decidedBy: "Root", style: .darkContent,
      content: .dark, cites: ("R29", .documented),
      """
      environment ios 17, appearance dark
      class Dark: UIViewController { preferredStatusBarStyle = darkContent }
      window { Root: Dark }
      """),
    .init(
      "blackTranslucent is an alias of lightContent (R6)", decidedBy: "Root",
      style: .blackTranslucent, content: .light,
      """
      class Translucent: UIViewController { preferredStatusBarStyle = blackTranslucent }
      window { Root: Translucent }
      """),
  ]

  @Test(
    "resolves each scenario",
    arguments: switchAndApplication + windows + containers + presentations + styles)
  func resolves(_ scenario: ResolverScenario) throws {
    let loaded = try RulesFixtures.parse(scenario.rules)
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(resolution.deciderName == scenario.decidedBy)
    #expect(resolution.style == scenario.style)
    #expect(resolution.content == scenario.content)
    if let (rule, confidence) = scenario.cites {
      let cited = resolution.steps.map(\.citation).filter { $0.rule == rule }
      #expect(!cited.isEmpty, "no step cites \(rule)")
      #expect(cited.contains { $0.confidence == confidence }, "\(rule) cited with \(cited)")
    }
  }

  @Test("the environment flags replace the file's values")
  func overridesReplaceTheFile() throws {
    let loaded = try RulesFixtures.load("Rules/cases/case-4-1.rules")
    let resolution = StatusBarResolver(model: loaded.model).resolve(
      overrides: EnvironmentLayers(
        options: EnvironmentSettings(ios: OSVersion(17), appearance: .dark)))
    #expect(resolution.environment.values.ios == OSVersion(17))
    #expect(resolution.environment.iosOrigin == .override)
    #expect(resolution.environment.deviceOrigin == .file)
    #expect(resolution.deciderName == "NC")
    #expect(resolution.content == .light)
  }

  @Test("resolving twice gives the same answer and trace")
  func resolutionIsDeterministic() throws {
    for file in RulesFixtures.allRulesFiles {
      let model = try RulesFixtures.load(file).model
      let first = StatusBarResolver(model: model).resolve()
      let second = StatusBarResolver(model: model).resolve()
      #expect(first.steps == second.steps, "\(file)")
      #expect(first.skipped == second.skipped, "\(file)")
    }
  }

  @Test("an application value under YES is listed as not consulted (R2)")
  func applicationSetterUnderYesIsSkipped() throws {
    let loaded = try RulesFixtures.parse(
      """
      UIApplication.shared.statusBarStyle = lightContent
      window { Root: UIViewController }
      """)
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(resolution.deciderName == "Root")
    let skipped = try #require(resolution.skipped.first)
    #expect(skipped.subjectName == "UIApplication")
    #expect(skipped.citation.rule == "R2")
  }

  @Test("each skipped override names where the walk left its path")
  func skippedOverridesExplainThemselves() throws {
    let loaded = try RulesFixtures.parse(
      """
      environment ios 12
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window {
        Tabs: UITabBarController {
          NC: UINavigationController { Pushed: Light }
          Unselected: Light
        }
      }
      """)
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(resolution.deciderName == "NC")
    let reasons = Dictionary(
      uniqueKeysWithValues: resolution.skipped.map { ($0.subjectName, $0.citation.rule) })
    #expect(reasons == ["Pushed": "R14", "Unselected": "R18"])
  }
}
