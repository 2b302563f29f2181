import SwiftSyntax

/// Reads the value Swift code gives a layout property into the form a rules file writes it:
/// `[]` is `none`, `[.bottom, .top]` is `[top, bottom]`, `UIEdgeInsets(top: 20, left: 0,
/// bottom: 0, right: 0)` is `top 20`, `UITableView(frame: .zero)` is `UITableView`.
///
/// Only literals are read: a value the code computes (a variable, arithmetic, a call of the
/// app's own) gives nil, and the caller records it as undetermined. Each function looks at a
/// bounded number of nodes (an array's elements, a call's four arguments), never recursing.
enum LayoutValueReader {
  /// The edges in the order a rules file writes them.
  static let edgeOrder = ["top", "left", "bottom", "right"]

  /// The view classes the rules language names for `view`.
  static let viewClasses: Set<String> = [
    "UIView", "UIScrollView", "UITableView", "UICollectionView",
  ]

  /// The rules text of `expression` as a value of `kind`, or nil when it is not a literal of
  /// that kind.
  static func value(_ expression: ExprSyntax, kind: ControllerMember.ValueKind) -> String? {
    switch kind {
    case .rectEdges: return edges(expression)
    case .edgeInsets: return insets(expression)
    case .viewClass: return viewClass(expression)
    case .largeTitleDisplayMode, .contentInsetAdjustment:
      guard let word = enumWord(expression), kind.literals.contains(word) else { return nil }
      return word
    default:
      guard let word = SwiftExpressionPatterns.literalWord(expression),
        kind.literals.contains(word)
      else { return nil }
      return word
    }
  }

  /// The case name of `.never`, `Type.never` or `Outer.Type.never` (every qualifier a type
  /// name), nil for anything else.
  static func enumWord(_ expression: ExprSyntax) -> String? {
    guard
      let member = SwiftExpressionPatterns.unwrapped(expression).as(MemberAccessExprSyntax.self),
      member.declName.argumentNames == nil
    else { return nil }
    var base = member.base
    var steps = 0
    while let current = base, steps < 4 {
      steps += 1
      if let reference = current.as(DeclReferenceExprSyntax.self) {
        guard reference.baseName.text.first?.isUppercase == true else { return nil }
        base = nil
      } else if let qualifier = current.as(MemberAccessExprSyntax.self) {
        guard qualifier.declName.baseName.text.first?.isUppercase == true else { return nil }
        base = qualifier.base
      } else {
        return nil
      }
    }
    guard base == nil else { return nil }
    return SwiftExpressionPatterns.plainName(member.declName.baseName)
  }

  /// A `UIRectEdge` literal: `[]`, `.all`, `.top`, `[.top, .bottom]`, `UIRectEdge()`,
  /// `UIRectEdge([.top])`, as `none`, `all`, `top` or `[top, bottom]`.
  static func edges(_ expression: ExprSyntax) -> String? {
    var expression = SwiftExpressionPatterns.unwrapped(expression)
    if let call = expression.as(FunctionCallExprSyntax.self),
      isType(call.calledExpression, "UIRectEdge"),
      call.trailingClosure == nil
    {
      switch call.arguments.count {
      case 0: return "none"
      case 1:
        guard let argument = call.arguments.first, argument.label == nil else { return nil }
        expression = SwiftExpressionPatterns.unwrapped(argument.expression)
      default: return nil
      }
    }
    var named: Set<String> = []
    if let array = expression.as(ArrayExprSyntax.self) {
      for element in array.elements {
        guard let word = enumWord(element.expression) else { return nil }
        named.insert(word)
      }
    } else if let word = enumWord(expression) {
      named.insert(word)
    } else {
      return nil
    }
    guard named.isSubset(of: Set(edgeOrder + ["all"])) else { return nil }
    if named.contains("all") || named.count == edgeOrder.count { return "all" }
    let edges = edgeOrder.filter(named.contains)
    switch edges.count {
    case 0: return "none"
    case 1: return edges[0]
    default: return "[" + edges.joined(separator: ", ") + "]"
    }
  }

  /// A `UIEdgeInsets` literal: `.zero`, `UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)`
  /// (or `.init(…)`), its numbers literals with at most two decimals, as `top 20` or `zero`.
  static func insets(_ expression: ExprSyntax) -> String? {
    let expression = SwiftExpressionPatterns.unwrapped(expression)
    if enumWord(expression) == "zero" { return "zero" }
    guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      isType(call.calledExpression, "UIEdgeInsets"), call.arguments.count == edgeOrder.count
    else { return nil }
    var parts: [String] = []
    for (argument, edge) in zip(call.arguments, edgeOrder) {
      guard argument.label?.text == edge, let number = number(argument.expression) else {
        return nil
      }
      if number != "0" { parts.append(edge + " " + number) }
    }
    return parts.isEmpty ? "zero" : parts.joined(separator: ", ")
  }

  /// A non-negative number literal with at most two decimals, as the rules file writes it
  /// (`20`, `10.5`), nil for anything else.
  static func number(_ expression: ExprSyntax) -> String? {
    let expression = SwiftExpressionPatterns.unwrapped(expression)
    let text: String
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      text = integer.literal.text
    } else if let float = expression.as(FloatLiteralExprSyntax.self) {
      text = float.literal.text
    } else {
      return nil
    }
    let digits = text.filter { $0 != "_" }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else {
      return nil
    }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.count <= 6 else {
      return nil
    }
    let wholeText = String(Int(whole) ?? 0)
    guard parts.count == 2 else { return wholeText }
    var fraction = String(parts[1])
    while fraction.hasSuffix("0") { fraction.removeLast() }
    guard fraction.count <= 2 else { return nil }
    return fraction.isEmpty ? wholeText : wholeText + "." + fraction
  }

  /// The view class a `UIScrollView(…)`, `UITableView(…)`, `UICollectionView(…)` or
  /// `UIView(…)` call creates.
  static func viewClass(_ expression: ExprSyntax) -> String? {
    let expression = SwiftExpressionPatterns.unwrapped(expression)
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      viewClasses.contains(type)
    else { return nil }
    return type
  }

  /// Whether `called` names the type `name` (`UIEdgeInsets`, `UIKit.UIEdgeInsets`,
  /// `UIEdgeInsets.init` or `.init`).
  private static func isType(_ called: ExprSyntax, _ name: String) -> Bool {
    var called = called
    if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init"
    {
      guard let base = member.base else { return true }
      called = base
    }
    if let reference = called.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == name
    }
    guard let member = called.as(MemberAccessExprSyntax.self) else { return false }
    return member.declName.baseName.text == name
      && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIKit"
  }
}
