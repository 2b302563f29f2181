/// Layouts of one rules file, with what the renderers need to show them: the data the
/// `stylerule layout` renderers work from.
public struct LayoutReport: Sendable {
  /// The path of the rules file, as given.
  public let file: String
  /// One layout per iOS version asked, in the order asked (one without a list).
  public let layouts: [ScreenLayout]
  /// The step of the scenario laid out, when not the first screen (`--at`).
  public let step: ScenarioStep?
  /// The one controller to show (`--controller`), or `nil` for every controller on screen.
  public let controller: String?
  /// The alternative of each controller chosen at run time that the layout places
  /// (``AppModel/placedAlternativesPhrase``); empty without choices.
  public var alternatives = ""

  /// Creates a report.
  public init(
    file: String, layouts: [ScreenLayout], step: ScenarioStep? = nil, controller: String? = nil
  ) {
    self.file = file
    self.layouts = layouts
    self.step = step
    self.controller = controller
  }

  /// The controllers of a layout to show: the one asked for, else all.
  func shown(_ layout: ScreenLayout) -> [ControllerLayout] {
    guard let controller else { return layout.controllers }
    return layout.controllers.filter { $0.name == controller }
  }

  /// The steps of a layout to show: the status bar's and the shown controllers'.
  func shownSteps(_ layout: ScreenLayout) -> [LayoutStep] {
    guard let controller else { return layout.steps }
    return layout.steps.filter { $0.subject == .statusBar || $0.subjectName == controller }
  }
}

extension LayoutEnvironment {
  /// "iOS 10, iPhone 8, portrait, 375×667 points" (with the call and linked SDK when set).
  var screenPhrase: String {
    "\(phrase), \(LayoutNumber.text(screen.width))×\(LayoutNumber.text(screen.height)) points"
  }
}

extension Cited {
  /// "L1.13 widely reproduced, T1 widely reproduced": each rule once, with the weakest
  /// confidence it is cited with.
  var rulesPhrase: String {
    var order: [RuleID] = []
    var weakest: [RuleID: Confidence] = [:]
    for citation in basis {
      if let known = weakest[citation.rule] {
        weakest[citation.rule] = max(known, citation.confidence)
      } else {
        order.append(citation.rule)
        weakest[citation.rule] = citation.confidence
      }
    }
    return order.map { "\($0) \(weakest[$0]?.phrase ?? "")" }.joined(separator: ", ")
  }
}
