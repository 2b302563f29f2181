import StyleRuleKit

/// Writing names, strings and origins as the rules language spells them.
enum RulesTextWriter {
  /// A name, as the engine writes it: bare when the rules language reads it as one name
  /// and it is not a reserved word, else in backticks.
  static func name(_ text: String) -> String { NameSpelling.spelling(ofName: text) }

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
