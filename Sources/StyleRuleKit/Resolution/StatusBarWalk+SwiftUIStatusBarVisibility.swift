extension StatusBarWalk {
  /// UIHostingController's own `prefersStatusBarHidden` when its SwiftUI view states
  /// `.toolbarVisibility(_:for: .statusBar)` (R40), recording the step; `nil` when it does
  /// not decide.
  ///
  /// From iOS 27 `.hidden` hides the status bar (documented) and `.visible` shows it
  /// (inferred, the mirror); `.automatic` states nothing, so the view's `.statusBarHidden(_:)`
  /// or UIKit's default answers. Where the view states both, the placement wins (inferred: no
  /// document says which). How the placement reaches the hosting controller is not documented
  /// (Q22). Before iOS 27 the placement does not exist, and the step says the modifier has no
  /// effect.
  mutating func statusBarVisibilityHidden(of id: ControllerID, settings: PropertySet) -> Bool? {
    guard model.controllers[id.index].kind == .hosting,
      let visibility = settings.swiftUIStatusBarVisibility, visibility.value != .automatic
    else { return nil }
    ask(visibility)
    let subject = TraceSubject.controller(id)
    let question = "prefersStatusBarHidden?"
    let modifier = ".toolbarVisibility(.\(visibility.value.rawValue), for: .statusBar)"
    guard placementExists(modifier, subject: subject, question: question, at: visibility.range)
    else { return nil }
    let hidden = visibility.value == .hidden
    var answer = "\(hidden): SwiftUI answers with the view's \(modifier); " + Self.placementRoute
    var citation = cite(hidden ? .r40HiddenVisibility : .r40VisibleVisibility)
    if let deprecated = settings.swiftUIStatusBarHidden {
      ask(deprecated)
      answer +=
        "; the view also states statusBarHidden(\(deprecated.value)): which wins is not "
        + "documented, the placement is taken (inferred)"
      citation = cite(.r40VisibilityPrecedence)
    }
    step(subject, question, answer, citation, at: visibility.range)
    return hidden
  }
}
