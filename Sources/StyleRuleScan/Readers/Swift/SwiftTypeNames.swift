import SwiftSyntax

/// Reading type names as the scan compares them: without generic arguments or spaces.
enum SwiftTypeNames {
  /// The last of a qualified name's dot-separated names (`Outer.Inner` → `Inner`), as
  /// `split(separator: ".").last` gives it, without splitting a name that has no dot.
  static func simpleName(_ name: String) -> String {
    guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
    return name.split(separator: ".").last.map(String.init) ?? name
  }

  /// The type's name as the scan compares it, `type` being in the file `source` holds.
  ///
  /// `UIHostingController<PlayerView>` → `UIHostingController`; `Outer.Inner` stays; a module
  /// prefix (`UIKit.UIViewController`) is dropped for UIKit and SwiftUI.
  static func withoutGenericArguments(_ type: TypeSyntax, in source: SwiftSourceText) -> String {
    var name: String
    if let range = source.trimmedRange(from: type, through: type),
      let ascii = withoutGenericArguments(asciiBytes: source.bytes[range])
    {
      name = ascii
    } else {
      name = withoutGenericArguments(characters: type.trimmedDescription)
    }
    for prefix in ["UIKit.", "SwiftUI."] where name.hasPrefix(prefix) {
      name.removeFirst(prefix.count)
    }
    return name
  }

  /// The text without what is between angle brackets, nor white space.
  private static func withoutGenericArguments(characters text: String) -> String {
    var name = ""
    var depth = 0
    for character in text {
      switch character {
      case "<": depth += 1
      case ">": depth = max(0, depth - 1)
      default:
        if depth == 0, !character.isWhitespace { name.append(character) }
      }
    }
    return name
  }

  /// The same for ASCII text, byte by byte; nil when a byte is not ASCII.
  private static func withoutGenericArguments(asciiBytes bytes: ArraySlice<UInt8>) -> String? {
    var name: [UInt8] = []
    name.reserveCapacity(bytes.count)
    var depth = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"): depth = max(0, depth - 1)
      case 0x80...: return nil
      case 0x09...0x0D, 0x20: break  // white space
      default: if depth == 0 { name.append(byte) }
      }
    }
    return String(decoding: name, as: UTF8.self)
  }

  /// The generic arguments of a type as written, with the angle brackets (`<PlayerView>`).
  static func genericArguments(_ type: TypeSyntax, in source: SwiftSourceText) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self),
      let arguments = identifier.genericArgumentClause
    {
      return SwiftShortText.of(arguments, in: source)
    }
    if let member = type.as(MemberTypeSyntax.self), let arguments = member.genericArgumentClause {
      return SwiftShortText.of(arguments, in: source)
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
