/// Turns the bytes of a rules file into tokens, one at a time.
///
/// The lexer never allocates per token: tokens are byte ranges into the
/// ``SourceFile``. Comments start with `#` or `//` and run to the end of the
/// line. Line breaks are not tokens; each token records whether one precedes it.
/// The input must already be valid UTF-8 (see ``InputValidation``).
///
/// It reads the bytes through a pointer, valid only while the caller's
/// `withUnsafeBufferPointer` runs: the whole of a parse happens inside one.
struct Lexer {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position: Int
  private var sawLineBreak = true

  /// Creates a lexer positioned at the start of `bytes`, after a byte-order mark.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.position = bytes.starts(with: SourceFile.byteOrderMark) ? 3 : 0
  }

  /// Returns the next token, or an end-of-file token forever once the input is used up.
  mutating func next() -> Token {
    skipTrivia()
    let startsLine = sawLineBreak
    sawLineBreak = false
    let start = position
    guard position < bytes.count else {
      return Token(kind: .endOfFile, range: SourceRange(start: start, end: start), startsLine: true)
    }
    let byte = bytes[position]
    func single(_ kind: Token.Kind) -> Token {
      position += 1
      return Token(
        kind: kind, range: SourceRange(start: start, end: position), startsLine: startsLine)
    }
    switch byte {
    case UInt8(ascii: "{"): return single(.leftBrace)
    case UInt8(ascii: "}"): return single(.rightBrace)
    case UInt8(ascii: "("): return single(.leftParenthesis)
    case UInt8(ascii: ")"): return single(.rightParenthesis)
    case UInt8(ascii: "["): return single(.leftBracket)
    case UInt8(ascii: "]"): return single(.rightBracket)
    case UInt8(ascii: ":"): return single(.colon)
    case UInt8(ascii: "="): return single(.equals)
    case UInt8(ascii: ","): return single(.comma)
    case UInt8(ascii: ";"): return single(.semicolon)
    case UInt8(ascii: "."): return single(.dot)
    case UInt8(ascii: "<"): return single(.leftAngle)
    case UInt8(ascii: ">"): return single(.rightAngle)
    case UInt8(ascii: "@"): return single(.at)
    case UInt8(ascii: "?"):
      if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "?") {
        position += 2
        return Token(
          kind: .coalescing, range: SourceRange(start: start, end: position),
          startsLine: startsLine)
      }
      if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ".") {
        return single(.optionalChaining)
      }
      return unexpected(startsLine: startsLine)
    case UInt8(ascii: "`"):
      return quotedIdentifier(startsLine: startsLine)
    case UInt8(ascii: "\""):
      return string(startsLine: startsLine)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return number(from: start, startsLine: startsLine)
    case UInt8(ascii: "-"):
      if position + 1 < bytes.count, Self.isDigit(bytes[position + 1]) {
        position += 1
        return number(from: start, startsLine: startsLine)
      }
      return unexpected(startsLine: startsLine)
    default:
      if Self.isIdentifierStart(byte)
        || (byte >= 0x80 && isIdentifierScalar(at: position, starting: true))
      {
        advanceOverIdentifier()
        return Token(
          kind: .identifier, range: SourceRange(start: start, end: position), startsLine: startsLine
        )
      }
      return unexpected(startsLine: startsLine)
    }
  }

  private mutating func unexpected(startsLine: Bool) -> Token {
    let start = position
    position += Self.scalarLength(bytes[position])
    position = min(position, bytes.count)
    return Token(
      kind: .unexpectedCharacter, range: SourceRange(start: start, end: position),
      startsLine: startsLine)
  }

  private mutating func quotedIdentifier(startsLine: Bool) -> Token {
    let opening = position
    position += 1
    let nameStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "`") {
        let token = Token(
          kind: .quotedIdentifier, range: SourceRange(start: nameStart, end: position),
          startsLine: startsLine)
        position += 1
        return token
      }
      if byte == 0x0A || byte == 0x0D { break }
      position += 1
    }
    return Token(
      kind: .unterminatedQuotedIdentifier, range: SourceRange(start: opening, end: opening + 1),
      startsLine: startsLine)
  }

  /// A string runs to the next `"` on its line; `\"` and `\\` stand for `"` and `\`.
  private mutating func string(startsLine: Bool) -> Token {
    let opening = position
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return Token(
          kind: .string, range: SourceRange(start: opening, end: position), startsLine: startsLine)
      }
      if byte == 0x0A || byte == 0x0D { break }
      if byte == UInt8(ascii: "\\"), position + 1 < bytes.count,
        bytes[position + 1] != 0x0A, bytes[position + 1] != 0x0D
      {
        position += 1
      }
      position += 1
    }
    return Token(
      kind: .unterminatedString, range: SourceRange(start: opening, end: position),
      startsLine: startsLine)
  }

  private mutating func number(from start: Int, startsLine: Bool) -> Token {
    while position < bytes.count {
      let byte = bytes[position]
      if Self.isDigit(byte) {
        position += 1
      } else if byte == UInt8(ascii: "."), position + 1 < bytes.count,
        Self.isDigit(bytes[position + 1])
      {
        position += 1
      } else {
        break
      }
    }
    return Token(
      kind: .number, range: SourceRange(start: start, end: position), startsLine: startsLine)
  }

  private mutating func advanceOverIdentifier() {
    while position < bytes.count {
      let byte = bytes[position]
      if Self.isIdentifierContinuation(byte) {
        position += 1
      } else if byte >= 0x80 && isIdentifierScalar(at: position) {
        position += Self.scalarLength(byte)
      } else {
        break
      }
    }
    position = min(position, bytes.count)
  }

  private mutating func skipTrivia() {
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case 0x20:
        position += 1
        // Indentation: eight spaces at a time.
        if let base = bytes.baseAddress {
          while position + 8 <= bytes.count,
            UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
              == 0x2020_2020_2020_2020
          {
            position += 8
          }
        }
      case 0x09, 0x0B, 0x0C:
        position += 1
      case 0x0A, 0x0D:
        sawLineBreak = true
        position += 1
      case UInt8(ascii: "#"):
        skipToEndOfLine()
      case UInt8(ascii: "/")
      where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
        skipToEndOfLine()
      default:
        if byte == 0xE2, isUnicodeSpace(at: position) {
          position += 3
        } else if byte == 0xC2, position + 1 < bytes.count, bytes[position + 1] == 0xA0 {
          position += 2  // no-break space, often pasted from web pages
        } else {
          return
        }
      }
    }
  }

  private mutating func skipToEndOfLine() {
    // Eight bytes at a time while none of them is a line break: comments are long.
    if let base = bytes.baseAddress {
      while position + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
        if Self.hasByte(word, 0x0A) || Self.hasByte(word, 0x0D) { break }
        position += 8
      }
    }
    while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
      position += 1
    }
  }

  /// Whether one of the eight bytes of `word` is `byte`.
  private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let difference = word ^ (ones &* UInt64(byte))
    return (difference &- ones) & ~difference & (ones << 7) != 0
  }

  /// Whether the three bytes at `index` encode U+2000–U+200A, U+202F or U+205F (spaces).
  private func isUnicodeSpace(at index: Int) -> Bool {
    guard index + 2 < bytes.count else { return false }
    let second = bytes[index + 1]
    let third = bytes[index + 2]
    if second == 0x80 { return (0x80...0x8A).contains(third) || third == 0xAF }
    if second == 0x81 { return third == 0x9F }
    return false
  }

  /// Whether the non-ASCII scalar at `index` is allowed in a name: a letter anywhere, and,
  /// after the first character, also a digit or a combining mark.
  private func isIdentifierScalar(at index: Int, starting: Bool = false) -> Bool {
    let length = Self.scalarLength(bytes[index])
    guard length > 1, index + length <= bytes.count else { return false }
    var value = UInt32(bytes[index]) & (0xFF >> (length + 1))
    for offset in 1..<length {
      value = (value << 6) | (UInt32(bytes[index + offset]) & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return false }
    let properties = scalar.properties
    if starting {
      return properties.isAlphabetic && properties.generalCategory != .nonspacingMark
        && properties.generalCategory != .spacingMark
    }
    return properties.isAlphabetic || properties.numericType != nil
      || properties.generalCategory == .nonspacingMark
      || properties.generalCategory == .spacingMark
  }

  private static func scalarLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0x00..<0x80: 1
    case 0xC0..<0xE0: 2
    case 0xE0..<0xF0: 3
    case 0xF0..<0xF8: 4
    default: 1
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
  }

  /// After the first character: letters, digits, `-`, and `~` for device-specific
  /// Info.plist keys such as `UIStatusBarStyle~ipad`.
  private static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "~")
  }
}

extension Lexer {
  /// A character a name must not hold, with where it is.
  struct InvisibleControl {
    /// Its bytes in the file.
    let range: SourceRange
    /// How to name it in a message, such as "the control character U+001B".
    let description: String
  }

  /// The first control character (C0, DEL, C1) or bidirectional-text control (U+200E,
  /// U+200F, U+202A–U+202E, U+2066–U+2069) in `range`, which holds valid UTF-8.
  static func invisibleControl(in bytes: [UInt8], range: SourceRange) -> InvisibleControl? {
    var index = range.start
    while index < range.end {
      let length = scalarLength(bytes[index])
      var value = UInt32(bytes[index]) & (length == 1 ? 0x7F : 0xFF >> (length + 1))
      for offset in 1..<max(length, 1) where index + offset < bytes.count {
        value = (value << 6) | (UInt32(bytes[index + offset]) & 0x3F)
      }
      let here = SourceRange(start: index, end: min(index + length, range.end))
      switch value {
      case 0x00..<0x20, 0x7F, 0x80..<0xA0:
        return InvisibleControl(
          range: here, description: "the control character \(codePoint(value))")
      case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        return InvisibleControl(
          range: here, description: "the bidirectional-text control \(codePoint(value))")
      default:
        index += length
      }
    }
    return nil
  }

  /// "U+001B": written only for the character found, not for every character checked
  /// (every string of a file is checked, and a scanned file's origins are many).
  private static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
