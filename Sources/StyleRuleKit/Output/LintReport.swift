/// One linted file: its findings and the warnings its model produced.
public struct LintedFile: Sendable {
  /// The file.
  public let source: SourceFile
  /// The lint findings, sorted by position.
  public let findings: [LintFinding]
  /// Warnings from checking the file (such as unplaced controllers).
  public let warnings: [Diagnostic]
  /// For a scanned rules file, the app files its findings point into, whose lines the text
  /// report shows.
  public let originFiles: OriginFiles
  /// The application target scanned, when `stylerule lint DIR` lints an app with several
  /// target by target; `nil` otherwise.
  public let target: String?

  /// Creates a linted file.
  public init(
    source: SourceFile, findings: [LintFinding], warnings: [Diagnostic],
    originFiles: OriginFiles = .none, target: String? = nil
  ) {
    self.source = source
    self.findings = findings
    self.warnings = warnings
    self.originFiles = originFiles
    self.target = target
  }
}

/// The findings of a lint run over one or more files: the data every lint renderer works from.
public struct LintReport: Sendable {
  /// The files, in the order given.
  public let files: [LintedFile]

  /// Creates a report.
  public init(files: [LintedFile]) {
    self.files = files
  }

  /// How many findings have a severity.
  public func count(_ severity: Diagnostic.Severity) -> Int {
    files.reduce(0) { $0 + $1.findings.filter { $0.severity == severity }.count }
  }

  /// Whether the findings should fail the run: any error, or any warning when `strict`.
  public func fails(strict: Bool) -> Bool {
    count(.error) > 0 || (strict && count(.warning) > 0)
  }

  /// "2 warnings and 1 error in 3 files", or "no findings in 3 files" ("in 2 targets" for an
  /// app linted target by target).
  public var summary: String {
    func plural(_ count: Int, _ noun: String) -> String {
      "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
    let parts = [(count(.error), "error"), (count(.warning), "warning"), (count(.note), "note")]
      .filter { $0.0 > 0 }.map { plural($0.0, $0.1) }
    // An app linted target by target counts its targets.
    let byTarget = !self.files.isEmpty && self.files.allSatisfy { $0.target != nil }
    let files = plural(self.files.count, byTarget ? "target" : "file")
    if parts.isEmpty { return "no findings in \(files)" }
    let list =
      parts.count == 1
      ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
    return "\(list) in \(files)"
  }
}

extension SourceFile {
  /// The start and end of a range as lines and columns.
  func span(of range: SourceRange) -> (start: SourceLocation, end: SourceLocation) {
    (location(of: range.start), location(of: max(range.start, range.end)))
  }
}
