import StyleRuleKit
import StyleRuleTestSupport
import Testing

@Suite("Explain")
struct ExplainerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let file: String
    let controller: String
    let departureRule: RuleID
    let firstFix: String
    let firstSupport: FixSupport
    var testDescription: String { "\(file) \(controller)" }
  }

  static let cases: [Case] = [
    .init(
      file: "Rules/cases/case-6-2.rules", controller: "PVC", departureRule: "R25",
      firstFix: "set modalPresentationCapturesStatusBarAppearance on 'PVC'",
      firstSupport: .supported),
    .init(
      file: "Rules/cases/case-4-1.rules", controller: "SVC", departureRule: "R14",
      firstFix: "make 'NC' an instance of a subclass", firstSupport: .supported),
    .init(
      file: "Rules/cases/case-2-2.rules", controller: "SVC", departureRule: "R14",
      firstFix: "override childForStatusBarStyle in class SampleNavigationViewController",
      firstSupport: .supported),
    .init(
      file: "Rules/cases/case-6-1.rules", controller: "PVC", departureRule: "R14",
      firstFix: "present 'PVC' with modalPresentationStyle .fullScreen",
      firstSupport: .changesScreen),
    .init(
      file: "Rules/tn3105/app-wide-style.rules", controller: "Home", departureRule: "R3",
      firstFix: "set UIViewControllerBasedStatusBarAppearance to YES", firstSupport: .supported),
    .init(
      file: "Rules/pitfalls/overlay-window.rules", controller: "Photo", departureRule: "R33",
      firstFix: "hide window 'Toast'", firstSupport: .changesScreen),
  ]

  @Test("the departure and the best fix", arguments: cases)
  func bestFix(_ expected: Case) throws {
    let model = try RulesFixtures.load(expected.file).model
    let explanation = try Explainer(model: model).explain(expected.controller)
    #expect(!explanation.targetDecides)
    #expect(explanation.departure.citation.rule == expected.departureRule)
    let first = try #require(explanation.fixes.first)
    #expect(
      first.steps.first?.summary.hasPrefix(expected.firstFix) == true,
      "\(first.steps.map(\.summary))")
    #expect(first.support == expected.firstSupport)
  }

  @Test("every fix verifies independently of the search", arguments: cases)
  func fixesVerify(_ expected: Case) throws {
    let model = try RulesFixtures.load(expected.file).model
    let explanation = try Explainer(model: model).explain(expected.controller)
    for fix in explanation.fixes {
      let reloaded = try RulesFile.parse(fix.editedSource)
      let resolution = StatusBarResolver(model: reloaded.model).resolve()
      #expect(resolution.deciderName == expected.controller)
      #expect(!fix.diff.isEmpty)
    }
  }

  @Test("fixes are ranked: fewer changes first, then supported before unsupported")
  func ranking() throws {
    for expected in Self.cases {
      let model = try RulesFixtures.load(expected.file).model
      let fixes = try Explainer(model: model).explain(expected.controller).fixes
      let keys = fixes.map { ($0.steps.count, $0.support.rawValue) }
      #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }, "\(expected.file): \(keys)")
    }
  }

  @Test("a subclass fix ranks before the extension fix, per TN3105")
  func subclassBeforeExtension() throws {
    let model = try RulesFixtures.load("Rules/cases/case-4-1.rules").model
    let summaries = try Explainer(model: model).explain("SVC").fixes.map { $0.steps[0].summary }
    let subclass = try #require(summaries.firstIndex { $0.contains("subclass") })
    let extensionFix = try #require(
      summaries.firstIndex { $0.contains("extension of UINavigationController") })
    #expect(subclass < extensionFix)
  }

  @Test("a fix that does not hold on every version says where and why")
  func versionCoverage() throws {
    // A sheet over a navigation controller inside a full-screen modal: a card from iOS 13
    // (not from the window's root, so R28 does not apply), full screen before.
    let model = try RulesFixtures.parse(
      """
      environment ios 17
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: UIViewController }
      Root presents Modal: UINavigationController {
        modalPresentationStyle = fullScreen
        Player: Light
      }
      Player presents Settings: UIViewController { modalPresentationStyle = pageSheet }
      """
    ).model
    let fix = try #require(try Explainer(model: model).explain("Player").fixes.first)
    // iOS 26 and 27 follow iOS 18: the range runs through the newest modelled version.
    #expect(fix.versions.holding.map(\.description) == ["iOS 13–27"])
    #expect(fix.versions.failing.map(\.versions.description) == ["iOS 7–12"])
    #expect(fix.versions.failing.first?.reason.contains("adapts to full screen") == true)
  }

  @Test("an extension override reported not to be called from iOS 13.4 is moved into a subclass")
  func extensionPreferenceFix() throws {
    let model = try RulesFixtures.parse(
      """
      environment ios 15
      extension UINavigationController { preferredStatusBarStyle = lightContent }
      window { NC: UINavigationController { Root: UIViewController } }
      """
    ).model
    let explanation = try Explainer(model: model).explain("NC")
    #expect(explanation.departure.citation.rule == "R17")
    let fix = try #require(explanation.fixes.first)
    #expect(
      fix.steps.map(\.summary) == [
        "make 'NC' an instance of a subclass that overrides preferredStatusBarStyle to return .lightContent"
      ])
    #expect(fix.resolution.style == .lightContent)
  }

  @Test("a side effect: an extension changes other navigation controllers too")
  func extensionSideEffects() throws {
    let model = try RulesFixtures.parse(
      """
      environment ios 12
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Tabs: UITabBarController {
        Home: UINavigationController { Feed: Light }
        More: UINavigationController { List: UIViewController } } }
      """
    ).model
    let fixes = try Explainer(model: model).explain("Feed").fixes
    let extensionFix = try #require(fixes.first { $0.support == .unsupported })
    #expect(
      extensionFix.sideEffects.contains("'More' now forwards to 'List'; it decided itself before"))
    let subclassFix = try #require(fixes.first { $0.support == .supported })
    #expect(subclassFix.sideEffects.isEmpty)
  }

  @Test("a controller covered by a full-screen presentation has no fix")
  func coveredHasNoFix() throws {
    let model = try RulesFixtures.parse(
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { Root: Light }
      Root presents Modal: UIViewController { modalPresentationStyle = fullScreen }
      """
    ).model
    let explanation = try Explainer(model: model).explain("Root")
    #expect(explanation.fixes.isEmpty)
    #expect(
      explanation.departure.reason
        == "'Root' presents 'Modal', which takes control (fullScreen hands over control)")
  }

  @Test("a controller that decides needs no fix")
  func decides() throws {
    let model = try RulesFixtures.load("Rules/cases/case-6-2.rules").model
    let explanation = try Explainer(model: model).explain("SVC")
    #expect(explanation.targetDecides)
    #expect(explanation.fixes.isEmpty)
    #expect(explanation.path.map(\.name) == ["window #1", "NC", "TBC", "SVC"])
  }

  @Test("an unknown controller is an error with a suggestion and a note")
  func unknownController() throws {
    let model = try RulesFixtures.load("Rules/cases/case-6-2.rules").model
    let error = try #require(throws: DiagnosticsError.self) {
      try Explainer(model: model).explain("SCV")
    }
    #expect(error.diagnostics.map(\.message) == ["no controller named 'SCV'; did you mean 'SVC'?"])
    #expect(error.diagnostics.first?.notes.first?.message == "'SVC' is declared here")
  }
}

/// Explain's edits and code for the names and files the language allows.
@Suite("Explain, names and files")
struct ExplainerSpellingTests {
  @Test("a child in the middle is found by its position, in code that compiles")
  func middleChild() throws {
    let loaded = try RulesFixtures.parse(
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window {
        Container: UIViewController {
          First: UIViewController
          Settings: Light
          Last: UIViewController
        }
      }
      """)
    let explanation = try Explainer(model: loaded.model).explain("Settings")
    let code = try #require(explanation.fixes.first?.steps.first?.swiftCode)
    #expect(code.contains("children.dropFirst(1).first"))
    // No comment may swallow a closing brace: braces balance on the lines that remain
    // once comments are removed.
    let uncommented = code.split(separator: "\n").map { line in
      line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }.joined()
    #expect(uncommented.filter { $0 == "{" }.count == uncommented.filter { $0 == "}" }.count)
  }

  @Test("names that need backticks keep them in the edited file")
  func backtickNames() throws {
    let loaded = try RulesFixtures.parse(
      """
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window {
        Box: UIViewController {
          Home: UIViewController
          `設定 画面`: Light
          `window`: UIViewController
        }
      }
      """)
    let explanation = try Explainer(model: loaded.model).explain("設定 画面")
    let first = try #require(explanation.fixes.first)
    #expect(first.diff.contains("childForStatusBarStyle = `設定 画面`"))
  }

  @Test("a byte-order mark stays first, and the fixes are those of the same file without it")
  func byteOrderMark() throws {
    let text = """
      window { NC: UINavigationController { S: Light } }
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      """
    let plain = try RulesFixtures.parse(text)
    let marked = try RulesFixtures.parse("\u{FEFF}" + text)
    let plainFixes = try Explainer(model: plain.model).explain("S").fixes
    let markedFixes = try Explainer(model: marked.model).explain("S").fixes
    #expect(markedFixes.count == plainFixes.count)
    #expect(markedFixes.count >= 3)
    for fix in markedFixes {
      #expect(fix.editedSource.bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    }
  }
}
