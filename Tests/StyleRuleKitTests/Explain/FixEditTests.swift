import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Every fix `explain` proposes, applied as a user would apply it.
///
/// A fix's edits are applied to the file's text, and so is its diff. The result must be
/// well formatted, parse without a diagnostic, and make the controller decide with the
/// style the fix claims.
@Suite("Explain, applying fixes")
struct FixEditTests {
  @Test(
    "every fix for every controller that does not decide, in every file under Rules/",
    arguments: RulesFixtures.allRulesFiles)
  func everyRulesFile(_ path: String) throws {
    let loaded = try RulesFixtures.load(path)
    let model = loaded.model
    #expect(
      AppliedFix.layoutProblems(in: model.source.text(in: 0..<model.source.bytes.count)) == [],
      "\(path) is not indented two spaces per brace, so its fixes cannot be checked against it")
    let resolution = StatusBarResolver(model: model).resolve()
    for controller in model.controllers
    where !resolution.departure(for: controller.id).controllerDecides {
      let explanation = try Explainer(model: model).explain(controller.name)
      for (rank, fix) in explanation.fixes.enumerated() {
        let problems = AppliedFix.problems(
          fix, target: controller.name, original: model.source, warnings: loaded.warnings,
          screen: explanation.screen)
        #expect(problems == [], "\(path) \(controller.name), fix \(rank + 1):\n\(fix.diff)")
      }
    }
  }

  struct OneLine: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let target: String
    let fix: String
    let edited: String
    var testDescription: String { name }
  }

  static let oneLineBodies: [OneLine] = [
    .init(
      name: "a controller body with two statements joined by ';'",
      text: """
        class Photo: UIViewController { prefersStatusBarHidden = true }
        window { Nav: UINavigationController { Home: UIViewController; P: Photo } }
        """,
      target: "P", fix: "hide the navigation bar of 'Nav'",
      edited: """
        class Photo: UIViewController { prefersStatusBarHidden = true }
        window { Nav: UINavigationController { isNavigationBarHidden = true; Home: UIViewController; P: Photo } }
        """),
    .init(
      name: "a controller body with one statement",
      text: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { Nav: UINavigationController { P: Light } }
        """,
      target: "P", fix: "hide the navigation bar of 'Nav'",
      edited: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { Nav: UINavigationController { isNavigationBarHidden = true; P: Light } }
        """),
    .init(
      name: "a class body with one statement",
      text: """
        class X: UIViewController { prefersStatusBarHidden = false }
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { C: X { A: Light } }
        """,
      target: "A", fix: "override childForStatusBarStyle in class X",
      edited: """
        class X: UIViewController { childForStatusBarStyle = children.last; prefersStatusBarHidden = false }
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { C: X { A: Light } }
        """),
    .init(
      name: "a class body with two statements joined by ';'",
      text: """
        class X: UIViewController { prefersStatusBarHidden = false; definesPresentationContext = true }
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window {
          C: X {
            A: Light
          }
        }
        """,
      target: "A", fix: "override childForStatusBarStyle in class X",
      edited: """
        class X: UIViewController { childForStatusBarStyle = children.last; prefersStatusBarHidden = false; definesPresentationContext = true }
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window {
          C: X {
            A: Light
          }
        }
        """),
    .init(
      name: "an empty class body on one line",
      text: """
        class X: UIViewController { }
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { C: X { A: Light } }
        """,
      target: "A", fix: "override childForStatusBarStyle in class X",
      edited: """
        class X: UIViewController { childForStatusBarStyle = children.last }
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { C: X { A: Light } }
        """),
    .init(
      name: "a class without a body, followed by a statement on its line",
      text: """
        class X: UIViewController; class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { C: X { A: Light } }
        """,
      target: "A", fix: "override childForStatusBarStyle in class X",
      edited: """
        class X: UIViewController { childForStatusBarStyle = children.last }; class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { C: X { A: Light } }
        """),
    .init(
      name: "a presented controller without a body, inside a one-line body",
      text: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { Root: UIViewController { presents P: Light { modalPresentationStyle = overFullScreen } } }
        """,
      target: "P", fix: "set modalPresentationCapturesStatusBarAppearance on 'P'",
      edited: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { Root: UIViewController { presents P: Light { modalPresentationCapturesStatusBarAppearance = true; modalPresentationStyle = overFullScreen } } }
        """),
    .init(
      name: "a controller without a body in a one-line body",
      text: """
        class Over: UIViewController { modalPresentationStyle = overFullScreen; preferredStatusBarStyle = lightContent }
        window { Root: UIViewController { presents P: Over } }
        """,
      target: "P", fix: "set modalPresentationCapturesStatusBarAppearance on 'P'",
      edited: """
        class Over: UIViewController { modalPresentationStyle = overFullScreen; preferredStatusBarStyle = lightContent }
        window { Root: UIViewController { presents P: Over { modalPresentationCapturesStatusBarAppearance = true } } }
        """),
    .init(
      name: "a one-line window body",
      text: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window Main { Photo: Light }
        window Toast { windowLevel = alert; Banner: UIViewController }
        """,
      target: "Photo", fix: "hide window 'Toast'",
      edited: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window Main { Photo: Light }
        window Toast { isHidden = true; windowLevel = alert; Banner: UIViewController }
        """),
    .init(
      name: "a brace followed by a comment: the new line comes after it",
      text: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window {
          Nav: UINavigationController {  # the main stack
              P: Light
          }
        }
        """,
      target: "P", fix: "hide the navigation bar of 'Nav'",
      edited: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window {
          Nav: UINavigationController {  # the main stack
              isNavigationBarHidden = true
              P: Light
          }
        }
        """),
    .init(
      name: "CRLF line endings stay CRLF",
      text: "class Light: UIViewController { preferredStatusBarStyle = lightContent }\r\n"
        + "window {\r\n  Nav: UINavigationController {\r\n    P: Light\r\n  }\r\n}\r\n",
      target: "P", fix: "hide the navigation bar of 'Nav'",
      edited: "class Light: UIViewController { preferredStatusBarStyle = lightContent }\r\n"
        + "window {\r\n  Nav: UINavigationController {\r\n    isNavigationBarHidden = true\r\n"
        + "    P: Light\r\n  }\r\n}\r\n"),
  ]

  @Test("an edit to a one-line body keeps it on its line", arguments: oneLineBodies)
  func oneLineBody(_ example: OneLine) throws {
    let loaded = try RulesFixtures.parse(example.text)
    let explanation = try Explainer(model: loaded.model).explain(example.target)
    let fix = try #require(
      explanation.fixes.first { $0.steps.count == 1 && $0.steps[0].summary.hasPrefix(example.fix) },
      "\(explanation.fixes.map { $0.steps.map(\.summary) })")
    let edited = fix.editedSource.text(in: 0..<fix.editedSource.bytes.count)
    #expect(edited == example.edited)
    #expect(
      AppliedFix.problems(
        fix, target: example.target, original: loaded.model.source, warnings: loaded.warnings,
        checkLayout: false) == [])
  }
}

/// Applies a fix's edits, and its diff, to the original file and checks the result.
enum AppliedFix {
  /// What is wrong with `fix` once applied; empty when nothing is.
  ///
  /// With `checkLayout`, every line the fix adds must be indented two spaces per open
  /// brace, as the files under `Rules/` are, and no line may end in spaces.
  static func problems(
    _ fix: Fix, target: String, original: SourceFile, warnings: [Diagnostic],
    checkLayout: Bool = true, screen: ScreenWay? = nil
  ) -> [String] {
    var problems: [String] = []
    let edited = fix.steps.reduce(original) { $0.applying($1.edits) }
    if edited.bytes != fix.editedSource.bytes {
      problems.append("the steps' edits do not give the fixed file")
    }
    let originalText = original.text(in: 0..<original.bytes.count)
    let editedText = edited.text(in: 0..<edited.bytes.count)
    let patched = UnifiedDiff.apply(fix.diff, to: lines(of: originalText))
    if patched != lines(of: editedText) {
      problems.append("the diff, applied to the file, does not give the fixed file")
    }
    if checkLayout {
      problems += layoutProblems(in: editedText)
    }
    do {
      let loaded = try RulesFile.parse(edited)
      let before = Set(warnings.map(\.message))
      for warning in loaded.warnings where !before.contains(warning.message) {
        problems.append("new warning: \(warning.message)")
      }
      // A fix for a controller not on screen at launch holds on the screen explained.
      guard
        let model = screen.map({ $0.replay(on: loaded.model, overrides: .init())?.model })
          ?? loaded.model
      else { return problems + ["the way to the screen explained no longer plays"] }
      let resolution = StatusBarResolver(model: model).resolve()
      guard let id = model.controller(named: target)?.id else {
        return problems + ["'\(target)' is gone"]
      }
      if !resolution.departure(for: id).controllerDecides || resolution.deciderName != target {
        problems.append("'\(target)' does not decide: '\(resolution.deciderName)' does")
      }
      if resolution.style != fix.resolution.style || resolution.content != fix.resolution.content {
        problems.append(
          "claimed \(fix.resolution.style) (\(fix.resolution.content)), resolved "
            + "\(resolution.style) (\(resolution.content))")
      }
    } catch {
      problems += error.diagnostics.map { "does not parse: \($0.message)" }
    }
    return problems
  }

  /// The lines of a text, split at LF and CRLF.
  private static func lines(of text: String) -> [String] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
  }

  /// The lines not indented two spaces per brace open at their start (one less for a line
  /// that starts with `}`), or that end in spaces or tabs.
  static func layoutProblems(in text: String) -> [String] {
    var problems: [String] = []
    var depth = 0
    for (number, line) in lines(of: text).enumerated() {
      let indent = line.prefix { $0 == " " }.count
      let content = line.dropFirst(indent)
      if let last = line.last, last == " " || last == "\t" {
        problems.append("line \(number + 1) ends in spaces: '\(line)'")
      }
      if !content.isEmpty {
        let expected = 2 * (content.first == "}" ? max(0, depth - 1) : depth)
        if indent != expected {
          problems.append("line \(number + 1) is indented \(indent), not \(expected): '\(line)'")
        }
      }
      depth = max(0, depth + braceBalance(of: content))
    }
    return problems
  }

  /// Opening minus closing braces on a line, outside comments and backtick names.
  private static func braceBalance(of line: Substring) -> Int {
    var balance = 0
    var inBackticks = false
    var previous: Character?
    for character in line {
      if character == "`" {
        inBackticks.toggle()
      } else if !inBackticks {
        if character == "#" || (character == "/" && previous == "/") { break }
        if character == "{" { balance += 1 }
        if character == "}" { balance -= 1 }
      }
      previous = character
    }
    return balance
  }
}

/// Window changes: showing the target's window, hiding the windows in front of it, or
/// raising it (R33).
@Suite("Explain, window fixes")
struct WindowFixTests {
  struct Example: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    /// Each fix's step summaries (their start), best first.
    let fixes: [[String]]
    /// The Swift code of every step of every fix, in order.
    let code: [String]
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    .init(
      name: "the only window is hidden",
      text: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { isHidden = true; Photo: Light }
        """,
      fixes: [["show window #1, which is hidden"]],
      code: ["window.isHidden = false"]),
    .init(
      name: "a visible window behind an overlay",
      text: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window Main {
          Photo: Light
        }
        window Toast {
          windowLevel = alert
          Banner: UIViewController
        }
        """,
      fixes: [
        ["hide window 'Toast'"],
        ["raise the windowLevel of window 'Main' to 2001, in front of window 'Toast' (alert)"],
      ],
      code: [
        "toastWindow.isHidden = true",
        "mainWindow.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)",
      ]),
    .init(
      name: "a hidden window behind an overlay",
      text: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window Main { isHidden = true; Photo: Light }
        window Toast { windowLevel = statusBar; Banner: UIViewController }
        """,
      fixes: [
        ["show window 'Main'", "hide window 'Toast'"],
        ["show window 'Main'", "raise the windowLevel of window 'Main' to 1001"],
      ],
      code: [
        "mainWindow.isHidden = false", "toastWindow.isHidden = true",
        "mainWindow.isHidden = false",
        "mainWindow.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue + 1)",
      ]),
    .init(
      name: "two windows in front, the later one at the same level",
      text: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window Main { Photo: Light }
        window Onboarding { Intro: UIViewController }
        window Toast { windowLevel = 5; Banner: UIViewController }
        """,
      fixes: [
        ["raise the windowLevel of window 'Main' to 6, in front of window 'Toast' (5)"],
        ["hide window 'Toast'", "hide window 'Onboarding'"],
        [
          "hide window 'Toast'",
          "raise the windowLevel of window 'Main' to 1, in front of window 'Onboarding' (normal)",
        ],
      ],
      code: [
        "mainWindow.windowLevel = UIWindow.Level(rawValue: 6)",
        "toastWindow.isHidden = true", "onboardingWindow.isHidden = true",
        "toastWindow.isHidden = true",
        "mainWindow.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.normal.rawValue + 1)",
      ]),
  ]

  @Test("window changes are proposed, verified and cited", arguments: examples)
  func windowFixes(_ example: Example) throws {
    let loaded = try RulesFixtures.parse(example.text)
    let explanation = try Explainer(model: loaded.model).explain("Photo")
    #expect(explanation.departure.citation.rule == "R33")
    let summaries = explanation.fixes.map { $0.steps.map(\.summary) }
    #expect(summaries.count == example.fixes.count, "\(summaries)")
    for (found, expected) in zip(summaries, example.fixes) {
      #expect(found.count == expected.count, "\(found)")
      for (summary, start) in zip(found, expected) {
        #expect(summary.hasPrefix(start), "\(summary)")
      }
    }
    #expect(explanation.fixes.flatMap(\.steps).map(\.swiftCode) == example.code)
    for fix in explanation.fixes {
      #expect(fix.steps.allSatisfy { $0.citation.rule == "R33" })
      #expect(fix.support == .changesScreen)
      #expect(
        AppliedFix.problems(
          fix, target: "Photo", original: loaded.model.source, warnings: loaded.warnings) == [])
    }
  }

  @Test("raising a window says which windows are now behind it")
  func raisingCoversWindows() throws {
    let loaded = try RulesFixtures.load("Rules/pitfalls/overlay-window.rules")
    let fixes = try Explainer(model: loaded.model).explain("Photo").fixes
    let raise = try #require(fixes.first { $0.steps[0].summary.hasPrefix("raise") })
    #expect(raise.sideEffects == ["window 'Toast' is now behind window 'Main'"])
    let hide = try #require(fixes.first { $0.steps[0].summary.hasPrefix("hide") })
    #expect(hide.sideEffects.isEmpty)
  }
}
