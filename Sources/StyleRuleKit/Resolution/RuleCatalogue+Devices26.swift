// swift-format-ignore-file: AlwaysUseLowerCamelCase
// A claim's member name spells its rule ID with an underscore before a digit (L17's 62-point
// row is `l17_62`), which lowerCamelCase has no other way to say.

// The device insets of iOS 26 (L15–L17) and the device table T7 of
// ../shared/reference/uikit-ios26.md as citable entries. The numbers are in
// Sources/StyleRuleKit/Layout/LayoutTables+Devices26.swift, one row per claim here, one cell
// per variant: the iOS 26 measurement, then iOS 27, where nothing was measured and the iOS 26
// value is kept as an assumption the output says.

private let ios26 = VersionRange.majors(26, through: 26)
private let ios27 = VersionRange.majors(27, through: 27)
private let fromYear26 = VersionRange.majors(26, through: OSVersion.newestModelledMajor)

/// The iOS 27 variant of a measured iOS 26 row: nothing measured, so not known.
private func assumedOn27(_ what: String, _ sources: [String]) -> CatalogueClaim.Variant {
  CatalogueClaim.Variant(
    ios27, .inferred,
    "On iOS 27 no value was measured (Q25): the \(what) is not known, and every position "
      + "that depends on it is not known either; the iOS 26 value is shown beside it, never "
      + "used as the answer.",
    sources)
}

extension CatalogueClaim {
  static let l15Ipad = CatalogueClaim(
    .l15, "ipad",
    Variant(
      ios26, .singleReport,
      "An iPad without a Home button on iPadOS 26 (iPad (A16), iPad Air 11- and 13-inch, iPad "
        + "mini (A17 Pro), iPad Pro 11- and 13-inch M4): top 32 (was 24), bottom 25 (was 20), in "
        + "both orientations; measured in the iOS 26.5 simulator. Older iPads were not probed "
        + "(Q27) and keep T2's values, carried over.",
      ["N22", "N31"]),
    assumedOn27("safe area", ["N22"]))

  static let l15LandscapeBottom = CatalogueClaim(
    .l15, "landscape-bottom",
    Variant(
      ios26, .singleReport,
      "An iPhone with a home indicator in landscape on iOS 26: bottom 20 (T2 says 21 before; "
        + "D15 keeps both).",
      ["N22", "N27"]),
    assumedOn27("landscape bottom", ["N22"]))

  static let l16SE3 = CatalogueClaim(
    .l16, "se-3",
    Variant(
      ios26, .singleReport,
      "iPhone SE (3rd generation) on iOS 26: top 20, bottom 0; in landscape 0 on every side.",
      ["N22"]),
    assumedOn27("safe area", ["N22"]))

  static let l16HiddenKeepsTop = CatalogueClaim(
    .l16, "hidden-keeps-top",
    Variant(
      ios26, .singleReport,
      "On iOS 26 a device without a sensor housing (iPad, iPhone SE) keeps its top safe inset "
        + "when the status bar is hidden, a known iOS 26 bug: the view does not move up. Reported for 26.0 "
        + "and 26.0.1; whether a later 26 release fixed it is unknown (D18).",
      ["N31", "N32"]),
    Variant(
      ios27, .inferred,
      "On iOS 27 nothing was reported either way: the iOS 26 behaviour is assumed (D18).",
      ["N31"]))

  static let l17_59 = CatalogueClaim(
    .l17, "59",
    Variant(
      ios26, .widelyReproduced,
      "iPhone 16 and 16 Plus on iOS 26: top 59, bottom 34; in landscape 59 on each side and "
        + "20 at the bottom. The status bar's height is not known (Q19).",
      ["N22", "N25"]),
    assumedOn27("safe area", ["N22", "N29"]))

  static let l17_62 = CatalogueClaim(
    .l17, "62",
    Variant(
      ios26, .widelyReproduced,
      "iPhone 16 Pro, 16 Pro Max, 17, 17 Pro and 17 Pro Max on iOS 26: top 62, bottom 34; in "
        + "landscape 62 on each side and 20 at the bottom. One report gives 61 for the 16 Pro, "
        + "another 59 for the 16 Pro Max (D14). The status bar's height is not known (Q19).",
      ["N22", "N23", "N27", "N28"]),
    assumedOn27("safe area", ["N22", "N29"]))

  static let l17Air = CatalogueClaim(
    .l17, "air",
    Variant(
      ios26, .widelyReproduced,
      "iPhone Air on iOS 26: top 68, bottom 34; in landscape 68 on each side and 20 at the "
        + "bottom. One report gives 64 (D14). The status bar's height is not known (Q19).",
      ["N22", "N23"]),
    assumedOn27("safe area", ["N22", "N29"]))

  static let l17_47 = CatalogueClaim(
    .l17, "47",
    Variant(
      ios26, .singleReport,
      "iPhone 16e and 17e (a notch, no Dynamic Island) on iOS 26: top 47, bottom 34; in "
        + "landscape 47 on each side and 20 at the bottom. The status bar's height is not "
        + "known (Q19).",
      ["N22", "N25", "N26"]),
    assumedOn27("safe area", ["N22"]))

  static let t7Models = CatalogueClaim(
    .t7, "models",
    Variant(
      fromYear26, .widelyReproduced,
      "The current devices as models: iPhone 16 (393×852), 16 Plus (430×932), 16 Pro Max "
        + "(440×956), 16e (390×844, notch) from iOS 18; iPhone 17 and 17 Pro (402×874), 17 Pro "
        + "Max (440×956), Air (420×912) and 17e (390×844, notch) from iOS 26; iPad (A16) "
        + "(820×1180) and iPad mini (A17 Pro) (744×1133) from iPadOS 18; iPad Air 11-inch "
        + "(820×1180) and 13-inch (1024×1366), iPad Pro 11-inch (834×1210) and 13-inch "
        + "(1032×1376) from iPadOS 17. All run iOS 27. iOS 26 does not run on the iPhone XR "
        + "(last iOS 18); iPadOS 27 drops the first 11-inch iPad Pro (last iPadOS 26).",
      ["N22", "N25", "N26", "N44", "N45", "N46", "N47", "N48"]))

  static let t7StatusBar = CatalogueClaim(
    .t7, "status-bar",
    Variant(
      ios26, .singleReport,
      "The status bar's frame height on iOS 26 is given for one model only: the iPhone SE (3rd "
        + "generation), 20, its top safe inset, which it keeps when the bar hides (L16). On every "
        + "other model it is not known (Q19): the output says so, and so is every position that "
        + "depends on it; the iOS 18 height (T1) is shown beside it, never used as the answer.",
      ["N22", "N31"]),
    Variant(
      ios27, .inferred,
      "On iOS 27 no status bar height was measured on any model (Q19, Q25): not known, and "
        + "neither is every position that depends on it.",
      ["N22"]))

  static let t7NotModelled = CatalogueClaim(
    .t7, "not-modelled",
    Variant(
      VersionRange.majors(27, through: 27), .widelyReproduced,
      "iPhone 18 Pro, 18 Pro Max and the folding iPhone Duo run iOS 27, but no source gives "
        + "their screens or insets, and the Duo's side status strip is not modelled: "
        + "they are not device models, and no neighbour's numbers stand in for them.",
      ["N25", "N26"]))
}

extension RuleCatalogue {
  /// The device insets of iOS 26 (L15–L17) and the device table (T7).
  static let devices26Entries: [RuleEntry] = [
    RuleEntry(
      id: .l15, title: "Safe areas on iOS 26: iPads and iPhones in landscape",
      modelling: .modelled, claims: [.l15Ipad, .l15LandscapeBottom]),
    RuleEntry(
      id: .l16, title: "Hidden status bar on devices without a sensor housing (iOS 26)",
      modelling: .modelled, claims: [.l16SE3, .l16HiddenKeepsTop]),
    RuleEntry(
      id: .l17, title: "Top safe insets of the current iPhones (iOS 26)",
      modelling: .modelled, claims: [.l17_59, .l17_62, .l17Air, .l17_47]),
    RuleEntry(
      id: .t7, title: "Current devices", modelling: .modelled,
      claims: [.t7Models, .t7StatusBar, .t7NotModelled]),
  ]

  /// The sources of `../shared/reference/uikit-ios26.md` behind the device insets and T7,
  /// keyed as there (N23 is in ``yearReleaseSources``).
  static let devices26Sources: [SourceReference] = [
    SourceReference(
      key: "N22",
      title:
        "aloisdeniel/flutter_device_preview device_specs, derived from the iOS 26.5 simulator "
        + "(commit 061d936)",
      url: "https://github.com/aloisdeniel/flutter_device_preview"),
    SourceReference(
      key: "N25", title: "devicekit/DeviceKit Source/Device.swift.gyb (v5.8.0) and PRs #507, #512",
      url: "https://github.com/devicekit/DeviceKit"),
    SourceReference(
      key: "N26", title: "react-native-device-info PR #1811 (iPhone 17e, 18 Pro, Duo identifiers)",
      url: "https://github.com/react-native-device-info/react-native-device-info/pull/1811"),
    SourceReference(
      key: "N27", title: "flutterware Devices constants (iPhone 16, 16 Pro, 16 Pro Max)",
      url:
        "https://pub.dev/documentation/flutterware/latest/devices/Devices/iphone16Pro-constant.html"
    ),
    SourceReference(
      key: "N28", title: "device_preview 3.0.0-prerelease3 DevicePresets.iPhone17Pro",
      url:
        "https://pub.dev/documentation/device_preview/3.0.0-prerelease3/presets/DevicePresets/iPhone17Pro-constant.html"
    ),
    SourceReference(
      key: "N29", title: "Apollo-Reborn PR #848 (safe-area tops 59/61/64)",
      url: "https://github.com/Apollo-Reborn/Apollo-Reborn/pull/848"),
    SourceReference(
      key: "N31",
      title: "flutter/flutter #175520 and PR #186028 (iOS 26: top inset kept when the bar hides)",
      url: "https://github.com/flutter/flutter/pull/186028"),
    SourceReference(
      key: "N32", title: "appandflow/react-native-safe-area-context #666",
      url: "https://github.com/appandflow/react-native-safe-area-context/issues/666"),
    SourceReference(
      key: "N45", title: "iOS 26 device support (drops XS, XS Max, XR), India Today 2025-06-10",
      url:
        "https://www.indiatoday.in/technology/news/story/ios-26-coming-soon-and-here-are-the-iphones-it-will-support-check-the-full-list-here-2738392-2025-06-10"
    ),
    SourceReference(
      key: "N46", title: "iPadOS 26 device support (drops iPad 7th generation), cybernews",
      url: "https://cybernews.com/gadgets/ipad-ios26-release/"),
    SourceReference(
      key: "N47", title: "iOS 27 drops no iPhone, wedoany",
      url: "https://en.wedoany.com/shortnews/226619.html"),
    SourceReference(
      key: "N48", title: "iPadOS 27 drops the A12 and A12X iPads, thecircuitry",
      url:
        "https://thecircuitry.to/article/ipados-27-compatible-ipads-full-list-and-how-to-check-mq5k0qxl"
    ),
  ]

  /// The iOS 26 reference's disagreements and open questions about device insets.
  static let devices26LayoutQuestions: [LayoutQuestion] = [
    LayoutQuestion(
      id: "D14", kind: .disagreement, title: "Top safe inset of the newer Dynamic Island phones",
      statement:
        "62 on the 16 Pro, 16 Pro Max and 17 family and 68 on the Air (an iOS 26.5 simulator "
        + "probe and a navigation bar library) against 61 on the 16 Pro and 64 on the Air (one "
        + "pull request), and 59 for the 16 Pro Max in one derived table. stylerule uses 62 and "
        + "68.", sources: ["N22", "N23", "N29", "N27"], rules: [.l17]),
    LayoutQuestion(
      id: "D15", kind: .disagreement, title: "Landscape bottom inset of home-indicator iPhones",
      statement:
        "21 before iOS 26 (T2) against 20 in the iOS 26.5 probe; possibly a real change in "
        + "iOS 26. stylerule uses 20 from iOS 26.", sources: ["N22", "N27", "N28"],
      rules: [.l15, .t2]),
    LayoutQuestion(
      id: "D18", kind: .disagreement, title: "Hidden status bar and the top safe inset on iOS 26",
      statement:
        "The fix that reports it is titled \"iOS 26.0 and iOS 26.0.1\", its code says \"iOS "
        + "26+\". stylerule keeps the top inset on every iOS 26 release and says the other "
        + "answer, the inset shrinking with the bar as before.", sources: ["N31", "N32"],
      rules: [.l16]),
    LayoutQuestion(
      id: "Q19", kind: .openQuestion, title: "Status bar heights on iOS 26 and 27",
      statement:
        "No source measured the status bar's frame on iOS 26 or 27 on a device with a sensor "
        + "housing or on an iPad; only the iPhone SE's 20 on iOS 26 is given. stylerule says the "
        + "height, and every position that depends on it, is not known, with the iOS 18 "
        + "height (T1) beside it.", sources: ["N23", "N27"], rules: [.t1, .l17, .t7]),
    LayoutQuestion(
      id: "Q25", kind: .openQuestion, title: "Device insets on iOS 27",
      statement:
        "No device inset was measured on iOS 27; one report says the top inset of Dynamic "
        + "Island phones is taller there, with no value. stylerule says the inset, and every "
        + "position that depends on it, is not known, with the iOS 26 value beside it.",
      sources: ["N29"], rules: [.l15, .l17]),
    LayoutQuestion(
      id: "Q27", kind: .openQuestion, title: "Home-button iPads on iPadOS 26",
      statement:
        "The iOS 26 probe had no iPad with a Home button: is its top inset 20 or 32? stylerule "
        + "carries T2's 20 over.", sources: ["N22"], rules: [.l15, .t2]),
  ]
}
