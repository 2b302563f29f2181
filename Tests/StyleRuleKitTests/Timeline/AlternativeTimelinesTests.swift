import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The scenario played under each alternative of a file's choices (issue "Every screen of a
/// real app", item 2): what an event does is seen where its controller is on screen.
@Suite("timelines of each alternative")
struct AlternativeTimelinesTests {
  /// A root chosen at run time (tabs or onboarding) and one event from each alternative.
  static func loginOrMain(initially: String) -> String {
    ControllerChoiceTests.loginOrMain(initially: initially)
      + """
      class SignInViewController: UIViewController { preferredStatusBarStyle = darkContent }
      scenario {
        Onboarding presents SignIn: SignInViewController { modalPresentationStyle = fullScreen }
        dismiss SignIn
      }

      """
  }

  @Test(
    "each alternative has its timeline, the launch one first, and events happen only under theirs",
    arguments: [
      (" initially Tabs", [true, false] as [Bool?]),
      (" initially Onboarding", [true, false]),
      (" initially unknown", [nil, nil]),
    ])
  func eachAlternative(initially: String, atLaunch: [Bool?]) throws {
    let loaded = try RulesFixtures.parse(Self.loginOrMain(initially: initially))
    let timelines = AlternativeTimelines(model: loaded.model)
    #expect(timelines.entries.count == 2)
    #expect(timelines.combinationsLeftOut == 0)
    #expect(
      timelines.entries.map { $0.alternatives.map(\.isLaunchAlternative) } == atLaunch.map { [$0] })
    let first = try #require(timelines.entries.first)
    // The file's own placement comes first: the one written `initially`, else the first.
    let placed = loaded.model[loaded.model.controllerChoices[0].chosenController].name
    #expect(first.alternatives.map(\.alternative) == [placed])
    for entry in timelines.entries {
      let states = entry.timeline.states
      #expect(states.count == 4)
      switch entry.alternatives.first?.alternative {
      case "Tabs":
        // R18: the tab bar controller forwards to its selected child, which prefers dark.
        #expect(states[1].shown.decidedBy == "Feed")
        #expect(states[1].shown.style == .darkContent)
        #expect(!states[2].refresh.happens)
        #expect(states[2].shown.decidedBy == "Feed")
      case "Onboarding":
        // R10: onboarding decides itself; R25: a full-screen presentation takes control.
        #expect(states[1].shown.style == .lightContent)
        #expect(states[2].refresh.happens)
        #expect(states[2].shown.decidedBy == "SignIn")
        #expect(states[2].shown.style == .darkContent)
        #expect(states[3].shown.decidedBy == "Onboarding")
      default:
        Issue.record("unexpected alternatives \(entry.alternativesPhrase)")
      }
    }
  }

  @Test("the text names what each timeline plays; JSON lists the others")
  func rendered() throws {
    let loaded = try RulesFixtures.parse(Self.loginOrMain(initially: " initially Tabs"))
    let timelines = AlternativeTimelines(model: loaded.model)
    let text = TimelineTextRenderer().render(timelines)
    #expect(
      text.contains(
        "Controllers chosen at run time: the scenario is played under each alternative "
          + "(2 timelines)."))
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("Under ") }
    #expect(
      headings == ["Under Root = Tabs (at launch):", "Under Root = Onboarding (not at launch):"])
    let json = TimelineJSONRenderer().render(timelines)
    #expect(json.contains("\"alternativeTimelines\""))
    #expect(json.contains("\"combinationsNotPlayed\": 0"))
  }

  @Test("a file without choices has one timeline, rendered as before")
  func withoutChoices() throws {
    let loaded = try RulesFixtures.parse(
      "class A: UIViewController { preferredStatusBarStyle = lightContent }\nwindow W { Root: A }\n"
    )
    let timelines = AlternativeTimelines(model: loaded.model)
    #expect(timelines.entries.count == 1)
    #expect(timelines.entries[0].alternatives.isEmpty)
    let single = TimelineRunner(model: loaded.model).run()
    #expect(TimelineTextRenderer().render(timelines) == TimelineTextRenderer().render(single))
    #expect(TimelineJSONRenderer().render(timelines) == TimelineJSONRenderer().render(single))
  }

  @Test("beyond 16 combinations, each alternative is played once and the rest are counted")
  func manyChoices() throws {
    // Five tabs, each chosen among two controllers: 32 combinations.
    let tabs = (1...5).map { tab in
      "    choice Tab\(tab) initially unknown {\n      Light\(tab): Light\n      Dark\(tab): Dark\n    }"
    }
    let rules = """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Dark: UIViewController { preferredStatusBarStyle = darkContent }
      window W {
        Tabs: UITabBarController {
      \(tabs.joined(separator: "\n"))
        }
      }

      """
    let loaded = try RulesFixtures.parse(rules)
    let timelines = AlternativeTimelines(model: loaded.model)
    // The file's placement, then each other alternative of each choice once.
    #expect(timelines.entries.count == 6)
    #expect(timelines.combinationsLeftOut == 32 - 6)
    #expect(timelines.entries[0].alternatives.map(\.alternative) == (1...5).map { "Light\($0)" })
    for (index, entry) in timelines.entries.dropFirst().enumerated() {
      let dark = entry.alternatives.map(\.alternative).filter { $0.hasPrefix("Dark") }
      #expect(dark == ["Dark\(index + 1)"])
    }
    let text = TimelineTextRenderer().render(timelines)
    #expect(text.contains("(26 combinations not played)"))
  }
}
