import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Every mistake an `observed` line can hold is reported at its place, with its message.
@Suite("Observed answers: invalid input")
struct ObservedAnswerInputTests {
  static let inputs: [InvalidInput] = [
    .init(
      "observed in a class body",
      """
      class Base: UIViewController {
        1️⃣observed preferredStatusBarStyle = lightContent
      }
      window { Root: Base }
      """,
      [
        .init(
          "syntax.expected-member", at: 1,
          "'observed' states what one view controller answered when a snapshot was taken, so it "
            + "goes in that controller's body, not in a class or an extension")
      ]),
    .init(
      "observed in a window body",
      """
      window {
        1️⃣observed prefersStatusBarHidden = true
        Root: UIViewController
      }
      """,
      [
        .init(
          "syntax.misplaced-keyword", at: 1,
          "'observed' states what a view controller answered when a snapshot was taken; write it "
            + "in that controller's body, not in a window's")
      ]),
    .init(
      "an instance property is not observed",
      """
      window {
        Root: UIViewController {
          observed 1️⃣modalPresentationStyle = fullScreen
        }
      }
      """,
      [
        .init(
          "model.not-observable", at: 1,
          "'modalPresentationStyle' is a property of the instance: write 'modalPresentationStyle "
            + "= fullScreen' without 'observed'; 'observed' states what the controller returned "
            + "for preferredStatusBarStyle, prefersStatusBarHidden, childForStatusBarStyle and "
            + "childForStatusBarHidden")
      ]),
    .init(
      "an unknown member, with a suggestion",
      "window { Root: UIViewController { observed 1️⃣prefersStatusBarHiden = true } }\n",
      [
        .init(
          "model.unknown-property", at: 1,
          "unknown member 'prefersStatusBarHiden' observed for 'Root'; did you mean "
            + "'prefersStatusBarHidden'?")
      ]),
    .init(
      "an observed child names a controller of the file",
      """
      window {
        Nav: UINavigationController {
          observed childForStatusBarStyle = 1️⃣Hme
          Home: UIViewController
        }
      }
      """,
      [
        .init(
          "model.unknown-controller", at: 1,
          "observed childForStatusBarStyle returns 'Hme', but no controller has that name; did "
            + "you mean 'Home'?")
      ]),
    .init(
      "an observed child is a controller, not a selector",
      """
      window {
        Nav: UINavigationController {
          observed childForStatusBarHidden = 1️⃣topViewController
          Home: UIViewController
        }
      }
      """,
      [
        .init(
          "model.invalid-value", at: 1,
          "'topViewController' is a selector, which the code evaluates; an observed "
            + "'childForStatusBarHidden' names the controller it returned, or nil")
      ]),
    .init(
      "an observed value is a value, not code",
      """
      window {
        Nav: UINavigationController {
          observed preferredStatusBarStyle = 1️⃣topViewController.preferredStatusBarStyle
          observed prefersStatusBarHidden = 2️⃣dynamic(true, false)
          Home: UIViewController {
            observed preferredStatusBarStyle = lightContent 3️⃣?? default
            observed prefersStatusBarHidden = 4️⃣maybe
          }
        }
      }
      """,
      [
        .init(
          "model.invalid-value", at: 1,
          "'topViewController.preferredStatusBarStyle' is not a status bar style for 'observed "
            + "preferredStatusBarStyle'; an observed 'preferredStatusBarStyle' is the value the "
            + "controller returned, such as lightContent"),
        .init(
          "model.dynamic-not-supported", at: 2,
          "an observed 'prefersStatusBarHidden' is the one value the controller returned when "
            + "the snapshot was taken, not 'dynamic'"),
        .init(
          "model.fallback-without-forwarding", at: 3,
          "an observed 'preferredStatusBarStyle' is the value the controller returned, which is "
            + "never nil; write that value without '??'"),
        .init(
          "model.invalid-value", at: 4,
          "'maybe' is not a boolean for 'observed prefersStatusBarHidden'; expected one of: "
            + "true, false, YES, NO"),
      ]),
    .init(
      "a member observed twice",
      """
      window {
        Root: UIViewController {
          1️⃣observed prefersStatusBarHidden = true
          2️⃣observed prefersStatusBarHidden = false
        }
      }
      """,
      [
        .init(
          "model.duplicate-setting", at: 2,
          "observed 'prefersStatusBarHidden' of 'Root' is set more than once", notesAt: [1])
      ]),
    .init(
      "a scenario cannot change an observed answer",
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: Light { observed preferredStatusBarStyle = lightContent } }
      scenario {
        Root.1️⃣preferredStatusBarStyle = default
      }
      """,
      [
        .init(
          "model.invalid-event", at: 1,
          "'Root' has an observed preferredStatusBarStyle, what it returned when the snapshot "
            + "was taken; a scenario cannot change an observed answer")
      ]),
  ]

  @Test("each problem is reported at its place", arguments: inputs)
  func reports(_ input: InvalidInput) {
    let marked = MarkedText(input.marked)
    let diagnostics = RulesFixtures.diagnostics(marked.text)
    let problems = ExpectedDiagnostic.mismatches(
      diagnostics, input.expected, markers: marked.markers)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("'observed' stays a name: a controller may be called so")
  func observedIsAName() throws {
    let loaded = try RulesFixtures.parse(
      """
      observed: UIViewController { observed prefersStatusBarHidden = true }
      window {
        Tabs: UITabBarController {
          observed
        }
      }
      """)
    let id = try #require(loaded.model.controller(named: "observed")?.id)
    #expect(
      loaded.model[id].parent
        == .container(try #require(loaded.model.controller(named: "Tabs")?.id)))
    #expect(loaded.model.observed(id)?.prefersStatusBarHidden?.value == true)
  }

  @Test("a controller an observed child names is asked wherever it is: it is not unplaced")
  func observedChildIsNotUnplaced() throws {
    let loaded = try RulesFixtures.parse(
      """
      Private: UIViewController { observed preferredStatusBarStyle = lightContent }
      window { Root: UIViewController { observed childForStatusBarStyle = Private } }
      """)
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings.map(\.message))")
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(resolution.deciderName == "Private")
    #expect(resolution.style == .lightContent)
  }
}
