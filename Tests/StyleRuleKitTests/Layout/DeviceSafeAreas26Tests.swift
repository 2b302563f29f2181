import StyleRuleKit
import Testing

/// The device insets of iOS 26 and 27 (L15–L17, T7 of the iOS 26 reference): every expected
/// number is typed from T7, not read from the engine.
@Suite("Layout: the current devices' safe areas on iOS 26 and 27")
struct DeviceSafeAreas26Tests {
  /// A root view controller alone in the window, the status bar shown or hidden.
  static func root(hidden: Bool = false) -> LayoutInput {
    LayoutInput(
      nodes: [LayoutFixtures.node("Root", .content, .windowRoot)],
      statusBar: LayoutStatusBarInput(hidden: hidden))
  }

  /// The root's safe area on a model in an orientation.
  static func safeArea(_ model: DeviceModel, _ ios: Int, _ orientation: Orientation)
    -> (LayoutInsets?, [LayoutUncertainty])
  {
    let layout = LayoutEngine.layout(
      root(), in: LayoutEnvironment(ios: OSVersion(ios), model: model, orientation: orientation))
    let controller = layout.controller(named: "Root")
    return (controller?.safeAreaInsets?.value, controller?.uncertain ?? [])
  }

  /// T7's iOS 26 column: portrait top/bottom, landscape side/bottom.
  static let t7: [(DeviceModel, Double, Double, Double, Double)] = [
    (.iphone16, 59, 34, 59, 20),
    (.iphone16Plus, 59, 34, 59, 20),
    (.iphone16Pro, 62, 34, 62, 20),
    (.iphone16ProMax, 62, 34, 62, 20),
    (.iphone16e, 47, 34, 47, 20),
    (.iphone17, 62, 34, 62, 20),
    (.iphone17Pro, 62, 34, 62, 20),
    (.iphone17ProMax, 62, 34, 62, 20),
    (.iphoneAir, 68, 34, 68, 20),
    (.iphone17e, 47, 34, 47, 20),
    (.iphoneSE3, 20, 0, 0, 0),
  ]

  @Test("an iPhone's own safe area on iOS 26 is T7's, in both orientations", arguments: t7)
  func iphone(
    _ model: DeviceModel, _ top: Double, _ bottom: Double, _ side: Double, _ landscape: Double
  ) {
    let (portrait, _) = Self.safeArea(model, 26, .portrait)
    #expect(portrait == LayoutInsets(top: top, left: 0, bottom: bottom, right: 0))
    let (across, _) = Self.safeArea(model, 26, .landscape)
    #expect(across == LayoutInsets(top: 0, left: side, bottom: landscape, right: side))
  }

  /// The current iPads of T7: 32 at the top and 25 at the bottom in both orientations (L15).
  static let ipads: [DeviceModel] = [
    .ipadA16, .ipadAir11, .ipadAir13, .ipadMiniA17Pro, .ipadPro11M4, .ipadPro13M4,
  ]

  @Test(
    "a current iPad's own safe area on iPadOS 26 is 32/25 in both orientations (L15)",
    arguments: ipads)
  func ipad(_ model: DeviceModel) {
    for orientation in Orientation.allCases {
      let (insets, _) = Self.safeArea(model, 26, orientation)
      #expect(insets == LayoutInsets(top: 32, left: 0, bottom: 25, right: 0), "\(orientation)")
    }
  }

  @Test("on iOS 18 the iPhone 16 family keeps T2's values: 21 at the bottom in landscape")
  func ios18() {
    #expect(Self.safeArea(.iphone16, 18, .landscape).0?.bottom == 21)
    #expect(Self.safeArea(.iphone16ProMax, 18, .portrait).0?.top == 62)
    #expect(
      Self.safeArea(.ipadA16, 18, .portrait).0
        == LayoutInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  /// The root's layout on a model at a version, portrait or landscape.
  static func rootLayout(
    _ model: DeviceModel, _ ios: Int, _ orientation: Orientation = .portrait
  ) -> ScreenLayout {
    LayoutEngine.layout(
      root(), in: LayoutEnvironment(ios: OSVersion(ios), model: model, orientation: orientation))
  }

  @Test(
    "on iOS 27 the device's safe area is not known (Q25), never iOS 26's copied",
    arguments: t7.map(\.0) + ipads)
  func ios27(_ model: DeviceModel) throws {
    let on26 = Self.rootLayout(model, 26)
    for side in ["top", "left", "bottom", "right"] {
      #expect(!on26.isUnknown("safeAreaInsets.\(side)", of: "Root"), "\(model) \(side)")
    }
    for orientation in Orientation.allCases {
      let layout = Self.rootLayout(model, 27, orientation)
      let unknown = try #require(layout.unknownSafeArea, "\(orientation)")
      #expect(unknown.question == "Q25")
      #expect(unknown.note.contains("not measured on iOS 27 (Q25); iOS 26: top "))
      // No number the root reports depends on the unmeasured inset: each such one is marked.
      #expect(
        !(layout.controller(named: "Root")?.uncertain ?? []).contains { $0.question == "Q25" })
      let top = layout.isUnknown("safeAreaInsets.top", of: "Root")
      let bottom = layout.isUnknown("safeAreaInsets.bottom", of: "Root")
      // The view fills the screen whatever the inset; its frame stays known.
      #expect(!layout.isUnknown("viewFrame.y", of: "Root"))
      #expect(!layout.isUnknown("viewFrame.height", of: "Root"))
      if orientation == .portrait {
        #expect(top && bottom, "\(model)")
      } else {
        #expect(bottom, "\(model)")
      }
    }
  }

  @Test(
    "a model the iOS 26 probe did not measure has no safe area on iOS 26: not T2's row (T7)",
    arguments: [
      (DeviceModel.ipadPro11, "iOS 18: top 24, bottom 20"),
      (.iphone15, "iOS 18: top 59, bottom 34"), (.ipad9, "iOS 18: top 20, bottom 0"),
    ])
  func unmeasured(_ model: DeviceModel, _ nearest: String) throws {
    let layout = Self.rootLayout(model, 26)
    let unknown = try #require(layout.unknownSafeArea)
    #expect(unknown.question == "T7")
    #expect(unknown.note.contains(nearest), "\(unknown.note)")
    #expect(layout.isUnknown("safeAreaInsets.top", of: "Root"))
    #expect(Self.rootLayout(model, 18).unknownSafeArea == nil)
  }

  @Test("a navigation bar at the top of an unknown inset is at an unknown y, never 0 (L12, Q25)")
  func positionsOnUnknown() throws {
    let input = LayoutInput(
      nodes: [
        LayoutFixtures.node("NC", .navigation, .windowRoot),
        LayoutFixtures.node("Home", .content, .child(of: 0)),
      ],
      statusBar: LayoutStatusBarInput(hidden: false))
    var environment = LayoutEnvironment(ios: OSVersion(27), model: .iphone17Pro)
    environment.design = .newDesign
    let layout = LayoutEngine.layout(input, in: environment)
    #expect(layout.isUnknown("navigationBar.frame.y", of: "NC"))
    #expect(!layout.isUnknown("navigationBar.frame.height", of: "NC"))
    #expect(layout.isUnknown("safeAreaInsets.top", of: "Home"))
    let bar = try #require(layout.controller(named: "NC")?.navigationBar)
    #expect(bar.frame.value.height == 54)
  }

  @Test(
    "D14 keeps the other reports of the top inset beside T7's",
    arguments: [
      (DeviceModel.iphone16Pro, 62.0, 61.0), (.iphone16ProMax, 62, 59), (.iphoneAir, 68, 64),
    ])
  func disagreement(_ model: DeviceModel, _ top: Double, _ other: Double) {
    let (_, doubts) = Self.safeArea(model, 26, .portrait)
    let d14 = doubts.filter { $0.question == "D14" }
    #expect(d14.map(\.alternatives) == [[other]])
    #expect(d14.first?.value == top)
    #expect(Self.safeArea(.iphone17Pro, 26, .portrait).1.allSatisfy { $0.question != "D14" })
  }

  @Test(
    "a hidden status bar does not shrink the top inset of an iPad or SE on iOS 26 (L16, D18)",
    arguments: [(DeviceModel.ipadA16, 32.0), (.iphoneSE3, 20)])
  func hiddenStatusBar(_ model: DeviceModel, _ top: Double) throws {
    let layout = LayoutEngine.layout(
      Self.root(hidden: true), in: LayoutEnvironment(ios: OSVersion(26), model: model))
    let root = try #require(layout.controller(named: "Root"))
    #expect(root.safeAreaInsets?.value.top == top)
    #expect(root.safeAreaInsets?.rules.contains("L16") == true)
    let d18 = root.uncertain.filter { $0.question == "D18" }
    #expect(d18.map(\.alternatives) == [[0]])
    // Before iOS 26 the inset follows the hidden status bar to 0 (T2, L7.6).
    let before = LayoutEngine.layout(
      Self.root(hidden: true), in: LayoutEnvironment(ios: OSVersion(18), model: model))
    #expect(before.controller(named: "Root")?.safeAreaInsets?.value.top == 0)
  }

  @Test(
    "the status bar's height on iOS 26 and 27 is not known (Q19), never T1's iOS 18 value",
    arguments: t7.map(\.0) + ipads)
  func statusBarHeight(_ model: DeviceModel) throws {
    for ios in [26, 27] {
      let layout = Self.rootLayout(model, ios)
      let measured = model == .iphoneSE3 && ios == 26
      #expect(layout.isUnknown("statusBar.frame.height", of: nil) == !measured, "iOS \(ios)")
      #expect(!layout.isUnknown("statusBar.frame.y", of: nil), "iOS \(ios)")
      #expect(!layout.statusBar.uncertain.contains { $0.question == "Q19" })
      if !measured {
        let unknown = try #require(layout.unknownSafeArea)
        #expect(unknown.note.contains("status bar on iOS 18: "), "\(unknown.note)")
      }
    }
    let before = Self.rootLayout(model == .iphone17 ? .iphone16 : model, 18)
    #expect(!before.isUnknown("statusBar.frame.height", of: nil))
  }

  @Test("T7's one status bar height on iOS 26: the iPhone SE's 20, known (L16)")
  func statusBarSE() throws {
    let layout = Self.rootLayout(.iphoneSE3, 26)
    #expect(layout.statusBar.frame.value.height == 20)
    #expect(layout.unknownSafeArea == nil)
    #expect(layout.statusBar.frame.rules.contains("T7"))
  }

  @Test(
    "a known top inset stays known whatever the status bar's unknown height (iPad, iOS 26)")
  func knownTopOverUnknownStatusBar() throws {
    let layout = Self.rootLayout(.ipadA16, 26)
    #expect(layout.isUnknown("statusBar.frame.height", of: nil))
    #expect(!layout.isUnknown("safeAreaInsets.top", of: "Root"))
    #expect(layout.controller(named: "Root")?.safeAreaInsets?.value.top == 32)
  }
}
