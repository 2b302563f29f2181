extension StatusBarWalk {
  /// UIHostingController's own `preferredStatusBarStyle` when its SwiftUI view states
  /// `.toolbarColorScheme(_:for: .statusBar)` (R40), recording the step; `nil` when it does
  /// not decide.
  ///
  /// From iOS 27 a dark scheme asks for light content (Apple's sample) and a light one for
  /// dark content (inferred, the mirror of the sample). How the placement reaches the hosting
  /// controller is not documented (Q22): the walk takes it where it reaches the hosting
  /// controller, and says so. Before iOS 27 the placement does not exist, and the step says
  /// the modifier has no effect.
  mutating func statusBarColorSchemeStyle(of id: ControllerID, settings: PropertySet)
    -> StatusBarStyle?
  {
    guard model.controllers[id.index].kind == .hosting,
      let scheme = settings.swiftUIStatusBarColorScheme, scheme.value != .unspecified
    else { return nil }
    ask(scheme)
    let subject = TraceSubject.controller(id)
    let modifier = ".toolbarColorScheme(.\(scheme.value.rawValue), for: .statusBar)"
    guard
      placementExists(
        modifier, subject: subject, question: "preferredStatusBarStyle?", at: scheme.range)
    else { return nil }
    let style: StatusBarStyle = scheme.value == .dark ? .lightContent : .darkContent
    step(
      subject, "preferredStatusBarStyle?",
      "\(style.rawValue): SwiftUI answers with the view's \(modifier); " + Self.placementRoute,
      cite(scheme.value == .dark ? .r40DarkScheme : .r40LightScheme), at: scheme.range)
    return style
  }

  /// The first version with SwiftUI's `.statusBar` toolbar placement (R40).
  static let statusBarPlacementVersion = OSVersion(27)

  /// What an answer through the `.statusBar` placement says of its route (Q22).
  static let placementRoute =
    "how the placement reaches the hosting controller is not documented (Q22)"

  /// Whether the `.statusBar` placement exists on the walk's iOS; before iOS 27 records
  /// that the view's `modifier` has no effect (R40).
  mutating func placementExists(
    _ modifier: String, subject: TraceSubject, question: String, at range: SourceRange
  ) -> Bool {
    guard ios < Self.statusBarPlacementVersion else { return true }
    step(
      subject, question,
      "its SwiftUI view's \(modifier) has no effect: the .statusBar placement exists from "
        + "iOS 27", cite(.r40Placement), at: range)
    return false
  }
}
