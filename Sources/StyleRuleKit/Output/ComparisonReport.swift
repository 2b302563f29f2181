/// The same file resolved in several iOS versions: the data the comparison renderers work from.
public struct ComparisonReport: Sendable {
  /// One compared field: its label and each version's value.
  public struct Row: Sendable {
    /// The field's name in JSON, such as `content`.
    public let field: String
    /// The label in text, such as "content".
    public let label: String
    /// The value for each version, in order.
    public let values: [String]
    /// Whether the versions disagree.
    public var differs: Bool { Set(values).count > 1 }
  }

  /// Where two versions' traces of one question first part ways.
  public struct Divergence: Sendable {
    /// Which trace.
    public let question: StatusBarQuestion
    /// The 1-based step number where the traces first differ.
    public let step: Int
    /// Each version's step there (`nil` when its trace is shorter).
    public let steps: [TraceStep?]
  }

  /// The model.
  public let model: AppModel
  /// One resolution per version, in the order asked.
  public let resolutions: [StatusBarResolution]

  /// Creates a report.
  public init(model: AppModel, resolutions: [StatusBarResolution]) {
    self.model = model
    self.resolutions = resolutions
  }

  /// The compared fields.
  public var rows: [Row] {
    [
      Row(field: "style", label: "style", values: resolutions.map(\.style.rawValue)),
      Row(field: "content", label: "content", values: resolutions.map(\.content.rawValue)),
      Row(field: "decidedBy", label: "decided by", values: resolutions.map(\.deciderName)),
      Row(field: "hidden", label: "hidden", values: resolutions.map { $0.hidden ? "yes" : "no" }),
      Row(
        field: "hiddenDecidedBy", label: "hidden decided by",
        values: resolutions.map(\.hiddenAnswer.deciderName)),
    ]
  }

  /// The first step where the traces of each question differ, if they do.
  ///
  /// Steps differ by controller, question, answer or rule. A step that differs only in its
  /// claim's confidence (a claim carried to iOS 26 as inferred, R39) is the same step of
  /// the walk.
  public var divergences: [Divergence] {
    StatusBarQuestion.allCases.compactMap { question in
      let traces = resolutions.map {
        question == .style ? $0.styleAnswer.steps : $0.hiddenAnswer.steps
      }
      let longest = traces.map(\.count).max() ?? 0
      for index in 0..<longest {
        let steps = traces.map { index < $0.count ? $0[index] : nil }
        let keys = steps.map { step in
          step.map {
            "\($0.subjectName)|\($0.question)|\($0.answer)|\($0.citation.rule)"
          }
        }
        if Set(keys).count > 1 {
          return Divergence(question: question, step: index + 1, steps: steps)
        }
      }
      return nil
    }
  }
}

/// Renders a comparison for people: a table of answers per version, the differing rows
/// marked, and where the traces part ways.
public struct ComparisonTextRenderer: ReportRenderer {
  /// How to decorate the text.
  public let style: TextStyle
  /// The questions compared: the style, whether hidden, or both.
  public let questions: Set<StatusBarQuestion>

  /// Creates a renderer.
  public init(
    style: TextStyle = .plain, questions: Set<StatusBarQuestion> = Set(StatusBarQuestion.allCases)
  ) {
    self.style = style
    self.questions = questions
  }

  /// Renders the report.
  public func render(_ report: ComparisonReport) -> String {
    let versions = report.resolutions.map { "iOS \($0.environment.values.ios)" }
    var lines: [String] = []
    if let first = report.resolutions.first {
      let values = first.environment.values
      lines.append(
        "\(report.model.source.path) on \(versions.joined(separator: ", ")) "
          + "(\(values.deviceChoice.phrase), \(values.appearance.rawValue) appearance, "
          + "\(values.orientation.rawValue))")
    }
    lines.append("")
    let hiddenFields: Set<String> = ["hidden", "hiddenDecidedBy"]
    let rows = report.rows.filter {
      questions.contains(hiddenFields.contains($0.field) ? .hidden : .style)
    }
    let labelWidth = (rows.map(\.label.count).max() ?? 0) + 2
    var widths = versions.map(\.count)
    for row in rows {
      for (index, value) in row.values.enumerated() {
        widths[index] = max(widths[index], value.count)
      }
    }
    func line(_ mark: String, _ label: String, _ cells: [String]) -> String {
      var text = mark + " " + label.padded(to: labelWidth)
      for (index, cell) in cells.enumerated() {
        text += cell.padded(to: widths[index] + 2)
      }
      return String(text.reversed().drop { $0 == " " }.reversed())
    }
    lines.append(line(" ", "", versions))
    for row in rows {
      let text = line(row.differs ? "*" : " ", row.label, row.values)
      lines.append(row.differs ? style.apply(.emphasis, text) : text)
    }
    lines.append("")
    let divergences = report.divergences.filter { questions.contains($0.question) }
    if !rows.contains(where: \.differs) && divergences.isEmpty {
      lines.append("The versions agree, step for step.")
      return lines.joined(separator: "\n") + "\n"
    }
    if rows.contains(where: \.differs) {
      lines.append("* differs between versions.")
    }
    for divergence in divergences {
      let trace = divergence.question == .style ? "style" : "hidden"
      lines.append("The \(trace) traces first differ at step \(divergence.step):")
      for (index, step) in divergence.steps.enumerated() {
        guard let step else {
          lines.append("  \(versions[index]): the trace ends before")
          continue
        }
        lines.append("  \(versions[index]): \(step.subjectName): \(step.question) → \(step.answer)")
        lines.append("    " + style.apply(.secondary, step.citation.line(at: nil)))
      }
    }
    lines.append("")
    lines.append(
      "Run 'stylerule resolve \(report.model.source.path) --ios VERSION' for every step of one version."
    )
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Renders a comparison as one JSON object: each version's resolution and the differences.
public struct ComparisonJSONRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the report.
  public func render(_ report: ComparisonReport) -> String {
    let single = ResolutionJSONRenderer()
    let value: JSONValue = [
      "schemaVersion": .integer(JSONValue.schemaVersion),
      "file": .string(report.model.source.path),
      "versions": .array(report.resolutions.map { .string($0.environment.values.ios.description) }),
      "resolutions": .array(
        report.resolutions.map {
          single.document(ResolutionReport(model: report.model, resolution: $0))
        }),
      "differences": .array(report.rows.filter(\.differs).map { .string($0.field) }),
    ]
    return value.text
  }
}
