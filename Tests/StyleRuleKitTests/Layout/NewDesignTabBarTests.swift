import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The tab bar in the new design (L13) and the notes of iOS 26 and 27 (R42, L14, L18, L19):
/// every expected number is typed from the iOS 26 reference, not read from the engine.
@Suite("New design: the tab bar and the notes")
struct NewDesignTabBarTests {
  typealias F = LayoutFixtures

  /// Tab bar controller → navigation controller → table, laid out on a model and version in
  /// a design.
  static func layout(
    _ model: DeviceModel, ios: Int = 26, _ design: DesignMode,
    _ orientation: Orientation = .portrait
  ) -> ScreenLayout {
    var environment = LayoutEnvironment(
      ios: OSVersion(ios), model: model, orientation: orientation)
    environment.design = design
    return LayoutEngine.layout(F.tabNavigationContent(), in: environment)
  }

  static let frame = ["x", "y", "width", "height"].map { "tabBar.frame.\($0)" }

  @Test("iPhone, new design: the floating tab bar still takes 34 + 49 = 83 (L13, N30)")
  func iphoneFloating() throws {
    let layout = Self.layout(.iphone17Pro, .newDesign)
    let navigation = try #require(layout.controller(named: "NC"))
    let bottom = try #require(navigation.safeAreaInsets?.value.bottom)
    #expect(abs(bottom - (34 + 49)) < 0.001)
    #expect(navigation.safeAreaInsets?.rules.contains("L13") == true)
    // Its own frame and the gap above the home indicator are not known (Q21): never a number.
    for quantity in Self.frame {
      #expect(layout.isUnknown(quantity, of: "TBC"), "\(quantity)")
    }
    #expect(layout.notKnown.allSatisfy { $0.question == "Q21" })
    #expect(!layout.isUnknown("safeAreaInsets.bottom", of: "NC"))
  }

  @Test("iPhone, compatibility mode: the earlier tab bar, 49 + 34 at the bottom (L11, T4)")
  func iphoneCompatibility() throws {
    let layout = Self.layout(.iphone17Pro, .compatibility)
    let tabBar = try #require(layout.controller(named: "TBC")?.tabBar)
    #expect(tabBar.frame.value == LayoutRect(x: 0, y: 874 - 83, width: 402, height: 83))
    #expect(!tabBar.frame.rules.contains("L13"))
    #expect(layout.notKnown.isEmpty)
  }

  @Test("iPad, new design: the tab bar at the top adds an unknown amount to the top (L13, Q21)")
  func ipadTop() throws {
    let layout = Self.layout(.ipadA16, .newDesign)
    #expect(layout.controller(named: "TBC")?.tabBar == nil)
    #expect(layout.isUnknown("tabBar.frame.height", of: "TBC"))
    // The tab bar controller's own safe area is the device's (L15); its children's top is not.
    #expect(layout.controller(named: "TBC")?.safeAreaInsets?.value.top == 32)
    #expect(!layout.isUnknown("safeAreaInsets.top", of: "TBC"))
    for quantity in ["safeAreaInsets.top", "navigationBar.frame.y"] {
      #expect(layout.isUnknown(quantity, of: "NC"), "\(quantity)")
    }
    #expect(layout.isUnknown("scrollView.adjustedContentInset.top", of: "Table"))
    // The bottom is the device's 25 (L15): no bottom bar.
    #expect(layout.controller(named: "Table")?.safeAreaInsets?.value.bottom == 25)
    #expect(!layout.isUnknown("safeAreaInsets.bottom", of: "Table"))
    #expect(Self.layout(.ipadA16, .compatibility).notKnown.isEmpty)
  }

  @Test(
    "an iPad answer on iOS 26 and 27 says it assumes a full-screen scene (R42, Q24, L18)",
    arguments: [DesignMode.newDesign, .compatibility])
  func fullScreenScene(_ design: DesignMode) {
    for ios in [26, 27] {
      let notes = Self.layout(.ipadA16, ios: ios, design).notes
      #expect(notes.contains { $0.citation.rule == "R42" && $0.text.contains("full-screen") })
      #expect(notes.contains { $0.citation.rule == "L18" })
    }
    #expect(!Self.layout(.iphone17Pro, design).notes.contains { $0.citation.rule == "R42" })
    #expect(Self.layout(.ipadA16, ios: 18, .earlier).notes.isEmpty)
  }

  @Test("scroll edge effects are a note, not geometry (L14); iOS 27's minimizing bar too (L19)")
  func appearanceNotes() {
    let on26 = Self.layout(.iphone17Pro, .newDesign).notes.map(\.citation.rule)
    #expect(on26.contains("L14"))
    #expect(!on26.contains("L19"))
    let on27 = Self.layout(.iphone17Pro, ios: 27, .newDesign).notes.map(\.citation.rule)
    #expect(on27.contains("L14") && on27.contains("L19"))
    let compatibility = Self.layout(.iphone17Pro, .compatibility).notes.map(\.citation.rule)
    #expect(!compatibility.contains("L14"))
  }

  @Test("the SVG draws the floating tab bar dashed and writes unknown edges as 'y ?', no number")
  func svgUnknowns() {
    let floating = LayoutSVGRenderer().render(Self.layout(.iphone17Pro, .newDesign))
    #expect(floating.contains(#"class="tab-bar-floating""#))
    #expect(floating.contains("tab bar floating · frame not known"))
    #expect(floating.contains("(not known) tab bar top"))
    // iOS 27: the safe area is not measured (Q25), so its edges carry no number.
    let on27 = LayoutSVGRenderer().render(Self.layout(.iphone17Pro, ios: 27, .compatibility))
    #expect(on27.contains("(not known) safe area top") || on27.contains("(not known) navigation"))
    #expect(!on27.contains("y 62 "))
    #expect(on27.contains("not measured on iOS 27 (Q25); iOS 26: top 62"))
  }
}
