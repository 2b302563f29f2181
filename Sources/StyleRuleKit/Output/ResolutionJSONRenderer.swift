/// Renders a resolution as one JSON object (documented in `Docs/output-formats.md`).
public struct ResolutionJSONRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the report.
  public func render(_ report: ResolutionReport) -> String {
    document(report).text
  }

  /// The report as a JSON value.
  public func document(_ report: ResolutionReport) -> JSONValue {
    let resolution = report.resolution
    let source = report.model.source
    return [
      "schemaVersion": .integer(JSONValue.schemaVersion),
      "file": .string(source.path),
      "step": report.step?.json ?? .null,
      "scenes": .null,
      "scene": .optional(
        report.sceneLabel.map { _ in
          report.model.scenes[report.resolution.scene].label(index: report.resolution.scene)
        }),
      "environment": resolution.environment.json,
      "style": .string(resolution.style.rawValue),
      "content": .string(resolution.content.rawValue),
      "decidedBy": .string(resolution.deciderName),
      "decidedByClass": .optional(resolution.deciderClass),
      "valueFrom": .optional(resolution.styleAnswer.valueSource.map { report.model[$0].name }),
      "imposedBy": .optional(Self.imposedRule(resolution.styleAnswer)),
      "controllingWindow": .optional(
        resolution.controllingWindow.map { report.model.windows[$0].label(index: $0) }),
      "trace": Self.trace(resolution.styleAnswer.steps, in: source),
      "hidden": .bool(resolution.hidden),
      "hiddenDecidedBy": .string(resolution.hiddenAnswer.deciderName),
      "hiddenDecidedByClass": .optional(resolution.hiddenAnswer.deciderClass),
      "hiddenValueFrom": .optional(
        resolution.hiddenAnswer.valueSource.map { report.model[$0].name }),
      "hiddenImposedBy": .optional(Self.imposedRule(resolution.hiddenAnswer)),
      "hiddenTrace": Self.trace(resolution.hiddenAnswer.steps, in: source),
      "cannotTell": .array(resolution.cannotTell.map { .string($0) }),
      "contentNote": .optional(resolution.contentNote),
      "dependsOn": .array(
        (report.exploration?.dependsOn ?? []).map { id in
          Self.dynamicValue(report.model[id], in: source)
        }),
      "outcomes": .array(
        (report.exploration?.outcomes ?? []).map { outcome in
          Self.outcome(outcome, model: report.model)
        }),
      "omittedOutcomes": .integer(report.exploration?.omittedOutcomes ?? 0),
      "explorationComplete": .bool(report.exploration?.isComplete ?? true),
      "notConsulted": .array(
        resolution.skipped.map { skipped in
          [
            "controller": .string(skipped.subjectName),
            "member": .string(skipped.member),
            "value": .string(skipped.value),
            "reason": .string(skipped.reason),
            "rule": .string(skipped.citation.rule.rawValue),
            "confidence": .string(skipped.citation.confidence.rawValue),
            "location": .location(skipped.location, in: source),
          ]
        }),
    ]
  }

  /// Several scenes' reports as one object: the first scene's fields at the top level, and
  /// every scene's, the first included, under `scenes`.
  public func render(scenes reports: [ResolutionReport]) -> String {
    guard let first = reports.first, case .object(var fields) = document(first) else {
      return JSONValue.array([]).text
    }
    fields["scenes"] = .array(reports.map(document))
    return JSONValue.object(fields).text
  }

  /// A dynamic value as JSON.
  static func dynamicValue(_ dynamic: DynamicValue, in source: SourceFile) -> JSONValue {
    [
      "name": .string(dynamic.label),
      "owner": .string(dynamic.ownerPhrase),
      "member": .string(dynamic.member),
      "values": .array(dynamic.options.map { .string($0) }),
      "listed": .bool(dynamic.isListed),
      "initially": .optional(
        dynamic.isLaunchUnknown ? "unknown" : dynamic.initial.map { dynamic.options[$0] }),
      "launchValue": .string(dynamic.options[dynamic.launchOption]),
      "location": .location(dynamic.range, in: source),
    ]
  }

  /// An outcome as JSON: what shows, who decides, and each combination of values giving it.
  static func outcome(_ outcome: DynamicOutcome, model: AppModel) -> JSONValue {
    [
      "values": .array(
        outcome.combinations.map { combination in
          .object(
            Dictionary(
              combination.map { id, option in
                (model[id].label, JSONValue.string(model[id].options[option]))
              }, uniquingKeysWith: { first, _ in first }))
        }),
      "atLaunch": .bool(outcome.atLaunch),
      "style": .string(outcome.style.rawValue),
      "content": .string(outcome.content.rawValue),
      "hidden": .bool(outcome.hidden),
      "decidedBy": .string(outcome.decidedBy),
      "decidedByClass": .optional(outcome.decidedByClass),
      "hiddenDecidedBy": .string(outcome.hiddenDecidedBy),
    ]
  }

  /// The rule with which the system imposed an answer (R9, R28), if it did.
  static func imposedRule(_ answer: StatusBarAnswer) -> String? {
    if case .system(let rule) = answer.decider { return rule.rawValue }
    return nil
  }

  /// A trace as JSON.
  static func trace(_ steps: [TraceStep], in source: SourceFile) -> JSONValue {
    .array(
      steps.enumerated().map { offset, step in
        var controller: String?
        if case .controller = step.subject { controller = step.subjectName }
        return [
          "step": .integer(offset + 1),
          "subject": .string(step.subjectName),
          "controller": .optional(controller),
          "question": .string(step.question),
          "answer": .string(step.answer),
          "rule": .string(step.citation.rule.rawValue),
          "confidence": .string(step.citation.confidence.rawValue),
          "location": .location(step.location, in: source),
        ]
      })
  }
}
