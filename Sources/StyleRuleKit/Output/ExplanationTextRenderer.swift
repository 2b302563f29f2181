/// Renders an explanation for people: the verdict, where the walk leaves the controller's
/// path, then each verified fix with its edit, its Swift code and what else it changes.
public struct ExplanationTextRenderer: ReportRenderer {
  /// How to decorate the text.
  public let style: TextStyle
  /// The most fixes listed; the JSON format lists them all.
  public let maximumFixes: Int

  /// Creates a renderer.
  public init(style: TextStyle = .plain, maximumFixes: Int = 5) {
    self.style = style
    self.maximumFixes = maximumFixes
  }

  /// Renders the report.
  public func render(_ report: ExplanationReport) -> String {
    let explanation = report.explanation
    let target = explanation.targetName
    let resolution = explanation.resolution
    var lines: [String] = []
    if explanation.targetDecides {
      lines.append(
        style.apply(.emphasis, "'\(target)' decides the status bar: ")
          + "its preferredStatusBarStyle applies (\(resolution.shortAnswer)).")
    } else if resolution.styleAnswer.decider == .controller(explanation.target) {
      lines.append(
        style.apply(.emphasis, "'\(target)' decides the status bar, ")
          + "but its preferredStatusBarStyle is not applied (\(resolution.shortAnswer)).")
    } else {
      var line =
        style.apply(.emphasis, "'\(target)' does not decide the status bar: ")
        + "\(resolution.styleAnswer.deciderPhrase) does (\(resolution.shortAnswer))"
      if let imposed = resolution.styleAnswer.imposedReason { line += ": \(imposed)" }
      lines.append(line + ".")
    }
    lines.append("Environment: " + resolution.environment.phrase)
    if let step = report.step { lines.append(step.phrase) }
    if !explanation.path.isEmpty {
      lines.append("Path: " + report.pathText + "   (→ contains, ⇒ presents)")
    }
    if let alternatives = explanation.alternativesPhrase { lines.append(alternatives) }
    let exploration = explanation.exploration
    if exploration.isDynamic {
      let model = explanation.model
      let names = exploration.dependsOn.map { model[$0].label }.joined(separator: ", ")
      lines.append(
        explanation.alternatives.isEmpty
          ? "Under the launch values; the answer also depends on \(names)."
          : "Under that alternative and the launch values of the rest; the answer also depends "
            + "on \(names).")
      let when = explanation.decidesWhen
      let always = when.count == exploration.outcomes.flatMap(\.combinations).count
      if explanation.targetDecides || always {
        if !always {
          lines.append(
            "'\(target)' decides only when "
              + model.conditionPhrase(when, order: exploration.dependsOn) + ".")
        }
      } else if when.isEmpty {
        lines.append("'\(target)' decides under none of their values.")
      } else {
        lines.append(
          "'\(target)' decides when " + model.conditionPhrase(when, order: exploration.dependsOn)
            + ".")
      }
    }
    lines.append("")
    let departure = explanation.departure
    if explanation.targetDecides {
      lines.append(
        "Nothing to fix: the walk reaches '\(target)' and asks its preferredStatusBarStyle.")
      lines.append("Run 'stylerule resolve' for every step.")
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append("Where the walk leaves the path to '\(target)':")
    lines.append("  " + departure.reason)
    lines.append(
      "  "
        + style.apply(.secondary, departure.citation.line(at: report.position(departure.location))))
    lines.append("")
    if explanation.fixes.isEmpty {
      lines.append(
        "No change stylerule knows of makes '\(target)' decide in this state "
          + "(\(explanation.changesTried) change\(explanation.changesTried == 1 ? "" : "s") tried)."
      )
      return lines.joined(separator: "\n") + "\n"
    }
    let count = explanation.fixes.count
    if count == 1 {
      lines.append(
        "One change makes '\(target)' decide. It was applied to the rules file and resolved "
          + "again, and '\(target)' then decides.")
    } else {
      lines.append(
        "Changes that make '\(target)' decide: \(count) found, best first. Each was applied to "
          + "the rules file and resolved again, and '\(target)' then decides.")
    }
    for (index, fix) in explanation.fixes.prefix(maximumFixes).enumerated() {
      lines.append("")
      lines.append(
        contentsOf: render(fix, number: index + 1, target: target, report: report))
    }
    if count > maximumFixes {
      lines.append("")
      lines.append(
        "… and \(count - maximumFixes) more, with more changes or less support (--format json lists them all)."
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func render(_ fix: Fix, number: Int, target: String, report: ExplanationReport)
    -> [String]
  {
    var lines: [String] = []
    let changes = fix.steps.count == 1 ? "1 change" : "\(fix.steps.count) changes"
    if fix.steps.count == 1, let step = fix.steps.first {
      lines.append(style.apply(.emphasis, "\(number). ") + capitalized(step.summary) + ".")
    } else {
      lines.append(style.apply(.emphasis, "\(number). ") + "\(changes):")
      for (offset, step) in fix.steps.enumerated() {
        lines.append("   \(letter(offset)). \(capitalized(step.summary)).")
      }
    }
    let rules = fix.steps.map { "\($0.citation.rule) (\($0.citation.confidence.phrase))" }
    lines.append(
      "   "
        + style.apply(
          .secondary, "\(fix.support.phrase) · \(changes) · \(rules.joined(separator: ", "))"))
    lines.append(
      "   Verified: '\(fix.resolution.deciderName)' decides; \(fix.resolution.shortAnswer).")
    lines.append("   Holds on: \(fix.versions.summary).")
    for failure in fix.versions.failing {
      lines.append("   Does not hold on \(failure.versions): \(failure.reason).")
    }
    lines.append("   In the rules file:")
    for line in fix.diff.split(separator: "\n", omittingEmptySubsequences: false)
    where !line.isEmpty {
      lines.append("     " + line)
    }
    if report.showsAppFiles {
      switch report.appPatch(forFixAt: number - 1) {
      case .diff(let diff):
        lines.append("   In the app's files (--patch --fix \(number) prints it for git apply):")
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false)
        where !line.isEmpty {
          lines.append("     " + line)
        }
        return lines + sideEffectLines(fix)
      case .unavailable(let reason):
        lines.append(
          "   In the app's files: no edit written; the fix is shown on the rules file only: "
            + reason + ".")
      }
    }
    lines.append("   In the app:")
    for (offset, step) in fix.steps.enumerated() {
      let prefix = fix.steps.count == 1 ? "" : "(\(letter(offset))) "
      for (index, line) in step.swiftCode.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        lines.append(
          "     " + (index == 0 ? prefix : String(repeating: " ", count: prefix.count)) + line)
      }
    }
    return lines + sideEffectLines(fix)
  }

  private func sideEffectLines(_ fix: Fix) -> [String] {
    if fix.sideEffects.isEmpty { return ["   Side effects: none found."] }
    return ["   Side effects:"] + fix.sideEffects.map { "     - \($0)" }
  }

  private func letter(_ offset: Int) -> String {
    String(UnicodeScalar(UInt8(ascii: "a") + UInt8(offset % 26)))
  }

  private func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
