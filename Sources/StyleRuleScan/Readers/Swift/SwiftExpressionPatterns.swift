import SwiftSyntax

/// Recognisers for the small expressions status bar code is made of: literals, controller
/// selectors, and reads of another controller's member.
///
/// None of them recurses: each looks a fixed number of levels into the expression.
enum SwiftExpressionPatterns {
  /// The expression without redundant parentheses, `try` or `await`.
  static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    // Bounded: each step removes one layer of syntax, so the loop ends with the tree.
    while true {
      if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        current = only.expression
      } else if let tryExpression = current.as(TryExprSyntax.self) {
        current = tryExpression.expression
      } else if let awaitExpression = current.as(AwaitExprSyntax.self) {
        current = awaitExpression.expression
      } else {
        return current
      }
    }
  }

  /// The identifier without backticks.
  static func plainName(_ token: TokenSyntax) -> String {
    let text = token.text
    if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
      return String(text.dropFirst().dropLast())
    }
    return text
  }

  /// The literal word of a value: `.lightContent`, `UIStatusBarStyle.lightContent`, `true`, `nil`;
  /// nil for anything else.
  ///
  /// Any type name may qualify the word; callers check the word against the member's values.
  static func literalWord(_ expression: ExprSyntax) -> String? {
    let expression = unwrapped(expression)
    if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
      return boolean.literal.text
    }
    if expression.is(NilLiteralExprSyntax.self) { return "nil" }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.argumentNames == nil
    {
      guard let base = member.base else { return plainName(member.declName.baseName) }
      if let typeName = base.as(DeclReferenceExprSyntax.self),
        typeName.baseName.text.first?.isUppercase == true
      {
        return plainName(member.declName.baseName)
      }
      if let qualified = base.as(MemberAccessExprSyntax.self),
        qualified.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIKit"
      {
        return plainName(member.declName.baseName)
      }
    }
    return nil
  }

  /// The value an assignment or initializer gives, `expression` being in the file `source`
  /// holds.
  static func assignedValue(_ expression: ExprSyntax, in source: SwiftSourceText)
    -> SwiftAssignedValue
  {
    if let word = literalWord(expression) { return .word(word) }
    if let sequence = unwrapped(expression).as(SequenceExprSyntax.self),
      let words = literalWords(choosing: Array(sequence.elements))
    {
      return .words(words)
    }
    return .other(SwiftShortText.of(expression, in: source))
  }

  /// The literal words a chain of ternaries chooses between (`isLight ? .darkContent :
  /// .lightContent`), in order, each once; nil unless every alternative is a literal word.
  static func literalWords(choosing elements: [ExprSyntax]) -> [String]? {
    guard let alternatives = SwiftHierarchySyntax.ternaryAlternatives(elements) else {
      return nil
    }
    var words: [String] = []
    for alternative in alternatives {
      guard let word = literalWord(alternative) else { return nil }
      if !words.contains(word) { words.append(word) }
    }
    return words
  }

  /// The value of the operator sequence made of `elements` (`a + b` after `x = `): literal
  /// words for a chain of ternaries over them, else the expression.
  static func assignedValue(elements: [ExprSyntax], in source: SwiftSourceText)
    -> SwiftAssignedValue
  {
    if elements.count == 1, let only = elements.first { return assignedValue(only, in: source) }
    if let words = literalWords(choosing: elements) { return .words(words) }
    return .other(SwiftShortText.of(elements, in: source))
  }

  /// The name of a property of the object itself: `name` or `self.name`.
  static func ownPropertyName(_ expression: ExprSyntax) -> String? {
    let expression = unwrapped(expression)
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil
    {
      let name = plainName(reference.baseName)
      return name == "self" || name == "super" ? nil : name
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return plainName(member.declName.baseName)
    }
    return nil
  }

  /// The controller an expression names: UIKit's selectors, `children.first`/`.last` (or
  /// `viewControllers.first`/`.last`, and Swift 4's `childViewControllers`), `nil`, or a
  /// property of the object itself.
  ///
  /// Optional chaining and force unwrapping around it are ignored.
  static func controllerSelector(_ expression: ExprSyntax) -> ControllerSelector? {
    var expression = unwrapped(expression)
    if let chained = expression.as(OptionalChainingExprSyntax.self) {
      expression = unwrapped(chained.expression)
    } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      expression = unwrapped(forced.expression)
    }
    if expression.is(NilLiteralExprSyntax.self) { return ControllerSelector.none }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let list = ownPropertyName(base),
      list == "children" || list == "viewControllers" || list == "childViewControllers"
    {
      switch member.declName.baseName.text {
      case "first": return .firstChild
      case "last": return .lastChild
      default: return nil
      }
    }
    guard let name = ownPropertyName(expression) else { return nil }
    switch name {
    case "topViewController": return .topViewController
    case "visibleViewController": return .visibleViewController
    case "selectedViewController": return .selectedViewController
    case "children", "childViewControllers", "viewControllers", "navigationController",
      "tabBarController", "parent", "presentingViewController", "presentedViewController",
      "splitViewController":
      return nil
    default: return .storedProperty(name)
    }
  }

  /// A read of a status bar member from another controller: `selector?.member`, `selector!.member`,
  /// `selector.member` (and `selector.member()` in old Swift).
  ///
  /// Returns the selector and the member's Swift name.
  static func memberRead(_ expression: ExprSyntax) -> (ControllerSelector, String)? {
    var expression = unwrapped(expression)
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    {
      expression = unwrapped(call.calledExpression)
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let selector = controllerSelector(base), selector != .none
    else { return nil }
    return (selector, member.declName.baseName.text)
  }
}
