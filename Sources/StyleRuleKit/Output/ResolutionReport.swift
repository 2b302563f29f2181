/// A resolution together with the model it came from: the data every `resolve`
/// renderer works from.
public struct ResolutionReport: Sendable {
  /// The app model.
  public let model: AppModel
  /// The resolution, under the launch values of any dynamic values.
  public let resolution: StatusBarResolution
  /// The outcomes under other values of the dynamic values the walks ask, if explored.
  public let exploration: DynamicExploration?

  /// Creates a report.
  public init(
    model: AppModel, resolution: StatusBarResolution, exploration: DynamicExploration? = nil
  ) {
    self.model = model
    self.resolution = resolution
    self.exploration = exploration
  }

  /// `path:line:column` for a range in the model's file.
  func position(_ range: SourceRange?) -> String? {
    guard let range else { return nil }
    let location = model.source.location(of: range.start)
    return "\(model.source.path):\(location.line):\(location.column)"
  }
}

/// Turns a report into text in one output format.
public protocol ReportRenderer {
  /// The data rendered.
  associatedtype Report
  /// Renders the report; the result ends with a line break.
  func render(_ report: Report) -> String
}
