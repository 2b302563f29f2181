import SwiftSyntax

/// SwiftUI scenes: the members declared `some Scene`, the `WindowGroup`s they make and the
/// other scenes they list.
extension SwiftHierarchyVisitor {
  /// SwiftUI's own scene types other than `WindowGroup` (recorded where it is called) and
  /// `Group` (whose content is read): they list no scene of the app's.
  static let systemSceneTypes: Set<String> = [
    "WindowGroup", "Group", "Settings", "DocumentGroup", "Window", "UtilityWindow",
    "MenuBarExtra", "ImmersiveSpace", "WKNotificationScene", "AlertScene",
  ]

  /// The most statements of one scene member looked at for the scenes it lists; more are not
  /// read (a scene member holds a few).
  static let maximumSceneStatements = 10_000

  /// The getter's statements of a computed property's accessors, nil for a stored one.
  static func getter(of node: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
    switch node.accessors {
    case .getter(let items): return items
    case .accessors(let accessors):
      for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
        return accessor.body?.statements
      }
      return nil
    }
  }

  /// Starts the ``HierarchySceneMember`` of the method just entered, a member declared
  /// `some Scene`, with the other scenes its statements list (its `WindowGroup`s are recorded
  /// as the walk meets them).
  func enterSceneMember(
    _ name: String, statements: CodeBlockItemListSyntax?, at position: some SyntaxProtocol
  ) {
    guard let last = frames.indices.last else { return }
    frames[last].sceneMemberIndex = facts.sceneMembers.count
    facts.sceneMembers.append(
      HierarchySceneMember(
        typeName: types.last?.name, name: name,
        items: statements.map(sceneReferences(in:)) ?? [], origin: origin(position)))
  }

  /// A `WindowGroup { Content() }` in a member declared `some Scene`.
  func recordWindowGroup(_ node: FunctionCallExprSyntax) {
    guard let index = frames.last?.sceneMemberIndex, facts.sceneMembers.indices.contains(index)
    else { return }
    var view = HierarchySwiftUIView(typeName: nil, origin: origin(node))
    let closure =
      node.trailingClosure
      ?? SwiftHierarchySyntax.argument(node, label: "content")?.as(ClosureExprSyntax.self)
    if let closure, let first = closure.statements.first?.item.as(ExprSyntax.self) {
      view = swiftUIView(first)
    }
    facts.sceneMembers[index].items.append(.windowGroup(view))
  }

  /// The scenes a scene member's statements list that are not `WindowGroup`s: other members
  /// (`appScene`, `self.appScene`, `makeScenes()`) and instances of the app's scene types
  /// (`MainScene()`), through `#if`, `if`, `switch` and `Group { … }`, read with a work list.
  func sceneReferences(in statements: CodeBlockItemListSyntax) -> [HierarchySceneItem] {
    var items: [HierarchySceneItem] = []
    var pending: [CodeBlockItemListSyntax] = [statements]
    var looked = 0
    func read(_ expression: ExprSyntax) {
      let core = Self.sceneWithoutModifiers(expression)
      if let ifExpression = core.as(IfExprSyntax.self) {
        var current: IfExprSyntax? = ifExpression
        var steps = 0
        while let branch = current, steps < Self.maximumSceneStatements {
          steps += 1
          pending.append(branch.body.statements)
          switch branch.elseBody {
          case .ifExpr(let next)?: current = next
          case .codeBlock(let block)?:
            pending.append(block.statements)
            current = nil
          case nil: current = nil
          }
        }
        return
      }
      if let switchExpression = core.as(SwitchExprSyntax.self) {
        for element in switchExpression.cases {
          if case .switchCase(let switchCase) = element { pending.append(switchCase.statements) }
        }
        return
      }
      if let item = sceneItem(core) { items.append(item) }
      if let call = core.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group",
        let closure = call.trailingClosure
      {
        pending.append(closure.statements)
      }
    }
    while let list = pending.popLast() {
      for statement in list {
        looked += 1
        if looked > Self.maximumSceneStatements { return items }
        switch statement.item {
        case .expr(let expression): read(expression)
        case .stmt(let statement):
          if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
            read(expression)
          }
        case .decl(let declaration):
          guard let ifConfig = declaration.as(IfConfigDeclSyntax.self) else { continue }
          for clause in ifConfig.clauses
          where !SwiftCompilationConditions.isInactiveOnIOS(clause) {
            if case .statements(let nested)? = clause.elements { pending.append(nested) }
          }
        }
      }
    }
    return items
  }

  /// A scene expression without the scene modifiers chained onto it
  /// (`appScene.commands { … }` → `appScene`).
  static func sceneWithoutModifiers(_ expression: ExprSyntax) -> ExprSyntax {
    var current = SwiftHierarchySyntax.strip(expression).expr
    var steps = 0
    while steps < maximumSceneStatements {
      steps += 1
      guard let call = current.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base,
        !SwiftHierarchySyntax.isTypeLike(member.declName.baseName.text),
        !Self.isSelf(base)
      else { break }
      current = SwiftHierarchySyntax.strip(base).expr
    }
    return current
  }

  /// Whether an expression is `self`.
  static func isSelf(_ expression: ExprSyntax) -> Bool {
    SwiftHierarchySyntax.strip(expression).expr.as(DeclReferenceExprSyntax.self)?.baseName.text
      == "self"
  }

  /// The scene an expression without modifiers names, when it is another member or one of
  /// the app's scene types.
  private func sceneItem(_ core: ExprSyntax) -> HierarchySceneItem? {
    var callee = core
    var labels: String?
    if let call = core.as(FunctionCallExprSyntax.self) {
      callee = call.calledExpression
      labels = call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
    }
    var name: String?
    if let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      name = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
      Self.isSelf(base)
    {
      name = member.declName.baseName.text
    }
    guard let name, name != "self" else { return nil }
    if SwiftHierarchySyntax.isTypeLike(name) {
      guard labels != nil, !Self.systemSceneTypes.contains(name) else { return nil }
      return .sceneType(name, origin: origin(core))
    }
    return .member(labels.map { "\(name)(\($0))" } ?? name, origin: origin(core))
  }
}
