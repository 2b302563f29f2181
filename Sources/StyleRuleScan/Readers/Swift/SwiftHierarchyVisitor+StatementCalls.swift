import SwiftSyntax

/// The calls a function makes as its body's own statements.
extension SwiftHierarchyVisitor {
  /// Records the calls of the module's code that a function (not a launch method, whose calls
  /// are launch calls) makes as statements of its own body: `showMain()`,
  /// `try coordinator.start()`, `_ = setUp()`.
  ///
  /// Read before the function's subtree may be skipped (a helper that only calls another has
  /// no hint), from its top-level statements only: a call under a condition or in a closure
  /// is not one. Linear in the body's statements.
  func recordStatementCalls(of function: FunctionDeclSyntax) {
    guard let body = function.body else { return }
    // The function's name is made once it has a call to record: most functions have none.
    var name: String?
    for statement in body.statements {
      guard let expression = statement.item.as(ExprSyntax.self),
        let call = Self.statementCall(expression),
        SwiftHierarchySyntax.calledTypeName(call) == nil,
        SwiftHierarchySyntax.isModuleCallShape(call)
      else { continue }
      let functionName = name ?? Self.functionName(function)
      name = functionName
      // A launch method's calls are launch calls.
      guard Self.launchRole(ofFunction: functionName) == nil else { return }
      // Without its text: most are never followed, and a note names the call by its name.
      guard let moduleCall = SwiftHierarchySyntax.moduleCall(call, includesText: false) else {
        continue
      }
      facts.statementCalls.append(
        HierarchyStatementCall(
          typeName: types.last?.name, function: function.name.text, functionName: functionName,
          call: moduleCall, origin: origin(call)))
    }
  }

  /// The call a statement makes: the expression itself, under `try` and `await`, or the
  /// value of `_ = call()`.
  private static func statementCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
    var current = expression
    if let sequence = current.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[0].is(DiscardAssignmentExprSyntax.self),
        elements[1].is(AssignmentExprSyntax.self)
      else { return nil }
      current = elements[2]
    }
    var steps = 0
    while steps < 8 {
      steps += 1
      if let tryExpression = current.as(TryExprSyntax.self) {
        current = tryExpression.expression
      } else if let awaitExpression = current.as(AwaitExprSyntax.self) {
        current = awaitExpression.expression
      } else {
        break
      }
    }
    return current.as(FunctionCallExprSyntax.self)
  }
}

extension SwiftHierarchyVisitor {
  /// Whether a node declares or extends a type whose members may call one another.
  static func isTypeDeclaration(_ node: some SyntaxProtocol) -> Bool {
    node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self)
      || node.is(EnumDeclSyntax.self) || node.is(ExtensionDeclSyntax.self)
      || node.is(ActorDeclSyntax.self)
  }
}
