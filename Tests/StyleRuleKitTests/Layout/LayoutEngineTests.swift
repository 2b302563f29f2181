import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Builds engine inputs directly and from rules text.
enum LayoutFixtures {
  /// A node of a hand-built input.
  static func node(
    _ name: String, _ role: LayoutRole, _ placement: LayoutPlacement,
    _ properties: ControllerLayoutProperties = .unset
  ) -> LayoutNode {
    let className =
      switch role {
      case .navigation: "UINavigationController"
      case .tabBar: "UITabBarController"
      case .container: "ContainerViewController"
      case .content:
        properties.viewIsScrollView == true ? "UITableViewController" : "UIViewController"
      }
    return LayoutNode(
      name: name, className: className, role: role, placement: placement, properties: properties)
  }

  /// Tab bar controller → navigation controller → content, with the properties given.
  static func tabNavigationContent(
    tab: ControllerLayoutProperties = .unset, navigation: ControllerLayoutProperties = .unset,
    content: ControllerLayoutProperties = ControllerLayoutProperties(viewIsScrollView: true),
    hidden: Bool = false
  ) -> LayoutInput {
    LayoutInput(
      nodes: [
        node("TBC", .tabBar, .windowRoot, tab),
        node("NC", .navigation, .child(of: 0), navigation),
        node("Table", .content, .child(of: 1), content),
      ],
      statusBar: LayoutStatusBarInput(hidden: hidden))
  }

  /// Navigation controller → content.
  static func navigationContent(
    navigation: ControllerLayoutProperties = .unset,
    content: ControllerLayoutProperties = ControllerLayoutProperties(viewIsScrollView: true),
    hidden: Bool = false
  ) -> LayoutInput {
    LayoutInput(
      nodes: [
        node("NC", .navigation, .windowRoot, navigation),
        node("Table", .content, .child(of: 0), content),
      ],
      statusBar: LayoutStatusBarInput(hidden: hidden))
  }

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
    LayoutRect(x: x, y: y, width: width, height: height)
  }

  static func insets(_ top: Double, _ bottom: Double) -> LayoutInsets {
    LayoutInsets(top: top, left: 0, bottom: bottom, right: 0)
  }
}

@Suite("Layout engine: the reference's worked checks")
struct LayoutWorkedCheckTests {
  typealias F = LayoutFixtures

  /// The reference's check names an iPhone 8 on iOS 10, a pair that never shipped (the
  /// iPhone 8 came with iOS 11); its 375×667 screen is the iPhone 6s's, which runs iOS 10.
  @Test("375×667, iOS 10, tab → navigation → table: bar (0, 20, 375, 44), guides and insets 64/49")
  func iPhone8iOS10() throws {
    let layout = LayoutEngine.layout(
      F.tabNavigationContent(), in: LayoutEnvironment(ios: OSVersion(10), model: .iphone6S))
    #expect(layout.statusBar.frame.value == F.rect(0, 0, 375, 20))
    let navigation = try #require(layout.controller(named: "NC"))
    #expect(navigation.navigationBar?.frame.value == F.rect(0, 20, 375, 44))
    #expect(navigation.navigationBar?.backgroundFrame.value == F.rect(0, 0, 375, 64))
    let tab = try #require(layout.controller(named: "TBC"))
    #expect(tab.tabBar?.frame.value == F.rect(0, 618, 375, 49))
    let table = try #require(layout.controller(named: "Table"))
    #expect(table.viewFrame.value == F.rect(0, 0, 375, 667))
    #expect(table.topLayoutGuide?.value == 64)
    #expect(table.bottomLayoutGuide?.value == 49)
    #expect(table.scrollView?.contentInset.value == F.insets(64, 49))
    #expect(table.scrollView?.adjustedContentInset == nil)
    #expect(table.safeAreaInsets == nil)
    #expect(table.rules.contains("L6.3"))
    #expect(navigation.navigationBar?.backgroundFrame.rules.contains("L3.2") == true)
  }

  @Test("iPhone X, iOS 11, navigation → table: bar at 44, safe area 88/34, adjusted 88/34")
  func iPhoneXiOS11() throws {
    let layout = LayoutEngine.layout(
      F.navigationContent(), in: LayoutEnvironment(ios: OSVersion(11), model: .iphoneX))
    #expect(layout.statusBar.frame.value.height == 44)
    let navigation = try #require(layout.controller(named: "NC"))
    #expect(navigation.navigationBar?.frame.value == F.rect(0, 44, 375, 44))
    #expect(navigation.navigationBar?.backgroundFrame.value == F.rect(0, 0, 375, 88))
    let table = try #require(layout.controller(named: "Table"))
    #expect(table.safeAreaInsets?.value == F.insets(88, 34))
    #expect(table.scrollView?.contentInset.value == .zero)
    #expect(table.scrollView?.adjustedContentInset?.value == F.insets(88, 34))
    #expect(table.topLayoutGuide == nil)
    #expect(table.uncertain.isEmpty)
  }

  struct OriginRow: Sendable, CustomTestStringConvertible {
    let model: DeviceModel
    let ios: Int
    let barY: Double
    let statusBar: Double
    var testDescription: String { "\(model.name), iOS \(ios)" }
  }

  static let originRows: [OriginRow] = [
    OriginRow(model: .iphone14Pro, ios: 17, barY: 161.0 / 3, statusBar: 54),
    OriginRow(model: .iphone15, ios: 17, barY: 161.0 / 3, statusBar: 54),
    OriginRow(model: .iphone12, ios: 15, barY: 47, statusBar: 47),
    OriginRow(model: .iphone12Mini, ios: 14, barY: 50, statusBar: 44),
    OriginRow(model: .iphone12Mini, ios: 15, barY: 50, statusBar: 50),
    OriginRow(model: .iphoneXR, ios: 13, barY: 44, statusBar: 44),
    OriginRow(model: .iphoneXR, ios: 14, barY: 48, statusBar: 48),
    OriginRow(model: .iphone8, ios: 12, barY: 20, statusBar: 20),
    OriginRow(model: .ipadPro11, ios: 13, barY: 24, statusBar: 24),
    OriginRow(model: .ipad9, ios: 15, barY: 20, statusBar: 20),
  ]

  @Test("the child's safe area top is T3's bar origin plus the bar", arguments: originRows)
  func childSafeAreaFollowsT3(_ row: OriginRow) throws {
    let layout = LayoutEngine.layout(
      F.navigationContent(), in: LayoutEnvironment(ios: OSVersion(row.ios), model: row.model))
    #expect(layout.statusBar.frame.value.height == row.statusBar)
    let bar = try #require(layout.controller(named: "NC")?.navigationBar)
    #expect(bar.frame.value.minY == row.barY)
    let height: Double = row.model.family == .ipad ? 50 : 44
    #expect(bar.frame.value.maxY == row.barY + height)
    #expect(layout.controller(named: "Table")?.safeAreaInsets?.value.top == row.barY + height)
  }

  @Test("iPhone 14 Pro Max-class numbers print as the reference writes them")
  func thirdsPrint() throws {
    let layout = LayoutEngine.layout(
      F.navigationContent(), in: LayoutEnvironment(ios: OSVersion(17), model: .iphone14Pro))
    let bar = try #require(layout.controller(named: "NC")?.navigationBar)
    #expect(bar.frame.value.description == "(0, 53.667, 393, 44)")
    #expect(LayoutNumber.text(bar.frame.value.maxY) == "97.667")
    #expect(layout.statusBar.uncertain.map(\.question) == ["D1"])
  }
}

/// T5's rows are for a 375×667 iPhone (6, 7 or 8); the iPhone 6s runs iOS 9 and 10.
@Suite("Layout engine: T5, iOS 7–10 child of a navigation controller in a tab bar controller")
struct LayoutT5Tests {
  typealias F = LayoutFixtures

  struct Row: Sendable, CustomTestStringConvertible {
    let navigationTranslucent: Bool
    let tabTranslucent: Bool
    let edges: RectEdges
    let includesOpaque: Bool
    let frame: LayoutRect
    let guides: (Double, Double)
    let insets: (Double, Double)

    var testDescription: String {
      "nav \(navigationTranslucent ? "translucent" : "opaque"), tab "
        + "\(tabTranslucent ? "translucent" : "opaque"), edges \(edges.rawValue), "
        + "includesOpaque \(includesOpaque)"
    }
  }

  static let rows: [Row] = [
    Row(
      navigationTranslucent: true, tabTranslucent: true, edges: .all, includesOpaque: false,
      frame: F.rect(0, 0, 375, 667), guides: (64, 49), insets: (64, 49)),
    Row(
      navigationTranslucent: true, tabTranslucent: true, edges: .all, includesOpaque: true,
      frame: F.rect(0, 0, 375, 667), guides: (64, 49), insets: (64, 49)),
    Row(
      navigationTranslucent: false, tabTranslucent: true, edges: .all, includesOpaque: false,
      frame: F.rect(0, 64, 375, 603), guides: (0, 49), insets: (0, 49)),
    Row(
      navigationTranslucent: true, tabTranslucent: false, edges: .all, includesOpaque: false,
      frame: F.rect(0, 0, 375, 618), guides: (64, 0), insets: (64, 0)),
    Row(
      navigationTranslucent: false, tabTranslucent: false, edges: .all, includesOpaque: false,
      frame: F.rect(0, 64, 375, 554), guides: (0, 0), insets: (0, 0)),
    Row(
      navigationTranslucent: true, tabTranslucent: true, edges: .none, includesOpaque: false,
      frame: F.rect(0, 64, 375, 554), guides: (0, 0), insets: (0, 0)),
    Row(
      navigationTranslucent: false, tabTranslucent: false, edges: .none, includesOpaque: true,
      frame: F.rect(0, 64, 375, 554), guides: (0, 0), insets: (0, 0)),
    Row(
      navigationTranslucent: true, tabTranslucent: true, edges: .top, includesOpaque: false,
      frame: F.rect(0, 0, 375, 618), guides: (64, 0), insets: (64, 0)),
    Row(
      navigationTranslucent: false, tabTranslucent: false, edges: .all, includesOpaque: true,
      frame: F.rect(0, 0, 375, 667), guides: (64, 49), insets: (64, 49)),
  ]

  @Test("each row, on iOS 9 and 10", arguments: rows, [9, 10])
  func row(_ row: Row, ios: Int) throws {
    let input = F.tabNavigationContent(
      tab: ControllerLayoutProperties(tabBarIsTranslucent: row.tabTranslucent),
      navigation: ControllerLayoutProperties(navigationBarIsTranslucent: row.navigationTranslucent),
      content: ControllerLayoutProperties(
        edgesForExtendedLayout: row.edges, extendedLayoutIncludesOpaqueBars: row.includesOpaque,
        viewIsScrollView: true))
    let layout = LayoutEngine.layout(
      input, in: LayoutEnvironment(ios: OSVersion(ios), model: .iphone6S))
    let table = try #require(layout.controller(named: "Table"))
    #expect(table.viewFrame.value == row.frame)
    #expect(table.topLayoutGuide?.value == row.guides.0)
    #expect(table.bottomLayoutGuide?.value == row.guides.1)
    #expect(table.scrollView?.contentInset.value == F.insets(row.insets.0, row.insets.1))
  }
}

@Suite("Layout engine: the status bar, iOS 6 and the 44-versus-64 rule")
struct LayoutRuleTests {
  typealias F = LayoutFixtures

  @Test("iOS 6: the root view gets the application frame below the status bar")
  func applicationFrame() throws {
    let input = LayoutInput(
      nodes: [F.node("Root", .content, .windowRoot)], statusBar: LayoutStatusBarInput(hidden: false)
    )
    let layout = LayoutEngine.layout(
      input, in: LayoutEnvironment(ios: OSVersion(6), model: .iphone4S))
    #expect(layout.controllers[0].viewFrame.value == F.rect(0, 20, 320, 460))
    #expect(layout.controllers[0].viewFrame.rules.contains("L2.1"))
    #expect(layout.statusBar.overlapsApp.value == false)
    #expect(layout.controllers[0].topLayoutGuide == nil)
    #expect(layout.controllers[0].safeAreaInsets == nil)
    // wantsFullScreenLayout fills the screen under the status bar.
    var full = input
    full.nodes[0].properties.wantsFullScreenLayout = true
    let fullLayout = LayoutEngine.layout(
      full, in: LayoutEnvironment(ios: OSVersion(6), model: .iphone4S))
    #expect(fullLayout.controllers[0].viewFrame.value == F.rect(0, 0, 320, 480))
    #expect(fullLayout.statusBar.overlapsApp.value)
    // On iOS 7 the same root fills the window and the status bar overlaps it.
    let seven = LayoutEngine.layout(
      input, in: LayoutEnvironment(ios: OSVersion(7), model: .iphone4S))
    #expect(seven.controllers[0].viewFrame.value == F.rect(0, 0, 320, 480))
    #expect(seven.statusBar.overlapsApp.value)
  }

  @Test(
    "iOS 6: a navigation bar at the top of the application frame; opaque bars push content down")
  func ios6NavigationBar() throws {
    let layout = LayoutEngine.layout(
      F.navigationContent(), in: LayoutEnvironment(ios: OSVersion(6), model: .iphone5))
    let bar = try #require(layout.controller(named: "NC")?.navigationBar)
    #expect(bar.frame.value == F.rect(0, 20, 320, 44))
    #expect(bar.backgroundFrame.value == bar.frame.value)
    #expect(bar.isTranslucent == false)
    #expect(layout.controller(named: "Table")?.viewFrame.value == F.rect(0, 64, 320, 504))
    let translucent = LayoutEngine.layout(
      F.navigationContent(navigation: ControllerLayoutProperties(navigationBarIsTranslucent: true)),
      in: LayoutEnvironment(ios: OSVersion(6), model: .iphone5))
    #expect(translucent.controller(named: "Table")?.viewFrame.value == F.rect(0, 20, 320, 548))
  }

  @Test(
    "the 44-versus-64 rule: a bar whose view touches the window's top extends behind the status bar",
    arguments: [7, 9, 10])
  func fortyFourVersusSixtyFour(ios: Int) throws {
    let environment = LayoutEnvironment(ios: OSVersion(ios), model: .iphone5)
    let touching = LayoutEngine.layout(F.navigationContent(), in: environment)
    let bar = try #require(touching.controller(named: "NC")?.navigationBar)
    #expect(bar.frame.value.height == 44)
    #expect(bar.backgroundFrame.value.height == 64)
    // The status bar hidden: no extension, the bar at 0 and 44 drawn.
    let hidden = LayoutEngine.layout(F.navigationContent(hidden: true), in: environment)
    let hiddenBar = try #require(hidden.controller(named: "NC")?.navigationBar)
    #expect(hiddenBar.frame.value == F.rect(0, 0, 320, 44))
    #expect(hiddenBar.backgroundFrame.value.height == 44)
    #expect(hidden.controller(named: "Table")?.topLayoutGuide?.value == 44)
  }

  @Test("an iPad form sheet before iOS 13 does not touch the window's top: a 44-point bar")
  func iPadSheet() throws {
    let input = LayoutInput(
      nodes: [
        F.node("Root", .content, .windowRoot),
        F.node("Sheet", .navigation, .presented(by: 0, style: .formSheet)),
        F.node("Form", .content, .child(of: 1)),
      ], statusBar: LayoutStatusBarInput(hidden: false))
    let layout = LayoutEngine.layout(
      input, in: LayoutEnvironment(ios: OSVersion(9), model: .ipadAir2))
    let sheet = try #require(layout.controller(named: "Sheet"))
    let bar = try #require(sheet.navigationBar)
    #expect(bar.frame.value.minY == sheet.viewFrame.value.minY)
    #expect(bar.frame.value.height == 44)
    #expect(bar.backgroundFrame.value == bar.frame.value)
    #expect(sheet.uncertain.contains { $0.question == "Q16" })
    // From iOS 13 a sheet's bar is 56.
    let thirteen = LayoutEngine.layout(
      input, in: LayoutEnvironment(ios: OSVersion(13), model: .ipadAir2))
    #expect(thirteen.controller(named: "Sheet")?.navigationBar?.frame.value.height == 56)
  }

  @Test("in-call on iOS 7–12: the root moves down 20, the bar keeps a 20-point extension (Q1)")
  func inCall() throws {
    let layout = LayoutEngine.layout(
      F.navigationContent(),
      in: LayoutEnvironment(ios: OSVersion(9), model: .iphone6S, inCall: true))
    #expect(layout.statusBar.frame.value.height == 40)
    let navigation = try #require(layout.controller(named: "NC"))
    #expect(navigation.viewFrame.value == F.rect(0, 20, 375, 647))
    #expect(navigation.navigationBar?.frame.value == F.rect(0, 40, 375, 44))
    #expect(navigation.navigationBar?.backgroundFrame.value == F.rect(0, 20, 375, 64))
    #expect(navigation.uncertain.contains { $0.question == "Q1" })
    // From iOS 13 the status bar keeps its height.
    let thirteen = LayoutEngine.layout(
      F.navigationContent(),
      in: LayoutEnvironment(ios: OSVersion(13), model: .iphone6S, inCall: true))
    #expect(thirteen.statusBar.frame.value.height == 20)
    #expect(thirteen.controller(named: "NC")?.viewFrame.value.minY == 0)
  }

  @Test("landscape: iPhones hide the status bar from iOS 8; bars are 32 on compact-width phones")
  func landscape() throws {
    let hiddenByDefault = LayoutStatusBarInput(hidden: true, hiddenByLandscapeDefault: true)
    var input = F.navigationContent()
    input.statusBar = hiddenByDefault
    let eight = LayoutEngine.layout(
      input, in: LayoutEnvironment(ios: OSVersion(11), model: .iphone8, orientation: .landscape))
    #expect(eight.statusBar.hidden.value)
    #expect(eight.statusBar.hidden.rules == ["L1.5"])
    #expect(eight.controller(named: "NC")?.navigationBar?.frame.value == F.rect(0, 0, 667, 32))
    // Linked against iOS 7, the landscape default does not apply (L1.5).
    let linked = LayoutEngine.layout(
      input,
      in: LayoutEnvironment(
        ios: OSVersion(11), model: .iphone8, orientation: .landscape, linkedSDK: 7))
    #expect(linked.statusBar.hidden.value == false)
    // A large iPhone is regular width in landscape: a 44-point bar.
    let plus = LayoutEngine.layout(
      input, in: LayoutEnvironment(ios: OSVersion(11), model: .iphone8Plus, orientation: .landscape)
    )
    #expect(plus.controller(named: "NC")?.navigationBar?.frame.value.height == 44)
    // A notched phone in landscape: hidden status bar, safe area on both sides.
    let notched = LayoutEngine.layout(
      F.navigationContent(),
      in: LayoutEnvironment(ios: OSVersion(11), model: .iphoneX, orientation: .landscape))
    #expect(notched.statusBar.hidden.value)
    #expect(notched.statusBar.hidden.rules == ["L1.6"])
    let table = try #require(notched.controller(named: "Table"))
    #expect(table.safeAreaInsets?.value == LayoutInsets(top: 32, left: 44, bottom: 21, right: 44))
  }

  @Test("iOS 11: a Home-button phone's bar moves to 0 without a status bar; a notched one's stays")
  func hiddenStatusBar() throws {
    let home = LayoutEngine.layout(
      F.navigationContent(hidden: true), in: LayoutEnvironment(ios: OSVersion(11), model: .iphone8))
    #expect(home.controller(named: "NC")?.navigationBar?.frame.value.minY == 0)
    let notched = LayoutEngine.layout(
      F.navigationContent(hidden: true), in: LayoutEnvironment(ios: OSVersion(11), model: .iphoneX))
    let bar = try #require(notched.controller(named: "NC")?.navigationBar)
    #expect(bar.frame.value.minY == 44)
    #expect(bar.frame.rules.contains("L3.5"))
  }

  @Test("bottom bars add the home indicator's area at the screen's bottom (T4)")
  func bottomBars() throws {
    let cases: [(DeviceModel, Orientation, Double)] = [
      (.iphone8, .portrait, 49), (.iphoneX, .portrait, 83), (.iphoneX, .landscape, 53),
      (.iphoneXR, .landscape, 70), (.iphone8Plus, .landscape, 49), (.ipadPro11, .portrait, 65),
      (.ipad9, .portrait, 50),
    ]
    for (model, orientation, height) in cases {
      let layout = LayoutEngine.layout(
        F.tabNavigationContent(),
        in: LayoutEnvironment(ios: OSVersion(15), model: model, orientation: orientation))
      let tab = try #require(layout.controller(named: "TBC")?.tabBar)
      #expect(tab.frame.value.height == height, "\(model) \(orientation)")
      #expect(tab.frame.value.maxY == layout.environment.screen.maxY)
    }
  }

  @Test("a large title adds 52 (Q7 notes the collapse), never in a compact height")
  func largeTitle() throws {
    let input = F.navigationContent(
      navigation: ControllerLayoutProperties(prefersLargeTitles: true))
    let layout = LayoutEngine.layout(
      input, in: LayoutEnvironment(ios: OSVersion(11), model: .iphoneX))
    let navigation = try #require(layout.controller(named: "NC"))
    #expect(navigation.navigationBar?.frame.value == F.rect(0, 44, 375, 96))
    #expect(navigation.uncertain.contains { $0.question == "Q7" })
    #expect(layout.controller(named: "Table")?.safeAreaInsets?.value.top == 140)
    var never = input
    never.nodes[1].properties.largeTitleDisplayMode = .never
    let neverLayout = LayoutEngine.layout(
      never, in: LayoutEnvironment(ios: OSVersion(11), model: .iphoneX))
    #expect(neverLayout.controller(named: "NC")?.navigationBar?.frame.value.height == 44)
  }

  @Test("iOS 11 adjustment behaviors (T6)", arguments: ScrollInsetAdjustment.allCases)
  func adjustment(_ behavior: ScrollInsetAdjustment) throws {
    let input = F.navigationContent(
      content: ControllerLayoutProperties(
        viewIsScrollView: true, contentInsetAdjustmentBehavior: behavior))
    let layout = LayoutEngine.layout(
      input, in: LayoutEnvironment(ios: OSVersion(11), model: .iphoneX))
    let scroll = try #require(layout.controller(named: "Table")?.scrollView)
    let expected = behavior == .never ? LayoutInsets.zero : F.insets(88, 34)
    #expect(scroll.adjustedContentInset?.value == expected)
    #expect(scroll.adjustedContentInset?.rules.contains("T6") == true)
    #expect(
      layout.controller(named: "Table")!.uncertain.contains { $0.question == "Q10" }
        == (behavior == .scrollableAxes))
  }

  @Test("every claim the engine cites exists and is applied, for every device and version it runs")
  func citationsExist() throws {
    for model in DeviceModel.allCases {
      for major in OSVersion.modelledMajors where model.runs(OSVersion(major)) {
        for orientation in Orientation.allCases {
          for input in [F.tabNavigationContent(), F.navigationContent(hidden: true)] {
            let layout = LayoutEngine.layout(
              input,
              in: LayoutEnvironment(ios: OSVersion(major), model: model, orientation: orientation))
            for step in layout.steps {
              for citation in step.citations {
                let entry = try #require(RuleCatalogue.entry(citation.rule), "\(citation.rule)")
                #expect(
                  entry.claims.contains { $0.key == citation.claim },
                  "\(citation.rule)/\(citation.claim)")
                if case .notModelled = entry.modelling {
                  Issue.record("\(citation.rule) is cited but not applied")
                }
              }
            }
            for controller in layout.controllers {
              for doubt in controller.uncertain {
                #expect(RuleCatalogue.layoutQuestion(doubt.question) != nil, "\(doubt.question)")
              }
            }
          }
        }
      }
    }
  }

  @Test("a chain of 20,000 containers on screen lays out without recursion, each once")
  func deepChain() throws {
    var nodes = [F.node("Nav", .navigation, .windowRoot)]
    for index in 1..<20_000 {
      nodes.append(
        F.node("C\(index)", index == 19_999 ? .content : .container, .child(of: index - 1)))
    }
    let layout = LayoutEngine.layout(
      LayoutInput(nodes: nodes, statusBar: LayoutStatusBarInput(hidden: false)),
      in: LayoutEnvironment(ios: OSVersion(17), model: .iphone15))
    #expect(layout.controllers.count == 20_000)
    #expect(layout.controllers.last?.safeAreaInsets?.value.top == 161.0 / 3 + 44)
    #expect(layout.controllers.last?.depth == 19_999)
  }
}
