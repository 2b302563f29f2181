import StyleRuleKit

/// Reads, in an Objective-C method's body, what it states about windows and controllers, as
/// the Swift hierarchy reader states it (``SwiftHierarchyFacts``): the app delegate's window
/// (`self.window = [[UIWindow alloc] initWithFrame:…]`, `self.window.rootViewController =
/// …`, `[self.window makeKeyAndVisible]`), the controllers given to its properties
/// (`self.navigationController = [[SPNavigationController alloc]
/// initWithRootViewController:…]`), and `presentViewController:animated:completion:` and
/// `pushViewController:animated:` on `self` and its navigation controller (issue 25).
///
/// A statement is read from its tokens alone; a value it does not follow is an unknown
/// controller with its text, never a guess.
struct ObjectiveCHierarchyScanner {
  typealias Token = ObjectiveCTokenizer.Token

  /// The facts gathered so far, for the whole file.
  var facts: SwiftHierarchyFacts
  /// Where a token is.
  let origin: (Token) -> SourceOrigin

  /// The moment a method of this selector runs, as the Swift reader names moments.
  static func moment(of selector: String) -> HierarchyMoment {
    if ObjectiveCStatementScanner.launchSelectors.contains(selector) || selector == "viewDidLoad"
      || selector == "loadView" || selector == "awakeFromNib" || selector.hasPrefix("init")
    {
      return .setUp
    }
    if selector == "viewWillAppear:" || selector == "viewDidAppear:" { return .appearance }
    return .later
  }

  /// The Swift spelling of a selector (`application:didFinishLaunchingWithOptions:` →
  /// `application(_:didFinishLaunchingWithOptions:)`), as the Swift reader names functions.
  static func swiftName(of selector: String) -> String {
    let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
    guard let first = parts.first else { return selector + "()" }
    return "\(first)(_:" + parts.dropFirst().map { "\($0):" }.joined() + ")"
  }

  /// Reads the body `body` (token indices inside its braces) of the method `selector` of
  /// `className`.
  mutating func scan(_ tokens: [Token], body: Range<Int>, className: String, selector: String) {
    let isLaunch = ObjectiveCStatementScanner.launchSelectors.contains(selector)
    let function = selector.contains(":") ? Self.swiftName(of: selector) : selector + "()"
    var conditions: [String] = []
    var locals: [String: HierarchyControllerID] = [:]
    var window: HierarchyWindowFact?
    var start = body.lowerBound
    var index = body.lowerBound
    func site() -> HierarchyCodeSite {
      HierarchyCodeSite(
        typeName: className, role: isLaunch ? .appDelegate : .other, function: function,
        moment: Self.moment(of: selector), conditions: conditions)
    }
    while index < body.upperBound {
      switch tokens[index].text {
      case "{":
        // A block: what it holds runs under its header (`if (!self.window)`).
        let header = ObjectiveCOverrideClassifier.spelled(tokens[start..<index].map(\.text))
        conditions.append(header.isEmpty ? "a block" : header)
        start = index + 1
      case "}":
        if !conditions.isEmpty { conditions.removeLast() }
        start = index + 1
      case ";":
        var statement = Array(tokens[start..<index])
        // `if (condition) statement;` without braces: the statement runs under its header.
        let header = Self.braceFreeHeader(statement)
        if header > 0 {
          conditions.append(
            ObjectiveCOverrideClassifier.spelled(statement[..<header].map(\.text)))
          statement.removeFirst(header)
        }
        read(
          statement, className: className, selector: selector, site: site(), locals: &locals,
          window: &window)
        if header > 0 { conditions.removeLast() }
        start = index + 1
      default: break
      }
      index += 1
    }
    if let window { facts.windows.append(window) }
  }

  /// How many tokens of a statement are the header of an `if`, `else`, `for` or `while`
  /// whose body is that statement alone (`if (!self.window) self.window = …;`); 0 for none.
  static func braceFreeHeader(_ statement: [Token]) -> Int {
    var start = 0
    while start < statement.count, statement[start].text == "else" { start += 1 }
    guard start < statement.count, ["if", "for", "while"].contains(statement[start].text),
      start + 1 < statement.count, statement[start + 1].text == "("
    else { return start }
    var depth = 0
    for index in (start + 1)..<statement.count {
      switch statement[index].text {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return index + 1 }
      default: break
      }
    }
    return start
  }

  /// Reads one statement's tokens.
  private mutating func read(
    _ statement: [Token], className: String, selector: String, site: HierarchyCodeSite,
    locals: inout [String: HierarchyControllerID], window: inout HierarchyWindowFact?
  ) {
    let words = statement.map(\.text)
    guard let first = statement.first else { return }
    func windowFact() -> HierarchyWindowFact {
      window
        ?? HierarchyWindowFact(
          variable: "window", isLocal: false, origin: origin(first),
          site: HierarchyCodeSite(
            typeName: site.typeName, role: site.role, function: site.function,
            moment: site.moment))
    }
    // `[self.window makeKeyAndVisible]`.
    if words == ["[", "self", ".", "window", "makeKeyAndVisible", "]"]
      || words == ["[", "_window", "makeKeyAndVisible", "]"]
    {
      var fact = windowFact()
      fact.makeKeyAndVisible = origin(first)
      window = fact
      return
    }
    // `[self setupDefaultWindow]`, a statement of its own at the method's top level: a
    // launch method's call, or a call any method makes whenever it runs.
    if words.count == 4, words[0] == "[", words[1] == "self", statement[2].kind == .identifier,
      words[3] == "]", site.conditions.isEmpty
    {
      let name = words[2]
      let call = HierarchyCall(
        receiver: .implicit, baseName: name, name: name + "()",
        text: ObjectiveCOverrideClassifier.spelled(words))
      if ObjectiveCStatementScanner.launchSelectors.contains(selector) {
        facts.launchCalls.append(
          HierarchyLaunchCall(kind: .method(call), origin: origin(first), site: site))
      } else if let function = site.function {
        facts.statementCalls.append(
          HierarchyStatementCall(
            typeName: className, function: String(function.prefix { $0 != "(" }),
            functionName: function, call: call, origin: origin(first)))
      }
      return
    }
    // `[self presentViewController:X animated:YES completion:nil]`,
    // `[self.navigationController pushViewController:X animated:YES]`.
    if words.first == "[",
      let selectorIndex = words.firstIndex(where: {
        $0 == "presentViewController" || $0 == "pushViewController"
      }), selectorIndex + 1 < words.count, words[selectorIndex + 1] == ":"
    {
      let receiverWords = Array(words[1..<selectorIndex])
      let receiver: HierarchyReceiver
      switch receiverWords {
      case ["self"]: receiver = .selfController
      case ["self", ".", "navigationController"]: receiver = .related("navigationController")
      default: receiver = .expression(ObjectiveCOverrideClassifier.spelled(receiverWords))
      }
      let argument = Self.argument(statement, from: selectorIndex + 2)
      let target = controller(argument, className: className, site: site, locals: locals)
      let isPush = words[selectorIndex] == "pushViewController"
      facts.actions.append(
        HierarchyAction(
          operation: isPush ? .push : .present, receiver: receiver, targets: [target],
          origin: origin(first), site: site))
      return
    }
    // An assignment: `LHS = RHS`, or a local's declaration `Type *name = RHS`.
    guard let equals = words.firstIndex(of: "="), equals > 0, equals + 1 < words.count,
      words[equals + 1] != "="
    else { return }
    let left = Array(words[..<equals])
    let right = Array(statement[(equals + 1)...])
    switch left {
    case ["self", ".", "window"], ["_window"]:
      if let made = Self.allocatedClass(right.map(\.text)), made.hasSuffix("Window") {
        var fact = windowFact()
        fact.creation = HierarchyWindowCreation(
          className: made, initializer: "frame", origin: origin(right[0]))
        window = fact
      }
    case ["self", ".", "window", ".", "rootViewController"],
      ["_window", ".", "rootViewController"]:
      var fact = windowFact()
      let root = controller(right, className: className, site: site, locals: locals)
      fact.roots.append(HierarchyWindowRoot(controller: root, origin: origin(first), site: site))
      window = fact
    case _ where left.count == 3 && left[1] == "." && locals[left[0]] != nil:
      // `help.modalPresentationStyle = UIModalPresentationFullScreen`: a setting UIKit reads
      // when it presents the controller.
      guard let id = locals[left[0]], let value = Self.presentationValue(left[2], right) else {
        return
      }
      facts.controllers[id].settings.append(
        HierarchyPresentationSetting(
          property: left[2], value: value, origin: origin(first), site: site))
    default:
      // `self.name = …` / `_name = …` gives a property a controller.
      var property: String?
      if left.count == 3, left[0] == "self", left[1] == "." { property = left[2] }
      if left.count == 1, left[0].hasPrefix("_"), left[0].count > 1 {
        property = String(left[0].dropFirst())
      }
      if let property, Self.isControllerExpression(right.map(\.text)) {
        let id = controller(right, className: className, site: site, locals: locals)
        facts.propertyValues.append(
          HierarchyPropertyValue(
            ownerType: className, name: property, controller: id, origin: origin(first),
            site: site))
      } else if left.count >= 2, let name = left.last, left.dropLast().last != ".",
        Self.isControllerExpression(right.map(\.text))
      {
        // `SPNavigationController *navigation = …`.
        locals[name] = controller(right, className: className, site: site, locals: locals)
      }
    }
  }

  /// The facts once every method was read: `self.navigationController` is the class's own
  /// property where the file gives that property a value (an app delegate's), UIKit's
  /// related controller otherwise.
  func finished() -> SwiftHierarchyFacts {
    var result = facts
    let assigned = Set(facts.propertyValues.map { "\($0.ownerType ?? "").\($0.name)" })
    for index in result.actions.indices {
      guard case .related(let name) = result.actions[index].receiver,
        let owner = result.actions[index].site.typeName, assigned.contains("\(owner).\(name)")
      else { continue }
      let action = result.actions[index]
      result.controllers.append(
        HierarchyController(
          kind: .property(ownerType: owner, name: name), origin: action.origin, site: action.site))
      result.actions[index].receiver = .controller(result.controllers.count - 1)
    }
    return result
  }

  /// The value a presentation setting is given, in the rules language's words.
  ///
  /// `UIModalPresentationFullScreen` is `fullScreen`, `YES` is `true`; another expression is
  /// kept as written. Nil for a property that is not one of those settings.
  static func presentationValue(_ property: String, _ value: [Token]) -> HierarchyValue? {
    let prefixes = [
      "modalPresentationStyle": "UIModalPresentation",
      "modalTransitionStyle": "UIModalTransitionStyle",
    ]
    let words = value.map(\.text)
    switch property {
    case "modalPresentationStyle", "modalTransitionStyle":
      guard let prefix = prefixes[property], words.count == 1, words[0].hasPrefix(prefix),
        let firstLetter = words[0].dropFirst(prefix.count).first
      else { return .expression(ObjectiveCOverrideClassifier.spelled(words)) }
      return .name(firstLetter.lowercased() + words[0].dropFirst(prefix.count + 1))
    case "modalPresentationCapturesStatusBarAppearance", "definesPresentationContext":
      switch words {
      case ["YES"], ["true"]: return .bool(true)
      case ["NO"], ["false"]: return .bool(false)
      default: return .expression(ObjectiveCOverrideClassifier.spelled(words))
      }
    default:
      return nil
    }
  }

  /// The tokens of a message's argument starting at `start`: up to the next label (`name:`)
  /// or the message's `]`, at bracket depth 0.
  static func argument(_ statement: [Token], from start: Int) -> [Token] {
    var depth = 0
    var end = start
    while end < statement.count {
      let text = statement[end].text
      if text == "[" || text == "(" { depth += 1 }
      if text == "]" || text == ")" {
        if depth == 0 { break }
        depth -= 1
      }
      if depth == 0, end > start, statement[end].kind == .identifier, end + 1 < statement.count,
        statement[end + 1].text == ":"
      {
        break
      }
      end += 1
    }
    return Array(statement[start..<min(end, statement.count)])
  }

  /// The class `[[Name alloc] init…]` or `[Name new]` makes.
  static func allocatedClass(_ words: [String]) -> String? {
    if words.count >= 5, words[0] == "[", words[1] == "[", words[3] == "alloc", words[4] == "]" {
      return words[2]
    }
    if words.count == 4, words[0] == "[", words[2] == "new", words[3] == "]" { return words[1] }
    return nil
  }

  /// Whether words are a controller the reader follows: an allocation, or a property.
  static func isControllerExpression(_ words: [String]) -> Bool {
    allocatedClass(words) != nil || (words.count == 3 && words[0] == "self" && words[1] == ".")
      || (words.count == 1 && words[0].hasPrefix("_"))
  }

  /// The controller an expression's tokens name, added to the table.
  private mutating func controller(
    _ expression: [Token], className: String, site: HierarchyCodeSite,
    locals: [String: HierarchyControllerID]
  ) -> HierarchyControllerID {
    let words = expression.map(\.text)
    let at = expression.first.map(origin) ?? SourceOrigin(path: facts.path)
    var kind: HierarchyControllerKind
    var children: [HierarchyControllerID] = []
    if let made = Self.allocatedClass(words) {
      kind = .instance(className: made)
      // `initWithRootViewController:root`: the navigation controller's first child.
      if let label = words.firstIndex(of: "initWithRootViewController"), label + 1 < words.count,
        words[label + 1] == ":"
      {
        var argument = Self.argument(expression, from: label + 2)
        if argument.last?.text == "]" { argument.removeLast() }
        children.append(
          controller(argument, className: className, site: site, locals: locals))
      }
    } else if words.count == 3, words[0] == "self", words[1] == "." {
      kind = .property(ownerType: className, name: words[2])
    } else if words.count == 1, words[0].hasPrefix("_"), words[0].count > 1 {
      kind = .property(ownerType: className, name: String(words[0].dropFirst()))
    } else if words.count == 1, let local = locals[words[0]] {
      return local
    } else {
      let text = ObjectiveCOverrideClassifier.spelled(words)
      kind = .unknown(reason: "the value of `\(text)` is not followed")
    }
    var node = HierarchyController(kind: kind, origin: at, site: site)
    node.initialChildren = children
    facts.controllers.append(node)
    return facts.controllers.count - 1
  }
}
