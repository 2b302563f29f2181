import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `choice Name { … }`: a controller the app chooses at run time among alternatives, as a
/// window's root, a container's child or a presented controller.
@Suite("Controllers chosen at run time")
struct ControllerChoiceTests {
  /// A root chosen at run time: the main tabs (whose selected tab prefers dark content) or
  /// onboarding (which prefers light content).
  static func loginOrMain(initially: String = " initially unknown") -> String {
    """
    environment ios 17, device iphone-face-id
    class FeedViewController: UIViewController { preferredStatusBarStyle = darkContent }
    class OnboardingViewController: UIViewController { preferredStatusBarStyle = lightContent }
    window Main {
      choice Root\(initially) {
        Tabs: UITabBarController {
          Feed: FeedViewController
        }
        Onboarding: OnboardingViewController
      }
    }

    """
  }

  @Test(
    "a choice is printed back as written and reads back to the same model",
    arguments: [
      loginOrMain(),
      loginOrMain(initially: " initially Onboarding"),
      loginOrMain(initially: ""),
      // A tab chosen at run time, alternatives declared elsewhere, a presented choice.
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      Guest: UIViewController
      Member: Light
      window {
        Tabs: UITabBarController {
          Home: UIViewController
          choice Profile initially Member {
            Guest
            Member
          }
        }
      }
      Home presents choice Sheet {
        Small: UIViewController { modalPresentationStyle = pageSheet }
        Large: UIViewController { modalPresentationStyle = fullScreen }
      }

      """,
      // `presents choice` inside the presenter's braces, and a nested choice.
      """
      window {
        Root: UIViewController {
          presents choice Flow {
            A: UINavigationController {
              choice Top {
                A1: UIViewController
                A2: UIViewController
              }
            }
            B: UIViewController
          }
        }
      }

      """,
    ])
  func roundTrip(text: String) throws {
    let loaded = try RulesFixtures.parse(text)
    #expect(!loaded.model.controllerChoices.isEmpty)
    let printed = CanonicalRulesPrinter().print(loaded.model)
    let reloaded = try RulesFixtures.parse(printed, path: "printed.rules")
    #expect(ModelFingerprint.of(reloaded.model) == ModelFingerprint.of(loaded.model), "\(printed)")
    #expect(CanonicalRulesPrinter().print(reloaded.model) == printed)
  }

  @Test(
    "a choice that cannot describe an app is a located error",
    arguments: [
      (
        "window {\n  choice Root {\n    Only: UIViewController\n  }\n}\n",
        DiagnosticID.model(.choiceTooFewAlternatives), 2, 10
      ),
      (
        "window {\n  choice Root initially C {\n    A: UIViewController\n"
          + "    B: UIViewController\n  }\n}\n",
        .model(.choiceInitiallyNotAnAlternative), 2, 25
      ),
      (
        "Root: UIViewController\nwindow {\n  choice Root {\n    A: UIViewController\n"
          + "    B: UIViewController\n  }\n}\nA presents Root\n",
        .model(.choiceNameClash), 3, 10
      ),
      (
        "Shared: UIViewController\nwindow {\n  Tabs: UITabBarController {\n    Shared\n"
          + "    choice Pick {\n      Shared\n      B: UIViewController\n    }\n  }\n}\n",
        .model(.placedTwice), 6, 7
      ),
      (
        "window { Root: UINavigationController }\nscenario {\n"
          + "  Root pushes choice Next {\n    A: UIViewController\n    B: UIViewController\n  }\n}\n",
        .syntax(.choiceInScenario), 3, 15
      ),
    ])
  func errors(text: String, id: DiagnosticID, line: Int, column: Int) throws {
    let diagnostics = RulesFixtures.diagnostics(text)
    let error = try #require(diagnostics.first { $0.severity == .error }, "\(diagnostics)")
    #expect(error.id == id, "\(error.message)")
    let location = SourceFile(path: "test.rules", text: text).location(of: error.range?.start ?? -1)
    #expect(location.line == line && location.column == column, "\(error.message)")
  }

  @Test("an alternative on a line that failed to parse does not make the choice too short")
  func brokenAlternative() {
    let diagnostics = RulesFixtures.diagnostics(
      "window {\n  choice Root {\n    A: UIViewController\n    B UIViewController\n  }\n}\n")
    #expect(diagnostics.map(\.id) == [.syntax(.expectedLineBreak)], "\(diagnostics.map(\.message))")
  }

  /// The tab bar controller forwards to its selected tab (R18), which prefers dark content;
  /// onboarding, a plain controller, decides itself (R10) with light content.
  @Test("resolve answers for each alternative, and says the launch alternative is not known")
  func outcomesPerAlternative() throws {
    let loaded = try RulesFixtures.parse(Self.loginOrMain())
    let model = loaded.model
    let (launch, exploration) = StatusBarResolver(model: model).explore()
    #expect(launch.style == .darkContent)
    #expect(launch.deciderName == "Feed")
    #expect(exploration.dependsOn.map { model[$0].label } == ["Root"])
    let outcomes = exploration.outcomes.map {
      ($0.style, $0.decidedBy, model.conditionPhrase($0.combinations, order: exploration.dependsOn))
    }
    #expect(outcomes.count == 2)
    #expect(outcomes.map(\.0) == [.darkContent, .lightContent])
    #expect(outcomes.map(\.1) == ["Feed", "Onboarding"])
    #expect(outcomes.map(\.2) == ["Root = Tabs", "Root = Onboarding"])
    #expect(exploration.outcomes.filter(\.atLaunch).count == 2)
    let text = ResolutionTextRenderer().render(
      ResolutionReport(model: model, resolution: launch, exploration: exploration))
    #expect(text.contains(", launch alternative not known (below)"))
    #expect(text.contains("  Root = choice of Tabs, Onboarding, initially unknown"))
    #expect(
      text.contains(
        "Tabs: which alternative of choice 'Root'? → 'Tabs', chosen at run time among 'Tabs', "
          + "'Onboarding'; launch alternative not known (see Outcomes)"))
  }

  @Test("with initially, only the launch alternative's outcome is at launch")
  func launchAlternative() throws {
    let loaded = try RulesFixtures.parse(Self.loginOrMain(initially: " initially Onboarding"))
    let (launch, exploration) = StatusBarResolver(model: loaded.model).explore()
    #expect(launch.style == .lightContent)
    #expect(exploration.outcomes.filter(\.atLaunch).map(\.decidedBy) == ["Onboarding"])
    #expect(exploration.outcomes.count == 2)
  }

  /// The frontmost window controls the status bar (R33); a full-screen presentation from
  /// the root takes control (R24), so the root's children are not asked.
  @Test(
    "a choice the walk does not reach is not listed",
    arguments: [
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Dark: UIViewController { preferredStatusBarStyle = darkContent }
      window Back {
        choice Root {
          A: Light
          B: UIViewController
        }
      }
      window Front {
        Cover: Dark
      }
      """,
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Dark: UIViewController { preferredStatusBarStyle = darkContent }
      window {
        Tabs: UITabBarController {
          choice First {
            A: Light
            B: UIViewController
          }
        }
      }
      Tabs presents Cover: Dark { modalPresentationStyle = fullScreen }
      """,
    ])
  func choiceOffPath(text: String) throws {
    let loaded = try RulesFixtures.parse(text)
    let (launch, exploration) = StatusBarResolver(model: loaded.model).explore()
    #expect(launch.deciderName == "Cover")
    #expect(!exploration.isDynamic)
    #expect(exploration.resolutions == 1)
  }

  /// A tab bar controller forwards to its selected tab (R18): `selectedViewController`
  /// naming the second alternative applies only while it is placed; with the first placed,
  /// the first tab is selected.
  @Test("a selection naming an alternative applies only while that alternative is placed")
  func selectionOfAlternative() throws {
    let text = """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Dark: UIViewController { preferredStatusBarStyle = darkContent }
      window {
        Tabs: UITabBarController {
          selectedViewController = Member
          Home: UIViewController
          choice Profile {
            Guest: Light
            Member: Dark
          }
        }
      }
      """
    let loaded = try RulesFixtures.parse(text)
    let model = loaded.model
    let (launch, exploration) = StatusBarResolver(model: model).explore()
    #expect(launch.deciderName == "Home")
    #expect(exploration.dependsOn.map { model[$0].label } == ["Profile"])
    #expect(exploration.outcomes.map(\.decidedBy) == ["Home", "Member"])
    #expect(exploration.outcomes.map(\.style) == [.default, .darkContent])
    let printed = CanonicalRulesPrinter().print(model)
    #expect(printed.contains("selectedViewController = Member"), "\(printed)")
    let reloaded = try RulesFixtures.parse(printed, path: "printed.rules")
    #expect(ModelFingerprint.of(reloaded.model) == ModelFingerprint.of(model))
  }

  /// iOS 17 on an iPhone: a page sheet is a card, and while it is up the status bar shows
  /// light content (R28); a full-screen presentation takes control (R24), here passed on
  /// to what it presents; over the current context the navigation controller, which
  /// defines the context, keeps control (R23, R25) and decides with its visible bar (R14).
  @Test("a presented choice: outcomes and lint findings for each alternative apart")
  func presentedChoice() throws {
    let text = """
      environment ios 17, device iphone-face-id
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Dark: UIViewController { preferredStatusBarStyle = darkContent }
      window {
        Nav: UINavigationController {
          Home: Light
        }
      }
      Home presents choice Sheet {
        Small: Dark { modalPresentationStyle = pageSheet }
        Large: Dark { modalPresentationStyle = fullScreen }
        Over: Dark { modalPresentationStyle = overCurrentContext }
      }
      Large presents Alert: Light { modalPresentationStyle = fullScreen }
      """
    let model = try RulesFixtures.parse(text).model
    let (_, exploration) = StatusBarResolver(model: model).explore()
    #expect(exploration.outcomes.map(\.decidedBy) == ["UIKit", "Alert", "Nav"])
    #expect(exploration.outcomes.map(\.style) == [.lightContent, .lightContent, .default])
    let findings = Linter.lint(model).filter { $0.check == "presentation-without-capture" }
    #expect(findings.count == 2)
    #expect(
      findings.contains {
        $0.message.hasPrefix("'Small'") && $0.message.hasSuffix("(only when Sheet = Small)")
      })
    #expect(
      findings.contains {
        $0.message.hasPrefix("'Over'") && $0.message.hasSuffix("(only when Sheet = Over)")
      })
  }

  @Test("lint does not call an override dead because another alternative is at launch")
  func lintAcrossAlternatives() throws {
    let loaded = try RulesFixtures.parse(Self.loginOrMain(initially: " initially Tabs"))
    let findings = Linter.lint(loaded.model)
    #expect(!findings.contains { $0.check == "dead-override" }, "\(findings.map(\.message))")
  }

  @Test("explain for a controller of another alternative explains with that alternative placed")
  func explainOtherAlternative() throws {
    let loaded = try RulesFixtures.parse(Self.loginOrMain(initially: " initially Tabs"))
    let explanation = try Explainer(model: loaded.model).explain("Onboarding")
    #expect(explanation.targetDecides)
    #expect(explanation.resolution.style == .lightContent)
    #expect(
      explanation.alternativesPhrase
        == "Under alternative 'Onboarding' of choice 'Root' (chosen at run time; at launch: "
        + "Tabs): 'Onboarding' is on screen only then, so the explanation and its fixes take it.")
    let json = ExplanationJSONRenderer().render(ExplanationReport(explanation: explanation))
    #expect(json.contains("\"Root\" : \"Onboarding\"") || json.contains("\"Root\": \"Onboarding\""))
  }

  @Test("an event from an alternative that is not placed does not happen, and the timeline says so")
  func timelineSkipsOtherAlternative() throws {
    let loaded = try RulesFixtures.parse(
      Self.loginOrMain(initially: " initially Tabs")
        + "scenario {\n  Onboarding presents SignIn: UIViewController\n  dismiss SignIn\n}\n")
    let timeline = TimelineRunner(model: loaded.model).run()
    #expect(timeline.states.count == 4)
    let dismissal = try #require(timeline.states.last)
    #expect(!dismissal.refresh.happens)
    #expect(
      dismissal.refresh.reason
        == "'SignIn' is in alternative 'Onboarding' of choice 'Root', not on screen under "
        + "alternative 'Tabs', which this timeline plays: the event does not happen here")
    let last = timeline.states[2]
    #expect(!last.refresh.happens)
    #expect(
      last.refresh.reason
        == "'Onboarding' is alternative 'Onboarding' of choice 'Root', not on screen under "
        + "alternative 'Tabs', which this timeline plays: the event does not happen here")
    #expect(last.shown.decidedBy == "Feed")
    let text = TimelineTextRenderer().render(timeline)
    #expect(text.contains("Controllers chosen at run time: played with Root = Tabs (at launch)"))
  }

  @Test("an event from a child of what an alternative not placed would present does not happen")
  func timelineSkipsChildrenOfOffScreenPresentation() throws {
    // `SignIn` declares `Terms` inside it; `Onboarding` is not placed under `Tabs`, so
    // `Terms` is never on screen there, and what it presents does not happen either (the
    // file loads, where `Terms presents` used to be refused as from outside a window).
    let loaded = try RulesFixtures.parse(
      Self.loginOrMain(initially: " initially unknown")
        + "scenario {\n  Onboarding presents SignIn: UINavigationController {\n"
        + "    Terms: UIViewController\n  }\n  Terms presents Alert: UIAlertController\n"
        + "  dismiss Alert\n  dismiss SignIn\n}\n")
    let timeline = TimelineRunner(model: loaded.model).run()
    let alert = try #require(timeline.states.dropFirst(2).first)
    #expect(!alert.refresh.happens)
    #expect(alert.refresh.reason.contains("the event does not happen here"))
  }
}
