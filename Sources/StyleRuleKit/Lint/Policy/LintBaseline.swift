/// The findings a project has accepted for now, so that lint reports only new ones
/// (`stylerule lint --write-baseline FILE`, then `--baseline FILE`).
///
/// Entries are matched by check, file and the text of the finding's line (its
/// ``FindingAnchor``), not by line number: adding or removing lines above a finding does
/// not make it new, while editing its own line, or moving it to another file, does. Each
/// entry matches one finding, so a second finding of the same check on an identical line
/// is still reported.
public struct LintBaseline: Sendable, Equatable, Codable {
  /// One accepted finding.
  public struct Entry: Sendable, Hashable, Codable {
    /// The check's ID.
    public var check: String
    /// The file, as ``FindingAnchor/path``.
    public var path: String
    /// The line when recorded, for people reading the file; not used to match.
    public var line: Int?
    /// The line's text, as ``FindingAnchor/text``.
    public var text: String
    /// The finding's message when recorded, for people reading the file; not used to match.
    public var message: String

    /// Creates an entry.
    public init(check: String, path: String, line: Int?, text: String, message: String) {
      self.check = check
      self.path = path
      self.line = line
      self.text = text
      self.message = message
    }

    /// What an entry is matched by.
    var key: Key { Key(check: check, path: path, text: text) }
  }

  /// What findings and entries are matched by.
  struct Key: Hashable {
    let check: String
    let path: String
    let text: String
  }

  /// The format's version; a file of another version is refused.
  public static let currentVersion = 1

  /// The format's version.
  public var version: Int
  /// The accepted findings, sorted by path, line and check.
  public var findings: [Entry]

  /// Creates a baseline from entries.
  public init(findings: [Entry]) {
    self.version = Self.currentVersion
    self.findings = findings.sorted { lhs, rhs in
      if lhs.path != rhs.path { return lhs.path < rhs.path }
      if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
      if lhs.check != rhs.check { return lhs.check < rhs.check }
      return lhs.text < rhs.text
    }
  }

  /// A baseline that accepts every finding given, each with its anchor.
  public init(recording findings: [(finding: LintFinding, anchor: FindingAnchor)]) {
    self.init(
      findings: findings.map { item in
        Entry(
          check: item.finding.check, path: item.anchor.path, line: item.anchor.line,
          text: item.anchor.text, message: item.finding.message)
      })
  }

  /// Which of `findings` the baseline does not accept, in their order: the indices of the
  /// new findings.
  /// - Complexity: O(n + m) for n findings and m entries.
  public func newFindings(_ findings: [(finding: LintFinding, anchor: FindingAnchor)]) -> [Int] {
    var remaining: [Key: Int] = [:]
    for entry in self.findings { remaining[entry.key, default: 0] += 1 }
    var result: [Int] = []
    for (index, item) in findings.enumerated() {
      let key = Key(check: item.finding.check, path: item.anchor.path, text: item.anchor.text)
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
      } else {
        result.append(index)
      }
    }
    return result
  }
}
