/// Splits an Objective-C file's bytes into the tokens the reader needs, each at its line and
/// column.
///
/// Tolerant by design: comments, string and character literals and preprocessor lines are
/// skipped, any other byte is a token of its own, so any bytes give tokens and the work is
/// one pass over them.
///
/// The scanner reads Objective-C files with it, and `explain` finds where to edit one.
package struct ObjectiveCTokenizer {
  /// A token's kind.
  package enum Kind: Equatable {
    /// A name or a keyword (`UIStatusBarStyle`, `return`, `self`).
    case identifier
    /// `@` followed by a name (`@interface`, `@end`).
    case directive
    /// A string literal (`"…"`, `@"…"`), a character literal or a number.
    case literal
    /// Any other byte (`{`, `-`, `:`).
    case punctuation
  }

  /// One token.
  package struct Token: Equatable {
    /// Its kind.
    package var kind: Kind
    /// Its text (for a directive, with the `@`).
    package var text: String
    /// Its line, from 1.
    package var line: Int
    /// Its column in bytes, from 1.
    package var column: Int
    /// The bytes it spans in the file.
    package var range: Range<Int>
  }

  /// The tokens of `bytes`, whether a comment or a literal runs to the end of the file, and
  /// where its first conditional compilation line (`#if`, `#ifdef`, `#ifndef`) is, whose
  /// branches the tokens all hold.
  package static func tokens(_ bytes: [UInt8]) -> (
    tokens: [Token], unterminated: Token?, firstConditional: (line: Int, column: Int)?
  ) {
    var tokens: [Token] = []
    var unterminated: Token?
    var firstConditional: (line: Int, column: Int)?
    var index = 0
    var line = 1
    var lineStart = 0
    var atLineStart = true
    let count = bytes.count

    func isNameByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }
    func text(_ start: Int, _ end: Int) -> String {
      String(decoding: bytes[start..<end], as: UTF8.self)
    }

    while index < count {
      let byte = bytes[index]
      let column = index - lineStart + 1
      if byte == 0x0A {
        index += 1
        line += 1
        lineStart = index
        atLineStart = true
        continue
      }
      if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C || byte == 0x0B {
        index += 1
        continue
      }
      // A preprocessor line, with its `\` continuations.
      if byte == 0x23, atLineStart {
        if firstConditional == nil {
          var word = index + 1
          while word < count, bytes[word] == 0x20 || bytes[word] == 0x09 { word += 1 }
          // `if`, `ifdef`, `ifndef`.
          if word + 1 < count, bytes[word] == 0x69, bytes[word + 1] == 0x66 {
            firstConditional = (line, column)
          }
        }
        while index < count, bytes[index] != 0x0A {
          if bytes[index] == 0x5C, index + 1 < count, bytes[index + 1] == 0x0A {
            index += 2
            line += 1
            lineStart = index
            continue
          }
          index += 1
        }
        continue
      }
      atLineStart = false
      // Comments.
      if byte == 0x2F, index + 1 < count, bytes[index + 1] == 0x2F {
        while index < count, bytes[index] != 0x0A { index += 1 }
        continue
      }
      if byte == 0x2F, index + 1 < count, bytes[index + 1] == 0x2A {
        let start = Token(
          kind: .punctuation, text: "/*", line: line, column: column, range: index..<(index + 2))
        index += 2
        var closed = false
        while index < count {
          if bytes[index] == 0x2A, index + 1 < count, bytes[index + 1] == 0x2F {
            index += 2
            closed = true
            break
          }
          if bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
          }
          index += 1
        }
        if !closed, unterminated == nil { unterminated = start }
        continue
      }
      // String and character literals, `@"…"` included.
      let quoteIndex =
        byte == 0x40 && index + 1 < count && bytes[index + 1] == 0x22 ? index + 1 : index
      let quote = bytes[quoteIndex]
      if quote == 0x22 || quote == 0x27 {
        let start = index
        index = quoteIndex + 1
        var closed = false
        while index < count, bytes[index] != 0x0A {
          if bytes[index] == 0x5C {
            index += 2
            continue
          }
          if bytes[index] == quote {
            index += 1
            closed = true
            break
          }
          index += 1
        }
        index = min(index, count)
        let token = Token(
          kind: .literal, text: text(start, index), line: line, column: column,
          range: start..<index)
        if !closed, unterminated == nil { unterminated = token }
        tokens.append(token)
        continue
      }
      if byte == 0x40, index + 1 < count, isNameByte(bytes[index + 1]) {
        let start = index
        index += 1
        while index < count, isNameByte(bytes[index]) { index += 1 }
        tokens.append(
          Token(
            kind: .directive, text: text(start, index), line: line, column: column,
            range: start..<index))
        continue
      }
      if isNameByte(byte) {
        let start = index
        while index < count, isNameByte(bytes[index]) { index += 1 }
        let isNumber = byte >= 0x30 && byte <= 0x39
        tokens.append(
          Token(
            kind: isNumber ? .literal : .identifier, text: text(start, index), line: line,
            column: column, range: start..<index))
        continue
      }
      tokens.append(
        Token(
          kind: .punctuation, text: text(index, index + 1), line: line, column: column,
          range: index..<(index + 1)))
      index += 1
    }
    return (tokens, unterminated, firstConditional)
  }

  /// The index of the `}` that closes the `{` at `open` in `tokens`, counted, never by
  /// recursion; nil when it is not closed.
  package static func closingBrace(_ tokens: [Token], at open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < tokens.count {
      switch tokens[index].text {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return nil
  }
}
