extension StatusBarWalk {
  /// The observed `childForStatusBarStyle` (or `childForStatusBarHidden`) of a controller,
  /// recording its step; `nil` when the member is not observed.
  ///
  /// The observed answer replaces the overrides and UIKit's own forwarding (R10, R14–R18):
  /// it is what the instance returned. UIKit then asks the controller returned, wherever it
  /// is, as it asks any child an override returns.
  mutating func observedForwardAnswer(for id: ControllerID) -> ForwardAnswer? {
    guard let observed = model.observed(id)?.child(for: question) else { return nil }
    let controller = model.controllers[id.index]
    let answer: String
    if let child = observed.value {
      answer = "'\(name(child))', observed in the snapshot: UIKit asks it in turn"
    } else {
      answer = "nil, observed in the snapshot: '\(controller.name)' decides itself"
    }
    step(
      .controller(id), "\(question.childMember)?", answer, cite(.r10ChildOrSelf),
      at: observed.range)
    return ForwardAnswer(child: observed.value, reason: .observed)
  }

  /// The observed `preferredStatusBarStyle` of a controller, recording its step; `nil` when
  /// it is not observed.
  mutating func observedStyle(of id: ControllerID) -> StatusBarStyle? {
    guard let observed = model.observed(id)?.preferredStatusBarStyle else { return nil }
    usedValueOverride = true
    step(
      .controller(id), "preferredStatusBarStyle?",
      "\(observed.value.rawValue), observed in the snapshot", cite(.r8Override),
      at: observed.range)
    return observed.value
  }

  /// The observed `prefersStatusBarHidden` of a controller, recording its step; `nil` when
  /// it is not observed.
  mutating func observedHidden(of id: ControllerID) -> Bool? {
    guard let observed = model.observed(id)?.prefersStatusBarHidden else { return nil }
    usedValueOverride = true
    step(
      .controller(id), "prefersStatusBarHidden?", "\(observed.value), observed in the snapshot",
      cite(.r9Override), at: observed.range)
    return observed.value
  }
}
