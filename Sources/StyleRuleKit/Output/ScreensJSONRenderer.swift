/// Renders the screens an app reaches as one JSON object (documented in
/// `Docs/output-formats.md`).
public struct ScreensJSONRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the report.
  public func render(_ report: ScreensReport) -> String {
    document(report).text
  }

  /// The report as a JSON value.
  public func document(_ report: ScreensReport) -> JSONValue {
    let enumeration = report.enumeration
    let source = report.source
    return [
      "schemaVersion": .integer(JSONValue.schemaVersion),
      "file": .string(source.path),
      "environment": report.environment.json,
      "limit": .integer(enumeration.limit),
      "statesNotExamined": .integer(enumeration.statesNotExamined),
      "complete": .bool(enumeration.isComplete),
      "screens": .array(
        enumeration.screens.enumerated().map { offset, screen in
          [
            "number": .integer(offset + 1),
            "scene": .optional(report.sceneLabel(screen.scene)),
            "way": Self.way(screen.way, in: source),
            "style": .string(screen.statusBar.style.rawValue),
            "content": .string(screen.statusBar.content.rawValue),
            "followsContent": .bool(screen.statusBar.followsContent),
            "hidden": .bool(screen.statusBar.hidden),
            "styleDecidedBy": Self.decider(screen.styleDecider, in: source),
            "hiddenDecidedBy": Self.decider(screen.hiddenDecider, in: source),
            "certain": .bool(screen.isCertain),
            "cannotTell": .array(screen.cannotTell.map { .string($0) }),
            "dependsOn": .array(
              screen.dependsOn.map {
                ResolutionJSONRenderer.dynamicValue(report.model[$0], in: source)
              }),
            "onScreen": .array(
              screen.controllersOnScreen.map { .string(report.model[$0].name) }),
          ]
        }),
    ]
  }

  /// A way to a screen as JSON: its steps, each with its kind, text and location.
  static func way(_ way: ScreenWay, in source: SourceFile) -> JSONValue {
    .array(
      way.steps.map { step in
        [
          "kind": .string(step.kind.rawValue),
          "text": .string(step.text),
          "location": .location(step.location, in: source),
        ]
      })
  }

  /// Who decides, as JSON.
  private static func decider(_ decider: ScreenDecider, in source: SourceFile) -> JSONValue {
    [
      "name": .string(decider.name),
      "class": .optional(decider.className),
      "rule": .optional(decider.citation.map { $0.rule.rawValue }),
      "confidence": .optional(decider.citation.map { $0.confidence.rawValue }),
      "location": .location(decider.location, in: source),
    ]
  }
}
