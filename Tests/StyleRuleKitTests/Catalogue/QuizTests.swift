import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The quiz's questions and judging, and the generator behind its made-up hierarchies.
@Suite("Quiz")
struct QuizTests {
  @Test(
    "generated hierarchies load without a diagnostic, and a controller or UIApplication decides, for sure",
    arguments: 0..<300)
  func generatedHierarchies(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let text = HierarchyGenerator().rulesText(using: &random)
    let loaded = try RulesFixtures.parse(text)
    #expect(loaded.warnings.isEmpty, "\(text)")
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    let names = Set(loaded.model.controllers.map(\.name)).union(["UIApplication", "UIKit"])
    #expect(names.contains(resolution.deciderName))
    #expect(resolution.cannotTell.isEmpty, "a quiz answer must be certain: \(text)")
  }

  @Test("the generator's hierarchies vary: every rule family turns up")
  func variety() throws {
    var rules: Set<RuleID> = []
    var random = SeededGenerator(seed: 1)
    for _ in 0..<200 {
      let loaded = try RulesFixtures.parse(HierarchyGenerator().rulesText(using: &random))
      let resolution = StatusBarResolver(model: loaded.model).resolve()
      rules.formUnion(resolution.steps.map(\.citation.rule))
    }
    for rule: RuleID in ["R3", "R10", "R14", "R15", "R18", "R20", "R24", "R25", "R38", "R42"] {
      #expect(rules.contains(rule), "no generated hierarchy cites \(rule)")
    }
  }

  @Test("a seed fixes the questions and their order")
  func seeds() {
    let first = Quiz(count: 6, seed: 3, source: .mixed).questions.map(\.model.source.bytes)
    let again = Quiz(count: 6, seed: 3, source: .mixed).questions.map(\.model.source.bytes)
    let other = Quiz(count: 6, seed: 4, source: .mixed).questions.map(\.model.source.bytes)
    #expect(first == again)
    #expect(first != other)
    #expect(first.count == 6)
  }

  @Test("the catalogue supplies distinct questions")
  func catalogueQuestions() {
    let questions = Quiz(count: 10, seed: 8, source: .cases).questions
    #expect(Set(questions.map(\.origin)).count == 10)
    #expect(questions.allSatisfy { CaseCatalogue.named($0.origin) != nil })
  }

  @Test("a snapshot is never a question: its answers are observed, not reasoned")
  func noSnapshots() throws {
    let snapshots = CaseCatalogue.cases.filter {
      (try? RulesFile.parse($0.source).model.observedAnswers.isEmpty) == false
    }
    #expect(!snapshots.isEmpty)
    // A file whose controllers are chosen at run time has an answer per alternative: not a
    // question either.
    let choices = CaseCatalogue.cases.filter {
      (try? RulesFile.parse($0.source).model.controllerChoices.isEmpty) == false
    }
    // As many questions as the catalogue has other cases: each one once.
    let count = CaseCatalogue.cases.count - snapshots.count - choices.count
    let origins = Set(Quiz(count: count, seed: 7, source: .cases).questions.map(\.origin))
    #expect(origins.count == count)
    #expect(!origins.contains("generated"))
    for snapshot in snapshots { #expect(!origins.contains(snapshot.id)) }
    for choice in choices { #expect(!origins.contains(choice.id)) }
  }

  @Test("judging ignores case, spaces and quotes; unknown names get a suggestion")
  func judging() throws {
    let entry = try #require(CaseCatalogue.named("case-4-1"))
    let model = try RulesFile.parse(entry.source).model
    let question = try #require(
      // As many questions as the catalogue has cases: every case that is not a snapshot.
      Quiz(count: CaseCatalogue.cases.count, seed: 0, source: .cases).questions.first {
        $0.origin == "case-4-1"
      })
    #expect(question.answer == "NC")
    #expect(Quiz.judge("  'nc' ", for: question) == .right)
    #expect(Quiz.judge("SVC", for: question) == .wrong(named: "SVC"))
    #expect(Quiz.judge("SCV", for: question) == .unknown(suggestion: "SVC"))
    #expect(model.controllers.count == 3)
  }
}
