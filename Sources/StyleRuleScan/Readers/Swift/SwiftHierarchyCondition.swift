import SwiftSyntax

/// A condition the code the hierarchy visitor is in runs under (`if …`, `else`, `guard … else`,
/// a loop, a switch case), whose label is written the first time a fact's code site needs it.
///
/// Most code blocks hold no fact, so most labels are never written.
final class SwiftHierarchyCondition {
  /// What states the condition.
  enum Source {
    /// The body of an `if`: `if CONDITIONS`.
    case ifBody(IfExprSyntax)
    /// The body of a `guard`: `guard CONDITIONS else`.
    case guardBody(GuardStmtSyntax)
    /// The body of a `for`: `for PATTERN in SEQUENCE`.
    case forBody(ForStmtSyntax)
    /// The body of a `while`: `while CONDITIONS`.
    case whileBody(WhileStmtSyntax)
    /// A switch case: its label as written.
    case switchCase(SwitchCaseSyntax)
    /// A label without text of the code's own (`else`, `repeat`, `defer`, `catch`).
    case fixed(String)
  }

  private let source: Source
  /// The code block that runs under the condition; nil for a switch case.
  let block: SyntaxIdentifier?
  private var written: String?
  /// For an `if` that only checks that a property of `self` is nil, the check.
  var nilCheck: HierarchyNilCheck?

  /// A condition stated by `source`, for the code of `block`.
  init(_ source: Source, block: SyntaxIdentifier? = nil) {
    self.source = source
    self.block = block
  }

  /// The condition a code block runs under, when it is the body of an `if`, `guard` or loop.
  convenience init?(block: CodeBlockSyntax) {
    guard let source = Self.source(of: block) else { return nil }
    self.init(source, block: block.id)
  }

  /// What states the condition a code block runs under, nil for a block without one.
  static func source(of block: CodeBlockSyntax) -> Source? {
    guard let parent = block.parent else { return nil }
    if let ifExpr = parent.as(IfExprSyntax.self) {
      return ifExpr.body.id == block.id ? .ifBody(ifExpr) : .fixed("else")
    }
    if let guardStmt = parent.as(GuardStmtSyntax.self) { return .guardBody(guardStmt) }
    if let forStmt = parent.as(ForStmtSyntax.self) { return .forBody(forStmt) }
    if let whileStmt = parent.as(WhileStmtSyntax.self) { return .whileBody(whileStmt) }
    if parent.is(RepeatStmtSyntax.self) { return .fixed("repeat") }
    if parent.is(DeferStmtSyntax.self) { return .fixed("defer") }
    if parent.is(CatchClauseSyntax.self) { return .fixed("catch") }
    return nil
  }

  /// The property an `if` whose one condition is `NAME == nil` or `self.NAME == nil` checks.
  static func nilCheckedProperty(_ ifExpr: IfExprSyntax) -> String? {
    guard ifExpr.conditions.count == 1, let first = ifExpr.conditions.first,
      case .expression(let expression) = first.condition
    else { return nil }
    let elements: [ExprSyntax]
    if let sequence = expression.as(SequenceExprSyntax.self) {
      elements = Array(sequence.elements)
    } else if let infix = expression.as(InfixOperatorExprSyntax.self) {
      elements = [infix.leftOperand, infix.operator, infix.rightOperand]
    } else {
      return nil
    }
    guard elements.count == 3,
      elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
      elements[2].is(NilLiteralExprSyntax.self)
    else { return nil }
    if let name = elements[0].as(DeclReferenceExprSyntax.self) {
      return name.argumentNames == nil ? name.baseName.text : nil
    }
    if let member = elements[0].as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// For a `case` of a `switch` over a plain name (`switch transition`), that name.
  var switchSubject: String? {
    guard case .switchCase(let switchCase) = source,
      let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
      let subject = SwiftHierarchySyntax.strip(switchExpr.subject).expr.as(
        DeclReferenceExprSyntax.self)
    else { return nil }
    return subject.baseName.text
  }

  /// The label, as a code site lists it (`if let nav = controller`, `case .compact:`).
  var label: String {
    if let written { return written }
    let label: String
    switch source {
    case .ifBody(let ifExpr):
      label = "if " + SwiftHierarchySyntax.shortText(ifExpr.conditions)
    case .guardBody(let guardStmt):
      label = "guard " + SwiftHierarchySyntax.shortText(guardStmt.conditions) + " else"
    case .forBody(let forStmt):
      label =
        "for " + SwiftHierarchySyntax.shortText(forStmt.pattern) + " in "
        + SwiftHierarchySyntax.shortText(forStmt.sequence)
    case .whileBody(let whileStmt):
      label = "while " + SwiftHierarchySyntax.shortText(whileStmt.conditions)
    case .switchCase(let switchCase):
      label = SwiftHierarchySyntax.shortText(switchCase.label)
    case .fixed(let text):
      label = text
    }
    written = label
    return label
  }
}

/// Where code is, as the hierarchy visitor saw it, with the labels of its conditions written
/// only when ``site`` is read.
///
/// A local's values keep one each, and most locals are never read as controllers.
struct SwiftHierarchyPendingSite {
  var typeName: String?
  var role: HierarchyOwnerRole
  var function: String?
  var moment: HierarchyMoment
  var inClosure: Bool
  /// The conditions around the code, outermost first, counted from its method.
  var conditions: [SwiftHierarchyCondition]
  /// What the enclosing extension requires of `Self`.
  var selfConstraints: [String] = []

  /// The code site.
  var site: HierarchyCodeSite {
    var site = HierarchyCodeSite(
      typeName: typeName, role: role, function: function, moment: moment, inClosure: inClosure,
      conditions: conditions.map(\.label), selfConstraints: selfConstraints)
    for condition in conditions {
      if let subject = condition.switchSubject { site.caseSubjects[condition.label] = subject }
      if let check = condition.nilCheck { site.nilChecks[condition.label] = check }
    }
    return site
  }
}
