/// How a rules file writes a name: bare when the lexer reads it as one name and it is not a
/// reserved word, else between backticks.
///
/// `package`: the scanner writes the names it reads from an app's sources with it, so that
/// what it writes is what the parser reads back.
package enum NameSpelling {
  /// The words a name must not be written as bare: the words that start statements
  /// (``Parser/keywords``), `dynamic`, which starts a dynamic value where a value read from
  /// a named controller may stand (`preferredStatusBarStyle = dynamic.preferredStatusBarStyle`),
  /// and `UIApplication`, which starts an application statement where a scenario's event on
  /// a controller may (`UIApplication.preferredStatusBarStyle = darkContent`).
  ///
  /// The other words the parser knows in one place read as names wherever a name stands:
  /// `opaque` is a modifier only before another name, `initially` only after a dynamic value,
  /// `scanned` only before a string, and a class written `unknown` is the class of that name
  /// when the file declares one, the unknown class otherwise, bare or quoted alike.
  package static let reservedWords: Set<String> = Parser.keywords.union([
    "dynamic", "UIApplication",
  ])

  /// `name` as a rules file writes it; in backticks, a backtick, a line break or an invisible
  /// control (which a name cannot hold) is written `_`.
  package static func spelling(ofName name: String) -> String {
    isBareName(name) && !reservedWords.contains(name) ? name : quoted(name)
  }

  /// Whether the lexer reads all of `name` as one unquoted name.
  static func isBareName(_ name: String) -> Bool {
    // ASCII, the common case, byte by byte: a letter or `_`, then letters, digits, `_`,
    // `-` and `~`.
    var isFirst = true
    var isName = !name.isEmpty
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "_"):
        break
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "~"):
        if isFirst { isName = false }
      case 0x80...: return isOneIdentifierToken(name)
      default: isName = false
      }
      isFirst = false
    }
    return isName
  }

  /// Whether the lexer reads all of `name` as one identifier token.
  private static func isOneIdentifierToken(_ name: String) -> Bool {
    Array(name.utf8).withUnsafeBufferPointer { bytes in
      var lexer = Lexer(bytes: bytes)
      let token = lexer.next()
      return token.kind == .identifier && token.range.start == 0
        && token.range.end == bytes.count && lexer.next().kind == .endOfFile
    }
  }

  /// A name in backticks, with the characters a quoted name cannot hold written `_`.
  private static func quoted(_ name: String) -> String {
    let safe = name.map { character -> Character in
      if character == "`" || character.isNewline { return "_" }
      if character.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
      }) {
        return "_"
      }
      return character
    }
    return "`" + String(safe) + "`"
  }
}
