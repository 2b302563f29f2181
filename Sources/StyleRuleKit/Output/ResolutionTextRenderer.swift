/// Renders a resolution for people: the answer first, then each trace, then what was not asked.
public struct ResolutionTextRenderer: ReportRenderer {
  /// How to decorate the text.
  public let style: TextStyle
  /// The most skipped overrides listed before the rest are summarised.
  public let maximumSkipped: Int
  /// The questions shown: the style, whether hidden, or both.
  public let questions: Set<StatusBarQuestion>

  /// Creates a renderer.
  public init(
    style: TextStyle = .plain, maximumSkipped: Int = 25,
    questions: Set<StatusBarQuestion> = Set(StatusBarQuestion.allCases)
  ) {
    self.style = style
    self.maximumSkipped = maximumSkipped
    self.questions = questions
  }

  /// Renders the report.
  public func render(_ report: ResolutionReport) -> String {
    let resolution = report.resolution
    var lines: [String] = []
    let showsStyle = questions.contains(.style)
    let showsHidden = questions.contains(.hidden)
    let launchUnknown = resolution.asked.filter { report.model[$0].isLaunchUnknown }
    // A value of the hidden state alone does not make the style's launch answer unknown, and
    // one of the style alone not the hidden state's; the others (a choice, a window's
    // visibility, a presentation style) may change both.
    let hiddenOnly: Set<String> = ["prefersStatusBarHidden", "isStatusBarHidden"]
    let styleOnly: Set<String> = [
      "preferredStatusBarStyle", "statusBarStyle", "navigationBar.barStyle",
      "overrideUserInterfaceStyle",
    ]
    let styleUnknown = launchUnknown.filter {
      report.model[$0].isChoice || !hiddenOnly.contains(report.model[$0].member)
    }
    let hiddenUnknown = launchUnknown.filter {
      report.model[$0].isChoice || !styleOnly.contains(report.model[$0].member)
    }
    if showsStyle {
      var answer = "\(resolution.style.rawValue), \(resolution.content.phrase)"
      if resolution.contentNote != nil {
        answer += ", or what the content under it calls for (below)"
      }
      if !resolution.cannotTell.isEmpty { answer += ", not certain (below)" }
      if !styleUnknown.isEmpty {
        let onlyChoices = styleUnknown.allSatisfy { report.model[$0].isChoice }
        answer +=
          onlyChoices
          ? ", launch alternative not known (below)" : ", launch value not known (below)"
      }
      lines.append("Status bar: " + style.apply(.emphasis, answer))
      lines.append("Decided by: " + decider(resolution.styleAnswer, report: report))
    }
    if showsHidden {
      var answer = resolution.hidden ? "yes" : "no"
      if !hiddenUnknown.isEmpty {
        let onlyChoices = hiddenUnknown.allSatisfy { report.model[$0].isChoice }
        answer +=
          onlyChoices
          ? ", launch alternative not known (below)" : ", launch value not known (below)"
      }
      lines.append(
        "Hidden: " + style.apply(.emphasis, answer) + ", decided by "
          + decider(resolution.hiddenAnswer, report: report))
    }
    lines.append("Environment: " + resolution.environment.phrase)
    if let scene = report.sceneLabel { lines.append("Scene: " + scene) }
    if showsStyle, let note = resolution.contentNote {
      lines.append("")
      lines.append(style.apply(.emphasis, "Depends on the content:"))
      lines.append("  - " + note)
    }
    let unknowns = resolution.cannotTell
    if !unknowns.isEmpty {
      lines.append("")
      lines.append(style.apply(.emphasis, "Cannot tell for sure:"))
      for reason in unknowns { lines.append("  - " + reason) }
      // Before iOS 7 the reason is the version, and from iOS 26 it may be a rule not known
      // there, not members the file leaves unsaid.
      if resolution.fileLeavesUnsaid {
        lines.append(
          "  The answer above is what UIKit's defaults give where the file says nothing; "
            + "describe those members in the class to be sure.")
      }
    }
    if !launchUnknown.isEmpty {
      lines.append("")
      lines.append(style.apply(.emphasis, "Launch value not known:"))
      for id in launchUnknown {
        let dynamic = report.model[id]
        let which = dynamic.isChoice ? "which alternative the code chooses" : "which holds"
        lines.append(
          "  - \(dynamic.label) is \(dynamic.options.joined(separator: " or ")): the file does "
            + "not say \(which) at launch; the answer above takes "
            + "\(dynamic.options[dynamic.launchOption]), and the outcomes below give each.")
      }
    }
    if let step = report.step {
      lines.append(
        step.phrase + " (what the preferences give now; 'stylerule timeline' shows whether "
          + "UIKit has asked again)")
    }
    if let exploration = report.exploration, exploration.isDynamic {
      lines += DynamicOutcomeLines(style: style).lines(exploration, report: report)
      lines.append("")
      lines.append(
        launchUnknown.isEmpty
          ? "The traces below are under the launch values."
          : "The traces below are under the launch values, the first value where it is not known.")
    }
    if showsStyle {
      lines.append("")
      lines.append("How UIKit decides the style:")
      lines += traceLines(resolution.styleAnswer.steps, report: report)
    }
    if showsHidden {
      lines.append("")
      lines.append("How UIKit decides whether it is hidden:")
      lines += traceLines(resolution.hiddenAnswer.steps, report: report)
    }
    lines.append("")
    let skippedShown = resolution.skipped.filter { questions.contains($0.question) }
    if skippedShown.isEmpty {
      lines.append(
        "Not consulted: none; every override of a controller in the hierarchy was asked.")
    } else {
      lines.append("Not consulted:")
      for skipped in skippedShown.prefix(maximumSkipped) {
        lines.append("  - \(skipped.subjectName).\(skipped.member) = \(skipped.value)")
        lines.append("    \(skipped.reason)")
        lines.append(
          "    "
            + style.apply(.secondary, skipped.citation.line(at: report.position(skipped.location))))
      }
      let rest = skippedShown.count - maximumSkipped
      if rest > 0 {
        lines.append("  … and \(rest) more (use --format json for the full list)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Renders the reports of several scenes, one after the other.
  public func render(scenes reports: [ResolutionReport]) -> String {
    reports.map(render).joined(separator: "\n")
  }

  /// The numbered lines of a trace, each with its rule, confidence and place.
  func traceLines(_ steps: [TraceStep], report: ResolutionReport) -> [String] {
    var lines: [String] = []
    let width = String(steps.count).count
    for (offset, step) in steps.enumerated() {
      let number = String(offset + 1)
      let padding = String(repeating: " ", count: width - number.count)
      lines.append("  \(padding)\(number). \(step.subjectName): \(step.question) → \(step.answer)")
      let indent = String(repeating: " ", count: width + 4)
      lines.append(
        indent + style.apply(.secondary, step.citation.line(at: report.position(step.location))))
    }
    return lines
  }

  /// "SVC (SampleViewController)", or UIKit with the reason it imposes its answer.
  private func decider(_ answer: StatusBarAnswer, report: ResolutionReport) -> String {
    var text = answer.deciderName
    if let className = answer.deciderClass, className != text { text += " (\(className))" }
    text = style.apply(.emphasis, text)
    if let source = answer.valueSource {
      let controller = report.model[source]
      var whose = controller.name
      if controller.className != whose { whose += " (\(controller.className))" }
      text += ", returning the \(answer.record.question.valueMember) of \(whose)"
    }
    switch answer.decider {
    case .fallback: text += " (fallback: no controller decides)"
    case .system(let rule):
      if let reason = answer.imposedReason { text += ": \(reason) (\(rule))" }
      if let winner = answer.walkWinner {
        text += "; the walk ends at '\(report.model[winner].name)'"
      }
    default: break
    }
    return text
  }
}
