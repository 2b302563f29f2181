/// Renders lint findings for people: each as a diagnostic with its source excerpt, its fix
/// and its notes, then a summary line.
public struct LintTextRenderer: ReportRenderer {
  /// How to decorate the text.
  public let style: TextStyle

  /// Creates a renderer.
  public init(style: TextStyle = .plain) {
    self.style = style
  }

  /// Renders the report.
  public func render(_ report: LintReport) -> String {
    var output = ""
    for file in report.files {
      if let target = file.target {
        // An app linted target by target: a heading names each target's findings.
        let count = file.findings.count
        output +=
          style.apply(
            .emphasis,
            "Target \(target): \(count == 0 ? "no" : String(count)) finding\(count == 1 ? "" : "s")"
          ) + "\n"
      }
      let formatter = DiagnosticFormatter(
        source: file.source, style: style, originFiles: file.originFiles)
      for finding in file.findings {
        let rules = finding.rules.map(\.rawValue).joined(separator: ", ")
        output += formatter.format(
          severity: finding.severity, message: finding.message, tag: finding.check,
          range: finding.range, notes: finding.notes,
          trailer: ["   " + style.apply(.secondary, "fix: \(finding.fix) (\(rules))")])
      }
    }
    output += report.summary.prefix(1).uppercased() + report.summary.dropFirst() + ".\n"
    return output
  }
}

/// Renders lint findings as `path:line:column: severity: message [id]` lines, the format Xcode
/// and CI log parsers read; notes follow as `note:` lines.
///
/// For a scanned rules file a finding is placed where its fact comes from (a Swift,
/// storyboard or Info.plist line), and a note gives the rules line, unless the rules file
/// is a scan held in memory (`stylerule lint DIR`), which no editor could open.
public struct LintXcodeRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the report.
  public func render(_ report: LintReport) -> String {
    var lines: [String] = []
    for file in report.files {
      let formatter = DiagnosticFormatter(source: file.source)
      for finding in file.findings {
        let origin = file.source.resolvedOrigin(of: finding.range)
        let target = file.target.map { " (target \($0))" } ?? ""
        lines.append(
          "\(origin?.description ?? formatter.position(of: finding.range)): "
            + "\(finding.severity.rawValue): \(finding.message)\(target) [\(finding.check)]")
        if origin != nil, !file.source.isInMemory {
          lines.append(
            "\(formatter.position(of: finding.range)): note: the scanned rules file states it here")
        }
        for note in finding.notes {
          let position =
            file.source.resolvedOrigin(of: note.range)?.description
            ?? formatter.position(of: note.range)
          lines.append("\(position): note: \(note.message)")
        }
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
