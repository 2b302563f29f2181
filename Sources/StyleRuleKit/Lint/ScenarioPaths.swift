/// What the states of a scenario say about overrides and presentations, gathered while the
/// scenario plays, so that lint looks at every state without keeping them all.
struct ScenarioPaths {
  /// A presentation made by a scenario event that keeps control with its presenter while
  /// what it presents overrides a status bar member.
  struct KeptPresentation {
    /// The event.
    let range: SourceRange
    /// The presented controller's name.
    let presented: String
    /// The overrides never asked: the member, the controller and where it is written.
    let overrides: [(question: StatusBarQuestion, controller: String, override: ValueOverride)]
    /// Why the presentation keeps control.
    let verdict: PresentationVerdict
  }

  /// The number of states after the launch: the first screen and one per statement.
  var stateCount = 0
  /// Per question, the controllers the walk ends at in a state where UIKit asks.
  var asked: [StatusBarQuestion: Set<Int>] = [:]
  /// Per question, the first departure after the first screen that dead-override reports
  /// for each controller with an override.
  private var sweeps: [StatusBarQuestion: DepartureSweep] = [:]
  /// Presentations made by events that keep control.
  var keptPresentations: [KeptPresentation] = []
  /// Hosting controllers that decide the style in a state after the first screen while
  /// SwiftUI's private child answers for them (R21): the first such state of each (its
  /// number as `stylerule timeline` prints it), with the event that led to it.
  var laterHostingWinners:
    [(winner: ControllerID, departure: PathDeparture, step: Int, event: SourceRange)] = []

  /// Plays the scenario and gathers the paths; `candidates` are, per question, the
  /// controllers with an override of the question's member.
  static func gather(
    model: AppModel, overrides: EnvironmentLayers,
    candidates: [StatusBarQuestion: [ControllerID]]
  ) -> (Timeline, ScenarioPaths) {
    var paths = ScenarioPaths()
    for question in StatusBarQuestion.allCases {
      paths.sweeps[question] = DepartureSweep(
        question: question, candidates: candidates[question] ?? [],
        count: model.controllers.count)
    }
    let timeline = TimelineRunner(model: model, overrides: overrides).run { moment in
      paths.stateCount += 1
      paths.observe(moment)
    }
    return (timeline, paths)
  }

  /// The first departure after the first screen that dead-override reports for a
  /// controller with an override of the question's member, if a state has one.
  func laterDeparture(of id: ControllerID, question: StatusBarQuestion) -> PathDeparture? {
    sweeps[question]?.departures[id.index]
  }

  /// Notes a hosting controller that decides the style in a refreshed state after the first
  /// screen, when its own `preferredStatusBarStyle` is not what UIKit asks (R21).
  private mutating func noteHostingWinner(_ moment: TimelineRunner.Moment) {
    let answer = moment.resolution.styleAnswer
    guard moment.index > 1, moment.refreshed, let winner = answer.walkWinner,
      answer.record.model[winner].kind == .hosting,
      !laterHostingWinners.contains(where: { $0.winner == winner }),
      let event = moment.events.last?.range
    else { return }
    let departure = PathAnalysis(record: answer.record, lookup: .onDemand).departure(for: winner)
    guard case .styleOverrideIgnored = departure.kind, departure.citation.rule == .r21 else {
      return
    }
    laterHostingWinners.append((winner, departure, moment.index, event))
  }

  /// Gathers what one state says.
  private mutating func observe(_ moment: TimelineRunner.Moment) {
    let resolution = moment.resolution
    for question in StatusBarQuestion.allCases {
      let answer = question == .style ? resolution.styleAnswer : resolution.hiddenAnswer
      // A stale state shows what UIKit asked earlier: its walk asks nobody.
      if moment.refreshed, let winner = answer.walkWinner {
        asked[question, default: []].insert(winner.index)
        asked[question, default: []].formUnion(answer.valueChain.map(\.index))
      }
      sweeps[question]?.unsettle(after: moment.events, in: resolution.styleAnswer.record.model)
      guard moment.index > 1 else { continue }
      sweeps[question]?.sweep(answer.record)
    }
    noteHostingWinner(moment)
    for event in moment.events {
      guard case .present(_, let presented) = event.kind else { continue }
      let record = resolution.styleAnswer.record
      let model = record.model
      guard case .presentation(let index) = model[presented].parent else { continue }
      var walk = StatusBarWalk(
        model: model, environment: resolution.environment, facts: record.facts)
      let verdict = walk.presentationVerdict(index)
      guard !verdict.controls else { continue }
      var found: [(question: StatusBarQuestion, controller: String, override: ValueOverride)] = []
      for question in StatusBarQuestion.allCases {
        var forwarding = StatusBarWalk(
          model: model, environment: resolution.environment, facts: record.facts,
          question: question)
        var end = presented
        var steps = 0
        while let child = forwarding.forwardAnswer(for: end).child, steps < model.controllers.count
        {
          end = child
          steps += 1
        }
        let settings = model.effectiveSettings(of: end)
        if let range = question.valueRange(in: settings),
          let origin = question.valueOrigin(in: settings), origin != .instance
        {
          found.append((question, model[end].name, ValueOverride(range: range, origin: origin)))
        }
      }
      guard !found.isEmpty else { continue }
      keptPresentations.append(
        KeptPresentation(
          range: event.range, presented: model[presented].name, overrides: found,
          verdict: verdict))
    }
  }
}
