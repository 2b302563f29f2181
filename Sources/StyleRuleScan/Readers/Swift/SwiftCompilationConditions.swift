import SwiftSyntax

/// Which `#if` branches an iOS build of the app compiles, as far as the condition says.
///
/// The scan models the app on iPhone and iPad: `os(iOS)` and `canImport(UIKit)` hold;
/// another system (`os(macOS)`, `os(watchOS)`, `os(tvOS)`, `os(visionOS)`…),
/// `canImport(AppKit)` and `targetEnvironment(macCatalyst)` do not. Anything else (a flag
/// such as `DEBUG`, the simulator, a Swift or compiler version, an architecture) depends on
/// the build: every branch of such a condition is read, as the scan always did. `!`, `&&`
/// and `||` combine the three answers.
enum SwiftCompilationConditions {
  /// The systems other than iOS that `os(…)` names.
  static let otherSystems: Set<String> = [
    "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android",
    "FreeBSD", "OpenBSD", "WASI", "Cygwin", "Haiku", "PS4", "none",
  ]

  /// Modules an iOS build can import.
  static let importable: Set<String> = ["UIKit", "SwiftUI", "Foundation", "Combine"]
  /// Modules an iOS build cannot import.
  static let notImportable: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit"]

  /// Whether the clause is one an iOS build leaves out: its condition does not hold there,
  /// or an earlier clause's does.
  static func isInactiveOnIOS(_ clause: IfConfigClauseSyntax) -> Bool {
    if let condition = clause.condition, value(of: condition) == false { return true }
    guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
    for earlier in list {
      if earlier.id == clause.id { return false }
      if let condition = earlier.condition, value(of: condition) == true { return true }
    }
    return false
  }

  /// How deeply nested a condition is evaluated; deeper parts depend on the build (no
  /// real condition nests this far, and the bound keeps the evaluation's own depth small).
  static let maximumDepth = 16

  /// What a condition evaluates to in an iOS build: nil when it depends on the build.
  static func value(of condition: ExprSyntax, depth: Int = 0) -> Bool? {
    guard depth < maximumDepth else { return nil }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return value(of: prefix.expression, depth: depth + 1).map { !$0 }
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return value(of: only.expression, depth: depth + 1)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return value(ofSequence: Array(sequence.elements), depth: depth + 1)
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self) {
      return value(
        ofSequence: [infix.leftOperand, infix.operator, infix.rightOperand], depth: depth + 1)
    }
    return platformValue(condition)
  }

  /// `a && b || c` as SwiftParser leaves it, unfolded: the `||` of groups joined by `&&`,
  /// in three values (false wins a conjunction, true a disjunction).
  private static func value(ofSequence elements: [ExprSyntax], depth: Int) -> Bool? {
    var groups: [[ExprSyntax]] = [[]]
    for element in elements {
      if let binary = element.as(BinaryOperatorExprSyntax.self) {
        switch binary.operator.text {
        case "||": groups.append([])
        case "&&": continue
        default: return nil
        }
      } else {
        groups[groups.count - 1].append(element)
      }
    }
    var anyUnknown = false
    for group in groups {
      var conjunction: Bool? = true
      for operand in group {
        let operandValue = value(of: operand, depth: depth + 1)
        if operandValue == false {
          conjunction = false
          break
        }
        if operandValue == nil { conjunction = nil }
      }
      if conjunction == true { return true }
      if conjunction == nil { anyUnknown = true }
    }
    return anyUnknown ? nil : false
  }

  /// `os(…)`, `canImport(…)` and `targetEnvironment(…)` as an iOS build answers them.
  private static func platformValue(_ expression: ExprSyntax) -> Bool? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      call.arguments.count >= 1,
      let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?
        .baseName.text
    else { return nil }
    switch function {
    case "os":
      if argument == "iOS" { return true }
      return otherSystems.contains(argument) ? false : nil
    case "canImport":
      if importable.contains(argument) { return true }
      return notImportable.contains(argument) ? false : nil
    case "targetEnvironment":
      return argument == "macCatalyst" ? false : nil
    default:
      return nil
    }
  }
}
