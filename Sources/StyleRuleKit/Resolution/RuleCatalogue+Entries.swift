// The rules of ../shared/reference/uikit-status-bar.md as data. Rule IDs are that
// document's; each claim narrows a rule to the versions it holds for, records its own
// confidence, and says what it makes UIKit do. A behaviour that changes with the iOS
// version is one claim with several version-ranged variants: the resolver applies it and
// never compares versions itself. Each claim is declared once, as the `CatalogueClaim`
// member the resolver cites, and listed in its rule's entry.

private let all = VersionRange.all
private let before13 = VersionRange.majors(7, through: 12)
private let from13 = VersionRange.from(OSVersion(13))

extension CatalogueClaim {
  static let r1Switch = CatalogueClaim(
    .r1, "switch",
    Variant(
      all, .documented,
      "When UIViewControllerBasedStatusBarAppearance is absent or YES, view controllers decide "
        + "the status bar; when it is NO, the app sets it through UIApplication.",
      ["A1", "A2", "D1"]))

  static let r1NoViewControllerAppearance = CatalogueClaim(
    .r1, "no-view-controller-appearance",
    Variant(
      VersionRange(OSVersion(6), upTo: OSVersion(7)),
      .documented,
      "Before iOS 7 view controllers do not decide the status bar (\"In iOS 7 and later, "
        + "status bar behavior is determined by view controllers\"): UIApplication's "
        + "statusBarStyle and isStatusBarHidden, initially the Info.plist values, are shown, "
        + "and UIViewControllerBasedStatusBarAppearance is not read. What each style looks "
        + "like on iOS 6, where the status bar has a background of its own, is not modelled.",
      ["A5"]))

  static let r2SettersIgnored = CatalogueClaim(
    .r2, "setters-ignored",
    Variant(
      all, .documented,
      "With view-controller-based appearance on, UIApplication.statusBarStyle, "
        + "setStatusBarStyle(_:animated:) and isStatusBarHidden have no effect; the setters are "
        + "deprecated since iOS 9.",
      ["A5", "A15", "T9", "T11"]))

  static let r3ApplicationDecides = CatalogueClaim(
    .r3, "application-decides",
    Variant(
      all, .documented,
      "With the switch NO, the status bar shows UIApplication's statusBarStyle and "
        + "isStatusBarHidden (initially the Info.plist values) and every view controller "
        + "preference is ignored; iOS 18.2 still reads the application's values.",
      ["A2", "A5", "D1"]))

  static let r3SettersApply = CatalogueClaim(
    .r3, "setters-apply",
    Variant(
      all, .documented,
      "With the switch NO, setting statusBarStyle or isStatusBarHidden, or calling "
        + "setStatusBarStyle(_:animated:) or setStatusBarHidden(_:with:), changes the status "
        + "bar at once (animated if asked): no view controller is asked.",
      ["A5"]))

  static let r4LaunchStyle = CatalogueClaim(
    .r4, "launch-style",
    Variant(
      all, .documented,
      "Info.plist UIStatusBarStyle is the style at launch (the launch screen) and the initial "
        + "value of UIApplication.statusBarStyle; under YES it has no effect once view "
        + "controllers decide.",
      ["A2", "A3", "T9", "T11"]))

  static let r5LaunchHidden = CatalogueClaim(
    .r5, "launch-hidden",
    Variant(
      all, .documented,
      "Info.plist UIStatusBarHidden hides the status bar at launch and is the initial value of "
        + "UIApplication.isStatusBarHidden; under YES the controlling view controller's "
        + "prefersStatusBarHidden wins afterwards.",
      ["A2", "A4", "T9", "T11"]))

  static let r6Default = CatalogueClaim(
    .r6, "default",
    Variant(
      before13, .documented, ".default means dark content, for light backgrounds.",
      ["A6"], effect: .content(.dark)),
    Variant(
      from13, .documented,
      ".default chooses light or dark content from the user interface style (R32).",
      ["A6", "A16"], effect: .followsTraits))

  static let r6LightContent = CatalogueClaim(
    .r6, "light-content",
    Variant(
      all, .documented, ".lightContent means light content.", ["A6"],
      effect: .content(.light)))

  static let r6BlackTranslucent = CatalogueClaim(
    .r6, "black-translucent",
    Variant(
      all, .documented,
      ".blackTranslucent (deprecated since iOS 7) has the raw value of .lightContent.", ["A6"],
      effect: .content(.light)))

  static let r6BlackOpaque = CatalogueClaim(
    .r6, "black-opaque",
    Variant(
      before13, .widelyReproduced,
      ".blackOpaque (deprecated since iOS 7) shows light content.", ["A6", "T7", "T8"],
      effect: .content(.light)),
    Variant(
      from13, .singleReport,
      "iOS 18.2 maps a controller's .blackOpaque like .default, resolved from traits, so it is "
        + "not necessarily light (Q11).", ["D1"], effect: .followsTraits))

  static let r7Forced = CatalogueClaim(
    .r7, "forced",
    Variant(
      from13, .singleReport,
      "A style forced by the scene settings (system overlays) wins over everything.", ["D1"]))

  static let r8Override = CatalogueClaim(
    .r8, "override",
    Variant(
      all, .documented,
      "UIKit reads the deciding controller's preferredStatusBarStyle; an override in a "
        + "subclass is the supported way to choose it.", ["A7", "A16"]))

  static let r8DefaultPreference = CatalogueClaim(
    .r8, "default-preference",
    Variant(
      all, .documented,
      "A controller that does not override preferredStatusBarStyle returns .default.",
      ["A7", "D1"], effect: .style(.default)))

  static let r9Override = CatalogueClaim(
    .r9, "override",
    Variant(
      all, .documented,
      "UIKit reads the deciding controller's prefersStatusBarHidden.", ["A8"]))

  static let r9CompactHiding = CatalogueClaim(
    .r9, "compact-hiding",
    Variant(
      VersionRange.majors(7, through: 7), .documented,
      "Before iOS 8, a controller that does not override prefersStatusBarHidden returns false.",
      ["A8"], effect: .no),
    Variant(
      VersionRange.from(OSVersion(8)), .documented,
      "A controller that does not override prefersStatusBarHidden returns false, except true "
        + "in a vertically compact environment (compact height: an iPhone in landscape).",
      ["A8", "D1"], effect: .yes))

  static let r9NoRoom = CatalogueClaim(
    .r9, "no-room",
    Variant(
      all, .singleReport,
      "On an iPhone with Face ID in landscape the status bar has no room: it is hidden, "
        + "whatever the controllers prefer.", ["D1"], effect: .yes))

  static let r10ChildOrSelf = CatalogueClaim(
    .r10, "child-or-self",
    Variant(
      all, .documented,
      "childForStatusBarStyle (or childForStatusBarHidden) returning nil, the default, means "
        + "the controller decides itself; a child it returns is asked in turn and may forward "
        + "again.", ["A9", "D1"]))

  static let r10Opaque = CatalogueClaim(
    .r10, "opaque",
    Variant(
      all, .inferred,
      "A class from a library may override childForStatusBarStyle, preferredStatusBarStyle "
        + "and their hidden counterparts; what a class the file calls opaque does is not known, "
        + "so stylerule cannot tell, and shows the answer as if it used UIKit's defaults.",
      ["A9"]))

  static let r11Update = CatalogueClaim(
    .r11, "update",
    Variant(
      all, .documented,
      "When a preference or the chosen child changes, the app calls "
        + "setNeedsStatusBarAppearanceUpdate() and UIKit asks again.", ["A9", "A10"]))

  static let r11UpdateInControllingWindow = CatalogueClaim(
    .r11, "update-in-controlling-window",
    Variant(
      all, .singleReport,
      "The call bubbles up to the window's root and acts only when that window controls the "
        + "status bar.", ["D1"]))

  static let r11AutomaticRefresh = CatalogueClaim(
    .r11, "automatic-refresh",
    Variant(
      all, .singleReport,
      "UIKit also asks again on its own on presentation and dismissal, a push or pop that "
        + "changes the top view controller, a tab selection, a navigation bar style change, "
        + "window visibility (a window shown, hidden, created or released), an appearance change while the controlling controller returns "
        + "default, and rotation.", ["D1", "T9"]))

  static let r11Stale = CatalogueClaim(
    .r11, "stale",
    Variant(
      all, .inferred,
      "A changed preference (or a navigation bar shown or hidden) with no call and none of "
        + "those events is not picked up: the status bar keeps what it showed.", ["D1", "A10"]))

  static let r12Animation = CatalogueClaim(
    .r12, "animation",
    Variant(
      all, .documented,
      "preferredStatusBarUpdateAnimation defaults to .fade and only affects hiding and showing.",
      ["A11"]))

  static let r13CaptureDefault = CatalogueClaim(
    .r13, "capture-default",
    Variant(
      all, .documented,
      "modalPresentationCapturesStatusBarAppearance defaults to false.", ["A12"]))

  static let r14NavigationKeeps = CatalogueClaim(
    .r14, "navigation-keeps",
    Variant(
      all, .widelyReproduced,
      "While its navigation bar is visible, UINavigationController returns nil from "
        + "childForStatusBarStyle: the navigation controller decides, not the controller on "
        + "top of its stack.", ["D1", "T6", "T8", "T9", "T10", "T12"]))

  static let r14NavigationBarHidden = CatalogueClaim(
    .r14, "navigation-bar-hidden",
    Variant(
      all, .widelyReproduced,
      "With isNavigationBarHidden true, UINavigationController forwards to topViewController.",
      ["D1", "T13"]))

  static let r15DarkBar = CatalogueClaim(
    .r15, "dark-bar",
    Variant(
      before13, .widelyReproduced,
      "A navigation controller whose navigationBar.barStyle is .black or .blackTranslucent "
        + "returns .lightContent.", ["T7", "T8", "T9", "T12"], effect: .style(.lightContent)),
    Variant(
      from13, .singleReport,
      "navigationBar.barStyle = .black is reported to still give light content from iOS 13; "
        + "the code that does it was not found (Q1).", ["T7", "T9", "D1"],
      effect: .style(.lightContent)))

  static let r15LightBar = CatalogueClaim(
    .r15, "light-bar",
    Variant(
      before13, .widelyReproduced,
      "A navigation controller with the default bar style returns .default (dark content).",
      ["T7", "T8", "T9", "T12"], effect: .style(.default)),
    Variant(
      from13, .singleReport,
      "A navigation controller with the default bar style returns super's "
        + "preferredStatusBarStyle (.default unless an extension of UIViewController overrides "
        + "it), resolved from traits (R32).", ["D1"], effect: .returnsSuper))

  static let r16HiddenForwarding = CatalogueClaim(
    .r16, "hidden-forwarding",
    Variant(
      VersionRange.majors(7, through: 10), .inferred,
      "Before the first iPhone with Face ID (iOS 11), UINavigationController is taken to "
        + "forward prefersStatusBarHidden to topViewController always (Q2).", ["D1"],
      effect: .yes),
    Variant(
      VersionRange.from(OSVersion(11)), .singleReport,
      "UINavigationController forwards prefersStatusBarHidden to topViewController on iPad, on "
        + "iPhones with a Home button, or when its navigation bar is hidden; otherwise (an "
        + "iPhone with Face ID and a visible bar) it decides itself (Q2).", ["D1"],
      effect: .dependsOnDevice))

  static let r17ExtensionReplaces = CatalogueClaim(
    .r17, "extension-replaces",
    Variant(
      all, .widelyReproduced,
      "An override in an extension of a UIKit class replaces UIKit's implementation for every "
        + "instance of that class, UIKit's own included; it works but is unsupported, "
        + "and a subclass is the supported route.", ["T10", "A16", "T14"]))

  static let r17ExtensionPreferredStyle = CatalogueClaim(
    .r17, "extension-preferred-style",
    Variant(
      VersionRange(OSVersion(7), upTo: OSVersion(13, 4)),
      .widelyReproduced,
      "An extension UINavigationController override of preferredStatusBarStyle is called "
        + "like any override.", ["T14", "T16"], effect: .yes),
    Variant(
      VersionRange.from(OSVersion(13, 4)), .singleReport,
      "An extension UINavigationController override of preferredStatusBarStyle is reported "
        + "not to be called from iOS 13.4; the navigation controller's own style applies.",
      ["T16"], effect: .no))

  static let r17TopViewController = CatalogueClaim(
    .r17, "top-view-controller",
    Variant(
      all, .documented,
      "topViewController is the last controller on the navigation stack.", ["A17"]))

  static let r17VisibleViewController = CatalogueClaim(
    .r17, "visible-view-controller",
    Variant(
      all, .documented,
      "visibleViewController is the controller the navigation controller itself presents, "
        + "if any, otherwise topViewController.", ["A17"]))

  static let r17VisibleIgnoresAncestor = CatalogueClaim(
    .r17, "visible-ignores-ancestor",
    Variant(
      all, .singleReport,
      "A presentation made by an ancestor (such as the tab bar controller) does not become "
        + "the navigation controller's visibleViewController: the 7-case article reports the "
        + "pushed controller deciding in that case. Apple's presentedViewController page (A18) "
        + "suggests the opposite reading (Q8).", ["T14", "A18"]))

  static let r17VisibleNotControlling = CatalogueClaim(
    .r17, "visible-not-controlling",
    Variant(
      all, .inferred,
      "When visibleViewController is a presented controller that does not control the "
        + "status bar, the recursion yields nothing and the navigation controller decides "
        + "itself.", ["D1", "A17"]))

  static let r18TabForwards = CatalogueClaim(
    .r18, "tab-forwards",
    Variant(
      all, .widelyReproduced,
      "UITabBarController forwards childForStatusBarStyle and childForStatusBarHidden to its "
        + "selected view controller; no override is needed.", ["A16", "D1", "D2", "T12"]))

  static let r18NoTabs = CatalogueClaim(
    .r18, "no-tabs",
    Variant(
      all, .inferred,
      "A tab bar controller without tabs has no selected controller and decides itself.",
      ["D1"]))

  static let r19SplitUndetermined = CatalogueClaim(
    .r19, "split-undetermined",
    Variant(
      all, .inferred,
      "UISplitViewController forwards to an internal panel; which child was not established "
        + "(Q4), so stylerule lets it decide itself unless a subclass names a child.", ["D2"]))

  static let r20NoForwarding = CatalogueClaim(
    .r20, "no-forwarding",
    Variant(
      all, .documented,
      "A container built with addChild, and UIPageViewController, inherit the base "
        + "childForStatusBarStyle and childForStatusBarHidden, which return nil: the container "
        + "decides and its children are not asked until it overrides them.", ["A9"]))

  static let r21PrivateChild = CatalogueClaim(
    .r21, "private-child",
    Variant(
      VersionRange(OSVersion(7), upTo: OSVersion(16)), .singleReport,
      "Before iOS 16, UIHostingController answers the style through its own "
        + "preferredStatusBarStyle, so an override in its subclass applies.", ["A19", "T21"],
      effect: .no),
    Variant(
      VersionRange.from(OSVersion(16)), .singleReport,
      "From iOS 16, UIHostingController's childForStatusBarStyle returns a private child of "
        + "SwiftUI's, which answers with default (resolved from the traits); an override of "
        + "preferredStatusBarStyle in its subclass is reported not to be asked.",
      ["A19", "T21"], effect: .yes))

  static let r21Hidden = CatalogueClaim(
    .r21, "hidden",
    Variant(
      all, .inferred,
      "UIHostingController overrides prefersStatusBarHidden and answers with the SwiftUI "
        + "view's statusBarHidden(_:) when set (the modifiers act through the hosting "
        + "controller the walk reaches), else with UIKit's default.", ["A19", "A20"]))

  static let r21ColorScheme = CatalogueClaim(
    .r21, "color-scheme",
    Variant(
      from13, .inferred,
      "preferredColorScheme(_:) sets the color scheme of the nearest enclosing presentation, "
        + "which, like overrideUserInterfaceStyle on the hosting controller, decides what "
        + "default shows.", ["A20"]))

  static let r21Representable = CatalogueClaim(
    .r21, "representable",
    Variant(
      from13, .inferred,
      "A UIViewControllerRepresentable's controller is a child of the hosting controller that "
        + "shows it. The hosting controller's childForStatusBarStyle and childForStatusBarHidden "
        + "are not documented to name it, and no report found says they do (a wrapper that "
        + "wants its hosted controller asked overrides childForStatusBarStyle itself), so "
        + "stylerule places the child and lets the hosting controller decide: the child's "
        + "overrides are not asked, and the SwiftUI modifiers on the hosting controller's "
        + "views still apply. Whether the hosting controller defers to it is an open question.",
      ["A9", "A19"]))

  static let r22AlertPresentation = CatalogueClaim(
    .r22, "alert-presentation",
    Variant(
      all, .inferred,
      "UIAlertController is presented by its own alert or action sheet presentation "
        + "controller, which does not take control of the status bar.", ["D1"]))

  static let r22SystemUnknown = CatalogueClaim(
    .r22, "system-unknown",
    Variant(
      all, .inferred,
      "What the other system controllers (share sheet, pickers, Safari, mail, search) "
        + "forward and prefer is not researched (Q5): stylerule takes them to decide with "
        + "UIKit's default values, and presents them with their modalPresentationStyle "
        + "(.automatic unless set; the camera picker is reported full screen).",
      ["T17", "T18"]))

  static let r23ContextWalk = CatalogueClaim(
    .r23, "context-walk",
    Variant(
      all, .documented,
      "For .currentContext and .overCurrentContext, UIKit walks up from the controller that "
        + "calls present to the first one whose definesPresentationContext is true, else the "
        + "root; that controller becomes the presenter.", ["A13"]))

  static let r23NavigationDefinesContext = CatalogueClaim(
    .r23, "navigation-defines-context",
    Variant(
      all, .documented,
      "UINavigationController defines a presentation context by default.", ["A13", "D1"]))

  static let r23TabBarDefinesContext = CatalogueClaim(
    .r23, "tab-bar-defines-context",
    Variant(
      all, .inferred,
      "UITabBarController is presumed to define a presentation context by default; the value "
        + "was not read (Q6).", ["D1"]))

  static let r23ExplicitContext = CatalogueClaim(
    .r23, "explicit-context",
    Variant(
      all, .documented,
      "definesPresentationContext set on a controller or its class decides whether it is a "
        + "presentation context.", ["A13"]))

  static let r23FullScreenFromRoot = CatalogueClaim(
    .r23, "full-screen-from-root",
    Variant(
      all, .inferred,
      "Other styles are presented from the root of the caller's full-screen context: the "
        + "window's root view controller, or the presented controller the caller is inside.",
      ["D1"]))

  static let r23PresentedFromPresenter = CatalogueClaim(
    .r23, "presented-from-presenter",
    Variant(
      all, .singleReport,
      "A presented controller is consulted through its presenter: the walk reaches it only if "
        + "it reaches the presenter (Q8).", ["D1"]))

  static let r24FullScreenTransfers = CatalogueClaim(
    .r24, "full-screen-transfers",
    Variant(
      all, .documented,
      "Status bar control passes from the presenting to the presented controller only if the "
        + "presented controller's modalPresentationStyle is .fullScreen.", ["A12", "D1"]))

  static let r24Capture = CatalogueClaim(
    .r24, "capture",
    Variant(
      all, .documented,
      "modalPresentationCapturesStatusBarAppearance = true makes a controller presented "
        + "non-full-screen take control; it is ignored for full-screen presentations.",
      ["A12", "D1", "T15"]))

  static let r25FullScreen = CatalogueClaim(
    .r25, "fullScreen",
    Variant(
      all, .documented, ".fullScreen hands control to the presented controller.",
      ["A12", "D1"], effect: .yes))

  static let r25OverFullScreen = CatalogueClaim(
    .r25, "overFullScreen",
    Variant(
      all, .widelyReproduced,
      ".overFullScreen keeps the presenter in control.", ["D1", "T5", "T23"], effect: .no))

  static let r25CurrentContext = CatalogueClaim(
    .r25, "currentContext",
    Variant(
      all, .singleReport,
      ".currentContext hands over control when the context controller is not itself inside a "
        + "presentation.", ["D1"], effect: .yes))

  static let r25OverCurrentContext = CatalogueClaim(
    .r25, "overCurrentContext",
    Variant(
      all, .widelyReproduced,
      ".overCurrentContext keeps the presenter in control when the context controller is not "
        + "itself inside a presentation.", ["D1", "T15", "T23"], effect: .no))

  static let r25InheritsEnclosing = CatalogueClaim(
    .r25, "inherits-enclosing",
    Variant(
      all, .singleReport,
      "A current-context presentation whose context is inside another presentation takes "
        + "that presentation's answer.", ["D1"]))

  static let r25SheetIphone = CatalogueClaim(
    .r25, "sheet-iphone",
    Variant(
      before13, .widelyReproduced,
      "On iPhone before iOS 13, page and form sheets adapt to full screen and take control.",
      ["D1", "T17"], effect: .yes),
    Variant(
      from13, .singleReport,
      "From iOS 13, an iPhone page or form sheet in portrait is a card that leaves the status "
        + "bar area visible: it does not take control.", ["D2"], effect: .no))

  static let r25SheetIphoneLandscape = CatalogueClaim(
    .r25, "sheet-iphone-landscape",
    Variant(
      before13, .widelyReproduced,
      "On iPhone before iOS 13, page and form sheets adapt to full screen, in landscape too, "
        + "and take control.", ["D1", "T17"], effect: .yes),
    Variant(
      from13, .singleReport,
      "From iOS 13, in landscape on iPhone a sheet's frame reaches the top of the screen, so "
        + "it takes control.", ["D2"], effect: .yes))

  static let r25SheetIphoneLandscapeRegularWidth = CatalogueClaim(
    .r25, "sheet-iphone-landscape-regular-width",
    Variant(
      before13, .inferred,
      "On a large iPhone in landscape (regular width, compact height) before iOS 13, a page or "
        + "form sheet is taken to stay a sheet, as in other regular-width environments, and not "
        + "to take control; not established.", ["A14", "T17"], effect: .no),
    Variant(
      from13, .singleReport,
      "From iOS 13, in compact height a sheet's frame reaches the top of the screen, so it "
        + "takes control, on a large iPhone in landscape (regular width) too.", ["D2"],
      effect: .yes))

  static let r25SheetIpad = CatalogueClaim(
    .r25, "sheet-ipad",
    Variant(
      all, .singleReport,
      "On iPad in regular width and height (full screen), page and form sheets do not take "
        + "control.", ["D1", "D2"], effect: .no))

  static let r25SheetIpadCompact = CatalogueClaim(
    .r25, "sheet-ipad-compact",
    Variant(
      before13, .inferred,
      "On an iPad in a compact size class (Split View or Slide Over) before iOS 13, page and "
        + "form sheets are taken to adapt to full screen, as on iPhone, and take control; not "
        + "established.", ["D1", "T17"], effect: .yes),
    Variant(
      from13, .inferred,
      "From iOS 13, on an iPad in a compact size class (Split View or Slide Over) page and form "
        + "sheets are taken to be cards, as on an iPhone in portrait, that leave the status bar "
        + "area visible and do not take control; not established, and the light status bar "
        + "behind iPhone cards (R28) is not applied there.", ["D2"], effect: .no))

  static let r25PopoverIphone = CatalogueClaim(
    .r25, "popover-iphone",
    Variant(
      all, .singleReport,
      "On iPhone (compact width) a popover adapts to full screen and takes control.",
      ["D1", "T1"], effect: .yes))

  static let r25PopoverIphoneRegularWidth = CatalogueClaim(
    .r25, "popover-iphone-regular-width",
    Variant(
      all, .inferred,
      "On a large iPhone in landscape (regular width) a popover is taken not to adapt, as on "
        + "iPad, and not to take control.", ["D1", "T1"], effect: .no))

  static let r25PopoverIpad = CatalogueClaim(
    .r25, "popover-ipad",
    Variant(
      all, .singleReport,
      "On iPad in regular width a popover does not take control.", ["D1"], effect: .no))

  static let r25PopoverIpadCompactWidth = CatalogueClaim(
    .r25, "popover-ipad-compact-width",
    Variant(
      all, .inferred,
      "On an iPad in compact width (Split View or Slide Over) a popover is taken to adapt to "
        + "full screen, as on iPhone, and take control.", ["D1", "T1"], effect: .yes))

  static let r25Custom = CatalogueClaim(
    .r25, "custom",
    Variant(
      VersionRange.majors(7, through: 7), .inferred,
      "iOS 7 custom transitions do not take control (the capture flag was introduced for "
        + "them).", ["A12"], effect: .no),
    Variant(
      VersionRange(OSVersion(8), upTo: OSVersion(8, 3)), .singleReport,
      "On iOS 8.0–8.2 custom presentations do not take control.", ["T2"], effect: .no),
    Variant(
      VersionRange(OSVersion(8, 3), upTo: OSVersion(10)), .singleReport,
      "On iOS 8.3–9 custom presentations take control (the base presentation controller "
        + "answered yes).", ["T1", "T2"], effect: .yes),
    Variant(
      VersionRange.from(OSVersion(10)), .singleReport,
      "From iOS 10 custom presentations take control only if the presentation controller's "
        + "shouldRemovePresentersView is true.", ["T4", "D1"],
      effect: .dependsOnPresentationController))

  static let r25Automatic = CatalogueClaim(
    .r25, "automatic",
    Variant(
      before13, .documented,
      "Before iOS 13 the default presentation style is .fullScreen.", ["A14"],
      effect: .presentation(.fullScreen)),
    Variant(
      from13, .documented,
      ".automatic (the default from iOS 13) resolves to .pageSheet for ordinary controllers.",
      ["A14", "T17", "T18"], effect: .presentation(.pageSheet)))

  static let r26Chain = CatalogueClaim(
    .r26, "chain",
    Variant(
      all, .singleReport,
      "Resolution starts at the window's root and descends first into what each controller "
        + "presents; a presented subtree that does not control yields nothing, and control "
        + "falls back to the presenter.", ["D1"]))

  static let r27ContextNotControl = CatalogueClaim(
    .r27, "context-not-control",
    Variant(
      all, .inferred,
      "definesPresentationContext only chooses the presenter; it never makes a presentation "
        + "take control.", ["A13"]))

  static let r28CardLight = CatalogueClaim(
    .r28, "card-light",
    Variant(
      before13, .inferred,
      "Before iOS 13, sheets on iPhone are full screen: there is no card.", ["A14", "T17"],
      effect: .no),
    Variant(
      from13, .singleReport,
      "While a non-capturing card sheet presented from the window's root is up in portrait on "
        + "an iPhone, the status bar is reported to show light content and to be visible, "
        + "whatever the preferences (Q7).", ["T20", "T19", "D1"], effect: .yes))

  static let r29DarkContent = CatalogueClaim(
    .r29, "dark-content",
    Variant(
      before13, .inferred,
      ".darkContent does not exist before iOS 13; its raw value is assumed to be treated like "
        + ".default, that is dark content.", ["A6"], effect: .content(.dark)),
    Variant(
      from13, .documented,
      ".darkContent (iOS 13 and later) means dark content, whatever the appearance.",
      ["A6", "A16"], effect: .content(.dark)))

  static let r30ReadOnly = CatalogueClaim(
    .r30, "read-only",
    Variant(
      from13, .documented,
      "UIWindowScene.statusBarManager reports the current style and visibility; it cannot set "
        + "them.", ["A15"]))

  static let r31OverrideTraits = CatalogueClaim(
    .r31, "override-traits",
    Variant(
      from13, .singleReport,
      "overrideUserInterfaceStyle on a controller changes the traits .default is resolved "
        + "with, for it and the controllers inside it; UIKit asks again when it changes while "
        + "the controlling controller returns .default.", ["D1"]))

  static let r31WindowTraits = CatalogueClaim(
    .r31, "window-traits",
    Variant(
      from13, .singleReport,
      "overrideUserInterfaceStyle on a window changes the traits of every controller in it "
        + "that neither it nor a parent or presenter overrides.", ["D1"]))

  static let r31PlistInterfaceStyle = CatalogueClaim(
    .r31, "plist-interface-style",
    Variant(
      from13, .documented,
      "Info.plist UIUserInterfaceStyle Light or Dark fixes the app's user interface style "
        + "whatever the system appearance; Automatic, or no key, follows the system.", ["A21"]))

  static let r32DefaultFromTraits = CatalogueClaim(
    .r32, "default-from-traits",
    Variant(
      from13, .documented,
      "From the deciding controller, the nearest user interface style (its own override, "
        + "then its parents' and presenters', else the system appearance) decides: dark gives "
        + "light content, light gives dark content.", ["A6", "D1"]))

  static let r32ApplicationDefault = CatalogueClaim(
    .r32, "application-default",
    Variant(
      from13, .inferred,
      "Under the NO switch, an application-level .default is assumed to be resolved from the "
        + "system appearance too.", ["A6"]))

  static let r33ControllingWindow = CatalogueClaim(
    .r33, "controlling-window",
    Variant(
      all, .widelyReproduced,
      "The frontmost visible window (highest level, then latest) that fills the scene "
        + "controls the status bar, or the frontmost visible window if none fills it; the key "
        + "window does not matter, and an overlay window with a root view controller takes over.",
      ["D1", "T19", "T24"]))

  static let r33NoRoot = CatalogueClaim(
    .r33, "no-root",
    Variant(
      all, .singleReport,
      "A controlling window without a root view controller shows the fallback: .default, "
        + "not hidden.", ["D1"]))

  static let r33NoWindow = CatalogueClaim(
    .r33, "no-window",
    Variant(
      all, .singleReport,
      "With no visible window, the fallback applies: .default, not hidden.", ["D1"]))

  static let r34PerScene = CatalogueClaim(
    .r34, "per-scene",
    Variant(
      from13, .inferred,
      "Each window scene has its own status bar and its own controlling window.", ["A15"]))
}

extension RuleCatalogue {
  static let allEntries: [RuleEntry] = [
    RuleEntry(
      id: .r1, title: "The Info.plist switch", modelling: .modelled,
      claims: [.r1Switch, .r1NoViewControllerAppearance]),
    RuleEntry(
      id: .r2, title: "UIApplication setters under YES", modelling: .modelled,
      claims: [.r2SettersIgnored]),
    RuleEntry(
      id: .r3, title: "UIApplication decides under NO", modelling: .modelled,
      claims: [.r3ApplicationDecides, .r3SettersApply]),
    RuleEntry(
      id: .r4, title: "UIStatusBarStyle in Info.plist", modelling: .modelled,
      claims: [.r4LaunchStyle]),
    RuleEntry(
      id: .r5, title: "UIStatusBarHidden in Info.plist", modelling: .modelled,
      claims: [.r5LaunchHidden]),
    RuleEntry(
      id: .r6, title: "What each UIStatusBarStyle value shows", modelling: .modelled,
      claims: [.r6Default, .r6LightContent, .r6BlackTranslucent, .r6BlackOpaque]),
    RuleEntry(
      id: .r7, title: "System-forced style",
      modelling: .notModelled("set by the system, not by the app"),
      claims: [.r7Forced]),
    RuleEntry(
      id: .r8, title: "preferredStatusBarStyle", modelling: .modelled,
      claims: [.r8Override, .r8DefaultPreference]),
    RuleEntry(
      id: .r9, title: "prefersStatusBarHidden defaults", modelling: .modelled,
      claims: [.r9Override, .r9CompactHiding, .r9NoRoom]),
    RuleEntry(
      id: .r10, title: "childForStatusBarStyle and childForStatusBarHidden", modelling: .modelled,
      claims: [.r10ChildOrSelf, .r10Opaque]),
    RuleEntry(
      id: .r11, title: "setNeedsStatusBarAppearanceUpdate and re-evaluation", modelling: .modelled,
      claims: [.r11Update, .r11UpdateInControllingWindow, .r11AutomaticRefresh, .r11Stale]),
    RuleEntry(
      id: .r12, title: "preferredStatusBarUpdateAnimation",
      modelling: .notModelled("only affects the animation"),
      claims: [.r12Animation]),
    RuleEntry(
      id: .r13, title: "modalPresentationCapturesStatusBarAppearance default",
      modelling: .modelled,
      claims: [.r13CaptureDefault]),
    RuleEntry(
      id: .r14, title: "UINavigationController keeps the style decision", modelling: .modelled,
      claims: [.r14NavigationKeeps, .r14NavigationBarHidden]),
    RuleEntry(
      id: .r15, title: "The navigation controller's own style", modelling: .modelled,
      claims: [.r15DarkBar, .r15LightBar]),
    RuleEntry(
      id: .r16, title: "UINavigationController and hidden", modelling: .modelled,
      claims: [.r16HiddenForwarding]),
    RuleEntry(
      id: .r17, title: "Extension overrides, topViewController and visibleViewController",
      modelling: .modelled,
      claims: [
        .r17ExtensionReplaces, .r17ExtensionPreferredStyle, .r17TopViewController,
        .r17VisibleViewController, .r17VisibleIgnoresAncestor, .r17VisibleNotControlling,
      ]),
    RuleEntry(
      id: .r18, title: "UITabBarController forwards to the selected tab", modelling: .modelled,
      claims: [.r18TabForwards, .r18NoTabs]),
    RuleEntry(
      id: .r19, title: "UISplitViewController", modelling: .modelled,
      claims: [.r19SplitUndetermined]),
    RuleEntry(
      id: .r20, title: "Custom containers and UIPageViewController", modelling: .modelled,
      claims: [.r20NoForwarding]),
    RuleEntry(
      id: .r21, title: "UIHostingController and SwiftUI", modelling: .modelled,
      claims: [.r21PrivateChild, .r21Hidden, .r21ColorScheme, .r21Representable]),
    RuleEntry(
      id: .r22, title: "System view controllers", modelling: .modelled,
      claims: [.r22AlertPresentation, .r22SystemUnknown]),
    RuleEntry(
      id: .r23, title: "Which controller presents", modelling: .modelled,
      claims: [
        .r23ContextWalk, .r23NavigationDefinesContext, .r23TabBarDefinesContext,
        .r23ExplicitContext, .r23FullScreenFromRoot, .r23PresentedFromPresenter,
      ]),
    RuleEntry(
      id: .r24, title: "Control passes only to full-screen presentations", modelling: .modelled,
      claims: [.r24FullScreenTransfers, .r24Capture]),
    RuleEntry(
      id: .r25, title: "Control per presentation style", modelling: .modelled,
      claims: [
        .r25FullScreen, .r25OverFullScreen, .r25CurrentContext, .r25OverCurrentContext,
        .r25InheritsEnclosing, .r25SheetIphone, .r25SheetIphoneLandscape,
        .r25SheetIphoneLandscapeRegularWidth, .r25SheetIpad, .r25SheetIpadCompact,
        .r25PopoverIphone, .r25PopoverIphoneRegularWidth, .r25PopoverIpad,
        .r25PopoverIpadCompactWidth, .r25Custom, .r25Automatic,
      ]),
    RuleEntry(
      id: .r26, title: "Chains of presentations", modelling: .modelled,
      claims: [.r26Chain]),
    RuleEntry(
      id: .r27, title: "definesPresentationContext does not grant control", modelling: .modelled,
      claims: [.r27ContextNotControl]),
    RuleEntry(
      id: .r28, title: "Light status bar behind iPhone card sheets", modelling: .modelled,
      claims: [.r28CardLight]),
    RuleEntry(
      id: .r29, title: ".darkContent", modelling: .modelled,
      claims: [.r29DarkContent]),
    RuleEntry(
      id: .r30, title: "UIStatusBarManager is read-only",
      modelling: .notModelled("it only reports the state"),
      claims: [.r30ReadOnly]),
    RuleEntry(
      id: .r31, title: "overrideUserInterfaceStyle", modelling: .modelled,
      claims: [.r31OverrideTraits, .r31WindowTraits, .r31PlistInterfaceStyle]),
    RuleEntry(
      id: .r32, title: "Resolving .default from traits", modelling: .modelled,
      claims: [.r32DefaultFromTraits, .r32ApplicationDefault]),
    RuleEntry(
      id: .r33, title: "Which window controls", modelling: .modelled,
      claims: [.r33ControllingWindow, .r33NoRoot, .r33NoWindow]),
    RuleEntry(
      id: .r34, title: "Multiple scenes", modelling: .notModelled("one scene is modelled"),
      claims: [.r34PerScene]),
  ]
}
