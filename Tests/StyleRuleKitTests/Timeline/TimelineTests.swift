import StyleRuleKit
import StyleRuleTestSupport
import Testing

@Suite("Timelines")
struct TimelineTests {
  /// One state as the test expects it: what shows, whether UIKit asked again, whether stale.
  struct Expected: Equatable, CustomStringConvertible {
    let shows: StatusBarStyle
    let hidden: Bool
    let asked: Bool
    let stale: Bool
    var description: String { "\(shows)\(hidden ? " hidden" : "") asked:\(asked) stale:\(stale)" }
  }

  static func states(_ timeline: Timeline) -> [Expected] {
    timeline.states.map {
      Expected(
        shows: $0.shown.style, hidden: $0.shown.hidden, asked: $0.refresh.happens, stale: $0.isStale
      )
    }
  }

  static func timeline(_ file: String) throws -> Timeline {
    TimelineRunner(model: try RulesFixtures.load(file).model).run()
  }

  static func timeline(rules: String) throws -> Timeline {
    TimelineRunner(model: try RulesFixtures.parse(rules).model).run()
  }

  @Test("the delegate pattern: SVC lights the status bar for the popup and darkens it after")
  func delegatePattern() throws {
    let timeline = try Self.timeline("Rules/cases/pattern-delegate.rules")
    #expect(
      Self.states(timeline) == [
        .init(shows: .default, hidden: false, asked: true, stale: false),  // launch
        .init(shows: .default, hidden: false, asked: true, stale: false),  // first screen
        .init(shows: .lightContent, hidden: false, asked: true, stale: false),
        .init(shows: .lightContent, hidden: false, asked: true, stale: false),  // present
        .init(shows: .default, hidden: false, asked: true, stale: false),
        .init(shows: .default, hidden: false, asked: true, stale: false),  // dismiss
      ])
    #expect(timeline.states[3].shown.decidedBy == "SVC")
  }

  @Test("without setNeedsStatusBarAppearanceUpdate() the change waits for a presentation")
  func delegateWithoutUpdate() throws {
    let timeline = try Self.timeline("Rules/cases/pattern-delegate-without-update.rules")
    #expect(
      Self.states(timeline) == [
        .init(shows: .default, hidden: false, asked: true, stale: false),
        .init(shows: .default, hidden: false, asked: true, stale: false),
        .init(shows: .default, hidden: false, asked: false, stale: true),
        .init(shows: .lightContent, hidden: false, asked: true, stale: false),
        .init(shows: .lightContent, hidden: false, asked: false, stale: true),
        .init(shows: .default, hidden: false, asked: true, stale: false),
      ])
    let stale = timeline.states[2]
    #expect(stale.refreshedBy == 3)
    #expect(stale.fixNow == "call svc.setNeedsStatusBarAppearanceUpdate() right after the change")
    #expect(stale.refresh.citation.rule == "R11")
    #expect(stale.refresh.citation.confidence == .inferred)
  }

  @Test("the singleton pattern works on iOS 12 and not from iOS 13.4 (R17)")
  func singletonPattern() throws {
    let model = try RulesFixtures.load("Rules/cases/pattern-singleton.rules").model
    let before = TimelineRunner(model: model).run()
    #expect(before.states.map(\.shown.style) == [.default, .default, .lightContent, .default])
    let after = TimelineRunner(
      model: model, overrides: EnvironmentLayers(options: EnvironmentSettings(ios: OSVersion(17)))
    )
    .run()
    #expect(after.states.map(\.shown.style) == [.default, .default, .default, .default])
    let steps = after.states[2].current?.styleSteps ?? []
    #expect(steps.contains { $0.citation.rule == "R17" && $0.citation.confidence == .singleReport })
  }

  @Test("the viewDidAppear / viewWillDisappear pattern")
  func appearDisappearPattern() throws {
    let timeline = try Self.timeline("Rules/cases/pattern-appear-disappear.rules")
    #expect(
      timeline.states.map(\.shown.style) == [
        .default, .default, .default, .lightContent, .default, .default,
      ])
    #expect(timeline.staleStates.isEmpty)
    #expect(
      timeline.states.map(\.shown.hiddenDecidedBy) == [
        "Info.plist", "Home", "Photo", "Photo", "Photo", "Home",
      ])
  }

  @Test("a hidden navigation bar is not picked up until something asks again (R11)")
  func navigationBarHidden() throws {
    let timeline = try Self.timeline(
      rules: """
        environment ios 12
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { Top: Light } }
        scenario {
          NC.isNavigationBarHidden = true
          NC.setNeedsStatusBarAppearanceUpdate()
        }
        """)
    #expect(
      Self.states(timeline).dropFirst(2) == [
        .init(shows: .default, hidden: false, asked: false, stale: true),
        .init(shows: .lightContent, hidden: false, asked: true, stale: false),
      ])
  }

  @Test("setNeedsStatusBarAppearanceUpdate() in a window that does not control does nothing")
  func updateInOtherWindow() throws {
    let timeline = try Self.timeline(
      rules: """
        environment ios 12
        class Styled: UIViewController { preferredStatusBarStyle = default }
        window Main { Home: Styled }
        window Toast { windowLevel = alert
          Banner: Styled }
        scenario {
          Home.preferredStatusBarStyle = lightContent; Home.setNeedsStatusBarAppearanceUpdate()
          Banner.preferredStatusBarStyle = lightContent; Home.setNeedsStatusBarAppearanceUpdate()
          Toast.isHidden = true
        }
        """)
    let states = timeline.states
    #expect(states[2].refresh.happens == false)
    #expect(states[2].refresh.citation.claim == "update-in-controlling-window")
    #expect(states[2].isStale == false)  // Home is not the decider: nothing changes on screen
    #expect(states[3].isStale)  // Banner decides and was changed; Home's call does not reach it
    #expect(states[4].refresh.happens)  // hiding a window makes UIKit ask again
    #expect(states[4].shown.decidedBy == "Home")
  }

  @Test("an appearance change refreshes only a status bar that follows it (R31)")
  func appearance() throws {
    let timeline = try Self.timeline(
      rules: """
        environment ios 17, appearance light
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { Tabs: UITabBarController { First: UIViewController
          Second: Light } }
        scenario {
          appearance dark
          Tabs selects Second
          appearance light
        }
        """)
    let states = timeline.states
    #expect(states[2].refresh.happens && states[2].shown.content == .light)
    #expect(states[3].shown.style == .lightContent)
    #expect(states[4].refresh.happens == false)
    #expect(states[4].refresh.citation.rule == "R31")
  }

  @Test("rotation refreshes; hidden follows the device (R9)")
  func rotation() throws {
    let timeline = try Self.timeline(
      rules: """
        environment ios 17, device iphone-face-id
        window { Root: UIViewController }
        scenario {
          orientation landscape
          orientation portrait
        }
        """)
    #expect(timeline.states.map(\.shown.hidden) == [false, false, true, false])
    #expect(timeline.states[2].shown.hiddenDecidedBy == "UIKit")
  }

  @Test("a file without a scenario has the launch and the first screen")
  func noScenario() throws {
    let timeline = try Self.timeline("Rules/cases/case-1.rules")
    #expect(timeline.states.count == 2)
    #expect(timeline.states[0].shown.decidedBy == "Info.plist")
  }

  @Test("events joined by ';' are judged after the last one")
  func joinedEventsAreOneMoment() throws {
    let timeline = try Self.timeline(
      rules: """
        environment ios 17
        class Screen: UIViewController { preferredStatusBarStyle = default }
        window { Root: Screen }
        scenario {
          Root presents Modal: UIViewController {
            modalPresentationStyle = overFullScreen
          }; Root.preferredStatusBarStyle = lightContent
        }
        """)
    #expect(timeline.states.count == 3)
    #expect(timeline.states[2].refresh.happens)
    #expect(!timeline.states[2].isStale)
    #expect(timeline.states[2].shown.style == .lightContent)
  }

  @Test("an event that changes nothing does not make UIKit ask again")
  func noChangeNoRefresh() throws {
    let timeline = try Self.timeline(
      rules: """
        environment ios 17, orientation portrait
        class Screen: UIViewController { preferredStatusBarStyle = default }
        window { Tabs: UITabBarController { Root: Screen; Other: UIViewController } }
        scenario {
          Screen.preferredStatusBarStyle = lightContent
          orientation portrait
          Tabs selects Root
          orientation landscape
        }
        """)
    #expect(Self.states(timeline).map(\.stale) == [false, false, true, true, true, false])
    #expect(timeline.states[2].refreshedBy == 5)
  }

  @Test("the system appearance does not reach a controller that overrides its traits (R31)")
  func appearanceBehindOverride() throws {
    let timeline = try Self.timeline(
      rules: """
        environment ios 17, appearance light
        class Screen: UIViewController { prefersStatusBarHidden = false }
        window { Root: Screen { overrideUserInterfaceStyle = light } }
        scenario {
          Screen.prefersStatusBarHidden = true
          appearance dark
        }
        """)
    #expect(!timeline.states[3].refresh.happens)
    #expect(timeline.states[3].isStale)
  }

  @Test("a long scenario keeps only what each state shows")
  func longScenario() throws {
    var lines = [
      "class Light: UIViewController { preferredStatusBarStyle = lightContent }",
      "class Nav: UINavigationController { childForStatusBarStyle = topViewController }",
      "window { NC: Nav { Root: UIViewController } }", "scenario {",
    ]
    for index in 0..<300 {
      lines.append("  NC pushes P\(index): Light")
      lines.append("  NC pops")
    }
    lines.append("}")
    let timeline = try Self.timeline(rules: lines.joined(separator: "\n"))
    #expect(timeline.states.count == 602)
    #expect(timeline.states.filter(\.isStale).isEmpty)
    #expect(timeline.states[2].shown.style == .lightContent)
    #expect(timeline.states[3].shown.style == .default)
  }
}
