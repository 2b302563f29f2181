import StyleRuleKit

/// Writing names, strings and origins as the rules language spells them.
enum RulesTextWriter {
  /// Words that need backticks as names.
  static let keywords: Set<String> = [
    "plist", "environment", "class", "extension", "scene", "window", "presents", "scenario",
    "opaque", "dynamic", "unknown", "initially", "scanned", "UIApplication",
  ]

  /// A name, in backticks unless it is an identifier of the language (letters, digits, `_`,
  /// `-`, `~`, starting with a letter or `_`) and not a keyword.
  static func name(_ text: String) -> String {
    if let isIdentifier = isASCIIIdentifier(text) {
      return isIdentifier && !keywords.contains(text) ? text : quotedName(text)
    }
    return nameByCharacters(text)
  }

  /// ``name(_:)`` read character by character, for any text.
  static func nameByCharacters(_ text: String) -> String {
    let isIdentifier =
      text.first.map { $0.isLetter || $0 == "_" } == true
      && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "~" }
    if isIdentifier && !keywords.contains(text) { return text }
    return quotedName(text)
  }

  /// Whether ASCII text is an identifier of the language, read byte by byte; nil for text that
  /// is not ASCII.
  private static func isASCIIIdentifier(_ text: String) -> Bool? {
    var isFirst = true
    var isIdentifier = !text.isEmpty
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "_"):
        break
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "~"):
        if isFirst { isIdentifier = false }
      case 0x80...: return nil
      default: isIdentifier = false
      }
      isFirst = false
    }
    return isIdentifier
  }

  /// A name in backticks, with the characters a name cannot hold written `_`.
  private static func quotedName(_ text: String) -> String {
    let safe = text.map { character -> Character in
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

  /// A double-quoted string; `"` and `\` are escaped, and characters the language cannot hold
  /// in a string (line breaks, control characters) are written `?`.
  static func string(_ text: String) -> String {
    // Printable ASCII without a quote or a backslash is written as it is.
    if text.utf8.allSatisfy({ 0x20...0x7E ~= $0 && $0 != 0x22 && $0 != 0x5C }) {
      return "\"" + text + "\""
    }
    return stringByCharacters(text)
  }

  /// ``string(_:)`` read character by character, for any text.
  static func stringByCharacters(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default:
        if character.isNewline
          || character.unicodeScalars.contains(where: {
            $0.properties.generalCategory == .control
          })
        {
          result += "?"
        } else {
          result.append(character)
        }
      }
    }
    return result + "\""
  }

  /// ` @ "PATH:LINE:COLUMN"`, or nothing without an origin.
  static func annotation(_ origin: SourceOrigin?) -> String {
    guard let origin else { return "" }
    return " @ " + string(origin.description)
  }

  /// A comment line's text on one line.
  static func comment(_ text: String) -> String {
    let flat = text.map { $0.isNewline ? " " : $0 }
    return "# " + String(flat)
  }
}
