// The rules of ../shared/reference/uikit-ios26.md as data: what changed with iOS 26 and 27,
// the first releases numbered by year. Rule IDs are that document's (R35 onwards, L11 onwards,
// and its device table); its sources are keyed N1–N56 there, and the ones cited here are listed below.

private let year26 = VersionRange.majors(OSVersion.firstYearMajor, through: 26)
private let year27 = VersionRange.majors(27, through: OSVersion.newestModelledMajor)
private let fromYear26 = VersionRange.from(OSVersion(OSVersion.firstYearMajor))

extension CatalogueClaim {
  static let r35YearNumbering = CatalogueClaim(
    .r35, "year-numbering",
    Variant(
      fromYear26, .documented,
      "There is no iOS 19 to 25: after iOS 18 Apple numbered its systems by year, so the next "
        + "release was iOS 26 (September 2025), then iOS 27 (September 2026). A version in "
        + "between is an error, not an unmodelled version.",
      ["N19", "N44"]))

  static let r36OlderSDK = CatalogueClaim(
    .r36, "older-sdk",
    Variant(
      year26, .documented,
      "An app linked with the iOS 18 SDK or older keeps its earlier appearance and behaviour "
        + "on iOS 26: compatibility mode, whatever UIDesignRequiresCompatibility says.",
      ["N2"]),
    Variant(
      year27, .inferred,
      "An app linked with the iOS 18 SDK or older presumably keeps its earlier appearance on "
        + "iOS 27 too; no document says so.",
      ["N2"]))

  static let r36NewDesign = CatalogueClaim(
    .r36, "new-design",
    Variant(
      year26, .documented,
      "An app linked with the iOS 26 SDK runs in the new design (Liquid Glass) on iOS 26 "
        + "unless its Info.plist sets UIDesignRequiresCompatibility to YES; absent or NO is the "
        + "default.",
      ["N1"]),
    Variant(
      year27, .inferred,
      "An app linked with the iOS 26 SDK presumably runs in the new design on iOS 27 unless "
        + "UIDesignRequiresCompatibility is YES; only builds with the iOS 27 SDK are documented "
        + "to ignore the key.",
      ["N1"]))

  static let r36Compatibility = CatalogueClaim(
    .r36, "compatibility-key",
    Variant(
      year26, .documented,
      "UIDesignRequiresCompatibility = YES in an app linked with the iOS 26 SDK runs it in "
        + "compatibility mode on iOS 26: \"as it looks when built against previous versions of "
        + "the SDKs\".",
      ["N1"]),
    Variant(
      year27, .inferred,
      "UIDesignRequiresCompatibility = YES in an app linked with the iOS 26 SDK presumably "
        + "keeps compatibility mode on iOS 27, since only iOS 27 SDK builds are documented to "
        + "ignore the key.",
      ["N1"]))

  static let r36KeyIgnored = CatalogueClaim(
    .r36, "key-ignored",
    Variant(
      fromYear26, .documented,
      "An app linked with the iOS 27 SDK runs in the new design: \"The system ignores this key "
        + "when you build for iOS 27 or later\". One developer reports a 27.2 SDK build that "
        + "kept the key crashing at launch on iOS 26.6 (a disagreement, not modelled).",
      ["N1", "N3"]))

  static let r39Republished = CatalogueClaim(
    .r39, "republished",
    Variant(
      fromYear26, .documented,
      "The 2026 pages of preferredStatusBarStyle, prefersStatusBarHidden, childForStatusBarStyle, "
        + "setNeedsStatusBarAppearanceUpdate(), modalPresentationCapturesStatusBarAppearance and "
        + "UIViewControllerBasedStatusBarAppearance carry the same text as before, with no "
        + "deprecation; the UIApplication setters are still deprecated. The rules written from "
        + "those pages hold on iOS 26 and 27 as documents; no other rule's internals were "
        + "re-checked there.",
      ["N7"]))

  static let l11EarlierDesign = CatalogueClaim(
    .l11, "earlier-design",
    Variant(
      fromYear26, .inferred,
      "The layout rules written before iOS 26 (L1 to L10, T1 to T6) describe the earlier "
        + "design: on iOS 26 and 27 they are the geometry of an app in compatibility mode or "
        + "linked with an older SDK, not of an app in the new design. Device insets (the status "
        + "bar, the sensor housing, the Home indicator) change with the iOS version instead.",
      ["N1", "N23"]))
}

extension RuleCatalogue {
  /// The rules of iOS 26 and 27 that stylerule records, R35 onwards.
  static let yearReleaseEntries: [RuleEntry] = [
    RuleEntry(
      id: .r35, title: "iOS 26 follows iOS 18", modelling: .modelled,
      claims: [.r35YearNumbering]),
    RuleEntry(
      id: .r36, title: "The design mode: new design or compatibility", modelling: .modelled,
      claims: [.r36OlderSDK, .r36NewDesign, .r36Compatibility, .r36KeyIgnored]),
    RuleEntry(
      id: .r39, title: "The status bar API is unchanged on iOS 26 and 27", modelling: .modelled,
      claims: [.r39Republished]),
  ]

  /// The layout rules of iOS 26 and 27, L11 onwards.
  static let yearReleaseLayoutEntries: [RuleEntry] = [
    RuleEntry(
      id: .l11, title: "The earlier layout is compatibility mode's", modelling: .modelled,
      claims: [.l11EarlierDesign])
  ]

  /// The sources of `../shared/reference/uikit-ios26.md` that the catalogue cites, keyed as
  /// there.
  static let yearReleaseSources: [SourceReference] = [
    SourceReference(
      key: "N1", title: "UIDesignRequiresCompatibility Info.plist key",
      url:
        "https://developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility"
    ),
    SourceReference(
      key: "N2",
      title:
        "Developer Forums thread 788573 (Frameworks Engineer on UIDesignRequiresCompatibility)",
      url: "https://developer.apple.com/forums/thread/788573"),
    SourceReference(
      key: "N3",
      title: "Developer Forums thread 858194 (crash with the key, Xcode 27.2 SDK, iOS 26.6 device)",
      url: "https://developer.apple.com/forums/thread/858194"),
    SourceReference(
      key: "N7",
      title:
        "UIViewController status bar pages, UIViewControllerBasedStatusBarAppearance and UIStatusBarManager (2026 copies)",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle"),
    SourceReference(
      key: "N19", title: "iOS & iPadOS Release Notes index (26.5, 26.6, 27 betas)",
      url: "https://developer.apple.com/documentation/ios-ipados-release-notes"),
    SourceReference(
      key: "N23",
      title:
        "QuintGao/GKNavigationBarSwift, GKNavigationBarConfigure.swift (iOS 26 bar geometry by design mode) and issue #47",
      url: "https://github.com/QuintGao/GKNavigationBarSwift"),
    SourceReference(
      key: "N44", title: "Naming: why iOS 18 is followed by iOS 26 (macobserver, 2025-09-10)",
      url:
        "https://www.macobserver.com/news/why-ios-18-to-ios-26-apples-new-naming-strategy-explained/"
    ),
  ]
}
