/// One catalogue case worked through: its model, the resolution, and the explanation of
/// the controller the case is about.
public struct CaseStudy: Sendable {
  /// The case.
  public let entry: CatalogueCase
  /// Its model.
  public let model: AppModel
  /// The resolution in the case's own environment.
  public let resolution: StatusBarResolution
  /// Why the controller the case is about decides or not, and what would fix it; `nil`
  /// when the case has no controller.
  public let explanation: Explanation?

  /// Loads, resolves and explains a case.
  ///
  /// The case is about the first controller whose override UIKit never asks, or, when
  /// every override is asked, the controller that decides.
  public init(_ entry: CatalogueCase) throws(DiagnosticsError) {
    let model = try RulesFile.parse(entry.source).model
    let resolution = StatusBarResolver(model: model).resolve()
    self.entry = entry
    self.model = model
    self.resolution = resolution
    let skipped = resolution.skipped.lazy.compactMap { skipped -> ControllerID? in
      if case .controller(let id) = skipped.subject { return id }
      return nil
    }.first
    var focus = skipped
    if focus == nil, case .controller(let id) = resolution.decider { focus = id }
    if focus == nil, let first = resolution.styleAnswer.walkWinner { focus = first }
    self.explanation = try focus.map { id throws(DiagnosticsError) in
      try Explainer(model: model).explain(model[id].name)
    }
  }
}
