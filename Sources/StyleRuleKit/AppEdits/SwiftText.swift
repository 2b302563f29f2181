/// Swift source text read as tokens, with comments and the insides of string literals
/// skipped and every bracket matched: enough to find a declaration or a statement at the line
/// a scan names, without a Swift parser.
///
/// The reading is one forward pass with an explicit stack (string interpolations nest in
/// string literals, which nest in interpolations), so it is linear in the text and never
/// recurses. It knows line and block comments (nested), string literals (single-line,
/// multi-line `"""`, raw `#"…"#` of any number of `#`, with `\(…)` interpolations), extended
/// regular expression literals `#/…/#`, backtick identifiers and `#if`-style directives.
/// Text it cannot read (an unterminated literal or comment, unbalanced brackets) is a
/// ``SwiftTextProblem``, never a crash.
struct SwiftText {
  /// What a token is.
  enum Kind: Equatable {
    /// An identifier or keyword (`class`, `` `default` ``), an attribute (`@objc`) or a
    /// directive (`#if`).
    case word
    /// A number literal.
    case number
    /// A string literal, or one piece of one between interpolations.
    case string
    /// One of `( ) [ ] { } , ; : \`.
    case punctuation
    /// A run of operator characters: `=`, `==`, `?.`, `.`, `->`.
    case `operator`
  }

  /// One token: its kind and its bytes.
  struct Token: Equatable {
    /// What it is.
    let kind: Kind
    /// Its bytes in the file.
    let range: Range<Int>
  }

  /// The file read.
  let file: SourceFile
  /// The tokens, in order.
  let tokens: [Token]
  /// For each opening bracket token, the index of its closing one, and the reverse; `-1`
  /// for other tokens.
  let partner: [Int]
  /// For each token, the index of the innermost `{` that holds it (not itself), or `-1`
  /// at the top level.
  let enclosingBrace: [Int]

  /// Reads `file`.
  /// - Throws: ``SwiftTextProblem`` when a literal or comment is not closed or the
  ///   brackets do not match.
  init(_ file: SourceFile) throws(SwiftTextProblem) {
    self.file = file
    var reader = Reader(bytes: file.bytes)
    let tokens = try reader.read()
    self.tokens = tokens
    var partner = [Int](repeating: -1, count: tokens.count)
    var enclosing = [Int](repeating: -1, count: tokens.count)
    var open: [Int] = []
    var braces: [Int] = []
    for (index, token) in tokens.enumerated() {
      enclosing[index] = braces.last ?? -1
      guard token.kind == .punctuation, token.range.count == 1 else { continue }
      let byte = file.bytes[token.range.lowerBound]
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        open.append(index)
        if byte == UInt8(ascii: "{") { braces.append(index) }
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        let expected: UInt8 =
          byte == UInt8(ascii: ")")
          ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
        guard let last = open.last, file.bytes[tokens[last].range.lowerBound] == expected else {
          throw SwiftTextProblem(
            "'\(Character(UnicodeScalar(byte)))' on line "
              + "\(file.line(containing: token.range.lowerBound)) does not close an open bracket")
        }
        open.removeLast()
        if byte == UInt8(ascii: "}") {
          braces.removeLast()
          enclosing[index] = braces.last ?? -1
        }
        partner[last] = index
        partner[index] = last
      default: break
      }
    }
    if let last = open.last {
      throw SwiftTextProblem(
        "the bracket on line \(file.line(containing: tokens[last].range.lowerBound)) is not closed")
    }
    self.partner = partner
    self.enclosingBrace = enclosing
  }

  // MARK: - Looking at tokens

  /// The text of a token.
  func text(_ index: Int) -> String {
    file.text(in: tokens[index].range)
  }

  /// Whether a token is the word `word` (a backtick identifier is not a keyword).
  func isWord(_ index: Int, _ word: String) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .word
      && tokens[index].range.count == word.utf8.count && text(index) == word
  }

  /// Whether a token is the punctuation or operator `symbol`.
  func isSymbol(_ index: Int, _ symbol: String) -> Bool {
    index >= 0 && index < tokens.count
      && (tokens[index].kind == .punctuation || tokens[index].kind == .operator)
      && tokens[index].range.count == symbol.utf8.count && text(index) == symbol
  }

  /// The name a word token spells, without backticks.
  func name(_ index: Int) -> String {
    let word = text(index)
    guard word.hasPrefix("`"), word.hasSuffix("`"), word.count >= 2 else { return word }
    return String(word.dropFirst().dropLast())
  }

  /// The 1-based line a token starts on.
  func line(of index: Int) -> Int {
    file.line(containing: tokens[index].range.lowerBound)
  }

  /// The index of the first token that starts at or after `offset`.
  func firstToken(atOrAfter offset: Int) -> Int {
    tokens.partitioningIndex { $0.range.lowerBound >= offset }
  }

  /// The indices of the tokens on a 1-based line.
  func tokens(onLine line: Int) -> Range<Int> {
    guard line >= 1, line <= file.lineCount else { return 0..<0 }
    let range = file.byteRange(ofLine: line)
    return firstToken(atOrAfter: range.lowerBound)..<firstToken(atOrAfter: range.upperBound)
  }

  /// The token that starts at `column` of `line`, a column counted in UTF-8 bytes as
  /// swift-syntax counts it or, failing that, in Unicode scalars as editors do.
  func token(atLine line: Int, column: Int) -> Int? {
    guard line >= 1, line <= file.lineCount, column >= 1 else { return nil }
    let range = file.byteRange(ofLine: line)
    let onLine = tokens(onLine: line)
    if let index = onLine.first(where: {
      tokens[$0].range.lowerBound == range.lowerBound + column - 1
    }) {
      return index
    }
    return onLine.first { file.location(of: tokens[$0].range.lowerBound).column == column }
  }

  /// The spaces and tabs that start a 1-based line.
  func indentation(ofLine line: Int) -> String {
    file.indentation(ofLineAt: file.lineStarts[line - 1])
  }

  /// Whether a token continues the expression of the line before it when it starts a line:
  /// a binary or member operator (`.`, `&&`, `??`), `:`, `,`, `else`, `catch` or `where`.
  private func continuesPreviousLine(_ index: Int) -> Bool {
    let token = tokens[index]
    switch token.kind {
    case .operator:
      return true
    case .punctuation:
      return isSymbol(index, ",") || isSymbol(index, ":") || isSymbol(index, ")")
        || isSymbol(index, "]")
    case .word:
      return isWord(index, "else") || isWord(index, "catch") || isWord(index, "where")
    default:
      return false
    }
  }

  /// Whether a token at the end of a line leaves its expression open: an operator other
  /// than a postfix `?` or `!`, `(`, `[`, `,` or `:`.
  private func leavesLineOpen(_ index: Int) -> Bool {
    let token = tokens[index]
    switch token.kind {
    case .operator:
      let symbol = text(index)
      if symbol == "?" || symbol == "!", index > 0,
        tokens[index - 1].range.upperBound == token.range.lowerBound
      {
        return false
      }
      return true
    case .punctuation:
      return isSymbol(index, "(") || isSymbol(index, "[") || isSymbol(index, ",")
        || isSymbol(index, ":")
    default:
      return false
    }
  }

  /// Whether token `index` is the first of a statement: the first token on its line, after
  /// a line that does not leave its expression open, and not itself a continuation.
  func startsStatement(_ index: Int) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    guard index > 0 else { return true }
    if line(of: index - 1) == line(of: index) {
      return isSymbol(index - 1, ";") || isSymbol(index - 1, "{")
    }
    if continuesPreviousLine(index) { return false }
    return !leavesLineOpen(index - 1)
  }

  /// The index of the last token of the statement that starts at `start`: up to a `;`, a
  /// `}` that closes the enclosing block, or a line break where the expression is complete.
  func statementEnd(from start: Int) -> Int {
    var index = start
    while true {
      // The next token after this one, past a bracketed group it opens.
      let next = partner[index] > index ? partner[index] + 1 : index + 1
      let last = next - 1
      guard next < tokens.count else { return last }
      if isSymbol(next, ";") { return last }
      // A closing bracket here closes a group opened before the statement.
      if partner[next] >= 0 && partner[next] < next { return last }
      if line(of: next) != line(of: last), !continuesPreviousLine(next), !leavesLineOpen(last) {
        return last
      }
      index = next
    }
  }

  /// Whether the block that holds token `index` runs statements: a function, accessor,
  /// closure or control-flow body, not a type's body or the file's top level (where a
  /// statement is a declaration).
  func isInCode(_ index: Int) -> Bool {
    let brace = enclosingBrace[index]
    guard brace >= 0 else { return false }
    // The words of the header before the brace, back to the previous statement.
    var cursor = brace - 1
    var words: Set<String> = []
    while cursor >= 0 {
      if partner[cursor] >= 0 && partner[cursor] < cursor {
        cursor = partner[cursor] - 1
        continue
      }
      if isSymbol(cursor, "{") || isSymbol(cursor, "}") || isSymbol(cursor, ";") { break }
      if tokens[cursor].kind == .word { words.insert(text(cursor)) }
      // The header's statement starts here: what comes before is another statement.
      if startsStatement(cursor) { break }
      cursor -= 1
    }
    let code: Set<String> = [
      "func", "init", "deinit", "subscript", "get", "set", "willSet", "didSet", "var", "let",
      "if", "else", "guard", "for", "while", "repeat", "do", "catch", "defer", "switch",
      "return", "in",
    ]
    let types: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    if !words.isDisjoint(with: code) { return true }
    return words.isDisjoint(with: types)
  }

  /// Reads tokens from bytes.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var tokens: [Token] = []
    /// The string literals whose interpolations are open, innermost last, each with the
    /// parentheses open inside its interpolation.
    var interpolations: [(literal: Literal, depth: Int)] = []

    /// The delimiter of a string literal.
    struct Literal {
      let multiLine: Bool
      let hashes: Int
      let start: Int
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    func problem(_ what: String, at offset: Int) -> SwiftTextProblem {
      SwiftTextProblem("\(what) on line \(SourceFile.lineNumber(of: offset, in: bytes))")
    }

    mutating func read() throws(SwiftTextProblem) -> [Token] {
      let count = bytes.count
      while index < count {
        let byte = bytes[index]
        let start = index
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
          index += 1
        case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
          while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
          try skipBlockComment()
        case UInt8(ascii: "\""):
          try readLiteral(hashes: 0, from: start)
        case UInt8(ascii: "#"):
          var hashes = 0
          while index + hashes < count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
          let after = index + hashes
          if after < count, bytes[after] == UInt8(ascii: "\"") {
            index = after
            try readLiteral(hashes: hashes, from: start)
          } else if after < count, bytes[after] == UInt8(ascii: "/") {
            try skipRegex(hashes: hashes, from: start)
          } else {
            index = after
            while index < count, Self.isIdentifierByte(bytes[index]) { index += 1 }
            tokens.append(Token(kind: .word, range: start..<index))
          }
        case UInt8(ascii: "@"):
          index += 1
          while index < count, Self.isIdentifierByte(bytes[index]) { index += 1 }
          tokens.append(Token(kind: .word, range: start..<index))
        case UInt8(ascii: "`"):
          index += 1
          while index < count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A,
            bytes[index] != 0x0D
          {
            index += 1
          }
          guard index < count, bytes[index] == UInt8(ascii: "`") else {
            throw problem("an unclosed backtick", at: start)
          }
          index += 1
          tokens.append(Token(kind: .word, range: start..<index))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          while index < count,
            Self.isIdentifierByte(bytes[index])
              || (bytes[index] == UInt8(ascii: ".") && index + 1 < count
                && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]))
          {
            index += 1
          }
          tokens.append(Token(kind: .number, range: start..<index))
        case UInt8(ascii: "("):
          if var last = interpolations.popLast() {
            last.depth += 1
            interpolations.append(last)
          }
          index += 1
          tokens.append(Token(kind: .punctuation, range: start..<index))
        case UInt8(ascii: ")"):
          index += 1
          if let last = interpolations.last, last.depth == 0 {
            // The interpolation ends: the literal goes on.
            interpolations.removeLast()
            try continueLiteral(last.literal)
          } else {
            if var last = interpolations.popLast() {
              last.depth -= 1
              interpolations.append(last)
            }
            tokens.append(Token(kind: .punctuation, range: start..<index))
          }
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
          UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "\\"):
          index += 1
          tokens.append(Token(kind: .punctuation, range: start..<index))
        default:
          if Self.isOperatorByte(byte) {
            index += 1
            while index < count, Self.isOperatorByte(bytes[index]),
              !(bytes[index] == UInt8(ascii: "/") && index + 1 < count
                && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")))
            {
              index += 1
            }
            tokens.append(Token(kind: .operator, range: start..<index))
          } else if Self.isIdentifierByte(byte) {
            while index < count, Self.isIdentifierByte(bytes[index]) { index += 1 }
            tokens.append(Token(kind: .word, range: start..<index))
          } else {
            // Anything else (a stray control byte, `'`) stands alone.
            index += 1
            tokens.append(Token(kind: .punctuation, range: start..<index))
          }
        }
      }
      if let open = interpolations.last {
        throw problem("a string interpolation that is not closed", at: open.literal.start)
      }
      return tokens
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
      SwiftTextIdentifier.isIdentifierByte(byte)
    }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
        UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
        UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
        return true
      default:
        return false
      }
    }

    /// Skips `/* … */`, which nests.
    mutating func skipBlockComment() throws(SwiftTextProblem) {
      let start = index
      var depth = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "*")
        {
          depth += 1
          index += 2
        } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/")
        {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          index += 1
        }
      }
      throw problem("a block comment that is not closed", at: start)
    }

    /// Skips `#/ … /#` (with any number of `#`), at the first `#`.
    mutating func skipRegex(hashes: Int, from start: Int) throws(SwiftTextProblem) {
      index = start + hashes + 1
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if bytes[index] == UInt8(ascii: "/"), hasHashes(hashes, at: index + 1) {
          index += 1 + hashes
          tokens.append(Token(kind: .string, range: start..<index))
          return
        }
        index += 1
      }
      throw problem("a regular expression literal that is not closed", at: start)
    }

    /// Whether `count` `#` follow at `offset`.
    func hasHashes(_ count: Int, at offset: Int) -> Bool {
      guard offset + count <= bytes.count else { return false }
      for position in offset..<(offset + count) where bytes[position] != UInt8(ascii: "#") {
        return false
      }
      return true
    }

    /// Reads a literal whose first `"` is at ``index``, started at `start` (its first `#`).
    mutating func readLiteral(hashes: Int, from start: Int) throws(SwiftTextProblem) {
      let multiLine =
        index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")
        && bytes[index + 2] == UInt8(ascii: "\"")
      index += multiLine ? 3 : 1
      try continueLiteral(Literal(multiLine: multiLine, hashes: hashes, start: start))
    }

    /// Reads the rest of a literal from ``index``: up to its end, or to an interpolation,
    /// which is then pushed so that the code inside it is read as code.
    mutating func continueLiteral(_ literal: Literal) throws(SwiftTextProblem) {
      let start = index
      while index < bytes.count {
        let byte = bytes[index]
        if !literal.multiLine, byte == 0x0A || byte == 0x0D {
          break
        }
        if byte == UInt8(ascii: "\\"), hasHashes(literal.hashes, at: index + 1) {
          let after = index + 1 + literal.hashes
          if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
            tokens.append(Token(kind: .string, range: start..<index))
            index = after + 1
            interpolations.append((literal, 0))
            return
          }
          // An escaped character (in a raw literal, `\#` then the character).
          index = after + 1
          continue
        }
        if byte == UInt8(ascii: "\"") {
          let quotes = literal.multiLine ? 3 : 1
          if index + quotes <= bytes.count,
            bytes[index..<(index + quotes)].allSatisfy({ $0 == UInt8(ascii: "\"") }),
            hasHashes(literal.hashes, at: index + quotes)
          {
            index += quotes + literal.hashes
            tokens.append(Token(kind: .string, range: start..<index))
            return
          }
        }
        index += 1
      }
      throw problem("a string literal that is not closed", at: literal.start)
    }
  }
}

/// Why a Swift file could not be read as Swift text.
struct SwiftTextProblem: Error, Equatable {
  /// What is wrong and where, such as "a string literal that is not closed on line 12".
  let message: String

  /// Creates a problem.
  init(_ message: String) { self.message = message }
}

extension SourceFile {
  /// The 1-based line of `offset` in `bytes`, counted without a line table.
  static func lineNumber(of offset: Int, in bytes: [UInt8]) -> Int {
    var line = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      if bytes[index] == 0x0A {
        line += 1
      } else if bytes[index] == 0x0D {
        if index + 1 < end, bytes[index + 1] == 0x0A { index += 1 }
        line += 1
      }
      index += 1
    }
    return line
  }
}
