/// Renders a content top explanation as one JSON object (documented in
/// `Docs/output-formats.md`, `explain --top`).
public struct ContentTopJSONRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the report.
  public func render(_ report: ContentTopReport) -> String {
    document(report).text
  }

  /// The report as a JSON value.
  public func document(_ report: ContentTopReport) -> JSONValue {
    let explanation = report.explanation
    return [
      "schemaVersion": .integer(JSONValue.schemaVersion),
      "file": .string(explanation.model.source.path),
      "step": report.step?.json ?? .null,
      "environment": LayoutJSONRenderer.environment(explanation.layout.environment),
      "controller": .string(explanation.targetName),
      "path": .array(
        explanation.path.map { ["name": .string($0.name), "link": .string($0.link.rawValue)] }),
      "contentTop": Self.contentTop(explanation.contentTop),
      "wanted": .number(explanation.wanted),
      "reached": .bool(explanation.reachesWanted),
      "why": .array(explanation.why.map(LayoutJSONRenderer.step)),
      "changesTried": .integer(explanation.changesTried),
      "changes": .array(explanation.changes.enumerated().map { Self.change($1, rank: $0 + 1) }),
      "nearest": .array(explanation.nearest.enumerated().map { Self.change($1, rank: $0 + 1) }),
    ]
  }

  static func contentTop(_ top: ContentTop) -> JSONValue {
    [
      "value": .number(top.value),
      "measure": .string(top.measure.rawValue),
      "viewTop": .number(top.viewTop),
      "inset": .number(top.inset),
      "rules": LayoutJSONRenderer.rules(top.basis),
      "basis": LayoutJSONRenderer.citations(top.basis),
      "uncertain": .array(top.uncertain.map(LayoutJSONRenderer.uncertainty)),
    ]
  }

  static func change(_ change: ContentTopChange, rank: Int) -> JSONValue {
    [
      "rank": .integer(rank),
      "verified": .bool(true),
      "controller": .string(change.controller),
      "property": .string(change.property.rawValue),
      "value": .string(change.value),
      "summary": .string(change.summary),
      "swift": .string(change.swiftCode),
      "rule": .string(change.citation.rule.rawValue),
      "confidence": .string(change.citation.confidence.rawValue),
      "rulesFileDiff": .string(change.diff),
      "contentTop": contentTop(change.contentTop),
      "sideEffects": .array(change.sideEffects.map(JSONValue.string)),
    ]
  }
}
