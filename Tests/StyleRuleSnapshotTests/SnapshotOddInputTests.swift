import StyleRuleKit
import StyleRuleSnapshot
import StyleRuleTestSupport
import Testing

/// Odd hierarchies an adapter could report: the snapshot never crashes, never recurses
/// without bound, and still writes a file that loads.
@Suite("Snapshot odd input")
@MainActor
struct SnapshotOddInputTests {
  /// A plain controller of an app class.
  static func screen(_ name: String = "App.ScreenViewController") -> DoubleController {
    DoubleController(classes: [name, "UIViewController"])
  }

  /// The snapshot's text, checked to load without an error.
  static func loads(_ app: DoubleApp) throws -> (text: String, model: AppModel) {
    let text = StyleRuleSnapshot.StatusBarSnapshot.capture(of: app).text
    let diagnostics = RulesFixtures.diagnostics(text).filter { $0.severity == .error }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))\n\(text)")
    return (text, try RulesFixtures.parse(text).model)
  }

  @Test("cycles and controllers met twice are read once")
  func cycles() throws {
    let root = Self.screen()
    let child = Self.screen()
    root.childDoubles = [child, child, root]
    child.childDoubles = [root]
    child.presentedDouble = root
    root.styleChild = root
    let (_, model) = try Self.loads(DoubleApp(root: root))
    #expect(model.controllers.count == 2)
    _ = StatusBarResolver(model: model).resolve()
  }

  @Test("a controller only a childFor… answer returns is written outside any window")
  func unplacedChild() throws {
    let root = Self.screen()
    let outside = Self.screen("App.PrivateChildController")
    let inside = Self.screen("App.InsideViewController")
    outside.childDoubles = [inside]
    outside.preferredStatusBarStyle = .lightContent
    root.styleChild = outside
    let (text, model) = try Self.loads(DoubleApp(root: root))
    #expect(text.contains("# Returned by a childFor… member, in no window:"))
    #expect(
      RulesFixtures.diagnostics(text).isEmpty, "\(RulesFixtures.diagnostics(text).map(\.message))")
    let resolution = StatusBarResolver(model: model).resolve()
    #expect(resolution.deciderName == "PrivateChild")
    #expect(resolution.style == .lightContent)
  }

  @Test("a hierarchy 5,000 deep is read and written without recursion")
  func deep() throws {
    let root = Self.screen()
    var current = root
    for _ in 0..<5_000 {
      let next = Self.screen()
      current.childDoubles = [next]
      current = next
    }
    let (text, model) = try Self.loads(DoubleApp(root: root))
    #expect(model.controllers.count == 5_001)
    let longest = text.split(separator: "\n").map(\.count).max() ?? 0
    #expect(longest < 200)
  }

  @Test("more controllers than the snapshot reads: the rest are left out, and it says so")
  func truncated() throws {
    let root = Self.screen()
    root.childDoubles = (0..<10_050).map { _ in Self.screen() }
    root.styleChild = root.childDoubles.last
    let (text, model) = try Self.loads(DoubleApp(root: root))
    #expect(model.controllers.count == 10_000)
    #expect(text.contains("# The app holds more than 10000 view controllers"))
    #expect(
      text.contains("# childForStatusBarStyle returned a controller the snapshot did not read"))
  }

  @Test("values the snapshot does not know are left out, with a comment")
  func unknownValues() throws {
    let root = Self.screen()
    root.preferredStatusBarStyle = .unknown(9)
    let presented = Self.screen()
    presented.modalPresentationStyle = .unknown(-1)
    root.presentedDouble = presented
    let app = DoubleApp(root: root)
    app.plist = [
      "UIViewControllerBasedStatusBarAppearance": .string("maybe"),
      "UIStatusBarStyle": .string("UIStatusBarStyleLight"), "UIStatusBarHidden": .other,
      "UIUserInterfaceStyle": .bool(true),
    ]
    let window = app.sceneDoubles[0].windowDoubles[0]
    window.windowLevel = .nan
    let overlay = DoubleWindow(root: nil)
    overlay.windowLevel = -2.5
    let system = DoubleWindow(root: Self.screen())
    system.classChain = DoubleController.chain(["UITextEffectsWindow", "UIWindow", "UIView"])
    app.sceneDoubles[0].windowDoubles += [overlay, system]
    let (text, model) = try Self.loads(app)
    #expect(text.contains("# preferredStatusBarStyle returned a style stylerule does not know"))
    #expect(text.contains("# modalPresentationStyle is a value stylerule does not know"))
    #expect(text.contains("# Left out: UITextEffectsWindow"))
    #expect(model.plist.viewControllerBasedAppearance == nil)
    #expect(model.plist.statusBarStyle == nil)
    #expect(model.windows.map(\.level.value.value) == [0, -2.5])
    #expect(text.contains("# windowLevel is not a number; written as normal"))
  }

  @Test(
    "window levels are written as the language reads them",
    arguments: [
      (0.0, WindowLevel.normal), (1000, .statusBar), (2000, .alert), (1, WindowLevel(value: 1)),
      (-1, WindowLevel(value: -1)), (0.1, WindowLevel(value: 0.1)),
      (1e12, WindowLevel(value: 999_999_999)), (-.infinity, WindowLevel(value: -999_999_999)),
      (2000.0005, WindowLevel(value: 2000.001)),
    ])
  func levels(_ level: Double, _ expected: WindowLevel) throws {
    let app = DoubleApp(root: Self.screen())
    app.sceneDoubles[0].windowDoubles[0].windowLevel = level
    let (_, model) = try Self.loads(app)
    #expect(model.windows.first?.level.value == expected)
  }

  @Test("the Info.plist switch NO: the app-level values are what the status bar shows")
  func switchNo() throws {
    let app = DoubleApp(root: Self.screen())
    app.plist = ["UIViewControllerBasedStatusBarAppearance": .string("NO")]
    app.sceneDoubles[0].shownStatusBar = SnapshotShownStatusBar(
      style: .lightContent, isHidden: true)
    let (_, model) = try Self.loads(app)
    #expect(model.plist.viewControllerBasedAppearance?.value == false)
    #expect(model.application.statusBarStyle?.value == .lightContent)
    #expect(model.application.isStatusBarHidden?.value == true)
  }

  @Test("an app with no scene, or no window, still gives a file")
  func empty() {
    let text = StyleRuleSnapshot.StatusBarSnapshot.capture(of: DoubleApp(scenes: [])).text
    #expect(text.hasPrefix("# The running app's status bar"))
    let windowless = DoubleApp(scenes: [DoubleScene(windows: [])])
    windowless.plist = ["UIStatusBarHidden": .bool(true)]
    let diagnostics = RulesFixtures.diagnostics(
      StyleRuleSnapshot.StatusBarSnapshot.capture(of: windowless).text)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
  }

  @Test("on a platform without UIKit, capture() says so in a comment, and po prints the text")
  func withoutUIKit() {
    let snapshot = StyleRuleSnapshot.StatusBarSnapshot.capture()
    #expect(snapshot.text.hasPrefix("# "))
    #expect(snapshot.text.contains("UIKit"))
    #expect(snapshot.description == snapshot.text)
    #expect(snapshot.debugDescription == snapshot.text)
  }
}
