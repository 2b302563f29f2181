extension RuleCatalogue {
  /// The sources of `../shared/reference/uikit-layout.md`, keyed as there (S1–S110; the
  /// reference has no S53–S55).
  static let layoutSources: [SourceReference] = [
    SourceReference(
      key: "S1", title: "edgesForExtendedLayout",
      url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/edgesforextendedlayout"
    ),
    SourceReference(
      key: "S2", title: "extendedLayoutIncludesOpaqueBars",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/extendedlayoutincludesopaquebars"
    ),
    SourceReference(
      key: "S3", title: "automaticallyAdjustsScrollViewInsets",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/automaticallyadjustsscrollviewinsets"
    ),
    SourceReference(
      key: "S4", title: "topLayoutGuide",
      url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/toplayoutguide"),
    SourceReference(
      key: "S5", title: "bottomLayoutGuide",
      url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/bottomlayoutguide"),
    SourceReference(
      key: "S6", title: "UILayoutSupport.length",
      url: "https://developer.apple.com/documentation/uikit/uilayoutsupport/length"),
    SourceReference(
      key: "S7", title: "UIView.safeAreaInsets",
      url: "https://developer.apple.com/documentation/uikit/uiview/safeareainsets"),
    SourceReference(
      key: "S8", title: "UIView.safeAreaLayoutGuide",
      url: "https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide"),
    SourceReference(
      key: "S9", title: "additionalSafeAreaInsets",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets"),
    SourceReference(
      key: "S10", title: "viewSafeAreaInsetsDidChange",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange("
    ),
    SourceReference(
      key: "S11", title: "contentInsetAdjustmentBehavior",
      url:
        "https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property"
    ),
    SourceReference(
      key: "S12", title: ".automatic",
      url:
        "https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic"
    ),
    SourceReference(
      key: "S13", title: ".scrollableAxes",
      url:
        "https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes"
    ),
    SourceReference(
      key: "S14",
      title:
        "UIKit SDK header UIScrollView.h (iOS 11 SDK and later): the comments of UIScrollViewContentInsetAdjustmentBehavior",
      url: ""),
    SourceReference(
      key: "S15", title: "UIBarPosition.topAttached",
      url: "https://developer.apple.com/documentation/uikit/uibarposition/topattached"),
    SourceReference(
      key: "S16", title: "UINavigationBar.isTranslucent",
      url: "https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent"),
    SourceReference(
      key: "S17", title: "prefersStatusBarHidden",
      url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden"
    ),
    SourceReference(
      key: "S18", title: "wantsFullScreenLayout",
      url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/wantsfullscreenlayout"),
    SourceReference(
      key: "S19", title: "hidesBarsWhenVerticallyCompact",
      url:
        "https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarswhenverticallycompact"
    ),
    SourceReference(
      key: "S20", title: "setContentScrollView(_:for:) / contentScrollView(for:)",
      url:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:"
    ),
    SourceReference(
      key: "S21",
      title: "Elevating your iPad app with a tab bar and sidebar; UITabBarController.mode",
      url:
        "https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar"
    ),
    SourceReference(
      key: "S22", title: "iOS 7 UI Transition Guide, Appearance and Behavior",
      url:
        "https://developer.apple.com/library/prerelease/ios/documentation/UserExperience/Conceptual/TransitionGuide/AppearanceCustomization.html"
    ),
    SourceReference(
      key: "S23",
      title: "Jared Sinclair, \"Wrestling with Status Bars and Navigation Bars on iOS 7\" (2013)",
      url: "https://jaredsinclair.com/2013/09/17/wrestling-with-status-bars-and-n.html"),
    SourceReference(
      key: "S24",
      title:
        "Factorial Complexity, \"Fixed Height Navigation Bar On iOS 7\", and its code (wicharek/UINavigationBar-FixedHeightWhenStatusBarHidden)",
      url: "https://www.factorialcomplexity.com/blog/fixed-height-navigation-bar-on-ios-7/"),
    SourceReference(
      key: "S25",
      title: "\"What is the height of Navigation Bar in iOS 7?\" (Stack Overflow answer, copies)",
      url: "http://www.dovov.com/ios-7less.html"),
    SourceReference(
      key: "S26",
      title:
        "wangyanchang21, what affects the layout of UIScrollView and its subclasses (iOS 10 and iOS 11 measurements)",
      url:
        "https://github.com/wangyanchang21/wangyanchang21.github.io/blob/master/_posts/2017-07-23-UIScrollView.markdown"
    ),
    SourceReference(
      key: "S27",
      title:
        "Tencent/QMUI_iOS, QMUIKit/QMUICore/QMUIHelper.m and QMUICommonDefines.h (commit 4dca234, 2024-09-22; iOS 16 additions in d136051)",
      url: "https://github.com/Tencent/QMUI_iOS"),
    SourceReference(
      key: "S28", title: "QMUI_iOS issue #633 (measured bar heights per device/iOS)",
      url: "https://github.com/Tencent/QMUI_iOS/issues/633"),
    SourceReference(
      key: "S29", title: "QMUI_iOS issue #1326 (12 mini iOS 14 vs 15)",
      url: "https://github.com/Tencent/QMUI_iOS/issues/1326"),
    SourceReference(
      key: "S30", title: "QMUI_iOS issue #877 (iOS 13 modal nav bar 56)",
      url: "https://github.com/Tencent/QMUI_iOS/issues/877"),
    SourceReference(
      key: "S31", title: "QuintGao/GKNavigationBar #67 (12 mini safe area 50, status 44)",
      url: "https://github.com/QuintGao/GKNavigationBar/issues/67"),
    SourceReference(
      key: "S32", title: "QuintGao/GKNavigationBarSwift #41 (DI: status 54, safe 59, bar y 53.667)",
      url: "https://github.com/QuintGao/GKNavigationBarSwift/issues/41"),
    SourceReference(
      key: "S33",
      title:
        "SmileZXLee/ZXNavigationBar #25 (12 mini: bar y 50, total 94) and #14 (iPad bar 50; presented 56)",
      url: "https://github.com/SmileZXLee/ZXNavigationBar/issues/25"),
    SourceReference(
      key: "S34",
      title: "karolszafranski/SafeAreaInsetsWithStoryboard README (real-device dump, iOS 13.2)",
      url: "https://github.com/karolszafranski/SafeAreaInsetsWithStoryboard"),
    SourceReference(
      key: "S35",
      title: "aloisdeniel/flutter_device_preview, device_frame/lib/src/devices/ios/*/device.dart",
      url: "https://github.com/aloisdeniel/flutter_device_preview"),
    SourceReference(
      key: "S36", title: "flutter/flutter #120682 (14 Pro safeAreaLayoutGuide y=59)",
      url: "https://github.com/flutter/flutter/issues/120682"),
    SourceReference(
      key: "S37", title: "flutter/flutter PR #39258 (tab bar measurement chart, iOS 13 beta 5)",
      url: "https://github.com/flutter/flutter/pull/39258"),
    SourceReference(
      key: "S38", title: "Use Your Loaf, \"Supporting iPhone X\"",
      url: "https://useyourloaf.com/blog/supporting-iphone-x/"),
    SourceReference(
      key: "S39", title: "react-navigation/react-native-safe-area-view #62",
      url: "https://github.com/react-navigation/react-native-safe-area-view/issues/62"),
    SourceReference(
      key: "S40", title: "openradar 35694326 (X always hides status bar in landscape)",
      url: "https://github.com/lionheart/openradar-mirror/issues/18958"),
    SourceReference(
      key: "S41", title: "andreamazz/AMScrollingNavbar #180 (in-call root frame)",
      url: "https://github.com/andreamazz/AMScrollingNavbar/issues/180"),
    SourceReference(
      key: "S42", title: "ninjinkun/NJKScrollFullScreen PR #17",
      url: "https://github.com/ninjinkun/NJKScrollFullScreen/pull/17"),
    SourceReference(
      key: "S43", title: "telly/TLYShyNavBar #189 (code comment on 20 pt extension)",
      url: "https://github.com/telly/TLYShyNavBar/issues/189"),
    SourceReference(
      key: "S44", title: "ionic-team/capacitor-plugins PR #1043",
      url: "https://github.com/ionic-team/capacitor-plugins/pull/1043"),
    SourceReference(
      key: "S45", title: "wix/react-native-navigation #5730",
      url: "https://github.com/wix/react-native-navigation/issues/5730"),
    SourceReference(
      key: "S46", title: "microsoft/fluentui-apple PR #1727",
      url: "https://github.com/microsoft/fluentui-apple/pull/1727"),
    SourceReference(
      key: "S47", title: "romaonthego/REMenu #109",
      url: "https://github.com/romaonthego/REMenu/issues/109"),
    SourceReference(
      key: "S48", title: "eggswift/ESTabBarController #88",
      url: "https://github.com/eggswift/ESTabBarController/issues/88"),
    SourceReference(
      key: "S49", title: "openradar 36192254 (standalone UITabBar on X, expected 83)",
      url: "https://github.com/lionheart/openradar-mirror/issues/19122"),
    SourceReference(
      key: "S50",
      title: "ovr/react-native-status-bar-height (index.js; issues #17, #47, #53; PR #44)",
      url: "https://github.com/ovr/react-native-status-bar-height"),
    SourceReference(
      key: "S51",
      title: "QuintGao/GKNavigationBarViewController PR #47; EFPrefix/EFNavigationBar #16",
      url: "https://github.com/QuintGao/GKNavigationBarViewController/pull/47"),
    SourceReference(
      key: "S52", title: "usagimaru, iPhone X safe area and margin widths (Qiita)",
      url: "https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8"),
    SourceReference(
      key: "S56", title: "kouhan.cn, iOS 7 status bar layout article",
      url: "http://www.kouhan.cn/en/article/00035465"),
    SourceReference(
      key: "S57", title: "Double Encore, \"Developer's Guide to the iOS 7 Status Bar\"",
      url: "http://www.doubleencore.com/2013/09/developers-guide-to-the-ios-7-status-bar/"),
    SourceReference(
      key: "S58", title: "\"Will existing apps run under iOS 7?\"",
      url: "https://sanziro.com/2013/08/will-existing-apps-run-under-ios-7.html"),
    SourceReference(
      key: "S59", title: "zetachang/DCModalSegue PR #1",
      url: "https://github.com/zetachang/DCModalSegue/pull/1"),
    SourceReference(
      key: "S60", title: "\"Which iPhone functions cause fluctuations in the status bar's height\"",
      url:
        "https://qanswer.space/questions/which-iphone-functions-cause-fluctuations-in-the-status-bars-height"
    ),
    SourceReference(
      key: "S61", title: "openradar 23411293 (in-call: nav bar moves, tab bar doesn't)",
      url: "https://github.com/lionheart/openradar-mirror/issues/6647"),
    SourceReference(
      key: "S62", title: "kouhan.cn, status bar height guide",
      url: "http://www.kouhan.cn/en/article/00026649"),
    SourceReference(
      key: "S63", title: "m1entus/MZFormSheetController PR #108",
      url: "https://github.com/m1entus/MZFormSheetController/pull/108"),
    SourceReference(
      key: "S64", title: "UIStatusBarManager.isStatusBarHidden",
      url: "https://developer.apple.com/documentation/uikit/uistatusbarmanager/isstatusbarhidden"),
    SourceReference(
      key: "S65",
      title:
        "Geoff Hackworth, \"How iOS Apps Adapt to the various iPhone 12 / 14 Screen Sizes\" (two articles)",
      url:
        "https://hacknicity.medium.com/how-ios-apps-adapt-to-the-various-iphone-12-screen-sizes-e45c021e1b8b"
    ),
    SourceReference(
      key: "S66", title: "Technical Q&A QA1723",
      url: "https://developer.apple.com/library/ios/qa/qa1723/_index.html"),
    SourceReference(
      key: "S67", title: "jolicode/Badass-Pageflow #12",
      url: "https://github.com/jolicode/Badass-Pageflow/issues/12"),
    SourceReference(
      key: "S68", title: "QuintGao/GKNavigationBar #62 (iPad iOS 12 nav bar 50)",
      url: "https://github.com/QuintGao/GKNavigationBar/issues/62"),
    SourceReference(
      key: "S69",
      title:
        "twostraws/Unwrap, Unwrap/Extensions/UINavigationBar-BarSize.swift (`largeTitleHeight` 52)",
      url: "https://github.com/twostraws/Unwrap"),
    SourceReference(
      key: "S70",
      title:
        "UINavigationBar extension giving a large-title height of 52, most likely lszzy/FWFramework",
      url: "https://github.com/lszzy/FWFramework"),
    SourceReference(
      key: "S71", title: "safe-global/safe-ios #412",
      url: "https://github.com/safe-global/safe-ios/issues/412"),
    SourceReference(
      key: "S72", title: "TOScrollBar #3 (large title collapses on scroll)",
      url: "https://github.com/TimOliver/TOScrollBar/issues/3"),
    SourceReference(
      key: "S73", title: "jdisho/Papr PR #67 (UISearchBar 56 on iOS 11)",
      url: "https://github.com/jdisho/Papr/pull/67"),
    SourceReference(
      key: "S74", title: "tidev/titanium-sdk PR #9496",
      url: "https://github.com/tidev/titanium-sdk/pull/9496"),
    SourceReference(
      key: "S75", title: "UIBarPosition",
      url: "https://developer.apple.com/documentation/uikit/uibarposition"),
    SourceReference(
      key: "S76", title: "openradar 17950846 (page sheet leaves margin for status bar)",
      url: "https://github.com/lionheart/openradar-mirror/issues/3369"),
    SourceReference(
      key: "S77", title: "Sam Davies, iOS7 Day-by-Day Day 20",
      url:
        "https://www.shinobicontrols.com/blog/ios7-day-by-day-day-20-view-controller-content-and-navigation-bars"
    ),
    SourceReference(
      key: "S78", title: "miaokee, edgesForExtendedLayout × translucent matrix",
      url: "https://miaokee.com/1022479.html"),
    SourceReference(
      key: "S79", title: "CSDN, edgesForExtendedLayout / extendedLayoutIncludesOpaqueBars",
      url: "https://blog.csdn.net/weixin_41493577/article/details/78872370"),
    SourceReference(
      key: "S80", title: "CSDN, iOS 7 UINavigationBar.h translucent comment",
      url: "https://blog.csdn.net/shidongdong2012/article/details/20208195"),
    SourceReference(
      key: "S81",
      title:
        "Stack Overflow tag wiki [uinavigationbar] (quotes UIKit reference on translucent vs opaque)",
      url:
        "https://wiki.gubat.org/content/stackoverflow.com_en_all_2023-11/questions/tagged/uinavigationbar"
    ),
    SourceReference(
      key: "S82", title: "cnblogs, topLayoutGuide doc translation",
      url: "https://cnblogs.com/banchuangshuying/p/5439440.html"),
    SourceReference(
      key: "S83", title: "CSDN, bottomLayoutGuide doc translation",
      url: "https://blog.csdn.net/u010850094/article/details/50981776"),
    SourceReference(
      key: "S84", title: "CSDN, Top and Bottom Layout Guide",
      url: "https://blog.csdn.net/weixin_34319111/article/details/92300811"),
    SourceReference(
      key: "S85", title: "ypresto gist, YPLayoutGuideHelper",
      url: "https://gist.github.com/ypresto/2f448ff5ec3a9f8ba637"),
    SourceReference(
      key: "S86", title: "CSDN, automaticallyAdjustsScrollViewInsets (root view or subviews[0])",
      url: "https://blog.csdn.net/gaoyp/article/details/41961651"),
    SourceReference(
      key: "S87", title: "12207480/TYPagerController commit 3c44bb3",
      url:
        "https://github.com/12207480/TYPagerController/commit/3c44bb3627c36109210201d8307238d353a05b95"
    ),
    SourceReference(
      key: "S88", title: "zoukankan, how a view controller adjusts its scroll view",
      url: "http://t.zoukankan.com/rainySue-p-VC-atomaticallyAdjuestsScrollView.html"),
    SourceReference(
      key: "S89", title: "Ryan Fox, \"The automaticallyAdjustsScrollViewInsets Rabbit Hole\"",
      url:
        "https://medium.com/@wailord/the-automaticallyadjustsscrollviewinsets-rabbit-hole-b9153a769ce9"
    ),
    SourceReference(
      key: "S90", title: "CSDN, KVO of automatic insets",
      url: "https://blog.csdn.net/u011924755/article/details/51755263"),
    SourceReference(
      key: "S91", title: "mokagio, unexpected table view header padding",
      url:
        "http://mokagio.github.io/tech-journal/2015/01/23/ios-unexpected-table-view-header-padding.html"
    ),
    SourceReference(
      key: "S92", title: "extendedLayoutIncludesOpaqueBars and content offset Q&A",
      url: "https://example-a.com/answer/46836490"),
    SourceReference(
      key: "S93", title: "\"Why is additionalSafeAreaInsets propagated to child VCs?\"",
      url: "https://example-a.com/answer/52483010"),
    SourceReference(
      key: "S94", title: "matrixprojects, \"Safe Area Insets\"",
      url: "https://www.matrixprojects.net/p/safe-area-insets/"),
    SourceReference(
      key: "S95", title: "Apple Developer Forums 671541 (transform breaks safe area)",
      url: "https://forums.developer.apple.com/forums/thread/671541"),
    SourceReference(
      key: "S96", title: "React Native ScrollView contentInsetAdjustmentBehavior commit note",
      url:
        "https://repos.status.im/status-im/react-native/src/commit/6e28b39d78d15da1159811b547ea04e3b36ca9d2/Libraries"
    ),
    SourceReference(
      key: "S97", title: "\"Place UIScrollView content always below safe area\" Q&A",
      url:
        "https://devhide.com/how-to-place-uiscrollview-content-always-below-safearea-even-if-content-height-smaller-than-scrollview-height-77431769"
    ),
    SourceReference(
      key: "S98",
      title:
        "csl.cool, iOS layout adaptation (safe area 59/34, landscape 59/21, a subview inset of 39)",
      url: "http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation"),
    SourceReference(
      key: "S99", title: "CarGuo/GSYGithubAppWeex #1",
      url: "https://github.com/CarGuo/GSYGithubAppWeex/issues/1"),
    SourceReference(
      key: "S100",
      title:
        "iPadOS 18 top tab bar reports: react-native-navigation #7926, littlego #439, Apollo-Reborn #557, Apple Developer Forums 763429",
      url: "https://github.com/wix/react-native-navigation/issues/7926"),
    SourceReference(
      key: "S101", title: "openradar 34730263 / 35358090 (toolbar gap on iPhone X)",
      url: "https://github.com/lionheart/openradar-mirror/issues/18510"),
    SourceReference(
      key: "S102", title: "banchichen/TZImagePickerController PR #1161",
      url: "https://github.com/banchichen/TZImagePickerController/pull/1161"),
    SourceReference(
      key: "S103", title: "openradar 27435072",
      url: "https://github.com/lionheart/openradar-mirror/issues/15409"),
    SourceReference(
      key: "S104", title: "LoSenTrad/LSTPopView #39 (iPhone 12 → 47)",
      url: "https://github.com/LoSenTrad/LSTPopView/issues/39"),
    SourceReference(
      key: "S105", title: "zhangwen, iPhone 14 series screen size changes",
      url: "https://zhangwen.site/blog/iphone14-size"),
    SourceReference(
      key: "S106", title: "graycreate/StartPoint Device.swift (12 mini 50 vs 47)",
      url:
        "https://github.com/graycreate/StartPoint/blob/main/Sources/StartPoint/General/Device.swift"
    ),
    SourceReference(
      key: "S107",
      title:
        "thedebonair, why view.safeAreaInsets.top holds a surprising value (97.66 on iPhone 14 Pro Max)",
      url: "https://thedebonair.co.uk/post/why-does-view-safe-area-insets-top-contain-bad-value-in"),
    SourceReference(
      key: "S108", title: "prefersLargeTitles",
      url: "https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles"),
    SourceReference(
      key: "S109", title: "Class-dump headers of UIKit private methods (names only)", url: ""),
    SourceReference(
      key: "S110", title: "readke, translucent / edgesForExtendedLayout relationship",
      url: "http://readke.com/c/811670.html"),
  ]
}
