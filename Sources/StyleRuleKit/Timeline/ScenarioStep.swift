/// A state of a file's scenario that `--at` names: the first screen (step 1) or the state
/// after one of the scenario's statements (step 2 for the first, and so on), numbered as
/// `stylerule timeline` numbers them.
public struct ScenarioStep: Sendable {
  /// The step's number, from 1 (the first screen).
  public let number: Int
  /// The statement, such as `TBC presents PVC: PopupViewController`, or `first screen`.
  public let title: String
  /// The model after the statement's events.
  public let model: AppModel
  /// The environment's layers after them: the options given, which `appearance`,
  /// `orientation` and `in-call` events change.
  public let overrides: EnvironmentLayers
}

/// Why `--at` names no step of the scenario.
public struct ScenarioStepError: Error, Sendable {
  /// What is wrong, with the steps there are.
  public let message: String
}

extension AppModel {
  /// The scenario's statements, each as the indices of its events in ``scenario``.
  var scenarioStatements: [[Int]] {
    var groups: [[Int]] = []
    for (index, event) in scenario.enumerated() {
      if event.joinsPrevious, !groups.isEmpty {
        groups[groups.count - 1].append(index)
      } else {
        groups.append([index])
      }
    }
    return groups
  }

  /// The state a `--at` value names: a step number, or the text of a statement (the whole
  /// statement, or the start of exactly one).
  ///
  /// - Throws: ``ScenarioStepError`` when the value names no step, listing the steps.
  public func scenarioStep(_ value: String, overrides: EnvironmentLayers)
    throws(ScenarioStepError) -> ScenarioStep
  {
    let statements = scenarioStatements
    let titles =
      ["first screen"]
      + statements.map { group in group.map { scenario[$0].text }.joined(separator: "; ") }
    let number: Int
    if let written = Int(value) {
      guard written >= 1, written <= titles.count else {
        throw ScenarioStepError(
          message: written == 0
            ? "step 0 is the launch screen, which no view controller decides; the first screen "
              + "is step 1" + Self.stepList(titles)
            : "there is no step \(written): the scenario has steps 1 to \(titles.count)"
              + Self.stepList(titles))
      }
      number = written
    } else if let exact = titles.firstIndex(of: value) {
      number = exact + 1
    } else {
      let matches = titles.indices.filter { titles[$0].hasPrefix(value) }
      guard matches.count == 1 else {
        throw ScenarioStepError(
          message: (matches.isEmpty
            ? "no step of the scenario is '\(value)'"
            : "'\(value)' starts \(matches.count) steps; write more of it, or the step's number")
            + Self.stepList(titles))
      }
      number = matches[0] + 1
    }
    var model = self
    var environment = overrides
    for group in statements.prefix(number - 1) {
      for index in group {
        // The model builder played the scenario already; an event cannot fail here.
        try? model.apply(scenario[index], to: &environment.options)
      }
    }
    return ScenarioStep(
      number: number, title: titles[number - 1], model: model, overrides: environment)
  }

  /// "; the steps are: 1 first screen, 2 …", shortened when long.
  private static func stepList(_ titles: [String]) -> String {
    let listed = titles.prefix(12).enumerated().map { "\($0.offset + 1) \($0.element)" }
    let more = titles.count > 12 ? ", … (\(titles.count) in all)" : ""
    return "; the steps are: " + listed.joined(separator: ", ") + more
  }
}
