/// The inline suppression comments of a rules file and of the app files its origins point
/// into, and the findings they silence.
///
/// A finding is silenced when a directive covers its line for its check, either in the rules
/// file (`# stylerule:disable:next dead-override` above the statement) or, for a scanned
/// rules file, in the app's file at its origin (`// stylerule:disable:next dead-override`
/// above the Swift line).
public struct LintSuppressions: Sendable {
  /// The checks each directive covers, per file.
  private var files: [String: SuppressedLines] = [:]
  /// Warnings about the directives themselves (an unknown check, no check named), with
  /// the file each is in.
  public private(set) var problems: [(source: SourceFile, diagnostics: [Diagnostic])] = []

  /// Reads the directives of the rules file and of every app file in `originFiles`.
  public init(rules source: SourceFile, originFiles: OriginFiles) {
    let known = Set(Linter.catalogue.map(\.id))
    var sources = [source]
    sources += originFiles.paths.compactMap { originFiles.file(at: $0) }
    for file in sources where files[file.path] == nil {
      let parsed = SuppressionDirective.parse(file, knownChecks: known)
      files[file.path] = SuppressedLines(parsed.directives)
      if !parsed.problems.isEmpty { problems.append((file, parsed.problems)) }
    }
    rulesPath = source.path
  }

  /// The rules file's path, under which its directives are kept.
  private let rulesPath: String

  /// Whether a directive silences `finding` of `source` (the rules file these suppressions
  /// were read with).
  public func silences(_ finding: LintFinding, in source: SourceFile) -> Bool {
    let rulesLine = source.location(of: finding.range.start).line
    if files[rulesPath]?.covers(line: rulesLine, check: finding.check) == true { return true }
    guard let origin = source.resolvedOrigin(of: finding.range), let line = origin.origin.line
    else { return false }
    return files[origin.path]?.covers(line: line, check: finding.check) == true
  }

  /// The findings no directive silences, and how many were silenced.
  public func apply(to findings: [LintFinding], in source: SourceFile) -> (
    kept: [LintFinding], silenced: Int
  ) {
    let kept = findings.filter { !silences($0, in: source) }
    return (kept, findings.count - kept.count)
  }
}

/// The lines of one file that directives cover, per check.
struct SuppressedLines: Sendable {
  /// Checks silenced on single lines (`disable:next`, `:this`, `:previous`).
  private var lines: [Int: Set<String>] = [:]
  /// Checks silenced from a `disable` to its `enable` (or the end of the file), as closed
  /// line ranges.
  private var regions: [(check: String, lines: ClosedRange<Int>)] = []

  /// The lines covered by `directives`, given in line order.
  init(_ directives: [SuppressionDirective]) {
    var open: [String: Int] = [:]
    for directive in directives {
      switch directive.command {
      case .disableNext: lines[directive.line + 1, default: []].formUnion(directive.checks)
      case .disableThis: lines[directive.line, default: []].formUnion(directive.checks)
      case .disablePrevious: lines[directive.line - 1, default: []].formUnion(directive.checks)
      case .disable:
        for check in directive.checks where open[check] == nil { open[check] = directive.line }
      case .enable:
        // `enable all` ends every open region; `enable X` ends X's and narrows nothing else.
        let closing =
          directive.checks.contains(SuppressionDirective.all)
          ? Array(open.keys) : Array(directive.checks)
        for check in closing.sorted() {
          guard let start = open.removeValue(forKey: check) else { continue }
          regions.append((check, start...max(start, directive.line - 1)))
        }
      }
    }
    for (check, start) in open.sorted(by: { $0.key < $1.key }) {
      regions.append((check, start...Int.max))
    }
  }

  /// Whether `check` is silenced on `line`.
  func covers(line: Int, check: String) -> Bool {
    if let checks = lines[line],
      checks.contains(check) || checks.contains(SuppressionDirective.all)
    {
      return true
    }
    return regions.contains { region in
      (region.check == check || region.check == SuppressionDirective.all)
        && region.lines.contains(line)
    }
  }
}
