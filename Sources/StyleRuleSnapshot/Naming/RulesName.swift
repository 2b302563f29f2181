/// Spelling names for a rules file: class names without their module, names made of the
/// characters the language allows, and the words a name must not be.
enum RulesName {
  /// Words a generated name must not be: the language's keywords, and words that mean
  /// something where a name is written (`nil` as a `childFor…` value, `dynamic` before a
  /// value, `opaque` before a superclass, `unknown` as a class).
  static let reserved: Set<String> = [
    "plist", "environment", "class", "extension", "window", "presents", "scenario", "scene",
    "scanned", "observed", "nil", "dynamic", "initially", "opaque", "unknown", "UIApplication",
  ]

  /// The class's own name, from `String(reflecting:)`: the last component outside brackets
  /// and parentheses, without generic arguments.
  ///
  /// `MyApp.HomeViewController` → `HomeViewController`; `SwiftUI.UIHostingController<MyApp.Root>`
  /// → `UIHostingController`; `MyApp.(unknown context at $1a2b).Cell` → `Cell`.
  static func shortClassName(_ reflected: String) -> String {
    var depth = 0
    var lastStart = reflected.startIndex
    var end = reflected.endIndex
    var index = reflected.startIndex
    while index < reflected.endIndex {
      switch reflected[index] {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth = max(0, depth - 1)
      case "." where depth == 0: lastStart = reflected.index(after: index)
      default: break
      }
      index = reflected.index(after: index)
    }
    let last = reflected[lastStart..<end]
    if let bracket = last.firstIndex(of: "<") { end = bracket }
    return String(reflected[lastStart..<end])
  }

  /// A name the language accepts as it is, not a reserved word.
  ///
  /// It keeps letters, ASCII digits and `_`, and starts with a letter or `_`. Other
  /// characters are dropped; `fallback` stands for a name with nothing left.
  static func identifier(_ text: String, fallback: String) -> String {
    var result = ""
    for character in text where character == "_" || isAllowed(character) {
      result.append(character)
    }
    if result.isEmpty { result = fallback }
    // A name starts with a letter or `_`: not a digit, nor a mark that some letters count.
    if let first = result.unicodeScalars.first,
      first.properties.numericType != nil || first.properties.generalCategory == .nonspacingMark
        || first.properties.generalCategory == .spacingMark
    {
      result = "_" + result
    }
    if reserved.contains(result) { result += "_" }
    return result
  }

  /// Whether a character may be in a generated name: a letter, or an ASCII digit.
  private static func isAllowed(_ character: Character) -> Bool {
    if character.isASCII { return character.isLetter || character.isNumber }
    return character.unicodeScalars.count == 1
      && character.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
  }

  /// Text safe in a comment: one line, printable, at most `limit` characters.
  static func commentText(_ text: String, limit: Int = 80) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      guard result.unicodeScalars.count < limit else {
        result += "…"
        break
      }
      let category = scalar.properties.generalCategory
      let isControl =
        category == .control || category == .format || category == .lineSeparator
        || category == .paragraphSeparator
      result.unicodeScalars.append(isControl ? "?" : scalar)
    }
    return result
  }
}
