import SwiftSyntax

/// Reading type names as the scan compares them: without generic arguments or spaces.
enum SwiftTypeNames {
  /// `UIHostingController<PlayerView>` → `UIHostingController`; `Outer.Inner` stays; a module
  /// prefix (`UIKit.UIViewController`) is dropped for UIKit and SwiftUI.
  static func withoutGenericArguments(_ type: TypeSyntax) -> String {
    var name = ""
    var depth = 0
    for character in type.trimmedDescription {
      switch character {
      case "<": depth += 1
      case ">": depth = max(0, depth - 1)
      default:
        if depth == 0, !character.isWhitespace { name.append(character) }
      }
    }
    for prefix in ["UIKit.", "SwiftUI."] where name.hasPrefix(prefix) {
      name.removeFirst(prefix.count)
    }
    return name
  }

  /// The generic arguments of a type as written, with the angle brackets (`<PlayerView>`).
  static func genericArguments(_ type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self),
      let arguments = identifier.genericArgumentClause
    {
      return SwiftExpressionPatterns.shortText(arguments)
    }
    if let member = type.as(MemberTypeSyntax.self), let arguments = member.genericArgumentClause {
      return SwiftExpressionPatterns.shortText(arguments)
    }
    return nil
  }

  /// Whether an expression is `UIApplication.shared` (or `UIApplication.sharedApplication()`).
  static func isSharedApplication(_ expression: ExprSyntax) -> Bool {
    var expression = SwiftExpressionPatterns.unwrapped(expression)
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
      expression = call.calledExpression
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "shared"
        || member.declName.baseName.text == "sharedApplication",
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return false }
    return base.baseName.text == "UIApplication"
  }
}
