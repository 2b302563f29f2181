/// The device groups the layout reference's tables have rows for (T1–T4).
enum LayoutDeviceGroup: String, CaseIterable, Sendable {
  /// iPhones with a Home button.
  case homeButtonPhone = "home-button"
  /// iPhone X, XS, XS Max, 11 Pro, 11 Pro Max.
  case notchX = "notch-x"
  /// iPhone XR and 11.
  case notchXR = "notch-xr"
  /// iPhone 12 and 13 (not mini), 14, 14 Plus.
  case notch12 = "notch-12"
  /// iPhone 12 mini and 13 mini.
  case mini
  /// Dynamic Island phones but the 16 Pro and 16 Pro Max.
  case dynamicIsland = "dynamic-island"
  /// iPhone 16 Pro and 16 Pro Max.
  case proDynamicIsland = "16-pro"
  /// iPads with a Home button.
  case homeButtonPad = "ipad-home-button"
  /// iPads without a Home button.
  case allScreenPad = "ipad-all-screen"
}

extension DeviceModel {
  /// The row group of the layout tables the model belongs to.
  var layoutGroup: LayoutDeviceGroup {
    switch self {
    case .iphone4S, .iphone5, .iphone6S, .iphone8, .iphone8Plus, .iphoneSE3: .homeButtonPhone
    case .iphoneX: .notchX
    case .iphoneXR: .notchXR
    case .iphone12: .notch12
    case .iphone12Mini: .mini
    case .iphone14Pro, .iphone15: .dynamicIsland
    case .iphone16Pro: .proDynamicIsland
    case .ipad2, .ipadAir, .ipadAir2, .ipad9: .homeButtonPad
    case .ipadPro11: .allScreenPad
    }
  }

  /// Whether a notch or Dynamic Island cuts into the top of the screen (the reference's
  /// "notched" phones, whose top safe area does not follow the status bar, L3.5).
  var hasSensorHousing: Bool { sensorHousing != .none }
}

/// What the reference is unsure of about a table value: the question and the other values.
struct TableDoubt: Sendable {
  /// The disagreement or open question, such as `D1`.
  let question: String
  /// The other values.
  let alternatives: [Double]
  /// What is unsure.
  let note: String
  /// The models it concerns, or `nil` for every model of the row.
  var models: [DeviceModel]? = nil
}

/// A row of a table keyed by device group and iOS versions.
struct GroupRow<Value: Sendable>: Sendable {
  let group: LayoutDeviceGroup
  let versions: VersionRange
  let value: Value
  let claim: CatalogueClaim
  var doubts: [TableDoubt] = []
}

/// The safe area of a full-screen root view with no bars, from T2.
struct DeviceSafeArea: Sendable {
  /// The top inset in portrait.
  let portraitTop: Double
  /// The bottom inset in portrait.
  let portraitBottom: Double
  /// The left and right insets in landscape.
  let landscapeSide: Double
  /// The bottom inset in landscape.
  let landscapeBottom: Double
}

/// The layout reference's tables T1–T4 and the heights of rule L3.1, as data.
///
/// These are the reference's measured inputs, each row naming the claim of the catalogue it
/// comes from; the engine combines them by the rules (a bar at the screen's bottom adds the
/// device's bottom safe area, a child's safe area is what bars and the device leave, …).
enum LayoutTables {
  /// One-third of a point: a pixel at @3x, the step of the Dynamic Island origins.
  private static let third = 1.0 / 3.0

  private static let from11 = VersionRange.from(OSVersion(11))
  private static let from12 = VersionRange.from(OSVersion(12))
  private static let from14 = VersionRange.from(OSVersion(14))
  private static let from16 = VersionRange.from(OSVersion(16))
  private static let from18 = VersionRange.from(OSVersion(18))

  // MARK: T1

  /// T1: the status bar's height in portrait, visible, by group.
  static let statusBarHeights: [GroupRow<Double>] = [
    GroupRow(group: .homeButtonPhone, versions: .laidOut, value: 20, claim: .t1HomeButton),
    GroupRow(group: .notchX, versions: from11, value: 44, claim: .t1NotchX),
    GroupRow(
      group: .notchXR, versions: .majors(11, through: 13), value: 44, claim: .t1NotchXr),
    GroupRow(
      group: .notchXR, versions: from14, value: 48, claim: .t1NotchXr,
      doubts: [xrDoubt]),
    GroupRow(group: .notch12, versions: from14, value: 47, claim: .t1Notch12),
    GroupRow(group: .mini, versions: .majors(14, through: 14), value: 44, claim: .t1Mini),
    GroupRow(group: .mini, versions: .from(OSVersion(15)), value: 50, claim: .t1Mini),
    GroupRow(
      group: .dynamicIsland, versions: from16, value: 54, claim: .t1DynamicIsland,
      doubts: [
        TableDoubt(
          question: "D1", alternatives: [59, 49],
          note: "some sources call the 59-point safe area the status bar height; one gave 49")
      ]),
    GroupRow(
      group: .proDynamicIsland, versions: from18, value: 54, claim: .t1_16Pro,
      doubts: [
        TableDoubt(
          question: "Q4", alternatives: [62],
          note: "54 is one library's assumption for the 16 Pro; its safe area is 62")
      ]),
    GroupRow(group: .homeButtonPad, versions: .laidOut, value: 20, claim: .t1IpadHomeButton),
    GroupRow(group: .allScreenPad, versions: from12, value: 24, claim: .t1IpadAllScreen),
  ]

  /// T1's double-height row: 40 up to iOS 12 (L1.8), 20 from iOS 13 (L1.10).
  static let doubleHeight: [(versions: VersionRange, value: Double)] = [
    (.majors(6, through: 12), 40), (.from(OSVersion(13)), 20),
  ]

  private static let xrDoubt = TableDoubt(
    question: "Q6", alternatives: [44],
    note: "48 is measured on the iPhone 11, which has the XR's panel, not on an XR")

  // MARK: T2

  /// T2: the device's own safe area, by group (iOS 11 and later).
  ///
  /// The top of devices without
  /// a sensor housing follows the status bar (L7.6); the table's value is the visible one.
  static let safeAreas: [GroupRow<DeviceSafeArea>] = [
    GroupRow(
      group: .homeButtonPhone, versions: from11,
      value: DeviceSafeArea(
        portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0),
      claim: .t2HomeButton),
    GroupRow(
      group: .notchX, versions: from11,
      value: DeviceSafeArea(
        portraitTop: 44, portraitBottom: 34, landscapeSide: 44, landscapeBottom: 21),
      claim: .t2NotchX),
    GroupRow(
      group: .notchXR, versions: .majors(11, through: 13),
      value: DeviceSafeArea(
        portraitTop: 44, portraitBottom: 34, landscapeSide: 44, landscapeBottom: 21),
      claim: .t2NotchXr),
    GroupRow(
      group: .notchXR, versions: from14,
      value: DeviceSafeArea(
        portraitTop: 48, portraitBottom: 34, landscapeSide: 48, landscapeBottom: 21),
      claim: .t2NotchXr, doubts: [xrDoubt]),
    GroupRow(
      group: .notch12, versions: from14,
      value: DeviceSafeArea(
        portraitTop: 47, portraitBottom: 34, landscapeSide: 47, landscapeBottom: 21),
      claim: .t2Notch12),
    GroupRow(
      group: .mini, versions: from14,
      value: DeviceSafeArea(
        portraitTop: 50, portraitBottom: 34, landscapeSide: 50, landscapeBottom: 21),
      claim: .t2Mini),
    GroupRow(
      group: .dynamicIsland, versions: from16,
      value: DeviceSafeArea(
        portraitTop: 59, portraitBottom: 34, landscapeSide: 59, landscapeBottom: 21),
      claim: .t2DynamicIsland,
      doubts: [
        TableDoubt(
          question: "D3", alternatives: [47],
          note: "one library's table gives 47 for the iPhone 15 and 15 Plus", models: [.iphone15])
      ]),
    GroupRow(
      group: .proDynamicIsland, versions: from18,
      value: DeviceSafeArea(
        portraitTop: 62, portraitBottom: 34, landscapeSide: 62, landscapeBottom: 21),
      claim: .t2_16Pro),
    GroupRow(
      group: .homeButtonPad, versions: from11,
      value: DeviceSafeArea(
        portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0),
      claim: .t2IpadHomeButton),
    GroupRow(
      group: .allScreenPad, versions: from12,
      value: DeviceSafeArea(
        portraitTop: 24, portraitBottom: 20, landscapeSide: 0, landscapeBottom: 20),
      claim: .t2IpadAllScreen),
  ]

  // MARK: T3

  /// T3: the navigation bar's origin y by group, iOS 11 and later.
  ///
  /// In portrait with the status bar and the bar visible. On devices without a sensor housing it is the status bar's
  /// height; on the others it differs from both the status bar and the safe area (L3.4).
  static let navigationBarOrigins: [GroupRow<Double>] = [
    GroupRow(group: .homeButtonPhone, versions: .laidOut, value: 20, claim: .t3HomeButton),
    GroupRow(
      group: .homeButtonPad, versions: .majors(7, through: 11), value: 20,
      claim: .t3IpadHomeButton),
    GroupRow(group: .homeButtonPad, versions: from12, value: 20, claim: .t3IpadHomeButton),
    GroupRow(group: .allScreenPad, versions: from12, value: 24, claim: .t3IpadAllScreen),
    GroupRow(group: .notchX, versions: from11, value: 44, claim: .t3NotchX),
    GroupRow(
      group: .notchXR, versions: .majors(11, through: 13), value: 44, claim: .t3NotchXr),
    GroupRow(group: .notchXR, versions: from14, value: 48, claim: .t3NotchXr, doubts: [xrDoubt]),
    GroupRow(group: .notch12, versions: from14, value: 47, claim: .t3Notch12),
    GroupRow(group: .mini, versions: from14, value: 50, claim: .t3Mini),
    GroupRow(group: .dynamicIsland, versions: from16, value: 161 * third, claim: .t3DynamicIsland),
    GroupRow(
      group: .proDynamicIsland, versions: from18, value: 169 * third, claim: .t3_16Pro,
      doubts: [
        TableDoubt(
          question: "Q4", alternatives: [161 * third],
          note: "56.333 comes from one source; other Dynamic Island phones have 53.667")
      ]),
  ]

  // MARK: T4

  /// Where a bottom bar is, for T4's rows.
  enum BottomBarContext: Sendable {
    /// An iPhone in portrait.
    case phonePortrait
    /// An iPhone of compact width in landscape.
    case phoneLandscapeCompact
    /// A large iPhone (regular width) in landscape.
    case phoneLandscapeRegular
    /// An iPad with a Home button.
    case padHomeButton
    /// An iPad without a Home button.
    case padAllScreen
  }

  /// A row of T4: the bars' own heights, before the home indicator's area is added.
  struct BottomBarRow: Sendable {
    let context: BottomBarContext
    let versions: VersionRange
    let tabBar: Double
    let toolbar: Double
    let claim: CatalogueClaim
    var tabBarDoubts: [TableDoubt] = []
    var toolbarDoubts: [TableDoubt] = []
  }

  /// T4: tab bar and toolbar heights without the home indicator's area; a bar at the
  /// screen's bottom on a device with a home indicator adds the device's bottom safe area
  /// (T2): 49 + 34 = 83 (L9.1).
  static let bottomBars: [BottomBarRow] = [
    BottomBarRow(
      context: .phonePortrait, versions: .laidOut, tabBar: 49, toolbar: 44,
      claim: .t4IphonePortrait,
      toolbarDoubts: [
        TableDoubt(
          question: "D5", alternatives: [83],
          note: "one source says the toolbar is as tall as the tab bar with a home indicator")
      ]),
    BottomBarRow(
      context: .phoneLandscapeCompact, versions: .majors(6, through: 10), tabBar: 49,
      toolbar: 32, claim: .t4IphoneLandscapeCompact),
    BottomBarRow(
      context: .phoneLandscapeCompact, versions: from11, tabBar: 32, toolbar: 32,
      claim: .t4IphoneLandscapeCompact,
      tabBarDoubts: [
        TableDoubt(
          question: "D10", alternatives: [49],
          note: "a measured table for iOS 12 gives 49 on iPhones with a Home button",
          models: DeviceModel.allCases.filter { $0.layoutGroup == .homeButtonPhone })
      ]),
    BottomBarRow(
      context: .phoneLandscapeRegular, versions: .laidOut, tabBar: 49, toolbar: 44,
      claim: .t4IphoneLandscapeRegular),
    BottomBarRow(
      context: .padHomeButton, versions: .majors(6, through: 11), tabBar: 49, toolbar: 44,
      claim: .t4Ipad,
      tabBarDoubts: [
        TableDoubt(
          question: "Q11", alternatives: [],
          note: "49 on iOS 7–10 is assumed from an iOS 11 measurement")
      ]),
    BottomBarRow(
      context: .padHomeButton, versions: from12, tabBar: 50, toolbar: 50, claim: .t4Ipad),
    BottomBarRow(
      context: .padAllScreen, versions: from12, tabBar: 45, toolbar: 45, claim: .t4Ipad,
      toolbarDoubts: [
        TableDoubt(
          question: "D5", alternatives: [70], note: "one library uses 70 for this toolbar")
      ]),
  ]

  // MARK: L3.1

  /// L3.1: a navigation bar's own height on an iPhone in portrait.
  static let navigationBarPhonePortrait: Double = 44
  /// L3.1: on an iPhone of compact width in landscape.
  static let navigationBarPhoneLandscapeCompact: Double = 32
  /// L3.1: on a large iPhone (regular width) in landscape.
  static let navigationBarPhoneLandscapeRegular: Double = 44
  /// L3.1: on iPad, up to iOS 11 and from iOS 12.
  static func navigationBarPad(_ ios: OSVersion) -> Double { ios.major >= 12 ? 50 : 44 }
  /// L3.1: in an iOS 13 sheet.
  static let navigationBarSheet: Double = 56
  /// L3.1: what a large title adds.
  static let largeTitleAddition: Double = 52
  /// L3.3 / L1.9: how far a bar's background extends behind the status bar on iOS 7–10 (and
  /// under the 40-point bar, Q1).
  static let statusBarUnderlap: Double = 20

  // MARK: Lookups

  /// The row of a group's table for a version.
  static func row<Value>(
    _ rows: [GroupRow<Value>], _ group: LayoutDeviceGroup, _ ios: OSVersion
  ) -> GroupRow<Value>? {
    rows.first { $0.group == group && $0.versions.contains(ios) }
  }

  /// The T4 row for a context and version.
  static func bottomBarRow(_ context: BottomBarContext, _ ios: OSVersion) -> BottomBarRow? {
    bottomBars.first { $0.context == context && $0.versions.contains(ios) }
  }
}
