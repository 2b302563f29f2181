/// An explanation and where to find its file: the data every `explain` renderer works from.
public struct ExplanationReport: Sendable {
  /// The explanation.
  public let explanation: Explanation
  /// The step of the scenario explained, when not the first screen (`--at`).
  public let step: ScenarioStep?

  /// Creates a report.
  public init(explanation: Explanation, step: ScenarioStep? = nil) {
    self.explanation = explanation
    self.step = step
  }

  /// `path:line:column` for a range in the explained file, after its origin if it has one.
  func position(_ range: SourceRange?) -> String? {
    range.map { explanation.model.source.describedPosition(of: $0) }
  }

  /// "window #1 → NC → TBC ⇒ PVC".
  var pathText: String {
    var text = ""
    for hop in explanation.path {
      switch hop.link {
      case .window: text += hop.name
      case .root: text += text.isEmpty ? hop.name : " → \(hop.name)"
      case .child: text += " → \(hop.name)"
      case .presented: text += " ⇒ \(hop.name)"
      }
    }
    return text
  }
}
