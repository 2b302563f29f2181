import StyleRuleKit
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
  /// A Swift 2 case of a UIKit enum (`.LightContent`, `UIStatusBarStyle.LightContent`) is its
  /// modern word (``SwiftLegacyCaseNames``); a capitalised case of another type stays as written.
  static func literalWord(_ expression: ExprSyntax) -> String? {
    let expression = unwrapped(expression)
    if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
      return boolean.literal.text
    }
    if expression.is(NilLiteralExprSyntax.self) { return "nil" }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.argumentNames == nil
    {
      let word = plainName(member.declName.baseName)
      guard let base = member.base else {
        return SwiftLegacyCaseNames.modernName(of: word, qualifiedBy: nil) ?? word
      }
      if let typeName = base.as(DeclReferenceExprSyntax.self),
        typeName.baseName.text.first?.isUppercase == true
      {
        let type = plainName(typeName.baseName)
        return SwiftLegacyCaseNames.modernName(of: word, qualifiedBy: type) ?? word
      }
      if let qualified = base.as(MemberAccessExprSyntax.self),
        qualified.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIKit"
      {
        let type = plainName(qualified.declName.baseName)
        return SwiftLegacyCaseNames.modernName(of: word, qualifiedBy: type) ?? word
      }
    }
    return nil
  }

  /// A call or read of a function or property the module may declare: `f(…)`, `Type.f(…)`,
  /// `Type.Nested.value`; nil for anything else (a bare name is a property of the object,
  /// `Type(…)` an initializer), and for a member of `Self`, `UIKit` or a value type of the
  /// status bar (`UIStatusBarStyle.lightContent`).
  static func moduleValueReference(_ expression: ExprSyntax, in source: SwiftSourceText)
    -> SwiftValueReference?
  {
    let expression = unwrapped(expression)
    var callee = expression
    var labels: [String?]?
    if let call = expression.as(FunctionCallExprSyntax.self) {
      guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else {
        return nil
      }
      callee = unwrapped(call.calledExpression)
      labels = call.arguments.map { $0.label.map(plainName) }
    }
    let text = SwiftShortText.of(expression, in: source)
    if let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      let name = plainName(reference.baseName)
      guard labels != nil, !SwiftHierarchySyntax.isTypeLike(name) else { return nil }
      return SwiftValueReference(typeName: nil, name: name, argumentLabels: labels, text: text)
    }
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.argumentNames == nil, let base = member.base
    else { return nil }
    let name = plainName(member.declName.baseName)
    guard !SwiftHierarchySyntax.isTypeLike(name), name != "init" else { return nil }
    guard let typeName = typePath(base) else {
      // A property of an instance the scan does not type (`Theme.current.statusBarStyle`):
      // not `self`'s (a property of the class) nor a controller's member (forwarding).
      guard labels == nil, ControllerMember(swiftName: name) == nil,
        unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text != "self",
        !unwrapped(base).is(SuperExprSyntax.self)
      else { return nil }
      return SwiftValueReference(
        typeName: nil, name: name, argumentLabels: nil, text: text, isOnInstance: true)
    }
    return SwiftValueReference(typeName: typeName, name: name, argumentLabels: labels, text: text)
  }

  /// The type names a module reference may not be made on: `Self`, `UIKit` and the status bar
  /// value types.
  private static let typesNotFollowed: Set<String> = [
    "Self", "UIKit", "Bool", "UIStatusBarStyle", "UIStatusBarAnimation",
    "UIModalPresentationStyle", "UIUserInterfaceStyle",
  ]

  /// `A` or `A.B`, when every name is a type's (starts with an upper-case letter) and none
  /// is in ``typesNotFollowed``; nil otherwise.
  static func typePath(_ expression: ExprSyntax) -> String? {
    var names: [String] = []
    var current: ExprSyntax? = unwrapped(expression)
    var steps = 0
    while let node = current, steps < 16 {
      steps += 1
      if let reference = node.as(DeclReferenceExprSyntax.self) {
        names.append(plainName(reference.baseName))
        current = nil
      } else if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
        names.append(plainName(member.declName.baseName))
        current = unwrapped(base)
      } else {
        return nil
      }
    }
    guard current == nil,
      names.allSatisfy({ SwiftHierarchySyntax.isTypeLike($0) && !typesNotFollowed.contains($0) })
    else { return nil }
    return names.reversed().joined(separator: ".")
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

  /// The most names ``propertyPath(_:)`` reads.
  static let maximumPathLength = 4

  /// The names of a chain of properties from the object itself, optional chaining and forced
  /// unwrapping skipped: `self.navigationController?.navigationBar.isTranslucent` is
  /// `["navigationController", "navigationBar", "isTranslucent"]`; nil when the chain starts
  /// elsewhere (a call, a local's subscript) or is longer than ``maximumPathLength``.
  static func propertyPath(_ expression: ExprSyntax) -> [String]? {
    var names: [String] = []
    var current: ExprSyntax? = unwrapped(expression)
    while let expression = current {
      guard names.count <= maximumPathLength else { return nil }
      if let chained = expression.as(OptionalChainingExprSyntax.self) {
        current = chained.expression
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let member = expression.as(MemberAccessExprSyntax.self),
        member.declName.argumentNames == nil
      {
        names.append(plainName(member.declName.baseName))
        guard let base = member.base else { return nil }
        current = base
      } else if let reference = expression.as(DeclReferenceExprSyntax.self),
        reference.argumentNames == nil
      {
        if reference.baseName.tokenKind != .keyword(.self) {
          names.append(plainName(reference.baseName))
        }
        current = nil
      } else {
        return nil
      }
    }
    return names.isEmpty || names.count > maximumPathLength ? nil : names.reversed()
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
  static func controllerSelector(_ expression: ExprSyntax) -> ChildSelector? {
    var expression = unwrapped(expression)
    if let chained = expression.as(OptionalChainingExprSyntax.self) {
      expression = unwrapped(chained.expression)
    } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      expression = unwrapped(forced.expression)
    }
    if expression.is(NilLiteralExprSyntax.self) { return ChildSelector.none }
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
    default: return .named(name)
    }
  }

  /// A read of a status bar member from another controller: `selector?.member`, `selector!.member`,
  /// `selector.member` (and `selector.member()` in old Swift).
  ///
  /// Returns the selector and the member's Swift name.
  static func memberRead(_ expression: ExprSyntax) -> (ChildSelector, String)? {
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
