import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Properties of `StatusBarResolver.explore` on generated files, many of which hold
/// dynamic values: each outcome is what its combinations give, the launch outcome is
/// `resolve()`'s answer, and no outcome is listed twice.
///
/// `explore` makes each model with `AppModel.choosing`, so an outcome checked with
/// `choosing` alone would share its mistakes; each combination is also checked against the
/// file with the chosen values written in as literals, which does not use it.
@Suite("Exploration properties")
struct ExplorationPropertyTests {
  /// A generated file, its model and its exploration.
  struct Explored {
    let text: String
    let model: AppModel
    let exploration: DynamicExploration
  }

  /// The generated file for a seed and its exploration, or `nil` when the file is invalid.
  static func explored(seed: UInt64) -> Explored? {
    var generator = RandomRulesFile(seed: seed)
    let text = generator.text()
    guard let loaded = PropertyTests.load(text, seed: seed) else { return nil }
    return Explored(
      text: text, model: loaded.model,
      exploration: StatusBarResolver(model: loaded.model).explore().exploration)
  }

  /// The file with every dynamic value written as the literal `choices` gives it, or its
  /// launch value where `choices` has none.
  static func literalText(_ text: String, model: AppModel, choices: DynamicChoices) -> String {
    var bytes = Array(text.utf8)
    for dynamic in model.dynamicValues.sorted(by: { $0.range.start > $1.range.start }) {
      let option = choices[dynamic.id] ?? dynamic.launchOption
      let literal = "\(dynamic.member) = \(dynamic.options[option])"
      bytes.replaceSubrange(dynamic.range.start..<dynamic.range.end, with: Array(literal.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// What an outcome says, to compare it with a resolution or another outcome.
  static func summary(_ outcome: DynamicOutcome) -> String {
    "\(outcome.style) \(outcome.content) hidden \(outcome.hidden) by \(outcome.decidedBy) "
      + "(\(outcome.decidedByClass ?? "-")), hidden by \(outcome.hiddenDecidedBy)"
  }

  /// What a resolution answers, in the words of ``summary(_:)``.
  static func summary(_ resolution: StatusBarResolution) -> String {
    "\(resolution.style) \(resolution.content) hidden \(resolution.hidden) by "
      + "\(resolution.deciderName) (\(resolution.deciderClass ?? "-")), hidden by "
      + "\(resolution.hiddenAnswer.deciderName)"
  }

  @Test("the generator writes dynamic values, and some answers depend on them")
  func generatorCoversDynamicValues() {
    let explorations = PropertyTests.seeds.compactMap { Self.explored(seed: $0) }
    let withDynamicValues = explorations.filter { !$0.model.dynamicValues.isEmpty }
    let dependent = explorations.filter { $0.exploration.isDynamic }
    let several = explorations.filter { $0.exploration.outcomes.count > 1 }
    #expect(withDynamicValues.count * 2 >= explorations.count, "\(withDynamicValues.count)")
    #expect(dependent.count * 5 >= explorations.count, "\(dependent.count)")
    #expect(several.count * 10 >= explorations.count, "\(several.count)")
  }

  @Test(
    "each combination of an outcome, chosen and resolved, gives that outcome",
    arguments: PropertyTests.seeds)
  func combinationsGiveTheirOutcome(seed: UInt64) {
    guard let explored = Self.explored(seed: seed) else { return }
    let model = explored.model
    for outcome in explored.exploration.outcomes {
      #expect(!outcome.combinations.isEmpty, "seed \(seed)")
      for combination in outcome.combinations {
        let label = combination.sorted { $0.key < $1.key }.map {
          "\(model[$0.key].label) = \(model[$0.key].options[$0.value])"
        }
        let chosen = StatusBarResolver(model: model.choosing(combination)).resolve()
        #expect(Self.summary(chosen) == Self.summary(outcome), "seed \(seed), \(label)")
        let text = Self.literalText(explored.text, model: model, choices: combination)
        let literal = try? RulesFile.parse(SourceFile(path: "literal-\(seed).rules", text: text))
        #expect(literal != nil, "seed \(seed), \(label):\n\(text)")
        guard let literal else { continue }
        #expect(literal.model.dynamicValues.isEmpty, "seed \(seed)")
        let resolution = StatusBarResolver(model: literal.model).resolve()
        #expect(Self.summary(resolution) == Self.summary(outcome), "seed \(seed), \(label)")
      }
    }
  }

  @Test("the launch outcome is resolve()'s answer, and comes first", arguments: PropertyTests.seeds)
  func launchOutcomeIsTheResolution(seed: UInt64) throws {
    guard let explored = Self.explored(seed: seed) else { return }
    let (model, exploration) = (explored.model, explored.exploration)
    let resolution = StatusBarResolver(model: model).resolve()
    let launch = try #require(exploration.outcomes.first, "seed \(seed)")
    #expect(launch.atLaunch, "seed \(seed)")
    #expect(Self.summary(launch) == Self.summary(resolution), "seed \(seed)")
    #expect(exploration.outcomes.dropFirst().allSatisfy { !$0.atLaunch }, "seed \(seed)")
    // The launch values, written out, are one of its combinations, or need fewer values.
    #expect(
      launch.combinations.contains { combination in
        combination.allSatisfy { model[$0.key].launchOption == $0.value }
      }, "seed \(seed)")
  }

  @Test("no outcome is listed twice", arguments: PropertyTests.seeds)
  func outcomesAreDistinct(seed: UInt64) {
    guard let exploration = Self.explored(seed: seed)?.exploration else { return }
    let summaries = exploration.outcomes.map(Self.summary)
    #expect(Set(summaries).count == summaries.count, "seed \(seed): \(summaries)")
    // No combination is listed twice either, under one outcome or two.
    let combinations = exploration.outcomes.flatMap(\.combinations)
    #expect(Set(combinations).count == combinations.count, "seed \(seed)")
  }
}
