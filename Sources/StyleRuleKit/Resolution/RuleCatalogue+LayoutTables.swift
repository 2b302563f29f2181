// swift-format-ignore-file: AlwaysUseLowerCamelCase
// A claim's member name spells its rule ID with an underscore for the dot or before a
// digit (T1's `16-pro` is `t1_16Pro`), which lowerCamelCase has no other way to say.

// The tables T1–T6 of ../shared/reference/uikit-layout.md as citable entries: one claim per
// row (or group of rows), with the row's versions, confidence and sources. The numbers the
// layout engine combines are in Sources/StyleRuleKit/Layout/LayoutTables.swift, each row
// naming the claim here (its `CatalogueClaim` member) that states it and giving a value for
// each of the claim's variants, whose versions it does not repeat.

private let all = VersionRange.laidOut
private let from7 = VersionRange.majors(7, through: OSVersion.newestModelledMajor)
private let from11 = VersionRange.from(OSVersion(11))
private let from12 = VersionRange.from(OSVersion(12))
private let from14 = VersionRange.from(OSVersion(14))
private let from15 = VersionRange.from(OSVersion(15))
private let from16 = VersionRange.from(OSVersion(16))
private let ios7to12 = VersionRange.majors(7, through: 12)

extension CatalogueClaim {
  static let t1HomeButton = CatalogueClaim(
    .t1, "home-button",
    Variant(
      all, .widelyReproduced,
      "iPhones with a Home button (320×480, 320×568, 375×667, 414×736): 20.",
      ["S50", "S28"]))

  static let t1DoubleHeight = CatalogueClaim(
    .t1, "double-height",
    Variant(
      VersionRange.majors(6, through: 12), .widelyReproduced,
      "The same phones during a call, hotspot or recording: 40.",
      ["S59", "S60", "S41", "S42"]),
    Variant(
      VersionRange.from(OSVersion(13)), .widelyReproduced,
      "The same phones during a call, hotspot or recording from iOS 13: 20.", ["S27", "S44"]))

  static let t1NotchX = CatalogueClaim(
    .t1, "notch-x",
    Variant(
      from11, .widelyReproduced, "iPhone X, XS, XS Max, 11 Pro, 11 Pro Max: 44.",
      ["S34", "S50", "S38"]))

  static let t1NotchXr = CatalogueClaim(
    .t1, "notch-xr",
    Variant(
      VersionRange.majors(11, through: 13), .widelyReproduced,
      "iPhone XR and 11 up to iOS 13: 44.", ["S34"]),
    Variant(
      from14, .widelyReproduced,
      "iPhone XR and 11 from iOS 14: 48 (measured on the 11; Q6 for the XR).", ["S27", "S51"]))

  static let t1Notch12 = CatalogueClaim(
    .t1, "notch-12",
    Variant(
      from14, .widelyReproduced,
      "iPhone 12, 12 Pro, 12 Pro Max, 13, 13 Pro, 13 Pro Max, 14, 14 Plus: 47.",
      ["S27", "S50", "S104"]))

  static let t1Mini = CatalogueClaim(
    .t1, "mini",
    Variant(
      VersionRange.majors(14, through: 14), .widelyReproduced,
      "iPhone 12 mini and 13 mini on iOS 14: 44, while the navigation bar and safe area are "
        + "at 50.", ["S29", "S31", "S33"]),
    Variant(
      from15, .widelyReproduced, "iPhone 12 mini and 13 mini from iOS 15: 50.",
      ["S29", "S31", "S33"]))

  static let t1DynamicIsland = CatalogueClaim(
    .t1, "dynamic-island",
    Variant(
      from16, .widelyReproduced,
      "Dynamic Island phones (14 Pro, 14 Pro Max, 15, 15 Plus, 15 Pro, 15 Pro Max, 16, 16 "
        + "Plus): 54 (D1).", ["S32", "S27", "S105"]))

  static let t1_16Pro = CatalogueClaim(
    .t1, "16-pro",
    Variant(
      VersionRange.from(OSVersion(18)), .singleReport,
      "iPhone 16 Pro and 16 Pro Max: 54, assumed (Q4).", ["S27"]))

  static let t1IpadHomeButton = CatalogueClaim(
    .t1, "ipad-home-button",
    Variant(all, .widelyReproduced, "iPads with a Home button: 20.", ["S28"]))

  static let t1IpadAllScreen = CatalogueClaim(
    .t1, "ipad-all-screen",
    Variant(
      from12, .widelyReproduced, "iPads without a Home button: 24.",
      ["S34", "S28"]))

  static let t2HomeButton = CatalogueClaim(
    .t2, "home-button",
    Variant(
      from11, .widelyReproduced,
      "iPhone with a Home button: top 20 (0 without a status bar), bottom 0; in landscape "
        + "all 0.", ["S38", "S39"]))

  static let t2NotchX = CatalogueClaim(
    .t2, "notch-x",
    Variant(
      from11, .widelyReproduced,
      "X, XS, XS Max, 11 Pro, 11 Pro Max: 44 top and 34 bottom in portrait; 44 on each side "
        + "and 21 bottom in landscape.", ["S34", "S38"]))

  static let t2NotchXr = CatalogueClaim(
    .t2, "notch-xr",
    Variant(
      VersionRange.majors(11, through: 13), .widelyReproduced,
      "XR and 11 up to iOS 13: 44/34 in portrait, 44 sides and 21 bottom in landscape.",
      ["S34"]),
    Variant(
      from14, .widelyReproduced,
      "XR and 11 from iOS 14: 48/34 in portrait, 48 sides and 21 bottom in landscape.",
      ["S27"]))

  static let t2Notch12 = CatalogueClaim(
    .t2, "notch-12",
    Variant(
      from14, .widelyReproduced,
      "12, 12 Pro, 12 Pro Max, 13, 13 Pro, 13 Pro Max, 14, 14 Plus: 47/34; 47 sides and 21 "
        + "bottom in landscape.", ["S27", "S35"]))

  static let t2Mini = CatalogueClaim(
    .t2, "mini",
    Variant(
      from14, .widelyReproduced,
      "12 mini and 13 mini: 50/34; 50 sides and 21 bottom in landscape.",
      ["S27", "S31", "S106"]))

  static let t2DynamicIsland = CatalogueClaim(
    .t2, "dynamic-island",
    Variant(
      from16, .widelyReproduced,
      "Dynamic Island phones: 59/34; 59 sides and 21 bottom in landscape (D3 for 15 and 15 "
        + "Plus).", ["S27", "S36", "S32", "S35"]))

  static let t2_16Pro = CatalogueClaim(
    .t2, "16-pro",
    Variant(
      VersionRange.from(OSVersion(18)), .widelyReproduced,
      "16 Pro and 16 Pro Max: 62/34; 62 sides and 21 bottom in landscape.", ["S27", "S35"]))

  static let t2IpadHomeButton = CatalogueClaim(
    .t2, "ipad-home-button",
    Variant(
      from11, .widelyReproduced,
      "iPad with a Home button: top 20, bottom 0, sides 0, in both orientations.", ["S28"]))

  static let t2IpadAllScreen = CatalogueClaim(
    .t2, "ipad-all-screen",
    Variant(
      from12, .widelyReproduced,
      "iPad without a Home button: top 24, bottom 20, sides 0, in both orientations.",
      ["S34", "S28"]))

  static let t3Ios6 = CatalogueClaim(
    .t3, "ios6",
    Variant(
      VersionRange.majors(6, through: 6), .widelyReproduced,
      "iOS 6, any iPhone: the bar at y 0 of the navigation view, which starts at 20; 44 "
        + "tall; content at 64 in the window.", ["S81"]))

  static let t3HomeButton = CatalogueClaim(
    .t3, "home-button",
    Variant(
      from7, .widelyReproduced,
      "iPhone with a Home button from iOS 7: bar at 20, 44 tall, content at 64 (116 with a "
        + "large title).", ["S25", "S38", "S84"]))

  static let t3IpadHomeButton = CatalogueClaim(
    .t3, "ipad-home-button",
    Variant(
      VersionRange.majors(7, through: 11), .widelyReproduced,
      "iPad on iOS 7–11: bar at 20, 44 tall, content at 64.", ["S28"]),
    Variant(
      from12, .widelyReproduced,
      "iPad with a Home button from iOS 12: bar at 20, 50 tall, content at 70.",
      ["S28", "S33"]))

  static let t3IpadAllScreen = CatalogueClaim(
    .t3, "ipad-all-screen",
    Variant(
      from12, .inferred,
      "iPad without a Home button from iOS 12: bar at 24, 50 tall, content at 74.",
      ["S34", "S28"]))

  static let t3NotchX = CatalogueClaim(
    .t3, "notch-x",
    Variant(
      from11, .widelyReproduced,
      "X, XS, XS Max, 11 Pro, 11 Pro Max: bar at 44, content at 88 (140 with a large "
        + "title).", ["S38", "S52"]))

  static let t3NotchXr = CatalogueClaim(
    .t3, "notch-xr",
    Variant(
      VersionRange.majors(11, through: 13), .widelyReproduced,
      "XR and 11 up to iOS 13: bar at 44, content at 88.", ["S34", "S27"]),
    Variant(
      from14, .widelyReproduced, "XR and 11 from iOS 14: bar at 48, content at 92.",
      ["S34", "S27"]))

  static let t3Notch12 = CatalogueClaim(
    .t3, "notch-12",
    Variant(
      from14, .widelyReproduced,
      "12 and 13 (not mini), 14, 14 Plus: bar at 47, content at 91.", ["S27"]))

  static let t3Mini = CatalogueClaim(
    .t3, "mini",
    Variant(
      from14, .widelyReproduced,
      "12 mini and 13 mini, on iOS 14 and later: bar at 50, content at 94.", ["S29", "S33"]))

  static let t3DynamicIsland = CatalogueClaim(
    .t3, "dynamic-island",
    Variant(
      from16, .widelyReproduced,
      "Dynamic Island phones: bar at 53.667 (one pixel above the status bar's bottom), "
        + "content at 97.667.", ["S32", "S27", "S107"]))

  static let t3_16Pro = CatalogueClaim(
    .t3, "16-pro",
    Variant(
      VersionRange.from(OSVersion(18)), .singleReport,
      "16 Pro and 16 Pro Max: bar at 56.333, content at 100.333 (Q4).", ["S27"]))

  static let t3StatusBarHidden = CatalogueClaim(
    .t3, "status-bar-hidden",
    Variant(
      from7, .widelyReproduced,
      "Status bar hidden on an iPhone with a Home button: bar at 0, content at 44.", ["S24"]))

  static let t3StatusBarHiddenNotched = CatalogueClaim(
    .t3, "status-bar-hidden-notched",
    Variant(
      from11, .inferred,
      "Status bar hidden on a notched phone: the bar stays where it was (L3.5).", ["S39"]))

  static let t3Landscape = CatalogueClaim(
    .t3, "landscape",
    Variant(
      VersionRange.majors(7, through: 7), .inferred,
      "iPhone landscape, compact width, iOS 7: bar at 20, 32 tall, content at 52.",
      ["S17", "S38"]),
    Variant(
      VersionRange.from(OSVersion(8)), .widelyReproduced,
      "iPhone landscape from iOS 8: bar at 0, 32 tall on compact-width phones and 44 on "
        + "regular-width ones; no large title in a compact height.", ["S38", "S47", "S46"]))

  static let t3Sheet = CatalogueClaim(
    .t3, "sheet",
    Variant(
      VersionRange.from(OSVersion(13)), .widelyReproduced,
      "iOS 13 sheet: bar at 0 in the sheet, 56 tall.", ["S45", "S30"]))

  static let t3IpadSheet = CatalogueClaim(
    .t3, "ipad-sheet",
    Variant(
      ios7to12, .inferred,
      "iPad form or page sheet on iOS 7–12: bar at 0 in the sheet, 44 tall.", ["S76"]))

  static let t3InCall = CatalogueClaim(
    .t3, "in-call",
    Variant(
      ios7to12, .inferred,
      "Double-height status bar on an iPhone with a Home button: bar at 20 in the root view, "
        + "which starts at 20: content at 84 in the window.", ["S41", "S43"]))

  static let t4IphonePortrait = CatalogueClaim(
    .t4, "iphone-portrait",
    Variant(
      all, .widelyReproduced,
      "iPhone in portrait: tab bar 49, toolbar 44, plus the bottom safe area (34) on phones "
        + "with a home indicator: 83 and 78 (D5).", ["S28", "S37", "S49", "S52"]))

  static let t4IphoneLandscapeCompact = CatalogueClaim(
    .t4, "iphone-landscape-compact",
    Variant(
      VersionRange.majors(6, through: 10), .widelyReproduced,
      "iPhone in landscape, compact width, up to iOS 10: tab bar 49, toolbar 32.",
      ["S28", "S37"]),
    Variant(
      from11, .widelyReproduced,
      "iPhone in landscape, compact width, from iOS 11: tab bar 32 (D10 on phones with a "
        + "Home button), toolbar 32; plus 21 on phones with a home indicator: 53.",
      ["S48", "S27", "S28"]))

  static let t4IphoneLandscapeRegular = CatalogueClaim(
    .t4, "iphone-landscape-regular",
    Variant(
      all, .widelyReproduced,
      "iPhone in landscape, regular width (Plus, Max, XR, 11): tab bar 49, toolbar 44; plus "
        + "21 with a home indicator: 70 and 65.", ["S37", "S28"]))

  static let t4Ipad = CatalogueClaim(
    .t4, "ipad",
    Variant(
      VersionRange.majors(6, through: 11), .widelyReproduced,
      "iPad up to iOS 11: tab bar 49 (Q11), toolbar 44.", ["S28"]),
    Variant(
      from12, .widelyReproduced,
      "iPad from iOS 12: tab bar 50, toolbar 50; on an iPad without a Home button each is 45 "
        + "plus the 20-point bottom safe area: 65 (D5, D9).", ["S28", "S37", "S27"]))

  static let t4Ipados18 = CatalogueClaim(
    .t4, "ipados-18",
    Variant(
      VersionRange.from(OSVersion(18)), .documented,
      "iPadOS 18 in a regular width: the tab bar floats at the top; no bottom tab bar.",
      ["S21"]))

  static let t5Measured = CatalogueClaim(
    .t5, "measured",
    Variant(
      VersionRange.majors(7, through: 10), .widelyReproduced,
      "Both bars translucent, edges all: view (0, 0, 375, 667), guides 64/49, insets 64/49; "
        + "navigation bar opaque: view (0, 64, 375, 603), guides 0/49, insets 0/49; edges "
        + "none: view (0, 64, 375, 554), guides and insets 0/0.", ["S26", "S78"]))

  static let t5Arithmetic = CatalogueClaim(
    .t5, "arithmetic",
    Variant(
      VersionRange.majors(7, through: 10), .inferred,
      "Tab bar opaque: view (0, 0, 375, 618), guides and insets 64/0; both opaque: (0, 64, "
        + "375, 554), 0/0; edges top only: (0, 0, 375, 618), 64/0; both opaque with "
        + "extendedLayoutIncludesOpaqueBars: (0, 0, 375, 667), 64/49.", ["S78", "S92"]))

  static let t6Automatic = CatalogueClaim(
    .t6, "automatic",
    Variant(
      from11, .documented,
      "automatic: top and bottom get the safe area if the content scrolls vertically or the "
        + "compatibility clause holds; left and right if it scrolls horizontally.",
      ["S12", "S13", "S14"]))

  static let t6ScrollableAxes = CatalogueClaim(
    .t6, "scrollableAxes",
    Variant(
      from11, .documented,
      "scrollableAxes: each axis's edges get the safe area if that axis scrolls.",
      ["S13", "S14"]))

  static let t6Never = CatalogueClaim(
    .t6, "never",
    Variant(from11, .documented, "never: nothing.", ["S14"]))

  static let t6Always = CatalogueClaim(
    .t6, "always",
    Variant(from11, .documented, "always: the safe area on every edge.", ["S14"]))
}

extension CatalogueClaim {
  /// T6's row for a content inset adjustment behavior.
  static func t6(_ behavior: ScrollInsetAdjustment) -> CatalogueClaim {
    switch behavior {
    case .automatic: .t6Automatic
    case .scrollableAxes: .t6ScrollableAxes
    case .never: .t6Never
    case .always: .t6Always
    }
  }
}

extension RuleCatalogue {
  /// The tables T1–T6, in order.
  static let layoutTableEntries: [RuleEntry] = [
    RuleEntry(
      id: .t1, title: "Status bar height by device and iOS version (portrait, visible)",
      modelling: .modelled,
      claims: [
        .t1HomeButton, .t1DoubleHeight, .t1NotchX, .t1NotchXr, .t1Notch12, .t1Mini,
        .t1DynamicIsland, .t1_16Pro, .t1IpadHomeButton, .t1IpadAllScreen,
      ]),
    RuleEntry(
      id: .t2, title: "Safe area of a full-screen root view with no bars (iOS 11 and later)",
      modelling: .modelled,
      claims: [
        .t2HomeButton, .t2NotchX, .t2NotchXr, .t2Notch12, .t2Mini, .t2DynamicIsland, .t2_16Pro,
        .t2IpadHomeButton, .t2IpadAllScreen,
      ]),
    RuleEntry(
      id: .t3,
      title: "Navigation bar origin and content top (portrait, status bar and bar visible)",
      modelling: .modelled,
      claims: [
        .t3Ios6, .t3HomeButton, .t3IpadHomeButton, .t3IpadAllScreen, .t3NotchX, .t3NotchXr,
        .t3Notch12, .t3Mini, .t3DynamicIsland, .t3_16Pro, .t3StatusBarHidden,
        .t3StatusBarHiddenNotched, .t3Landscape, .t3Sheet, .t3IpadSheet, .t3InCall,
      ]),
    RuleEntry(
      id: .t4, title: "Bottom bar heights (with the home indicator's area at the screen's bottom)",
      modelling: .modelled,
      claims: [
        .t4IphonePortrait, .t4IphoneLandscapeCompact, .t4IphoneLandscapeRegular, .t4Ipad,
        .t4Ipados18,
      ]),
    RuleEntry(
      id: .t5,
      title: "iOS 7–10: a child of a navigation controller in a tab bar controller (iPhone 8)",
      modelling: .notModelled(
        "outcomes the engine derives from L4.3, L5 and L6 rather than looks up; the tests check "
          + "each row"),
      claims: [.t5Measured, .t5Arithmetic]),
    RuleEntry(
      id: .t6, title: "iOS 11 and later: what each adjustment behavior adds",
      modelling: .modelled,
      claims: [.t6Automatic, .t6ScrollableAxes, .t6Never, .t6Always]),
  ]
}
