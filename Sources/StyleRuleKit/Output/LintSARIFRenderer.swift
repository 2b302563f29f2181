/// Renders lint findings as SARIF 2.1.0, for code scanning services.
///
/// `tool.driver.rules` is the lint catalogue; each result has its `ruleId`, `ruleIndex`,
/// `level`, message and physical location; notes become related locations. Columns count
/// Unicode code points, which `columnKind` states. For a scanned rules file, locations are
/// the origins of the statements (Swift, storyboard and Info.plist lines, each file an
/// artifact) and the rules line is a related location. An origin's column counts UTF-8
/// bytes, as the compiler's do, so it is turned into code points over the app file's line;
/// where that file was not read, the location gives the line alone.
public struct LintSARIFRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the report.
  public func render(_ report: LintReport) -> String {
    document(report).text
  }

  /// A result's properties: the fix, the UIKit rules, and the target for an app linted
  /// target by target.
  private static func properties(of finding: LintFinding, target: String?) -> JSONValue {
    var properties: [String: JSONValue] = [
      "fix": .string(finding.fix),
      "uikitRules": .array(finding.rules.map { .string($0.rawValue) }),
    ]
    if let target { properties["target"] = .string(target) }
    return .object(properties)
  }

  /// The report as a JSON value.
  public func document(_ report: LintReport) -> JSONValue {
    let catalogue = Linter.catalogue
    let indices = Dictionary(uniqueKeysWithValues: catalogue.enumerated().map { ($1.id, $0) })
    var artifacts = ArtifactTable()
    var results: [JSONValue] = []
    for file in report.files {
      // A scan held in memory is listed only if a finding is left on its lines.
      let listedIndex = file.source.isInMemory ? nil : artifacts.index(of: file.source.path)
      /// The rules line, or the origin of its statement for a scanned file.
      func location(_ range: SourceRange) -> JSONValue {
        if let origin = file.source.resolvedOrigin(of: range) {
          return originLocation(
            origin, index: artifacts.index(of: origin.path),
            file: file.originFiles.file(at: origin.path))
        }
        return physicalLocation(
          uri: Self.uri(file.source.path),
          index: listedIndex ?? artifacts.index(of: file.source.path), range: range,
          in: file.source)
      }
      for finding in file.findings {
        var relatedLocations: [JSONValue] = []
        for (offset, note) in finding.notes.enumerated() {
          guard let range = note.range else { continue }
          relatedLocations.append([
            "id": .integer(offset),
            "message": ["text": .string(note.message)],
            "physicalLocation": location(range),
          ])
        }
        if file.source.resolvedOrigin(of: finding.range) != nil, !file.source.isInMemory {
          relatedLocations.append([
            "id": .integer(finding.notes.count),
            "message": ["text": "the scanned rules file states it here"],
            "physicalLocation": physicalLocation(
              uri: Self.uri(file.source.path),
              index: listedIndex ?? artifacts.index(of: file.source.path), range: finding.range,
              in: file.source),
          ])
        }
        results.append([
          "ruleId": .string(finding.check),
          "ruleIndex": .integer(indices[finding.check] ?? 0),
          "level": .string(Self.level(finding.severity)),
          "message": ["text": .string(finding.message)],
          "locations": [["physicalLocation": location(finding.range)]],
          "relatedLocations": .array(relatedLocations),
          "properties": Self.properties(of: finding, target: file.target),
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
          "artifacts": .array(artifacts.paths.map { ["location": ["uri": .string(Self.uri($0))]] }),
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

  /// The location of an origin: its file, and its line and column when it gives them.
  ///
  /// - Parameter file: The app file the origin points into, when it was read: its line turns
  ///   the origin's byte column into a code-point column. Without it the column is left out,
  ///   since a byte column would place the finding wrongly after a non-ASCII character.
  private func originLocation(_ origin: ResolvedOrigin, index: Int, file: SourceFile?)
    -> JSONValue
  {
    var region: [String: JSONValue] = [:]
    if let line = origin.origin.line {
      region["startLine"] = .integer(line)
      if let column = origin.origin.column,
        let codePoints = Self.codePointColumn(byteColumn: column, line: line, in: file)
      {
        region["startColumn"] = .integer(codePoints)
      }
    }
    var location: [String: JSONValue] = [
      "artifactLocation": ["uri": .string(Self.uri(origin.path)), "index": .integer(index)]
    ]
    if !region.isEmpty { location["region"] = .object(region) }
    return .object(location)
  }

  /// The code-point column of a UTF-8 byte column on a line of an app file.
  ///
  /// Both columns are 1-based; code points are counted as ``SourceFile/location(of:)`` counts
  /// a rules file's columns, and bytes past the line's end count one each. `nil` when the
  /// file was not read or has no such line.
  static func codePointColumn(byteColumn: Int, line: Int, in file: SourceFile?) -> Int? {
    guard let file, line >= 1, line <= file.lineCount, byteColumn >= 1 else { return nil }
    let lineBytes = file.byteRange(ofLine: line)
    let offset = lineBytes.lowerBound + byteColumn - 1
    let end = min(offset, lineBytes.upperBound)
    return file.location(of: end).column + (offset - end)
  }

  /// The files results point into, each listed once in the order first met.
  private struct ArtifactTable {
    var paths: [String] = []
    var indices: [String: Int] = [:]

    /// The index of `path`, adding it when it is new.
    mutating func index(of path: String) -> Int {
      if let index = indices[path] { return index }
      indices[path] = paths.count
      paths.append(path)
      return paths.count - 1
    }
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
