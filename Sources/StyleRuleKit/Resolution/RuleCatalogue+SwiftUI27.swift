// R40 and R41 of ../shared/reference/uikit-ios26.md as data: SwiftUI's status bar placement
// on iOS 27, and the scene life cycle the iOS 27 SDK requires. Sources keyed as there (N8–N12,
// N38, N39, N49).

private let onlyYear26 = VersionRange.majors(OSVersion.firstYearMajor, through: 26)
private let fromYear27 = VersionRange.from(OSVersion(27))

extension CatalogueClaim {
  static let r40Placement = CatalogueClaim(
    .r40, "status-bar-placement",
    Variant(
      onlyYear26, .documented,
      "iOS 26 adds nothing status-bar specific to SwiftUI: ToolbarPlacement.statusBar is "
        + "available from iOS 27, so before iOS 27 a view sets the status bar only with "
        + ".statusBarHidden(_:) or .statusBar(hidden:) (R21).",
      ["N8", "N9"]),
    Variant(
      fromYear27, .documented,
      "From iOS 27, ToolbarPlacement.statusBar is used \"with toolbarVisibility(_:for:) to hide "
        + "the status bar, or with toolbarColorScheme(_:for:) to specify the preferred status bar "
        + "style\"; with other toolbar modifiers it has no effect.",
      ["N8"]))

  static let r40DarkScheme = CatalogueClaim(
    .r40, "dark-scheme",
    Variant(
      fromYear27, .documented,
      "toolbarColorScheme(.dark, for: .statusBar) asks for light content: Apple's sample reads "
        + "\"use light status bar on a dark background\".",
      ["N8"], effect: .content(.light)))

  static let r40LightScheme = CatalogueClaim(
    .r40, "light-scheme",
    Variant(
      fromYear27, .inferred,
      "toolbarColorScheme(.light, for: .statusBar) presumably asks for dark content, the "
        + "mirror of Apple's .dark sample; no document says so.",
      ["N8"], effect: .content(.dark)))

  static let r40HiddenVisibility = CatalogueClaim(
    .r40, "hidden-visibility",
    Variant(
      fromYear27, .documented,
      "toolbarVisibility(.hidden, for: .statusBar) hides the status bar: the placement is "
        + "used \"with toolbarVisibility(_:for:) to hide the status bar\".",
      ["N8"], effect: .yes))

  static let r40VisibleVisibility = CatalogueClaim(
    .r40, "visible-visibility",
    Variant(
      fromYear27, .inferred,
      "toolbarVisibility(.visible, for: .statusBar) presumably shows the status bar, the "
        + "mirror of .hidden, and .automatic states nothing, so the view's statusBarHidden(_:) "
        + "or UIKit's default answers; no document says so.",
      ["N8"], effect: .no))

  static let r40VisibilityPrecedence = CatalogueClaim(
    .r40, "visibility-precedence",
    Variant(
      fromYear27, .inferred,
      "When a view states both statusBarHidden(_:) and toolbarVisibility(_:for: .statusBar), "
        + "no document says which wins; stylerule takes the placement, the modifier iOS 27 "
        + "documents, over the deprecated one.",
      ["N8", "N9"]))

  static let r40Routing = CatalogueClaim(
    .r40, "hosting-routing",
    Variant(
      fromYear27, .inferred,
      "How the placement reaches UIKit is undocumented (Q22): UIHostingController still "
        + "overrides preferredStatusBarStyle, prefersStatusBarHidden and the childFor… members, "
        + "so the value presumably acts only where the walk reaches the hosting controller, and "
        + "a UIKit container that does not forward to it keeps its own answer (R14, R20).",
      ["N8", "N9"]))

  static let r40Deprecated = CatalogueClaim(
    .r40, "deprecated-modifiers",
    Variant(
      fromYear27, .documented,
      "statusBarHidden(_:) and statusBar(hidden:) are available on iOS 13.0–27.0 and "
        + "toolbar(_:for:) on iOS 16.0–27.0: deprecated in iOS 27, not removed. "
        + "toolbarVisibility(_:for: .statusBar) is the modifier the new placement documents, "
        + "so presumably their replacement (inferred).",
      ["N8", "N9"]))

  static let r41SceneRequired = CatalogueClaim(
    .r41, "scene-required",
    Variant(
      fromYear27, .documented,
      "An app built with the iOS 27 SDK that does not adopt the scene life cycle (no "
        + "UIApplicationSceneManifest) fails to launch: \"Starting in iOS 27, apps built with "
        + "the latest SDK must use the scene-based life cycle or they fail to launch\" "
        + "(EXC_BREAKPOINT, \"UIScene life cycle is required for apps built with this SDK\"). "
        + "One AI-assisted report claims iOS 26 terminated such an app (D13); Apple's engineers "
        + "say the assert is evaluated only with the next major SDK.",
      ["N10", "N11", "N12", "N39", "N38"], effect: .yes))

  static let r41OlderSDK = CatalogueClaim(
    .r41, "older-sdk",
    Variant(
      fromYear27, .documented,
      "An app without the scene life cycle built with the iOS 26 SDK or older still launches "
        + "on iOS 27: the requirement applies to builds with the iOS 27 SDK only.",
      ["N12", "N39", "N49"], effect: .no))
}

extension RuleCatalogue {
  /// R40 and R41: SwiftUI's status bar placement and the scene requirement of the iOS 27 SDK.
  static let swiftUI27Entries: [RuleEntry] = [
    RuleEntry(
      id: .r40, title: "SwiftUI's status bar placement on iOS 27",
      modelling: .modelled,
      claims: [
        .r40Placement, .r40DarkScheme, .r40LightScheme, .r40HiddenVisibility,
        .r40VisibleVisibility, .r40VisibilityPrecedence, .r40Routing, .r40Deprecated,
      ]),
    RuleEntry(
      id: .r41, title: "The iOS 27 SDK requires the scene life cycle", modelling: .modelled,
      claims: [.r41SceneRequired, .r41OlderSDK]),
  ]

  /// The sources of `../shared/reference/uikit-ios26.md` that R40 and R41 cite, keyed as there.
  static let swiftUI27Sources: [SourceReference] = [
    SourceReference(
      key: "N8", title: "SwiftUI ToolbarPlacement.statusBar",
      url: "https://developer.apple.com/documentation/swiftui/toolbarplacement/statusbar"),
    SourceReference(
      key: "N9", title: "SwiftUI statusBar(hidden:), statusBarHidden(_:), toolbar(_:for:)",
      url: "https://developer.apple.com/documentation/swiftui/view/statusbarhidden(_:)"),
    SourceReference(
      key: "N10", title: "TN3187 Migrating to the UIKit scene-based life cycle",
      url:
        "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"
    ),
    SourceReference(
      key: "N11", title: "UIKit updates (June 2026 entry)",
      url: "https://developer.apple.com/documentation/updates/uikit"),
    SourceReference(
      key: "N12",
      title:
        "Developer Forums 789004 and 827325 (Frameworks Engineer: assert only with the next major SDK)",
      url: "https://developer.apple.com/forums/thread/789004"),
    SourceReference(
      key: "N38",
      title: "nextcloud/notes-ios PR #188 (claims iOS 26 terminated a non-scene app)",
      url: "https://github.com/nextcloud/notes-ios/pull/188"),
    SourceReference(
      key: "N39",
      title:
        "Scene requirement in practice with the iOS 27 SDK: OneBusAway/otpkit PR #152 "
        + "(2026-07-29)",
      url: "https://github.com/OneBusAway/otpkit/pull/152"),
    SourceReference(
      key: "N49",
      title:
        "Xcode 27 release date and App Store SDK deadline: airbridge; dev.to (Pandit: \"An app built "
        + "with Xcode 26 (iOS 26 SDK) still launches on iOS 27\")",
      url: "https://help.airbridge.io/en/guides/xcode-27-scenedelegate-migration"
    ),
  ]
}
