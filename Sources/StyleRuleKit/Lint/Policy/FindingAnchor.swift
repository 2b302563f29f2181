/// Where a lint finding is in the file a developer edits: the app's Swift, storyboard or
/// plist line for a finding in a scanned rules file, else the rules file's own line.
///
/// Baselines match findings by their anchor rather than by line number, so that a finding
/// keeps matching when unrelated lines are added above it.
public struct FindingAnchor: Hashable, Sendable {
  /// The file: an origin's path as the rules file writes it (relative to its `scanned "…"`
  /// folder, so it does not depend on where stylerule runs), or the rules file's path.
  public let path: String
  /// The 1-based line, or `nil` for an origin that names a whole file (`Info.plist`).
  public let line: Int?
  /// The line's text without its leading and trailing blanks; empty when the line is not
  /// known or the file could not be read.
  public let text: String

  /// Creates an anchor.
  public init(path: String, line: Int?, text: String) {
    self.path = path
    self.line = line
    self.text = text
  }

  /// The anchor of a finding of `source`, reading the app's line from `originFiles`.
  public init(of finding: LintFinding, in source: SourceFile, originFiles: OriginFiles) {
    if let resolved = source.resolvedOrigin(of: finding.range) {
      let line = resolved.origin.line
      var text = ""
      if let line, let file = originFiles.file(at: resolved.path), line >= 1,
        line <= file.lineCount
      {
        text = Self.trimmed(file.text(ofLine: line))
      }
      self.init(path: resolved.origin.path, line: line, text: text)
    } else {
      let line = source.location(of: finding.range.start).line
      self.init(path: source.path, line: line, text: Self.trimmed(source.text(ofLine: line)))
    }
  }

  /// `text` without the blanks and line ends around it.
  static func trimmed(_ text: String) -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let first = text.firstIndex(where: { !isBlank($0) }),
      let last = text.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(text[first...last])
  }
}
