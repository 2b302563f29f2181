import StyleRuleKit
import SwiftSyntax

/// Classifies the code of a status bar override by what it can return.
///
/// A literal is the value; a ternary, `if` or `switch` whose every result is a literal gives
/// those values; `return style` names a property to resolve across files; a call of a
/// function of the module or a read of a static property (`AppTheme.statusBarStyle()`) is
/// resolved across files too, with the literals beside it; a read of the same member from a
/// child is forwarding by value; for the `childFor…` members, the controller returned.
/// Anything else is unknown, with a reason: the classifier never invents a literal.
///
/// The results of nested ternaries and branches are followed with a work list, not recursion,
/// and at most ``maximumResults`` of them.
enum OverrideBodyClassifier {
  /// The most result expressions followed in one body; more is reported unknown.
  static let maximumResults = 1_000

  /// Classifies a getter or method body for `member`, in the file `source` holds.
  static func classify(
    _ items: CodeBlockItemListSyntax, member: ControllerMember, in source: SwiftSourceText
  ) -> OverrideBody {
    let results: [ExprSyntax]
    if let single = singleExpression(items) {
      results = [single]
    } else {
      let collector = ReturnCollector(viewMode: .sourceAccurate)
      collector.walk(items)
      if collector.hasBareReturn { return .unknown("a `return` without a value") }
      if collector.results.isEmpty { return .unknown("no `return` the scan can read") }
      results = collector.results
    }
    if results.count == 1, let choice = choice(results[0], member: member) { return choice }
    if let choice = branchChoice(items, member: member) ?? caseChoice(items, member: member) {
      return choice
    }
    return classify(pending: results.reversed().map { [$0] }, member: member, in: source)
  }

  /// `if flag { return .a } else { return .b }`, `if flag { return .a }; return .b`, or the
  /// same as an `if` expression (`if flag { .a } else { .b }`), with `flag` (or `!flag`) a
  /// property of the same object and two different literals of the member's kind: the
  /// same choice as the ternary's, whose launch value the property's initial value gives.
  private static func branchChoice(_ items: CodeBlockItemListSyntax, member: ControllerMember)
    -> OverrideBody?
  {
    let statements = Array(items)
    guard let first = statements.first, let ifExpression = ifExpression(first),
      ifExpression.conditions.count == 1,
      case .expression(let condition)? = ifExpression.conditions.first?.condition,
      let whenTrue = returnedWord(ifExpression.body.statements, member: member)
    else { return nil }
    let whenFalse: String?
    switch (ifExpression.elseBody, statements.count) {
    case (.codeBlock(let block)?, 1): whenFalse = returnedWord(block.statements, member: member)
    case (nil, 2):
      // The branch returns; the statement after it is the other result.
      guard ifExpression.body.statements.last.map(isReturn) == true else { return nil }
      whenFalse = returnedWord(CodeBlockItemListSyntax([statements[1]]), member: member)
    default: whenFalse = nil
    }
    guard let whenFalse, whenTrue != whenFalse else { return nil }
    return flagChoice(condition, whenTrue: whenTrue, whenFalse: whenFalse)
  }

  /// The choice between two literals that `flag` or `!flag` makes, `flag` a property of the
  /// same object; nil for any other condition.
  private static func flagChoice(_ condition: ExprSyntax, whenTrue: String, whenFalse: String)
    -> OverrideBody?
  {
    var condition = SwiftExpressionPatterns.unwrapped(condition)
    var negated = false
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      negated = true
      condition = prefix.expression
    }
    guard let property = SwiftExpressionPatterns.ownPropertyName(condition) else { return nil }
    return .choice(
      property: property, negated: negated, whenTrue: whenTrue, whenFalse: whenFalse)
  }

  /// `switch flag { case .a: return .x; … default: return .y }` (or a `switch` expression)
  /// with `flag` a property of the same object, each case matching values written as
  /// literals and returning a literal of the member's kind: the property's initial value
  /// then gives the launch value.
  private static func caseChoice(_ items: CodeBlockItemListSyntax, member: ControllerMember)
    -> OverrideBody?
  {
    guard let switchExpression = singleExpression(items)?.as(SwitchExprSyntax.self),
      let property = SwiftExpressionPatterns.ownPropertyName(switchExpression.subject)
    else { return nil }
    var cases: [OverrideCase] = []
    var otherwise: String?
    for element in switchExpression.cases {
      guard case .switchCase(let switchCase) = element,
        let value = returnedWord(switchCase.statements, member: member)
      else { return nil }
      switch switchCase.label {
      case .default:
        otherwise = value
      case .case(let label):
        var patterns: [String] = []
        for caseItem in label.caseItems {
          guard caseItem.whereClause == nil,
            let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self),
            let word = matchedValue(pattern.expression)
          else { return nil }
          patterns.append(word)
        }
        cases.append(OverrideCase(patterns: patterns, value: value))
      }
    }
    let values = Set(cases.map(\.value) + (otherwise.map { [$0] } ?? []))
    guard values.count > 1 else { return nil }
    return .caseChoice(property: property, cases: cases, otherwise: otherwise)
  }

  /// A value a `case` matches, as a property's initial value is written in the facts: an
  /// enum case or constant without its type (`dark`), or an integer or string literal.
  static func matchedValue(_ expression: ExprSyntax) -> String? {
    if let word = SwiftExpressionPatterns.literalWord(expression) { return word }
    let expression = SwiftExpressionPatterns.unwrapped(expression)
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self) {
      return expression.trimmedDescription
    }
    return nil
  }

  /// The `if` a statement is (as a statement or an expression), if it is one.
  private static func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
    expression(of: item)?.as(IfExprSyntax.self)
  }

  /// Whether a statement is a `return`.
  private static func isReturn(_ item: CodeBlockItemSyntax) -> Bool {
    if case .stmt(let statement) = item.item { return statement.is(ReturnStmtSyntax.self) }
    return false
  }

  /// The literal of the member's kind that a block made of one result gives (`return .a`
  /// or `.a`).
  private static func returnedWord(_ items: CodeBlockItemListSyntax, member: ControllerMember)
    -> String?
  {
    guard let result = singleExpression(items),
      let word = SwiftExpressionPatterns.literalWord(result),
      member.valueKind.literals.contains(word)
    else { return nil }
    return word
  }

  /// `flag ? .a : .b` or `!flag ? .a : .b` with `flag` a property of the same object and
  /// two different literals of the member's kind, as SwiftParser leaves it (unfolded).
  private static func choice(_ result: ExprSyntax, member: ControllerMember) -> OverrideBody? {
    guard let sequence = SwiftExpressionPatterns.unwrapped(result).as(SequenceExprSyntax.self)
    else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self),
      let whenTrue = SwiftExpressionPatterns.literalWord(ternary.thenExpression),
      let whenFalse = SwiftExpressionPatterns.literalWord(elements[2]),
      member.valueKind.literals.contains(whenTrue), member.valueKind.literals.contains(whenFalse),
      whenTrue != whenFalse
    else { return nil }
    return flagChoice(elements[0], whenTrue: whenTrue, whenFalse: whenFalse)
  }

  /// Classifies the value assigned to `member` (an initializer or `viewDidLoad` setting): the
  /// elements of the operator sequence after `=`, one element for a single expression.
  static func classify(
    assigned elements: [ExprSyntax], member: ControllerMember, in source: SwiftSourceText
  ) -> OverrideBody {
    // A sequence counts as one result followed, then its elements: as the sequence
    // expression made of them would.
    if elements.count == 1 { return classify(pending: [elements], member: member, in: source) }
    return classify(pending: [elements], member: member, followed: 1, in: source)
  }

  /// The expression a body made of one expression evaluates to (an implicit return).
  private static func singleExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard items.count == 1, let item = items.first else { return nil }
    return expression(of: item)
  }

  /// The expression a statement is, or returns (`return x`).
  private static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let expression): return expression
    case .stmt(let statement):
      if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
        return expressionStatement.expression
      }
      if let returnStatement = statement.as(ReturnStmtSyntax.self) {
        return returnStatement.expression
      }
      return nil
    default: return nil
    }
  }

  /// What the results of a body, followed through ternaries and branches, give.
  ///
  /// `pending` holds the results still to follow, the next last; each is an expression or the
  /// elements of an operator sequence. `followed` counts those already followed.
  private static func classify(
    pending: [[ExprSyntax]], member: ControllerMember, followed: Int = 0,
    in source: SwiftSourceText
  ) -> OverrideBody {
    var pending = pending
    var literals: [String] = []
    var forwardings: [(ChildSelector, String?)] = []
    var selectors: [ChildSelector] = []
    var properties: [String] = []
    var references: [SwiftValueReference] = []
    var followed = followed
    let kind = member.valueKind
    while let elements = pending.popLast() {
      followed += 1
      if followed > maximumResults { return .unknown("too many branches to follow") }
      guard let first = elements.first else { continue }
      if elements.count > 1 {
        // An operator sequence, as SwiftParser leaves it before operators are folded.
        if let ternaryIndex = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }
        ),
          let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self)
        {
          // The ternary binds loosest in a returned value: what follows it is the else branch.
          pending.append(Array(elements[(ternaryIndex + 1)...]))
          pending.append([ternary.thenExpression])
          continue
        }
        if elements.count == 3,
          elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
          kind != .controller
        {
          guard let (selector, name) = SwiftExpressionPatterns.memberRead(first) else {
            return .unknown(
              "`\(SwiftShortText.of(first, in: source))` is not a controller's \(member.rulesName)"
            )
          }
          guard name == member.rulesName || ControllerMember(swiftName: name) == member else {
            return .unknown("reads \(name) for \(member.rulesName)")
          }
          guard let fallback = SwiftExpressionPatterns.literalWord(elements[2]),
            kind.literals.contains(fallback)
          else {
            return .unknown("the value after `??` is not a literal")
          }
          forwardings.append((selector, fallback))
          continue
        }
        return .unknown("computes `\(SwiftShortText.of(elements, in: source))`")
      }
      let expression = SwiftExpressionPatterns.unwrapped(first)
      if let sequence = expression.as(SequenceExprSyntax.self) {
        pending.append(Array(sequence.elements))
        continue
      }
      if let ternary = expression.as(TernaryExprSyntax.self) {
        pending.append([ternary.elseExpression])
        pending.append([ternary.thenExpression])
        continue
      }
      if let ifExpression = expression.as(IfExprSyntax.self) {
        guard let branches = branchResults(of: ifExpression) else {
          return .unknown("an `if` whose branches are not single values")
        }
        pending.append(contentsOf: branches.reversed().map { [$0] })
        continue
      }
      if let switchExpression = expression.as(SwitchExprSyntax.self) {
        guard let branches = caseResults(of: switchExpression) else {
          return .unknown("a `switch` whose cases are not single values")
        }
        pending.append(contentsOf: branches.reversed().map { [$0] })
        continue
      }
      if member.isLayoutProperty, kind != .boolean {
        // Edges, insets, a view class and the layout enums are read as literals only.
        guard let value = LayoutValueReader.value(expression, kind: kind) else {
          return .unknown(
            "`\(SwiftShortText.of(expression, in: source))` is not a \(member.rulesName) value the scan can read"
          )
        }
        literals.append(value)
        continue
      }
      if kind == .controller {
        guard let selector = SwiftExpressionPatterns.controllerSelector(expression) else {
          return .unknown("returns `\(SwiftShortText.of(expression, in: source))`")
        }
        selectors.append(selector)
        continue
      }
      let word = SwiftExpressionPatterns.literalWord(expression)
      if word.map({ !kind.literals.contains($0) }) ?? true,
        let reference = SwiftExpressionPatterns.moduleValueReference(expression, in: source)
      {
        references.append(reference)
        continue
      }
      if let word {
        guard kind.literals.contains(word) else {
          return .unknown("`\(word)` is not a \(member.rulesName) value the rules language has")
        }
        literals.append(word)
        continue
      }
      if let (selector, name) = SwiftExpressionPatterns.memberRead(expression),
        ControllerMember(swiftName: name) != nil
      {
        guard ControllerMember(swiftName: name) == member else {
          return .unknown("reads \(name) for \(member.rulesName)")
        }
        forwardings.append((selector, nil))
        continue
      }
      if let name = SwiftExpressionPatterns.ownPropertyName(expression) {
        properties.append(name)
        continue
      }
      if expression.is(SuperExprSyntax.self)
        || expression.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) == true
      {
        return .unknown("returns the superclass's value")
      }
      return .unknown("returns `\(SwiftShortText.of(expression, in: source))`")
    }
    if !references.isEmpty, forwardings.isEmpty, selectors.isEmpty, properties.isEmpty {
      var unique: [String] = []
      for literal in literals where !unique.contains(literal) { unique.append(literal) }
      return .moduleValues(
        literals: unique, references: references,
        isSingleResult: literals.count + references.count == 1)
    }
    return combine(
      literals: literals, forwardings: forwardings, selectors: selectors, properties: properties,
      references: references)
  }

  /// One body value from the kinds of results found.
  private static func combine(
    literals: [String], forwardings: [(ChildSelector, String?)],
    selectors: [ChildSelector], properties: [String], references: [SwiftValueReference]
  ) -> OverrideBody {
    let kinds = [
      !literals.isEmpty, !forwardings.isEmpty, !selectors.isEmpty, !properties.isEmpty,
      !references.isEmpty,
    ]
    .filter { $0 }.count
    if kinds > 1 { return .unknown("mixes literals with values computed at run time") }
    if !literals.isEmpty {
      var unique: [String] = []
      for literal in literals where !unique.contains(literal) { unique.append(literal) }
      return unique.count == 1 ? .literal(unique[0]) : .literals(unique)
    }
    if let (selector, fallback) = forwardings.first {
      guard forwardings.allSatisfy({ $0.0 == selector && $0.1 == fallback }) else {
        return .unknown("reads the value from different controllers")
      }
      return .forwarding(selector, fallback: fallback)
    }
    if let selector = selectors.first {
      guard selectors.allSatisfy({ $0 == selector }) else {
        return .unknown("chooses the child at run time")
      }
      return .selector(selector)
    }
    if let property = properties.first {
      guard properties.allSatisfy({ $0 == property }) else {
        return .unknown("returns one of several properties")
      }
      return .storedProperty(property)
    }
    return .unknown("no value the scan can read")
  }

  /// The value of each branch of an `if` expression, or nil when one is missing or not a
  /// single expression.
  private static func branchResults(of ifExpression: IfExprSyntax) -> [ExprSyntax]? {
    var results: [ExprSyntax] = []
    var current = ifExpression
    while true {
      guard let value = singleExpression(current.body.statements) else { return nil }
      results.append(value)
      switch current.elseBody {
      case .ifExpr(let next)?: current = next
      case .codeBlock(let block)?:
        guard let last = singleExpression(block.statements) else { return nil }
        results.append(last)
        return results
      case nil: return nil
      }
    }
  }

  /// The value of each case of a `switch` expression, or nil when one is not a single
  /// expression.
  private static func caseResults(of switchExpression: SwitchExprSyntax) -> [ExprSyntax]? {
    var results: [ExprSyntax] = []
    for element in switchExpression.cases {
      guard case .switchCase(let switchCase) = element,
        let value = singleExpression(switchCase.statements)
      else { return nil }
      results.append(value)
    }
    return results.isEmpty ? nil : results
  }
}

/// Collects the values of the `return` statements of a body, not those of closures or
/// nested functions in it.
final class ReturnCollector: SyntaxVisitor {
  /// The returned expressions, in source order.
  var results: [ExprSyntax] = []
  /// Whether a `return` without a value was found.
  var hasBareReturn = false

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression {
      results.append(expression)
    } else {
      hasBareReturn = true
    }
    return .skipChildren
  }

  /// A branch of `#if` that an iOS build leaves out (`#if os(macOS)`) is not read.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    SwiftCompilationConditions.isInactiveOnIOS(node) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
