/// Renders an explanation as one JSON object (documented in `Docs/output-formats.md`).
public struct ExplanationJSONRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the report.
  public func render(_ report: ExplanationReport) -> String {
    document(report).text
  }

  /// The report as a JSON value; for a controller inside a choice's alternative, with
  /// `alternatives`, each choice's name and the alternative the explanation places.
  public func document(_ report: ExplanationReport) -> JSONValue {
    let explanation = report.explanation
    let document = fields(report)
    guard !explanation.alternatives.isEmpty, case .object(var fields) = document else {
      return document
    }
    fields["alternatives"] = .object(
      Dictionary(
        explanation.alternatives.map { id, option in
          (explanation.model[id].label, JSONValue.string(explanation.model[id].options[option]))
        }, uniquingKeysWith: { first, _ in first }))
    return .object(fields)
  }

  /// Every field but `alternatives`.
  private func fields(_ report: ExplanationReport) -> JSONValue {
    let explanation = report.explanation
    let source = explanation.model.source
    let resolution = explanation.resolution
    let departure = explanation.departure
    return [
      "schemaVersion": .integer(JSONValue.schemaVersion),
      "file": .string(source.path),
      "step": report.step?.json ?? .null,
      "screen": report.explanation.screen.map {
        ScreensJSONRenderer.way($0, in: report.explanation.model.source)
      } ?? .null,
      "environment": resolution.environment.json,
      "controller": .string(explanation.targetName),
      "decides": .bool(explanation.targetDecides),
      "decidedBy": .string(resolution.deciderName),
      "style": .string(resolution.style.rawValue),
      "content": .string(resolution.content.rawValue),
      "path": .array(
        explanation.path.map { ["name": .string($0.name), "link": .string($0.link.rawValue)] }),
      "departure": explanation.targetDecides
        ? .null
        : [
          "at": .optional(departure.leavesAt.map { explanation.model[$0].name }),
          "reason": .string(departure.reason),
          "rule": .string(departure.citation.rule.rawValue),
          "confidence": .string(departure.citation.confidence.rawValue),
          "location": .location(departure.location, in: source),
        ],
      "changesTried": .integer(explanation.changesTried),
      "dependsOn": .array(
        explanation.exploration.dependsOn.map { id in
          ResolutionJSONRenderer.dynamicValue(explanation.model[id], in: source)
        }),
      "decidesWhen": .array(
        explanation.decidesWhen.map { combination in
          .object(
            Dictionary(
              combination.map { id, option in
                (
                  explanation.model[id].label,
                  JSONValue.string(explanation.model[id].options[option])
                )
              }, uniquingKeysWith: { first, _ in first }))
        }),
      "fixes": .array(
        explanation.fixes.enumerated().map { offset, fix in
          [
            "rank": .integer(offset + 1),
            "support": .string(fix.support.name),
            "verified": .bool(true),
            "changes": .array(
              fix.steps.map { step in
                [
                  "summary": .string(step.summary),
                  "swift": .string(step.swiftCode),
                  "support": .string(step.support.name),
                  "rule": .string(step.citation.rule.rawValue),
                  "confidence": .string(step.citation.confidence.rawValue),
                ]
              }),
            "rulesFileDiff": .string(fix.diff),
            "swiftDiff": .optional(report.appPatch(forFixAt: offset).diff),
            "swiftDiffUnavailable": .optional(report.appPatch(forFixAt: offset).unavailableReason),
            "result": [
              "decidedBy": .string(fix.resolution.deciderName),
              "style": .string(fix.resolution.style.rawValue),
              "content": .string(fix.resolution.content.rawValue),
            ],
            "holdsOn": .array(fix.versions.holding.map { .string($0.description) }),
            "failsOn": .array(
              fix.versions.failing.map {
                ["versions": .string($0.versions.description), "reason": .string($0.reason)]
              }),
            "sideEffects": .array(fix.sideEffects.map(JSONValue.string)),
          ]
        }),
    ]
  }
}
