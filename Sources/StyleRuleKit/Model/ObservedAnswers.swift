/// What one controller answered, as a snapshot of the running app recorded it: the
/// `observed` lines of its body.
///
/// An observed answer is what the instance returns, which is ground truth: the resolver
/// uses it in place of the overrides and UIKit's defaults for that member of that
/// controller (R8–R10, R14–R18), while the rules about presentations, windows and scenes
/// still apply around it.
public struct ObservedAnswers: Sendable, Equatable {
  /// What `preferredStatusBarStyle` returned.
  public internal(set) var preferredStatusBarStyle: Located<StatusBarStyle>?
  /// What `prefersStatusBarHidden` returned.
  public internal(set) var prefersStatusBarHidden: Located<Bool>?
  /// What `childForStatusBarStyle` returned: a controller, or `nil` inside for `nil`.
  public internal(set) var childForStatusBarStyle: Located<ControllerID?>?
  /// What `childForStatusBarHidden` returned: a controller, or `nil` inside for `nil`.
  public internal(set) var childForStatusBarHidden: Located<ControllerID?>?

  /// No member observed.
  public init() {}

  /// The observed `childForStatusBarStyle` or `childForStatusBarHidden`, for a question.
  public func child(for question: StatusBarQuestion) -> Located<ControllerID?>? {
    question == .style ? childForStatusBarStyle : childForStatusBarHidden
  }

  /// Whether the value member of a question (`preferredStatusBarStyle` or
  /// `prefersStatusBarHidden`) is observed.
  public func observesValue(of question: StatusBarQuestion) -> Bool {
    question == .style ? preferredStatusBarStyle != nil : prefersStatusBarHidden != nil
  }
}

extension AppModel {
  /// The members a controller's `observed` lines state, if it has any.
  public func observed(_ id: ControllerID) -> ObservedAnswers? {
    observedAnswers.isEmpty ? nil : observedAnswers[id]
  }

  /// The members an `observed` line can state: the computed members UIKit asks.
  public static let observableMembers: [PropertyKey] = [
    .preferredStatusBarStyle, .prefersStatusBarHidden, .childForStatusBarStyle,
    .childForStatusBarHidden,
  ]
}
