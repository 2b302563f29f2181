import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Where containers put their children: a custom container's `childViewInsets`, and a
/// tab bar controller pushed on a navigation controller, which the navigation controller
/// lays out as any child (L4.6 on iOS 6, L4.3 from iOS 7).
@Suite("Layout engine: containers' children")
struct LayoutContainerPlacementTests {
  static func layout(_ text: String, ios: Int, device: DeviceModel = .iphone5) throws
    -> ScreenLayout
  {
    let model = try RulesFixtures.parse(text).model
    return try LayoutEngine(model: model).layout(
      overrides: EnvironmentLayers(
        options: EnvironmentSettings(ios: OSVersion(ios), device: .model(device))))
  }

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
    LayoutRect(x: x, y: y, width: width, height: height)
  }

  static let container = """
    class Container: UIViewController { childViewInsets = top 20, left 10 }
    window { C: Container { NC: UINavigationController { Home: UIViewController } } }
    """

  @Test("a custom container places its children inset by childViewInsets, on every version")
  func insetChildren() throws {
    for ios in [6, 7, 10] {
      let layout = try Self.layout(Self.container, ios: ios)
      let root = try #require(layout.controller(named: "C")).viewFrame.value
      let navigation = try #require(layout.controller(named: "NC"))
      #expect(
        navigation.viewFrame.value
          == Self.rect(root.x + 10, root.y + 20, root.width - 10, root.height - 20), "iOS \(ios)")
      #expect(navigation.viewFrame.basis.map(\.rule).contains("L5.5"))
    }
  }

  @Test("iOS 7: a navigation controller placed below the window's top draws the 44-point bar")
  func insetNavigationBar() throws {
    let layout = try Self.layout(Self.container, ios: 7)
    let bar = try #require(layout.controller(named: "NC")?.navigationBar)
    #expect(bar.frame.value == Self.rect(10, 20, 310, 44))
    #expect(bar.backgroundFrame.value == bar.frame.value)
    let reason = layout.steps.first {
      $0.subjectName == "NC" && $0.quantity == "viewFrame"
    }?.reason
    #expect(reason?.contains("childViewInsets") == true)
  }

  @Test("without childViewInsets a custom container's child fills it, as before")
  func fillsWithout() throws {
    let layout = try Self.layout(
      "window { C: UIViewController { NC: UINavigationController { Home: UIViewController } } }",
      ios: 7)
    #expect(layout.controller(named: "NC")?.viewFrame.value == Self.rect(0, 0, 320, 568))
    let bar = try #require(layout.controller(named: "NC")?.navigationBar)
    #expect(bar.backgroundFrame.value == Self.rect(0, 0, 320, 64))
  }

  @Test("insets wider than the container leave an empty frame, not a negative one")
  func tooWide() throws {
    let layout = try Self.layout(
      """
      window { C: UIViewController { childViewInsets = top 400, bottom 400; A: UIViewController } }
      """, ios: 7)
    let frame = try #require(layout.controller(named: "A")).viewFrame.value
    #expect(frame.height == 0)
    #expect(frame.y == 400)
  }

  static let tabInNavigation = """
    window {
      NC: UINavigationController {
        TBC: UITabBarController { SVC: UIViewController }
      }
    }
    """

  struct PushedTabRow: Sendable, CustomTestStringConvertible {
    let ios: Int
    let extra: String
    let tabY: Double
    let contentY: Double
    let why: String
    var testDescription: String { "iOS \(ios)\(extra.isEmpty ? "" : ", " + extra): \(why)" }
  }

  static let pushedTabRows: [PushedTabRow] = [
    .init(ios: 6, extra: "", tabY: 64, contentY: 64, why: "below the opaque bar (L4.6)"),
    .init(
      ios: 6, extra: "navigationBar.isTranslucent = true", tabY: 20, contentY: 20,
      why: "under a translucent bar (L4.6)"),
    .init(ios: 7, extra: "", tabY: 0, contentY: 0, why: "under the translucent bar (L4.3)"),
    .init(
      ios: 7, extra: "navigationBar.isTranslucent = false", tabY: 64, contentY: 64,
      why: "abutting the opaque bar (L4.3)"),
  ]

  @Test(
    "a tab bar controller pushed on a navigation controller starts where any child would",
    arguments: pushedTabRows)
  func pushedTabBarController(_ row: PushedTabRow) throws {
    let text = Self.tabInNavigation.replacingOccurrences(
      of: "NC: UINavigationController {", with: "NC: UINavigationController { \(row.extra)")
    let layout = try Self.layout(text, ios: row.ios)
    let tab = try #require(layout.controller(named: "TBC"))
    #expect(tab.viewFrame.value.minY == row.tabY)
    #expect(tab.viewFrame.value.maxY == 568)
    #expect(layout.controller(named: "SVC")?.viewFrame.value.minY == row.contentY)
    #expect(tab.tabBar?.frame.value.maxY == 568)
  }

  @Test("the seed case 6-2 on iOS 6: TBC and SVC both start below the bar, at 64")
  func case62() throws {
    let model = try RulesFixtures.load("Rules/cases/case-6-2.rules").model
    let layout = try LayoutEngine(model: model).layout(
      overrides: EnvironmentLayers(
        options: EnvironmentSettings(ios: OSVersion(6), device: .family(.iphoneHomeButton))))
    #expect(layout.controller(named: "TBC")?.viewFrame.value.minY == 64)
    #expect(layout.controller(named: "SVC")?.viewFrame.value.minY == 64)
    let reasons = layout.steps.filter { $0.subjectName == "TBC" && $0.quantity == "viewFrame" }
    #expect(reasons.first?.reason.contains("below the opaque navigation bar") == true)
  }
}
