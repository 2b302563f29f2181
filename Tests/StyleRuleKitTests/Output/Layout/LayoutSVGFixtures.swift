import Testing

@testable import StyleRuleKit

/// Screen layouts built by hand for the SVG renderer's tests, with the numbers of the layout
/// reference's tables (T1–T5) for the situations they stand for, so that the pictures show
/// what the engine will give; the renderer is tested here, not the engine.
enum LayoutSVGFixtures {
  /// A situation: its name (the golden's file name) and its layout.
  struct Case: CustomTestStringConvertible, Sendable {
    /// The golden's name, such as `ios7-nav-table-iphone-5`.
    let name: String
    /// The screens, captioned.
    let screens: [Screen]

    var testDescription: String { name }
  }

  /// A captioned screen.
  struct Screen: Sendable {
    /// The caption.
    let caption: String
    /// The layout.
    let layout: ScreenLayout
  }

  /// Every situation with a golden.
  static let cases: [Case] = [
    Case(
      name: "ios6-application-frame-iphone-4s", screens: [captioned(ios6NavigationTable(.iphone4S))]
    ),
    Case(name: "ios7-nav-table-iphone-5", screens: [captioned(ios7NavigationTable())]),
    Case(name: "ios11-nav-table-iphone-x", screens: [captioned(ios11NavigationTable())]),
    Case(name: "ios17-tab-nav-iphone-15", screens: [captioned(ios17TabNavigation())]),
    Case(name: "ios11-landscape-iphone-x", screens: [captioned(ios11Landscape())]),
    Case(name: "ios10-status-bar-hidden-iphone-6s", screens: [captioned(ios10HiddenStatusBar())]),
    Case(name: "ios9-in-call-iphone-6s", screens: [captioned(ios9InCall())]),
    Case(name: "ios15-sheet-iphone-12", screens: [captioned(ios15Sheet())]),
    Case(name: "ios16-large-title-iphone-12", screens: [captioned(ios16LargeTitle())]),
    Case(name: "ios17-toolbar-ipad-pro-11", screens: [captioned(ios17Toolbar())]),
    Case(name: "ios9-landscape-ipad-air-2", screens: [captioned(ios9LandscapeIPad())]),
    Case(name: "ios6-ios7-side-by-side-iphone-5", screens: sideBySide),
  ]

  /// iOS 6 and iOS 7 on an iPhone 5, as `--ios 6,7` draws them.
  static let sideBySide = [
    Screen(caption: "iOS 6", layout: ios6NavigationTable(.iphone5)),
    Screen(caption: "iOS 7", layout: ios7NavigationTable()),
  ]

  static func captioned(_ layout: ScreenLayout) -> Screen {
    Screen(caption: "iOS \(layout.environment.ios)", layout: layout)
  }

  // MARK: Building blocks

  static func cite(_ rule: RuleID, _ confidence: Confidence = .widelyReproduced) -> RuleCitation {
    RuleCitation(rule: rule, claim: "", confidence: confidence)
  }

  static func frame(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ rules: RuleID...
  ) -> Cited<LayoutRect> {
    Cited(LayoutRect(x: x, y: y, width: width, height: height), basis: rules.map { cite($0) })
  }

  static func insets(
    _ top: Double, _ left: Double, _ bottom: Double, _ right: Double, _ rules: RuleID...
  ) -> Cited<LayoutInsets> {
    Cited(
      LayoutInsets(top: top, left: left, bottom: bottom, right: right),
      basis: rules.map { cite($0) })
  }

  static func statusBar(
    _ frame: Cited<LayoutRect>, hidden: Bool = false, overlaps: Bool = true,
    style: StatusBarStyle = .default, content: StatusBarContent = .dark,
    uncertain: [LayoutUncertainty] = []
  ) -> StatusBarLayout {
    StatusBarLayout(
      frame: frame, hidden: Cited(hidden, basis: []), overlapsApp: Cited(overlaps, basis: []),
      style: style, content: content, uncertain: uncertain)
  }

  static func controller(
    _ name: String, _ className: String, depth: Int, parent: String?,
    presented: PresentationStyle? = nil, view: Cited<LayoutRect>,
    safeArea: Cited<LayoutInsets>? = nil, guides: (Double, Double)? = nil,
    navigationBar: NavigationBarLayout? = nil, tabBar: BarLayout? = nil,
    toolbar: BarLayout? = nil, scrollView: ScrollViewLayout? = nil,
    uncertain: [LayoutUncertainty] = []
  ) -> ControllerLayout {
    ControllerLayout(
      name: name, className: className, depth: depth, parentName: parent,
      presentationStyle: presented, viewFrame: view, safeAreaInsets: safeArea,
      topLayoutGuide: guides.map { Cited($0.0, basis: [cite("L5.1")]) },
      bottomLayoutGuide: guides.map { Cited($0.1, basis: [cite("L5.1")]) },
      navigationBar: navigationBar, tabBar: tabBar, toolbar: toolbar, scrollView: scrollView,
      uncertain: uncertain)
  }

  static func navigationBar(
    _ frame: Cited<LayoutRect>, background: Cited<LayoutRect>? = nil, translucent: Bool = true,
    largeTitle: Bool = false
  ) -> NavigationBarLayout {
    NavigationBarLayout(
      frame: frame, backgroundFrame: background ?? frame, isTranslucent: translucent,
      showsLargeTitle: largeTitle)
  }

  static func layout(
    ios: Int, _ model: DeviceModel, _ orientation: Orientation = .portrait, inCall: Bool = false,
    statusBar: StatusBarLayout, controllers: [ControllerLayout]
  ) -> ScreenLayout {
    ScreenLayout(
      environment: LayoutEnvironment(
        ios: OSVersion(ios), model: model, orientation: orientation, inCall: inCall),
      statusBar: statusBar, controllers: controllers, steps: [])
  }

  // MARK: Situations

  /// iOS 6: the root view gets the application frame below the 20-point status bar (L1.1,
  /// L2.1); the opaque navigation bar sits at y 20 and the table starts below it (T3).
  static func ios6NavigationTable(_ model: DeviceModel) -> ScreenLayout {
    let width = Double(model.screen.width)
    let height = Double(model.screen.height)
    return layout(
      ios: 6, model,
      statusBar: statusBar(frame(0, 0, width, 20, "L1.1"), overlaps: false),
      controllers: [
        controller(
          "Navigation", "UINavigationController", depth: 0, parent: nil,
          view: frame(0, 20, width, height - 20, "L1.1", "L2.1"),
          navigationBar: navigationBar(frame(0, 20, width, 44, "L3.1"), translucent: false)),
        controller(
          "Inbox", "UITableViewController", depth: 1, parent: "Navigation",
          view: frame(0, 64, width, height - 64, "L2.1", "L3.1"),
          scrollView: ScrollViewLayout(
            contentInset: insets(0, 0, 0, 0), adjustedContentInset: nil, adjustmentBehavior: nil)),
      ])
  }

  /// iOS 7 on an iPhone 5: the status bar overlaps the app (L1.2), the navigation bar's frame
  /// is 44 at y 20 and its background 64 from y 0 (L3.2, L3.3); the table fills the screen
  /// under the translucent bar with a 64 top guide and inset (T5, L5, L6).
  static func ios7NavigationTable() -> ScreenLayout {
    layout(
      ios: 7, .iphone5, statusBar: statusBar(frame(0, 0, 320, 20, "L1.2")),
      controllers: [
        controller(
          "Navigation", "UINavigationController", depth: 0, parent: nil,
          view: frame(0, 0, 320, 568, "L2.2"), guides: (20, 0),
          navigationBar: navigationBar(
            frame(0, 20, 320, 44, "L3.1", "L3.3"), background: frame(0, 0, 320, 64, "L3.2"))),
        controller(
          "Inbox", "UITableViewController", depth: 1, parent: "Navigation",
          view: frame(0, 0, 320, 568, "L4.1", "L4.3"), guides: (64, 0),
          scrollView: ScrollViewLayout(
            contentInset: insets(64, 0, 0, 0, "L6.1"), adjustedContentInset: nil,
            adjustmentBehavior: nil)),
      ])
  }

  /// iOS 11 on an iPhone X: a 44 status bar, the bar at y 44 with its background from 0 to
  /// 88, the table's safe area 88/0/34/0 and its adjusted inset the same (T1–T3, L7, L8).
  static func ios11NavigationTable() -> ScreenLayout {
    layout(
      ios: 11, .iphoneX, statusBar: statusBar(frame(0, 0, 375, 44, "L1.13")),
      controllers: [
        controller(
          "Navigation", "UINavigationController", depth: 0, parent: nil,
          view: frame(0, 0, 375, 812, "L2.2"), safeArea: insets(44, 0, 34, 0, "L7.1"),
          navigationBar: navigationBar(
            frame(0, 44, 375, 44, "L3.4"), background: frame(0, 0, 375, 88, "L3.2"))),
        controller(
          "Inbox", "UITableViewController", depth: 1, parent: "Navigation",
          view: frame(0, 0, 375, 812, "L4.1"), safeArea: insets(88, 0, 34, 0, "L7.1", "L3.4"),
          scrollView: ScrollViewLayout(
            contentInset: insets(0, 0, 0, 0), adjustedContentInset: insets(88, 0, 34, 0, "L8.2"),
            adjustmentBehavior: .automatic)),
      ])
  }

  /// iOS 17 on an iPhone 15 (Dynamic Island): a 54 status bar in light content, a tab bar
  /// of 83, a navigation bar at 53.667 (L1.14, T3) and a table whose safe area is
  /// 97.667/0/83/0.
  static func ios17TabNavigation() -> ScreenLayout {
    layout(
      ios: 17, .iphone15,
      statusBar: statusBar(
        frame(0, 0, 393, 54, "L1.13"), style: .lightContent, content: .light,
        uncertain: [
          LayoutUncertainty(
            question: "D1", quantity: "statusBar.frame.height", value: 54, alternatives: [59],
            note: "some libraries report the safe area top as the status bar height")
        ]),
      controllers: [
        controller(
          "Tabs", "UITabBarController", depth: 0, parent: nil,
          view: frame(0, 0, 393, 852, "L2.2"), safeArea: insets(59, 0, 34, 0, "L7.1"),
          tabBar: BarLayout(frame: frame(0, 769, 393, 83, "L9.1"), isTranslucent: true)),
        controller(
          "Feed", "UINavigationController", depth: 1, parent: "Tabs",
          view: frame(0, 0, 393, 852, "L4.1"), safeArea: insets(59, 0, 83, 0, "L7.1"),
          navigationBar: navigationBar(
            frame(0, 53.667, 393, 44, "L1.14", "L3.4"),
            background: frame(0, 0, 393, 97.667, "L3.2"))),
        controller(
          "Posts", "UITableViewController", depth: 2, parent: "Feed",
          view: frame(0, 0, 393, 852, "L4.1"), safeArea: insets(97.667, 0, 83, 0, "L7.1"),
          scrollView: ScrollViewLayout(
            contentInset: insets(0, 0, 0, 0),
            adjustedContentInset: insets(97.667, 0, 83, 0, "L8.2"),
            adjustmentBehavior: .automatic)),
      ])
  }

  /// iOS 11 on an iPhone X in landscape: the status bar hidden (L1.6), a 32 bar at y 0, the
  /// safe area 32/44/21/44 (T2, T3), the table adjusted vertically only (T6).
  static func ios11Landscape() -> ScreenLayout {
    layout(
      ios: 11, .iphoneX, .landscape,
      statusBar: statusBar(Cited(.zero, basis: [cite("L1.6", .singleReport)]), hidden: true),
      controllers: [
        controller(
          "Navigation", "UINavigationController", depth: 0, parent: nil,
          view: frame(0, 0, 812, 375, "L2.2"), safeArea: insets(0, 44, 21, 44, "L7.1"),
          navigationBar: navigationBar(frame(0, 0, 812, 32, "L3.1"))),
        controller(
          "Inbox", "UITableViewController", depth: 1, parent: "Navigation",
          view: frame(0, 0, 812, 375, "L4.1"), safeArea: insets(32, 44, 21, 44, "L7.1"),
          scrollView: ScrollViewLayout(
            contentInset: insets(0, 0, 0, 0), adjustedContentInset: insets(32, 0, 21, 0, "L8.2"),
            adjustmentBehavior: .automatic)),
      ])
  }

  /// iOS 10 on an iPhone 6s with the status bar hidden by a drawer: the bar moves to y 0 and
  /// loses its extension (L3.3); the guide and the inset are 44.
  static func ios10HiddenStatusBar() -> ScreenLayout {
    layout(
      ios: 10, .iphone6S, statusBar: statusBar(Cited(.zero, basis: []), hidden: true),
      controllers: [
        controller(
          "Navigation", "UINavigationController", depth: 0, parent: nil,
          view: frame(0, 0, 375, 667, "L2.2"), guides: (0, 0),
          navigationBar: navigationBar(frame(0, 0, 375, 44, "L3.3"))),
        controller(
          "Inbox", "UITableViewController", depth: 1, parent: "Navigation",
          view: frame(0, 0, 375, 667, "L4.1"), guides: (44, 0),
          scrollView: ScrollViewLayout(
            contentInset: insets(44, 0, 0, 0, "L6.1"), adjustedContentInset: nil,
            adjustmentBehavior: nil)),
      ])
  }

  /// iOS 9 on an iPhone 6s in a call: a 40 status bar, the root view moved down by 20 and
  /// shortened (L1.9), the bar keeping its extension; the tab bar stays at the bottom.
  static func ios9InCall() -> ScreenLayout {
    layout(
      ios: 9, .iphone6S, inCall: true, statusBar: statusBar(frame(0, 0, 375, 40, "L1.8")),
      controllers: [
        controller(
          "Tabs", "UITabBarController", depth: 0, parent: nil,
          view: frame(0, 20, 375, 647, "L1.9"), guides: (20, 49),
          tabBar: BarLayout(frame: frame(0, 618, 375, 49, "L9.1"), isTranslucent: true)),
        controller(
          "Feed", "UINavigationController", depth: 1, parent: "Tabs",
          view: frame(0, 20, 375, 647, "L4.1"), guides: (20, 49),
          navigationBar: navigationBar(
            frame(0, 40, 375, 44, "L1.9"), background: frame(0, 20, 375, 64, "L3.2"))),
        controller(
          "Posts", "UIViewController", depth: 2, parent: "Feed",
          view: frame(0, 20, 375, 647, "L4.1"), guides: (64, 49)),
      ],
      uncertainNote: true)
  }

  /// iOS 15 on an iPhone 12: a navigation controller presents another as a page sheet,
  /// whose bar is 56 tall (L3.1, L10.2) over the dimmed presenter.
  static func ios15Sheet() -> ScreenLayout {
    layout(
      ios: 15, .iphone12, statusBar: statusBar(frame(0, 0, 390, 47, "L1.13")),
      controllers: [
        controller(
          "Navigation", "UINavigationController", depth: 0, parent: nil,
          view: frame(0, 0, 390, 844, "L2.2"), safeArea: insets(47, 0, 34, 0, "L7.1"),
          navigationBar: navigationBar(
            frame(0, 47, 390, 44, "L3.4"), background: frame(0, 0, 390, 91, "L3.2"))),
        controller(
          "Home", "UIViewController", depth: 1, parent: "Navigation",
          view: frame(0, 0, 390, 844, "L4.1"), safeArea: insets(91, 0, 34, 0, "L7.1")),
        controller(
          "Compose", "UINavigationController", depth: 0, parent: "Home", presented: .pageSheet,
          view: frame(0, 57, 390, 787, "L10.2"), safeArea: insets(0, 0, 34, 0, "L7.1"),
          navigationBar: navigationBar(frame(0, 57, 390, 56, "L3.1"))),
        controller(
          "Editor", "UIViewController", depth: 1, parent: "Compose",
          view: frame(0, 57, 390, 787, "L4.1"), safeArea: insets(56, 0, 34, 0, "L7.1")),
      ])
  }

  /// iOS 16 on an iPhone 12: a large title makes the navigation bar 96 tall at y 47, its
  /// background 143 (L3.1, T3); the table's content starts at 143.
  static func ios16LargeTitle() -> ScreenLayout {
    layout(
      ios: 16, .iphone12, statusBar: statusBar(frame(0, 0, 390, 47, "L1.13")),
      controllers: [
        controller(
          "Navigation", "UINavigationController", depth: 0, parent: nil,
          view: frame(0, 0, 390, 844, "L2.2"), safeArea: insets(47, 0, 34, 0, "L7.1"),
          navigationBar: navigationBar(
            frame(0, 47, 390, 96, "L3.1", "L3.4"), background: frame(0, 0, 390, 143, "L3.2"),
            largeTitle: true)),
        controller(
          "Settings", "UITableViewController", depth: 1, parent: "Navigation",
          view: frame(0, 0, 390, 844, "L4.1"), safeArea: insets(143, 0, 34, 0, "L7.1"),
          scrollView: ScrollViewLayout(
            contentInset: insets(0, 0, 0, 0), adjustedContentInset: insets(143, 0, 34, 0, "L8.2"),
            adjustmentBehavior: .automatic)),
      ])
  }

  /// iOS 17 on an iPad Pro 11-inch: a 24 status bar (L1.7), a 50 navigation bar at y 24
  /// and a 65 toolbar over the home indicator (T3, T4), an opaque toolbar.
  static func ios17Toolbar() -> ScreenLayout {
    layout(
      ios: 17, .ipadPro11, statusBar: statusBar(frame(0, 0, 834, 24, "L1.7")),
      controllers: [
        controller(
          "Navigation", "UINavigationController", depth: 0, parent: nil,
          view: frame(0, 0, 834, 1194, "L2.2"), safeArea: insets(24, 0, 20, 0, "L7.1"),
          navigationBar: navigationBar(
            frame(0, 24, 834, 50, "L3.1"), background: frame(0, 0, 834, 74, "L3.2")),
          toolbar: BarLayout(frame: frame(0, 1129, 834, 65, "L9.4"), isTranslucent: false)),
        controller(
          "Document", "UIViewController", depth: 1, parent: "Navigation",
          view: frame(0, 0, 834, 1129, "L4.2"), safeArea: insets(74, 0, 0, 0, "L7.1")),
      ])
  }

  /// iOS 9 on an iPad Air 2 in landscape: the status bar stays (L1.7), the bars keep their
  /// iPad heights, the guides are 64 and 49 (L5).
  static func ios9LandscapeIPad() -> ScreenLayout {
    layout(
      ios: 9, .ipadAir2, .landscape, statusBar: statusBar(frame(0, 0, 1024, 20, "L1.7")),
      controllers: [
        controller(
          "Tabs", "UITabBarController", depth: 0, parent: nil,
          view: frame(0, 0, 1024, 768, "L2.2"), guides: (20, 49),
          tabBar: BarLayout(frame: frame(0, 719, 1024, 49, "L9.2"), isTranslucent: true)),
        controller(
          "Mail", "UINavigationController", depth: 1, parent: "Tabs",
          view: frame(0, 0, 1024, 768, "L4.1"), guides: (20, 49),
          navigationBar: navigationBar(
            frame(0, 20, 1024, 44, "L3.1"), background: frame(0, 0, 1024, 64, "L3.2"))),
        controller(
          "Messages", "UITableViewController", depth: 2, parent: "Mail",
          view: frame(0, 0, 1024, 768, "L4.1"), guides: (64, 49),
          scrollView: ScrollViewLayout(
            contentInset: insets(64, 0, 49, 0, "L6.1"), adjustedContentInset: nil,
            adjustmentBehavior: nil)),
      ])
  }

  /// Containers nested `count` deep on an iPhone 5, each view one point lower than its
  /// container's, so that every controller has its own edge.
  static func deepHierarchy(count: Int) -> ScreenLayout {
    let controllers = (0..<count).map { level in
      controller(
        "Level\(level)", "ContainerViewController", depth: level,
        parent: level == 0 ? nil : "Level\(level - 1)",
        view: frame(0, Double(level), 320, 568 - Double(level)))
    }
    return layout(
      ios: 7, .iphone5, statusBar: statusBar(frame(0, 0, 320, 20)), controllers: controllers)
  }

  /// A navigation controller and a table whose numbers are all `value`.
  static func strangeNumbers(_ value: Double) -> ScreenLayout {
    let strange = frame(value, value, value, value)
    return layout(
      ios: 11, .iphoneX, statusBar: statusBar(strange),
      controllers: [
        controller(
          "Navigation", "UINavigationController", depth: 0, parent: nil, view: strange,
          safeArea: insets(value, value, value, value), guides: (value, value),
          navigationBar: navigationBar(strange, background: frame(0, 0, value, value)),
          tabBar: BarLayout(frame: strange, isTranslucent: false),
          uncertain: [
            LayoutUncertainty(
              question: "Q1", quantity: "viewFrame.y", value: value, alternatives: [value],
              note: "")
          ]),
        controller(
          "Inbox", "UITableViewController", depth: 1, parent: "Navigation", view: strange,
          safeArea: insets(value, value, value, value),
          scrollView: ScrollViewLayout(
            contentInset: insets(value, value, value, value),
            adjustedContentInset: insets(value, 0, value, 0), adjustmentBehavior: .always)),
      ])
  }

  /// A layout whose controller and class names are hostile to XML.
  static func hostileNames() -> ScreenLayout {
    layout(
      ios: 7, .iphone5, statusBar: statusBar(frame(0, 0, 320, 20)),
      controllers: [
        controller(
          "A&<B>\"", "C'<&>\u{1}", depth: 0, parent: nil, view: frame(0, 0, 320, 568),
          guides: (20, 0))
      ])
  }
}

extension LayoutSVGFixtures {
  /// A layout with an uncertain number on its root, for the notes under the device.
  fileprivate static func layout(
    ios: Int, _ model: DeviceModel, inCall: Bool, statusBar: StatusBarLayout,
    controllers: [ControllerLayout], uncertainNote: Bool
  ) -> ScreenLayout {
    var controllers = controllers
    if uncertainNote, let root = controllers.first {
      controllers[0] = ControllerLayout(
        name: root.name, className: root.className, depth: root.depth,
        parentName: root.parentName, presentationStyle: root.presentationStyle,
        viewFrame: root.viewFrame, safeAreaInsets: root.safeAreaInsets,
        topLayoutGuide: root.topLayoutGuide, bottomLayoutGuide: root.bottomLayoutGuide,
        navigationBar: root.navigationBar, tabBar: root.tabBar, toolbar: root.toolbar,
        scrollView: root.scrollView,
        uncertain: [
          LayoutUncertainty(
            question: "Q1", quantity: "viewFrame.y", value: 20, alternatives: [0],
            note: "whether the root moves down or the bar grows in a call")
        ])
    }
    return layout(
      ios: ios, model, inCall: inCall, statusBar: statusBar, controllers: controllers)
  }
}
