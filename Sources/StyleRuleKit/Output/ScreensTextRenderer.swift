/// Renders the screens an app reaches for people: each screen with the way there, step by
/// step with its place, what the status bar shows, who decides, and how sure.
public struct ScreensTextRenderer: ReportRenderer {
  /// How to decorate the text.
  public let style: TextStyle

  /// Creates a renderer.
  public init(style: TextStyle = .plain) {
    self.style = style
  }

  /// Renders the report.
  public func render(_ report: ScreensReport) -> String {
    let screens = report.enumeration.screens
    var lines = [
      "Screens of \(report.source.path)",
      "Environment: " + report.environment.phrase,
      "\(screens.count) screen\(screens.count == 1 ? "" : "s") reached.",
    ]
    for (offset, screen) in screens.enumerated() {
      lines.append("")
      var title = "\(offset + 1). " + (screen.way.steps.last?.text ?? "launch")
      if report.enumeration.scenes.count > 1, let scene = report.sceneLabel(screen.scene) {
        title += " (\(scene))"
      }
      lines.append(style.apply(.emphasis, title))
      lines.append("   Way there:")
      for step in screen.way.steps {
        let place = report.place(step.location).map { "  " + style.apply(.secondary, $0) } ?? ""
        lines.append("     - \(step.text)\(place)")
      }
      let bar = screen.statusBar
      lines.append(
        "   Style:  \(bar.style.rawValue) ("
          + (screen.statusBar.followsContent
            ? "what the content under it calls for, R37, else \(bar.content.rawValue) content"
            : "\(bar.content.rawValue) content") + "), decided by "
          + report.deciderPhrase(screen.styleDecider) + citation(screen.styleDecider, report))
      lines.append(
        "   Hidden: \(bar.hidden ? "yes" : "no"), decided by "
          + report.deciderPhrase(screen.hiddenDecider) + citation(screen.hiddenDecider, report))
      let sure = report.surePhrase(screen)
      lines.append("   Sure:   " + (screen.isCertain ? sure : style.apply(.warning, sure)))
    }
    if let note = report.limitNote {
      lines.append("")
      lines.append(style.apply(.warning, note))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "  R8 · documented by Apple · path:24:5", the rule and place behind a decider.
  private func citation(_ decider: ScreenDecider, _ report: ScreensReport) -> String {
    guard let citation = decider.citation else { return "" }
    return "\n           "
      + style.apply(.secondary, citation.line(at: report.place(decider.location)))
  }
}
