/// The texts of a quiz: each question, the feedback on an answer, and the score.
public struct QuizRenderer: Sendable {
  /// How to decorate the text.
  public let style: TextStyle

  /// Creates a renderer.
  public init(style: TextStyle = .plain) {
    self.style = style
  }

  /// A question: its number, the hierarchy, and what to answer.
  public func question(_ question: QuizQuestion, number: Int, of count: Int) -> String {
    var text = style.apply(.emphasis, "Question \(number) of \(count)") + "\n\n"
    text += HierarchyOutlineRenderer().render(question.model) + "\n"
    let names = question.candidates
    let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    text += "Who decides the status bar style? Answer with a name: \(list).\n"
    return text
  }

  /// The prompt before reading an answer.
  public var prompt: String { "> " }

  /// What to say when an answer names nothing in the hierarchy.
  public func unknown(_ answer: String, suggestion: String?) -> String {
    let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
    return "'\(answer)' is not in this hierarchy.\(hint) Try again, or press Ctrl-D to stop.\n"
  }

  /// The feedback on a judged answer: right or not, why, the trace, and where the case
  /// comes from.
  public func feedback(_ verdict: QuizVerdict, for question: QuizQuestion) -> String {
    let resolution = question.resolution
    let report = ResolutionReport(model: question.model, resolution: resolution)
    let value = "\(resolution.style.rawValue), \(resolution.content.rawValue) content"
    var lines: [String] = []
    switch verdict {
    case .right:
      lines.append(style.apply(.success, "Right:") + " \(decider(question)) decides: \(value).")
    case .wrong(let named):
      lines.append(
        style.apply(.warning, "Not quite:") + " \(decider(question)) decides (\(value)), "
          + "not '\(named)'.")
      lines.append("Why not '\(named)': " + whyNot(named, in: question))
    case .unknown:
      return ""
    }
    lines.append("")
    lines.append("How UIKit decides:")
    lines += ResolutionTextRenderer(style: style).traceLines(resolution.steps, report: report)
    if let title = question.title {
      lines.append("")
      lines.append("This was \(question.origin): \(title)")
      lines.append("'stylerule cases show \(question.origin)' works it through.")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The score at the end.
  public func score(right: Int, asked: Int) -> String {
    guard asked > 0 else { return "No question answered.\n" }
    return style.apply(.emphasis, "Score: \(right) of \(asked).") + "\n"
  }

  private func decider(_ question: QuizQuestion) -> String {
    question.resolution.styleAnswer.deciderPhrase
  }

  /// Why the named candidate does not decide, in one sentence with its rule.
  private func whyNot(_ name: String, in question: QuizQuestion) -> String {
    let resolution = question.resolution
    switch name {
    case "UIApplication":
      return "UIApplication decides only when UIViewControllerBasedStatusBarAppearance is NO "
        + "(R3); here view controllers decide."
    case "UIKit":
      return "UIKit imposes the style only with no controller to ask, or behind an iPhone card "
        + "sheet (R28); here a controller decides."
    default:
      guard let controller = question.model.controller(named: name) else { return "" }
      let departure = resolution.departure(for: controller.id)
      return "\(departure.reason) (\(departure.citation.rule))."
    }
  }
}
