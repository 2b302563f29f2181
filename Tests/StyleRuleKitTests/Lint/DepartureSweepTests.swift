import StyleRuleTestSupport
import Testing

@testable import StyleRuleKit

/// The scenario's departures for dead-override are found by looking only where the walk of
/// each state leaves a path with a fix (`DepartureSweep`), and the nearest visited
/// controller above one controller by following its parents up (`PathAnalysis` on
/// demand); both must give what the computations over every controller give.
@Suite("Departures kept across a scenario")
struct DepartureSweepTests {
  /// One input in one environment.
  struct Case: CustomTestStringConvertible, Sendable {
    let input: ScenarioFixtures.Input
    let overrides: EnvironmentLayers
    var testDescription: String {
      overrides == EnvironmentLayers() ? input.name : "\(input.name), Face ID landscape"
    }
  }

  static let cases: [Case] = ScenarioFixtures.all.flatMap { input in
    ScenarioFixtures.environments.map { Case(input: input, overrides: $0) }
  }

  @Test("each state's departures are those of every candidate checked one by one", arguments: cases)
  func sweepMatchesEveryCandidate(_ test: Case) throws {
    let model = try test.input.model()
    guard !model.scenario.isEmpty else { return }
    let candidates = LintContext.overrideCandidates(in: model)
    // From scratch: in each state after the first screen, every candidate without a
    // departure yet, with the path analysed for every controller.
    var expected: [StatusBarQuestion: [Int: PathDeparture]] = [:]
    _ = TimelineRunner(model: model, overrides: test.overrides).run { moment in
      guard moment.index > 1 else { return }
      for question in StatusBarQuestion.allCases {
        let record =
          question == .style
          ? moment.resolution.styleAnswer.record : moment.resolution.hiddenAnswer.record
        let analysis = PathAnalysis(record: record)
        for id in candidates[question] ?? [] where expected[question]?[id.index] == nil {
          guard DeadOverrideCheck.mayBeReported(id, record: record, analysis: analysis) else {
            continue
          }
          expected[question, default: [:]][id.index] = analysis.departure(for: id)
        }
      }
    }
    let (_, paths) = ScenarioPaths.gather(
      model: model, overrides: test.overrides, candidates: candidates)
    for question in StatusBarQuestion.allCases {
      for id in model.controllers.map(\.id) {
        let found = paths.laterDeparture(of: id, question: question)
        let wanted = expected[question]?[id.index]
        #expect(
          Self.same(found, wanted),
          "\(model[id].name), \(question): \(found?.reason ?? "none") against \(wanted?.reason ?? "none")"
        )
      }
    }
  }

  @Test(
    "the nearest visited controller above each controller, found on demand, is the table's",
    arguments: cases)
  func onDemandLookupMatchesTheTable(_ test: Case) throws {
    let model = try test.input.model()
    var state = ScenarioState(model: model, overrides: test.overrides)
    for index in -1..<model.scenario.count {
      if index >= 0 { try state.apply(model.scenario[index]) }
      let resolution = state.resolve()
      for record in [resolution.styleAnswer.record, resolution.hiddenAnswer.record] {
        let table = PathAnalysis(record: record, lookup: .table)
        let onDemand = PathAnalysis(record: record, lookup: .onDemand)
        for id in state.model.controllers.map(\.id) {
          let name = "\(state.model[id].name) after event \(index), \(record.question)"
          #expect(table.nearestVisited(above: id) == onDemand.nearestVisited(above: id), "\(name)")
          #expect(Self.same(table.departure(for: id), onDemand.departure(for: id)), "\(name)")
        }
      }
    }
  }

  /// Whether two departures say the same: where, why, and the rule.
  static func same(_ left: PathDeparture?, _ right: PathDeparture?) -> Bool {
    guard let left, let right else { return left == nil && right == nil }
    return left.leavesAt == right.leavesAt && left.reason == right.reason
      && left.citation == right.citation && left.location == right.location
  }
}
