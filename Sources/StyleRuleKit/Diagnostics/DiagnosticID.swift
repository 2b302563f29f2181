/// The stable, dotted identifier of a kind of diagnostic, such as `model.invalid-value`: the
/// one catalogue of every identifier stylerule reports.
///
/// The first component names the stage that reports it (``Stage``); the second names the
/// problem. Tools can filter on an identifier without matching text, and the text output
/// shows it at the end of a diagnostic's header (`… [model.invalid-value]`). Each stage's
/// identifiers are the cases of its own enumeration, such as ``Model``, so an identifier is
/// written `.model(.invalidValue)` and a misspelt one does not compile.
/// `Docs/diagnostics.md` lists every one with an example.
public enum DiagnosticID: Hashable, Sendable, CaseIterable, RawRepresentable, Codable,
  CustomStringConvertible
{
  /// A problem with a rules file's bytes, found before it is parsed.
  case input(Input)
  /// A rules file that does not follow the grammar.
  case syntax(Syntax)
  /// A rules file whose statements cannot describe an app.
  case model(Model)
  /// A problem with a lint suppression comment.
  case lint(Lint)
  /// A layout question that cannot be answered.
  case layout(Layout)
  /// An explanation that cannot be given.
  case explain(Explain)
  /// A configuration file that cannot be read.
  case config(Config)
  /// A command-line option that does not fit the rules file.
  case cli(CommandLineOption)

  /// Every identifier, stage by stage in the order of ``Stage``.
  public static let allCases: [DiagnosticID] = [
    Input.allCases.map(DiagnosticID.input),
    Syntax.allCases.map(DiagnosticID.syntax),
    Model.allCases.map(DiagnosticID.model),
    Lint.allCases.map(DiagnosticID.lint),
    Layout.allCases.map(DiagnosticID.layout),
    Explain.allCases.map(DiagnosticID.explain),
    Config.allCases.map(DiagnosticID.config),
    CommandLineOption.allCases.map(DiagnosticID.cli),
  ].flatMap { $0 }

  /// Every identifier by its text.
  private static let byText: [String: DiagnosticID] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// The identifier written `text`, such as `model.invalid-value`, or `nil` when no
  /// identifier is written so.
  ///
  /// Only decoding needs it: `stylerule-config` hands its diagnostics to `stylerule` as
  /// JSON, with their identifiers as text.
  public init?(rawValue text: String) {
    guard let id = Self.byText[text] else { return nil }
    self = id
  }

  /// The stage that reports it: the identifier's first component.
  public var stage: Stage {
    switch self {
    case .input: .input
    case .syntax: .syntax
    case .model: .model
    case .lint: .lint
    case .layout: .layout
    case .explain: .explain
    case .config: .config
    case .cli: .cli
    }
  }

  /// The problem's name within its stage: the identifier's second component.
  public var name: String {
    switch self {
    case .input(let id): id.rawValue
    case .syntax(let id): id.rawValue
    case .model(let id): id.rawValue
    case .lint(let id): id.rawValue
    case .layout(let id): id.rawValue
    case .explain(let id): id.rawValue
    case .config(let id): id.rawValue
    case .cli(let id): id.rawValue
    }
  }

  /// The severity diagnostics with this identifier are reported at.
  public var severity: Diagnostic.Severity {
    switch self {
    case .input, .syntax, .layout, .explain, .config, .cli: .error
    case .model(let id): id.severity
    case .lint: .warning
    }
  }

  /// What the problem is, in one line, for `Docs/diagnostics.md`.
  public var summary: String {
    switch self {
    case .input(let id): id.summary
    case .syntax(let id): id.summary
    case .model(let id): id.summary
    case .lint(let id): id.summary
    case .layout(let id): id.summary
    case .explain(let id): id.summary
    case .config(let id): id.summary
    case .cli(let id): id.summary
    }
  }

  /// Decodes an identifier from its text.
  /// - Throws: `DecodingError.dataCorrupted` for text that names no identifier.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let id = Self(rawValue: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "no diagnostic ID '\(text)'")
    }
    self = id
  }

  /// Encodes the identifier as its text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The identifier's text, such as `model.invalid-value`.
  public var rawValue: String { "\(stage.rawValue).\(name)" }

  /// The identifier's text.
  public var description: String { rawValue }
}
