import SwiftSyntax

/// Static properties that give a storyboard.
extension SwiftHierarchyVisitor {
  /// Records a static (or class) property of the enclosing type that gives a storyboard.
  ///
  /// One declared `UIStoryboard`, or valued with `UIStoryboard(name:bundle:)`. Its storyboard
  /// is known when its value (a `let`'s initial value, or a getter's one expression or one
  /// `return`) is `UIStoryboard(name: "Literal", bundle: …)`.
  func recordStoryboardProperty(_ node: PatternBindingSyntax, name: String) {
    guard let typeName = types.last?.name,
      let declaration = node.parent?.parent?.as(VariableDeclSyntax.self),
      declaration.modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      })
    else { return }
    let declaredType = node.typeAnnotation.map { SwiftHierarchySyntax.typeName($0.type) }
    let value = node.initializer?.value ?? Self.singleGetterValue(node)
    let creation = value.flatMap {
      SwiftHierarchySyntax.strip($0).expr.as(FunctionCallExprSyntax.self)
    }.flatMap { SwiftHierarchySyntax.calledTypeName($0) == "UIStoryboard" ? $0 : nil }
    guard declaredType == "UIStoryboard" || creation != nil else { return }
    var property = HierarchyStoryboardProperty(
      typeName: typeName, name: name, storyboardName: nil, unknownReason: nil,
      origin: origin(node))
    if let creation {
      let argument = SwiftHierarchySyntax.argument(creation, label: "name")
      property.storyboardName = argument.flatMap { SwiftHierarchySyntax.statedString($0) }
      if property.storyboardName == nil {
        let text = argument.map { SwiftHierarchySyntax.shortText($0) } ?? "missing"
        property.unknownReason = "its storyboard name is `\(text)`, not a string the code states"
      }
    } else {
      property.unknownReason =
        "its value is not one `UIStoryboard(name:bundle:)` with a literal name"
    }
    facts.storyboardProperties.append(property)
  }

  /// The one value a computed property's getter gives: its only statement, an expression or
  /// a `return`; nil for anything longer.
  private static func singleGetterValue(_ node: PatternBindingSyntax) -> ExprSyntax? {
    let statements: CodeBlockItemListSyntax?
    switch node.accessorBlock?.accessors {
    case .getter(let items)?:
      statements = items
    case .accessors(let accessors)?:
      statements =
        accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil:
      statements = nil
    }
    guard let statements, statements.count == 1, let item = statements.first?.item else {
      return nil
    }
    if let expression = item.as(ExprSyntax.self) { return expression }
    return item.as(ReturnStmtSyntax.self)?.expression
  }
}
