import SwiftSyntax

/// Small, non-recursive readings of expressions that the hierarchy reader shares.
enum SwiftHierarchySyntax {
  /// The longest text kept from an expression in a reason or a condition.
  static let maximumTextLength = 80

  /// The values an operator sequence chooses between when it is a chain of ternaries
  /// (`a ? B() : c ? D() : E()`, unfolded as `a`, `? B() :`, `c`, `? D() :`, `E()`), in
  /// order; `nil` for any other sequence.
  static func ternaryAlternatives(_ elements: [ExprSyntax]) -> [ExprSyntax]? {
    guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
    // `a ?? b ?? c`: the first that is not nil, one of them at run time.
    if let values = coalescedValues(elements) { return values }
    var alternatives: [ExprSyntax] = []
    for index in stride(from: 1, to: elements.count, by: 2) {
      guard let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else {
        return nil
      }
      alternatives.append(ternary.thenExpression)
    }
    if let last = elements.last { alternatives.append(last) }
    return alternatives
  }

  /// The values `a ?? b ?? c` chooses between (the first that is not nil), in order; nil for
  /// any other operator sequence.
  static func coalescedValues(_ elements: [ExprSyntax]) -> [ExprSyntax]? {
    guard elements.count >= 3, elements.count % 2 == 1,
      stride(from: 1, to: elements.count, by: 2).allSatisfy({
        elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
      })
    else { return nil }
    return stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
  }

  /// `expr` without parentheses, `try`, `await`, `?`, `!` and a trailing `as` cast, and the
  /// class the cast names.
  static func strip(_ expr: ExprSyntax) -> (expr: ExprSyntax, cast: String?) {
    var current = expr
    var cast: String?
    var steps = 0
    while steps < 10_000 {
      steps += 1
      switch current.kind {
      case .tupleExpr:
        guard let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
          let only = tuple.elements.first, only.label == nil
        else { return (current, cast) }
        current = only.expression
      case .tryExpr:
        guard let tryExpr = current.as(TryExprSyntax.self) else { return (current, cast) }
        current = tryExpr.expression
      case .awaitExpr:
        guard let awaitExpr = current.as(AwaitExprSyntax.self) else { return (current, cast) }
        current = awaitExpr.expression
      case .optionalChainingExpr:
        guard let optional = current.as(OptionalChainingExprSyntax.self) else {
          return (current, cast)
        }
        current = optional.expression
      case .forceUnwrapExpr:
        guard let forced = current.as(ForceUnwrapExprSyntax.self) else { return (current, cast) }
        current = forced.expression
      case .asExpr:
        guard let asExpr = current.as(AsExprSyntax.self) else { return (current, cast) }
        cast = cast ?? typeName(asExpr.type)
        current = asExpr.expression
      case .sequenceExpr:
        guard let sequence = current.as(SequenceExprSyntax.self),
          sequence.elements.count == 3,
          let first = sequence.elements.first,
          sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
          let typeExpr = sequence.elements.last?.as(TypeExprSyntax.self)
        else { return (current, cast) }
        cast = cast ?? typeName(typeExpr.type)
        current = first
      default:
        return (current, cast)
      }
    }
    return (current, cast)
  }

  /// The name a type is written with, without generic arguments, optionality or module.
  static func typeName(_ type: TypeSyntax) -> String {
    var current = type
    var steps = 0
    while steps < 10_000 {
      steps += 1
      if let optional = current.as(OptionalTypeSyntax.self) {
        current = optional.wrappedType
      } else if let unwrapped = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        current = unwrapped.wrappedType
      } else {
        break
      }
    }
    if let identifier = current.as(IdentifierTypeSyntax.self) {
      return identifier.name.text
    }
    if let member = current.as(MemberTypeSyntax.self) {
      return member.name.text
    }
    return shortText(current)
  }

  /// What a `where` clause requires of `Self` (`where Self: A & B, Self: C` → `A`, `B`, `C`):
  /// the types a protocol extension's methods need their `self` to be.
  static func selfConstraints(_ clause: GenericWhereClauseSyntax?) -> [String] {
    guard let clause else { return [] }
    var names: [String] = []
    for requirement in clause.requirements {
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
        conformance.leftType.trimmedDescription == "Self"
      else { continue }
      if let composition = conformance.rightType.as(CompositionTypeSyntax.self) {
        names += composition.elements.map { typeName($0.type) }
      } else {
        names.append(typeName(conformance.rightType))
      }
    }
    return names
  }

  /// Whether a declared type is SwiftUI's `Scene` (`some Scene`, `some SwiftUI.Scene`).
  static func isSceneType(_ type: TypeSyntax) -> Bool {
    let constraint = type.as(SomeOrAnyTypeSyntax.self)?.constraint ?? type
    return typeName(constraint) == "Scene"
  }

  /// The type an initializer call names: `Home()`, `Module.Home()`, `Host<V>(…)`,
  /// `Home.init(…)`; nil for a call of anything else.
  static func calledTypeName(_ call: FunctionCallExprSyntax) -> String? {
    var callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base
    {
      callee = base
    }
    if let generic = callee.as(GenericSpecializationExprSyntax.self) {
      callee = generic.expression
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return isTypeLike(name) ? name : nil
    }
    if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
      let name = member.declName.baseName.text
      return isTypeLike(name) ? name : nil
    }
    if let typeExpr = callee.as(TypeExprSyntax.self) {
      return typeName(typeExpr.type)
    }
    return nil
  }

  /// Whether a name is written as Swift types are, starting with an upper-case letter.
  static func isTypeLike(_ name: String) -> Bool {
    guard let byte = name.utf8.first else { return false }
    // An ASCII letter is upper-case when it is `A`…`Z`, as its Unicode properties say.
    if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    guard let first = name.unicodeScalars.first else { return false }
    return first.properties.isUppercase
  }

  /// The name a call calls (`present` for `self.present(…)` or `present(…)`) and its base.
  static func calledMember(_ call: FunctionCallExprSyntax) -> (name: String, base: ExprSyntax?)? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return (reference.baseName.text, nil)
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return (member.declName.baseName.text, member.base)
    }
    return nil
  }

  /// The argument with a label, or the first unlabeled one for `nil`.
  static func argument(_ call: FunctionCallExprSyntax, label: String?) -> ExprSyntax? {
    for argument in call.arguments where isLabel(argument.label, label) {
      return argument.expression
    }
    return nil
  }

  /// Whether an argument's label is `label` (both absent, or the same text); the text is read
  /// only when its length is the label's.
  private static func isLabel(_ token: TokenSyntax?, _ label: String?) -> Bool {
    guard let token, let label else { return token == nil && label == nil }
    return token.trimmedLength.utf8Length == label.utf8.count && token.text == label
  }

  /// The `animated:` argument when it is a literal.
  static func animatedArgument(_ call: FunctionCallExprSyntax) -> Bool? {
    guard let value = argument(call, label: "animated") else { return nil }
    return value.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
  }

  /// Whether the call has an argument with this label.
  static func hasLabel(_ call: FunctionCallExprSyntax, _ label: String) -> Bool {
    call.arguments.contains { isLabel($0.label, label) }
  }

  /// The string an expression states: a literal's text without interpolation, or a type's
  /// name as `String(describing: Settings.self)` or `"\(Settings.self)"` gives it.
  static func statedString(_ expr: ExprSyntax) -> String? {
    if let literal = stringLiteral(expr) { return literal }
    if let call = expr.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
      call.arguments.count == 1, let argument = call.arguments.first,
      argument.label?.text == "describing"
    {
      return describedTypeName(argument.expression)
    }
    // `"\(Name.self)"`: one interpolation, between empty segments if any.
    if let literal = expr.as(StringLiteralExprSyntax.self) {
      let segments = literal.segments.filter {
        $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true
      }
      guard segments.count == 1,
        let interpolation = segments.first?.as(ExpressionSegmentSyntax.self),
        interpolation.expressions.count == 1, let inner = interpolation.expressions.first,
        inner.label == nil
      else { return nil }
      return describedTypeName(inner.expression)
    }
    return nil
  }

  /// The name `String(describing:)` gives a metatype `Name.self`, when it is the name itself.
  ///
  /// That is a type named by one capitalised identifier without generic arguments. Other
  /// metatypes (nested, generic, `self` in a static method) are not read.
  private static func describedTypeName(_ expr: ExprSyntax) -> String? {
    guard let member = expr.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "self",
      let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      isTypeLike(name), name != "Self"
    else { return nil }
    return name
  }

  /// The text of a string literal without interpolation.
  static func stringLiteral(_ expr: ExprSyntax) -> String? {
    guard let literal = expr.as(StringLiteralExprSyntax.self) else { return nil }
    var text = ""
    for segment in literal.segments {
      guard let string = segment.as(StringSegmentSyntax.self) else { return nil }
      text += string.content.text
    }
    return text
  }

  /// A receiver or variable as written without `self.`, `?` and `!` (`window`, `view.window`).
  static func path(_ expr: ExprSyntax) -> String? {
    var names: [String] = []
    var current: ExprSyntax? = expr
    var steps = 0
    while let node = current, steps < 64 {
      steps += 1
      let stripped = strip(node).expr
      if let reference = stripped.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if name != "self" || names.isEmpty { names.append(name) }
        current = nil
      } else if let member = stripped.as(MemberAccessExprSyntax.self), let base = member.base {
        names.append(member.declName.baseName.text)
        current = base
      } else {
        return nil
      }
    }
    if current != nil { return nil }
    return names.reversed().joined(separator: ".")
  }

  /// A value as the code states it: a literal, an enum case, or an expression.
  static func value(_ expr: ExprSyntax) -> HierarchyValue {
    let stripped = strip(expr).expr
    if let bool = stripped.as(BooleanLiteralExprSyntax.self) {
      return .bool(bool.literal.tokenKind == .keyword(.true))
    }
    if stripped.is(NilLiteralExprSyntax.self) { return .none }
    if let number = numberLiteral(stripped) { return .number(number) }
    if let member = stripped.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
      if member.base == nil { return .name(member.declName.baseName.text) }
      if let base = member.base, let basePath = path(base),
        basePath.split(separator: ".").allSatisfy({ isTypeLike(String($0)) })
      {
        return .name(member.declName.baseName.text)
      }
    }
    return .expression(shortText(stripped))
  }

  /// A number literal's value, with a leading minus.
  static func numberLiteral(_ expr: ExprSyntax) -> Double? {
    if let integer = expr.as(IntegerLiteralExprSyntax.self) {
      return Double(integer.literal.text.filter { $0 != "_" })
    }
    if let float = expr.as(FloatLiteralExprSyntax.self) {
      return Double(float.literal.text.filter { $0 != "_" })
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
      let inner = numberLiteral(prefix.expression)
    {
      return -inner
    }
    return nil
  }

  /// A window level as a name, a number, or an expression.
  ///
  /// `.alert`, `.statusBar`, `.normal`, `.alert + 1`, `UIWindow.Level(rawValue: 3)` or a
  /// number; anything else is an expression. Offsets use UIKit's raw values (normal 0,
  /// status bar 1000, alert 2000).
  static func windowLevel(_ elements: [ExprSyntax]) -> HierarchyValue {
    if elements.count == 1, let only = elements.first {
      let stripped = strip(only).expr
      if let call = stripped.as(FunctionCallExprSyntax.self),
        calledTypeName(call) == "Level"
          || calledTypeName(call) == nil
            && call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
              == "init",
        call.arguments.count == 1, let argument = call.arguments.first,
        let number = numberLiteral(argument.expression)
      {
        return .number(number)
      }
      return value(stripped)
    }
    if elements.count == 3, let first = elements.first, let last = elements.last,
      let operatorToken = elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
      case .name(let name) = value(first), let base = levelRawValue(name),
      let offset = numberLiteral(strip(last).expr)
    {
      switch operatorToken.operator.text {
      case "+": return .number(base + offset)
      case "-": return .number(base - offset)
      default: break
      }
    }
    return .expression(elements.map { shortText($0) }.joined(separator: " "))
  }

  /// UIKit's raw value of a named window level.
  static func levelRawValue(_ name: String) -> Double? {
    switch name {
    case "normal": return 0
    case "statusBar": return 1000
    case "alert": return 2000
    default: return nil
    }
  }

  /// A node's text on one line, with runs of white space made one space, shortened to
  /// ``maximumTextLength`` characters; reads no more tokens than it keeps.
  static func shortText(_ node: some SyntaxProtocol) -> String {
    var text = ""
    var truncated = false
    for token in node.tokens(viewMode: .sourceAccurate) {
      if !text.isEmpty, token.leadingTrivia.contains(where: \.isWhitespaceOrNewline) {
        text += " "
      }
      text += token.text
      if token.trailingTrivia.contains(where: \.isWhitespaceOrNewline) { text += " " }
      if text.count > maximumTextLength {
        truncated = true
        break
      }
    }
    text = text.trimmingWhitespace()
    if truncated { text = String(text.prefix(maximumTextLength)) + "…" }
    return text
  }
}

extension TriviaPiece {
  /// Whether the piece is spaces, tabs or line breaks.
  fileprivate var isWhitespaceOrNewline: Bool {
    switch self {
    case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds: return true
    default: return false
    }
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate func trimmingWhitespace() -> String {
    var scalars = Substring(self)
    while scalars.first == " " { scalars = scalars.dropFirst() }
    while scalars.last == " " { scalars = scalars.dropLast() }
    return String(scalars)
  }
}

extension SwiftHierarchySyntax {
  /// The names of the static properties through which code reaches a type's shared instance
  /// (`Factory.shared.make()` calls a method of `Factory`).
  static let sharedInstanceNames: Set<String> = ["shared", "instance", "default", "current"]

  /// Whether ``moduleCall(_:)`` reads the call: its callee is a name or a member of a base.
  static func isModuleCallShape(_ call: FunctionCallExprSyntax) -> Bool {
    let callee = strip(call.calledExpression).expr
    if callee.is(DeclReferenceExprSyntax.self) { return true }
    return callee.as(MemberAccessExprSyntax.self)?.base != nil
  }

  /// The key that matches each argument of a call to its parameter: its label, or for
  /// unlabelled ones their place among them (``unlabelledKey(_:)``), so that
  /// `openURL(url, sender)` hands `sender` to the second unlabelled parameter, not the first.
  static func argumentKeys(_ arguments: LabeledExprListSyntax) -> [String] {
    var unlabelled = 0
    return arguments.map { argument in
      if let label = argument.label?.text { return label }
      defer { unlabelled += 1 }
      return unlabelledKey(unlabelled)
    }
  }

  /// The key of the unlabelled argument or parameter at `index` among the unlabelled ones:
  /// `_` for the first, then `_#2`, `_#3`….
  static func unlabelledKey(_ index: Int) -> String {
    index == 0 ? "_" : "_#\(index + 1)"
  }

  /// The key of each parameter of a clause, as ``argumentKeys(_:)`` keys a call's arguments.
  static func parameterKeys(_ clause: FunctionParameterClauseSyntax) -> [String] {
    var unlabelled = 0
    return clause.parameters.map { parameter in
      let label = parameter.firstName.text
      guard label == "_" else { return label }
      defer { unlabelled += 1 }
      return unlabelledKey(unlabelled)
    }
  }

  /// A call of a function or method by name, as ``HierarchyCall`` records it: `make()`,
  /// `self.make()`, `Self.make()`, `Factory.make()`, `Factory.shared.make()`,
  /// `factory.make()`; nil for a call of anything else (a closure, a subscript's result).
  static func moduleCall(_ call: FunctionCallExprSyntax, includesText: Bool = true)
    -> HierarchyCall?
  {
    var labels = call.arguments.map { "\($0.label?.text ?? "_"):" }
    if call.trailingClosure != nil { labels.append("_:") }
    for _ in call.additionalTrailingClosures { labels.append("_:") }
    let callee = strip(call.calledExpression).expr
    let receiver: HierarchyCall.Receiver
    let baseName: String
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      baseName = reference.baseName.text
      receiver = .implicit
    } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      baseName = member.declName.baseName.text
      receiver = callReceiver(strip(base).expr)
    } else {
      return nil
    }
    var typeArguments: [String: String] = [:]
    for (argument, key) in zip(call.arguments, argumentKeys(call.arguments)) {
      guard let member = strip(argument.expression).expr.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "self",
        let type = member.base.flatMap({ strip($0).expr.as(DeclReferenceExprSyntax.self) })?
          .baseName.text,
        isTypeLike(type)
      else { continue }
      typeArguments[key] = type
    }
    return HierarchyCall(
      receiver: receiver, baseName: baseName, name: "\(baseName)(\(labels.joined()))",
      text: includesText ? shortText(call) : "", typeArguments: typeArguments,
      trailingClosures: (call.trailingClosure == nil ? 0 : 1)
        + call.additionalTrailingClosures.count)
  }

  /// What a method call's base is.
  private static func callReceiver(_ base: ExprSyntax) -> HierarchyCall.Receiver {
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if name == "self" || name == "Self" { return .enclosingType }
      return isTypeLike(name) ? .type(name) : .property(name)
    }
    if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
      let name = member.declName.baseName.text
      let innerExpr = strip(inner).expr
      if let reference = innerExpr.as(DeclReferenceExprSyntax.self) {
        let innerName = reference.baseName.text
        if innerName == "self" { return .property(name) }
        if isTypeLike(innerName), sharedInstanceNames.contains(name) { return .type(innerName) }
      }
      if isTypeLike(name), let path = path(base) { return .type(path) }
    }
    if let call = base.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
      let argument = call.arguments.first?.expression,
      strip(argument).expr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      return .enclosingType
    }
    return .expression(shortText(base))
  }
}

extension SwiftHierarchySyntax {
  /// The case an argument names with an implicit member expression: `settings` for
  /// `.settings` or `.player(url)`; nil for anything else.
  static func implicitMemberName(_ expr: ExprSyntax) -> String? {
    var current = strip(expr).expr
    if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
    guard let member = current.as(MemberAccessExprSyntax.self), member.base == nil else {
      return nil
    }
    return member.declName.baseName.text
  }
}
