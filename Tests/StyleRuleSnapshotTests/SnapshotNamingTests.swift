import StyleRuleKit
import StyleRuleSnapshot
import StyleRuleTestSupport
import Testing

/// Controllers are named after their class and their position, the same way every time,
/// and no two alike; classes keep their names without their module.
@Suite("Snapshot naming")
@MainActor
struct SnapshotNamingTests {
  /// An app whose classes collide in every way the naming rule handles.
  static func collidingApp() -> (app: DoubleApp, controllers: [DoubleController]) {
    func make(_ classes: String...) -> DoubleController { DoubleController(classes: classes) }
    let tabs = make("UITabBarController", "UIViewController")
    let firstNav = make("UINavigationController", "UIViewController")
    let secondNav = make("UINavigationController", "UIViewController")
    let emptyNav = make("UINavigationController", "UIViewController")
    let homes = (0..<3).map { _ in make("App.HomeViewController", "UIViewController") }
    let homeTwo = make("App.Home2ViewController", "UIViewController")
    let template = make("App.ViewController", "UIViewController")
    let plain = make("UIViewController")
    let settingsA = make("FeatureA.SettingsViewController", "UIViewController")
    let settingsB = make("FeatureB.SettingsViewController", "UIViewController")
    let generic = make("App.Wrapper<App.Content>", "UIViewController")
    let hidden = make("App.(unknown context at $10a2b3c4).CellController", "UIViewController")
    let keyword = make("App.window", "UIViewController")
    let emoji = make("App.🙂ViewController", "UIViewController")
    let accented = make("App.ÉcranViewController", "App.BaseViewController", "UIViewController")
    let hosting = make("SwiftUI.UIHostingController<App.RootView>", "UIViewController")
    firstNav.childDoubles = [homes[0]]
    secondNav.childDoubles = [homes[1], homeTwo]
    tabs.childDoubles = [
      firstNav, secondNav, emptyNav, homes[2], template, plain, settingsA, settingsB, generic,
      hidden, keyword, emoji, accented, hosting,
    ]
    let controllers =
      [tabs, firstNav, homes[0], secondNav, homes[1], homeTwo, emptyNav, homes[2], template]
      + [plain, settingsA, settingsB, generic, hidden, keyword, emoji, accented, hosting]
    return (DoubleApp(root: tabs), controllers)
  }

  @Test("names follow the rule: the class without its suffix, numbered on repeat")
  func names() throws {
    let (app, controllers) = Self.collidingApp()
    let snapshot = StatusBarSnapshot.capture(of: app)
    let names = controllers.map { snapshot.name(of: $0.identity) ?? "?" }
    #expect(
      names == [
        "TabBar", "HomeNav", "Home", "HomeNav2", "Home2", "Home2_2", "Nav", "Home3", "View",
        "View2", "Settings", "Settings2", "Wrapper", "Cell", "window_", "Controller", "Écran",
        "Hosting",
      ])
  }

  @Test("names are unique, and the file loads without a problem")
  func unique() throws {
    let (app, controllers) = Self.collidingApp()
    let snapshot = StatusBarSnapshot.capture(of: app)
    let names = controllers.compactMap { snapshot.name(of: $0.identity) }
    #expect(names.count == controllers.count)
    #expect(Set(names).count == names.count)
    let loaded = try RulesFixtures.parse(snapshot.text)
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings.map(\.message))")
    for name in names { #expect(loaded.model.controller(named: name) != nil, "\(name)") }
  }

  @Test("classes keep their own names, numbered only when two differ")
  func classes() throws {
    let (app, _) = Self.collidingApp()
    let model = try RulesFixtures.parse(StatusBarSnapshot.capture(of: app).text)
      .model
    let declared = model.classes.map(\.name)
    #expect(declared.contains("SettingsViewController"))
    #expect(declared.contains("SettingsViewController2"))
    #expect(declared.contains("Wrapper"))
    #expect(declared.contains("CellController"))
    #expect(declared.filter { $0 == "HomeViewController" }.count == 1)
    // UIKit's classes are used, never declared; the hosting controller loses its module.
    #expect(!declared.contains { $0.hasPrefix("UI") })
    #expect(model.controller(named: "Hosting")?.className == "UIHostingController")
    let ecran = try #require(model.controller(named: "Écran"))
    guard case .declared(let id) = ecran.classReference else {
      Issue.record("Écran's class is not declared")
      return
    }
    #expect(model.classes[id.index].name == "ÉcranViewController")
    guard case .declared(let base) = model.classes[id.index].superclass else {
      Issue.record("its superclass is not declared")
      return
    }
    #expect(model.classes[base.index].name == "BaseViewController")
  }

  @Test("the same app gives the same text, whatever the objects' addresses")
  func deterministic() {
    let first = StatusBarSnapshot.capture(of: Self.collidingApp().app).text
    let second = StatusBarSnapshot.capture(of: Self.collidingApp().app).text
    let (app, _) = Self.collidingApp()
    #expect(first == second)
    #expect(
      StatusBarSnapshot.capture(of: app).text
        == StatusBarSnapshot.capture(of: app).text)
  }

  @Test("every class a rules file knows is used by its name", arguments: UIKitClass.allCases)
  func knownClasses(_ uikit: UIKitClass) throws {
    let chain =
      uikit == .viewController
      ? [uikit.rawValue] : [uikit.rawValue, UIKitClass.viewController.rawValue]
    let root = DoubleController(classes: ["App.Screen"] + chain)
    let snapshot = StatusBarSnapshot.capture(of: DoubleApp(root: root))
    let model = try RulesFixtures.parse(snapshot.text).model
    #expect(model.classes.map(\.name) == ["Screen"])
    #expect(model.classes.first?.superclass == .uikit(uikit))
  }
}
