import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `observed` lines: what an instance answered replaces the overrides and UIKit's defaults
/// for that member, while the rules about presentations, windows and scenes still apply.
@Suite("Observed answers")
struct ObservedAnswerTests {
  /// The resolution of inline rules text.
  static func resolve(_ text: String, scene: Int = 0) throws -> StatusBarResolution {
    StatusBarResolver(model: try RulesFixtures.parse(text).model).resolve(scene: scene)
  }

  @Test("an observed value replaces the class's override, and the trace says it was observed")
  func valueReplacesOverride() throws {
    let text = """
      environment ios 17
      class Light: UIViewController {
        preferredStatusBarStyle = lightContent
        prefersStatusBarHidden = true
      }
      window {
        Home: Light {
          observed preferredStatusBarStyle = darkContent
          observed prefersStatusBarHidden = false
        }
      }
      """
    let resolution = try Self.resolve(text)
    #expect(resolution.style == .darkContent)
    #expect(resolution.hidden == false)
    let styleStep = try #require(
      resolution.steps.first { $0.question == "preferredStatusBarStyle?" })
    #expect(styleStep.answer == "darkContent, observed in the snapshot")
    #expect(styleStep.citation.rule == "R8")
    let source = try RulesFixtures.parse(text).model.source
    let location = try #require(styleStep.location)
    #expect(source.text(in: location.start..<location.end).hasPrefix("observed"))
    // The answer came from the instance, through whatever override it has: not skipped.
    #expect(resolution.skipped.isEmpty, "\(resolution.skipped.map(\.reason))")
  }

  @Test("an observed child replaces UIKit's forwarding, both ways")
  func childReplacesForwarding() throws {
    // A navigation controller with a visible bar keeps the decision (R14), and a tab bar
    // controller forwards to its selected tab (R18); the observed answers say otherwise.
    let resolution = try Self.resolve(
      """
      environment ios 17
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window {
        Nav: UINavigationController {
          observed childForStatusBarStyle = Tabs
          Tabs: UITabBarController {
            observed childForStatusBarStyle = nil
            observed preferredStatusBarStyle = darkContent
            Home: Light
          }
        }
      }
      """)
    #expect(resolution.deciderName == "Tabs")
    #expect(resolution.style == .darkContent)
    let forwarding = resolution.steps.filter { $0.question == "childForStatusBarStyle?" }
    #expect(
      forwarding.map(\.answer) == [
        "'Tabs', observed in the snapshot: UIKit asks it in turn",
        "nil, observed in the snapshot: 'Tabs' decides itself",
      ])
  }

  static let departureText = """
    environment ios 17
    class Light: UIViewController { preferredStatusBarStyle = lightContent }
    window {
      Tabs: UITabBarController {
        observed childForStatusBarStyle = nil
        Home: Light
      }
    }
    """

  @Test("a controller left by an observed answer is explained by it")
  func departure() throws {
    let model = try RulesFixtures.parse(Self.departureText).model
    let home = try #require(model.controller(named: "Home")?.id)
    let resolution = StatusBarResolver(model: model).resolve()
    #expect(resolution.deciderName == "Tabs")
    let departure = resolution.departure(for: home)
    #expect(departure.reason.contains("observed in the snapshot"), "\(departure.reason)")
    #expect(departure.leavesAt == model.controller(named: "Tabs")?.id)
  }

  @Test(
    "presentations still decide who is asked (R24, R25)",
    arguments: [
      ("overFullScreen", false, "Home"), ("overFullScreen", true, "Popup"),
      ("fullScreen", false, "Popup"),
    ])
  func presentationsStillApply(style: String, captures: Bool, decider: String) throws {
    let resolution = try Self.resolve(
      """
      environment ios 17
      window { Home: UIViewController { observed preferredStatusBarStyle = darkContent } }
      Home presents Popup: UIViewController {
        modalPresentationStyle = \(style)
        modalPresentationCapturesStatusBarAppearance = \(captures)
        observed preferredStatusBarStyle = lightContent
      }
      """)
    #expect(resolution.deciderName == decider)
    #expect(resolution.style == (decider == "Popup" ? .lightContent : .darkContent))
  }

  @Test("windows and scenes still decide who is asked (R33, R34)")
  func windowsStillApply() throws {
    let text = """
      environment ios 17, device ipad
      scene {
        window { Main: UIViewController { observed preferredStatusBarStyle = darkContent } }
        window {
          isHidden = true
          Hidden: UIViewController { observed preferredStatusBarStyle = lightContent }
        }
      }
      scene {
        window { Other: UIViewController { observed preferredStatusBarStyle = lightContent } }
      }
      """
    #expect(try Self.resolve(text).deciderName == "Main")
    #expect(try Self.resolve(text, scene: 1).deciderName == "Other")
  }

  @Test("the system's rules still apply: no room on an iPhone with Face ID in landscape (R9)")
  func systemRulesStillApply() throws {
    let resolution = try Self.resolve(
      """
      environment ios 17, device iphone-face-id, orientation landscape
      window { Home: UIViewController { observed prefersStatusBarHidden = false } }
      """)
    #expect(resolution.hidden)
    #expect(resolution.hiddenAnswer.decider == .system("R9"))
  }

  @Test("what default shows still follows the traits (R31)")
  func traitsStillApply() throws {
    let resolution = try Self.resolve(
      """
      environment ios 17, appearance light
      window {
        overrideUserInterfaceStyle = dark
        Home: UIViewController { observed preferredStatusBarStyle = default }
      }
      """)
    #expect((resolution.style, resolution.content) == (.default, .light))
  }

  @Test("an observed answer of an opaque class is known: the answer is certain")
  func opaqueButObserved() throws {
    let resolution = try Self.resolve(
      """
      class Library: opaque UIViewController
      window {
        Home: Library {
          observed childForStatusBarStyle = nil
          observed preferredStatusBarStyle = lightContent
          observed childForStatusBarHidden = nil
          observed prefersStatusBarHidden = false
        }
      }
      """)
    #expect(resolution.cannotTell.isEmpty, "\(resolution.cannotTell)")
    #expect(resolution.style == .lightContent)
  }

  @Test("an observed answer other than the default that is never asked is not consulted")
  func notConsulted() throws {
    let resolution = try Self.resolve(
      """
      environment ios 17
      window { Home: UIViewController { observed preferredStatusBarStyle = default } }
      Home presents Player: UIViewController {
        modalPresentationStyle = overFullScreen
        observed preferredStatusBarStyle = lightContent
        observed prefersStatusBarHidden = true
      }
      """)
    #expect(resolution.deciderName == "Home")
    let skipped = resolution.skipped.map { "\($0.subjectName).\($0.member) = \($0.value)" }
    #expect(
      skipped == [
        "Player.preferredStatusBarStyle = lightContent (observed)",
        "Player.prefersStatusBarHidden = true (observed)",
      ])
    #expect(resolution.skipped.allSatisfy { $0.reason.contains("overFullScreen") })
  }

  @Test("the canonical form keeps observed lines", arguments: [Self.departureText])
  func canonical(_ text: String) throws {
    let model = try RulesFixtures.parse(text).model
    let printed = CanonicalRulesPrinter().print(model)
    #expect(printed.contains("observed childForStatusBarStyle = nil"))
    let reloaded = try RulesFixtures.parse(printed).model
    #expect(CanonicalRulesPrinter().print(reloaded) == printed)
    let tabs = try #require(reloaded.controller(named: "Tabs")?.id)
    #expect(reloaded.observed(tabs)?.childForStatusBarStyle?.value == .some(nil))
  }

  @Test(
    "what the deciding controller answers is what the resolution shows",
    arguments: RulesFixtures.allRulesFiles)
  func answersAgreeWithResolution(_ file: String) throws {
    let model = try RulesFixtures.load(file).model
    let resolver = StatusBarResolver(model: model)
    let answers = resolver.allAnswers()
    #expect(answers.count == model.controllers.count)
    for scene in model.scenes.indices {
      let resolution = resolver.resolve(scene: scene)
      if case .controller(let decider) = resolution.styleAnswer.decider {
        #expect(answers[decider.index].preferredStatusBarStyle == resolution.style, "\(file)")
        if answers[decider.index].childForStatusBarStyle != nil {
          // The decider forwards: what it forwards to yielded nothing, or asks it back.
          #expect(
            resolution.steps.contains {
              $0.subject == .controller(decider)
                && ($0.answer.contains("yields nothing")
                  || $0.answer.contains("already being asked"))
            }, "\(file): '\(resolution.deciderName)' forwards, yet decides")
        }
      }
      if case .controller(let decider) = resolution.hiddenAnswer.decider {
        #expect(answers[decider.index].prefersStatusBarHidden == resolution.hidden, "\(file)")
      }
    }
  }
}
