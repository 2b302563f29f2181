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
  /// The values the methods give their object's properties that are not controllers
  /// (`self.style = UIStatusBarStyleLightContent`), for the overrides that return them.
  var assignments: [SwiftPropertyAssignment] = []
  /// Where a token is.
  let origin: (Token) -> SourceOrigin

  /// Whether an expression is a property of `self` (`self.navigationController`).
  static func isSelfProperty(_ tokens: [Token]) -> Bool {
    let words = uncast(tokens).map(\.text)
    return words.count == 3 && words[0] == "self" && words[1] == "."
  }

  /// Whether a block's header is an initializer's check that `self` was made: `if (self)`,
  /// `if ((self = [super init]))`, `if (self = [super initWithNibName:nil bundle:nil])`.
  static func isSelfCheck(_ header: String) -> Bool {
    let compact = header.filter { !$0.isWhitespace }
    return compact == "if(self)" || compact.hasPrefix("if((self=[super")
      || compact.hasPrefix("if(self=[super") || compact == "if(self!=nil)"
  }

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

  /// A method's declaration, as the file reader read it.
  struct Method {
    /// The class of the `@implementation` it is in.
    var className: String
    /// Its selector (`setupWithRoot:animated:`).
    let selector: String
    /// The words of its return type (`UIViewController`, `*`), empty when not written.
    var returnType: [String] = []
    /// Its parameters, each with the key a call's argument has (`_` for the first).
    var parameters: [HierarchyParameter] = []
    /// Where its name is.
    var origin: SourceOrigin
    /// The method as Swift names it (`setupWithRoot(_:animated:)`, `loadView()`), worked
    /// out once.
    let function: String

    /// A method of `className` with `selector`.
    init(className: String, selector: String, returnType: [String], origin: SourceOrigin) {
      self.className = className
      self.selector = selector
      self.returnType = returnType
      self.origin = origin
      function =
        selector.utf8.contains(UInt8(ascii: ":"))
        ? ObjectiveCMessage.swiftName(of: selector) : selector + "()"
    }

    /// The words of a return type that qualify the class it names.
    static let qualifiers: Set<String> = [
      "nullable", "nonnull", "_Nullable", "_Nonnull", "__kindof", "const", "__nullable",
      "__nonnull",
    ]

    /// The class its return type names when that can be a view controller (a name ending in
    /// `Controller`, or `instancetype`, which is `Self`); nil otherwise.
    var controllerResultType: String? {
      guard let name = returnType.last(where: { $0 != "*" && !Self.qualifiers.contains($0) })
      else { return nil }
      if name == "instancetype" { return "Self" }
      return name.hasSuffix("Controller") ? name : nil
    }
  }

  /// A local variable of the method being read, with the controllers the code gives it.
  struct Local {
    /// The class its declaration names (`UIViewController` in `UIViewController *root`).
    var type: String?
    /// The controllers it may hold where it is read: an assignment under the conditions of
    /// the declaration replaces them, one under more conditions (a branch) adds to them.
    var values: [HierarchyControllerID]
    /// How many conditions its declaration is under.
    var depth: Int
  }

  /// What the reader knows while it reads one method's body.
  private struct MethodState {
    var method: Method
    var isLaunch: Bool
    var conditions: [String] = []
    var locals: [String: Local] = [:]
    /// The windows the method makes or configures, by variable: `self.window` for the class's
    /// own property (`self.window`, `_window`), else the local's name.
    var windows: [String: HierarchyWindowFact] = [:]
    /// The order the windows were first written in.
    var windowOrder: [String] = []
    var returns: [HierarchyControllerID] = []
    /// The method's site without conditions, worked out once.
    private let methodSite: HierarchyCodeSite
    /// Whether its result can be a view controller (``Method/controllerResultType``).
    let returnsController: Bool

    init(method: Method) {
      self.method = method
      isLaunch = ObjectiveCStatementScanner.launchSelectors.contains(method.selector)
      let role: HierarchyOwnerRole =
        !isLaunch
        ? .other
        : method.selector == ObjectiveCStatementScanner.sceneConnectionSelector
          ? .sceneDelegate : .appDelegate
      returnsController = method.controllerResultType != nil
      methodSite = HierarchyCodeSite(
        typeName: method.className, role: role, function: method.function,
        moment: ObjectiveCHierarchyScanner.moment(of: method.selector))
    }

    /// The code site of a statement read now.
    var site: HierarchyCodeSite {
      var site = methodSite
      site.conditions = conditions.filter { !$0.isEmpty }
      return site
    }
  }

  /// Reads the body `body` (token indices inside its braces) of `method`.
  mutating func scan(_ tokens: [Token], body: Range<Int>, method: Method) {
    var state = MethodState(method: method)
    var start = body.lowerBound
    var index = body.lowerBound
    while index < body.upperBound {
      switch tokens[index].text {
      case "{":
        // A block: what it holds runs under its header (`if (!self.window)`); an
        // initializer's `if (self)` is no condition (an empty one, left out of sites).
        let header = ObjectiveCOverrideClassifier.spelled(tokens[start..<index].map(\.text))
        if method.selector.hasPrefix("init"), Self.isSelfCheck(header) {
          state.conditions.append("")
        } else {
          state.conditions.append(header.isEmpty ? "a block" : header)
        }
        start = index + 1
      case "}":
        if !state.conditions.isEmpty { state.conditions.removeLast() }
        start = index + 1
      case ";":
        var statement = Array(tokens[start..<index])
        // `if (condition) statement;` without braces: the statement runs under its header.
        let header = Self.braceFreeHeader(statement)
        if header > 0 {
          state.conditions.append(
            ObjectiveCOverrideClassifier.spelled(statement[..<header].map(\.text)))
          statement.removeFirst(header)
        }
        read(statement, state: &state)
        if header > 0 { state.conditions.removeLast() }
        start = index + 1
      default: break
      }
      index += 1
    }
    for key in state.windowOrder {
      if let window = state.windows[key] { facts.windows.append(window) }
    }
    if let declared = method.controllerResultType, !state.returns.isEmpty {
      facts.functionSummaries.append(
        HierarchyFunctionSummary(
          typeName: method.className, name: method.function,
          baseName: String(method.selector.prefix { $0 != ":" }), declaredType: declared,
          returns: state.returns, origin: method.origin))
    }
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

  /// The operations a message performs on its receiver, by selector.
  static let operations: [String: HierarchyOperation] = [
    "presentViewController:animated:completion:": .present,
    "presentModalViewController:animated:": .present,
    "pushViewController:animated:": .push,
    "showViewController:sender:": .show,
    "showDetailViewController:sender:": .showDetail,
    "addChildViewController:": .addChild,
    "setViewControllers:animated:": .setViewControllers,
    "setViewControllers:": .setViewControllers,
    "setViewController:forColumn:": .setColumn,
  ]

  /// Reads one statement's tokens.
  private mutating func read(_ statement: [Token], state: inout MethodState) {
    guard let first = statement.first else { return }
    // `return controller;` in a method whose result can be a view controller.
    if first.text == "return" {
      if state.returnsController, statement.count > 1 {
        state.returns.append(controller(Array(statement.dropFirst()), state: state))
      }
      return
    }
    if first.text == "[" {
      // Most messages are sent to other objects (`[rows addObject:…]`): only those that can
      // place a controller, or are sent to `self` or a window, are split.
      if mayPlace(statement, state: state), let message = ObjectiveCMessage(statement) {
        readMessage(message, at: first, state: &state)
      }
      return
    }
    let words = statement.map(\.text)
    // An assignment: `LHS = RHS`, or a local's declaration `Type *name = RHS`.
    guard let equals = words.firstIndex(of: "="), equals > 0, equals + 1 < words.count,
      words[equals + 1] != "="
    else {
      // `Type *name;`: a local declared without a value.
      if words.count == 3, words[1] == "*", statement[2].kind == .identifier {
        state.locals[words[2]] = Local(
          type: words[0], values: [], depth: state.conditions.count)
      }
      return
    }
    let left = Array(words[..<equals])
    let right = Array(statement[(equals + 1)...])
    let rightWords = right.map(\.text)
    // `UIWindow *window = [[UIWindow alloc] initWithWindowScene:…]`, `self.window = …`.
    let madeWindow = ObjectiveCMessage.allocatedClass(rightWords).flatMap {
      $0.hasSuffix("Window") ? $0 : nil
    }
    if let made = madeWindow, let key = Self.windowKey(left, state: state, declares: true) {
      updateWindow(key, at: first, state: &state) { fact in
        fact.creation = HierarchyWindowCreation(
          className: made,
          initializer: rightWords.contains("initWithWindowScene") ? "windowScene" : "frame",
          origin: origin(right[0]))
      }
      return
    }
    // `window.rootViewController = …`, `self.window.windowLevel = …`.
    if left.count >= 3, left[left.count - 2] == ".",
      let key = Self.windowKey(Array(left.dropLast(2)), state: state, declares: false)
    {
      let site = state.site
      switch left[left.count - 1] {
      case "rootViewController":
        let root = controller(right, state: state)
        updateWindow(key, at: first, state: &state) { fact in
          fact.roots.append(
            HierarchyWindowRoot(controller: root, origin: origin(first), site: site))
        }
        return
      case "windowLevel":
        updateWindow(key, at: first, state: &state) { fact in
          fact.settings.append(
            HierarchyPresentationSetting(
              property: "windowLevel", value: Self.windowLevel(rightWords),
              origin: origin(first), site: site))
        }
        return
      default: break
      }
    }
    switch left {
    case _ where left.count >= 3 && left[left.count - 2] == "." && left.last == "viewControllers":
      // `tabs.viewControllers = @[a, b]`.
      let receiver = self.receiver(Array(statement[..<(equals - 2)]), state: state)
      recordChildren(right, receiver: receiver, animated: nil, at: first, state: state)
    case _ where left.count == 3 && left[1] == "." && state.locals[left[0]] != nil:
      // `help.modalPresentationStyle = UIModalPresentationFullScreen`: a setting UIKit reads
      // when it presents the controller.
      guard let local = state.locals[left[0]], local.values.count == 1,
        let id = local.values.first, let value = Self.presentationValue(left[2], right)
      else { return }
      facts.controllers[id].settings.append(
        HierarchyPresentationSetting(
          property: left[2], value: value, origin: origin(first), site: state.site))
    case _
    where left.count >= 3 && left[left.count - 2] == "."
      && ObjectiveCOverrideClassifier.ownProperty(left.dropLast(2)) != nil
      && Self.presentationValue(left[left.count - 1], right) != nil:
      // `self.help.modalPresentationStyle = …`: a setting of the controller the file last
      // gave that property (`self.help = [[HelpViewController alloc] init]`).
      guard let property = ObjectiveCOverrideClassifier.ownProperty(left.dropLast(2)),
        let value = Self.presentationValue(left[left.count - 1], right),
        let given = facts.propertyValues.last(where: {
          $0.ownerType == state.method.className && $0.name == property
        })
      else { return }
      facts.controllers[given.controller].settings.append(
        HierarchyPresentationSetting(
          property: left[left.count - 1], value: value, origin: origin(first), site: state.site))
    default:
      // `self.name = …` / `_name = …` gives a property a controller.
      var property: String?
      if left.count == 3, left[0] == "self", left[1] == "." { property = left[2] }
      if left.count == 1, left[0].hasPrefix("_"), left[0].count > 1 {
        property = String(left[0].dropFirst())
      }
      // A property named as a controller (`_messagesViewController = [Theme messages…]`)
      // takes what the message returns.
      if let property, !isControllerExpression(right, type: property, state: state) {
        assignments.append(
          SwiftPropertyAssignment(
            propertyName: property, isOnSelf: true, enclosingType: state.method.className,
            value: ObjectiveCOverrideClassifier.assignedValue(rightWords), origin: origin(first)))
      }
      if let property, isControllerExpression(right, type: property, state: state) {
        let id = controller(right, state: state)
        facts.propertyValues.append(
          HierarchyPropertyValue(
            ownerType: state.method.className, name: property, controller: id,
            origin: origin(first), site: state.site))
      } else if left.count == 1, var local = state.locals[left[0]] {
        // `root = …` on a local declared before.
        guard isControllerExpression(right, type: local.type, state: state) else { return }
        let id = controller(right, state: state)
        local.values = state.conditions.count > local.depth ? local.values + [id] : [id]
        state.locals[left[0]] = local
      } else if left.count >= 2, let name = left.last, left.dropLast().last != "." {
        // `SPNavigationController *navigation = …` (or `= nil`).
        let type = left.first { $0 != "*" && $0 != "__block" && $0 != "__weak" }
        var local = Local(type: type, values: [], depth: state.conditions.count)
        if isControllerExpression(right, type: type, state: state) {
          local.values = [controller(right, state: state)]
        } else if rightWords != ["nil"] {
          guard type?.hasSuffix("Controller") == true else { return }
          local.values = [controller(right, state: state)]
        }
        state.locals[name] = local
      }
    }
  }

  /// The key of the window `words` name: `self.window` for the class's own (`self.window`,
  /// `_window`), a local's name for a local window (`declares`: or one declared here,
  /// `UIWindow *overlay`); nil for anything else.
  private static func windowKey(_ words: [String], state: MethodState, declares: Bool)
    -> String?
  {
    if words == ["self", ".", "window"] || words == ["_window"] { return "self.window" }
    if declares, words.count >= 2, words.first?.hasSuffix("Window") == true,
      let name = words.last, name != "*"
    {
      return name
    }
    if words.count == 1, state.windows[words[0]]?.isLocal == true { return words[0] }
    return nil
  }

  /// Changes the window of `key`, made at `first` when it is new.
  private func updateWindow(
    _ key: String, at first: Token, state: inout MethodState,
    _ change: (inout HierarchyWindowFact) -> Void
  ) {
    let site = state.site
    let isLocal = key != "self.window"
    var fact =
      state.windows[key]
      ?? HierarchyWindowFact(
        variable: isLocal ? key : "window", isLocal: isLocal, origin: origin(first),
        site: HierarchyCodeSite(
          typeName: site.typeName, role: site.role, function: site.function,
          moment: site.moment, conditions: isLocal ? site.conditions : []))
    if state.windows[key] == nil { state.windowOrder.append(key) }
    change(&fact)
    state.windows[key] = fact
  }

  /// The selectors' first parts that place a controller, or make a window key.
  static let placingWords: Set<String> = [
    "presentViewController", "presentModalViewController", "pushViewController",
    "showViewController", "showDetailViewController", "addChildViewController",
    "setViewControllers", "makeKeyAndVisible",
  ]

  /// Whether a message statement may say something the reader records: it is sent to
  /// `self`, or names a placing selector.
  private func mayPlace(_ statement: [Token], state: MethodState) -> Bool {
    // `[self helper…]`; `[self.tableView reload…]` only with a placing selector.
    if statement.count > 2, statement[1].text == "self", statement[2].text != "." { return true }
    return statement.contains { $0.kind == .identifier && Self.placingWords.contains($0.text) }
  }

  /// Reads a statement that is one message.
  private mutating func readMessage(
    _ message: ObjectiveCMessage, at first: Token, state: inout MethodState
  ) {
    let site = state.site
    let receiverWords = message.receiverWords
    // `[self.window makeKeyAndVisible]`, `[window makeKeyAndVisible]`.
    if message.selector == "makeKeyAndVisible",
      let key = Self.windowKey(receiverWords, state: state, declares: false)
    {
      updateWindow(key, at: first, state: &state) { $0.makeKeyAndVisible = origin(first) }
      return
    }
    if let operation = Self.operations[message.selector], let argument = message.argument("_") {
      let receiver = self.receiver(message.receiver, state: state)
      let animated = message.argument("animated").flatMap { Self.bool($0.map(\.text)) }
      if operation == .setViewControllers {
        recordChildren(argument, receiver: receiver, animated: animated, at: first, state: state)
        return
      }
      facts.actions.append(
        HierarchyAction(
          operation: operation, receiver: receiver, targets: [controller(argument, state: state)],
          animated: animated, origin: origin(first), site: site))
      return
    }
    // `[self setupDefaultWindow]`, `[self showRoot:controller]`: a method of the class.
    guard receiverWords == ["self"] else { return }
    let call = HierarchyCall(
      receiver: .implicit, baseName: message.baseName, name: message.swiftName,
      text: ObjectiveCOverrideClassifier.spelled(
        [first.text] + message.receiver.map(\.text) + [message.selector]))
    recordCallSite(message, call: call, at: first, state: state)
    guard site.conditions.isEmpty else { return }
    if state.isLaunch {
      facts.launchCalls.append(
        HierarchyLaunchCall(kind: .method(call), origin: origin(first), site: site))
    } else if let function = site.function {
      facts.statementCalls.append(
        HierarchyStatementCall(
          typeName: state.method.className, function: String(function.prefix { $0 != "(" }),
          functionName: function, call: call, origin: origin(first)))
    }
  }

  /// Records a call of the module's code that passes controllers or `self`, so that what the
  /// callee does with its parameters is done from here.
  private mutating func recordCallSite(
    _ message: ObjectiveCMessage, call: HierarchyCall, at first: Token, state: MethodState
  ) {
    var selfArguments: Set<String> = []
    var controllers: [String: HierarchyControllerID] = [:]
    for argument in message.arguments {
      let words = argument.tokens.map(\.text)
      if words == ["self"] {
        selfArguments.insert(argument.key)
      } else if isControllerExpression(argument.tokens, type: nil, state: state) {
        controllers[argument.key] = controller(argument.tokens, state: state)
      }
    }
    guard !selfArguments.isEmpty || !controllers.isEmpty else { return }
    facts.callSites.append(
      HierarchyCallSite(
        call: call, receiver: nil, cases: [:], selfArguments: selfArguments,
        controllers: controllers, origin: origin(first), site: state.site))
  }

  /// Records `setViewControllers:` or `viewControllers =` with the list `list`.
  private mutating func recordChildren(
    _ list: [Token], receiver: HierarchyReceiver, animated: Bool?, at first: Token,
    state: MethodState
  ) {
    var targets: [HierarchyControllerID] = []
    var isComputed = false
    if let elements = ObjectiveCMessage.arrayElements(list) {
      targets = elements.map { controller($0, state: state) }
    } else {
      // A list the code computes: one unknown child standing for them.
      isComputed = true
      targets = [controller(list, state: state)]
    }
    facts.actions.append(
      HierarchyAction(
        operation: .setViewControllers, receiver: receiver, targets: targets, animated: animated,
        listIsComputed: isComputed, origin: origin(first), site: state.site))
  }

  /// The related controllers of `self` UIKit names, by their Objective-C names.
  static let relatedControllers: [String: String] = [
    "navigationController": "navigationController", "tabBarController": "tabBarController",
    "splitViewController": "splitViewController", "parentViewController": "parent",
    "presentingViewController": "presentingViewController",
    "presentedViewController": "presentedViewController",
  ]

  /// The controller a message is sent to.
  private mutating func receiver(_ tokens: [Token], state: MethodState) -> HierarchyReceiver {
    let words = tokens.map(\.text)
    if words == ["self"] { return .selfController }
    if words.count == 3, words[0] == "self", words[1] == ".",
      let related = Self.relatedControllers[words[2]]
    {
      return .related(related)
    }
    // `[self navigationController]`, the getter as a message.
    if let message = ObjectiveCMessage(tokens), message.receiverWords == ["self"],
      message.arguments.isEmpty, let related = Self.relatedControllers[message.selector]
    {
      return .related(related)
    }
    if isControllerExpression(tokens, type: nil, state: state) {
      return .controller(controller(tokens, state: state))
    }
    return .expression(ObjectiveCOverrideClassifier.spelled(words))
  }

  /// `YES`/`NO` (or `true`/`false`); nil for anything else.
  static func bool(_ words: [String]) -> Bool? {
    switch words {
    case ["YES"], ["true"]: return true
    case ["NO"], ["false"]: return false
    default: return nil
    }
  }

  /// A `windowLevel` value: `UIWindowLevelStatusBar` is `statusBar`, `UIWindowLevelAlert + 1`
  /// is 2001, a number is itself; anything else is kept as written.
  static func windowLevel(_ words: [String]) -> HierarchyValue {
    func name(_ word: String) -> String? {
      let prefix = "UIWindowLevel"
      guard word.hasPrefix(prefix), let letter = word.dropFirst(prefix.count).first else {
        return nil
      }
      return letter.lowercased() + word.dropFirst(prefix.count + 1)
    }
    if words.count == 1, let level = name(words[0]) { return .name(level) }
    if words.count == 1, let number = Double(words[0]) { return .number(number) }
    if words.count == 3, let level = name(words[0]),
      let base = SwiftHierarchySyntax.levelRawValue(level), let offset = Double(words[2])
    {
      switch words[1] {
      case "+": return .number(base + offset)
      case "-": return .number(base - offset)
      default: break
      }
    }
    return .expression(ObjectiveCOverrideClassifier.spelled(words))
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

  /// The tokens of an expression without a cast in front (`(UIViewController *)x` → `x`).
  static func uncast(_ tokens: [Token]) -> [Token] {
    guard tokens.count > 3, tokens[0].text == "(", tokens[1].kind == .identifier,
      let close = tokens.firstIndex(where: { $0.text == ")" }), close + 1 < tokens.count,
      tokens[2..<close].allSatisfy({ $0.text == "*" || $0.kind == .identifier })
    else { return tokens }
    return Array(tokens[(close + 1)...])
  }

  /// Whether an expression is a controller the reader follows: an allocation, a property, a
  /// local or a parameter that holds one, a storyboard's controller, or, where the value is
  /// declared as a controller (`type`), a message to the class's own or a named class's
  /// method.
  private func isControllerExpression(_ tokens: [Token], type: String?, state: MethodState)
    -> Bool
  {
    let words = Self.uncast(tokens).map(\.text)
    if ObjectiveCMessage.allocatedClass(words) != nil { return true }
    if words.count == 3, words[0] == "self", words[1] == ".",
      Self.relatedControllers[words[2]] == nil
    {
      return true
    }
    if words.count == 1 {
      if words[0].hasPrefix("_"), words[0].count > 1 { return true }
      if let local = state.locals[words[0]] { return !local.values.isEmpty }
      return state.method.parameters.contains { $0.name == words[0] }
    }
    let isControllerType = type?.hasSuffix("Controller") == true
    guard let message = ObjectiveCMessage(Self.uncast(tokens)) else { return false }
    // A controller class's factory (`[UIAlertController alertControllerWithTitle:…]`).
    if message.factoryClass?.hasSuffix("Controller") == true { return true }
    guard isControllerType || words.contains(where: { $0.hasPrefix("instantiate") }) else {
      return false
    }
    if Self.storyboardReference(message) != nil { return true }
    return isControllerType && Self.callReceiver(message) != nil
  }

  /// The receiver of a call of the module's code: `self` (the class's own method), a class
  /// named (`[Theme controller]`, `[Theme.shared controller]`), or a property of `self`.
  static func callReceiver(_ message: ObjectiveCMessage) -> HierarchyCall.Receiver? {
    let words = message.receiverWords
    if words == ["self"] { return .enclosingType }
    if words.count == 3, words[0] == "self", words[1] == "." { return .property(words[2]) }
    guard let name = words.first, name.first?.isUppercase == true,
      message.receiver.first?.kind == .identifier
    else { return nil }
    if words.count == 1 || (words.count >= 3 && words[1] == ".") { return .type(name) }
    return nil
  }

  /// The storyboard a message instantiates a controller from
  /// (`[[UIStoryboard storyboardWithName:@"Main" bundle:nil]
  /// instantiateViewControllerWithIdentifier:@"Settings"]`, `[self.storyboard
  /// instantiateInitialViewController]`); nil for another message.
  static func storyboardReference(_ message: ObjectiveCMessage) -> HierarchyStoryboardReference? {
    let isInitial = message.selector == "instantiateInitialViewController"
    guard isInitial || message.selector == "instantiateViewControllerWithIdentifier:" else {
      return nil
    }
    let identifier = message.argument("_").flatMap(Self.stringLiteral)
    let receiver = message.receiverWords
    if receiver == ["self", ".", "storyboard"] {
      return HierarchyStoryboardReference(
        storyboardName: nil, identifier: identifier, isInitial: isInitial,
        isCallersStoryboard: true,
        unknownReason: identifier == nil && !isInitial ? "the identifier is computed" : nil)
    }
    guard let made = ObjectiveCMessage(message.receiver),
      made.receiverWords == ["UIStoryboard"], made.selector == "storyboardWithName:bundle:"
    else { return nil }
    let name = made.argument("_").flatMap(Self.stringLiteral)
    var reason: String?
    if name == nil {
      reason = "the storyboard's name is computed"
    } else if identifier == nil && !isInitial {
      reason = "the identifier is computed"
    }
    return HierarchyStoryboardReference(
      storyboardName: name, identifier: identifier, isInitial: isInitial, unknownReason: reason)
  }

  /// The text of a string literal `@"…"`; nil for anything else.
  static func stringLiteral(_ tokens: [Token]) -> String? {
    guard tokens.count == 1, tokens[0].kind == .literal, tokens[0].text.hasPrefix("@\""),
      tokens[0].text.hasSuffix("\""), tokens[0].text.count >= 3
    else { return nil }
    return String(tokens[0].text.dropFirst(2).dropLast())
  }

  /// The controller an expression's tokens name, added to the table.
  private mutating func controller(_ expression: [Token], state: MethodState)
    -> HierarchyControllerID
  {
    let expression = Self.uncast(expression)
    let words = expression.map(\.text)
    let className = state.method.className
    let site = state.site
    let at = expression.first.map(origin) ?? SourceOrigin(path: facts.path)
    var kind: HierarchyControllerKind
    var children: [HierarchyControllerID] = []
    var handovers: [String: HierarchyControllerID] = [:]
    var initializer: String?
    if let made = ObjectiveCMessage.allocatedClass(words) {
      kind = .instance(className: made)
      if let message = ObjectiveCMessage(expression) {
        if message.selector.hasPrefix("initWithRootViewController:"),
          let root = message.argument("_")
        {
          // `initWithRootViewController:root`: the navigation controller's first child.
          children.append(controller(root, state: state))
        } else if message.selector.hasPrefix("init"), !message.arguments.isEmpty {
          // The controllers an initializer is handed (`initWithMainViewController:nav
          // sidebarViewController:tags`), which its parameters stand for in the class's
          // set-up.
          initializer = message.swiftName
          // A property of `self` named like a related controller is the class's own here
          // (an app delegate's `self.navigationController`).
          for argument in message.arguments
          where isControllerExpression(argument.tokens, type: nil, state: state)
            || Self.isSelfProperty(argument.tokens)
          {
            handovers[argument.key] = controller(argument.tokens, state: state)
          }
        }
      }
    } else if words.count == 3, words[0] == "self", words[1] == "." {
      kind = .property(ownerType: className, name: words[2])
    } else if words.count == 1, words[0].hasPrefix("_"), words[0].count > 1 {
      kind = .property(ownerType: className, name: String(words[0].dropFirst()))
    } else if words.count == 1, let local = state.locals[words[0]], !local.values.isEmpty {
      if local.values.count == 1, let only = local.values.first { return only }
      kind = .oneOf(local.values)
    } else if words.count == 1,
      let parameter = state.method.parameters.first(where: { $0.name == words[0] })
    {
      kind = .parameter(parameter)
    } else if words == ["self"] {
      kind = .selfReference
    } else if let message = ObjectiveCMessage(expression),
      let reference = Self.storyboardReference(message)
    {
      kind = .storyboard(reference)
    } else if let message = ObjectiveCMessage(expression),
      let receiver = Self.callReceiver(message)
    {
      var call = HierarchyCall(
        receiver: receiver, baseName: message.baseName, name: message.swiftName,
        text: ObjectiveCOverrideClassifier.spelled(words))
      call.objectiveCFactoryClass = message.factoryClass
      // The controllers it passes, which the callee's parameters stand for in its result.
      for argument in message.arguments
      where isControllerExpression(argument.tokens, type: nil, state: state) {
        call.arguments[argument.key] = controller(argument.tokens, state: state)
      }
      kind = .call(call)
    } else {
      let text = ObjectiveCOverrideClassifier.spelled(words)
      kind = .unknown(reason: "the value of `\(text)` is not followed")
    }
    var node = HierarchyController(kind: kind, origin: at, site: site)
    node.initialChildren = children
    node.handovers = handovers
    node.initializer = initializer
    facts.controllers.append(node)
    return facts.controllers.count - 1
  }
}
