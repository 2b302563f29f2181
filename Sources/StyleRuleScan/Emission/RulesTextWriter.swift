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
    let isIdentifier =
      text.first.map { $0.isLetter || $0 == "_" } == true
      && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "~" }
    if isIdentifier && !keywords.contains(text) { return text }
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
  static func annotation(_ origin: ScanOrigin?) -> String {
    guard let origin else { return "" }
    return " @ " + string(origin.description)
  }

  /// A comment line's text on one line.
  static func comment(_ text: String) -> String {
    let flat = text.map { $0.isNewline ? " " : $0 }
    return "# " + String(flat)
  }
}
