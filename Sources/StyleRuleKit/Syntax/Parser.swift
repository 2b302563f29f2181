/// Parses a rules file into a ``SyntaxTree``, recovering from errors so that
/// several problems are reported in one run.
///
/// The parser is iterative: nested `{ … }` blocks live on an explicit stack of
/// frames, so nesting depth is bounded by ``InputLimits`` and never by the
/// call stack. After an error it skips to the next line (skipping any block
/// that starts on the way) and carries on.
struct Parser {
  /// The words that start statements and cannot be used as bare names.
  static let keywords: Set<String> = [
    "plist", "environment", "class", "extension", "window", "presents", "scenario", "scene",
  ]

  private enum Frame {
    case scene(Int)
    case window(Int)
    case controller(Int)
    case classBody(Int)
    case extensionBody(Int)
    case scenario
    /// The list of a `setViewControllers([…])` event, at an index of ``SyntaxTree/events``,
    /// while the body of a controller declared in it is read.
    case viewControllerList(Int)
    /// The alternatives of a `choice`, at an index of ``SyntaxTree/choices``.
    case choice(Int)
  }

  private enum BodyOwner {
    case window(Int)
    case controller(Int)
  }

  private enum MemberOwner {
    case classBody(Int)
    case extensionBody(Int)
  }

  private let source: SourceFile
  /// The source's bytes, valid while ``parse(_:limits:)`` runs.
  private let bytes: UnsafeBufferPointer<UInt8>
  private let limits: InputLimits
  private var lexer: Lexer
  private var token: Token
  private var lookahead: Token?
  /// Where the last token consumed ends, for errors about what is missing after it.
  private var previousEnd = 0
  private var frames: [(frame: Frame, brace: SourceRange, owner: String, origin: Int?)] = []
  /// Where the statement being parsed starts, for its origin.
  private var statementStart = 0
  /// The origin written before the `{` about to open, an index into ``SyntaxTree/origins``.
  private var pendingOrigin: Int?
  private var tree = SyntaxTree()
  /// Shares the storage of names written many times.
  private var names = StringInterner()
  private var diagnostics: [Diagnostic] = []
  private var errorCount = 0
  private var lastErrorLine = 0
  private var gaveUp = false
  /// The names of the statement being parsed, recorded as broken if it fails.
  private var statementNames: [String] = []
  /// Whether the current token follows characters skipped as errors.
  private var followsBadToken = false
  /// Whether the current token is a string with an error (unterminated, a bad escape or a
  /// control character), which is no value to check.
  private var isBadString = false

  /// The most errors reported before the parser stops reading: 49, so that with the note
  /// that it stopped they make the 50 diagnostics ``RulesFile/maximumReportedDiagnostics``
  /// reports for a file.
  static let maximumErrors = 49

  /// Parses `source`, returning the tree and every syntax diagnostic.
  static func parse(_ source: SourceFile, limits: InputLimits = .standard) -> (
    SyntaxTree, [Diagnostic]
  ) {
    source.bytes.withUnsafeBufferPointer { bytes in
      var parser = Parser(source: source, bytes: bytes, limits: limits)
      parser.parseFile()
      return (parser.tree, parser.diagnostics)
    }
  }

  private init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>, limits: InputLimits) {
    self.source = source
    self.bytes = bytes
    self.limits = limits
    self.lexer = Lexer(bytes: bytes)
    self.token = lexer.next()
  }

  // MARK: - Driver

  private mutating func parseFile() {
    defer { tree.isTruncated = gaveUp }
    while !gaveUp {
      statementNames.removeAll(keepingCapacity: true)
      if case .viewControllerList(let event)? = frames.last?.frame {
        continueViewControllerList(event)
        continue
      }
      switch token.kind {
      case .endOfFile:
        reportUnclosedFrames()
        return
      case .rightBrace:
        if frames.isEmpty {
          error(.syntax(.unbalancedBrace), "unexpected '}' with no open block", at: token.range)
          advance()
        } else {
          closeFrame()
        }
        continue
      case .semicolon:
        advance()
        continue
      default:
        break
      }
      let start = token.range.start
      statementStart = start
      defer {
        // Every statement consumes a token, even one that fails where it starts.
        if token.range.start == start, token.kind != .endOfFile { advance() }
      }
      switch frames.last?.frame {
      case nil: parseTopLevelItem()
      case .scene(let index): parseSceneItem(index)
      case .window(let index): parseBodyItem(owner: .window(index))
      case .controller(let index): parseBodyItem(owner: .controller(index))
      case .classBody(let index): parseMember(owner: .classBody(index))
      case .extensionBody(let index): parseMember(owner: .extensionBody(index))
      case .scenario: parseEvent()
      case .choice(let index): parseChoiceItem(index)
      case .viewControllerList: break  // handled above
      }
    }
  }

  // MARK: - Top level

  private mutating func parseTopLevelItem() {
    guard isName(token) else {
      error(
        .syntax(.expectedStatement),
        "expected a statement ('plist', 'environment', 'class', 'extension', 'window', "
          + "a controller, or 'A presents B'), found \(token.describe(in: source))",
        at: token.range)
      recover()
      return
    }
    if token.kind == .identifier, matches(token, "scanned"), peek().kind == .string {
      return parseScanned()
    }
    if token.kind == .identifier {
      switch keyword(token) {
      case "plist": return parsePlist()
      case "environment": return parseEnvironment()
      case "class": return parseClass()
      case "extension": return parseExtension()
      case "window": return parseWindow(scene: nil)
      case "scene": return parseScene()
      case "scenario": return parseScenario()
      case "presents":
        error(
          .syntax(.missingPresenter),
          "'presents' needs a presenter at the top level, as in 'TBC presents PVC: PopupViewController'",
          at: token.range)
        recover()
        return
      default: break
      }
      if matches(token, "UIApplication"), peek().kind == .dot {
        return parseApplication()
      }
    }
    let name = identifier(token)
    advance()
    if token.kind == .colon {
      if parseControllerDeclaration(named: name, parent: nil) { expectStatementEnd() }
    } else if token.kind == .identifier, matches(token, "presents") {
      let keywordRange = token.range
      advance()
      if parsePresentationTarget(parent: .presentedByName(name, keyword: keywordRange)) {
        expectStatementEnd()
      }
    } else if token.kind == .equals {
      error(
        .syntax(.propertyOutsideBody),
        "'\(name.text)' is set outside any braces; properties belong inside a controller, "
          + "window, class or extension body",
        at: name.range)
      recover()
    } else {
      error(
        .syntax(.expectedStatement),
        "expected ':' and a class to declare controller '\(name.text)', or 'presents' after it; "
          + "found \(token.describe(in: source))",
        at: token.kind == .endOfFile ? name.range : token.range)
      recover()
    }
  }

  private mutating func parsePlist() {
    let keywordRange = token.range
    advance()
    guard isName(token) else {
      error(
        .syntax(.expectedPlistKey),
        "expected an Info.plist key after 'plist', such as 'UIViewControllerBasedStatusBarAppearance'",
        at: token.kind == .endOfFile ? keywordRange : token.range)
      recover()
      return
    }
    guard let property = parseProperty(allowingString: true) else { return }
    tree.plistEntries.append(property)
    expectStatementEnd()
  }

  private mutating func parseEnvironment() {
    let keywordRange = token.range
    advance()
    while true {
      guard isName(token) else {
        error(
          .syntax(.expectedEnvironmentSetting),
          "expected an environment setting such as 'ios 17', 'device iphone-face-id' or "
            + "'appearance dark', found \(token.describe(in: source))",
          at: token.kind == .endOfFile ? keywordRange : token.range)
        recover()
        return
      }
      let key = identifier(token)
      advance()
      // `in-call` alone ends its line: what starts the next one is the next statement.
      let value = token.startsLine && key.text == "in-call" ? nil : parseValue()
      // A setting without a value, such as `in-call`, ends at a ',' or with the statement.
      let endsHere =
        token.startsLine || token.kind == .comma || token.kind == .semicolon
        || token.kind == .rightBrace || token.kind == .endOfFile || token.kind == .at
      guard value != nil || endsHere else {
        error(
          .syntax(.expectedValue),
          "expected a value after '\(key.text)', found \(token.describe(in: source))",
          at: token.kind == .endOfFile ? key.range : token.range)
        recover()
        return
      }
      tree.environmentSettings.append(EnvironmentSettingSyntax(key: key, value: value))
      if token.kind == .comma {
        advance()
        continue
      }
      break
    }
    expectStatementEnd()
  }

  private mutating func parseClass() {
    let keywordRange = token.range
    advance()
    guard isName(token) else {
      error(
        .syntax(.expectedClassName), "expected a class name after 'class'",
        at: token.kind == .endOfFile ? keywordRange : token.range)
      recover()
      return
    }
    let name = identifier(token)
    advance()
    guard token.kind == .colon else {
      error(
        .syntax(.expectedSuperclass),
        "expected ':' and a superclass after 'class \(name.text)', as in "
          + "'class \(name.text): UIViewController'",
        at: token.kind == .endOfFile || token.startsLine ? name.range : token.range)
      recover()
      return
    }
    let colon = token.range
    advance()
    // A keyword at the start of the next line begins the next statement, not a superclass.
    guard isName(token), !(token.startsLine && keyword(token) != nil) else {
      error(
        .syntax(.expectedSuperclass), "expected a superclass after ':'",
        at: token.kind == .endOfFile || token.startsLine ? colon : token.range)
      if !token.startsLine { recover() }
      return
    }
    var isOpaque = false
    if token.kind == .identifier, matches(token, "opaque"), isName(peek()), !peek().startsLine {
      isOpaque = true
      advance()
    }
    let superclass = identifier(token)
    advance()
    guard let generics = skipGenericArguments(after: superclass) else { return }
    let index = tree.classes.count
    tree.classes.append(
      ClassSyntax(
        name: name, superclass: superclass,
        range: keywordRange.extended(to: generics ?? superclass.range), isOpaque: isOpaque))
    guard parseHeaderOrigin() else { return }
    if token.kind == .leftBrace {
      openFrame(.classBody(index), owner: "class '\(name.text)'")
    } else {
      expectStatementEnd()
    }
  }

  private mutating func parseExtension() {
    let keywordRange = token.range
    advance()
    guard isName(token) else {
      error(
        .syntax(.expectedClassName), "expected a UIKit class name after 'extension'",
        at: token.kind == .endOfFile ? keywordRange : token.range)
      recover()
      return
    }
    let name = identifier(token)
    advance()
    guard parseHeaderOrigin() else { return }
    guard token.kind == .leftBrace else {
      error(
        .syntax(.expectedBody), "expected '{' to open the body of 'extension \(name.text)'",
        at: token.kind == .endOfFile || token.startsLine ? name.range : token.range)
      recover()
      return
    }
    let index = tree.extensions.count
    tree.extensions.append(
      ExtensionSyntax(typeName: name, range: keywordRange.extended(to: name.range)))
    openFrame(.extensionBody(index), owner: "extension '\(name.text)'")
  }

  /// `scene Name {`: a window scene, whose body holds windows (R34).
  private mutating func parseScene() {
    guard
      let (keywordRange, name) = parseNamedBlockHeader(
        body: "the scene's body, which holds its windows")
    else { return }
    let index = tree.scenes.count
    tree.scenes.append(
      SceneSyntax(keyword: keywordRange, name: name, range: keywordRange.extended(to: token.range)))
    openFrame(.scene(index), owner: name.map { "scene '\($0.text)'" } ?? "scene")
  }

  /// `keyword [Name] {` up to the brace: the keyword's range and the optional name, or `nil`
  /// after reporting a missing `{` (`body` says what it opens).
  private mutating func parseNamedBlockHeader(body: String) -> (SourceRange, Identifier?)? {
    let keywordRange = token.range
    advance()
    var name: Identifier?
    if isName(token) {
      name = identifier(token)
      advance()
    }
    guard parseHeaderOrigin() else { return nil }
    guard token.kind == .leftBrace else {
      error(
        .syntax(.expectedBody), "expected '{' to open \(body)",
        at: token.kind == .endOfFile || token.startsLine
          ? (name?.range ?? keywordRange) : token.range)
      recover()
      return nil
    }
    return (keywordRange, name)
  }

  /// One statement in a scene's body: a window.
  private mutating func parseSceneItem(_ scene: Int) {
    if token.kind == .identifier, keyword(token) == "window" {
      return parseWindow(scene: scene)
    }
    error(
      .syntax(.expectedBodyItem),
      "a scene holds windows: expected 'window', found \(token.describe(in: source))",
      at: token.range)
    recover()
  }

  private mutating func parseWindow(scene: Int?, inScenario: Bool = false) {
    guard
      let (keywordRange, name) = parseNamedBlockHeader(
        body: "the window's body, which holds its root view controller")
    else { return }
    let index = tree.windows.count
    tree.windows.append(
      WindowSyntax(
        keyword: keywordRange, name: name, range: keywordRange.extended(to: token.range),
        scene: scene))
    if inScenario {
      tree.windows[index].inScenario = true
      tree.events.append(
        EventSyntax(kind: .window(index), range: keywordRange.extended(to: token.range)))
    }
    openFrame(.window(index), owner: name.map { "window '\($0.text)'" } ?? "window")
  }

  private mutating func parseApplication() {
    guard let setting = parseApplicationStatement() else { return }
    tree.applicationSettings.append(setting)
    expectStatementEnd()
  }

  /// Parses `UIApplication.shared.member = value` or `UIApplication.shared.setter(value,
  /// label: value)`, at the top level or as a scenario event; `nil` after reporting an error.
  private mutating func parseApplicationStatement() -> ApplicationSettingSyntax? {
    let start = token.range
    advance()  // UIApplication
    advance()  // .
    guard token.kind == .identifier, matches(token, "shared"), peek().kind == .dot else {
      error(
        .syntax(.expectedApplicationMember),
        "expected 'UIApplication.shared.' followed by 'statusBarStyle', 'isStatusBarHidden' "
          + "or a setter call",
        at: token.range)
      recover()
      return nil
    }
    advance()  // shared
    advance()  // .
    guard isName(token) else {
      error(
        .syntax(.expectedApplicationMember),
        "expected a UIApplication member such as 'statusBarStyle' after 'UIApplication.shared.'",
        at: token.range)
      recover()
      return nil
    }
    let member = identifier(token)
    advance()
    if token.kind == .equals {
      advance()
      if token.kind == .identifier, matches(token, "dynamic") {
        guard let property = parseDynamic(name: member.text, nameRange: member.range) else {
          return nil
        }
        return ApplicationSettingSyntax(
          member: member, value: property.value, animated: nil, isCall: false,
          range: start.extended(to: property.value.range), dynamic: property)
      }
      guard let value = parseValue() else {
        error(.syntax(.expectedValue), "expected a value after '='", at: token.range)
        recover()
        return nil
      }
      return ApplicationSettingSyntax(
        member: member, value: value, animated: nil, isCall: false,
        range: start.extended(to: value.range))
    }
    guard token.kind == .leftParenthesis else {
      error(
        .syntax(.expectedValue),
        "expected '=' and a value, or a call such as 'setStatusBarStyle(.lightContent, animated: true)'",
        at: token.range)
      recover()
      return nil
    }
    advance()
    guard let value = parseValue() else {
      error(.syntax(.expectedValue), "expected an argument after '('", at: token.range)
      recover()
      return nil
    }
    var animated: ValueSyntax?
    if token.kind == .comma {
      advance()
      guard isName(token), peek().kind == .colon else {
        error(
          .syntax(.expectedArgument),
          "expected a labelled argument such as 'animated: true' or 'with: .fade'",
          at: token.range)
        recover()
        return nil
      }
      advance()
      advance()
      guard let argument = parseValue() else {
        error(.syntax(.expectedValue), "expected a value after the label", at: token.range)
        recover()
        return nil
      }
      animated = argument
    }
    guard token.kind == .rightParenthesis else {
      error(
        .syntax(.expectedToken),
        "expected ')' to close the call, found \(token.describe(in: source))",
        at: token.range)
      recover()
      return nil
    }
    let end = token.range
    advance()
    return ApplicationSettingSyntax(
      member: member, value: value, animated: animated, isCall: true,
      range: start.extended(to: end))
  }

  // MARK: - Scenario

  private mutating func parseScenario() {
    let keywordRange = token.range
    advance()
    if let existing = tree.scenario {
      error(
        .syntax(.duplicateScenario), "a file has one scenario; add these events to the first one",
        at: keywordRange, notes: [Diagnostic.Note("the scenario starts here", at: existing)])
      recover()
      return
    }
    guard token.kind == .leftBrace else {
      error(
        .syntax(.expectedBody), "expected '{' to open the scenario's events",
        at: token.kind == .endOfFile || token.startsLine ? keywordRange : token.range)
      recover()
      return
    }
    tree.scenario = keywordRange
    openFrame(.scenario, owner: "the scenario")
  }

  /// Parses one event of a scenario.
  private mutating func parseEvent() {
    let startsLine = token.startsLine
    let before = tree.events.count
    defer {
      if tree.events.count > before { tree.events[before].startsLine = startsLine }
    }
    guard isName(token) else {
      error(
        .syntax(.expectedEvent),
        "expected an event such as 'NC pushes Detail: UIViewController', 'dismiss PVC', "
          + "'SVC.preferredStatusBarStyle = lightContent' or "
          + "'SVC.setNeedsStatusBarAppearanceUpdate()', found \(token.describe(in: source))",
        at: token.range)
      recover()
      return
    }
    if token.kind == .identifier, matches(token, "UIApplication"), peek().kind == .dot {
      guard let setting = parseApplicationStatement() else { return }
      appendEvent(.application(setting), from: setting.range, to: setting.range)
      return
    }
    if token.kind == .identifier, keyword(token) == "window" {
      return parseWindow(scene: nil, inScenario: true)
    }
    let first = identifier(token)
    let start = token.range
    let next = peek()
    if token.kind == .identifier, !next.startsLine,
      isName(next) || next.kind == .number || next.kind == .dot
    {
      switch first.text {
      case "release" where isName(next):
        advance()
        let target = identifier(token)
        advance()
        appendEvent(.release(target), from: start, to: target.range)
        return
      case "dismiss":
        advance()
        let target = identifier(token)
        advance()
        appendEvent(.dismiss(target), from: start, to: target.range)
        return
      case "appearance", "orientation", "in-call":
        advance()
        guard let value = parseValue() else {
          error(.syntax(.expectedValue), "expected a value after '\(first.text)'", at: token.range)
          recover()
          return
        }
        appendEvent(.environment(key: first, value: value), from: start, to: value.range)
        return
      default:
        break
      }
    }
    advance()
    if token.kind == .dot {
      let dot = token.range
      advance()
      guard isName(token) else {
        error(
          .syntax(.expectedName), "expected a property or a method after '.'",
          at: token.kind == .endOfFile || token.startsLine ? dot : token.range)
        recover()
        return
      }
      if peek().kind == .leftParenthesis {
        let method = identifier(token)
        advance()
        advance()
        if token.kind == .leftBracket {
          startViewControllerList(
            ViewControllersSyntax(container: first, member: method, isCall: true), from: start)
          return
        }
        guard let arguments = parseArguments(of: method) else { return }
        let end = token.range
        advance()
        appendEvent(
          .call(target: first, method: method, arguments: arguments), from: start, to: end)
        return
      }
      if token.kind == .identifier, matches(token, "viewControllers"), peek().kind == .equals {
        let member = identifier(token)
        advance()  // viewControllers
        guard peek().kind == .leftBracket else {
          let found = peek()
          error(
            .syntax(.expectedToken),
            "expected '[' and the controllers after 'viewControllers =', as in "
              + "'viewControllers = [Home, Settings]', found \(found.describe(in: source))",
            at: found.kind == .endOfFile || found.startsLine ? token.range : found.range)
          recover()
          return
        }
        advance()  // =
        startViewControllerList(
          ViewControllersSyntax(container: first, member: member, isCall: false), from: start)
        return
      }
      guard let property = parseProperty() else { return }
      appendEvent(.set(target: first, property: property), from: start, to: property.range)
      return
    }
    guard token.kind == .identifier else {
      reportBadEvent(after: first)
      return
    }
    let verbRange = token.range
    if matches(token, "presents") || matches(token, "pushes") {
      let pushes = matches(token, "pushes")
      advance()
      guard isName(token), !(token.kind == .identifier && keyword(token) != nil) else {
        error(
          .syntax(.expectedPresented),
          "expected the controller after '\(pushes ? "pushes" : "presents")'",
          at: token.kind == .endOfFile || token.startsLine ? verbRange : token.range)
        recover()
        return
      }
      if startsChoice() { return reportChoiceInScenario() }
      let name = identifier(token)
      advance()
      var target = PlacementSyntax.Target.reference(name)
      var end = name.range
      var opensBody = false
      if token.kind == .colon {
        let index = tree.controllers.count
        opensBody = !parseControllerDeclaration(named: name, parent: nil)
        guard index < tree.controllers.count else { return }
        target = .declaration(index)
        end = tree.controllers[index].range
      }
      appendEvent(
        pushes
          ? .push(navigation: first, target: target) : .present(presenter: first, target: target),
        from: start, to: end, checkEnd: !opensBody)
      return
    }
    if matches(token, "pops") {
      advance()
      appendEvent(.pop(first), from: start, to: verbRange)
      return
    }
    if matches(token, "selects") {
      advance()
      guard isName(token) else {
        error(.syntax(.expectedName), "expected the tab to select after 'selects'", at: token.range)
        recover()
        return
      }
      let tab = identifier(token)
      advance()
      appendEvent(.select(tabBar: first, tab: tab), from: start, to: tab.range)
      return
    }
    reportBadEvent(after: first)
  }

  /// Starts the list of a `setViewControllers([…])` or `viewControllers = […]` event at its
  /// `[`: the event is recorded now, and the list is read until its `]` (and, for a call,
  /// the arguments and the `)`), across the bodies of controllers declared in it.
  private mutating func startViewControllerList(
    _ syntax: ViewControllersSyntax, from start: SourceRange
  ) {
    let index = tree.events.count
    tree.events.append(EventSyntax(kind: .viewControllers(syntax), range: start))
    openFrame(.viewControllerList(index), owner: "the list of '\(syntax.member.text)'")
    guard case .viewControllerList? = frames.last?.frame else {
      // The list was too deep to open; the parser has given up.
      tree.events.removeLast()
      return
    }
    continueViewControllerList(index)
  }

  /// Reads the list of the event at `index` from where it stands: before an item, or after
  /// the body of a controller declared in it.
  private mutating func continueViewControllerList(_ index: Int) {
    guard case .viewControllers(var syntax) = tree.events[index].kind else { return }
    let event = tree.events[index]
    // After an item (the list is not empty) a ',' or the closing ']' follows.
    var expectsItem = syntax.items.isEmpty
    while true {
      if !expectsItem {
        if token.kind == .comma {
          advance()
          expectsItem = true
          continue
        }
        guard token.kind == .rightBracket else {
          abandonViewControllerList(
            index, syntax,
            "expected ',' or ']' in the list of '\(syntax.member.text)', found "
              + "\(token.describe(in: source))")
          return
        }
        advance()
        break
      }
      guard isName(token), !(token.kind == .identifier && keyword(token) != nil) else {
        if token.kind == .rightBracket && syntax.items.isEmpty {
          advance()
          break
        }
        abandonViewControllerList(
          index, syntax,
          "expected a controller in the list of '\(syntax.member.text)', found "
            + "\(token.describe(in: source))")
        return
      }
      statementStart = token.range.start
      let name = identifier(token)
      advance()
      expectsItem = false
      guard token.kind == .colon else {
        syntax.items.append(.reference(name))
        continue
      }
      let declared = tree.controllers.count
      let ended = parseControllerDeclaration(named: name, parent: nil)
      guard declared < tree.controllers.count else {
        // The declaration failed and was reported; the statement is dropped.
        abandonViewControllerList(index, syntax, nil)
        return
      }
      syntax.items.append(.declaration(declared))
      // A body opened: the list goes on when it closes.
      if !ended, case .controller(declared)? = frames.last?.frame {
        tree.events[index] = EventSyntax(
          kind: .viewControllers(syntax), range: event.range, startsLine: event.startsLine)
        return
      }
    }
    var end = SourceRange(start: previousEnd - 1, end: previousEnd)
    if syntax.isCall {
      if token.kind == .comma {
        advance()
        guard let arguments = parseArguments(of: syntax.member) else {
          abandonViewControllerList(index, syntax, nil)
          return
        }
        syntax.arguments = arguments
      }
      guard token.kind == .rightParenthesis else {
        abandonViewControllerList(
          index, syntax,
          "expected ')' to close the call to '\(syntax.member.text)', found "
            + "\(token.describe(in: source))")
        return
      }
      end = token.range
      advance()
    }
    frames.removeLast()
    syntax.isComplete = true
    tree.events[index] = EventSyntax(
      kind: .viewControllers(syntax), range: event.range.extended(to: end),
      startsLine: event.startsLine)
    statementStart = event.range.start
    expectStatementEnd()
  }

  /// Ends a list that cannot be read, reporting `message` at the current token.
  private mutating func abandonViewControllerList(
    _ index: Int, _ syntax: ViewControllersSyntax, _ message: String?
  ) {
    if let message {
      error(
        .syntax(.expectedToken), message,
        at: token.kind == .endOfFile || token.startsLine
          ? SourceRange(start: previousEnd, end: previousEnd) : token.range)
    }
    if case .viewControllerList? = frames.last?.frame { frames.removeLast() }
    // The event keeps the controllers read so far, so that those declared in it count as
    // the scenario's; the error keeps the scenario from being played.
    tree.events[index] = EventSyntax(
      kind: .viewControllers(syntax), range: tree.events[index].range,
      startsLine: tree.events[index].startsLine)
    recover()
  }

  /// Parses the arguments of a call after its `(`, up to the `)`, which stays the current
  /// token; `nil` after reporting an error.
  private mutating func parseArguments(of method: Identifier) -> [ArgumentSyntax]? {
    var arguments: [ArgumentSyntax] = []
    while token.kind != .rightParenthesis {
      if !arguments.isEmpty {
        guard token.kind == .comma else {
          error(
            .syntax(.expectedToken),
            "expected ',' or ')' in the call to '\(method.text)', found \(token.describe(in: source))",
            at: token.kind == .endOfFile || token.startsLine
              ? SourceRange(start: previousEnd, end: previousEnd) : token.range)
          recover()
          return nil
        }
        advance()
      }
      var label: Identifier?
      if isName(token), peek().kind == .colon {
        label = identifier(token)
        advance()
        advance()
      }
      guard let value = parseValue() else {
        error(
          .syntax(.expectedValue),
          "expected an argument of '\(method.text)(', found \(token.describe(in: source))",
          at: token.kind == .endOfFile || token.startsLine
            ? SourceRange(start: previousEnd, end: previousEnd) : token.range)
        recover()
        return nil
      }
      arguments.append(ArgumentSyntax(label: label, value: value))
    }
    return arguments
  }

  private mutating func appendEvent(
    _ kind: EventSyntax.Kind, from start: SourceRange, to end: SourceRange, checkEnd: Bool = true
  ) {
    tree.events.append(EventSyntax(kind: kind, range: start.extended(to: end)))
    if checkEnd { expectStatementEnd() }
  }

  private mutating func reportBadEvent(after first: Identifier) {
    error(
      .syntax(.expectedEvent),
      "expected 'presents', 'pushes', 'pops', 'selects', '.property = value' or '.method()' "
        + "after '\(first.text)', found \(token.describe(in: source))",
      at: token.kind == .endOfFile || token.startsLine ? first.range : token.range)
    recover()
  }

  // MARK: - Bodies

  private mutating func parseBodyItem(owner: BodyOwner) {
    guard isName(token) else {
      error(
        .syntax(.expectedBodyItem),
        "expected a property, a child controller or 'presents', found \(token.describe(in: source))",
        at: token.range)
      recover()
      return
    }
    if token.kind == .identifier, let word = keyword(token) {
      if word == "presents", case .controller(let index) = owner {
        let keywordRange = token.range
        advance()
        if parsePresentationTarget(parent: .presentedByEnclosing(index, keyword: keywordRange)) {
          expectStatementEnd()
        }
        return
      }
      let message =
        word == "presents"
        ? "a window cannot present; put 'presents' inside its root view controller"
        : "'\(word)' belongs at the top level of the file, not inside braces; "
          + "write `\(word)` in backticks to use it as a name"
      error(.syntax(.misplacedKeyword), message, at: token.range)
      recover()
      return
    }
    if token.kind == .identifier, matches(token, "observed"), isName(peek()), !peek().startsLine {
      parseObservation(owner: owner)
      return
    }
    if startsChoice() {
      guard !isInScenario else { return reportChoiceInScenario() }
      switch owner {
      case .window(let index): parseChoice(parent: .window(index))
      case .controller(let index): parseChoice(parent: .container(index))
      }
      return
    }
    let next = peek()
    switch next.kind {
    case .colon:
      let name = identifier(token)
      advance()
      let parent: PlacementSyntax.Parent
      switch owner {
      case .window(let index): parent = .window(index)
      case .controller(let index): parent = .container(index)
      }
      if parseControllerDeclaration(named: name, parent: parent) { expectStatementEnd() }
    case .equals, .dot:
      var isController = false
      if case .controller = owner { isController = true }
      guard let property = parseProperty(allowsFallback: isController) else { return }
      switch owner {
      case .window(let index): tree.windows[index].properties.append(property)
      case .controller(let index): tree.controllers[index].properties.append(property)
      }
      expectStatementEnd()
    default:
      let name = identifier(token)
      advance()
      if isName(token), !token.startsLine {
        error(
          .syntax(.expectedColon),
          "expected ':' between the controller's name '\(name.text)' and its class",
          at: SourceRange(start: name.range.end, end: name.range.end + 1))
        recover()
        return
      }
      let parent: PlacementSyntax.Parent
      switch owner {
      case .window(let index): parent = .window(index)
      case .controller(let index): parent = .container(index)
      }
      tree.placements.append(
        PlacementSyntax(parent: parent, target: .reference(name), range: name.range))
      expectStatementEnd()
    }
  }

  /// Parses `observed member = value` in a controller's body; in a window's it is an error.
  private mutating func parseObservation(owner: BodyOwner) {
    let keyword = token.range
    guard case .controller(let index) = owner else {
      error(
        .syntax(.misplacedKeyword),
        "'observed' states what a view controller answered when a snapshot was taken; write "
          + "it in that controller's body, not in a window's",
        at: keyword)
      recover()
      return
    }
    advance()
    guard let property = parseProperty(allowsFallback: true) else { return }
    tree.observations.append(
      ObservationSyntax(controller: index, keyword: keyword, property: property))
    expectStatementEnd()
  }

  private mutating func parseMember(owner: MemberOwner) {
    guard isName(token), peek().kind == .equals || peek().kind == .dot else {
      let message: String
      if token.kind == .identifier, matches(token, "observed"), isName(peek()) {
        message =
          "'observed' states what one view controller answered when a snapshot was taken, so "
          + "it goes in that controller's body, not in a class or an extension"
      } else if isName(token), peek().kind == .colon {
        message =
          "controllers are placed in windows and containers, not in class or extension bodies"
      } else {
        message =
          "expected a member override such as 'preferredStatusBarStyle = lightContent', "
          + "found \(token.describe(in: source))"
      }
      error(.syntax(.expectedMember), message, at: token.range)
      recover()
      return
    }
    guard let property = parseProperty(allowsFallback: true) else { return }
    switch owner {
    case .classBody(let index): tree.classes[index].members.append(property)
    case .extensionBody(let index): tree.extensions[index].members.append(property)
    }
    expectStatementEnd()
  }

  /// Parses the `: Class` and optional `{` that follow a controller's name.
  ///
  /// Returns `true` when the statement ended without opening a block (the caller then
  /// checks for the end of the line).
  private mutating func parseControllerDeclaration(
    named name: Identifier, parent: PlacementSyntax.Parent?
  ) -> Bool {
    advance()  // :
    guard isName(token), !(token.kind == .identifier && keyword(token) != nil) else {
      error(
        .syntax(.expectedClassName),
        "expected the class of '\(name.text)' after ':', such as 'UIViewController'",
        at: token.kind == .endOfFile || token.startsLine ? name.range : token.range)
      recover()
      return false
    }
    let className = identifier(token)
    advance()
    guard let generics = skipGenericArguments(after: className) else { return false }
    let index = tree.controllers.count
    let range = name.range.extended(to: generics ?? className.range)
    tree.controllers.append(ControllerSyntax(name: name, className: className, range: range))
    if let parent {
      tree.placements.append(
        PlacementSyntax(parent: parent, target: .declaration(index), range: range))
    }
    guard parseHeaderOrigin() else { return false }
    if token.kind == .leftBrace {
      openFrame(.controller(index), owner: "'\(name.text)'")
      return false
    }
    return true
  }

  // MARK: - Choices

  /// Whether the current token starts a choice: `choice` followed by a name on its line
  /// (`choice: Class` declares a controller named `choice`).
  private mutating func startsChoice() -> Bool {
    guard token.kind == .identifier, matches(token, "choice") else { return false }
    let next = peek()
    return isName(next) && !next.startsLine
  }

  /// Whether a scenario block encloses the statement being parsed.
  private var isInScenario: Bool {
    frames.contains {
      if case .scenario = $0.frame { return true }
      return false
    }
  }

  /// Reports a `choice` inside a scenario event and skips it.
  private mutating func reportChoiceInScenario() {
    error(
      .syntax(.choiceInScenario),
      "a scenario event cannot hold a choice: write the choice where the controller is "
        + "placed outside the scenario, and let the events name its alternatives",
      at: token.range)
    recover()
  }

  /// Parses `choice Name [initially Alternative | initially unknown] [@ origin] {` and opens
  /// its body, where the alternatives are read one per line; the choice is placed at
  /// `parent`, where one controller declaration would stand.
  private mutating func parseChoice(parent: PlacementSyntax.Parent) {
    let keywordRange = token.range
    advance()
    let name = identifier(token)
    advance()
    var initially: Identifier?
    var isLaunchUnknown = false
    if token.kind == .identifier, !token.startsLine, matches(token, "initially") {
      let word = token.range
      advance()
      guard isName(token), !token.startsLine else {
        error(
          .syntax(.expectedInitialValue),
          "expected the alternative that holds at launch after 'initially', or 'unknown', as "
            + "in 'choice Root initially Tabs { … }'",
          at: token.kind == .endOfFile || token.startsLine ? word : token.range)
        recover()
        return
      }
      if token.kind == .identifier, matches(token, "unknown") {
        isLaunchUnknown = true
      } else {
        initially = identifier(token)
      }
      advance()
    }
    guard parseHeaderOrigin() else { return }
    guard token.kind == .leftBrace else {
      error(
        .syntax(.expectedBody),
        "expected '{' and the alternatives of choice '\(name.text)', one per line, as in "
          + "'choice \(name.text) { Tabs: UITabBarController; Onboarding: UIViewController }'",
        at: token.kind == .endOfFile || token.startsLine ? name.range : token.range)
      recover()
      return
    }
    let index = tree.choices.count
    tree.choices.append(
      ChoiceSyntax(
        keyword: keywordRange, name: name, initially: initially,
        isLaunchUnknown: isLaunchUnknown, range: keywordRange.extended(to: token.range)))
    tree.placements.append(
      PlacementSyntax(
        parent: parent, target: .choice(index), range: keywordRange.extended(to: name.range)))
    openFrame(.choice(index), owner: "choice '\(name.text)'")
  }

  /// Parses one alternative of a choice: a controller declaration or a name.
  private mutating func parseChoiceItem(_ choice: Int) {
    guard isName(token), !(token.kind == .identifier && keyword(token) != nil) else {
      error(
        .syntax(.expectedBodyItem),
        "a choice holds its alternatives, one per line: a controller declared there "
          + "('Tabs: UITabBarController') or the name of one declared at the top level; "
          + "found \(token.describe(in: source))",
        at: token.range)
      recover()
      return
    }
    let name = identifier(token)
    advance()
    guard token.kind == .colon else {
      tree.choices[choice].alternatives.append(.reference(name))
      expectStatementEnd()
      return
    }
    let declared = tree.controllers.count
    let ended = parseControllerDeclaration(named: name, parent: nil)
    guard declared < tree.controllers.count else { return }
    tree.choices[choice].alternatives.append(.declaration(declared))
    if ended { expectStatementEnd() }
  }

  /// Skips a generic argument list after a class name, as in `UIHostingController<PlayerView>`:
  /// the arguments are SwiftUI views, which do not change how UIKit decides.
  ///
  /// - Returns: `.some(nil)` when there is none, `.some(range)` for the closing `>`, and `nil`
  ///   after reporting a list that does not close on its line.
  private mutating func skipGenericArguments(after className: Identifier) -> SourceRange?? {
    guard token.kind == .leftAngle, !token.startsLine else { return .some(nil) }
    let open = token.range
    var depth = 0
    while token.kind != .endOfFile, token.kind != .leftBrace, token.kind != .rightBrace,
      token.range == open || !token.startsLine
    {
      if token.kind == .leftAngle {
        depth += 1
      } else if token.kind == .rightAngle {
        depth -= 1
        if depth == 0 {
          let close = token.range
          advance()
          return .some(close)
        }
      }
      advance()
    }
    error(
      .syntax(.expectedGenericClose),
      "expected '>' to close the generic arguments of '\(className.text)' on this line",
      at: open)
    recover()
    return nil
  }

  /// Parses what follows `presents`: a declaration or a reference.
  private mutating func parsePresentationTarget(parent: PlacementSyntax.Parent) -> Bool {
    guard isName(token), !(token.kind == .identifier && keyword(token) != nil) else {
      var keyword: SourceRange?
      switch parent {
      case .presentedByName(_, let range), .presentedByEnclosing(_, let range): keyword = range
      default: break
      }
      error(
        .syntax(.expectedPresented),
        "expected the presented controller after 'presents', as in 'presents PVC: PopupViewController'",
        at: (token.kind == .endOfFile || token.startsLine ? keyword : nil) ?? token.range)
      recover()
      return false
    }
    if startsChoice() {
      parseChoice(parent: parent)
      return false
    }
    let name = identifier(token)
    advance()
    if token.kind == .colon {
      return parseControllerDeclaration(named: name, parent: parent)
    }
    tree.placements.append(
      PlacementSyntax(parent: parent, target: .reference(name), range: name.range))
    return true
  }

  // MARK: - Properties and values

  /// Parses `path = value`; `allowingString` accepts a quoted string as the value (Info.plist),
  /// and `allowsFallback` also `name = value ?? value` (in class, extension and controller
  /// bodies, where forwarded values are written).
  private mutating func parseProperty(allowingString: Bool = false, allowsFallback: Bool = false)
    -> PropertySyntax?
  {
    let first = identifier(token)
    var name = first.text
    var last = first.range
    advance()
    while token.kind == .dot {
      advance()
      guard isName(token) else {
        error(.syntax(.expectedName), "expected a name after '.'", at: token.range)
        recover()
        return nil
      }
      let part = identifier(token)
      name += "." + part.text
      last = part.range
      advance()
    }
    let nameRange = first.range.extended(to: last)
    guard token.kind == .equals else {
      error(
        .syntax(.expectedEquals),
        "expected '=' after '\(name)', found \(token.describe(in: source))",
        at: token.kind == .endOfFile || token.startsLine ? last : token.range)
      recover()
      return nil
    }
    let equals = token.range
    advance()
    if token.kind == .identifier, matches(token, "dynamic") {
      return parseDynamic(name: name, nameRange: nameRange)
    }
    if token.kind == .leftBracket, !token.startsLine {
      guard let list = parseBracketedList(after: name) else { return nil }
      return PropertySyntax(name: name, nameRange: nameRange, value: list)
    }
    guard var value = parseValue(allowingString: allowingString) else {
      error(
        .syntax(.expectedValue),
        "expected a value after '\(name) =', found \(token.describe(in: source))",
        at: token.kind == .endOfFile || token.startsLine ? equals : token.range)
      recover()
      return nil
    }
    if value.kind == .name, token.kind == .number, !token.startsLine {
      guard let labelled = parseLabelledNumbers(first: value, after: name) else { return nil }
      value = labelled
    }
    var property = PropertySyntax(name: name, nameRange: nameRange, value: value)
    if allowsFallback, token.kind == .coalescing, !token.startsLine {
      let coalescing = token.range
      advance()
      guard !token.startsLine, let fallback = parseValue() else {
        error(
          .syntax(.expectedFallback),
          "expected the value to use when the controller is nil after '??', as in "
            + "'topViewController.preferredStatusBarStyle ?? lightContent'",
          at: token.kind == .endOfFile || token.startsLine ? coalescing : token.range)
        recover()
        return nil
      }
      property.fallback = .coalescing(operator: coalescing, value: fallback)
    }
    return property
  }

  /// Parses a list in brackets after `name =`, such as `[top, bottom]` or `[]`, on one line;
  /// `nil` after reporting an error.
  private mutating func parseBracketedList(after name: String) -> ValueSyntax? {
    let open = token.range
    guard
      let (values, close) = parseInlineList(
        InlineListSpelling(
          close: .rightBracket, closeText: "]", opener: "[", allowsEmpty: true,
          itemID: .syntax(.expectedListItem), closeID: .syntax(.expectedListClose),
          firstItem: "expected a value or ']' after '[', as in '\(name) = [top, bottom]'",
          listName: "the list", closeAdvice: "; a list is written on one line"))
    else { return nil }
    let parts = CompositeValueSyntax(
      items: values.map { CompositeValueSyntax.Item(label: nil, value: $0) }, isBracketed: true)
    return ValueSyntax(
      kind: .composite(parts), text: parts.spelling, range: open.extended(to: close))
  }

  /// How a one-line, comma-separated list in brackets or parentheses is spelled and reported.
  private struct InlineListSpelling {
    /// The token that closes the list.
    let close: Token.Kind
    /// How the closing token is written, for messages.
    let closeText: String
    /// How the opening is written, for messages and the note (`[`, `dynamic(`).
    let opener: String
    /// Whether the list may be empty.
    let allowsEmpty: Bool
    /// The diagnostic ID for a missing value.
    let itemID: DiagnosticID
    /// The diagnostic ID for a missing `,` or closing token.
    let closeID: DiagnosticID
    /// The message for a missing first value.
    let firstItem: String
    /// How messages name the list (`the list`, `'dynamic(…)'`).
    let listName: String
    /// Words added to the message for a missing closing token.
    let closeAdvice: String
  }

  /// Parses a one-line, comma-separated list of values from its opening token (the current
  /// token) through its closing token: the values and the closing token's range, or `nil`
  /// after reporting an error.
  private mutating func parseInlineList(_ spelling: InlineListSpelling)
    -> (values: [ValueSyntax], close: SourceRange)?
  {
    let open = token.range
    let note = Diagnostic.Note("'\(spelling.opener)' opens here", at: open)
    advance()
    var values: [ValueSyntax] = []
    if spelling.allowsEmpty, token.kind == spelling.close, !token.startsLine {
      let close = token.range
      advance()
      return (values, close)
    }
    while true {
      guard !token.startsLine, let value = parseValue() else {
        error(
          spelling.itemID,
          values.isEmpty
            ? spelling.firstItem
            : "expected a value after ',' in \(spelling.listName), found \(token.describe(in: source))",
          at: token.kind == .endOfFile || token.startsLine
            ? SourceRange(start: previousEnd, end: previousEnd) : token.range,
          notes: [note])
        recover()
        return nil
      }
      values.append(value)
      if token.kind == .comma, !token.startsLine {
        advance()
        continue
      }
      guard token.kind == spelling.close, !token.startsLine else {
        error(
          spelling.closeID,
          "expected ',' or '\(spelling.closeText)' after '\(value.text)' in \(spelling.listName), "
            + "found \(token.describe(in: source))\(spelling.closeAdvice)",
          at: token.kind == .endOfFile || token.startsLine ? value.range : token.range,
          notes: [note])
        recover()
        return nil
      }
      let close = token.range
      advance()
      return (values, close)
    }
  }

  /// Parses names with numbers after `name =`, such as `top 20, bottom 10`, from the first
  /// name (already read) and the number after it (the current token), on one line; `nil`
  /// after reporting an error.
  private mutating func parseLabelledNumbers(first: ValueSyntax, after name: String)
    -> ValueSyntax?
  {
    var items = [
      CompositeValueSyntax.Item(
        label: Identifier(text: first.text, range: first.range),
        value: ValueSyntax(kind: .number, text: text(token), range: token.range))
    ]
    var end = token.range
    advance()
    while token.kind == .comma, !token.startsLine {
      let comma = token.range
      advance()
      guard !token.startsLine, isName(token), peek().kind == .number, !peek().startsLine else {
        error(
          .syntax(.expectedLabelledValue),
          "expected a name and a number after ',', as in '\(name) = top 20, bottom 10', found "
            + "\(token.describe(in: source))",
          at: token.kind == .endOfFile || token.startsLine ? comma : token.range)
        recover()
        return nil
      }
      let label = identifier(token)
      advance()
      items.append(
        CompositeValueSyntax.Item(
          label: label, value: ValueSyntax(kind: .number, text: text(token), range: token.range)))
      end = token.range
      advance()
    }
    let parts = CompositeValueSyntax(items: items, isBracketed: false)
    return ValueSyntax(
      kind: .composite(parts), text: parts.spelling, range: first.range.extended(to: end))
  }

  /// Parses `dynamic`, `dynamic(a, b, …)` and an optional `initially a` after either.
  private mutating func parseDynamic(name: String, nameRange: SourceRange) -> PropertySyntax? {
    let keyword = token.range
    advance()
    var options: [ValueSyntax] = []
    var end = keyword
    let hasList = token.kind == .leftParenthesis && !token.startsLine
    if hasList {
      guard
        let (values, close) = parseInlineList(
          InlineListSpelling(
            close: .rightParenthesis, closeText: ")", opener: "dynamic(", allowsEmpty: false,
            itemID: .syntax(.expectedDynamicValue), closeID: .syntax(.expectedDynamicClose),
            firstItem: "expected a value after 'dynamic(', as in 'dynamic(default, lightContent)'; "
              + "write 'dynamic' alone for any value",
            listName: "'dynamic(…)'", closeAdvice: ""))
      else { return nil }
      options = values
      end = close
    }
    var initially: ValueSyntax?
    if token.kind == .identifier, !token.startsLine, matches(token, "initially") {
      let word = token.range
      advance()
      guard !token.startsLine, let value = parseValue() else {
        error(
          .syntax(.expectedInitialValue),
          "expected the value that holds at launch after 'initially', as in "
            + "'dynamic(false, true) initially true'",
          at: token.kind == .endOfFile || token.startsLine ? word : token.range)
        recover()
        return nil
      }
      initially = value
      end = value.range
    }
    let range = keyword.extended(to: end)
    let dynamic = DynamicSyntax(
      keyword: keyword, options: options, hasList: hasList, initially: initially)
    let kind: ValueSyntax.Kind = hasList || initially != nil ? .dynamic : .name
    let text = kind == .name ? "dynamic" : source.text(in: range.start..<range.end)
    return PropertySyntax(
      name: name, nameRange: nameRange, value: ValueSyntax(kind: kind, text: text, range: range),
      dynamic: dynamic)
  }

  /// Parses a value; a quoted string only where `allowingString` says so, and elsewhere
  /// reports it with the unquoted spelling.
  private mutating func parseValue(allowingString: Bool = false) -> ValueSyntax? {
    if token.kind == .string || token.kind == .unterminatedString {
      let text = stringContents(token)
      guard allowingString else {
        error(
          .syntax(.expectedValue),
          "quoted strings are Info.plist values; here write \(text.isEmpty ? "the value" : "'\(text)'") "
            + "without quotes",
          at: token.range)
        return nil
      }
      // A string with an error is already reported; the statement is dropped with it.
      guard !isBadString else { return nil }
      let value = ValueSyntax(kind: .string, text: text, range: token.range)
      advance()
      return value
    }
    // A value may continue on the next line, but not after a bad character ended this one,
    // and a keyword there starts the next statement.
    if token.startsLine, followsBadToken || keyword(token) != nil { return nil }
    if token.kind == .number {
      let value = ValueSyntax(kind: .number, text: text(token), range: token.range)
      advance()
      return value
    }
    var leadingDot: Int?
    if token.kind == .dot {
      guard isName(peek()) else { return nil }
      leadingDot = token.range.start
      advance()
    }
    guard isName(token) else { return nil }
    let start = leadingDot ?? token.range.start
    var text = name(token)
    var end = token.range.end
    advance()
    while !token.startsLine {
      if token.kind == .optionalChaining {
        // `?.`: optional chaining, as Swift writes a forwarded value; the path is the same.
        advance()
        guard token.kind == .dot, isName(peek()) else { return nil }
      } else if token.kind != .dot || !isName(peek()) {
        break
      }
      advance()
      text += "." + name(token)
      end = token.range.end
      advance()
    }
    return ValueSyntax(kind: .name, text: text, range: SourceRange(start: start, end: end))
  }

  // MARK: - Blocks

  private mutating func openFrame(_ frame: Frame, owner: String) {
    let brace = token.range
    if frames.count >= limits.maximumNestingDepth {
      error(
        .input(.nestingTooDeep),
        "blocks are nested more than \(limits.maximumNestingDepth) levels deep; "
          + "stylerule reads at most \(limits.maximumNestingDepth) levels",
        at: brace)
      skipBalancedBlock()
      gaveUp = true
      return
    }
    switch frame {
    case .scene(let index): tree.scenes[index].body = brace
    case .window(let index): tree.windows[index].body = brace
    case .controller(let index): tree.controllers[index].body = brace
    case .classBody(let index): tree.classes[index].body = brace
    case .extensionBody(let index): tree.extensions[index].body = brace
    case .choice(let index): tree.choices[index].body = brace
    case .scenario, .viewControllerList: break
    }
    frames.append((frame, brace, owner, pendingOrigin))
    pendingOrigin = nil
    advance()
  }

  private mutating func closeFrame() {
    guard let top = frames.popLast() else { return }
    let end = token.range
    let body = top.brace.extended(to: end)
    if let origin = top.origin {
      tree.origins[origin].statement = tree.origins[origin].statement.extended(to: end)
    }
    switch top.frame {
    case .scene(let index):
      tree.scenes[index].range = tree.scenes[index].range.extended(to: end)
      tree.scenes[index].body = body
    case .window(let index):
      tree.windows[index].range = tree.windows[index].range.extended(to: end)
      tree.windows[index].body = body
    case .controller(let index):
      tree.controllers[index].range = tree.controllers[index].range.extended(to: end)
      tree.controllers[index].body = body
    case .classBody(let index):
      tree.classes[index].range = tree.classes[index].range.extended(to: end)
      tree.classes[index].body = body
    case .extensionBody(let index):
      tree.extensions[index].range = tree.extensions[index].range.extended(to: end)
      tree.extensions[index].body = body
    case .choice(let index):
      tree.choices[index].range = tree.choices[index].range.extended(to: end)
      tree.choices[index].body = body
    case .scenario, .viewControllerList:
      break
    }
    advance()
    // In a list of controllers the list goes on after the body.
    if case .viewControllerList? = frames.last?.frame { return }
    expectStatementEnd(acceptsOrigin: false)
  }

  private mutating func reportUnclosedFrames() {
    guard let innermost = frames.last else { return }
    let enclosing = frames.count - 1
    let more =
      enclosing == 0 ? "" : " (and \(enclosing) enclosing block\(enclosing == 1 ? "" : "s"))"
    error(
      .syntax(.unclosedBlock),
      "expected '}' to close the body of \(innermost.owner) before the end of the file\(more)",
      at: SourceRange(start: previousEnd, end: previousEnd),
      notes: [Diagnostic.Note("the body of \(innermost.owner) opens here", at: innermost.brace)])
    frames.removeAll()
  }

  // MARK: - Origins

  /// `scanned "PATH"`: the folder the file's origins are relative to.
  private mutating func parseScanned() {
    let keywordRange = token.range
    advance()
    let literal = readStringLiteral()
    if let existing = tree.scanned {
      error(
        .syntax(.duplicateScanned), "a file names the folder it was scanned from once",
        at: keywordRange, notes: [Diagnostic.Note("first named here", at: existing.range)])
      recover()
      return
    }
    if let path = literal.text {
      guard !path.isEmpty else {
        error(
          .syntax(.badOrigin),
          "expected the scanned folder's path between the quotes, such as '\".\"'",
          at: literal.range)
        recover()
        return
      }
      tree.scanned = (path, keywordRange.extended(to: literal.range))
    }
    expectStatementEnd(acceptsOrigin: false)
  }

  /// Reads an origin written before a block's opening brace, if any.
  ///
  /// The origin then belongs to the whole block. Returns `false` after reporting a
  /// malformed one.
  private mutating func parseHeaderOrigin() -> Bool {
    guard token.kind == .at, !token.startsLine else { return true }
    guard let index = parseOrigin() else { return false }
    if token.kind == .leftBrace { pendingOrigin = index }
    return true
  }

  /// Reads `@ "path:line:column"` at the current `@`, for the statement that starts at
  /// ``statementStart``; returns its index in ``SyntaxTree/origins``, or `nil` after
  /// reporting a malformed one.
  private mutating func parseOrigin() -> Int? {
    let at = token.range
    advance()
    guard token.kind == .string, !token.startsLine else {
      error(
        .syntax(.expectedOrigin),
        "expected where the statement comes from in double quotes after '@', as in "
          + "'@ \"Sources/HomeViewController.swift:12:5\"', found \(token.describe(in: source))",
        at: token.kind == .endOfFile || token.startsLine ? at : token.range)
      recover()
      return nil
    }
    let literal = readStringLiteral()
    guard let text = literal.text else { return nil }
    guard let origin = SourceOrigin(parsing: text) else {
      error(
        .syntax(.badOrigin),
        "expected a file between the quotes, as in '\"Sources/HomeViewController.swift:12:5\"'",
        at: literal.range)
      recover()
      return nil
    }
    let annotation = at.extended(to: literal.range)
    tree.origins.append(
      OriginSyntax(
        origin: origin, annotation: annotation,
        statement: SourceRange(start: min(statementStart, at.start), end: annotation.end)))
    return tree.origins.count - 1
  }

  /// Reads the string literal that is the current token and moves past it.
  ///
  /// An error inside the literal (no closing quote, an unknown escape, a control
  /// character) was reported when the literal became the current token; its text is then
  /// no value to check, and the caller reports nothing more about it.
  ///
  /// - Returns: The literal's contents without the quotes, with `\"` and `\\` unescaped,
  ///   or `nil` for a literal with an error; and where the literal is written, quotes
  ///   included.
  private mutating func readStringLiteral() -> (text: String?, range: SourceRange) {
    let literal = token
    let text = isBadString ? nil : stringContents(literal)
    advance()
    return (text, literal.range)
  }

  // MARK: - Recovery

  /// Checks that the statement ends here, after its origin if `acceptsOrigin` and one is
  /// written.
  private mutating func expectStatementEnd(acceptsOrigin: Bool = true) {
    if acceptsOrigin, token.kind == .at, !token.startsLine {
      guard parseOrigin() != nil else { return }
    }
    switch token.kind {
    case .endOfFile, .rightBrace, .semicolon: return
    default:
      if token.startsLine { return }
    }
    error(
      .syntax(.expectedLineBreak),
      "expected a line break or ';' before \(token.describe(in: source))",
      at: token.range)
    recover()
  }

  /// Skips to the start of the next line, a closing brace, or the end of the file,
  /// skipping whole blocks that open on the way.
  private mutating func recover() {
    // A token that starts a line after the error's line begins the next statement: the
    // error was about something missing before it, at the end of the previous line.
    if token.startsLine, source.line(containing: token.range.start) > lastErrorLine { return }
    var first = true
    while true {
      switch token.kind {
      case .endOfFile, .rightBrace:
        return
      case .leftBrace:
        skipBalancedBlock()
        first = false
        continue
      default:
        if token.startsLine && !first { return }
      }
      first = false
      noteSkipped(token)
      advance()
    }
  }

  /// Records a name the recovery skips, as written in a broken statement.
  private mutating func noteSkipped(_ token: Token) {
    if isName(token) { tree.brokenNames.insert(name(token)) }
  }

  /// Skips from a `{` to its matching `}` (or the end of the file), inclusive.
  private mutating func skipBalancedBlock() {
    var depth = 0
    while token.kind != .endOfFile {
      if token.kind == .leftBrace {
        depth += 1
      } else if token.kind == .rightBrace {
        depth -= 1
        if depth == 0 {
          advance()
          return
        }
      }
      noteSkipped(token)
      advance()
    }
  }

  // MARK: - Tokens

  /// Moves to the next token, reporting and skipping characters the language does not use.
  private mutating func advance() {
    previousEnd = token.range.end
    var carriesLineStart = false
    followsBadToken = false
    while true {
      if let next = lookahead {
        token = next
        lookahead = nil
      } else {
        token = lexer.next()
      }
      switch token.kind {
      case .unexpectedCharacter:
        error(
          .syntax(.unexpectedCharacter), "unexpected character \(token.describe(in: source))",
          at: token.range)
      case .unterminatedQuotedIdentifier:
        error(
          .syntax(.unterminatedName), "expected '`' to close the quoted name on this line",
          at: token.range)
      default:
        if carriesLineStart && !token.startsLine {
          token = Token(kind: token.kind, range: token.range, startsLine: true)
        }
        isBadString = token.kind == .unterminatedString
        if token.kind == .unterminatedString {
          // Reported, and taken as a token up to the end of the line, so that the rest of
          // the line is not read as a statement.
          error(
            .syntax(.unterminatedString), "expected '\"' to close the string on this line",
            at: SourceRange(start: token.range.start, end: token.range.start + 1))
        }
        if token.kind == .quotedIdentifier,
          let bad = Lexer.invisibleControl(in: source.bytes, range: token.range)
        {
          // Reported, but still a name, so parsing goes on without a cascade.
          error(
            .syntax(.controlInName),
            "a quoted name cannot hold \(bad.description); such characters would reach "
              + "terminals and reports as they are", at: bad.range)
        }
        if token.kind == .string { isBadString = !checkString(token) }
        return
      }
      carriesLineStart = carriesLineStart || token.startsLine
      followsBadToken = true
    }
  }

  private mutating func peek() -> Token {
    if let lookahead { return lookahead }
    var next = lexer.next()
    // Bad characters are reported when they become current; look past them.
    var skipped: [Token] = []
    while next.kind == .unexpectedCharacter || next.kind == .unterminatedQuotedIdentifier {
      skipped.append(next)
      next = lexer.next()
    }
    if skipped.isEmpty {
      lookahead = next
      return next
    }
    for bad in skipped { reportBadToken(bad) }
    if skipped.contains(where: \.startsLine), !next.startsLine {
      next = Token(kind: next.kind, range: next.range, startsLine: true)
    }
    lookahead = next
    return next
  }

  private mutating func reportBadToken(_ bad: Token) {
    if bad.kind == .unexpectedCharacter {
      error(
        .syntax(.unexpectedCharacter), "unexpected character \(bad.describe(in: source))",
        at: bad.range)
    } else {
      error(
        .syntax(.unterminatedName), "expected '`' to close the quoted name on this line",
        at: bad.range)
    }
  }

  /// Reports control characters and unknown escapes in a string token; returns whether
  /// it has none.
  private mutating func checkString(_ token: Token) -> Bool {
    let inside = SourceRange(start: token.range.start + 1, end: token.range.end - 1)
    if let bad = Lexer.invisibleControl(in: source.bytes, range: inside) {
      error(
        .syntax(.controlInName),
        "a string cannot hold \(bad.description); such characters would reach terminals and "
          + "reports as they are", at: bad.range)
      return false
    }
    var index = inside.start
    while index < inside.end {
      if bytes[index] == UInt8(ascii: "\\"), index + 1 < inside.end {
        let next = bytes[index + 1]
        guard next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") else {
          // The whole character after the backslash, which may take several bytes.
          var end = index + 2
          while end < inside.end, bytes[end] & 0xC0 == 0x80 { end += 1 }
          let escape = source.text(in: index..<end)
          error(
            .syntax(.invalidEscape),
            "unknown escape '\(escape)' in a string; a string takes '\\\"' for a quote and "
              + "'\\\\' for a backslash, and nothing else needs escaping",
            at: SourceRange(start: index, end: end))
          return false
        }
        index += 2
      } else {
        index += 1
      }
    }
    return true
  }

  /// The text of a string token without its quotes, with `\"` and `\\` unescaped.
  private func stringContents(_ token: Token) -> String {
    var result: [UInt8] = []
    var index = token.range.start + 1
    let end = token.kind == .string ? token.range.end - 1 : token.range.end
    while index < end {
      if bytes[index] == UInt8(ascii: "\\"), index + 1 < end {
        index += 1
      }
      result.append(bytes[index])
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  private func isName(_ token: Token) -> Bool {
    token.kind == .identifier || token.kind == .quotedIdentifier
  }

  private func text(_ token: Token) -> String {
    source.text(in: token.range.start..<token.range.end)
  }

  /// The text of a name token, shared with earlier occurrences of the same long name.
  private mutating func name(_ token: Token) -> String {
    names.string(UnsafeBufferPointer(rebasing: bytes[token.range.start..<token.range.end]))
  }

  private mutating func identifier(_ token: Token) -> Identifier {
    let text = name(token)
    statementNames.append(text)
    return Identifier(text: text, range: token.range)
  }

  /// The keyword this token spells, if any (quoted names are never keywords).
  private func keyword(_ token: Token) -> String? {
    guard token.kind == .identifier else { return nil }
    let length = token.range.end - token.range.start
    guard length >= 5 && length <= 11 else { return nil }  // the keywords' lengths
    // Compared byte by byte: most names of this length are not keywords.
    for keyword in Self.keywords where matches(token, keyword) { return keyword }
    return nil
  }

  private func matches(_ token: Token, _ word: String) -> Bool {
    let utf8 = word.utf8
    guard token.range.end - token.range.start == utf8.count else { return false }
    return bytes[token.range.start..<token.range.end].elementsEqual(utf8)
  }

  private mutating func error(
    _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []
  ) {
    guard !gaveUp else { return }
    tree.brokenNames.formUnion(statementNames)
    statementNames.removeAll(keepingCapacity: true)
    // One error per line: later errors on the same line are usually consequences.
    let line = source.line(containing: range.start)
    if line == lastErrorLine { return }
    lastErrorLine = line
    errorCount += 1
    if errorCount > Self.maximumErrors {
      diagnostics.append(
        Diagnostic(
          .syntax(.tooManyErrors), .error,
          "too many syntax errors (more than \(Self.maximumErrors)); stopping here", at: range))
      gaveUp = true
      return
    }
    diagnostics.append(Diagnostic(id, .error, message, at: range, notes: notes))
    tree.errorOffsets.append(range.start)
  }
}
