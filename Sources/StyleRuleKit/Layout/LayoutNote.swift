/// A number of a layout that no source gives, whatever the device.
///
/// The new design's floating tab bar's own height (Q21), for instance; the output writes it
/// as not known.
public struct LayoutNotKnown: Hashable, Sendable {
  /// The controller's name.
  public let controller: String
  /// The quantity, named as the JSON output names it, such as `tabBar.frame.height`.
  public let quantity: String
  /// The open question, such as `Q21`.
  public let question: String
  /// What is not known, in plain words.
  public let note: String

  /// A number that is not known.
  public init(controller: String, quantity: String, question: String, note: String) {
    self.controller = controller
    self.quantity = quantity
    self.question = question
    self.note = note
  }
}

/// Something a layout states beside its numbers: what it assumes, or what a rule changes
/// without moving anything (L14's scroll edge effects, R42's full-screen scene).
public struct LayoutNote: Hashable, Sendable {
  /// The rule that says so.
  public let citation: RuleCitation
  /// The note, as a sentence without a final period.
  public let text: String

  /// A note.
  public init(citation: RuleCitation, text: String) {
    self.citation = citation
    self.text = text
  }
}

extension LayoutPass {
  /// The notes of the laid-out screen: what the new design and iPadOS 26 change without a
  /// number, and what stylerule assumes there (R42, L13, L14, L18, L19).
  func notes(_ controllers: [ControllerLayout]) -> [LayoutNote] {
    guard ios.major >= OSVersion.firstYearMajor else { return [] }
    var notes: [LayoutNote] = []
    if !environment.isPhone {
      notes.append(
        LayoutNote(
          citation: cite(.r42WindowedScenes),
          text: "full-screen scene assumed; windowed scenes are not modelled (R42, Q24)"))
      notes.append(
        LayoutNote(
          citation: cite(.l18WindowControls),
          text: "a window's controls at its top-leading corner are not part of the safe area "
            + "(L18); a full-screen scene has none"))
    }
    let newDesign = environment.design == .newDesign
    if newDesign, controllers.contains(where: { $0.scrollView != nil }) {
      notes.append(
        LayoutNote(
          citation: cite(.l14Appearance),
          text: "scroll edge effects change how content looks under the bars, not where "
            + "anything is (L14)"))
    }
    if newDesign, input.nodes.contains(where: { $0.role == .tabBar }) {
      notes.append(
        LayoutNote(
          citation: cite(.l13Minimize),
          text: "the tab bar is laid out unminimized; how tabBarMinimizeBehavior changes the "
            + "safe area is not known (L13, Q21)"))
    }
    if newDesign, ios.major > OSVersion.firstYearMajor,
      controllers.contains(where: { $0.navigationBar != nil })
    {
      notes.append(
        LayoutNote(
          citation: cite(.l19Minimization),
          text: "on iOS 27 the navigation bar can minimize while scrolling; it is laid out at "
            + "its full height, the minimized heights are not known (L19, Q25)"))
    }
    return notes
  }
}

extension ScreenLayout {
  /// Why a controller's content top is not known, or `nil` when it is: it adds up the view's
  /// top and an inset, and one of them depends on a number no source gives.
  func unknownContentTopReason(of name: String, _ top: ContentTop) -> String? {
    let quantities =
      ["viewFrame.y"] + (top.measure.quantity(adjusted: top.adjusted).map { [$0] } ?? [])
    guard let unknown = quantities.first(where: { isUnknown($0, of: name) }) else { return nil }
    if let given = notKnown.first(where: { $0.controller == name && $0.quantity == unknown }) {
      return "\(unknown) is not known (\(given.question)): \(given.note)"
    }
    return "\(unknown) depends on a device inset: "
      + (unknownSafeArea?.note ?? "no source gives it")
  }
}
