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

  static let r37ContentAdaptive = CatalogueClaim(
    .r37, "content-adaptive",
    Variant(
      VersionRange.majors(OSVersion.oldestModelled.major, through: 16), .inferred,
      "Before iOS 17 nothing documents .default adapting to the content below the status bar: "
        + "it is dark content up to iOS 12 (R6) and follows the traits from iOS 13 (R32).",
      ["N5"], effect: .no),
    Variant(
      VersionRange.from(OSVersion(17)), .documented,
      "From iOS 17, .default is documented as \"a style that automatically selects an "
        + "appearance for the status bar and updates it dynamically to maintain contrast with "
        + "the content below it\"; the SDK header still says it follows the user interface style "
        + "and the iOS 18.2 code resolves it from the traits (D11). stylerule gives the value from "
        + "the traits (R32) as the fallback and says the answer depends on the content.",
      ["N4", "N5", "N6"], effect: .yes))

  static let r38BarInterfaceStyle = CatalogueClaim(
    .r38, "bar-interface-style",
    Variant(
      fromYear26, .singleReport,
      "In the new design a deciding UINavigationController (its bar visible, R14) derives its "
        + "style from its navigation bar's userInterfaceStyle: dark gives lightContent, light "
        + "gives darkContent, otherwise super's (default). Read in the decompiled iOS 26.1 "
        + "UIKit; whether compatibility mode does the same is not known (Q28), and whether the "
        + "glass bar's style follows the content behind it is not either.",
      ["D26", "N23"]))

  static let r38AppearanceOverride = CatalogueClaim(
    .r38, "appearance-override",
    Variant(
      year26, .documented,
      "UIBarAppearance.overrideUserInterfaceStyle does not exist on iOS 26 (it is annotated "
        + "API_AVAILABLE(ios(27.0))).", ["N20"], effect: .no),
    Variant(
      year27, .inferred,
      "iOS 27's UIBarAppearance.overrideUserInterfaceStyle \"overrides the userInterfaceStyle "
        + "of the bar\", so by this rule it forces a deciding navigation controller's style "
        + "light or dark; untested.", ["N20"], effect: .yes))

  static let r38BarStyleUnknown = CatalogueClaim(
    .r38, "bar-style",
    Variant(
      fromYear26, .inferred,
      "In the new design the navigation controller reads its bar's userInterfaceStyle, not its "
        + "barStyle: whether navigationBar.barStyle = .black still makes the status bar light "
        + "there is not known.", ["D26"]))

  static let r42WindowedScenes = CatalogueClaim(
    .r42, "windowed-scenes",
    Variant(
      fromYear26, .documented,
      "iPadOS 26 deprecates UIRequiresFullScreen, adds window controls at a window's top-leading "
        + "corner and a menu bar; whether each window of a windowed scene has a status bar, and "
        + "whether prefersStatusBarHidden or the style apply there, is not documented (Q24). "
        + "stylerule answers for a full-screen scene.", ["N13", "N15"]))

  static let r44SheetsUnverified = CatalogueClaim(
    .r44, "sheets-unverified",
    Variant(
      fromYear26, .inferred,
      "Apple's rule that a full-screen presentation takes control of the status bar (R24) is "
        + "unchanged in the 2026 documentation; R25's rows for sheets and R28's light content "
        + "behind an iPhone card sheet come from the iOS 18 code and a library, and nobody checked "
        + "them against the iOS 26 sheets (Q20). stylerule carries them over, inferred.",
      ["N7"]))

  static let r43SideStatusStrip = CatalogueClaim(
    .r43, "side-status-strip",
    Variant(
      year27, .singleReport,
      "On iPhone Duo (iOS 27.1) the status bar can sit in a vertical strip on one physical side "
        + "of the screen (about 84 points of side safe area), on the outer display and the inner "
        + "one in landscape; how preferredStatusBarStyle maps onto it is not documented (Q26). "
        + "stylerule has no model of this device.", ["N40", "N42"]))

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

extension CatalogueClaim {
  static let l12Height = CatalogueClaim(
    .l12, "height",
    Variant(
      fromYear26, .widelyReproduced,
      "In the new design a navigation bar is 54 points tall on iPhone in portrait (was 44); "
        + "one library's code gives 54 on iPad and on regular-width iPhones in landscape too.",
      ["N23", "N24"]))

  static let l12CompactLandscape = CatalogueClaim(
    .l12, "compact-landscape",
    Variant(
      fromYear26, .singleReport,
      "On an iPhone of compact width in landscape the bar stays 32 points in the new design; "
        + "the same library adds 24 points above it there, for a reason no source gives (Q23), "
        + "which stylerule does not.", ["N23"]))

  static let l12Sheet = CatalogueClaim(
    .l12, "sheet",
    Variant(
      fromYear26, .singleReport,
      "In a sheet (a non-full-screen presentation) the bar is 70 points tall in the new "
        + "design (was 56).", ["N23"]))

  static let l12Origin = CatalogueClaim(
    .l12, "origin",
    Variant(
      fromYear26, .singleReport,
      "In the new design the bar's origin is the view's top safe-area inset, not the earlier "
        + "\"status bar height minus a pixel\" of T3: content under a visible bar starts at the "
        + "safe top plus 54.", ["N23"]))
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
      id: .r37, title: ".default adapts to the content under the status bar",
      modelling: .modelled, claims: [.r37ContentAdaptive]),
    RuleEntry(
      id: .r38, title: "A navigation controller in the new design follows its bar's style",
      modelling: .modelled,
      claims: [.r38BarInterfaceStyle, .r38AppearanceOverride, .r38BarStyleUnknown]),
    RuleEntry(
      id: .r42, title: "iPadOS 26 windowed scenes",
      modelling: .notModelled(
        "the answer is for a full-screen scene; windowed ones are not documented"),
      claims: [.r42WindowedScenes]),
    RuleEntry(
      id: .r43, title: "iPhone Duo's side status strip",
      modelling: .notModelled("the status bar is modelled at the top of the screen"),
      claims: [.r43SideStatusStrip]),
    RuleEntry(
      id: .r39, title: "The status bar API is unchanged on iOS 26 and 27", modelling: .modelled,
      claims: [.r39Republished]),
    RuleEntry(
      id: .r44, title: "Sheets on iOS 26 and 27 are unverified", modelling: .modelled,
      claims: [.r44SheetsUnverified]),
  ]

  /// The layout rules of iOS 26 and 27, L11 onwards.
  static let yearReleaseLayoutEntries: [RuleEntry] = [
    RuleEntry(
      id: .l11, title: "The earlier layout is compatibility mode's", modelling: .modelled,
      claims: [.l11EarlierDesign]),
    RuleEntry(
      id: .l12, title: "The navigation bar in the new design", modelling: .modelled,
      claims: [.l12Height, .l12CompactLandscape, .l12Sheet, .l12Origin]),
  ]

  /// The iOS 26 reference's disagreements that a rule of the catalogue touches (D11
  /// onwards), in stylerule's words.
  static let yearReleaseQuestions: [LayoutQuestion] = [
    LayoutQuestion(
      id: "D11", kind: .disagreement, title: "What .default follows",
      statement:
        "Apple's documentation says .default adapts to the content below the status bar (from "
        + "iOS 17, with the WWDC23 page); the SDK header comment and the iOS 18.2 code resolve it "
        + "from the user interface style. Both may hold if the system samples the content over "
        + "the traits' value; no source shows how. stylerule gives the traits' value as the "
        + "fallback and says the answer depends on the content.",
      sources: ["N4", "N5", "N6", "D1"], rules: [.r37, .r32]),
    LayoutQuestion(
      id: "D12", kind: .disagreement, title: "UIDesignRequiresCompatibility with the iOS 27 SDK",
      statement:
        "Apple: the system ignores the key when the app is built for iOS 27 or later. One "
        + "developer: a 27.2 SDK build that kept the key crashed at launch on iOS 26.6 and ran "
        + "once it was removed. stylerule follows Apple (new design, key ignored).",
      sources: ["N1", "N3"], rules: [.r36]),
    LayoutQuestion(
      id: "D13", kind: .disagreement, title: "When the scene life cycle requirement bites",
      statement:
        "Apple: an app without the scene life cycle stops launching only once it is built "
        + "with the iOS 27 SDK, and apps built with Xcode 26 keep launching on iOS 26 and 27; "
        + "failures with the 27 SDK are widely reported. One pull request reports iOS 26 "
        + "terminating such an app at launch. stylerule follows Apple: sdk27-without-scenes "
        + "is an error with the iOS 27 SDK only.",
      sources: ["N10", "N12", "N38", "N39"], rules: [.r41]),
    LayoutQuestion(
      id: "Q22", kind: .openQuestion,
      title: "How SwiftUI's .statusBar placement reaches the hosting controller",
      statement:
        "How toolbarColorScheme(_:for: .statusBar) and toolbarVisibility(_:for: .statusBar) "
        + "are routed through UIHostingController's childForStatusBarStyle and "
        + "childForStatusBarHidden, and which wins against a UIKit container that does not "
        + "forward (R14, R20), is not documented. stylerule applies them where the walk "
        + "reaches the hosting controller, and says so.",
      sources: ["N8", "N9"], rules: [.r40, .r21]),
    LayoutQuestion(
      id: "Q20", kind: .openQuestion, title: "Which sheets control the status bar on iOS 26",
      statement:
        "Whether R25's rows for page and form sheets (medium and large detents) still hold with "
        + "the iOS 26 sheets, and whether the light content behind an iPhone card sheet (R28) "
        + "still happens, was not established by any source. stylerule carries the iOS 18 "
        + "answers over, inferred.",
      sources: ["N7"], rules: [.r44, .r25, .r28]),
    LayoutQuestion(
      id: "Q21", kind: .openQuestion, title: "The new design's other bar geometry",
      statement:
        "No source gives the new design's large title, search row or toolbar height, the "
        + "floating tab bar's own height, the iPad top tab bar's, or whether glass bars report "
        + "isTranslucent. stylerule keeps the earlier values there and says so.",
      sources: ["N23", "N30"], rules: [.l12]),
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
      key: "N4", title: "UIStatusBarStyle and UIStatusBarStyle.default (2026 copies)",
      url: "https://developer.apple.com/documentation/uikit/uistatusbarstyle/default"),
    SourceReference(
      key: "N5", title: "WWDC23 highlights (Updates › WWDC23), UIKit section",
      url: "https://developer.apple.com/documentation/updates/wwdc2023"),
    SourceReference(
      key: "N6", title: "UIKit SDK header UIApplication.h, UIStatusBarStyleDefault comment",
      url: ""),
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
      key: "N20",
      title:
        "UIKit header diff Xcode 27.0 beta 2→3 (UIBarAppearance.overrideUserInterfaceStyle, API_AVAILABLE(ios(27.0))), dotnet/macios",
      url: "https://github.com/dotnet/macios/wiki/UIKit-tvOS-xcode27.0-b3"),
    SourceReference(
      key: "D26",
      title:
        "Decompiled UIKitCore, iOS 26.1, as quoted by the status bar reference (UINavigationController's preferredStatusBarStyle and symbol list)",
      url: ""),
    SourceReference(
      key: "N23",
      title:
        "QuintGao/GKNavigationBarSwift, GKNavigationBarConfigure.swift (iOS 26 bar geometry by design mode) and issue #47",
      url: "https://github.com/QuintGao/GKNavigationBarSwift"),
    SourceReference(
      key: "N24", title: "SmileZXLee/ZXNavigationBar #60 (2026-02-01, navigation bar 54)",
      url: "https://github.com/SmileZXLee/ZXNavigationBar/issues/60"),
    SourceReference(
      key: "N30",
      title: "code-payments/code-ios-app PR #640 (safeAreaInsets.bottom = 83 on iPhone 17)",
      url: "https://github.com/code-payments/code-ios-app/pull/640"),
    SourceReference(
      key: "N13",
      title: "TN3192 Migrating your iPad app from the deprecated UIRequiresFullScreen key",
      url:
        "https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key"
    ),
    SourceReference(
      key: "N15", title: "UIWindowSceneDelegate.preferredWindowingControlStyle(for:)",
      url:
        "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/preferredwindowingcontrolstyle(for:)"
    ),
    SourceReference(
      key: "N40", title: "skedgo/TGCardViewController PR #31 (iPhone Duo side bar as a safe area)",
      url: "https://github.com/skedgo/TGCardViewController/pull/31"),
    SourceReference(
      key: "N42",
      title:
        "classmethod, \"How Much Can Apps Control the Vertical Bar on the iPhone Duo?\" (Xcode 27.2 simulator)",
      url: "https://dev.classmethod.jp/en/articles/ios27-1-iphone-duo-vertical-bar/"),
    SourceReference(
      key: "N44", title: "Naming: why iOS 18 is followed by iOS 26 (macobserver, 2025-09-10)",
      url:
        "https://www.macobserver.com/news/why-ios-18-to-ios-26-apples-new-naming-strategy-explained/"
    ),
  ]
}
