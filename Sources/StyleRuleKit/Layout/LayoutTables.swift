/// The device groups the layout reference's tables have rows for (T1–T4).
enum LayoutDeviceGroup: String, CaseIterable, Sendable {
  /// iPhones with a Home button.
  case homeButtonPhone = "home-button"
  /// iPhone X, XS, XS Max, 11 Pro, 11 Pro Max.
  case notchX = "notch-x"
  /// iPhone XR and 11.
  case notchXR = "notch-xr"
  /// iPhone 12 and 13 (not mini), 14, 14 Plus (and the 16e and 17e, whose screen and notch
  /// are the iPhone 12's; their own values are T7's, from iOS 26).
  case notch12 = "notch-12"
  /// iPhone 12 mini and 13 mini.
  case mini
  /// Dynamic Island phones but the 16 Pro and 16 Pro Max (the 16 and 16 Plus among them).
  case dynamicIsland = "dynamic-island"
  /// iPhone 16 Pro and 16 Pro Max, and the iPhone 17 family and Air (iOS 26 and later).
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
    case .iphone12, .iphone16e, .iphone17e: .notch12
    case .iphone12Mini: .mini
    case .iphone14Pro, .iphone15, .iphone16, .iphone16Plus: .dynamicIsland
    case .iphone16Pro, .iphone16ProMax, .iphone17, .iphone17Pro, .iphone17ProMax, .iphoneAir:
      .proDynamicIsland
    case .ipad2, .ipadAir, .ipadAir2, .ipad9: .homeButtonPad
    case .ipadPro11, .ipadA16, .ipadAir11, .ipadAir13, .ipadMiniA17Pro, .ipadPro11M4, .ipadPro13M4:
      .allScreenPad
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

/// A cell of a layout table: its value for the versions of one variant of its row's claim,
/// and what the reference is unsure of about it.
struct TableCell<Value: Sendable>: Sendable {
  /// The value.
  let value: Value
  /// What the reference is unsure of about it.
  var doubts: [TableDoubt] = []
}

extension TableCell: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
where Value == Double {
  /// A number with no doubts.
  init(integerLiteral value: Int) { self.init(value: Double(value)) }

  /// A number with no doubts.
  init(floatLiteral value: Double) { self.init(value: value) }
}

/// A row of a layout table, stated once: what it is keyed by, the claim of the catalogue
/// that states it, and its cell for each of the claim's variants.
///
/// The claim's variants say which versions each cell holds for, so a row never repeats them:
/// T1's XR row is `GroupRow(.notchXR, .t1NotchXr, 44, 48)`, 44 up to iOS 13 and 48 from
/// iOS 14 as the claim's two variants say.
struct TableRow<Key: Equatable & Sendable, Value: Sendable>: Sendable {
  /// The device group or context the row is for.
  let key: Key
  /// The claim that states the row.
  let claim: CatalogueClaim
  /// One cell per declared variant of the claim, in order (a variant carried over to iOS 26
  /// and 27 shares its declaration's cell); `nil` where the row has no value for the
  /// variant's versions.
  let cells: [TableCell<Value>?]

  /// Creates a row with a cell for each variant of its claim.
  init(_ key: Key, _ claim: CatalogueClaim, _ cells: TableCell<Value>?...) {
    self.key = key
    self.claim = claim
    self.cells = cells
  }

  /// The row's value at a version: the cell of the claim's variant that covers it, if any.
  func value(at ios: OSVersion) -> TableValue<Value>? {
    guard let index = claim.declaration(at: ios), cells.indices.contains(index),
      let cell = cells[index]
    else { return nil }
    return TableValue(value: cell.value, claim: claim, doubts: cell.doubts)
  }
}

/// A row of a table keyed by device group (T1–T3).
typealias GroupRow<Value: Sendable> = TableRow<LayoutDeviceGroup, Value>

/// A value read from a layout table at one version, with the claim that states it.
struct TableValue<Value: Sendable>: Sendable {
  /// The value.
  let value: Value
  /// The claim that states it.
  let claim: CatalogueClaim
  /// What the reference is unsure of about it.
  let doubts: [TableDoubt]
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
/// These are the reference's measured inputs, each row stated once, by the claim of the
/// catalogue that states it and a cell for each of the claim's variants (which give the
/// versions); the engine combines them by the rules (a bar at the screen's bottom adds the
/// device's bottom safe area, a child's safe area is what bars and the device leave, …).
enum LayoutTables {
  /// One-third of a point: a pixel at @3x, the step of the Dynamic Island origins.
  private static let third = 1.0 / 3.0

  // MARK: T1

  /// T1: the status bar's height in portrait, visible, by group.
  static let statusBarHeights: [GroupRow<Double>] = [
    GroupRow(.homeButtonPhone, .t1HomeButton, 20),
    GroupRow(.notchX, .t1NotchX, 44),
    GroupRow(.notchXR, .t1NotchXr, 44, TableCell(value: 48, doubts: [xrDoubt])),
    GroupRow(.notch12, .t1Notch12, 47),
    GroupRow(.mini, .t1Mini, 44, 50),
    GroupRow(
      .dynamicIsland, .t1DynamicIsland,
      TableCell(
        value: 54,
        doubts: [
          TableDoubt(
            question: "D1", alternatives: [59, 49],
            note: "some sources call the 59-point safe area the status bar height; one gave 49")
        ])),
    GroupRow(
      .proDynamicIsland, .t1_16Pro,
      TableCell(
        value: 54,
        doubts: [
          TableDoubt(
            question: "Q4", alternatives: [62],
            note: "54 is one library's assumption for the 16 Pro; its safe area is 62")
        ])),
    GroupRow(.homeButtonPad, .t1IpadHomeButton, 20),
    GroupRow(.allScreenPad, .t1IpadAllScreen, 24),
  ]

  /// T1's double-height row, for the phones with a Home button: 40 up to iOS 12 (L1.8), 20
  /// from iOS 13 (L1.10).
  static let doubleHeight = GroupRow<Double>(.homeButtonPhone, .t1DoubleHeight, 40, 20)

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
      .homeButtonPhone, .t2HomeButton,
      TableCell(
        value: DeviceSafeArea(
          portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0))),
    GroupRow(
      .notchX, .t2NotchX,
      TableCell(
        value: DeviceSafeArea(
          portraitTop: 44, portraitBottom: 34, landscapeSide: 44, landscapeBottom: 21))),
    GroupRow(
      .notchXR, .t2NotchXr,
      TableCell(
        value: DeviceSafeArea(
          portraitTop: 44, portraitBottom: 34, landscapeSide: 44, landscapeBottom: 21)),
      TableCell(
        value: DeviceSafeArea(
          portraitTop: 48, portraitBottom: 34, landscapeSide: 48, landscapeBottom: 21),
        doubts: [xrDoubt])),
    GroupRow(
      .notch12, .t2Notch12,
      TableCell(
        value: DeviceSafeArea(
          portraitTop: 47, portraitBottom: 34, landscapeSide: 47, landscapeBottom: 21))),
    GroupRow(
      .mini, .t2Mini,
      TableCell(
        value: DeviceSafeArea(
          portraitTop: 50, portraitBottom: 34, landscapeSide: 50, landscapeBottom: 21))),
    GroupRow(
      .dynamicIsland, .t2DynamicIsland,
      TableCell(
        value: DeviceSafeArea(
          portraitTop: 59, portraitBottom: 34, landscapeSide: 59, landscapeBottom: 21),
        doubts: [
          TableDoubt(
            question: "D3", alternatives: [47],
            note: "one library's table gives 47 for the iPhone 15 and 15 Plus",
            models: [.iphone15])
        ])),
    GroupRow(
      .proDynamicIsland, .t2_16Pro,
      TableCell(
        value: DeviceSafeArea(
          portraitTop: 62, portraitBottom: 34, landscapeSide: 62, landscapeBottom: 21))),
    GroupRow(
      .homeButtonPad, .t2IpadHomeButton,
      TableCell(
        value: DeviceSafeArea(
          portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0))),
    GroupRow(
      .allScreenPad, .t2IpadAllScreen,
      TableCell(
        value: DeviceSafeArea(
          portraitTop: 24, portraitBottom: 20, landscapeSide: 0, landscapeBottom: 20))),
  ]

  // MARK: T3

  /// T3: the navigation bar's origin y by group, iOS 11 and later.
  ///
  /// In portrait with the status bar and the bar visible. On devices without a sensor housing it is the status bar's
  /// height; on the others it differs from both the status bar and the safe area (L3.4).
  static let navigationBarOrigins: [GroupRow<Double>] = [
    GroupRow(.homeButtonPhone, .t3HomeButton, 20),
    GroupRow(.homeButtonPad, .t3IpadHomeButton, 20, 20),
    GroupRow(.allScreenPad, .t3IpadAllScreen, 24),
    GroupRow(.notchX, .t3NotchX, 44),
    GroupRow(.notchXR, .t3NotchXr, 44, TableCell(value: 48, doubts: [xrDoubt])),
    GroupRow(.notch12, .t3Notch12, 47),
    GroupRow(.mini, .t3Mini, 50),
    GroupRow(.dynamicIsland, .t3DynamicIsland, TableCell(value: 161 * third)),
    GroupRow(
      .proDynamicIsland, .t3_16Pro,
      TableCell(
        value: 169 * third,
        doubts: [
          TableDoubt(
            question: "Q4", alternatives: [161 * third],
            note: "56.333 comes from one source; other Dynamic Island phones have 53.667")
        ])),
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

  /// A cell of T4: the bars' own heights, before the home indicator's area is added.
  struct BottomBarHeights: Sendable {
    /// The tab bar's height.
    let tabBar: TableCell<Double>
    /// The toolbar's height.
    let toolbar: TableCell<Double>
  }

  /// T4: tab bar and toolbar heights without the home indicator's area; a bar at the
  /// screen's bottom on a device with a home indicator adds the device's bottom safe area
  /// (T2): 49 + 34 = 83 (L9.1).
  static let bottomBars: [TableRow<BottomBarContext, BottomBarHeights>] = [
    TableRow(
      .phonePortrait, .t4IphonePortrait,
      TableCell(
        value: BottomBarHeights(
          tabBar: 49,
          toolbar: TableCell(
            value: 44,
            doubts: [
              TableDoubt(
                question: "D5", alternatives: [83],
                note:
                  "one source says the toolbar is as tall as the tab bar with a home indicator")
            ])))),
    TableRow(
      .phoneLandscapeCompact, .t4IphoneLandscapeCompact,
      TableCell(value: BottomBarHeights(tabBar: 49, toolbar: 32)),
      TableCell(
        value: BottomBarHeights(
          tabBar: TableCell(
            value: 32,
            doubts: [
              TableDoubt(
                question: "D10", alternatives: [49],
                note: "a measured table for iOS 12 gives 49 on iPhones with a Home button",
                models: DeviceModel.allCases.filter { $0.layoutGroup == .homeButtonPhone })
            ]),
          toolbar: 32))),
    TableRow(
      .phoneLandscapeRegular, .t4IphoneLandscapeRegular,
      TableCell(value: BottomBarHeights(tabBar: 49, toolbar: 44))),
    TableRow(
      .padHomeButton, .t4Ipad,
      TableCell(
        value: BottomBarHeights(
          tabBar: TableCell(
            value: 49,
            doubts: [
              TableDoubt(
                question: "Q11", alternatives: [],
                note: "49 on iOS 7–10 is assumed from an iOS 11 measurement")
            ]),
          toolbar: 44)),
      TableCell(value: BottomBarHeights(tabBar: 50, toolbar: 50))),
    TableRow(
      .padAllScreen, .t4Ipad, nil,
      TableCell(
        value: BottomBarHeights(
          tabBar: 45,
          toolbar: TableCell(
            value: 45,
            doubts: [
              TableDoubt(
                question: "D5", alternatives: [70], note: "one library uses 70 for this toolbar")
            ])))),
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
  /// A navigation bar in the new design, on iPhone in portrait, on iPad and on regular-width
  /// iPhones in landscape (L12).
  static let newDesignNavigationBar: Double = 54
  /// A navigation bar in a sheet in the new design (L12).
  static let newDesignNavigationBarSheet: Double = 70
  /// L3.1: what a large title adds.
  static let largeTitleAddition: Double = 52
  /// L3.3 / L1.9: how far a bar's background extends behind the status bar on iOS 7–10 (and
  /// under the 40-point bar, Q1).
  static let statusBarUnderlap: Double = 20

  // MARK: Lookups

  /// The value of a table's row for a key at a version.
  static func row<Key, Value>(
    _ rows: [TableRow<Key, Value>], _ key: Key, _ ios: OSVersion
  ) -> TableValue<Value>? {
    for row in rows where row.key == key {
      if let value = row.value(at: ios) { return value }
    }
    return nil
  }

  /// The T4 value for a context and version.
  static func bottomBarRow(_ context: BottomBarContext, _ ios: OSVersion)
    -> TableValue<BottomBarHeights>?
  {
    row(bottomBars, context, ios)
  }
}
