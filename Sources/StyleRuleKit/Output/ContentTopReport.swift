/// A content top explanation and the step it is about: the data the `explain --top`
/// renderers work from.
public struct ContentTopReport: Sendable {
  /// The explanation.
  public let explanation: ContentTopExplanation
  /// The step of the scenario explained, when not the first screen (`--at`).
  public let step: ScenarioStep?

  /// Creates a report.
  public init(explanation: ContentTopExplanation, step: ScenarioStep? = nil) {
    self.explanation = explanation
    self.step = step
  }

  /// "Tabs → NC → Feed".
  var pathText: String {
    var text = ""
    for hop in explanation.path {
      switch hop.link {
      case .window, .root: text += text.isEmpty ? hop.name : " → \(hop.name)"
      case .child: text += " → \(hop.name)"
      case .presented: text += " ⇒ \(hop.name)"
      }
    }
    return text
  }
}

extension ContentTop.Measure {
  /// What the content top is, for a measure, in one sentence without a final period.
  public var definition: String {
    switch self {
    case .scrollView:
      "where the first row of its scroll view sits before it scrolls: its view's top plus the "
        + "scroll view's top content inset"
    case .safeArea: "the top of its safe area: its view's top plus safeAreaInsets.top"
    case .topLayoutGuide:
      "the bottom of its top layout guide: its view's top plus the guide's length"
    case .viewFrame: "its view's top (iOS 6 has no layout guide or safe area)"
    }
  }
}
