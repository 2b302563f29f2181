/// Renders lint findings as SARIF 2.1.0, for code scanning services.
///
/// `tool.driver.rules` is the lint catalogue; each result has its `ruleId`, `ruleIndex`,
/// `level`, message and physical location; notes become related locations. Columns count
/// Unicode code points, which `columnKind` states.
public struct LintSARIFRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the report.
  public func render(_ report: LintReport) -> String {
    document(report).text
  }

  /// The report as a JSON value.
  public func document(_ report: LintReport) -> JSONValue {
    let catalogue = Linter.catalogue
    let indices = Dictionary(uniqueKeysWithValues: catalogue.enumerated().map { ($1.id, $0) })
    var artifacts: [JSONValue] = []
    var results: [JSONValue] = []
    for (fileIndex, file) in report.files.enumerated() {
      let uri = Self.uri(file.source.path)
      artifacts.append(["location": ["uri": .string(uri)]])
      for finding in file.findings {
        var relatedLocations: [JSONValue] = []
        for (offset, note) in finding.notes.enumerated() {
          guard let range = note.range else { continue }
          relatedLocations.append([
            "id": .integer(offset),
            "message": ["text": .string(note.message)],
            "physicalLocation": physicalLocation(
              uri: uri, index: fileIndex, range: range, in: file.source),
          ])
        }
        results.append([
          "ruleId": .string(finding.check),
          "ruleIndex": .integer(indices[finding.check] ?? 0),
          "level": .string(Self.level(finding.severity)),
          "message": ["text": .string(finding.message)],
          "locations": [
            [
              "physicalLocation": physicalLocation(
                uri: uri, index: fileIndex, range: finding.range, in: file.source)
            ]
          ],
          "relatedLocations": .array(relatedLocations),
          "properties": [
            "fix": .string(finding.fix),
            "uikitRules": .array(finding.rules.map { .string($0.rawValue) }),
          ],
        ])
      }
    }
    let rules: [JSONValue] = catalogue.map { description in
      [
        "id": .string(description.id),
        "name": .string(Self.pascalCase(description.id)),
        "shortDescription": ["text": .string(description.summary)],
        "fullDescription": ["text": .string(description.rationale)],
        "help": ["text": .string(description.fix)],
        "defaultConfiguration": ["level": .string(Self.level(description.severity))],
        "properties": ["uikitRules": .array(description.rules.map { .string($0.rawValue) })],
      ]
    }
    return [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "stylerule",
              "version": .string(StyleRuleVersion.current),
              "semanticVersion": .string(StyleRuleVersion.current),
              "rules": .array(rules),
            ]
          ],
          "columnKind": "unicodeCodePoints",
          "artifacts": .array(artifacts),
          "results": .array(results),
        ]
      ],
    ]
  }

  private func physicalLocation(uri: String, index: Int, range: SourceRange, in source: SourceFile)
    -> JSONValue
  {
    let (start, end) = source.span(of: range)
    return [
      "artifactLocation": ["uri": .string(uri), "index": .integer(index)],
      "region": [
        "startLine": .integer(start.line), "startColumn": .integer(start.column),
        "endLine": .integer(end.line), "endColumn": .integer(max(end.column, start.column)),
      ],
    ]
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// `dead-override` → `DeadOverride`.
  static func pascalCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// A URI reference for a path: relative paths stay relative, absolute ones become `file://`;
  /// characters outside RFC 3986's unreserved set (and `/`) are percent-encoded.
  static func uri(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      let character = Character(Unicode.Scalar(byte))
      if byte < 0x80 && (character.isLetter || character.isNumber || "-._~/".contains(character)) {
        encoded.append(character)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
