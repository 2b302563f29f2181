import StyleRuleKit

/// Classifies an Objective-C status bar override's body as the Swift reader classifies a
/// Swift one (``OverrideBody``): one `return` of a literal (`UIStatusBarStyleLightContent`,
/// `YES`), of one of two literals (`self.isDark ? … : …`), of a child (`self.topViewController`),
/// or of a child's own value (`[self.topViewController preferredStatusBarStyle]`); anything
/// else is unknown, with why.
enum ObjectiveCOverrideClassifier {
  /// The members an Objective-C method of this name overrides, when it is one the scan reads.
  static func member(named name: String) -> ControllerMember? {
    let names: Set<String> = [
      "preferredStatusBarStyle", "prefersStatusBarHidden", "childViewControllerForStatusBarStyle",
      "childViewControllerForStatusBarHidden", "modalPresentationCapturesStatusBarAppearance",
      "preferredStatusBarUpdateAnimation",
    ]
    guard names.contains(name) else { return nil }
    return ControllerMember(swiftName: name)
  }

  /// The literal a constant names for a member, in the rules language's words.
  static func literal(_ name: String, for member: ControllerMember) -> String? {
    switch member.valueKind {
    case .statusBarStyle:
      return StatusBarStyle.allCases.first { $0.plistName == name }?.rawValue
    case .boolean:
      switch name {
      case "YES", "true": return "true"
      case "NO", "false": return "false"
      default: return nil
      }
    case .updateAnimation:
      let prefix = "UIStatusBarAnimation"
      guard name.hasPrefix(prefix) else { return nil }
      let word = name.dropFirst(prefix.count)
      return ["None": "none", "Fade": "fade", "Slide": "slide"][String(word)]
    default:
      return nil
    }
  }

  /// The literal a constant names, whatever the member: a style, a Boolean or an animation
  /// (`UIStatusBarStyleLightContent` is `lightContent`, `YES` is `true`).
  static func literalWord(_ name: String) -> String? {
    literalKinds.lazy.compactMap { literal(name, for: $0) }.first
  }

  /// One member of each kind of literal value, made once: every assignment asks.
  private static let literalKinds = [
    "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
  ]
  .compactMap(ControllerMember.init(swiftName:))

  /// The value an assignment gives (`UIStatusBarStyleLightContent`, `self.dark ? A : B`),
  /// as the Swift reader records one.
  static func assignedValue(_ words: [String]) -> SwiftAssignedValue {
    if words.count == 1, let word = literalWord(words[0]) { return .word(word) }
    if let question = words.firstIndex(of: "?"), let colon = words.lastIndex(of: ":"),
      question == colon - 2, colon == words.count - 2,
      let first = literalWord(words[question + 1]), let second = literalWord(words[colon + 1])
    {
      return first == second ? .word(first) : .words([first, second])
    }
    return .other(spelled(words))
  }

  /// The property of the object a value reads: `self.name` and `_name` are `name`.
  static func ownProperty(_ words: some Collection<String>) -> String? {
    let words = Array(words)
    if words.count == 3, words[0] == "self", words[1] == ".",
      words[2].first.map({ $0.isLetter || $0 == "_" }) ?? false
    {
      return words[2]
    }
    if words.count == 1, words[0].hasPrefix("_"), words[0].count > 1 {
      return String(words[0].dropFirst())
    }
    return nil
  }

  /// The child a `childViewControllerFor…` override returns (`self.topViewController`,
  /// `[self selectedViewController]`, `nil`).
  static func child(_ tokens: [String]) -> ChildSelector? {
    var name: String?
    if tokens == ["nil"] { return ChildSelector.none }
    if tokens.count == 3, tokens[0] == "self", tokens[1] == "." { name = tokens[2] }
    if tokens.count == 4, tokens[0] == "[", tokens[1] == "self", tokens[3] == "]" {
      name = tokens[2]
    }
    switch name {
    case "topViewController": return .topViewController
    case "visibleViewController": return .visibleViewController
    case "selectedViewController": return .selectedViewController
    default: return nil
    }
  }

  /// Tokens as written, a space only between a value and a word that follows it and around
  /// `=` (`[super preferredStatusBarStyle]`, `[[UIApplication sharedApplication]
  /// setStatusBarHidden:YES]`, `self.navigationController.preferredStatusBarStyle`).
  static func spelled(_ words: [String]) -> String {
    var text = ""
    var previous = ""
    var previousIsWord = false
    for word in words {
      // A name, a number, `@"…"` or non-ASCII: bytes, not Unicode properties, for speed.
      let isWord =
        word.utf8.first.map { byte in
          (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
            || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x40 || byte >= 0x80
        } ?? false
      let previousEndsValue = previousIsWord || previous == "]" || previous == ")"
      // Words apart, a message's selector after its receiver, and `=` between spaces.
      if (isWord && previousEndsValue) || (word == "=" && !text.isEmpty) || previous == "=" {
        text += " "
      }
      text += word
      previous = word
      previousIsWord = isWord
    }
    return text
  }

  /// What a method body's tokens (inside its braces) return for `member`.
  static func body(_ tokens: [ObjectiveCTokenizer.Token], member: ControllerMember)
    -> OverrideBody
  {
    let words = tokens.map(\.text)
    guard words.first == "return", words.last == ";",
      words.dropLast().filter({ $0 == ";" }).isEmpty
    else {
      return .unknown("the method is not one `return` the Objective-C reader reads")
    }
    let value = Array(words.dropFirst().dropLast())
    let written = spelled(value)
    if member.valueKind == .controller {
      if let selector = child(value) { return .selector(selector) }
      return .unknown("returns `\(written)`, which the Objective-C reader does not follow")
    }
    if value.count == 1, let literal = literal(value[0], for: member) {
      return .literal(literal)
    }
    // `return self.style;`, `return _style;`: the property's values.
    if let property = ownProperty(value) { return .storedProperty(property) }
    // `condition ? A : B`, each branch one literal.
    if let question = value.firstIndex(of: "?"), let colon = value.lastIndex(of: ":"),
      question < colon, colon == value.count - 2, question == colon - 2,
      let whenTrue = literal(value[question + 1], for: member),
      let whenFalse = literal(value[colon + 1], for: member)
    {
      // On a property of the object (`self.night ?`, `!_night ?`): its value at launch
      // gives the launch value.
      let condition = value[..<question]
      let negated = condition.first == "!"
      if whenTrue != whenFalse,
        let property = ownProperty(negated ? condition.dropFirst() : condition[...])
      {
        return .choice(
          property: property, negated: negated, whenTrue: whenTrue, whenFalse: whenFalse)
      }
      return .literals(whenTrue == whenFalse ? [whenTrue] : [whenTrue, whenFalse])
    }
    // `[self.topViewController preferredStatusBarStyle]`: the child's own value.
    if let name = member.key?.rawValue, value.count == 6, value[0] == "[", value[1] == "self",
      value[2] == ".", value[4] == name || member.rulesName == value[4], value[5] == "]",
      let selector = child(["self", ".", value[3]])
    {
      return .forwarding(selector, fallback: nil)
    }
    return .unknown("returns `\(written)`, which the Objective-C reader does not follow")
  }
}
