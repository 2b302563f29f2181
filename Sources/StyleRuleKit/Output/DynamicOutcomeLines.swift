/// The "Depends on:" and "Outcomes:" sections of the text outputs, shared by `resolve`,
/// `explain` and `graph`.
struct DynamicOutcomeLines {
  /// How to decorate the text.
  let style: TextStyle

  /// The lines, starting with a blank one.
  func lines(_ exploration: DynamicExploration, report: ResolutionReport) -> [String] {
    let model = report.model
    var lines = ["", "Depends on:"]
    for id in exploration.dependsOn {
      let dynamic = model[id]
      lines.append("  \(dynamic.label) = \(dynamic.declaration)")
      let place = report.position(dynamic.range).map { " · \($0)" } ?? ""
      lines.append("    " + style.apply(.secondary, dynamic.ownerPhrase + place))
    }
    lines.append("Outcomes:")
    let launchUnknown = exploration.dependsOn.contains { model[$0].isLaunchUnknown }
    let launchMark = launchUnknown ? "(may be at launch)" : "(at launch)"
    for outcome in exploration.outcomes {
      var text = "\(outcome.style.rawValue), \(outcome.content.rawValue) content; "
      text += outcome.hidden ? "hidden" : "visible"
      text += "; decided by " + Self.decider(outcome.decidedBy, outcome.decidedByClass)
      if outcome.hiddenDecidedBy != outcome.decidedBy {
        text += ", hidden state by \(outcome.hiddenDecidedBy)"
      }
      if outcome.atLaunch { text += " " + style.apply(.secondary, launchMark) }
      lines.append("  - " + style.apply(.emphasis, text))
      let condition = model.conditionPhrase(outcome.combinations, order: exploration.dependsOn)
      lines.append(
        condition == AppModel.anyValuesPhrase
          ? "    whatever their values" : "    when " + condition)
    }
    if exploration.omittedOutcomes > 0 {
      lines.append(
        "  … and \(exploration.omittedOutcomes) more outcomes (the first "
          + "\(DynamicExploration.maximumOutcomes) are listed)")
    }
    if !exploration.isComplete {
      lines.append(
        "  The exploration stopped after \(exploration.resolutions) resolutions; other "
          + "combinations of values were not explored.")
    }
    return lines
  }

  /// "P (Player)", or the name alone when it is the class's.
  static func decider(_ name: String, _ className: String?) -> String {
    guard let className, className != name else { return name }
    return "\(name) (\(className))"
  }
}
