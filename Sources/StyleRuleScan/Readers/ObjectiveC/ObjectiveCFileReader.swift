import StyleRuleKit

/// Reads an Objective-C file's class interfaces and the status bar overrides its
/// implementations define (issue 25, first slice).
///
/// A tolerant reader of Objective-C's regular declaration syntax over
/// ``ObjectiveCTokenizer``'s tokens, not a compiler: `@interface`, `@implementation`,
/// `@end`, and in an implementation the methods `- (Type)name { … }`. Braces are matched by
/// counting, never by recursion, and any bytes give facts or a located problem. Macros are
/// not expanded and `#if` branches are all read (the preprocessor lines are skipped).
enum ObjectiveCFileReader {
  /// The facts of the file at `path` (relative to the scanned root), from its bytes.
  static func read(_ bytes: [UInt8], path: String) -> ObjectiveCFileFacts {
    var facts = ObjectiveCFileFacts(path: path)
    facts.mentionedTypeNames = bytes.withUnsafeBufferPointer(TypeNameMentions.names(in:))
    let (tokens, unterminated, conditional) = ObjectiveCTokenizer.tokens(bytes)
    facts.firstConditional = conditional.map {
      SourceOrigin(path: path, line: $0.line, column: $0.column)
    }
    func origin(_ token: ObjectiveCTokenizer.Token) -> SourceOrigin {
      SourceOrigin(path: path, line: token.line, column: token.column)
    }
    func problem(_ reason: String, at token: ObjectiveCTokenizer.Token) {
      guard facts.problem == nil else { return }
      facts.problem = ScanProblem(
        path: path, kind: .syntaxErrors,
        reason: "\(reason); the declarations before it were read", origin: origin(token))
    }
    // The statements the methods make, kept apart from `facts`, which `problem` changes.
    var statements = ObjectiveCFileFacts(path: path)
    var hierarchy = ObjectiveCHierarchyScanner(
      facts: SwiftHierarchyFacts(path: path),
      origin: { SourceOrigin(path: path, line: $0.line, column: $0.column) })
    var index = 0
    var swiftNames: [String: String] = [:]
    /// The text of the token at `position`, or nil past the end.
    func text(_ position: Int) -> String? {
      position < tokens.count ? tokens[position].text : nil
    }
    /// The index after the `@end` closing a block that starts at `start`.
    func skipToEnd(from start: Int) -> Int {
      var position = start
      while position < tokens.count, tokens[position].text != "@end" { position += 1 }
      return position + 1
    }
    /// The class name after the directive at `position`; a problem when there is none.
    func className(after position: Int) -> ObjectiveCTokenizer.Token? {
      guard position + 1 < tokens.count, tokens[position + 1].kind == .identifier else {
        problem("`\(tokens[position].text)` without a class name", at: tokens[position])
        return nil
      }
      return tokens[position + 1]
    }
    while index < tokens.count {
      let token = tokens[index]
      switch token.text {
      case "@interface":
        guard let name = className(after: index) else {
          index += 1
          continue
        }
        var interface = ObjectiveCFileFacts.Interface(
          className: name.text, superclass: nil, category: nil, origin: origin(name))
        if text(index + 2) == ":", index + 3 < tokens.count,
          tokens[index + 3].kind == .identifier
        {
          interface.superclass = tokens[index + 3].text
        } else if text(index + 2) == "(" {
          interface.category = text(index + 3) == ")" ? "" : text(index + 3)
        }
        // Its `@property` declarations, up to `@end`.
        var position = index + 2
        while position < tokens.count, tokens[position].text != "@end" {
          if let (selector, swiftName) = swiftName(tokens, at: position) {
            swiftNames[ObjectiveCMessage.swiftName(of: selector)] = swiftName
          }
          if tokens[position].text == "@property",
            let property = property(tokens, at: position, origin: origin)
          {
            interface.properties.append(property)
          }
          // Its instance variables, `{ BOOL _hidden; }` after the superclass.
          if tokens[position].text == "{",
            let end = ObjectiveCTokenizer.closingBrace(tokens, at: position)
          {
            interface.properties += instanceVariables(
              tokens, from: position, to: end, origin: origin)
            position = end
          }
          position += 1
        }
        facts.interfaces.append(interface)
        index = position + 1
      case "@protocol":
        // `@protocol Name;` declares it ahead; otherwise its body runs to `@end`, where only
        // the names its methods are given in Swift are read.
        if text(index + 2) == ";" || text(index + 2) == "," {
          index += 2
        } else {
          let end = skipToEnd(from: index + 1)
          for position in (index + 1)..<min(end, tokens.count) {
            if let (selector, swiftName) = swiftName(tokens, at: position) {
              swiftNames[ObjectiveCMessage.swiftName(of: selector)] = swiftName
            }
          }
          index = end
        }
      case "@implementation":
        guard let name = className(after: index) else {
          index += 1
          continue
        }
        var implementation = ObjectiveCFileFacts.Implementation(
          className: name.text, category: nil, origin: origin(name), members: [])
        index += 2
        if text(index) == "(", index + 2 < tokens.count {
          implementation.category = text(index + 1) == ")" ? "" : text(index + 1)
          while index < tokens.count, tokens[index].text != ")" { index += 1 }
          index += 1
        }
        index = readImplementation(
          tokens, from: index, into: &implementation, statements: &statements,
          hierarchy: &hierarchy, origin: origin, problem: problem)
        facts.implementations.append(implementation)
      default:
        index += 1
      }
    }
    if let unterminated {
      problem("a comment or a literal is not closed", at: unterminated)
    }
    facts.applicationSettings = statements.applicationSettings
    facts.appearanceUpdates = statements.appearanceUpdates
    facts.hierarchy = hierarchy.finished()
    facts.hierarchy.objectiveCSwiftNames = swiftNames
    facts.assignments = hierarchy.assignments
    return facts
  }

  /// For a method declaration starting at `start` (`- (Type)name:(Type)arg label:(Type)arg
  /// NS_SWIFT_NAME(name(label:));`), its selector and the name `NS_SWIFT_NAME` gives it; nil
  /// for anything else, or a declaration without the macro.
  static func swiftName(_ tokens: [ObjectiveCTokenizer.Token], at start: Int) -> (
    selector: String, swiftName: String
  )? {
    guard start < tokens.count, tokens[start].text == "-" || tokens[start].text == "+",
      start == 0 || [";", "{", "}", ">", ")"].contains(tokens[start - 1].text)
        || tokens[start - 1].text.hasPrefix("@")
        || tokens[start - 1].kind == .identifier
    else { return nil }
    /// The index after the parenthesized group at `position`, or `position` without one.
    func skipGroup(_ position: Int) -> Int {
      guard position < tokens.count, tokens[position].text == "(" else { return position }
      var depth = 0
      var index = position
      while index < tokens.count {
        if tokens[index].text == "(" { depth += 1 }
        if tokens[index].text == ")" {
          depth -= 1
          if depth == 0 { return index + 1 }
        }
        if tokens[index].text == ";" { return index }
        index += 1
      }
      return index
    }
    var index = skipGroup(start + 1)
    var selector = ""
    while index < tokens.count, tokens[index].kind == .identifier {
      let part = tokens[index].text
      guard index + 1 < tokens.count, tokens[index + 1].text == ":" else {
        if selector.isEmpty { selector = part } else { break }
        index += 1
        break
      }
      selector += part + ":"
      index = skipGroup(index + 2)
      // The argument's name.
      if index < tokens.count, tokens[index].kind == .identifier { index += 1 }
    }
    guard !selector.isEmpty else { return nil }
    // The attributes up to `;`: `NS_SWIFT_NAME(…)` among them.
    while index < tokens.count, tokens[index].text != ";", tokens[index].text != "{",
      tokens[index].text != "-", tokens[index].text != "+"
    {
      if tokens[index].text == "NS_SWIFT_NAME", index + 1 < tokens.count,
        tokens[index + 1].text == "("
      {
        let end = skipGroup(index + 1)
        guard end - 1 > index + 2 else { return nil }
        let name = tokens[(index + 2)..<(end - 1)].map(\.text).joined()
        return name.isEmpty ? nil : (selector, name)
      }
      index += 1
    }
    return nil
  }

  /// Reads an implementation's methods from `start` to its `@end`; returns the index after
  /// it.
  ///
  /// The overrides go to `implementation`, the statements every method may make
  /// (``ObjectiveCStatementScanner``) to `statements`, and what they state about windows
  /// and controllers to `hierarchy`.
  private static func readImplementation(
    _ tokens: [ObjectiveCTokenizer.Token], from start: Int,
    into implementation: inout ObjectiveCFileFacts.Implementation,
    statements: inout ObjectiveCFileFacts,
    hierarchy: inout ObjectiveCHierarchyScanner,
    origin: (ObjectiveCTokenizer.Token) -> SourceOrigin,
    problem: (String, ObjectiveCTokenizer.Token) -> Void
  ) -> Int {
    var index = start
    // An instance variable block right after the name.
    if index < tokens.count, tokens[index].text == "{" {
      guard let end = ObjectiveCTokenizer.closingBrace(tokens, at: index) else {
        problem("a `{` is not closed", tokens[index])
        return tokens.count
      }
      implementation.instanceVariables = instanceVariables(
        tokens, from: index, to: end, origin: origin)
      index = end + 1
    }
    while index < tokens.count {
      let token = tokens[index]
      if token.text == "@end" { return index + 1 }
      guard token.text == "-" || token.text == "+" else {
        if token.text == "{" {
          guard let end = ObjectiveCTokenizer.closingBrace(tokens, at: index) else {
            problem("a `{` is not closed", token)
            return tokens.count
          }
          index = end + 1
        } else {
          index += 1
        }
        continue
      }
      // `- (Type)name {` or `- (Type)part:(Type)argument … {`.
      var position = index + 1
      var returnType: [String] = []
      if position < tokens.count, tokens[position].text == "(" {
        position += 1
        while position < tokens.count, tokens[position].text != ")",
          tokens[position].text != "{"
        {
          returnType.append(tokens[position].text)
          position += 1
        }
        position += 1
      }
      guard position < tokens.count, tokens[position].kind == .identifier else {
        index = position
        continue
      }
      let nameToken = tokens[position]
      var hasArguments = false
      // The selector: each part before a `:` outside the argument types' parentheses; each
      // argument's name, the first name after its `:` and type.
      var selector = ""
      var parameterNames: [(label: String, name: String)] = []
      var label: String?
      var parentheses = 0
      while position < tokens.count, tokens[position].text != "{", tokens[position].text != ";",
        tokens[position].text != "@end"
      {
        switch tokens[position].text {
        case "(": parentheses += 1
        case ")": parentheses -= 1
        case ":" where parentheses == 0:
          hasArguments = true
          if position > 0, tokens[position - 1].kind == .identifier {
            selector += tokens[position - 1].text + ":"
            label = parameterNames.isEmpty ? "_" : tokens[position - 1].text
          }
        default:
          if parentheses == 0, let pending = label, tokens[position].kind == .identifier {
            parameterNames.append((pending, tokens[position].text))
            label = nil
          }
        }
        position += 1
      }
      if !hasArguments { selector = nameToken.text }
      guard position < tokens.count, tokens[position].text == "{" else {
        index = position
        continue
      }
      guard let end = ObjectiveCTokenizer.closingBrace(tokens, at: position) else {
        problem("the body of `\(nameToken.text)` is not closed", tokens[position])
        return tokens.count
      }
      if token.text == "-", !hasArguments,
        let member = ObjectiveCOverrideClassifier.member(named: nameToken.text)
      {
        let body = ObjectiveCOverrideClassifier.body(
          Array(tokens[(position + 1)..<end]), member: member)
        implementation.members.append(
          SwiftMemberDeclaration(
            member: member, body: body, source: .override, origin: origin(token)))
      }
      if token.text == "-", !hasArguments,
        SetUpInheritance.methods.contains(nameToken.text + "()"),
        !callsSuper(nameToken.text, in: tokens, body: (position + 1)..<end)
      {
        implementation.setUpMethodsWithoutSuper.append(nameToken.text + "()")
      }
      ObjectiveCStatementScanner.scan(
        tokens, body: (position + 1)..<end, className: implementation.className,
        selector: selector, into: &statements, origin: origin)
      var method = ObjectiveCHierarchyScanner.Method(
        className: implementation.className, selector: selector, returnType: returnType,
        origin: origin(nameToken))
      let function = method.function
      method.parameters = parameterNames.map {
        HierarchyParameter(function: function, label: $0.label, name: $0.name)
      }
      hierarchy.scan(tokens, body: (position + 1)..<end, method: method)
      index = end + 1
    }
    problem(
      "`@implementation \(implementation.className)` has no `@end`", tokens[max(start - 1, 0)])
    return tokens.count
  }

  /// Whether a statement of a method's body, outside its blocks and conditions' braces, is
  /// `[super selector]`.
  static func callsSuper(
    _ selector: String, in tokens: [ObjectiveCTokenizer.Token], body: Range<Int>
  ) -> Bool {
    var depth = 0
    for index in body {
      switch tokens[index].text {
      case "{": depth += 1
      case "}": depth -= 1
      case "super" where depth == 0 && index > body.lowerBound && index + 2 < body.upperBound:
        if tokens[index - 1].text == "[", tokens[index + 1].text == selector,
          tokens[index + 2].text == "]"
        {
          return true
        }
      default: break
      }
    }
    return false
  }

  /// The `@property (…) Type *name;` at `start`, with the zero its value starts as when its
  /// type is one the scan reads; nil when it is not one name.
  static func property(
    _ tokens: [ObjectiveCTokenizer.Token], at start: Int,
    origin: (ObjectiveCTokenizer.Token) -> SourceOrigin
  ) -> SwiftStoredProperty? {
    var position = start + 1
    if position < tokens.count, tokens[position].text == "(" {
      while position < tokens.count, tokens[position].text != ")",
        tokens[position].text != ";"
      {
        position += 1
      }
      position += 1
    }
    var words: [ObjectiveCTokenizer.Token] = []
    while position < tokens.count, tokens[position].text != ";",
      tokens[position].text != "@end"
    {
      words.append(tokens[position])
      position += 1
    }
    return storedProperty(words, origin: origin)
  }

  /// The instance variables of the block `{ BOOL _hidden; … }` that opens at `open` and
  /// closes at `close`, each as the property its name gives (`_hidden` backs `hidden`).
  static func instanceVariables(
    _ tokens: [ObjectiveCTokenizer.Token], from open: Int, to close: Int,
    origin: (ObjectiveCTokenizer.Token) -> SourceOrigin
  ) -> [SwiftStoredProperty] {
    var result: [SwiftStoredProperty] = []
    var words: [ObjectiveCTokenizer.Token] = []
    for token in tokens[(open + 1)..<close] {
      if token.kind == .directive { continue }  // `@private`, `@public`…
      guard token.text == ";" else {
        words.append(token)
        continue
      }
      if var variable = storedProperty(words, origin: origin) {
        if variable.name.hasPrefix("_"), variable.name.count > 1 {
          variable.name = String(variable.name.dropFirst())
        }
        result.append(variable)
      }
      words = []
    }
    return result
  }

  /// A declaration `Type *name` (without its `;`) as a stored property, with the zero its
  /// value starts as when its type is one the scan reads; nil when it is not one name.
  static func storedProperty(
    _ words: [ObjectiveCTokenizer.Token], origin: (ObjectiveCTokenizer.Token) -> SourceOrigin
  ) -> SwiftStoredProperty? {
    guard let name = words.last, name.kind == .identifier, words.count >= 2,
      !words.contains(where: { $0.text == "(" || $0.text == "," || $0.text == "^" })
    else { return nil }
    let zero: [String: String] = [
      "UIStatusBarStyle": "default", "BOOL": "false", "bool": "false",
      "UIStatusBarAnimation": "none",
    ]
    let type = words.first { $0.kind == .identifier && zero[$0.text] != nil }?.text
    return SwiftStoredProperty(
      name: name.text, isConstant: false, initialValue: type.flatMap { zero[$0] }.map { .word($0) },
      origin: origin(name))
  }

}

/// The Objective-C reader as the benchmark times it against SwiftParser (`ScanBenchmarks
/// --objc`): not an API.
@_spi(Benchmarks)
public enum ObjectiveCReaderBenchmark {
  /// How many overrides the reader finds in `bytes`.
  public static func overrideCount(in bytes: [UInt8]) -> Int {
    ObjectiveCFileReader.read(bytes, path: "Benchmark.m").implementations.reduce(0) {
      $0 + $1.members.count
    }
  }
}
