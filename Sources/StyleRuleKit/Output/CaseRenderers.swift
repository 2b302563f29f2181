/// Lists the catalogue for people: one line per case, under a heading per group.
public struct CaseListRenderer: ReportRenderer {
  /// How to decorate the text.
  public let style: TextStyle

  /// Creates a renderer.
  public init(style: TextStyle = .plain) {
    self.style = style
  }

  /// Renders the cases, in the order given, grouped as they come.
  public func render(_ cases: [CatalogueCase]) -> String {
    let width = cases.map(\.id.count).max() ?? 0
    var lines: [String] = []
    var group: CatalogueCase.Group?
    for entry in cases {
      if entry.group != group {
        if group != nil { lines.append("") }
        lines.append(style.apply(.emphasis, entry.group.rawValue))
        group = entry.group
      }
      lines.append(
        "  " + entry.id.padded(to: width) + "  " + entry.title)
    }
    lines.append("")
    lines.append(
      "'stylerule cases show ID' works one through; 'stylerule cases export DIR' writes them all.")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Shows a worked case for people: the rules file, the resolution and the explanation.
public struct CaseStudyTextRenderer: ReportRenderer {
  /// How to decorate the text.
  public let style: TextStyle

  /// Creates a renderer.
  public init(style: TextStyle = .plain) {
    self.style = style
  }

  /// Renders the case.
  public func render(_ study: CaseStudy) -> String {
    let entry = study.entry
    var text = style.apply(.emphasis, "\(entry.id): \(entry.title)") + "\n"
    text += "\n" + style.apply(.emphasis, "The rules file, Rules/\(entry.path):") + "\n\n"
    for line in entry.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
      entry.text.hasSuffix("\n") ? 1 : 0)
    {
      text += line.isEmpty ? "\n" : "    \(line)\n"
    }
    text += "\n" + style.apply(.emphasis, "What UIKit does (stylerule resolve):") + "\n\n"
    text += ResolutionTextRenderer(style: style).render(
      ResolutionReport(model: study.model, resolution: study.resolution))
    if let explanation = study.explanation {
      text +=
        "\n" + style.apply(.emphasis, "Why (stylerule explain \(explanation.targetName)):")
        + "\n\n"
      text += ExplanationTextRenderer(style: style).render(
        ExplanationReport(explanation: explanation))
    }
    return text
  }
}

/// Shows a worked case as one JSON object: the case, and the `resolve` and `explain`
/// objects for it.
public struct CaseStudyJSONRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the case.
  public func render(_ study: CaseStudy) -> String {
    let entry = study.entry
    let value: JSONValue = [
      "schemaVersion": .integer(JSONValue.schemaVersion),
      "id": .string(entry.id),
      "title": .string(entry.title),
      "group": .string(entry.group.rawValue),
      "path": .string("Rules/" + entry.path),
      "rules": .string(entry.text),
      "resolution": ResolutionJSONRenderer().document(
        ResolutionReport(model: study.model, resolution: study.resolution)),
      "explanation": study.explanation.map {
        ExplanationJSONRenderer().document(ExplanationReport(explanation: $0))
      } ?? .null,
    ]
    return value.text
  }
}
