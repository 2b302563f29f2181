import StyleRuleKit

/// An Objective-C message expression, `[receiver selector:argument label:argument …]`, split
/// into its parts by counting brackets (never by recursion).
struct ObjectiveCMessage {
  typealias Token = ObjectiveCTokenizer.Token

  /// One argument: the key a Swift call gives it (`_` for the first, then the selector's
  /// labels, as ``SwiftHierarchySyntax/argumentKeys(_:)`` keys Swift's), and its tokens.
  struct Argument {
    var key: String
    var tokens: [Token]
  }

  /// The receiver's tokens (`self`, `self.navigationController`, `[X alloc]`).
  var receiver: [Token]
  /// The selector (`presentViewController:animated:completion:`, `new`).
  var selector: String
  /// The arguments, in order.
  var arguments: [Argument]

  /// The receiver's words.
  var receiverWords: [String] { receiver.map(\.text) }

  /// The selector's first part (`presentViewController`).
  var baseName: String { String(selector.prefix { $0 != ":" }) }

  /// The method as Swift names it (`presentViewController(_:animated:completion:)`).
  var swiftName: String { ObjectiveCMessage.swiftName(of: selector) }

  /// The argument of `key`, if the message has one.
  func argument(_ key: String) -> [Token]? {
    arguments.first { $0.key == key }?.tokens
  }

  /// The message `tokens` are, when they are exactly one message (`[`…`]`); nil otherwise.
  init?(_ tokens: [Token]) {
    guard tokens.count >= 4, tokens[0].text == "[", tokens[tokens.count - 1].text == "]"
    else { return nil }
    let end = tokens.count - 1
    // The selector starts at the first name that follows a complete receiver at depth 0.
    var depth = 0
    var start: Int?
    for index in 1..<end {
      let token = tokens[index]
      if depth == 0, index >= 2, token.kind == .identifier {
        let previous = tokens[index - 1]
        if previous.kind == .identifier || previous.kind == .literal || previous.text == "]"
          || previous.text == ")"
        {
          start = index
          break
        }
      }
      switch token.text {
      case "[", "(", "{": depth += 1
      case "]", ")", "}":
        depth -= 1
        // The first `[` closes before the end: the tokens are more than one message.
        if depth < 0 { return nil }
      default: break
      }
    }
    guard let start else { return nil }
    receiver = Array(tokens[1..<start])
    guard start + 1 < end, tokens[start + 1].text == ":" else {
      guard start + 1 == end else { return nil }
      selector = tokens[start].text
      arguments = []
      return
    }
    var selector = ""
    var arguments: [Argument] = []
    var position = start
    while position + 1 < end, tokens[position].kind == .identifier,
      tokens[position + 1].text == ":"
    {
      let label = tokens[position].text
      let value = Self.argument(tokens, from: position + 2)
      arguments.append(Argument(key: arguments.isEmpty ? "_" : label, tokens: value))
      selector += label + ":"
      position += 2 + value.count
    }
    self.selector = selector
    self.arguments = arguments
  }

  /// The Swift spelling of a selector (`application:didFinishLaunchingWithOptions:` →
  /// `application(_:didFinishLaunchingWithOptions:)`), as the Swift reader names functions.
  static func swiftName(of selector: String) -> String {
    // The labels after the first part are the selector's own (`animated:completion:`).
    guard let colon = selector.firstIndex(of: ":") else { return selector + "()" }
    return selector[..<colon] + "(_:" + selector[selector.index(after: colon)...] + ")"
  }

  /// The tokens of a message's argument starting at `start`: up to the next label (`name:`),
  /// a `,` or the message's `]`, at bracket depth 0.
  static func argument(_ tokens: [Token], from start: Int) -> [Token] {
    var depth = 0
    var end = start
    while end < tokens.count {
      let text = tokens[end].text
      if text == "[" || text == "(" || text == "{" { depth += 1 }
      if text == "]" || text == ")" || text == "}" {
        if depth == 0 { break }
        depth -= 1
      }
      if depth == 0, text == "," { break }
      if depth == 0, end > start, tokens[end].kind == .identifier, end + 1 < tokens.count,
        tokens[end + 1].text == ":", tokens[end - 1].text != "?"
      {
        break
      }
      end += 1
    }
    return Array(tokens[start..<min(end, tokens.count)])
  }

  /// The elements of an array literal `@[a, b]`, split at its commas at depth 0; nil when the
  /// tokens are not one array literal.
  static func arrayElements(_ tokens: [Token]) -> [[Token]]? {
    guard tokens.count >= 3, tokens[0].text == "@", tokens[1].text == "[",
      tokens[tokens.count - 1].text == "]"
    else { return nil }
    var elements: [[Token]] = []
    var current: [Token] = []
    var depth = 0
    for token in tokens[2..<(tokens.count - 1)] {
      switch token.text {
      case "[", "(", "{": depth += 1
      case "]", ")", "}": depth -= 1
      case "," where depth == 0:
        elements.append(current)
        current = []
        continue
      default: break
      }
      current.append(token)
    }
    if !current.isEmpty { elements.append(current) }
    return depth == 0 ? elements : nil
  }

  /// The class a class factory method makes, by Cocoa's naming convention: the message is
  /// sent to a class, and its selector begins with the class's name without its prefix
  /// (`[UIAlertController alertControllerWithTitle:…]`, `[UIColor colorWithRed:…]`,
  /// `[VLCPlayerController playerController]`), which Swift imports as an initializer of
  /// that class (`UIAlertController(title:message:preferredStyle:)`); nil otherwise.
  var factoryClass: String? {
    guard receiver.count == 1, receiver[0].kind == .identifier else { return nil }
    let className = receiver[0].text
    guard className.first?.isUppercase == true else { return nil }
    return Self.isFactoryName(baseName, of: className) ? className : nil
  }

  /// Whether a selector's first part begins, word by word and ignoring case, with some
  /// trailing words of a class's name (`alertControllerWithTitle` for `UIAlertController`),
  /// followed by nothing or a new word (`imageNamed`, not `alertControllers`).
  static func isFactoryName(_ baseName: String, of className: String) -> Bool {
    let words = camelCaseWords(className)
    let name = Array(baseName)
    for start in words.indices {
      let suffix = Array(words[start...].joined())
      guard name.count >= suffix.count,
        String(name[..<suffix.count]).lowercased() == String(suffix).lowercased()
      else { continue }
      if name.count == suffix.count || name[suffix.count].isUppercase { return true }
    }
    return false
  }

  /// A name's words: a capital starts one, and a run of capitals is one word, the last of
  /// them starting the next when lower case follows (`VLCMovieTVViewController` → `VLC`,
  /// `Movie`, `TV`, `View`, `Controller`).
  static func camelCaseWords(_ name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      let startsWord =
        character.isUppercase && !current.isEmpty
        && (current.last?.isUppercase == false
          || (index + 1 < characters.count && characters[index + 1].isLowercase))
      if startsWord {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The class `[[Name alloc] init…]` or `[Name new]` makes.
  static func allocatedClass(_ words: [String]) -> String? {
    if words.count >= 5, words[0] == "[", words[1] == "[", words[3] == "alloc", words[4] == "]" {
      return words[2]
    }
    if words.count == 4, words[0] == "[", words[2] == "new", words[3] == "]" { return words[1] }
    return nil
  }
}
