/// The status bar before iOS 7: no view controller decides (R1's `no-view-controller-
/// appearance`). stylerule accepts iOS 6 for the layout (the status bar outside the app,
/// L1.1) and answers the style and the hidden state from the app alone, saying what it
/// does not model.
extension StatusBarWalk {
  /// The answer on a version before view-controller-based status bar appearance: what
  /// UIApplication holds (set by the app, else the Info.plist's launch values), with the
  /// step that says why no view controller is asked.
  mutating func answerBeforeViewControllerAppearance() -> WalkOutcome {
    let citation = cite(.r1NoViewControllerAppearance)
    step(
      .scene, "do view controllers decide?",
      "no: view-controller-based status bar appearance began with iOS 7, so on iOS \(ios) "
        + "UIApplication decides, UIViewControllerBasedStatusBarAppearance is not read, and "
        + "no view controller is asked",
      citation, at: model.environmentRanges[.ios])
    guard question == .style else { return answerFromApplication() }
    let reason =
      "iOS \(ios) is older than the status bar style rules (iOS 7 to "
      + "\(OSVersion.newestModelledMajor)): the style is UIApplication's, but what it looks like "
      + "on iOS \(ios), where the status bar has a background of its own, is not modelled; the "
      + "content given is iOS 7's"
    noteCannotTell(reason)
    return answerFromApplication { walk, style in
      let rule = walk.contentRule(of: style, at: OSVersion.oldestModelled)
      let shown: StatusBarContent
      if case .content(let fixed) = rule.effect { shown = fixed } else { shown = .dark }
      walk.step(
        .application, "what does \(style.rawValue) show?",
        "not modelled on iOS \(walk.ios); taken as on iOS 7: \(shown.rawValue) content",
        citation, at: nil)
      return shown
    }
  }
}
