import SwiftSyntax

/// An expression's text on one line, at most 80 characters, for comments: each run of spaces,
/// tabs and line breaks is one space, and a longer text is cut to 77 characters and `...`.
///
/// It reads the file's bytes from the node's first token and stops at the 81st character,
/// so a long expression (a closure of a thousand lines) costs no more than a short one.
struct SwiftShortText {
  /// The most characters the text keeps whole.
  static let limit = 80

  private var text = ""
  /// `text.count`, kept as characters are added.
  private var count = 0
  private var lastWasSpace = false
  private var lastWasASCII = true
  /// Whether the text went over ``limit``; no more characters are taken then.
  private(set) var isFull = false

  /// The text of a node of the file `source` holds.
  static func of(_ node: some SyntaxProtocol, in source: SwiftSourceText) -> String {
    guard let range = source.trimmedRange(from: node, through: node) else {
      return rendering(node)
    }
    return of(range, in: source)
  }

  /// The text of adjacent nodes of the file `source` holds (an operator sequence's elements),
  /// as the sequence made of them would print.
  static func of(_ elements: [ExprSyntax], in source: SwiftSourceText) -> String {
    guard let first = elements.first, let last = elements.last,
      !elements.contains(where: { $0.hasError }),
      let range = source.trimmedRange(from: first, through: last)
    else {
      return rendering(SequenceExprSyntax(elements: ExprListSyntax(elements)))
    }
    return of(range, in: source)
  }

  /// The text of the bytes `range` of `source`, read a chunk at a time.
  ///
  /// Chunks end between two ASCII bytes other than `\r` `\n`, where every reading of the
  /// text has a character boundary, so the characters read chunk by chunk are those of the
  /// whole text; a chunk of ASCII bytes only is read byte by byte.
  private static func of(_ range: Range<Int>, in source: SwiftSourceText) -> String {
    let bytes = source.bytes
    var builder = SwiftShortText()
    var start = range.lowerBound
    while start < range.upperBound, !builder.isFull {
      var end = min(range.upperBound, start + 256)
      while end < range.upperBound,
        !(bytes[end - 1] < 0x80 && bytes[end - 1] != UInt8(ascii: "\r") && bytes[end] < 0x80)
      {
        end += 1
      }
      let chunk = bytes[start..<end]
      if chunk.allSatisfy({ $0 < 0x80 }) {
        builder.add(asciiChunk: chunk)
      } else {
        for character in String(decoding: chunk, as: UTF8.self) where !builder.add(character) {
          break
        }
      }
      start = end
    }
    return builder.result
  }

  /// The text of a node from SwiftSyntax's rendering of it, for nodes whose bytes cannot
  /// stand for them.
  static func rendering(_ node: some SyntaxProtocol) -> String {
    var builder = SwiftShortText()
    for character in node.trimmedDescription where !builder.add(character) { break }
    return builder.result
  }

  /// The text, cut when it is over ``limit``.
  var result: String { isFull ? String(text.prefix(Self.limit - 3)) + "..." : text }

  /// Adds a character of the source; false once the text is full.
  mutating func add(_ character: Character) -> Bool {
    if character.isNewline || character == "\t" || character == " " {
      if lastWasSpace { return true }
      lastWasSpace = true
      return append(" ")
    }
    lastWasSpace = false
    return append(character)
  }

  /// Adds the bytes of ASCII source text that starts on a character boundary, until the text
  /// is full.
  ///
  /// Each byte is a character (`\r\n`, one character, is white space as its bytes are).
  mutating func add(asciiChunk chunk: ArraySlice<UInt8>) {
    var appended: [UInt8] = []
    for byte in chunk {
      let isSpace: Bool
      switch byte {
      // Tab, line feed, vertical tab, form feed, return, space.
      case 0x09...0x0D, 0x20: isSpace = true
      default: isSpace = false
      }
      if isSpace && lastWasSpace { continue }
      lastWasSpace = isSpace
      let character = isSpace ? UInt8(ascii: " ") : byte
      guard lastWasASCII else {
        // After another character, an ASCII one may join it (`\u{600}a` is one character).
        if !append(Character(Unicode.Scalar(character))) { return }
        continue
      }
      appended.append(character)
      count += 1
      if count > Self.limit {
        isFull = true
        break
      }
    }
    text.append(String(decoding: appended, as: UTF8.self))
  }

  /// Appends a character of the text; false once the text is full.
  ///
  /// Two ASCII characters other than `\r` `\n` are always two characters, so the count only
  /// needs recounting after another one.
  private mutating func append(_ character: Character) -> Bool {
    text.append(character)
    if character.isASCII && lastWasASCII { count += 1 } else { count = text.count }
    lastWasASCII = character.isASCII
    if count > Self.limit { isFull = true }
    return !isFull
  }
}
