/// Renders a content top explanation for people: where the controller's content starts and
/// why, step by step with the rules, then each verified change with its edit and its Swift,
/// or the nearest changes when none reaches the wanted y.
public struct ContentTopTextRenderer: ReportRenderer {
  /// How to decorate the text.
  public let style: TextStyle
  /// The most changes listed; the JSON format lists them all.
  public let maximumChanges: Int

  /// Creates a renderer.
  public init(style: TextStyle = .plain, maximumChanges: Int = 5) {
    self.style = style
    self.maximumChanges = maximumChanges
  }

  /// Renders the report.
  public func render(_ report: ContentTopReport) -> String {
    let explanation = report.explanation
    let target = explanation.targetName
    let top = explanation.contentTop
    let wanted = LayoutNumber.text(explanation.wanted)
    var lines = [
      style.apply(
        .emphasis, "The content of '\(target)' starts at y \(LayoutNumber.text(top.value))")
        + ": \(top.phrase)."
    ]
    lines.append("Environment: " + explanation.layout.environment.screenPhrase)
    if let step = report.step { lines.append(step.phrase) }
    lines.append("Path: " + report.pathText + "   (→ contains, ⇒ presents)")
    lines.append(
      "Content top: \(top.measure.definition), in window coordinates.")
    lines.append("")
    lines.append("Why it starts there:")
    for (number, step) in explanation.why.enumerated() {
      lines += stepLines(step, number: number + 1)
    }
    for doubt in top.uncertain {
      lines.append("  " + unsureLine(doubt))
    }
    lines.append("")
    if explanation.reachesWanted {
      lines.append("Nothing to change: the content of '\(target)' already starts at y \(wanted).")
      return lines.joined(separator: "\n") + "\n"
    }
    let distance = explanation.wanted - top.value
    lines.append(
      "Wanted: y \(wanted), \(LayoutNumber.text(abs(distance))) points "
        + (distance > 0 ? "lower" : "higher") + ".")
    lines.append("")
    let tried = explanation.changesTried
    let triedText = "\(tried) change\(tried == 1 ? "" : "s") tried"
    let count = explanation.changes.count
    if count == 0 {
      lines.append(
        "No single change starts the content of '\(target)' at y \(wanted) (\(triedText)).")
      if explanation.nearest.isEmpty {
        lines.append("None of them moves it.")
        return lines.joined(separator: "\n") + "\n"
      }
      lines.append(
        "The nearest, each applied to the rules file and laid out again, with where the "
          + "content then starts:")
      for (index, change) in explanation.nearest.enumerated() {
        lines.append("")
        lines += changeLines(change, number: index + 1, wanted: explanation.wanted)
      }
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append(
      (count == 1
        ? "One change starts the content of '\(target)' at y \(wanted)."
        : "Changes that start the content of '\(target)' at y \(wanted): \(count) found, best "
          + "first.")
        + " Each was applied to the rules file and laid out again (\(triedText)).")
    for (index, change) in explanation.changes.prefix(maximumChanges).enumerated() {
      lines.append("")
      lines += changeLines(change, number: index + 1, wanted: explanation.wanted)
    }
    if count > maximumChanges {
      lines.append("")
      lines.append("… and \(count - maximumChanges) more (--format json lists them all).")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func changeLines(_ change: ContentTopChange, number: Int, wanted: Double) -> [String] {
    var lines = [style.apply(.emphasis, "\(number). ") + capitalized(change.summary) + "."]
    let citation = change.citation
    let value = change.contentTop.value
    var result = "content top \(LayoutNumber.text(value))"
    if !ContentTopExplainer.matches(value, wanted) {
      result += " (\(LayoutNumber.text(abs(value - wanted))) points from the wanted y)"
    }
    lines.append(
      "   "
        + style.apply(.secondary, "\(citation.rule) (\(citation.confidence.phrase)) · \(result)"))
    for doubt in change.contentTop.uncertain {
      lines.append("   " + unsureLine(doubt))
    }
    lines.append("   In the rules file:")
    for line in change.diff.split(separator: "\n", omittingEmptySubsequences: false)
    where !line.isEmpty {
      lines.append("     " + line)
    }
    lines.append("   In the app:")
    lines.append("     " + change.swiftCode)
    if change.sideEffects.isEmpty {
      lines.append("   Side effects: none found.")
    } else {
      lines.append("   Side effects:")
      lines += change.sideEffects.map { "     - \($0)" }
    }
    return lines
  }

  private func stepLines(_ step: LayoutStep, number: Int) -> [String] {
    var lines = [
      "  \(number). \(step.subjectName) · \(step.quantity) = " + style.apply(.emphasis, step.value),
      "     " + step.reason,
    ]
    if !step.citations.isEmpty {
      lines.append(
        "     "
          + style.apply(
            .secondary,
            step.citations.map { "\($0.rule) \($0.claim) · \($0.confidence.phrase)" }
              .joined(separator: "; ")))
    }
    return lines
  }

  private func unsureLine(_ doubt: LayoutUncertainty) -> String {
    let kind = RuleCatalogue.layoutQuestion(doubt.question)?.kind.phrase ?? "question"
    return style.apply(.warning, "unsure")
      + " content top \(LayoutNumber.text(doubt.value)), or "
      + doubt.alternatives.map(LayoutNumber.text).joined(separator: " or ")
      + " (\(doubt.question), \(kind)): \(doubt.note)"
  }

  private func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
