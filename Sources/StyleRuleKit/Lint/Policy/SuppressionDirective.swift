/// One inline suppression comment, such as `# stylerule:disable:next dead-override` in a
/// rules file or `// stylerule:disable:this launch-style-mismatch` in a Swift file.
struct SuppressionDirective: Sendable, Equatable {
  /// What the comment does.
  enum Command: String, Sendable, CaseIterable {
    /// From its line until a matching `enable`, or the end of the file.
    case disable
    /// Ends a `disable` of the same checks.
    case enable
    /// The next line only.
    case disableNext = "disable:next"
    /// Its own line only.
    case disableThis = "disable:this"
    /// The line before only.
    case disablePrevious = "disable:previous"
  }

  /// The word that names every check.
  static let all = "all"

  /// What it does.
  let command: Command
  /// The checks it names; ``all`` for every check.
  let checks: Set<String>
  /// Its 1-based line.
  let line: Int

  /// The comment that introduces a directive in a file, chosen by the file's extension:
  /// `//` in Swift, `<!--` in storyboards, xibs and property lists, `#` elsewhere (rules
  /// files).
  static func commentMarker(forPath path: String) -> String {
    let lowered = path.lowercased()
    if lowered.hasSuffix(".swift") { return "//" }
    if lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib") || lowered.hasSuffix(".plist")
    {
      return "<!--"
    }
    return "#"
  }

  /// The directives of a file, with a warning for each check name that is not a known
  /// check (suggesting the closest) and each directive that names none.
  ///
  /// A directive is `stylerule:` right after the file's comment marker (blanks between are
  /// allowed), a command, then check IDs separated by blanks or commas. The list ends at the
  /// end of the line, at ` - ` (what follows is the reason) or at `-->`.
  /// - Complexity: O(n) in the file's bytes.
  static func parse(_ file: SourceFile, knownChecks: Set<String>) -> (
    directives: [SuppressionDirective], problems: [Diagnostic]
  ) {
    let marker = Array(commentMarker(forPath: file.path).utf8)
    let keyword = Array("stylerule:".utf8)
    var directives: [SuppressionDirective] = []
    var problems: [Diagnostic] = []
    for line in 1..<(file.lineCount + 1) {
      let range = file.byteRange(ofLine: line)
      guard let start = directiveStart(in: file.bytes, range, marker: marker, keyword: keyword)
      else { continue }
      let parsed = parseDirective(
        file, from: start, to: range.upperBound, line: line, known: knownChecks)
      if let directive = parsed.directive { directives.append(directive) }
      problems += parsed.problems
    }
    return (directives, problems)
  }

  /// The offset just after `stylerule:` when the line holds the comment marker followed by
  /// it.
  private static func directiveStart(
    in bytes: [UInt8], _ range: Range<Int>, marker: [UInt8], keyword: [UInt8]
  ) -> Int? {
    var index = range.lowerBound
    while index + marker.count <= range.upperBound {
      if bytes[index..<(index + marker.count)].elementsEqual(marker) {
        var after = index + marker.count
        while after < range.upperBound, bytes[after] == 0x20 || bytes[after] == 0x09 {
          after += 1
        }
        if after + keyword.count <= range.upperBound,
          bytes[after..<(after + keyword.count)].elementsEqual(keyword)
        {
          return after + keyword.count
        }
      }
      index += 1
    }
    return nil
  }

  /// Reads the command and the checks after `stylerule:`, up to `end`.
  private static func parseDirective(
    _ file: SourceFile, from start: Int, to end: Int, line: Int, known: Set<String>
  ) -> (directive: SuppressionDirective?, problems: [Diagnostic]) {
    let words = self.words(of: file.bytes, from: start, to: end)
    guard let first = words.first else {
      let message =
        "names no command: write disable, disable:next, disable:this, disable:previous or enable"
      return (nil, [problem(message, at: SourceRange(start: start, end: start))])
    }
    let firstText = file.text(in: first)
    guard let command = Command(rawValue: firstText) else {
      let hint = Suggestion.hint(for: firstText, in: Command.allCases.map(\.rawValue))
      let range = SourceRange(start: first.lowerBound, end: first.upperBound)
      return (nil, [problem("unknown suppression command '\(firstText)'\(hint)", at: range)])
    }
    var checks: Set<String> = []
    var problems: [Diagnostic] = []
    for word in words.dropFirst() {
      let text = file.text(in: word)
      if text == all || known.contains(text) {
        checks.insert(text)
      } else {
        let hint = Suggestion.hint(for: text, in: known.sorted() + [all])
        problems.append(
          problem(
            "unknown lint check '\(text)'\(hint)",
            at: SourceRange(start: word.lowerBound, end: word.upperBound)))
      }
    }
    if words.count == 1 {
      problems.append(
        problem(
          "'stylerule:\(command.rawValue)' names no check: write the check's ID, or all",
          at: SourceRange(start: first.lowerBound, end: first.upperBound)))
    }
    guard !checks.isEmpty else { return (nil, problems) }
    return (SuppressionDirective(command: command, checks: checks, line: line), problems)
  }

  /// The byte ranges of the words from `start` to `end`, separated by blanks or commas,
  /// stopping at a word `-` or `--` (a reason follows) and at `-->`.
  private static func words(of bytes: [UInt8], from start: Int, to end: Int) -> [Range<Int>] {
    let separators: Set<UInt8> = [0x20, 0x09, 0x2C, 0x0D]
    let closing = Array("-->".utf8)
    var words: [Range<Int>] = []
    var index = start
    while index < end {
      if separators.contains(bytes[index]) {
        index += 1
        continue
      }
      var wordEnd = index
      var closed = false
      while wordEnd < end, !separators.contains(bytes[wordEnd]) {
        if wordEnd + closing.count <= end,
          bytes[wordEnd..<(wordEnd + closing.count)].elementsEqual(closing)
        {
          closed = true
          break
        }
        wordEnd += 1
      }
      let word = bytes[index..<wordEnd]
      let isDash = word.elementsEqual([0x2D]) || word.elementsEqual([0x2D, 0x2D])
      if isDash { break }
      if wordEnd > index { words.append(index..<wordEnd) }
      if closed { break }
      index = wordEnd
    }
    return words
  }

  /// A warning about a suppression comment.
  private static func problem(_ message: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.lint(.suppression), .warning, message, at: range)
  }
}
