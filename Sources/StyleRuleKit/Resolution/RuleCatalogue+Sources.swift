extension RuleCatalogue {
  /// The sources of `../shared/reference/uikit-status-bar.md`, keyed as there.
  static let allSources: [SourceReference] = [
    SourceReference(
      key: "A1", title: "UIViewControllerBasedStatusBarAppearance key",
      url:
        "https://developer.apple.com/documentation/bundleresources/information-property-list/uiviewcontrollerbasedstatusbarappearance"
    ),
    SourceReference(
      key: "A2",
      title:
        "Archived Information Property List Key Reference (iOS keys: UIViewControllerBasedStatusBarAppearance, UIStatusBarStyle, UIStatusBarHidden)",
      url:
        "https://developer.apple.com/library/archive/documentation/General/Reference/InfoPlistKeyReference/Articles/iPhoneOSKeys.html"
    ),
    SourceReference(
      key: "A3", title: "UIStatusBarStyle Info.plist key",
      url:
        "https://developer.apple.com/documentation/bundleresources/information-property-list/uistatusbarstyle"
    ),
    SourceReference(
      key: "A4", title: "UIStatusBarHidden Info.plist key",
      url:
        "https://developer.apple.com/documentation/bundleresources/information-property-list/uistatusbarhidden"
    ),
    SourceReference(
      key: "A5",
      title: "UIApplication.statusBarStyle / setStatusBarStyle(_:animated:) / isStatusBarHidden",
      url: "https://developer.apple.com/documentation/uikit/uiapplication/statusbarstyle"),
    SourceReference(
      key: "A6", title: "UIStatusBarStyle enum (+ .default, .darkContent pages)",
      url: "https://developer.apple.com/documentation/uikit/uistatusbarstyle"),
    SourceReference(
      key: "A7", title: "UIViewController.preferredStatusBarStyle",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle"),
    SourceReference(
      key: "A8", title: "UIViewController.prefersStatusBarHidden",
      url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden"
    ),
    SourceReference(
      key: "A9", title: "childForStatusBarStyle / childForStatusBarHidden",
      url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle"
    ),
    SourceReference(
      key: "A10", title: "setNeedsStatusBarAppearanceUpdate()",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()"
    ),
    SourceReference(
      key: "A11", title: "preferredStatusBarUpdateAnimation",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarupdateanimation"
    ),
    SourceReference(
      key: "A12", title: "modalPresentationCapturesStatusBarAppearance",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance"
    ),
    SourceReference(
      key: "A13", title: "definesPresentationContext",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext"
    ),
    SourceReference(
      key: "A14", title: "modalPresentationStyle (.automatic default on iOS 13+)",
      url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle"
    ),
    SourceReference(
      key: "A15", title: "UIStatusBarManager (+ statusBarStyle, isStatusBarHidden)",
      url: "https://developer.apple.com/documentation/uikit/uistatusbarmanager"),
    SourceReference(
      key: "A16", title: "TN3105 Customizing the UIKit status bar style",
      url: "https://developer.apple.com/documentation/technotes/tn3105-customizing-uistatusbar-syle"
    ),
    SourceReference(
      key: "A17", title: "UINavigationController.visibleViewController",
      url:
        "https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller"
    ),
    SourceReference(
      key: "A18", title: "presentedViewController / presentingViewController",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller"),
    SourceReference(
      key: "A19",
      title:
        "UIHostingController.childForStatusBarStyle / prefersStatusBarHidden (symbols only, no prose)",
      url:
        "https://developer.apple.com/documentation/swiftui/uihostingcontroller/childforstatusbarstyle"
    ),
    SourceReference(
      key: "A20",
      title:
        "SwiftUI statusBar(hidden:) / statusBarHidden(_:) / preferredColorScheme(_:) / toolbarColorScheme(_:for:) / ToolbarPlacement.statusBar (iOS 27+)",
      url: "https://developer.apple.com/documentation/swiftui/view/statusbar(hidden:)"),
    SourceReference(
      key: "A21", title: "Information Property List: UIUserInterfaceStyle (Automatic, Light, Dark)",
      url:
        "https://developer.apple.com/documentation/bundleresources/information-property-list/uiuserinterfacestyle"
    ),
    SourceReference(
      key: "D1", title: "Decompiled UIKitCore, iOS 18.2 (iPhone 17,1 restore)",
      url:
        "https://github.com/EthanArbuckle/iPhone17-1_18.2_22C152_Restore/tree/f2374d1a3ed838584b9966f98b2531c70202701b/System/Library/PrivateFrameworks/UIKitCore.framework"
    ),
    SourceReference(
      key: "D2", title: "Decompiled UIKitCore, iOS 18.0 (iPad 10.2 restore)",
      url: "https://github.com/EthanArbuckle/iPad_10.2_18.0_22A3354_Restore"),
    SourceReference(
      key: "D3", title: "Decompiled UIKitCore, iOS 26.1 (iPhone 18,3 restore)",
      url: "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore"),
    SourceReference(
      key: "T1", title: "PSPDFKit, \"Presentation controllers\" (2015)",
      url: "https://pspdfkit.com/blog/2015/presentation-controllers/"),
    SourceReference(
      key: "T2",
      title: "Open Radar 22574353/22565293 (custom presentations & status bar, iOS 8.1 vs 8.3)",
      url: "https://github.com/lionheart/openradar-mirror/issues/8659"),
    SourceReference(
      key: "T3", title: "Open Radar 22564923 (status bar not updated on adaptation)",
      url: "https://github.com/lionheart/openradar-mirror/issues/8666"),
    SourceReference(
      key: "T4",
      title:
        "Open Radar 27874629 (iOS 10: custom UIPresentationController ignores presented preferredStatusBarStyle)",
      url: "https://github.com/lionheart/openradar-mirror/issues/15678"),
    SourceReference(
      key: "T5", title: "Open Radar 30870230 (iOS 10.1: .overFullScreen needs capture flag)",
      url: "https://github.com/lionheart/openradar-mirror/issues/17029"),
    SourceReference(
      key: "T6",
      title: "Jared Sinclair, \"Wrestling with status bars and navigation bars on iOS 7\" (2013)",
      url: "https://jaredsinclair.com/2013/09/17/wrestling-with-status-bars-and-n.html"),
    SourceReference(
      key: "T7", title: "hujunfeng gist (iOS 7 status bar cheat sheet: barStyle → style)",
      url: "https://gist.github.com/hujunfeng/6651254"),
    SourceReference(
      key: "T8", title: "mxcl, \"Mastering iOS 7 UIStatusBarStyle\"",
      url: "https://coderwall.com/p/hitv1q/mastering-ios-7-uistatusbarstyle"),
    SourceReference(
      key: "T9", title: "Cyril Chandelier, \"iOS and the status bar\"",
      url: "http://www.cyrilchandelier.com/ios-and-the-status-bar"),
    SourceReference(
      key: "T10", title: "sarunw, \"preferredStatusBarStyle not getting called\"",
      url: "https://sarunw.com/posts/preferredstatusbarstyle-not-getting-called/"),
    SourceReference(
      key: "T11", title: "splinter.com.au, \"Status bar colours\" (2015)",
      url: "http://www.splinter.com.au/2015/12/30/status-bar-colours/"),
    SourceReference(
      key: "T12", title: "cockscomb (2013, ja)",
      url: "http://cockscomb.hatenablog.com/entry/2013/11/12/190905"),
    SourceReference(
      key: "T13", title: "gomi_qiita (ja)",
      url: "https://qiita.com/gomi_qiita/items/a1b6b4f6844002865aa9"),
    SourceReference(
      key: "T14",
      title:
        "fuwamaki, the 7-case article (ja, Xcode 10.1 / iOS 12); full text in the project seed 003",
      url: "https://qiita.com/fuwamaki/items/f623dbfde233a8b4f0d0"),
    SourceReference(
      key: "T15",
      title:
        "kyam_ (ja; overCurrentContext + crossDissolve ignores presented style; capture flag fixes)",
      url: "https://qiita.com/kyam_/items/e4d8f5b8bc4d6934f408"),
    SourceReference(
      key: "T16",
      title:
        "SAP Fiori FUIStatusBarStyleHelper doc (UINavigationController-extension override of preferredStatusBarStyle not invoked from iOS 13.4)",
      url:
        "https://help.sap.com/doc/978e4f6c968c4cc5a30f9d324aa4b1d7/Latest/en-US/Documents/Frameworks/SAPFiori/Structs/FUIStatusBarStyleHelper.html"
    ),
    SourceReference(
      key: "T17", title: "Geoff Hackworth, \"View Controller Presentation Changes in iOS 13\"",
      url:
        "https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e"),
    SourceReference(
      key: "T18", title: "Netguru, \"iOS 13 Modals Changes\"",
      url: "https://www.netguru.com/codestories/ios-13-modals-changes-1"),
    SourceReference(
      key: "T19",
      title: "SwiftMessages #431 (overlay-window VC vs pageSheet: dark status bar on black)",
      url: "https://github.com/SwiftKickMobile/SwiftMessages/issues/431"),
    SourceReference(
      key: "T20",
      title:
        "Transmission (Nathan Tannar), PresentationHostingWindowController — emulates UIKit: sheet ⇒ .lightContent, not hidden",
      url:
        "https://github.com/nathantannar4/Transmission/blob/main/Sources/Transmission/Sources/Hosting/PresentationHostingWindowController.swift"
    ),
    SourceReference(
      key: "T21",
      title:
        "Tangem app, RootHostingController / StatusBarManagingViewController comment (\"on iOS 16 and above status bar style is controlled by the private child VC returned in childForStatusBarStyle\") — found via code search, repository path not retained (see open questions).",
      url: ""),
    SourceReference(
      key: "T22", title: "juejin post on iOS 13 scenes + hidden-window status bar breakage (zh)",
      url: "https://juejin.cn/post/7083399385702203428"),
    SourceReference(
      key: "T23",
      title:
        "jianshu-mirror post (zh): custom / overFullScreen / overCurrentContext presented NC never consulted; fullScreen fine",
      url: "http://39.103.169.235/p/4a3f5d016b02"),
    SourceReference(
      key: "T24",
      title:
        "Peter Steinberger's NonStatusBarAffectingWindow sample / COSTouchVisualizer & LNTouchVisualizer comments (an overlay UIWindow with a rootViewController takes over the status bar; private _canAffectStatusBarAppearance returning NO prevents it). URLs not retained; see open questions.",
      url: ""),
  ]
}
