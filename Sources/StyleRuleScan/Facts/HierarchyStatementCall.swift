import StyleRuleKit

/// A call of the module's code that a function makes as one of its body's own statements
/// (`showMain()`, `try coordinator.start()`): not under a condition, not in a closure, so it
/// runs whenever the function does.
///
/// The assembler follows these from the launch methods' calls, to any depth: what the
/// callee does to windows then happens at launch.
struct HierarchyStatementCall: Sendable, Hashable {
  /// The type the calling function is declared in (for an extension, the extended type);
  /// nil at the top level.
  var typeName: String?
  /// The calling function's base name (`startApplication`).
  var function: String
  /// The calling function's name with its labels (`restore(_:animated:)`), which tells a
  /// call of an overload of the same base name from a call of itself.
  var functionName: String
  /// The call.
  var call: HierarchyCall
  /// Where the call is.
  var origin: SourceOrigin
}
