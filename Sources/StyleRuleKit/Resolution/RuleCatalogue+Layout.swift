// swift-format-ignore-file: AlwaysUseLowerCamelCase
// A claim's member name spells its rule ID with an underscore for the dot or before a
// digit (L1.5's `landscape` is `l1_5Landscape`), which lowerCamelCase has no other way to say.

// The layout rules of ../shared/reference/uikit-layout.md (L1.1 to L10.3) as data, in
// stylerule's own words. Each claim narrows a rule to the versions it holds for and carries
// the confidence the reference gives it ([DOC] documented, [WIDE] widely reproduced,
// [SINGLE] single report, [INFER] inferred). The layout engine cites these claims; the
// numbers it combines are in the tables T1–T6 (RuleCatalogue+LayoutTables.swift and
// Sources/StyleRuleKit/Layout/LayoutTables.swift).

private func rule(_ id: RuleID, _ title: String, _ claims: [CatalogueClaim]) -> RuleEntry {
  RuleEntry(id: id, title: title, modelling: .modelled, claims: claims)
}

private func reference(_ id: RuleID, _ title: String, _ reason: String, _ claims: [CatalogueClaim])
  -> RuleEntry
{
  RuleEntry(id: id, title: title, modelling: .notModelled(reason), claims: claims)
}

extension VersionRange {
  /// Every version the layout engine lays out: iOS 6 through the newest modelled one.
  static let laidOut = VersionRange.majors(6, through: OSVersion.newestModelledMajor)
}
private let ios6 = VersionRange.majors(6, through: 6)
private let from7 = VersionRange.majors(7, through: OSVersion.newestModelledMajor)
private let ios7to10 = VersionRange.majors(7, through: 10)
private let ios7to12 = VersionRange.majors(7, through: 12)
private let from8 = VersionRange.from(OSVersion(8))
private let from11 = VersionRange.from(OSVersion(11))
private let from13 = VersionRange.from(OSVersion(13))

extension CatalogueClaim {
  static let l1_1ApplicationFrame = CatalogueClaim(
    .l1_1, "application-frame",
    Variant(
      ios6, .documented,
      "On iOS 6 the window's root view controller's view is shrunk to the application frame, "
        + "below the status bar (0, 20, 320, 460 on a 3.5-inch phone), unless the controller "
        + "sets wantsFullScreenLayout, which lets its view fill the screen under a translucent "
        + "status bar.", ["S18"]))

  static let l1_1Height = CatalogueClaim(
    .l1_1, "height",
    Variant(
      ios6, .widelyReproduced,
      "The iOS 6 status bar is 20 points tall on every device.", ["S23", "S56"]))

  static let l1_2Overlaps = CatalogueClaim(
    .l1_2, "overlaps",
    Variant(
      from7, .documented,
      "From iOS 7 the status bar is drawn over the app's window with no background of its "
        + "own; controllers lay out full screen and wantsFullScreenLayout is deprecated.",
      ["S22", "S23", "S57"]))

  static let l1_3StyleNotLayout = CatalogueClaim(
    .l1_3, "style-not-layout",
    Variant(
      VersionRange.laidOut, .widelyReproduced,
      "Light or dark content changes how the status bar looks, never where anything sits.",
      ["S23"]))

  static let l1_4OldSdkLayout = CatalogueClaim(
    .l1_4, "old-sdk-layout",
    Variant(
      from7, .singleReport,
      "An app linked against the iOS 6 SDK keeps the iOS 6 look on iOS 7, and presumably the "
        + "iOS 6 layout; the geometry is not verified.", ["S58"]))

  static let l1_5Landscape = CatalogueClaim(
    .l1_5, "landscape",
    Variant(
      from8, .documented,
      "For apps linked against iOS 8 or later, prefersStatusBarHidden defaults to YES in a "
        + "vertically compact environment: an iPhone in landscape shows no status bar unless "
        + "a controller asks for it.", ["S17", "S38"]),
    Variant(
      VersionRange.majors(6, through: 7), .widelyReproduced,
      "On iOS 6 and iOS 7 an iPhone in landscape shows the 20-point status bar.",
      ["S17", "S62"]))

  static let l1_6AlwaysHidden = CatalogueClaim(
    .l1_6, "always-hidden",
    Variant(
      from11, .singleReport,
      "On an iPhone with a notch or Dynamic Island in landscape the status bar is hidden "
        + "whatever prefersStatusBarHidden says.", ["S40"]))

  static let l1_7BothOrientations = CatalogueClaim(
    .l1_7, "both-orientations",
    Variant(
      VersionRange.laidOut, .widelyReproduced,
      "An iPad shows its status bar in both orientations: 20 points on iPads with a Home "
        + "button, 24 points on iPads without one.", ["S34", "S28", "S27"]))

  static let l1_8Forty = CatalogueClaim(
    .l1_8, "forty",
    Variant(
      VersionRange.majors(6, through: 12), .widelyReproduced,
      "During a call, Personal Hotspot, recording or navigation in the background, an iPhone "
        + "with a Home button shows a 40-point status bar, and the status bar frame "
        + "notifications fire.", ["S59", "S60", "S41", "S42"]))

  static let l1_9RootShift = CatalogueClaim(
    .l1_9, "root-shift",
    Variant(
      ios7to12, .singleReport,
      "With the 40-point bar the window's root view moves down 20 points and loses 20 "
        + "points of height: (0, 20, 414, 716) instead of (0, 0, 414, 736) on an iPhone 6s "
        + "Plus.", ["S41", "S42"]))

  static let l1_9ExtensionStays = CatalogueClaim(
    .l1_9, "extension-stays",
    Variant(
      ios7to12, .singleReport,
      "The navigation bar keeps its 20-point extension behind the lower half of the status "
        + "bar.", ["S43"]))

  static let l1_9ContentTop = CatalogueClaim(
    .l1_9, "content-top",
    Variant(
      ios7to12, .inferred,
      "So content starts at y 84 in window coordinates instead of 64 (root at 20, plus the "
        + "20-point extension, plus 44).", ["S41", "S42", "S43"]))

  static let l1_9TabBarStays = CatalogueClaim(
    .l1_9, "tab-bar-stays",
    Variant(
      ios7to12, .singleReport,
      "Turning the double-height bar on moves the navigation bar down; the tab bar stays "
        + "where it is.", ["S61"]))

  static let l1_10NoChange = CatalogueClaim(
    .l1_10, "no-change",
    Variant(
      from13, .widelyReproduced,
      "From iOS 13 a call or hotspot shows inside the normal status bar, which keeps its "
        + "height; phones with a notch or Dynamic Island never had a taller bar.",
      ["S27", "S44"]))

  static let l1_11Coordinates = CatalogueClaim(
    .l1_11, "coordinates",
    Variant(
      VersionRange.laidOut, .widelyReproduced,
      "statusBarFrame is in screen coordinates up to iOS 7 (in landscape the bar's height is "
        + "its width) and in interface-oriented coordinates from iOS 8.", ["S62", "S63"]))

  static let l1_12StatusBarManager = CatalogueClaim(
    .l1_12, "status-bar-manager",
    Variant(
      from13, .documented,
      "From iOS 13 the status bar frame is read from the window scene's statusBarManager; "
        + "UIApplication.statusBarFrame is deprecated.", ["S64", "S105"]))

  static let l1_13Heights = CatalogueClaim(
    .l1_13, "heights",
    Variant(
      VersionRange.laidOut, .widelyReproduced,
      "Portrait status bar heights (table T1): 20 on iPhones with a Home button; 44 on X, "
        + "XS and 11 Pro; 44 then 48 from iOS 14 on XR and 11; 47 on 12, 13 and 14; 44 on "
        + "iOS 14 then 50 on the minis; 54 on Dynamic Island phones.",
      ["S50", "S28", "S34", "S27", "S29", "S32"]))

  static let l1_14Shorter = CatalogueClaim(
    .l1_14, "shorter",
    Variant(
      VersionRange.from(OSVersion(16)), .widelyReproduced,
      "On Dynamic Island phones the status bar is 54 points tall, the top safe area 59 (62 "
        + "on 16 Pro), and the navigation bar sits one pixel above the status bar's bottom, "
        + "at 53.667.", ["S32", "S27"]))

  static let l1_15LinkedSdk = CatalogueClaim(
    .l1_15, "linked-sdk",
    Variant(
      VersionRange.laidOut, .singleReport,
      "An app not built with the SDK a device launched with reads an older device's status "
        + "bar height: on iPhone 14 Pro, apps not built with the iOS 16 SDK read iPhone 13 "
        + "Pro's 47.", ["S27", "S65"]))

  static let l2_1ApplicationFrame = CatalogueClaim(
    .l2_1, "application-frame",
    Variant(
      ios6, .documented,
      "On iOS 6 the root view controller machinery gives the root view the application "
        + "frame (the screen minus the status bar) unless wantsFullScreenLayout is set; a "
        + "window without a root view controller draws under the status bar.",
      ["S18", "S66"]))

  static let l2_2FullWindow = CatalogueClaim(
    .l2_2, "full-window",
    Variant(
      from7, .documented,
      "From iOS 7 the root view controller's view has the window's bounds and the status bar "
        + "overlaps it, except under the 40-point bar on iOS 7–12 (L1.9).", ["S22", "S23"]))

  static let l2_3RootSafeArea = CatalogueClaim(
    .l2_3, "root-safe-area",
    Variant(
      from11, .documented,
      "From iOS 11 the safe area insets of a root view account for the status bar, the "
        + "visible bars and additionalSafeAreaInsets.", ["S7"]))

  static let l3_1IphonePortrait = CatalogueClaim(
    .l3_1, "iphone-portrait",
    Variant(
      VersionRange.laidOut, .widelyReproduced,
      "A navigation bar is 44 points tall on an iPhone in portrait.", ["S28", "S38", "S25"]))

  static let l3_1IphoneLandscape = CatalogueClaim(
    .l3_1, "iphone-landscape",
    Variant(
      VersionRange.laidOut, .widelyReproduced,
      "In landscape it is 32 points on iPhones of compact width and 44 on the large "
        + "iPhones, which are regular width there (Plus, Max, XR, 11).",
      ["S38", "S67", "S47", "S46", "S28"]))

  static let l3_1Ipad = CatalogueClaim(
    .l3_1, "ipad",
    Variant(
      VersionRange.majors(6, through: 11), .widelyReproduced,
      "On iPad a navigation bar is 44 points tall in both orientations.", ["S28", "S27"]),
    Variant(
      VersionRange.from(OSVersion(12)), .widelyReproduced,
      "From iOS 12 a navigation bar on iPad is 50 points tall in both orientations.",
      ["S28", "S27", "S33", "S68"]))

  static let l3_1LargeTitle = CatalogueClaim(
    .l3_1, "large-title",
    Variant(
      from11, .widelyReproduced,
      "A large title adds 52 points: the bar is 96 tall while it shows, and shrinks to 44 "
        + "as the content scrolls.", ["S69", "S70", "S52", "S72"]))

  static let l3_1Sheet = CatalogueClaim(
    .l3_1, "sheet",
    Variant(
      from13, .widelyReproduced,
      "In an iOS 13 sheet (page sheet, form sheet, or the automatic card) the bar is 56 "
        + "points tall, on iPhone and iPad.", ["S45", "S30", "S33"]))

  static let l3_1Search = CatalogueClaim(
    .l3_1, "search",
    Variant(
      from11, .widelyReproduced,
      "A search controller in the navigation item adds a search row; a UISearchBar is 56 "
        + "points on iOS 11 (44 before); the row's height from iOS 13 is not verified.",
      ["S73", "S74"]))

  static let l3_2TopAttached = CatalogueClaim(
    .l3_2, "top-attached",
    Variant(
      from7, .documented,
      "A top-attached bar draws its background up behind the status bar, but the extension "
        + "is not part of its frame: on iOS 7 the bar's frame is (0, 20) and 44 tall while it "
        + "looks 64 tall; from iOS 11 a background subview with a negative y does the same.",
      ["S15", "S25", "S23", "S24"]))

  static let l3_3Contiguous = CatalogueClaim(
    .l3_3, "contiguous",
    Variant(
      ios7to12, .widelyReproduced,
      "A navigation controller whose view's top touches the window's top (is under the "
        + "status bar) puts its bar below the status bar and extends the bar's background "
        + "behind it: 64 points drawn; otherwise, even one point lower, the bar sits at the "
        + "view's top and draws 44. This holds however deep the navigation controller is.",
      ["S23", "S24", "S57"]))

  static let l3_3StatusBarHidden = CatalogueClaim(
    .l3_3, "status-bar-hidden",
    Variant(
      from7, .widelyReproduced,
      "With the status bar hidden there is nothing to extend behind: the bar sits at y 0 and "
        + "draws 44 points.", ["S24"]))

  static let l3_3Sheet = CatalogueClaim(
    .l3_3, "sheet",
    Variant(
      ios7to12, .inferred,
      "iPad form and page sheets and popovers do not touch the window's top: their bars "
        + "draw 44 points.", ["S76"]))

  static let l3_3InCall = CatalogueClaim(
    .l3_3, "in-call",
    Variant(
      ios7to12, .inferred,
      "Under the 40-point status bar the root view starts at y 20, still under the bar, and "
        + "keeps a 20-point extension: the test is being under the status bar, not y 0 (Q1).",
      ["S41", "S43"]))

  static let l3_4Origin = CatalogueClaim(
    .l3_4, "origin",
    Variant(
      from11, .widelyReproduced,
      "The navigation bar sits below the status bar or sensor housing, at an origin that "
        + "depends on the device (table T3), and the child's top safe area is the bar's "
        + "bottom. The origin differs from both the status bar height and the safe area on "
        + "some devices, so no formula gives it.", ["S29", "S31", "S33", "S32", "S27"]))

  static let l3_5KeepsInset = CatalogueClaim(
    .l3_5, "keeps-inset",
    Variant(
      from11, .singleReport,
      "With the status bar hidden, an iPhone with a notch or Dynamic Island keeps its top "
        + "safe area, so its navigation bar does not move up; an iPhone with a Home button "
        + "loses it.", ["S39", "S24"]))

  static let l3_6Hides = CatalogueClaim(
    .l3_6, "hides",
    Variant(
      from8, .documented,
      "A navigation controller with hidesBarsWhenVerticallyCompact (default NO) hides its "
        + "navigation bar and toolbar in a vertically compact environment.", ["S19"]))

  static let l3_7Standalone = CatalogueClaim(
    .l3_7, "standalone",
    Variant(
      from7, .documented,
      "A UINavigationBar not managed by a navigation controller extends behind the status "
        + "bar only if its delegate returns top-attached, and the app places it below the "
        + "status bar itself.", ["S15", "S75", "S57"]))

  static let l4_1Edges = CatalogueClaim(
    .l4_1, "edges",
    Variant(
      from7, .documented,
      "edgesForExtendedLayout (default all) says which edges of a controller's view extend "
        + "under bars; an edge left out is laid out against the bar instead. From iOS 11 "
        + "Apple recommends the safe area, but the property still decides the frame.",
      ["S1"]))

  static let l4_2Opaque = CatalogueClaim(
    .l4_2, "opaque",
    Variant(
      from7, .documented,
      "Extended layout applies under translucent bars only, unless "
        + "extendedLayoutIncludesOpaqueBars (default NO) is set.", ["S2", "S22", "S77", "S26"]))

  static let l4_3Extends = CatalogueClaim(
    .l4_3, "extends",
    Variant(
      from7, .widelyReproduced,
      "An edge extends when it is in edgesForExtendedLayout and the bar on it is translucent "
        + "or extendedLayoutIncludesOpaqueBars is set; an extended edge is the container's "
        + "edge, any other abuts the bar (top at the bar's bottom, bottom at the bar's top).",
      ["S78", "S26", "S79"]))

  static let l4_4Default = CatalogueClaim(
    .l4_4, "default",
    Variant(
      ios6, .documented,
      "On iOS 6 navigation bars, toolbars and tab bars are opaque by default.", ["S16", "S80"]),
    Variant(
      from7, .documented,
      "From iOS 7 bars are translucent by default (always with the black translucent bar "
        + "style; with a custom background image the image's alpha decides).",
      ["S16", "S26", "S80"]))

  static let l4_5RootIgnores = CatalogueClaim(
    .l4_5, "root-ignores",
    Variant(
      from7, .singleReport,
      "edgesForExtendedLayout applies to controllers in a container such as a navigation "
        + "controller; the window's root view controller does not react to it.", ["S26"]))

  static let l4_6Translucent = CatalogueClaim(
    .l4_6, "translucent",
    Variant(
      ios6, .documented,
      "On iOS 6, under a translucent navigation bar the child's view starts at the "
        + "navigation controller's top, under the bar; under an opaque bar it starts at the "
        + "bar's bottom.", ["S81"]))

  static let l5_1Length = CatalogueClaim(
    .l5_1, "length",
    Variant(
      ios7to10, .documented,
      "topLayoutGuide.length is the distance from the top of the controller's view to the "
        + "bottom of the lowest bar over it; bottomLayoutGuide.length the distance from the "
        + "view's bottom to the top of the bar over it.", ["S6"]))

  static let l5_2Standalone = CatalogueClaim(
    .l5_2, "standalone",
    Variant(
      ios7to10, .documented,
      "A controller in no container gets the status bar's bottom if the status bar shows, "
        + "else 0.", ["S4", "S82"]))

  static let l5_2Container = CatalogueClaim(
    .l5_2, "container",
    Variant(
      ios7to10, .documented,
      "In a container, the container sets it: the navigation bar's bottom if the bar shows, "
        + "else the status bar's bottom if it shows, else 0; the bottom guide likewise from "
        + "the tab bar or toolbar.", ["S4", "S5", "S82"]))

  static let l5_3Opaque = CatalogueClaim(
    .l5_3, "opaque",
    Variant(
      ios7to10, .documented,
      "When the container's bar is visible and opaque, the child's view is laid out against "
        + "the bar and the guide's length is 0.", ["S83"]))

  static let l5_4Typical = CatalogueClaim(
    .l5_4, "typical",
    Variant(
      ios7to10, .widelyReproduced,
      "On an iPhone in portrait with translucent bars: top 64 (status bar and navigation "
        + "bar), 20 with the navigation bar hidden, 0 with both hidden; bottom 49 with a tab "
        + "bar, 44 with a toolbar, 0 when the bottom bar is hidden for a push.",
      ["S26", "S84", "S82"]))

  static let l5_5CustomContainer = CatalogueClaim(
    .l5_5, "custom-container",
    Variant(
      ios7to10, .singleReport,
      "Children of custom containers and page view controllers get no guides or insets from "
        + "a container above (Q3).", ["S85"]))

  static let l6_1Default = CatalogueClaim(
    .l6_1, "default",
    Variant(
      ios7to10, .documented,
      "automaticallyAdjustsScrollViewInsets (default YES) lets containers inset the "
        + "controller's scroll view for the status bar, search bar, navigation bar, toolbar "
        + "and tab bar; deprecated in iOS 11 for contentInsetAdjustmentBehavior.",
      ["S3", "S26"]))

  static let l6_2FirstSubview = CatalogueClaim(
    .l6_2, "first-subview",
    Variant(
      ios7to10, .widelyReproduced,
      "The controller's view if it is a scroll view, else its first subview if that is one; "
        + "no other (D7).", ["S86", "S26", "S87", "S88"]))

  static let l6_3Amount = CatalogueClaim(
    .l6_3, "amount",
    Variant(
      ios7to10, .widelyReproduced,
      "contentInset.top grows by the top guide's length and bottom by the bottom guide's "
        + "(64 and 49 under a navigation bar in a tab bar controller), the indicators "
        + "likewise, and the content offset becomes minus the top; the adjustment adds to "
        + "what the app set and ignores where the scroll view's frame is.", ["S26", "S90"]))

  static let l6_4ContainersOnly = CatalogueClaim(
    .l6_4, "containers-only",
    Variant(
      ios7to10, .widelyReproduced,
      "Without a navigation or tab bar controller nothing is adjusted.", ["S26"]))

  static let l6_4Opaque = CatalogueClaim(
    .l6_4, "opaque",
    Variant(
      ios7to10, .widelyReproduced,
      "Opaque bars do not adjust the inset: the view already starts below them.",
      ["S91", "S26"]))

  static let l6_4IncludeOpaque = CatalogueClaim(
    .l6_4, "include-opaque",
    Variant(
      ios7to10, .singleReport,
      "With extendedLayoutIncludesOpaqueBars under an opaque bar the inset is adjusted.",
      ["S92"]))

  static let l6_5ParentFlag = CatalogueClaim(
    .l6_5, "parent-flag",
    Variant(
      ios7to10, .singleReport,
      "A child of a custom container is adjusted by its parent's flag, its view being a "
        + "subview of the parent's.", ["S91"]))

  static let l7_1Definition = CatalogueClaim(
    .l7_1, "definition",
    Variant(
      from11, .documented,
      "A view's safe area is what bars, the status bar and ancestors do not cover; a "
        + "controller's root view counts the status bar, the visible bars and the additional "
        + "insets, other views only the part of them that is covered; zero outside a window.",
      ["S7", "S8"]))

  static let l7_2Containers = CatalogueClaim(
    .l7_2, "containers",
    Variant(
      from11, .documented,
      "UIKit containers extend their children's safe area for their bars (a navigation "
        + "controller for its navigation bar); a child sees a parent's additional insets only "
        + "where it overlaps them.", ["S93"]))

  static let l7_3Frozen = CatalogueClaim(
    .l7_3, "frozen",
    Variant(
      from11, .singleReport,
      "Plain subviews recompute their insets from where they are; a child controller's view "
        + "added at an offset may keep zero insets until something else updates them (Q2).",
      ["S94"]))

  static let l7_4DidChange = CatalogueClaim(
    .l7_4, "did-change",
    Variant(
      from11, .documented,
      "viewSafeAreaInsetsDidChange is called when bars change size, when the additional "
        + "insets change, and just before the view appears.", ["S10"]))

  static let l7_5Transforms = CatalogueClaim(
    .l7_5, "transforms",
    Variant(
      from11, .singleReport,
      "A scaled or rotated view does not receive its ancestors' safe area insets.", ["S95"]))

  static let l7_6Device = CatalogueClaim(
    .l7_6, "device",
    Variant(
      from11, .widelyReproduced,
      "On iPhones with a Home button the top is the status bar (0 when hidden) and the "
        + "bottom 0; on notched phones the top is the sensor housing's and stays without a "
        + "status bar, the bottom 34 in portrait and 21 in landscape, and in landscape both "
        + "sides get the portrait top (table T2).", ["S34", "S38", "S27", "S36"]))

  static let l7_7Opaque = CatalogueClaim(
    .l7_7, "opaque",
    Variant(
      from11, .inferred,
      "With an opaque navigation bar and extendedLayoutIncludesOpaqueBars left NO, the "
        + "child's view starts below the bar, so nothing covers its top.", ["S2", "S7"]))

  static let l8_1Adjusted = CatalogueClaim(
    .l8_1, "adjusted",
    Variant(
      from11, .documented,
      "From iOS 11 UIKit leaves contentInset alone and reports adjustedContentInset: "
        + "contentInset plus the part of the scroll view's safe area its "
        + "contentInsetAdjustmentBehavior (default automatic) lets in.", ["S11", "S14", "S26"]))

  static let l8_2Automatic = CatalogueClaim(
    .l8_2, "automatic",
    Variant(
      from11, .documented,
      "automatic: like scrollableAxes, and also the top and bottom of a controller's scroll "
        + "view shown by a navigation controller (the header) or a navigation or tab bar "
        + "controller (the documentation) when automaticallyAdjustsScrollViewInsets is YES, "
        + "scrollable or not (D8).", ["S12", "S14"]))

  static let l8_2ScrollableAxes = CatalogueClaim(
    .l8_2, "scrollableAxes",
    Variant(
      from11, .documented,
      "scrollableAxes: the edges of the axes that scroll (content larger than the frame, or "
        + "always bouncing).", ["S13", "S14"]))

  static let l8_2Never = CatalogueClaim(
    .l8_2, "never",
    Variant(from11, .documented, "never: no adjustment.", ["S14"]))

  static let l8_2Always = CatalogueClaim(
    .l8_2, "always",
    Variant(from11, .documented, "always: the whole safe area on every edge.", ["S14"]))

  static let l8_3EveryScrollView = CatalogueClaim(
    .l8_3, "every-scroll-view",
    Variant(
      from11, .widelyReproduced,
      "Every scroll view under a bar has a safe area and is adjusted by its own behavior; "
        + "being the first subview no longer matters.", ["S26"]))

  static let l8_3FlagOff = CatalogueClaim(
    .l8_3, "flag-off",
    Variant(
      from11, .documented,
      "automaticallyAdjustsScrollViewInsets = NO only removes the automatic behavior's "
        + "navigation clause: scrollable content is still adjusted, so apps set never.",
      ["S14", "S96"]))

  static let l8_3ShortContent = CatalogueClaim(
    .l8_3, "short-content",
    Variant(
      from11, .singleReport,
      "Under automatic, a scroll view with content shorter than its bounds and no "
        + "navigation clause is not adjusted.", ["S97"]))

  static let l8_4OwnSafeArea = CatalogueClaim(
    .l8_4, "own-safe-area",
    Variant(
      from11, .inferred,
      "The adjustment uses the scroll view's own safe area, the part of its frame the unsafe "
        + "region covers: a scroll view below the navigation bar gets no top adjustment.",
      ["S7", "S14", "S98"]))

  static let l8_5ContentScrollView = CatalogueClaim(
    .l8_5, "content-scroll-view",
    Variant(
      VersionRange.from(OSVersion(15)), .documented,
      "setContentScrollView(_:for:) chooses the scroll view whose edge the bars observe for "
        + "their appearance; without it UIKit looks for one in the view hierarchy.", ["S20"]))

  static let l9_1Iphone = CatalogueClaim(
    .l9_1, "iphone",
    Variant(
      VersionRange.laidOut, .widelyReproduced,
      "A tab bar is 49 points tall on an iPhone in portrait, plus 34 for the home indicator "
        + "(83) from iOS 11; in landscape from iOS 11, 32 on compact-width phones and 49 on "
        + "regular-width ones, plus 21 on notched phones (53, 70); before iOS 11 it stays 49 "
        + "in landscape (table T4, D10).", ["S28", "S37", "S99", "S48", "S49"]))

  static let l9_2Ipad = CatalogueClaim(
    .l9_2, "ipad",
    Variant(
      VersionRange.laidOut, .widelyReproduced,
      "On iPad a tab bar is 49 points tall up to iOS 11 and 50 from iOS 12 on iPads with a "
        + "Home button, 65 on iPads without one (Q11).", ["S28", "S37"]))

  static let l9_3Floating = CatalogueClaim(
    .l9_3, "floating",
    Variant(
      VersionRange.from(OSVersion(18)), .documented,
      "On iPadOS 18 in a regular width the tab bar floats over the content at the top, "
        + "sharing space with the navigation bar; in a compact width the bottom bar stays "
        + "(Q13).", ["S21", "S100"]))

  static let l9_4Toolbar = CatalogueClaim(
    .l9_4, "toolbar",
    Variant(
      VersionRange.laidOut, .widelyReproduced,
      "A navigation controller's toolbar is 44 points tall on an iPhone in portrait, 32 in "
        + "landscape on compact-width phones and 44 on regular-width ones; 44 on iPad up to "
        + "iOS 11 and 50 from iOS 12; plus the home indicator's area at the screen's bottom "
        + "(78 in portrait, 65 on an iPad without a Home button; D5).", ["S28", "S52"]))

  static let l9_5ToolbarGap = CatalogueClaim(
    .l9_5, "toolbar-gap",
    Variant(
      VersionRange(OSVersion(11), upTo: OSVersion(11, 2)), .singleReport,
      "On iOS 11.0 and 11.1 a navigation controller's toolbar inside a tab bar controller on "
        + "iPhone X left a gap the height of the home indicator.", ["S101"]))

  static let l10_1FullScreen = CatalogueClaim(
    .l10_1, "full-screen",
    Variant(
      ios7to12, .widelyReproduced,
      "A navigation controller presented full screen touches the window's top: its bar "
        + "draws 64 points (L3.3).", ["S23", "S24"]))

  static let l10_1IpadSheet = CatalogueClaim(
    .l10_1, "ipad-sheet",
    Variant(
      ios7to12, .inferred,
      "On iPad a form or page sheet does not touch the window's top: its bar draws 44.",
      ["S76"]))

  static let l10_2Card = CatalogueClaim(
    .l10_2, "card",
    Variant(
      from13, .widelyReproduced,
      "From iOS 13 the default presentation on iPhone is a card that leaves the status bar "
        + "uncovered; its navigation bar is 56 points and its content reserves no status bar "
        + "height (Q16: where the card's top is).", ["S45", "S30", "S102"]))

  static let l10_3Capture = CatalogueClaim(
    .l10_3, "capture",
    Variant(
      from7, .singleReport,
      "A presented controller that does not capture status bar appearance cannot hide the "
        + "status bar; the style engine decides who does.", ["S103"]))
}

extension CatalogueClaim {
  /// L8.2's claim for a content inset adjustment behavior.
  static func l8_2(_ behavior: ScrollInsetAdjustment) -> CatalogueClaim {
    switch behavior {
    case .automatic: .l8_2Automatic
    case .scrollableAxes: .l8_2ScrollableAxes
    case .never: .l8_2Never
    case .always: .l8_2Always
    }
  }
}

extension RuleCatalogue {
  /// The layout rules L1.1–L10.3, in order.
  static let layoutEntries: [RuleEntry] =
    statusBarRules + frameRules + navigationBarRules + extendedLayoutRules + guideRules
    + insetRules + safeAreaRules + adjustmentRules + bottomBarRules + presentationRules

  private static let statusBarRules: [RuleEntry] = [
    rule(
      .l1_1, "iOS 6: the status bar sits beside the app",
      [.l1_1ApplicationFrame, .l1_1Height]),
    rule(
      .l1_2, "iOS 7 and later: the status bar overlaps the app",
      [.l1_2Overlaps]),
    rule(
      .l1_3, "The status bar style never moves anything",
      [.l1_3StyleNotLayout]),
    reference(
      .l1_4, "Apps built with the iOS 6 SDK on iOS 7",
      "the linked SDK's iOS 6 look is not laid out; see Q17",
      [.l1_4OldSdkLayout]),
    rule(
      .l1_5, "iPhone landscape hides the status bar from iOS 8",
      [.l1_5Landscape]),
    rule(
      .l1_6, "Notched iPhones in landscape always hide the status bar",
      [.l1_6AlwaysHidden]),
    rule(
      .l1_7, "iPad status bar",
      [.l1_7BothOrientations]),
    rule(
      .l1_8, "The double-height status bar",
      [.l1_8Forty]),
    rule(
      .l1_9, "What the 40-point status bar does to the layout",
      [.l1_9RootShift, .l1_9ExtensionStays, .l1_9ContentTop, .l1_9TabBarStays]),
    rule(
      .l1_10, "iOS 13 and later: no double-height status bar",
      [.l1_10NoChange]),
    reference(
      .l1_11, "Status bar frame coordinates",
      "stylerule reports every frame in interface-oriented window coordinates",
      [.l1_11Coordinates]),
    reference(
      .l1_12, "The status bar manager (iOS 13)",
      "an API change that moves nothing",
      [.l1_12StatusBarManager]),
    rule(
      .l1_13, "Status bar height by device and iOS version",
      [.l1_13Heights]),
    rule(
      .l1_14, "Dynamic Island: status bar shorter than the safe area",
      [.l1_14Shorter]),
    rule(
      .l1_15, "Older SDKs see an older device's geometry",
      [.l1_15LinkedSdk]),
  ]

  private static let frameRules: [RuleEntry] = [
    rule(
      .l2_1, "iOS 6: the root view gets the application frame",
      [.l2_1ApplicationFrame]),
    rule(
      .l2_2, "iOS 7 and later: the root view fills the window",
      [.l2_2FullWindow]),
    rule(
      .l2_3, "The root view's safe area counts the status bar",
      [.l2_3RootSafeArea]),
  ]

  private static let navigationBarRules: [RuleEntry] = [
    rule(
      .l3_1, "Navigation bar heights",
      [
        .l3_1IphonePortrait, .l3_1IphoneLandscape, .l3_1Ipad, .l3_1LargeTitle, .l3_1Sheet,
        .l3_1Search,
      ]),
    rule(
      .l3_2, "The bar's background extends behind the status bar",
      [.l3_2TopAttached]),
    rule(
      .l3_3, "The 44-versus-64 rule",
      [.l3_3Contiguous, .l3_3StatusBarHidden, .l3_3Sheet, .l3_3InCall]),
    rule(
      .l3_4, "iOS 11 and later: the bar sits below the unsafe top",
      [.l3_4Origin]),
    rule(
      .l3_5, "Notched phones keep their top inset without a status bar",
      [.l3_5KeepsInset]),
    rule(
      .l3_6, "hidesBarsWhenVerticallyCompact",
      [.l3_6Hides]),
    reference(
      .l3_7, "A standalone navigation bar",
      "rules files place navigation bars through navigation controllers only",
      [.l3_7Standalone]),
  ]

  private static let extendedLayoutRules: [RuleEntry] = [
    rule(
      .l4_1, "edgesForExtendedLayout",
      [.l4_1Edges]),
    rule(
      .l4_2, "extendedLayoutIncludesOpaqueBars",
      [.l4_2Opaque]),
    rule(
      .l4_3, "Where a child's view starts",
      [.l4_3Extends]),
    rule(
      .l4_4, "Bars' translucency by default",
      [.l4_4Default]),
    rule(
      .l4_5, "The window's root ignores edgesForExtendedLayout",
      [.l4_5RootIgnores]),
    rule(
      .l4_6, "iOS 6: translucent bars put content under them",
      [.l4_6Translucent]),
  ]

  private static let guideRules: [RuleEntry] = [
    rule(
      .l5_1, "What a layout guide measures",
      [.l5_1Length]),
    rule(
      .l5_2, "Who sets the layout guides",
      [.l5_2Standalone, .l5_2Container]),
    rule(
      .l5_3, "Opaque bars make the guide 0",
      [.l5_3Opaque]),
    rule(
      .l5_4, "Typical layout guide lengths",
      [.l5_4Typical]),
    rule(
      .l5_5, "Custom containers do not pass the guides on",
      [.l5_5CustomContainer]),
  ]

  private static let insetRules: [RuleEntry] = [
    rule(
      .l6_1, "automaticallyAdjustsScrollViewInsets",
      [.l6_1Default]),
    rule(
      .l6_2, "Which scroll view is adjusted",
      [.l6_2FirstSubview]),
    rule(
      .l6_3, "How much the inset grows",
      [.l6_3Amount]),
    rule(
      .l6_4, "Only containers adjust, and not under opaque bars",
      [.l6_4ContainersOnly, .l6_4Opaque, .l6_4IncludeOpaque]),
    rule(
      .l6_5, "In a custom container the parent's flag decides",
      [.l6_5ParentFlag]),
  ]

  private static let safeAreaRules: [RuleEntry] = [
    rule(
      .l7_1, "The safe area",
      [.l7_1Definition]),
    rule(
      .l7_2, "Containers extend their children's safe area",
      [.l7_2Containers]),
    rule(
      .l7_3, "Child controllers' insets may be frozen",
      [.l7_3Frozen]),
    reference(
      .l7_4, "viewSafeAreaInsetsDidChange",
      "a callback; it moves nothing",
      [.l7_4DidChange]),
    reference(
      .l7_5, "Transformed views get no safe area",
      "rules files do not describe transforms",
      [.l7_5Transforms]),
    rule(
      .l7_6, "The device's own safe area",
      [.l7_6Device]),
    rule(
      .l7_7, "Under an opaque bar the child's top safe area is 0",
      [.l7_7Opaque]),
  ]

  private static let adjustmentRules: [RuleEntry] = [
    rule(
      .l8_1, "adjustedContentInset",
      [.l8_1Adjusted]),
    rule(
      .l8_2, "The adjustment behaviors",
      [.l8_2Automatic, .l8_2ScrollableAxes, .l8_2Never, .l8_2Always]),
    rule(
      .l8_3, "What changed with iOS 11",
      [.l8_3EveryScrollView, .l8_3FlagOff, .l8_3ShortContent]),
    rule(
      .l8_4, "The scroll view's own safe area",
      [.l8_4OwnSafeArea]),
    reference(
      .l8_5, "The content scroll view for bar appearance (iOS 15)",
      "it changes how bars look, not insets",
      [.l8_5ContentScrollView]),
  ]

  private static let bottomBarRules: [RuleEntry] = [
    rule(
      .l9_1, "Tab bar height on iPhone",
      [.l9_1Iphone]),
    rule(
      .l9_2, "Tab bar height on iPad",
      [.l9_2Ipad]),
    rule(
      .l9_3, "iPadOS 18's tab bar floats at the top",
      [.l9_3Floating]),
    rule(
      .l9_4, "Toolbar height",
      [.l9_4Toolbar]),
    reference(
      .l9_5, "The iOS 11.0 toolbar gap",
      "a bug of two point releases",
      [.l9_5ToolbarGap]),
  ]

  private static let presentationRules: [RuleEntry] = [
    rule(
      .l10_1, "iOS 7–12 presentations",
      [.l10_1FullScreen, .l10_1IpadSheet]),
    rule(
      .l10_2, "iOS 13 card sheets",
      [.l10_2Card]),
    rule(
      .l10_3, "Presented controllers and the status bar",
      [.l10_3Capture]),
  ]
}
