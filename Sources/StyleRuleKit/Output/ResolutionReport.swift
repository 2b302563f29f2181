/// A resolution together with the model it came from: the data every `resolve`
/// renderer works from.
public struct ResolutionReport: Sendable {
  /// The app model.
  public let model: AppModel
  /// The resolution, under the launch values of any dynamic values.
  public let resolution: StatusBarResolution
  /// The outcomes under other values of the dynamic values the walks ask, if explored.
  public let exploration: DynamicExploration?
  /// The step of the scenario resolved, when not the first screen (`--at`).
  public let step: ScenarioStep?

  /// Creates a report.
  public init(
    model: AppModel, resolution: StatusBarResolution, exploration: DynamicExploration? = nil,
    step: ScenarioStep? = nil
  ) {
    self.model = model
    self.resolution = resolution
    self.exploration = exploration
    self.step = step
  }

  /// "scene 'Main' (1 of 2)" when the file declares scenes, else `nil`.
  var sceneLabel: String? {
    let scenes = model.scenes
    let index = resolution.scene
    guard scenes.indices.contains(index), scenes[index].keywordRange != nil else { return nil }
    return scenes[index].label(index: index) + " (\(index + 1) of \(scenes.count))"
  }

  /// `path:line:column` for a range in the model's file, after its origin if it has one.
  func position(_ range: SourceRange?) -> String? {
    range.map { model.source.describedPosition(of: $0) }
  }
}

extension ScenarioStep {
  /// "At step 3 of the scenario, after 'TBC presents PVC'", for the text outputs.
  var phrase: String {
    number == 1
      ? "At step 1 of the scenario: the first screen"
      : "At step \(number) of the scenario, after '\(title)'"
  }

  /// The step as JSON: its number and statement.
  var json: JSONValue {
    ["number": .integer(number), "title": .string(title)]
  }
}

/// Turns a report into text in one output format.
public protocol ReportRenderer {
  /// The data rendered.
  associatedtype Report
  /// Renders the report; the result ends with a line break.
  func render(_ report: Report) -> String
}
