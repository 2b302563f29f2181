/// An explanation and where to find its file: the data every `explain` renderer works from.
public struct ExplanationReport: Sendable {
  /// The explanation.
  public let explanation: Explanation
  /// The step of the scenario explained, when not the first screen (`--at`).
  public let step: ScenarioStep?
  /// Each fix written as edits to the app's files, in the order of the fixes, when the
  /// caller read them (see ``AppPatchPlanner``).
  public let appPatches: [AppPatch]?

  /// Creates a report.
  public init(explanation: Explanation, step: ScenarioStep? = nil, appPatches: [AppPatch]? = nil) {
    self.explanation = explanation
    self.step = step
    self.appPatches = appPatches
  }

  /// Whether the explained file states origins, so that its fixes have a form in the app's
  /// files to show.
  var showsAppFiles: Bool { !explanation.model.source.origins.isEmpty }

  /// The fix at `index` written in the app's files, or why it is not.
  func appPatch(forFixAt index: Int) -> AppPatch {
    if !showsAppFiles { return .noOrigins }
    guard let appPatches, index < appPatches.count else {
      return .unavailable("the app's files were not read")
    }
    return appPatches[index]
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
