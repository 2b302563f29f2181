import StyleRuleKit
import StyleRuleTestSupport
import Testing

@Suite("Layout engine: input from a rules file")
struct LayoutModelInputTests {
  static let tabNavigationTable = """
    window {
      Tabs: UITabBarController {
        Nav: UINavigationController {
          List: UITableViewController
        }
        Other: UIViewController
      }
    }
    """

  @Test("the controllers on screen, in hierarchy order, with their roles and placements")
  func nodes() throws {
    let model = try RulesFixtures.parse(Self.tabNavigationTable).model
    let input = LayoutEngine(model: model).input(
      overrides: EnvironmentLayers(
        options: EnvironmentSettings(ios: OSVersion(10), device: .model(.iphone6S))))
    #expect(input.nodes.map(\.name) == ["Tabs", "Nav", "List"])
    #expect(input.nodes.map(\.role) == [.tabBar, .navigation, .content])
    #expect(input.nodes[2].placement == .child(of: 1))
    #expect(input.nodes[2].properties.viewIsScrollView == true)
    #expect(input.statusBar.hidden == false)
  }

  @Test("the worked check from a rules file: guides and insets 64/49 on iOS 10")
  func workedCheck() throws {
    let model = try RulesFixtures.parse(Self.tabNavigationTable).model
    let layout = try LayoutEngine(model: model).layout(
      overrides: EnvironmentLayers(
        options: EnvironmentSettings(ios: OSVersion(10), device: .model(.iphone6S))))
    let list = try #require(layout.controller(named: "List"))
    #expect(list.topLayoutGuide?.value == 64)
    #expect(list.bottomLayoutGuide?.value == 49)
    #expect(
      list.scrollView?.contentInset.value == LayoutInsets(top: 64, left: 0, bottom: 49, right: 0))
    #expect(layout.controller(named: "Other") == nil)
  }

  @Test("a hidden navigation bar and a hidden status bar from the style engine")
  func hiddenBars() throws {
    let model = try RulesFixtures.parse(
      """
      class Full: UIViewController {
        prefersStatusBarHidden = true
      }
      window {
        Nav: UINavigationController {
          isNavigationBarHidden = true
          Page: Full
        }
      }
      """
    ).model
    let layout = try LayoutEngine(model: model).layout(
      overrides: EnvironmentLayers(
        options: EnvironmentSettings(ios: OSVersion(9), device: .model(.iphone6S))))
    #expect(layout.statusBar.hidden.value)
    #expect(layout.statusBar.frame.value == .zero)
    #expect(layout.controller(named: "Nav")?.navigationBar == nil)
    #expect(layout.controller(named: "Page")?.topLayoutGuide?.value == 0)
  }

  @Test("iOS 6: UIApplication's hidden state, from the Info.plist")
  func ios6() throws {
    let model = try RulesFixtures.parse(
      """
      plist UIStatusBarHidden = YES
      window { Root: UIViewController }
      """
    ).model
    let layout = try LayoutEngine(model: model).layout(
      overrides: EnvironmentLayers(
        options: EnvironmentSettings(ios: OSVersion(6), device: .model(.iphone4S))))
    #expect(layout.statusBar.hidden.value)
    #expect(
      layout.controllers.first?.viewFrame.value == LayoutRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test("a family with no model for the version, given past the model's checks, is an error")
  func noModel() throws {
    let model = try RulesFixtures.parse("window { Root: UIViewController }").model
    #expect(throws: LayoutEnvironmentError.self) {
      try LayoutEngine(model: model).layout(
        overrides: EnvironmentLayers(
          options: EnvironmentSettings(ios: OSVersion(6), device: .family(.iphoneFaceID))))
    }
  }

  @Test(
    "every rules file lays out in every modelled version without a trap, citing known claims",
    arguments: RulesFixtures.allRulesFiles)
  func everyFile(_ file: String) throws {
    let model = try RulesFixtures.load(file).model
    for major in [6, 7, 10, 11, 13, 17] {
      let overrides = EnvironmentLayers(
        options: EnvironmentSettings(
          ios: OSVersion(major), device: .family(major < 11 ? .iphoneHomeButton : .iphoneFaceID)))
      guard model.impossibleEnvironment([overrides]) == nil,
        let layout = try? LayoutEngine(model: model).layout(overrides: overrides)
      else { continue }
      for step in layout.steps {
        for citation in step.citations {
          let entry = try #require(RuleCatalogue.entry(citation.rule))
          #expect(
            entry.claims.contains { $0.key == citation.claim }, "\(citation.rule)/\(citation.claim)"
          )
        }
      }
    }
  }
}
