/// Renders a resolution as one JSON object (documented in `Docs/output-formats.md`).
public struct ResolutionJSONRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the report.
  public func render(_ report: ResolutionReport) -> String {
    JSONOutput.encode(Document(report))
  }

  private struct Document: Encodable {
    let report: ResolutionReport

    init(_ report: ResolutionReport) { self.report = report }

    enum Keys: String, CodingKey {
      case schemaVersion, file, environment, style, content, decidedBy, decidedByClass
      case controllingWindow, trace, notConsulted
    }

    func encode(to encoder: any Encoder) throws {
      let resolution = report.resolution
      let source = report.model.source
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(JSONOutput.schemaVersion, forKey: .schemaVersion)
      try container.encode(source.path, forKey: .file)
      try container.encode(Environment(resolution.environment), forKey: .environment)
      try container.encode(resolution.style.rawValue, forKey: .style)
      try container.encode(resolution.content.rawValue, forKey: .content)
      try container.encode(resolution.deciderName, forKey: .decidedBy)
      try container.encode(resolution.deciderClass, forKey: .decidedByClass)
      try container.encode(
        resolution.controllingWindow.map { report.model.windows[$0].label(index: $0) },
        forKey: .controllingWindow)
      try container.encode(
        resolution.steps.enumerated().map {
          Step(number: $0.offset + 1, step: $0.element, source: source)
        },
        forKey: .trace)
      try container.encode(
        resolution.skipped.map { Skipped(skipped: $0, source: source) }, forKey: .notConsulted)
    }
  }

  private struct Environment: Encodable {
    let ios: String
    let device: String
    let appearance: String
    let origins: [String: String]

    init(_ environment: ResolvedEnvironment) {
      ios = environment.values.ios.description
      device = environment.values.device.rawValue
      appearance = environment.values.appearance.rawValue
      origins = [
        "ios": environment.iosOrigin.rawValue, "device": environment.deviceOrigin.rawValue,
        "appearance": environment.appearanceOrigin.rawValue,
      ]
    }
  }

  private struct Step: Encodable {
    let number: Int
    let step: TraceStep
    let source: SourceFile

    enum Keys: String, CodingKey {
      case step, subject, controller, question, answer, rule, confidence, location
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(number, forKey: .step)
      try container.encode(step.subjectName, forKey: .subject)
      var controller: String?
      if case .controller = step.subject { controller = step.subjectName }
      try container.encode(controller, forKey: .controller)
      try container.encode(step.question, forKey: .question)
      try container.encode(step.answer, forKey: .answer)
      try container.encode(step.citation.rule.rawValue, forKey: .rule)
      try container.encode(step.citation.confidence.rawValue, forKey: .confidence)
      try container.encode(JSONLocation(step.location, in: source), forKey: .location)
    }
  }

  private struct Skipped: Encodable {
    let skipped: SkippedOverride
    let source: SourceFile

    enum Keys: String, CodingKey {
      case controller, member, value, reason, rule, confidence, location
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(skipped.subjectName, forKey: .controller)
      try container.encode(skipped.member, forKey: .member)
      try container.encode(skipped.value, forKey: .value)
      try container.encode(skipped.reason, forKey: .reason)
      try container.encode(skipped.citation.rule.rawValue, forKey: .rule)
      try container.encode(skipped.citation.confidence.rawValue, forKey: .confidence)
      try container.encode(JSONLocation(skipped.location, in: source), forKey: .location)
    }
  }
}
