import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The layout properties of the language (issue 13): each read from a class, an extension
/// and an instance, merged as the other properties are, printed back, and each mistake
/// located.
@Suite("Layout properties")
struct LayoutPropertyTests {
  /// One property line, the UIKit class it is written for, and what it gives.
  struct Example: CustomTestStringConvertible, Sendable {
    let line: String
    let uikit: String
    let expected: ControllerLayoutProperties
    var testDescription: String { "\(uikit): \(line)" }

    init(
      _ line: String, on uikit: String = "UIViewController", _ expected: ControllerLayoutProperties
    ) {
      self.line = line
      self.uikit = uikit
      self.expected = expected
    }
  }

  static let examples: [Example] = [
    .init("edgesForExtendedLayout = all", .init(edgesForExtendedLayout: .all)),
    .init("edgesForExtendedLayout = none", .init(edgesForExtendedLayout: RectEdges.none)),
    .init("edgesForExtendedLayout = top", .init(edgesForExtendedLayout: .top)),
    .init("edgesForExtendedLayout = .bottom", .init(edgesForExtendedLayout: .bottom)),
    .init(
      "edgesForExtendedLayout = [top, bottom]", .init(edgesForExtendedLayout: [.top, .bottom])),
    .init(
      "edgesForExtendedLayout = [.left, .right]", .init(edgesForExtendedLayout: [.left, .right])),
    .init("edgesForExtendedLayout = []", .init(edgesForExtendedLayout: RectEdges.none)),
    .init("edgesForExtendedLayout = [all]", .init(edgesForExtendedLayout: .all)),
    .init("extendedLayoutIncludesOpaqueBars = true", .init(extendedLayoutIncludesOpaqueBars: true)),
    .init(
      "automaticallyAdjustsScrollViewInsets = NO",
      .init(automaticallyAdjustsScrollViewInsets: false)),
    .init("wantsFullScreenLayout = YES", .init(wantsFullScreenLayout: true)),
    .init(
      "additionalSafeAreaInsets = top 20, bottom 10",
      .init(additionalSafeAreaInsets: LayoutInsets(top: 20, left: 0, bottom: 10, right: 0))),
    .init(
      "additionalSafeAreaInsets = right 4.5, left -2",
      .init(additionalSafeAreaInsets: LayoutInsets(top: 0, left: -2, bottom: 0, right: 4.5))),
    .init("additionalSafeAreaInsets = zero", .init(additionalSafeAreaInsets: .zero)),
    .init("navigationItem.largeTitleDisplayMode = never", .init(largeTitleDisplayMode: .never)),
    .init("view = UIScrollView", .init(viewIsScrollView: true)),
    .init("view = UIView", .init(viewIsScrollView: false)),
    .init(
      "tableView.contentInsetAdjustmentBehavior = never", on: "UITableViewController",
      .init(viewIsScrollView: true, contentInsetAdjustmentBehavior: .never)),
    .init(
      "collectionView.contentInsetAdjustmentBehavior = always", on: "UICollectionViewController",
      .init(viewIsScrollView: true, contentInsetAdjustmentBehavior: .always)),
    .init(
      "scrollView.contentInsetAdjustmentBehavior = scrollableAxes", on: "UITableViewController",
      .init(viewIsScrollView: true, contentInsetAdjustmentBehavior: .scrollableAxes)),
    .init(
      "navigationBar.isTranslucent = false", on: "UINavigationController",
      .init(navigationBarIsTranslucent: false)),
    .init(
      "navigationBar.translucent = true", on: "UINavigationController",
      .init(navigationBarIsTranslucent: true)),
    .init(
      "navigationBar.prefersLargeTitles = true", on: "UINavigationController",
      .init(prefersLargeTitles: true)),
    .init("isToolbarHidden = false", on: "UINavigationController", .init(isToolbarHidden: false)),
    .init("toolbarHidden = true", on: "UINavigationController", .init(isToolbarHidden: true)),
    .init(
      "hidesBarsWhenVerticallyCompact = true", on: "UINavigationController",
      .init(hidesBarsWhenVerticallyCompact: true)),
    .init(
      "isNavigationBarHidden = true", on: "UINavigationController",
      .init(isNavigationBarHidden: true)),
    .init(
      "tabBar.isTranslucent = false", on: "UITabBarController", .init(tabBarIsTranslucent: false)),
    .init("tabBar.translucent = true", on: "UITabBarController", .init(tabBarIsTranslucent: true)),
    .init(
      "childViewInsets = top 20",
      .init(childViewInsets: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0))),
    .init(
      "childViewInsets = left 10, top 1.5",
      .init(childViewInsets: LayoutInsets(top: 1.5, left: 10, bottom: 0, right: 0))),
  ]

  /// The three places a property can be written: a class the controller is an instance of,
  /// an extension of its UIKit class, and the instance itself.
  static func files(for example: Example) -> [(place: String, text: String)] {
    let isContainer =
      example.uikit == "UINavigationController"
      || example.uikit == "UITabBarController"
    let child = isContainer ? "\n    Child: UIViewController" : ""
    return [
      (
        "class",
        "class Subject: \(example.uikit) {\n  \(example.line)\n}\n"
          + "window {\n  X: Subject {\(child)\n  }\n}\n"
      ),
      (
        "extension",
        "extension \(example.uikit) {\n  \(example.line)\n}\n"
          + "window {\n  X: \(example.uikit) {\(child)\n  }\n}\n"
      ),
      ("instance", "window {\n  X: \(example.uikit) {\n    \(example.line)\(child)\n  }\n}\n"),
    ]
  }

  @Test("each property is read from a class, an extension and an instance", arguments: examples)
  func readEverywhere(_ example: Example) throws {
    for (place, text) in Self.files(for: example) {
      let model = try RulesFixtures.parse(text).model
      let id = try #require(model.controller(named: "X")?.id)
      var expected = example.expected
      if example.uikit.hasPrefix("UITableView") || example.uikit.hasPrefix("UICollectionView") {
        expected.viewIsScrollView = true
      }
      #expect(model.layoutProperties(of: id) == expected, "\(place)")
    }
  }

  @Test("each property is printed back in canonical form and reads the same", arguments: examples)
  func canonicalForm(_ example: Example) throws {
    for (place, text) in Self.files(for: example) {
      let model = try RulesFixtures.parse(text).model
      let printed = CanonicalRulesPrinter().print(model)
      let reloaded = try RulesFixtures.parse(printed).model
      #expect(ModelFingerprint.of(reloaded) == ModelFingerprint.of(model), "\(place):\n\(printed)")
      #expect(CanonicalRulesPrinter().print(reloaded) == printed, "\(place)")
      let id = try #require(reloaded.controller(named: "X")?.id)
      #expect(reloaded.layoutProperties(of: id) == model.layoutProperties(of: id), "\(place)")
    }
  }

  @Test(
    "the canonical form of each value",
    arguments: [
      ("edgesForExtendedLayout = [.bottom, top]", "edgesForExtendedLayout = [top, bottom]"),
      ("edgesForExtendedLayout = [top, left, bottom, right]", "edgesForExtendedLayout = all"),
      ("edgesForExtendedLayout = []", "edgesForExtendedLayout = none"),
      ("edgesForExtendedLayout = [left]", "edgesForExtendedLayout = left"),
      (
        "additionalSafeAreaInsets = bottom 10.50, top 20.0",
        "additionalSafeAreaInsets = top 20, bottom 10.5"
      ),
      ("additionalSafeAreaInsets = left 0, right -0.05", "additionalSafeAreaInsets = right -0.05"),
      ("additionalSafeAreaInsets = top 0", "additionalSafeAreaInsets = zero"),
      ("extendedLayoutIncludesOpaqueBars = YES", "extendedLayoutIncludesOpaqueBars = true"),
    ])
  func canonicalValue(_ written: String, _ canonical: String) throws {
    let model = try RulesFixtures.parse("window { X: UIViewController { \(written) } }").model
    let printed = CanonicalRulesPrinter().print(model)
    #expect(printed.contains("  \(canonical)\n"), "\(printed)")
  }

  @Test(
    "an instance's value wins over its class's, a class's over its superclass's and the extensions'"
  )
  func precedence() throws {
    let text = """
      extension UIViewController {
        edgesForExtendedLayout = none
        extendedLayoutIncludesOpaqueBars = true
        wantsFullScreenLayout = true
      }
      class Base: UIViewController {
        edgesForExtendedLayout = top
        automaticallyAdjustsScrollViewInsets = false
        additionalSafeAreaInsets = top 8
      }
      class Screen: Base {
        edgesForExtendedLayout = bottom
        additionalSafeAreaInsets = bottom 4
      }
      extension UINavigationController {
        navigationBar.isTranslucent = false
      }
      window {
        NC: UINavigationController {
          isToolbarHidden = false
          A: Screen { edgesForExtendedLayout = [left, right] }
          B: Screen
          C: Base
          D: UIViewController
        }
      }
      """
    let model = try RulesFixtures.parse(text).model
    func properties(_ name: String) throws -> ControllerLayoutProperties {
      model.layoutProperties(of: try #require(model.controller(named: name)?.id))
    }
    let fromExtension = ControllerLayoutProperties(
      edgesForExtendedLayout: RectEdges.none, extendedLayoutIncludesOpaqueBars: true,
      wantsFullScreenLayout: true)
    #expect(try properties("D") == fromExtension)
    var base = fromExtension
    base.edgesForExtendedLayout = .top
    base.automaticallyAdjustsScrollViewInsets = false
    base.additionalSafeAreaInsets = LayoutInsets(top: 8, left: 0, bottom: 0, right: 0)
    #expect(try properties("C") == base)
    var screen = base
    screen.edgesForExtendedLayout = .bottom
    screen.additionalSafeAreaInsets = LayoutInsets(top: 0, left: 0, bottom: 4, right: 0)
    #expect(try properties("B") == screen)
    var instance = screen
    instance.edgesForExtendedLayout = [.left, .right]
    #expect(try properties("A") == instance)
    // The navigation controller: its own instance setting, the extension of its class, and
    // the UIViewController extension's layout properties, which reach it too.
    let navigation = try properties("NC")
    #expect(navigation.isToolbarHidden == false)
    #expect(navigation.navigationBarIsTranslucent == false)
    #expect(navigation.edgesForExtendedLayout == RectEdges.none)
    #expect(navigation.tabBarIsTranslucent == nil)
  }

  @Test("nothing set is nil: UIKit's default for the version laid out")
  func unset() throws {
    let model = try RulesFixtures.parse(
      "window { T: UITabBarController { NC: UINavigationController { R: UIViewController } } }"
    ).model
    for controller in model.controllers {
      #expect(model.layoutProperties(of: controller.id) == .unset, "\(controller.name)")
    }
    let table = try RulesFixtures.parse("window { L: UITableViewController }").model
    #expect(table.layoutProperties(of: ControllerID(0)) == .init(viewIsScrollView: true))
  }

  @Test("a scenario changes layout properties on instances, step by step")
  func scenario() throws {
    let text = """
      window {
        Tabs: UITabBarController {
          NC: UINavigationController { Root: UIViewController { view = UIScrollView } }
        }
      }
      scenario {
        NC.navigationBar.isTranslucent = false
        NC.isToolbarHidden = false; Tabs.tabBar.translucent = false
        Root.scrollView.contentInsetAdjustmentBehavior = never
        Root.additionalSafeAreaInsets = top 20, left 4
        Root.edgesForExtendedLayout = [top]
        NC.setToolbarHidden(true, animated: false)
      }
      """
    let model = try RulesFixtures.parse(text).model
    let nc = try #require(model.controller(named: "NC")?.id)
    let tabs = try #require(model.controller(named: "Tabs")?.id)
    let root = try #require(model.controller(named: "Root")?.id)
    #expect(model.layoutProperties(of: nc) == .unset)
    let second = try model.scenarioStep("2", overrides: EnvironmentLayers())
    #expect(second.layoutProperties(of: nc) == .init(navigationBarIsTranslucent: false))
    let third = try model.scenarioStep("3", overrides: EnvironmentLayers())
    #expect(
      third.layoutProperties(of: nc)
        == .init(navigationBarIsTranslucent: false, isToolbarHidden: false))
    #expect(third.layoutProperties(of: tabs) == .init(tabBarIsTranslucent: false))
    let last = try model.scenarioStep("6", overrides: EnvironmentLayers())
    #expect(
      last.layoutProperties(of: root)
        == .init(
          edgesForExtendedLayout: .top,
          additionalSafeAreaInsets: LayoutInsets(top: 20, left: 4, bottom: 0, right: 0),
          viewIsScrollView: true, contentInsetAdjustmentBehavior: .never))
    let hidden = try model.scenarioStep("7", overrides: EnvironmentLayers())
    #expect(
      hidden.layoutProperties(of: nc)
        == .init(navigationBarIsTranslucent: false, isToolbarHidden: true))
    // Printed back, the events read the same, aliases in their canonical spelling.
    let printed = CanonicalRulesPrinter().print(model)
    #expect(printed.contains("  NC.isToolbarHidden = false; Tabs.tabBar.isTranslucent = false\n"))
    #expect(printed.contains("  Root.additionalSafeAreaInsets = top 20, left 4\n"))
    #expect(printed.contains("  Root.edgesForExtendedLayout = top\n"))
    let reloaded = try RulesFixtures.parse(printed).model
    #expect(ModelFingerprint.of(reloaded) == ModelFingerprint.of(model))
  }

  static let invalid: [InvalidInput] = [
    .init(
      "a misspelt edge in a list",
      "window { A: UIViewController { edgesForExtendedLayout = [top, 1️⃣botom] } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'botom' is not an edge in the list for 'edgesForExtendedLayout'; did you mean 'bottom'?")
      ]),
    .init(
      "a misspelt single edge",
      "window { A: UIViewController { edgesForExtendedLayout = 1️⃣nne } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'nne' is not a set of edges for 'edgesForExtendedLayout'; did you mean 'none'?")
      ]),
    .init(
      "none in a list",
      "window { A: UIViewController { edgesForExtendedLayout = [top, 1️⃣none] } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'none' is written alone, 'edgesForExtendedLayout = none', or as an empty list, '[]'; "
            + "in a list, write the edges that extend")
      ]),
    .init(
      "edges written with numbers",
      "window { A: UIViewController { edgesForExtendedLayout = 1️⃣top 20 } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'top 20' is not a set of edges for 'edgesForExtendedLayout'; edges are listed in "
            + "brackets, as in 'edgesForExtendedLayout = [top, bottom]'")
      ]),
    .init(
      "a misspelt inset edge",
      "window { A: UIViewController { additionalSafeAreaInsets = top 20, 1️⃣botom 10 } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'botom' is not an edge of 'additionalSafeAreaInsets'; did you mean 'bottom'?")
      ]),
    .init(
      "an inset given twice",
      "window { A: UIViewController { additionalSafeAreaInsets = 2️⃣top 20, 1️⃣top 10 } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "the 'top' inset of 'additionalSafeAreaInsets' is given twice; give each edge once",
          notesAt: [2])
      ]),
    .init(
      "an edge without its inset",
      "window { A: UIViewController { additionalSafeAreaInsets = 1️⃣top } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'top' is not a set of insets for 'additionalSafeAreaInsets'; give the edge its inset "
            + "in points, as in 'top 20'")
      ]),
    .init(
      "a number alone for insets",
      "window { A: UIViewController { additionalSafeAreaInsets = 1️⃣20 } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'20' is not a set of insets for 'additionalSafeAreaInsets'; write each edge with its "
            + "inset in points, such as 'additionalSafeAreaInsets = top 20, bottom 10', or 'zero'")
      ]),
    .init(
      "insets in brackets",
      "window { A: UIViewController { additionalSafeAreaInsets = 1️⃣[top] } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'[top]' is not a set of insets for 'additionalSafeAreaInsets'; insets are written "
            + "without brackets, each edge with its inset in points, as in "
            + "'additionalSafeAreaInsets = top 20, bottom 10'")
      ]),
    .init(
      "an inset with three decimals",
      "window { A: UIViewController { additionalSafeAreaInsets = top 1️⃣20.125 } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'20.125' is not an inset in points for 'additionalSafeAreaInsets'; write a number "
            + "from -10000 to 10000 with at most two decimals, such as 20 or 20.5")
      ]),
    .init(
      "a misspelt large title mode",
      "window { A: UIViewController { navigationItem.largeTitleDisplayMode = 1️⃣allways } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'allways' is not a large title display mode for "
            + "'navigationItem.largeTitleDisplayMode'; did you mean 'always'?")
      ]),
    .init(
      "a misspelt adjustment behavior",
      "window { A: UITableViewController { tableView.contentInsetAdjustmentBehavior = 1️⃣nevr } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'nevr' is not a content inset adjustment behavior for "
            + "'tableView.contentInsetAdjustmentBehavior'; did you mean 'never'?")
      ]),
    .init(
      "a misspelt layout property",
      "window { A: UIViewController { 1️⃣extendedLayoutIncludesOpaqueBar = true } }",
      [
        .init(
          "model.unknown-property", at: 1,
          "unknown property 'extendedLayoutIncludesOpaqueBar' for 'A'; did you mean "
            + "'extendedLayoutIncludesOpaqueBars'?")
      ]),
    .init(
      "a misspelt container property",
      "window { N: UINavigationController { 1️⃣navigationBar.isTranslucnt = false\n"
        + "  R: UIViewController } }",
      [
        .init(
          "model.unknown-property", at: 1,
          "unknown property 'navigationBar.isTranslucnt' for 'N'; did you mean "
            + "'navigationBar.isTranslucent'?")
      ]),
    .init(
      "a misspelt alias",
      "window { L: UITableViewController { 1️⃣tableView.contentInsetAdjustmentBehaviour = never } }",
      [
        .init(
          "model.unknown-property", at: 1,
          "unknown property 'tableView.contentInsetAdjustmentBehaviour' for 'L'; did you mean "
            + "'tableView.contentInsetAdjustmentBehavior'?")
      ]),
    .init(
      "a misspelt property in a scenario",
      "window { N: UINavigationController { A: UIViewController } }\n"
        + "scenario {\n  N.1️⃣isToolbarHiden = false\n}",
      [
        .init(
          "model.unknown-property", at: 1,
          "a scenario cannot change 'isToolbarHiden'; did you mean 'isToolbarHidden'?")
      ]),
    .init(
      "a navigation bar property on a plain controller",
      "window { A: UIViewController { 1️⃣navigationBar.prefersLargeTitles = true } }",
      [
        .init(
          "model.property-not-available", at: 1,
          "'navigationBar.prefersLargeTitles' is a UINavigationController property, but 'A' is a "
            + "UIViewController")
      ]),
    .init(
      "a toolbar on a tab bar controller",
      "class T: UITabBarController { 1️⃣isToolbarHidden = false }\n"
        + "window { X: T { A: UIViewController } }",
      [
        .init(
          "model.property-not-available", at: 1,
          "'isToolbarHidden' is a UINavigationController property, but class 'T' is a "
            + "UITabBarController")
      ]),
    .init(
      "a tab bar property on a navigation controller",
      "extension UINavigationController { 1️⃣tabBar.isTranslucent = false }\n"
        + "window { N: UINavigationController { A: UIViewController } }",
      [
        .init(
          "model.property-not-available", at: 1,
          "'tabBar.isTranslucent' is a UITabBarController property, but extension "
            + "'UINavigationController' is a UINavigationController")
      ]),
    .init(
      "a custom container's placement on a tab bar controller",
      "window { T: UITabBarController { 1️⃣childViewInsets = top 20; A: UIViewController } }",
      [
        .init(
          "model.property-not-available", at: 1,
          "'childViewInsets' says where a custom container (a UIViewController that adds "
            + "children) places its children's views, but 'T' is a UITabBarController, which "
            + "places them itself")
      ]),
    .init(
      "a custom container's placement changed on a navigation controller in a scenario",
      "window { N: UINavigationController { A: UIViewController } }\n"
        + "scenario {\n  N.1️⃣childViewInsets = top 20\n}",
      [
        .init(
          "model.property-not-available", at: 1,
          "'childViewInsets' says where a custom container (a UIViewController that adds "
            + "children) places its children's views, but 'N' is a UINavigationController, "
            + "which places them itself")
      ]),
    .init(
      "a scroll view property on a plain view controller's instance",
      "window { A: UIViewController { 1️⃣scrollView.contentInsetAdjustmentBehavior = never } }",
      [
        .init(
          "model.property-not-available", at: 1,
          "'scrollView.contentInsetAdjustmentBehavior' needs a controller whose view is a scroll "
            + "view, but the view of 'A' (a UIViewController) is a plain UIView; declare 'view = "
            + "UIScrollView' (or UITableView, UICollectionView) in the body of 'A', or make it a "
            + "UITableViewController or a UICollectionViewController")
      ]),
    .init(
      "a scroll view property in a class whose view is plain, as written",
      "class Home: UIViewController { 1️⃣tableView.contentInsetAdjustmentBehavior = never }\n"
        + "window { A: Home { view = UIScrollView } }",
      [
        .init(
          "model.property-not-available", at: 1,
          "'tableView.contentInsetAdjustmentBehavior' needs a controller whose view is a scroll "
            + "view, but the view of class 'Home' (a UIViewController) is a plain UIView; declare "
            + "'view = UIScrollView' (or UITableView, UICollectionView) in class Home, or make it "
            + "a UITableViewController or a UICollectionViewController")
      ]),
    .init(
      "a scroll view property on a navigation controller",
      "extension UINavigationController { 1️⃣scrollView.contentInsetAdjustmentBehavior = never }\n"
        + "window { N: UINavigationController { A: UIViewController } }",
      [
        .init(
          "model.property-not-available", at: 1,
          "'scrollView.contentInsetAdjustmentBehavior' needs a controller whose view is a scroll "
            + "view, but extension 'UINavigationController' is a UINavigationController, whose "
            + "view UIKit makes; set it on the controller inside whose view scrolls")
      ]),
    .init(
      "a view declared on a container",
      "window { N: UINavigationController { 1️⃣view = UIScrollView\n  A: UIViewController } }",
      [
        .init(
          "model.property-not-available", at: 1,
          "'view' declares the class of a plain view controller's view, but 'N' is a "
            + "UINavigationController, whose view UIKit makes; declare it on the controller "
            + "inside whose view scrolls")
      ]),
    .init(
      "a table view controller's view redeclared",
      "window { L: UITableViewController { view = 1️⃣UIScrollView } }",
      [
        .init(
          "model.invalid-value", at: 1,
          "the view of a UITableViewController is its UITableView; 'L' cannot declare 'view = "
            + "UIScrollView', so remove it")
      ]),
    .init(
      "a layout property made dynamic",
      "class C: UINavigationController { isToolbarHidden = 1️⃣dynamic }\n"
        + "window { N: C { A: UIViewController } }",
      [.init("model.dynamic-not-supported", at: 1)]),
    .init(
      "a scenario changes a scroll view property without a scroll view",
      "window { A: UIViewController }\nscenario {\n  A.1️⃣scrollView.contentInsetAdjustmentBehavior = never\n}",
      [
        .init(
          "model.property-not-available", at: 1,
          "'scrollView.contentInsetAdjustmentBehavior' needs a controller whose view is a scroll "
            + "view, but the view of 'A' (a UIViewController) is a plain UIView; declare 'view = "
            + "UIScrollView' (or UITableView, UICollectionView) in its body")
      ]),
    .init(
      "a scenario shows a toolbar on a tab bar controller",
      "window { T: UITabBarController { A: UIViewController } }\nscenario {\n"
        + "  T.1️⃣setToolbarHidden(false, animated: true)\n}",
      [
        .init(
          "model.property-not-available", at: 1,
          "setToolbarHidden(_:animated:) is a UINavigationController method, but 'T' is a "
            + "UITabBarController")
      ]),
    .init(
      "a scenario changes a view",
      "window { A: UIViewController }\nscenario {\n  A.1️⃣view = UIScrollView\n}",
      [
        .init(
          "model.invalid-event", at: 1,
          "a scenario cannot change 'view': UIKit makes a controller's view once, in loadView; "
            + "declare 'view = UIScrollView' in the controller's body")
      ]),
    .init(
      "a scenario changes a navigation property of a plain controller",
      "window { A: UIViewController }\nscenario {\n  A.1️⃣isToolbarHidden = false\n}",
      [
        .init(
          "model.property-not-available", at: 1,
          "'isToolbarHidden' is a UINavigationController property, but 'A' is a UIViewController")
      ]),
    .init(
      "a list that does not close",
      "window { A: UIViewController { edgesForExtendedLayout = 2️⃣[1️⃣top\n} }",
      [.init("syntax.expected-list-close", at: 1, notesAt: [2])]),
    .init(
      "a list item missing",
      "window { A: UIViewController { edgesForExtendedLayout = 2️⃣[top, 1️⃣] } }",
      [
        .init(
          "syntax.expected-list-item", at: 1,
          "expected a value after ',' in the list, found ']'", notesAt: [2])
      ]),
    .init(
      "an inset without its edge",
      "window { A: UIViewController { additionalSafeAreaInsets = top 20, 1️⃣10 } }",
      [
        .init(
          "syntax.expected-labelled-value", at: 1,
          "expected a name and a number after ',', as in 'additionalSafeAreaInsets = top 20, "
            + "bottom 10', found '10'")
      ]),
  ]

  @Test("each mistake is reported at its place", arguments: invalid)
  func reports(_ input: InvalidInput) {
    let marked = MarkedText(input.marked)
    let diagnostics = RulesFixtures.diagnostics(marked.text)
    let problems = ExpectedDiagnostic.mismatches(
      diagnostics, input.expected, markers: marked.markers)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("an opaque or unknown class may have a scroll view: no error")
  func opaqueScrollView() {
    #expect(
      RulesFixtures.diagnostics(
        "class Feed: opaque UIViewController { scrollView.contentInsetAdjustmentBehavior = never }\n"
          + "window { A: Feed }"
      ).isEmpty)
    #expect(
      RulesFixtures.diagnostics(
        "window { A: unknown { scrollView.contentInsetAdjustmentBehavior = never } }"
      ).filter { $0.severity == .error }.isEmpty)
  }
}
