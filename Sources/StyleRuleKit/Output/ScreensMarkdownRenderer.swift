/// Renders the screens an app reaches as a GitHub Markdown table, one row per screen, for a
/// team to paste into a review.
public struct ScreensMarkdownRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the report.
  public func render(_ report: ScreensReport) -> String {
    let enumeration = report.enumeration
    let showsScene = enumeration.scenes.count > 1
    var lines = [
      "### Screens of \(Self.code(report.source.path))",
      "",
      "Environment: \(Self.escaped(report.environment.phrase)).",
      "",
      "| # |" + (showsScene ? " Scene |" : "")
        + " Way there | Style | Hidden | Style decided by | Hidden decided by | Sure |",
      "|---|" + (showsScene ? "---|" : "") + "---|---|---|---|---|---|",
    ]
    for (offset, screen) in enumeration.screens.enumerated() {
      let way = screen.way.steps.map { step in
        Self.escaped(step.text) + (report.place(step.location).map { " " + Self.code($0) } ?? "")
      }.joined(separator: " → ")
      var cells = ["\(offset + 1)"]
      if showsScene { cells.append(Self.escaped(report.sceneLabel(screen.scene) ?? "")) }
      cells += [
        way,
        Self.code(screen.statusBar.style.rawValue)
          + (screen.statusBar.followsContent ? " (follows the content, R37)" : ""),
        screen.statusBar.hidden ? "yes" : "no",
        decider(screen.styleDecider, report), decider(screen.hiddenDecider, report),
        Self.escaped(report.surePhrase(screen)),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    if let note = report.limitNote {
      lines += ["", Self.escaped(note)]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "Home (HomeViewController), R8 at `path:24:5`".
  private func decider(_ decider: ScreenDecider, _ report: ScreensReport) -> String {
    var text = Self.escaped(report.deciderPhrase(decider))
    if let citation = decider.citation { text += ", \(citation.rule)" }
    if let place = report.place(decider.location) { text += " at " + Self.code(place) }
    return text
  }

  /// Text in a table cell: `|` would end the cell, and a line break the row.
  static func escaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "|": escaped += "\\|"
      case "\n", "\r\n": escaped += " "
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// A code span in a table cell, its `|` escaped as GitHub tables need.
  static func code(_ text: String) -> String {
    let fence = text.contains("`") ? "`` " : "`"
    return fence + escaped(text) + String(fence.reversed())
  }
}
