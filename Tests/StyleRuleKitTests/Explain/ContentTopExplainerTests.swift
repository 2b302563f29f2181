import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `explain --top`: where a controller's content starts, measured as the engine gives it,
/// and the single changes that move it, each checked here again by laying its rules file
/// out.
@Suite("Explain, content top")
struct ContentTopExplainerTests {
  static let feed = """
    environment ios 17, device iphone-15
    class FeedViewController: UITableViewController {
      tableView.contentInsetAdjustmentBehavior = never
    }
    window {
      Tabs: UITabBarController {
        NC: UINavigationController {
          Feed: FeedViewController
        }
      }
    }
    """

  static func navigation(_ environment: String, child: String = "Home: UIViewController")
    -> String
  {
    """
    environment \(environment)
    window {
      NC: UINavigationController {
        \(child)
      }
    }
    """
  }

  private func explain(_ text: String, _ name: String, top: Double) throws
    -> ContentTopExplanation
  {
    let model = try RulesFixtures.parse(text).model
    return try ContentTopExplainer(model: model).explain(name, top: top)
  }

  /// The content top of `name` in a rules file, laid out by the engine.
  private func layOut(_ source: SourceFile, _ name: String) throws -> ContentTop {
    let model = try RulesFile.parse(source).model
    let layout = try LayoutEngine(model: model).layout()
    let index = try #require(layout.controllers.firstIndex { $0.name == name })
    return layout.contentTop(of: index)
  }

  @Test(
    "the content top is measured as UIKit hands it to the controller in each version",
    arguments: [
      // iOS 6: the view starts below the opaque bar; no guide or safe area.
      ("ios 6, device iphone-4s", "Home: UIViewController", ContentTop.Measure.viewFrame, 64.0),
      // iOS 7–10: the view under the translucent bar, plus the top layout guide.
      ("ios 10, device iphone-6s", "Home: UIViewController", .topLayoutGuide, 64),
      // iOS 11 and later: plus the safe area (T3: 53.667 + 44).
      ("ios 17, device iphone-15", "Home: UIViewController", .safeArea, 97.667),
      // A scroll view: its adjusted inset.
      ("ios 11, device iphone-x", "Home: UITableViewController", .scrollView, 88),
    ])
  func measures(
    environment: String, child: String, measure: ContentTop.Measure, value: Double
  ) throws {
    let explanation = try explain(
      Self.navigation(environment, child: child), "Home", top: value)
    #expect(explanation.contentTop.measure == measure)
    #expect(abs(explanation.contentTop.value - value) < 0.001)
    #expect(explanation.reachesWanted)
    #expect(explanation.changes.isEmpty && explanation.changesTried == 0)
    #expect(explanation.why.last?.subjectName == "Home")
  }

  @Test(
    "every change listed starts the content at the wanted y when its rules file is laid out",
    arguments: [
      (feed, "Feed", 97.667),
      (
        navigation(
          "ios 10, device iphone-6s",
          child: "Home: UITableViewController {\n"
            + "automaticallyAdjustsScrollViewInsets = false }"), "Home", 64
      ),
      (navigation("ios 17, device iphone-15"), "Home", 200),
      (navigation("ios 6, device iphone-4s"), "Home", 20),
      (
        navigation(
          "ios 17, device iphone-15",
          child: "Home: UIViewController {\n"
            + "edgesForExtendedLayout = none }"), "Home", 59
      ),
    ])
  func changesAreVerified(text: String, name: String, wanted: Double) throws {
    let explanation = try explain(text, name, top: wanted)
    #expect(!explanation.changes.isEmpty)
    for change in explanation.changes {
      let top = try layOut(change.editedSource, name)
      #expect(abs(top.value - wanted) <= ContentTopExplainer.tolerance, "\(change.summary)")
      #expect(abs(change.contentTop.value - top.value) < 0.001)
      #expect(change.diff.contains("+"))
    }
  }

  @Test("the feed's changes, best first: its own adjustment, its edges, then the bar")
  func feedOrder() throws {
    let explanation = try explain(Self.feed, "Feed", top: 97.667)
    #expect(
      explanation.changes.map(\.summary) == [
        "set the scroll view's contentInsetAdjustmentBehavior to automatic on 'Feed'",
        "set the scroll view's contentInsetAdjustmentBehavior to always on 'Feed'",
        "set the scroll view's contentInsetAdjustmentBehavior to scrollableAxes on 'Feed'",
        "set edgesForExtendedLayout = none on 'Feed'",
        "set edgesForExtendedLayout = [left, bottom, right] on 'Feed'",
        "make the navigation bar of 'NC' opaque (navigationBar.isTranslucent = false)",
      ])
    let first = try #require(explanation.changes.first)
    #expect(first.swiftCode == "feed.tableView.contentInsetAdjustmentBehavior = .automatic")
    #expect(first.citation.rule == "L8.2")
    #expect(
      first.sideEffects == ["the scroll view of 'Feed' is now inset 97.667/0/83/0 (was 0/0/0/0)"])
    let edges = explanation.changes[3]
    #expect(edges.swiftCode == "feed.edgesForExtendedLayout = []")
    #expect(
      edges.sideEffects == [
        "the view of 'Feed' is now (0, 97.667, 393, 671.333) (was (0, 0, 393, 852))"
      ])
    #expect(
      explanation.changes[4].swiftCode == "feed.edgesForExtendedLayout = [.left, .bottom, .right]")
  }

  @Test("no single change: the nearest, closest first, each laid out")
  func nearest() throws {
    let explanation = try explain(Self.feed, "Feed", top: 300)
    #expect(explanation.changes.isEmpty)
    #expect(!explanation.nearest.isEmpty)
    #expect(explanation.nearest.count <= ContentTopExplainer.nearestShown)
    let distances = explanation.nearest.map { abs($0.contentTop.value - 300) }
    #expect(distances == distances.sorted())
    for change in explanation.nearest {
      #expect(abs(try layOut(change.editedSource, "Feed").value - change.contentTop.value) < 0.001)
    }
  }

  @Test("on iOS 11 and later, additional safe area insets sized to the wanted y are offered last")
  func additionalInsets() throws {
    let explanation = try explain(Self.navigation("ios 17, device iphone-15"), "Home", top: 120)
    #expect(explanation.changes.map(\.value) == ["top 22.33"])
    #expect(
      explanation.changes.first?.swiftCode
        == "home.additionalSafeAreaInsets = UIEdgeInsets(top: 22.33, left: 0, bottom: 0, right: 0)")
  }

  @Test("the content top carries the doubts of the bar it sits under")
  func largeTitleDoubt() throws {
    let text = """
      environment ios 17, device iphone-15
      window {
        NC: UINavigationController {
          navigationBar.prefersLargeTitles = true
          Home: UIViewController
        }
      }
      """
    let explanation = try explain(text, "Home", top: 97.667)
    #expect(abs(explanation.contentTop.value - 149.667) < 0.001)
    #expect(explanation.contentTop.uncertain.map(\.question) == ["Q7"])
    #expect(
      explanation.contentTop.uncertain.first?.alternatives.map { ($0 * 1000).rounded() } == [97_667]
    )
    #expect(
      Set(explanation.changes.map(\.summary)) == [
        "set navigationItem.largeTitleDisplayMode = never on 'Home'",
        "set navigationBar.prefersLargeTitles = false on 'NC'",
      ])
  }

  @Test("at a step of the scenario, each change is verified after playing it again")
  func scenarioStep() throws {
    let text = """
      environment ios 17, device iphone-15
      window {
        NC: UINavigationController {
          Feed: UITableViewController { tableView.contentInsetAdjustmentBehavior = never }
        }
      }
      scenario {
        NC.navigationBar.isTranslucent = false
      }
      """
    let model = try RulesFixtures.parse(text).model
    let step = try model.scenarioStep("2", overrides: EnvironmentLayers())
    let explanation = try ContentTopExplainer(step: step).explain("Feed", top: 0)
    #expect(abs(explanation.contentTop.value - 97.667) < 0.001)
    let summaries = explanation.changes.map(\.summary)
    #expect(summaries.contains("set extendedLayoutIncludesOpaqueBars = true on 'Feed'"))
    // The scenario makes the bar opaque again: changing it in the file does not help.
    #expect(!summaries.contains { $0.contains("translucent") })
  }

  @Test(
    "a wanted y is a plain decimal number",
    arguments: [
      ("64", 64.0), ("97.667", 97.667), ("-20", -20), ("0", 0), ("100000", 100_000),
      ("abc", nil), ("1e3", nil), ("0x10", nil), ("nan", nil), ("inf", nil), ("64.", nil),
      (".5", nil), ("1.2345", nil), ("", nil), ("-", nil), ("100001", nil), ("+5", nil),
      ("６４", nil), (" 64", nil),
    ] as [(String, Double?)])
  func parsing(_ text: String, _ value: Double?) {
    #expect(ContentTopExplainer.wantedTop(parsing: text) == value)
  }

  @Test("an unknown controller, one not on screen, and a wanted y that is not finite are errors")
  func errors() throws {
    let model = try RulesFixtures.parse(
      """
      environment ios 17
      window { NC: UINavigationController { Home: UIViewController } }
      class Spare: UIViewController
      scenario { NC pushes Next: UIViewController }
      """
    ).model
    let explainer = ContentTopExplainer(model: model)
    for (name, top, id) in [
      ("Hom", 0.0, "layout.unknown-controller"), ("Next", 0, "layout.controller-not-on-screen"),
      ("Home", .infinity, "explain.invalid-top"), ("Home", .nan, "explain.invalid-top"),
    ] {
      do {
        _ = try explainer.explain(name, top: top)
        Issue.record("explained \(name) at \(top)")
      } catch {
        #expect(error.diagnostics.map(\.id.rawValue) == [id])
      }
    }
  }
}
