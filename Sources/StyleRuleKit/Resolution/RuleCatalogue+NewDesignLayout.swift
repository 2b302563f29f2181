// The new design's layout rules of ../shared/reference/uikit-ios26.md as data: the floating
// tab bar (L13), scroll edge effects (L14), iPadOS window controls (L18), iOS 27's bar
// minimization (L19) and what stayed as it was (L20), with the open question of windowed
// scenes (Q24) and the N sources they cite.

private let fromYear26 = VersionRange.from(OSVersion(OSVersion.firstYearMajor))
private let year27 = VersionRange.majors(27, through: OSVersion.newestModelledMajor)

extension CatalogueClaim {
  static let l13IphoneSafeArea = CatalogueClaim(
    .l13, "iphone-safe-area",
    Variant(
      fromYear26, .singleReport,
      "In the new design an iPhone's tab bar floats over the content, which runs behind it, yet "
        + "still counts toward the bottom safe area: one probe reports 83 on an iPhone 17, the "
        + "34 of the home indicator plus 49. The bar's own frame height and the gap above the "
        + "home indicator are not known (Q21).", ["N30", "N36"]))

  static let l13IpadTop = CatalogueClaim(
    .l13, "ipad-top",
    Variant(
      fromYear26, .widelyReproduced,
      "On iPad in a regular width the tab bar floats at the top as a pill; the private "
        + "opt-out UseFloatingTabBar was removed in iPadOS 26.4. Its height and what it adds to "
        + "the child's top safe area are not known (Q21).", ["N37", "N29"]))

  static let l13Minimize = CatalogueClaim(
    .l13, "minimize",
    Variant(
      fromYear26, .documented,
      "UITabBarController.tabBarMinimizeBehavior (automatic, never, onScrollDown, onScrollUp) "
        + "minimizes the tab bar while scrolling; how that changes the child's bottom safe area "
        + "is not known (Q21), and stylerule lays the bar out unminimized.", ["N16"]))

  static let l14Appearance = CatalogueClaim(
    .l14, "appearance",
    Variant(
      fromYear26, .documented,
      "Scroll edge effects (UIScrollView.topEdgeEffect and the other edges, style automatic, "
        + "soft or hard) change how content looks under a bar, not where anything is: no source "
        + "says they change safeAreaInsets or adjustedContentInset.", ["N17", "N51"]))

  static let l18WindowControls = CatalogueClaim(
    .l18, "window-controls",
    Variant(
      fromYear26, .widelyReproduced,
      "iPadOS 26's window controls (close, minimize, tile) at a window's top-leading corner are "
        + "not part of the safe area; UIView.LayoutRegion's corner-adapted regions avoid them, "
        + "and standard navigation bars place their items clear of them.",
      ["N35", "N14", "N54"]))

  static let l19Minimization = CatalogueClaim(
    .l19, "navigation-bar-minimization",
    Variant(
      year27, .documented,
      "On iOS 27 UINavigationItem.navigationBarMinimization lets the navigation bar (and an "
        + "integrated top tab bar) minimize while scrolling, with a configurable safe-area "
        + "adjustment; the minimized heights and their effect on the safe area are not known "
        + "(Q25), and stylerule lays the bar out at its full height.", ["N18"]))

  static let l20Unchanged = CatalogueClaim(
    .l20, "unchanged",
    Variant(
      fromYear26, .inferred,
      "No source reports a change to contentInsetAdjustmentBehavior (L8, T6), "
        + "additionalSafeAreaInsets or viewSafeAreaInsetsDidChange in iOS 26 or 27; stylerule "
        + "applies them as before. Whether the floating bars feed adjustedContentInset as the "
        + "earlier bars did is untested (Q21, Q29).", ["N30"]))
}

extension RuleCatalogue {
  /// The new design's layout rules after the navigation bar (L12): L13, L14, L18–L20.
  static let newDesignLayoutEntries: [RuleEntry] = [
    RuleEntry(
      id: .l13, title: "The tab bar in the new design", modelling: .modelled,
      claims: [.l13IphoneSafeArea, .l13IpadTop, .l13Minimize]),
    RuleEntry(
      id: .l14, title: "Scroll edge effects are appearance, not geometry", modelling: .modelled,
      claims: [.l14Appearance]),
    RuleEntry(
      id: .l18, title: "iPadOS 26 window controls are not in the safe area",
      modelling: .notModelled("stylerule lays out a full-screen scene, which has no controls"),
      claims: [.l18WindowControls]),
    RuleEntry(
      id: .l19, title: "iOS 27: the navigation bar can minimize",
      modelling: .notModelled("the minimized heights are not known (Q25)"),
      claims: [.l19Minimization]),
    RuleEntry(
      id: .l20, title: "Scroll insets and additional safe-area insets are unchanged",
      modelling: .modelled, claims: [.l20Unchanged]),
  ]

  /// The open question of iPadOS windowed scenes, which an iPad answer on iOS 26 and 27
  /// names.
  static let newDesignLayoutQuestions: [LayoutQuestion] = [
    LayoutQuestion(
      id: "Q24", kind: .openQuestion, title: "iPadOS 26 windowed scenes",
      statement:
        "Whether each window of a windowed scene has its own status bar, whether "
        + "prefersStatusBarHidden or the style apply there, and what UIStatusBarManager reports "
        + "are not documented. stylerule lays out a full-screen scene and says so on every iPad "
        + "answer on iOS 26 and 27.", sources: ["N13", "N15", "N35"], rules: [.r42, .l18])
  ]

  /// The sources of `../shared/reference/uikit-ios26.md` behind L13, L14, L18 and L19, keyed
  /// as there.
  static let newDesignLayoutSources: [SourceReference] = [
    SourceReference(
      key: "N14", title: "UIView.LayoutRegion",
      url: "https://developer.apple.com/documentation/uikit/uiview/layoutregion"),
    SourceReference(
      key: "N16", title: "UITabBarController.tabBarMinimizeBehavior",
      url:
        "https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior"
    ),
    SourceReference(
      key: "N17", title: "UIScrollEdgeEffect and its styles",
      url: "https://developer.apple.com/documentation/uikit/uiscrolledgeeffect"),
    SourceReference(
      key: "N18", title: "UINavigationItem.navigationBarMinimization (iOS 27)",
      url:
        "https://developer.apple.com/documentation/uikit/uinavigationitem/navigationbarminimization-15u99"
    ),
    SourceReference(
      key: "N35",
      title: "iPadOS 26 window controls and the safe area (tauri-apps/tauri #15521, and others)",
      url: "https://github.com/tauri-apps/tauri/issues/15521"),
    SourceReference(
      key: "N36", title: "dotnet/maui PR #35523 (content behind the floating glass tab bar)",
      url: "https://github.com/dotnet/maui/pull/35523"),
    SourceReference(
      key: "N37", title: "herzbube/littlego #439 (iPad tab bar at the top, iOS 26 SDK)",
      url: "https://github.com/herzbube/littlego/issues/439"),
    SourceReference(
      key: "N51", title: "juejin: iOS 26 adaptation guide, UITabBarController",
      url: "https://juejin.cn/post/7527118801968889865"),
    SourceReference(
      key: "N54", title: "RenzoBeux/Dashboarr PR #347 (corner-adapted layout margins)",
      url: "https://github.com/RenzoBeux/Dashboarr/pull/347"),
  ]
}
