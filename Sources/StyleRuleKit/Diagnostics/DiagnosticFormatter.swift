/// Renders diagnostics as `path:line:column: severity: message [id]` headers followed by
/// the source line and a caret under the problem.
///
/// The header line is what Xcode and CI log parsers read, and ends with the diagnostic's
/// ID (notes have none); the excerpt is for people. Control characters in the excerpt are made visible, very long lines
/// are cut around the problem, and tabs and wide characters keep the caret aligned.
public struct DiagnosticFormatter: Sendable {
  /// The file the diagnostics point into.
  public let source: SourceFile
  /// How to decorate the text.
  public let style: TextStyle
  /// The app files a scanned rules file's origins point into, whose lines are shown above
  /// the rules line.
  public let originFiles: OriginFiles

  /// The widest excerpt shown, in columns, before a line is cut around the caret.
  static let maximumExcerptWidth = 120

  /// Creates a formatter for diagnostics in `source`.
  /// - Parameters:
  ///   - source: The rules file the diagnostics point into.
  ///   - style: How to decorate the text.
  ///   - originFiles: For a scanned rules file, the app files its origins point into: a
  ///     diagnostic then shows the app's line first and the rules line after it.
  public init(source: SourceFile, style: TextStyle = .plain, originFiles: OriginFiles = .none) {
    self.source = source
    self.style = style
    self.originFiles = originFiles
  }

  /// Renders every diagnostic, in order, each with its notes.
  public func format(_ diagnostics: [Diagnostic]) -> String {
    var output = ""
    for diagnostic in diagnostics {
      output += format(diagnostic)
    }
    return output
  }

  /// Renders one diagnostic and its notes; the result ends with a line break.
  ///
  /// - Parameters:
  ///   - diagnostic: The diagnostic.
  ///   - trailer: Lines shown after the diagnostic's excerpt, before its notes, such as a
  ///     suggested fix.
  public func format(_ diagnostic: Diagnostic, trailer: [String] = []) -> String {
    format(
      severity: diagnostic.severity, message: diagnostic.message,
      tag: diagnostic.id.rawValue, range: diagnostic.range, notes: diagnostic.notes,
      trailer: trailer)
  }

  /// Renders a problem and its notes, its header ending with `[tag]`: a diagnostic's ID, or
  /// a lint finding's check.
  func format(
    severity: Diagnostic.Severity, message: String, tag: String, range: SourceRange?,
    notes: [Diagnostic.Note], trailer: [String]
  ) -> String {
    var output = block(severity: severity, message: "\(message) [\(tag)]", range: range)
    for line in trailer {
      output += line + "\n"
    }
    for note in notes {
      output += block(severity: .note, message: note.message, range: note.range)
    }
    return output
  }

  /// The `path:line:column` prefix of a range, or the bare path for whole-file problems.
  public func position(of range: SourceRange?) -> String {
    source.position(of: range)
  }

  private func block(severity: Diagnostic.Severity, message: String, range: SourceRange?)
    -> String
  {
    let label: String
    switch severity {
    case .error: label = style.apply(.error, "error:")
    case .warning: label = style.apply(.warning, "warning:")
    case .note: label = style.apply(.note, "note:")
    }
    let origin = source.resolvedOrigin(of: range)
    let header = origin?.description ?? position(of: range)
    var output = "\(style.apply(.location, header + ":")) \(label) \(message)\n"
    if let origin {
      // A scanned file: the fact's own place first, the rules line it became after it.
      if let file = originFiles.file(at: origin.path),
        let originRange = OriginFiles.range(of: origin.origin, in: file)
      {
        output += excerpt(for: originRange, in: file)
      }
      output += style.apply(.secondary, " --> \(position(of: range))") + "\n"
    }
    if let range, !source.bytes.isEmpty {
      output += excerpt(for: range, in: source)
    }
    return output
  }

  /// The line of `file` that `range` starts on, with a caret under the range.
  private func excerpt(for range: SourceRange, in file: SourceFile) -> String {
    let start = file.location(of: range.start)
    let lineBytes = file.byteRange(ofLine: start.line)
    let lineText = file.text(ofLine: start.line)
    let scalars = Array(lineText.unicodeScalars)
    // Underline to the end of the range or of the line, whichever comes first.
    let endOffset = min(max(range.end, range.start + 1), lineBytes.upperBound)
    let endColumn = max(file.location(of: endOffset).column, start.column + 1)
    let caretStart = min(start.column - 1, scalars.count)
    let caretLength = max(1, min(endColumn - start.column, max(1, scalars.count - caretStart)))

    // Cut very long lines to a window around the caret.
    var first = 0
    var last = scalars.count
    if scalars.count > Self.maximumExcerptWidth {
      first = max(0, caretStart - Self.maximumExcerptWidth / 3)
      last = min(scalars.count, first + Self.maximumExcerptWidth)
      if caretStart >= last {
        first = max(0, caretStart - 10)
        last = min(scalars.count, first + Self.maximumExcerptWidth)
      }
    }
    var shown = ""
    var marker = ""
    if first > 0 {
      shown += "…"
      marker += " "
    }
    for index in first..<last {
      let scalar = scalars[index]
      let visible = Self.visible(scalar)
      shown.unicodeScalars.append(contentsOf: visible.unicodeScalars)
      let width = scalar == "\t" ? 0 : Self.displayWidth(visible)
      if index < caretStart {
        marker += scalar == "\t" ? "\t" : String(repeating: " ", count: width)
      } else if index < caretStart + caretLength {
        let symbol = index == caretStart ? "^" : "~"
        marker += scalar == "\t" ? symbol : String(repeating: symbol, count: max(1, width))
      }
    }
    if caretStart >= last {
      marker += "^"
    }
    if last < scalars.count { shown += "…" }

    let number = String(start.line)
    let gutter = String(repeating: " ", count: number.count)
    return """
      \(style.apply(.location, " \(number) |")) \(shown)
      \(style.apply(.location, " \(gutter) |")) \(style.apply(.caret, marker))

      """
  }

  /// Replaces control characters so an excerpt never moves the terminal's cursor.
  static func visible(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x09: return "\t"
    case 0x00..<0x20: return String(Unicode.Scalar(0x2400 + scalar.value) ?? "?")  // ␀…␟
    case 0x7F: return "\u{2421}"
    case 0x80..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
      return "\u{FFFD}"
    default: return String(scalar)
    }
  }

  /// The number of terminal columns a short string takes: 2 for wide East Asian scalars.
  static func displayWidth(_ text: String) -> Int {
    var width = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if scalar.properties.generalCategory == .nonspacingMark
        || scalar.properties.generalCategory == .enclosingMark || value == 0x200D
      {
        continue
      }
      let wide =
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
        || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
        || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
        || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1F64F).contains(value)
        || (0x1F900...0x1F9FF).contains(value) || (0x20000...0x3FFFD).contains(value)
      width += wide ? 2 : 1
    }
    return width
  }
}
