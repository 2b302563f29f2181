import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Every rules file under `Rules/cases` and `Rules/tn3105` resolves to what the seed
/// documents say: the 7-case article (seed 003), Apple's A12 for the capture
/// variants, and TN3105 (seed 004).
@Suite("Seed cases")
struct SeedCaseTests {
  struct Expectation: CustomTestStringConvertible, Sendable {
    let file: String
    let style: StatusBarStyle
    let content: StatusBarContent
    let decidedBy: String
    let source: String

    var testDescription: String { file }
  }

  static let expectations: [Expectation] = [
    .init(
      file: "Rules/cases/case-1.rules", style: .lightContent, content: .light, decidedBy: "SVC",
      source: "article case 1: SVC is called"),
    .init(
      file: "Rules/cases/case-2-1.rules", style: .lightContent, content: .light, decidedBy: "SVC",
      source: "article case 2-1: the subclass refers to its visible child"),
    .init(
      file: "Rules/cases/case-2-2.rules", style: .lightContent, content: .light, decidedBy: "NC",
      source: "article case 2-2: the navigation controller's preferredStatusBarStyle"),
    .init(
      file: "Rules/cases/case-3.rules", style: .lightContent, content: .light, decidedBy: "SVC",
      source: "article case 3: SVC is called"),
    .init(
      file: "Rules/cases/case-4-1.rules", style: .default, content: .dark, decidedBy: "NC",
      source: "article case 4-1: the navigation controller is called"),
    .init(
      file: "Rules/cases/case-4-2.rules", style: .lightContent, content: .light, decidedBy: "SVC",
      source: "article case 4-2: SVC is called"),
    .init(
      file: "Rules/cases/case-5-1.rules", style: .default, content: .dark, decidedBy: "NC",
      source: "article case 5: same as case 2"),
    .init(
      file: "Rules/cases/case-5-2.rules", style: .lightContent, content: .light, decidedBy: "SVC",
      source: "article case 5: same as case 2-1"),
    .init(
      file: "Rules/cases/case-6-1.rules", style: .default, content: .dark, decidedBy: "NC",
      source: "article case 6-1: the navigation controller is called"),
    .init(
      file: "Rules/cases/case-6-2.rules", style: .lightContent, content: .light, decidedBy: "SVC",
      source: "article case 6-2: SVC is called, PVC never"),
    .init(
      file: "Rules/cases/case-7-1.rules", style: .default, content: .dark, decidedBy: "NC",
      source: "article case 7: same as case 2"),
    .init(
      file: "Rules/cases/case-7-2.rules", style: .lightContent, content: .light, decidedBy: "SVC",
      source: "article case 7: same as case 2-1, PVC never"),
    .init(
      file: "Rules/cases/case-6-2-capture.rules", style: .default, content: .dark, decidedBy: "PVC",
      source: "A12: the capturing presented controller controls"),
    .init(
      file: "Rules/cases/case-7-2-capture.rules", style: .default, content: .dark, decidedBy: "PVC",
      source: "A12: the capturing presented controller controls"),
    .init(
      file: "Rules/tn3105/app-wide-style.rules", style: .lightContent, content: .light,
      decidedBy: "UIApplication", source: "TN3105: the switch NO and UIStatusBarStyle"),
    .init(
      file: "Rules/tn3105/navigation-subclass.rules", style: .lightContent, content: .light,
      decidedBy: "Root", source: "TN3105: a subclass returning visibleViewController"),
    .init(
      file: "Rules/tn3105/tab-bar.rules", style: .darkContent, content: .dark,
      decidedBy: "Settings", source: "TN3105: UITabBarController forwards on its own"),
    .init(
      file: "Rules/cases/pattern-delegate.rules", style: .default, content: .dark,
      decidedBy: "SVC", source: "article, delegate pattern: SVC's status bar starts black"),
    .init(
      file: "Rules/cases/pattern-delegate-without-update.rules", style: .default, content: .dark,
      decidedBy: "SVC", source: "article, delegate pattern: SVC's status bar starts black"),
    .init(
      file: "Rules/cases/pattern-singleton.rules", style: .default, content: .dark,
      decidedBy: "NC", source: "article, singleton pattern: the navigation controller is asked"),
    .init(
      file: "Rules/cases/pattern-appear-disappear.rules", style: .default, content: .dark,
      decidedBy: "NC", source: "article, viewDidAppear pattern: the navigation controller is asked"),
    .init(
      file: "Rules/pitfalls/custom-container.rules", style: .default, content: .dark,
      decidedBy: "Container", source: "R20: a custom container does not forward"),
    .init(
      file: "Rules/pitfalls/navigation-does-not-forward.rules", style: .default, content: .dark,
      decidedBy: "Nav", source: "R14: the navigation controller keeps the decision"),
    .init(
      file: "Rules/pitfalls/overfullscreen-without-capture.rules", style: .default,
      content: .dark, decidedBy: "Home", source: "R25: overFullScreen keeps the presenter"),
    .init(
      file: "Rules/pitfalls/overlay-window.rules", style: .default, content: .dark,
      decidedBy: "Banner", source: "R33: the frontmost window controls"),
    .init(
      file: "Rules/pitfalls/plist-switch-no.rules", style: .default, content: .dark,
      decidedBy: "UIApplication", source: "R3: the switch NO, UIStatusBarStyleDefault"),
    .init(
      file: "Rules/pitfalls/tab-inside-navigation.rules", style: .default, content: .dark,
      decidedBy: "Nav", source: "R14: the navigation controller around the tabs decides"),
  ]

  @Test("resolves as the seed documents say", arguments: expectations)
  func resolvesAsDocumented(_ expectation: Expectation) throws {
    let loaded = try RulesFixtures.load(expectation.file)
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(resolution.deciderName == expectation.decidedBy, "\(expectation.source)")
    #expect(resolution.style == expectation.style, "\(expectation.source)")
    #expect(resolution.content == expectation.content, "\(expectation.source)")
  }

  @Test("every file under Rules/cases, Rules/tn3105 and Rules/pitfalls has an expectation")
  func everyCaseIsChecked() {
    let files = RulesFixtures.allRulesFiles.filter {
      $0.hasPrefix("Rules/cases/") || $0.hasPrefix("Rules/tn3105/")
        || $0.hasPrefix("Rules/pitfalls/")
    }
    #expect(Set(files) == Set(Self.expectations.map(\.file)))
  }

  @Test("the article's twelve case files exist, named as the issue asks")
  func caseFilesAreNamedAsAsked() {
    let names = [
      "case-1", "case-2-1", "case-2-2", "case-3", "case-4-1", "case-4-2", "case-5-1", "case-5-2",
      "case-6-1", "case-6-2", "case-7-1", "case-7-2", "case-6-2-capture", "case-7-2-capture",
    ]
    let files = Set(RulesFixtures.allRulesFiles)
    for name in names {
      #expect(files.contains("Rules/cases/\(name).rules"), "missing \(name)")
    }
  }

  @Test(
    "PVC is never asked in cases 6 and 7 without capture",
    arguments: [
      "Rules/cases/case-6-1.rules", "Rules/cases/case-6-2.rules", "Rules/cases/case-7-1.rules",
      "Rules/cases/case-7-2.rules",
    ])
  func popupIsNeverAsked(_ file: String) throws {
    let resolution = StatusBarResolver(model: try RulesFixtures.load(file).model).resolve()
    let skipped = resolution.skipped.filter {
      $0.subjectName == "PVC" && $0.member == "preferredStatusBarStyle"
    }
    #expect(skipped.count == 1)
    #expect(
      !resolution.steps.contains {
        $0.subjectName == "PVC" && $0.question == "preferredStatusBarStyle?"
      })
  }
}
