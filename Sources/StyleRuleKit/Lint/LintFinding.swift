/// A problem a lint check found in a rules file.
public struct LintFinding: Hashable, Sendable {
  /// The ID of the check that found it, such as `dead-override`.
  public let check: String
  /// How serious it is.
  public let severity: Diagnostic.Severity
  /// What is wrong, in plain words, naming the controllers involved.
  public let message: String
  /// Where it is.
  public let range: SourceRange
  /// Related places, such as the override that is never asked.
  public let notes: [Diagnostic.Note]
  /// How to fix it.
  public let fix: String
  /// The UIKit rules behind it.
  public let rules: [RuleID]

  /// Creates a finding.
  public init(
    check: String, severity: Diagnostic.Severity, message: String, range: SourceRange,
    notes: [Diagnostic.Note] = [], fix: String, rules: [RuleID]
  ) {
    self.check = check
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
    self.fix = fix
    self.rules = rules
  }
}

/// A rules file used as an example of a check, with 1️⃣ markers where findings must start.
public struct LintExample: Sendable {
  /// The rules text, with markers.
  public let marked: String
  /// Where the example is written, so a failing example points at itself.
  public let file: String
  /// The line where the example is written.
  public let line: Int

  /// Creates an example, recording where it is written.
  public init(_ marked: String, file: String = #fileID, line: Int = #line) {
    self.marked = marked
    self.file = file
    self.line = line
  }

  /// The rules text without markers.
  public var text: String {
    var result = ""
    for character in marked where !Self.markers.contains(character) {
      result.append(character)
    }
    return result
  }

  static let markers: Set<Character> = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
}

/// Everything about a check that does not depend on the file: the single source for the
/// listing, the documentation, SARIF's rule table and the example tests.
public struct LintCheckDescription: Sendable {
  /// The stable ID, in kebab case.
  public let id: String
  /// A short name.
  public let title: String
  /// The severity of its findings.
  public let severity: Diagnostic.Severity
  /// One sentence: what it finds.
  public let summary: String
  /// Why it matters.
  public let rationale: String
  /// How to fix what it finds.
  public let fix: String
  /// The UIKit rules behind it.
  public let rules: [RuleID]
  /// Files where it must report, at each marker.
  public let triggering: [LintExample]
  /// Files where it must not report.
  public let nonTriggering: [LintExample]
}

extension LintCheckDescription {
  /// Whether the check is about the status bar rules (every rule it cites is one of R1–R34),
  /// which hold from iOS 7, where view controllers decide the status bar.
  var isAboutViewControllerAppearance: Bool {
    rules.allSatisfy { $0.rawValue.hasPrefix("R") }
  }
}

/// A static check over a checked app model.
protocol LintCheck: Sendable {
  /// The check's description.
  static var description: LintCheckDescription { get }
  /// The check's findings in a file.
  func findings(in context: LintContext) -> [LintFinding]
  /// Whether the check reads the layout engine's numbers (``LintContext/layout``).
  static var readsLayout: Bool { get }
}

extension LintCheck {
  /// Most checks do not read the layout.
  static var readsLayout: Bool { false }

  /// A finding of this check with its default severity, citing `rules` (by default, every
  /// rule the check is about).
  func finding(
    _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], fix: String? = nil,
    rules: [RuleID]? = nil
  ) -> LintFinding {
    let description = Self.description
    return LintFinding(
      check: description.id, severity: description.severity, message: message, range: range,
      notes: notes, fix: fix ?? description.fix, rules: rules ?? description.rules)
  }
}
