import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `window Name { … }` and `release Name` in a scenario: windows created and released while
/// the app runs, which can change the window that controls the status bar (R33), and make
/// UIKit ask again (R11).
@Suite("Scenario events: windows created and released")
struct ScenarioWindowTests {
  static let header = """
    environment ios 17
    class Light: UIViewController { preferredStatusBarStyle = lightContent }
    window Main { Home: UIViewController }
    """

  /// Events after the first screen, and the last state.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let events: String
    let decidedBy: String
    let shows: StatusBarStyle
    let asked: Bool
    let window: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "an overlay window created takes over the status bar (R33)",
      events: "window Toast {\n  windowLevel = alert\n  Banner: Light\n}", decidedBy: "Banner",
      shows: .lightContent, asked: true, window: "window 'Toast'"),
    .init(
      name: "released, the window behind controls again",
      events: "window Toast { Banner: Light }\nrelease Toast", decidedBy: "Home", shows: .default,
      asked: true, window: "window 'Main'"),
    .init(
      name: "a window created hidden changes nothing",
      events: "window Toast {\n  isHidden = true\n  Banner: Light\n}", decidedBy: "Home",
      shows: .default, asked: false, window: "window 'Main'"),
    .init(
      name: "releasing the only window leaves UIKit's fallback",
      events: "release Main", decidedBy: "UIKit", shows: .default, asked: true,
      window: nil),
    .init(
      name: "its controllers leave with what they present",
      events: """
        window Toast { Banner: Light }
        Banner presents Sheet: Light { modalPresentationStyle = fullScreen }
        release Toast
        """, decidedBy: "Home", shows: .default, asked: true, window: "window 'Main'"),
    .init(
      name: "a window behind the controlling one does not take over",
      events: "Main.windowLevel = alert\nwindow Back { Behind: Light }", decidedBy: "Home",
      shows: .default, asked: true, window: "window 'Main'"),
  ]

  @Test("each window event changes the status bar as UIKit does", arguments: cases)
  func lastState(_ example: Case) throws {
    let model = try RulesFixtures.parse(
      Self.header + "\nscenario {\n" + example.events + "\n}"
    ).model
    let timeline = TimelineRunner(model: model).run()
    let last = try #require(timeline.states.last)
    let current = try #require(last.current)
    #expect(current.snapshot.decidedBy == example.decidedBy)
    #expect(last.shown.style == example.shows)
    #expect(last.refresh.happens == example.asked)
    #expect(last.refresh.citation.rule.rawValue == "R11")
    let steps = try model.scenarioStep(
      String(timeline.states.count - 1), overrides: EnvironmentLayers())
    let resolution = StatusBarResolver(model: steps.model).resolve(overrides: steps.overrides)
    #expect(
      resolution.controllingWindow.map { steps.model.windows[$0].label(index: $0) }
        == example.window)
  }

  @Test("at launch a window the scenario creates is in no scene, and its root in no window")
  func notAtLaunch() throws {
    let model = try RulesFixtures.parse(
      Self.header + "\nscenario {\n  window Toast { Banner: Light }\n}"
    ).model
    let resolution = StatusBarResolver(model: model).resolve()
    #expect(resolution.deciderName == "Home")
    #expect(model.scenes[0].windows == [0])
    let banner = try #require(model.controllers.first { $0.name == "Banner" })
    #expect(banner.parent == nil)
  }

  /// An invalid scenario, the diagnostic expected and where.
  struct Invalid: CustomTestStringConvertible, Sendable {
    let name: String
    let marked: String
    let id: String
    let message: String
    var testDescription: String { name }
  }

  static let invalid: [Invalid] = [
    .init(
      name: "releasing an unknown window",
      marked: "window Main { Home: UIViewController }\nscenario {\n  release 1️⃣Mian\n}",
      id: "model.unknown-window", message: "no window named 'Mian' to release; did you mean 'Main'?"
    ),
    .init(
      name: "releasing a controller",
      marked: "window Main { Home: UIViewController }\nscenario {\n  release 1️⃣Home\n}",
      id: "model.unknown-window",
      message:
        "no window named 'Home' to release; 'Home' is a view controller: 'release' takes a "
        + "window, and a presented controller leaves with 'dismiss Home'"),
    .init(
      name: "releasing a window twice",
      marked: """
        window Main { Home: UIViewController }
        scenario {
          release Main
          1️⃣release Main
        }
        """, id: "model.invalid-event",
      message: "window 'Main' was released before this point, so there is no window to release"),
    .init(
      name: "releasing a window before the scenario creates it",
      marked: """
        window Main { Home: UIViewController }
        scenario {
          1️⃣release Toast
          window Toast { Banner: UIViewController }
        }
        """, id: "model.invalid-event",
      message:
        "window 'Toast' does not exist yet at this point: the scenario creates it later, at line 4; "
        + "move this event after it"),
    .init(
      name: "changing a released window",
      marked: """
        window Main { Home: UIViewController }
        window Toast { Banner: UIViewController }
        scenario {
          release Toast
          1️⃣Toast.isHidden = true
        }
        """, id: "model.invalid-event",
      message: "window 'Toast' was released before this point, so there is no window to change"),
    .init(
      name: "a window name used twice",
      marked: """
        window Toast { Home: UIViewController }
        scenario {
          window 1️⃣Toast { Banner: UIViewController }
        }
        """, id: "model.duplicate-window", message: "window 'Toast' is declared more than once"),
    .init(
      name: "a root already on screen",
      marked: """
        window Main { Home: UIViewController }
        scenario {
          Home presents Banner: UIViewController { modalPresentationStyle = fullScreen }
          1️⃣window Toast { Banner }
        }
        """, id: "model.invalid-event", message: ""),
  ]

  @Test("impossible window events are located errors", arguments: invalid)
  func invalidEvent(_ example: Invalid) throws {
    let marked = MarkedText(example.marked)
    let diagnostics = RulesFixtures.diagnostics(marked.text)
    let first = try #require(diagnostics.first, "no diagnostic")
    #expect(first.id.rawValue == example.id)
    if !example.message.isEmpty { #expect(first.message == example.message) }
    #expect(first.range?.start == marked.markers[1])
  }

  @Test("the canonical printer writes window events back, and they load the same")
  func canonicalForm() throws {
    let text =
      Self.header + """

        scenario {
          window Toast {
            windowLevel = alert
            Banner: Light {
              overrideUserInterfaceStyle = dark
            }
          }
          release Toast
        }
        """
    let model = try RulesFixtures.parse(text).model
    let printed = CanonicalRulesPrinter().print(model)
    #expect(printed.contains("\n  window Toast {\n    windowLevel = alert\n    Banner: Light {"))
    #expect(printed.contains("\n  release Toast\n"))
    #expect(!printed.contains("\nwindow Toast"), "\(printed)")
    let reloaded = try RulesFixtures.parse(printed).model
    #expect(ModelFingerprint.of(reloaded) == ModelFingerprint.of(model))
  }
}
