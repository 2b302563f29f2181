extension SkippedOverrideAnalysis {
  /// The observed answer of a controller to a question's value member, as a skipped
  /// override (member, value, place), when it is not UIKit's default (`default`, `false`).
  ///
  /// An observed answer other than the default comes from the app's code, an override the
  /// snapshot cannot show: when the walk never asks it, it is listed as not consulted, with
  /// `(observed)` after its value. Observed defaults are left out: every controller of a
  /// snapshot has one.
  func observedEntry(_ id: ControllerID, _ question: StatusBarQuestion, in model: AppModel)
    -> (String, String, SourceRange)?
  {
    guard let observed = model.observed(id) else { return nil }
    switch question {
    case .style:
      guard let style = observed.preferredStatusBarStyle, style.value != .default,
        let range = style.range
      else { return nil }
      return (question.valueMember, "\(style.value.rawValue) (observed)", range)
    case .hidden:
      guard let hidden = observed.prefersStatusBarHidden, hidden.value, let range = hidden.range
      else { return nil }
      return (question.valueMember, "true (observed)", range)
    }
  }
}
