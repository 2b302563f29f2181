import StyleRuleKit
import SwiftSyntax

/// Walks one file's syntax tree and records its classes, extensions, status bar overrides,
/// stored properties, assignments and status bar calls.
///
/// SwiftSyntax's visitor does the walking; the visitor itself keeps a stack of the types and
/// functions it is in, and never recurses on its own.
final class SwiftDeclarationVisitor: SyntaxVisitor {
  /// A type the walk is inside.
  private struct TypeScope {
    /// The type's qualified name.
    var name: String
    /// The index of its record in `declarations.types`, for classes and extensions.
    var recordIndex: Int?
  }

  /// What the file declares, filled by the walk.
  private(set) var declarations: SwiftFileDeclarations
  /// The file's bytes, for origins and texts.
  private let source: SwiftSourceText
  /// Where in the file something might be recorded; subtrees without a hint are skipped.
  private let hints: SwiftDeclarationHints
  /// Whether subtrees without a hint are skipped (always, but for tests that check it
  /// changes nothing).
  private let skipsWithoutHints: Bool
  private var typeScopes: [TypeScope] = []
  /// The functions, initializers and properties the walk is in, innermost last, each with the
  /// depth of `typeScopes` when it was entered.
  private var contexts: [(name: String, typeDepth: Int)] = []

  /// Creates a visitor for the tree parsed from `source`, the file at `path` (relative to the
  /// scanned root).
  init(path: String, source: SwiftSourceText, skipsWithoutHints: Bool = true) {
    declarations = SwiftFileDeclarations(path: path)
    self.source = source
    hints = SwiftDeclarationHints(source.bytes)
    self.skipsWithoutHints = skipsWithoutHints
    super.init(viewMode: .sourceAccurate)
  }

  /// How many hints the node's text (with its trivia) has; `Int.max` when nothing is skipped.
  private func hintCount(in node: some SyntaxProtocol) -> Int {
    guard skipsWithoutHints else { return Int.max }
    return hints.count(in: node.position.utf8Offset..<node.endPosition.utf8Offset)
  }

  /// Whether the hint at a token is its own (the token is one).
  private func isHint(_ token: TokenSyntax) -> Bool {
    hints.contains(token.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  // MARK: Skipping

  /// A statement, or a declaration in code, without a hint records nothing: skip it.
  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    hintCount(in: node) == 0 ? .skipChildren : .visitChildren
  }

  /// A member of a struct, an enum or an actor is recorded only through a hint in it (a class
  /// or an assignment inside); a class's or an extension's members are always read.
  override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
    if typeScopes.last?.recordIndex == nil, hintCount(in: node) == 0 { return .skipChildren }
    return .visitChildren
  }

  /// The origin of a node's first token.
  private func origin(of node: some SyntaxProtocol) -> SourceOrigin {
    source.origin(of: node, path: declarations.path)
  }

  /// The qualified name for a type declared here with the simple name `name`.
  private func qualified(_ name: String) -> String {
    guard let outer = typeScopes.last else { return name }
    return outer.name + "." + name
  }

  /// The record of the class or extension whose body the walk is directly in (not inside a
  /// function or property of it).
  private var directRecordIndex: Int? {
    guard let scope = typeScopes.last, let index = scope.recordIndex else { return nil }
    if let context = contexts.last, context.typeDepth == typeScopes.count { return nil }
    return index
  }

  /// The record of the innermost class or extension, even inside one of its functions.
  private var enclosingRecordIndex: Int? {
    guard let scope = typeScopes.last else { return nil }
    return scope.recordIndex
  }

  /// The innermost function or property name, if it belongs to the innermost type.
  private var currentContextName: String? {
    guard let context = contexts.last, context.typeDepth == typeScopes.count else { return nil }
    return context.name
  }

  // MARK: Types

  /// A branch of `#if` that an iOS build leaves out (`#if os(macOS)`) is not read.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    SwiftCompilationConditions.isInactiveOnIOS(node) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type } ?? []
    var record = SwiftTypeDeclaration(
      kind: .classDeclaration, name: qualified(SwiftExpressionPatterns.plainName(node.name)),
      enclosingTypes: typeScopes.map(\.name),
      inheritedTypes: inherited.map { SwiftTypeNames.withoutGenericArguments($0, in: source) },
      firstInheritedGenericArguments: inherited.first.flatMap {
        SwiftTypeNames.genericArguments($0, in: source)
      },
      origin: origin(of: node.name))
    record.objectiveCName = Self.objectiveCName(node.attributes)
    declarations.types.append(record)
    typeScopes.append(TypeScope(name: record.name, recordIndex: declarations.types.count - 1))
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { typeScopes.removeLast() }

  /// The name `@objc(Name)` gives a class in Objective-C, if any.
  static func objectiveCName(_ attributes: AttributeListSyntax) -> String? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "objc",
        let name = attribute.arguments?.trimmedDescription,
        !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { continue }
      return name
    }
    return nil
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = SwiftTypeNames.withoutGenericArguments(node.extendedType, in: source)
    let record = SwiftTypeDeclaration(
      kind: .extensionDeclaration, name: name, enclosingTypes: typeScopes.map(\.name),
      inheritedTypes: node.inheritanceClause?.inheritedTypes.map {
        SwiftTypeNames.withoutGenericArguments($0.type, in: source)
      } ?? [],
      firstInheritedGenericArguments: nil, origin: origin(of: node.extendedType))
    declarations.types.append(record)
    typeScopes.append(TypeScope(name: name, recordIndex: declarations.types.count - 1))
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { typeScopes.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    typeScopes.append(TypeScope(name: qualified(node.name.text), recordIndex: nil))
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { typeScopes.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    typeScopes.append(TypeScope(name: qualified(node.name.text), recordIndex: nil))
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { typeScopes.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    typeScopes.append(TypeScope(name: qualified(node.name.text), recordIndex: nil))
    return .visitChildren
  }

  override func visitPost(_ node: ActorDeclSyntax) { typeScopes.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    declarations.protocols.append(
      SwiftProtocolDeclaration(
        name: qualified(node.name.text),
        inheritedTypes: node.inheritanceClause?.inheritedTypes.map {
          SwiftTypeNames.withoutGenericArguments($0.type, in: source)
        } ?? []))
    // Requirements are not overrides, and a protocol holds no code to read.
    return .skipChildren
  }

  /// A type alias of a protocol composition (`typealias Dependencies = NeedsDependency &
  /// UIViewController`): what adopting or requiring it means.
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let value = node.initializer.value
    guard let composition = value.as(CompositionTypeSyntax.self) else { return .skipChildren }
    declarations.protocols.append(
      SwiftProtocolDeclaration(
        name: qualified(node.name.text),
        inheritedTypes: composition.elements.map {
          SwiftTypeNames.withoutGenericArguments($0.type, in: source)
        }, isTypeAlias: true))
    return .skipChildren
  }

  // MARK: Functions and properties

  /// Methods only a view controller has, whose `override` shows a class is one.
  static let controllerMethodNames: Set<String> = [
    "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
    "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    "setNeedsStatusBarAppearanceUpdate",
  ]

  // MARK: Values of the module

  /// The member whose values a declared type holds, for the types a value declaration may
  /// return (`UIStatusBarStyle` → `preferredStatusBarStyle`).
  static let valueMembers: [String: ControllerMember] = [
    "UIStatusBarStyle": .property(.preferredStatusBarStyle),
    "UIStatusBarAnimation": .preferredStatusBarUpdateAnimation,
    "UIModalPresentationStyle": .property(.modalPresentationStyle),
    "UIUserInterfaceStyle": .property(.overrideUserInterfaceStyle),
  ]

  /// Whether the walk is directly in a type's body or at the file's top level, not inside a
  /// function, initializer or property.
  private var isAtDeclarationLevel: Bool {
    guard let context = contexts.last else { return true }
    return context.typeDepth < typeScopes.count
  }

  /// The declared type's name when it is one of ``valueMembers``' (`UIKit.UIStatusBarStyle`
  /// too), nil otherwise.
  private func valueTypeName(_ type: TypeSyntax?) -> String? {
    guard let type else { return nil }
    let name = SwiftTypeNames.withoutGenericArguments(type, in: source)
    let simple = SwiftTypeNames.simpleName(name)
    return Self.valueMembers[simple] == nil ? nil : simple
  }

  /// Records a function or property declared to return a status bar or presentation value,
  /// with what its code returns (`statements`, nil for a stored property read from `value`).
  private func recordValueDeclaration(
    name: String, isStatic: Bool, parameters: [SwiftValueDeclaration.Parameter]?,
    returnType: String, statements: CodeBlockItemListSyntax?, storedValue: ExprSyntax?,
    isConstant: Bool, at node: some SyntaxProtocol
  ) {
    guard let member = Self.valueMembers[returnType] else { return }
    let body: OverrideBody
    if let statements {
      body = OverrideBodyClassifier.classify(statements, member: member, in: source)
    } else if let storedValue, isConstant {
      body = OverrideBodyClassifier.classify(assigned: [storedValue], member: member, in: source)
    } else {
      body = .unknown(
        isConstant ? "a constant without a value" : "a stored variable, which code may change")
    }
    declarations.valueDeclarations.append(
      SwiftValueDeclaration(
        typeName: typeScopes.last?.name, name: name, isStatic: isStatic || typeScopes.isEmpty,
        parameters: parameters, returnType: returnType, body: body, origin: origin(of: node)))
  }

  /// Whether modifiers make a member the type's own (`static`, `class`), and whether they
  /// say it overrides, read in one pass.
  private static func staticAndOverride(_ modifiers: DeclModifierListSyntax) -> (
    isStatic: Bool, isOverride: Bool
  ) {
    var isStatic = false
    var isOverride = false
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.static), .keyword(.class): isStatic = true
      case .keyword(.override): isOverride = true
      default: break
      }
    }
    return (isStatic, isOverride)
  }

  /// Whether modifiers make a member the type's own (`static`, `class`).
  private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = SwiftExpressionPatterns.plainName(node.name)
    if isAtDeclarationLevel,
      let returnType = valueTypeName(node.signature.returnClause?.type)
    {
      recordValueDeclaration(
        name: name, isStatic: Self.isStatic(node.modifiers),
        parameters: node.signature.parameterClause.parameters.map {
          SwiftValueDeclaration.Parameter(
            label: $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text,
            hasDefault: $0.defaultValue != nil)
        },
        returnType: returnType, statements: node.body?.statements, storedValue: nil,
        isConstant: true, at: node.name)
    }
    if let index = directRecordIndex {
      if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        Self.controllerMethodNames.contains(name) || ControllerMember(swiftName: name) != nil
      {
        declarations.types[index].overridesControllerMember = true
      }
      if node.signature.parameterClause.parameters.isEmpty,
        SetUpInheritance.methods.contains(name + "()"),
        !Self.callsSuper(name, in: node.body?.statements)
      {
        declarations.types[index].setUpMethodsWithoutSuper.append(name + "()")
      }
      // Swift before 3 spelled the status bar overrides as methods, `override func
      // preferredStatusBarStyle() -> …`; `modalPresentationCapturesStatusBarAppearance` was
      // always a property, and a method without `override` is the class's own.
      if let member = ControllerMember(swiftName: name), member.isStatusBarOverride,
        member != .property(.capturesStatusBarAppearance),
        node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        node.signature.parameterClause.parameters.isEmpty, let body = node.body
      {
        declarations.types[index].members.append(
          SwiftMemberDeclaration(
            member: member,
            body: OverrideBodyClassifier.classify(body.statements, member: member, in: source),
            source: .override, origin: origin(of: node)))
      }
    }
    contexts.append((name + "()", typeScopes.count))
    return hintCount(in: node) == 0 ? .skipChildren : .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) { contexts.removeLast() }

  /// Whether one of `statements` (not one nested in a condition or a closure) is
  /// `super.name()`.
  static func callsSuper(_ name: String, in statements: CodeBlockItemListSyntax?) -> Bool {
    statements?.contains { item in
      var expression = item.item.as(ExprSyntax.self)
      if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
      guard let call = expression?.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.is(SuperExprSyntax.self) == true
      else { return false }
      return member.declName.baseName.text == name
    } ?? false
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    contexts.append(("init()", typeScopes.count))
    return hintCount(in: node) == 0 ? .skipChildren : .visitChildren
  }

  override func visitPost(_ node: InitializerDeclSyntax) { contexts.removeLast() }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // A local's modifiers are not read: only a property's say what it records.
    let isAtDeclarationLevel = isAtDeclarationLevel
    let (isStatic, isOverride) =
      isAtDeclarationLevel ? Self.staticAndOverride(node.modifiers) : (false, false)
    if isAtDeclarationLevel {
      for binding in node.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
          let returnType = valueTypeName(binding.typeAnnotation?.type)
        else { continue }
        let getter = Self.getter(of: binding)
        recordValueDeclaration(
          name: SwiftExpressionPatterns.plainName(pattern.identifier), isStatic: isStatic,
          parameters: nil, returnType: returnType, statements: getter,
          storedValue: getter == nil ? binding.initializer?.value : nil,
          isConstant: node.bindingSpecifier.tokenKind == .keyword(.let)
            || binding.accessorBlock != nil,
          at: pattern)
      }
    }
    var firstName: String?
    if let index = directRecordIndex, !isStatic {
      for binding in node.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
        let name = SwiftExpressionPatterns.plainName(pattern.identifier)
        if firstName == nil { firstName = name }
        if let getter = Self.getter(of: binding) {
          if let member = ControllerMember(swiftName: name) {
            if isOverride { declarations.types[index].overridesControllerMember = true }
            declarations.types[index].members.append(
              SwiftMemberDeclaration(
                member: member,
                body: OverrideBodyClassifier.classify(getter, member: member, in: source),
                source: .override, origin: origin(of: node)))
          }
        } else if declarations.types[index].kind == .classDeclaration {
          declarations.types[index].storedProperties.append(
            SwiftStoredProperty(
              name: name, isConstant: node.bindingSpecifier.tokenKind == .keyword(.let),
              initialValue: binding.initializer.map {
                SwiftExpressionPatterns.assignedValue($0.value, in: source)
              },
              origin: origin(of: binding)))
        }
      }
    }
    contexts.append((firstName ?? "property", typeScopes.count))
    // Its own hints are the `=` of its initializers, which are read above.
    var ownHints = 0
    for binding in node.bindings {
      if let initializer = binding.initializer, isHint(initializer.equal) { ownHints += 1 }
    }
    return hintCount(in: node) == ownHints ? .skipChildren : .visitChildren
  }

  override func visitPost(_ node: VariableDeclSyntax) { contexts.removeLast() }

  /// The getter's statements of a computed property, or nil for a stored one (with or
  /// without observers).
  private static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
    switch binding.accessorBlock?.accessors {
    case .getter(let items)?: return items
    case .accessors(let accessors)?:
      for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
        return accessor.body?.statements ?? []
      }
      return nil
    case nil: return nil
    }
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    // Code in a closure runs later, but still as the enclosing function's: keep its context.
    .visitChildren
  }

  // MARK: Assignments and calls

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    // An assignment's `=` is a hint: a sequence without one is neither an assignment nor
    // holds one.
    let hintsInNode = hintCount(in: node)
    if hintsInNode == 0 { return .skipChildren }
    var elements = node.elements.makeIterator()
    guard let first = elements.next(), let second = elements.next(),
      let assignment = second.as(AssignmentExprSyntax.self), let third = elements.next()
    else { return .visitChildren }
    let target = SwiftExpressionPatterns.unwrapped(first)
    // The value: one expression, or the operator sequence after `=` (`a + b`).
    var valueElements = [third]
    while let next = elements.next() { valueElements.append(next) }
    let value = SwiftExpressionPatterns.assignedValue(elements: valueElements, in: source)
    let assignmentOrigin = origin(of: node)
    if let name = SwiftExpressionPatterns.ownPropertyName(target) {
      record(
        assignmentTo: name, isOnSelf: true, value: value, valueElements: valueElements,
        origin: assignmentOrigin)
    } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = SwiftExpressionPatterns.plainName(member.declName.baseName)
      if let setting = Self.applicationSetting(forProperty: name),
        SwiftTypeNames.isSharedApplication(base)
      {
        declarations.applicationSettings.append(
          ApplicationStatusBarFact(
            setting: setting, value: Self.applicationValue(value, setting: setting),
            text: SwiftShortText.of(node, in: source), origin: assignmentOrigin,
            isAtLaunch: Self.runsAtLaunch(Syntax(node))))
      }
      record(
        assignmentTo: name, isOnSelf: false, value: value, valueElements: valueElements,
        origin: assignmentOrigin)
      if let path = SwiftExpressionPatterns.propertyPath(target) {
        recordLayout(path: path, valueElements: valueElements, origin: assignmentOrigin)
      }
    }
    // Its own hint is its `=`; another is an assignment or a call inside.
    return hintsInNode == (isHint(assignment.equal) ? 1 : 0) ? .skipChildren : .visitChildren
  }

  /// Records an assignment, and a presentation property set on the object itself in an
  /// initializer or `viewDidLoad` as a member of its class.
  ///
  /// `valueElements` is the assigned expression, or the operator sequence's elements.
  private func record(
    assignmentTo name: String, isOnSelf: Bool, value: SwiftAssignedValue,
    valueElements: [ExprSyntax], origin: SourceOrigin
  ) {
    declarations.assignments.append(
      SwiftPropertyAssignment(
        propertyName: name, isOnSelf: isOnSelf, enclosingType: typeScopes.last?.name,
        value: value, origin: origin))
    guard isOnSelf, let index = enclosingRecordIndex,
      let member = ControllerMember(swiftName: name), isSettingContext(for: member),
      !member.isStatusBarOverride
        || member == .property(.capturesStatusBarAppearance)
    else { return }
    declarations.types[index].members.append(
      SwiftMemberDeclaration(
        member: member,
        body: OverrideBodyClassifier.classify(
          assigned: valueElements, member: member, in: source),
        source: .assignment, origin: origin))
  }

  /// The methods in which a controller's setting of its own properties counts for every
  /// instance of its class: initializers and `viewDidLoad`, and for layout properties also
  /// `loadView` and `viewWillAppear`.
  private func isSettingContext(for member: ControllerMember) -> Bool {
    guard let context = contexts.first(where: { $0.typeDepth == typeScopes.count }) else {
      return false
    }
    if context.name.hasPrefix("init(") || context.name == "viewDidLoad()" { return true }
    return member.isLayoutProperty
      && (context.name == "loadView()" || context.name == "viewWillAppear()")
  }

  /// The containers a controller reaches through a property of its own, whose bars it may set
  /// (`navigationController?.navigationBar.prefersLargeTitles = true`).
  static let containerProperties: Set<String> = ["navigationController", "tabBarController"]

  /// Records a layout property set through a bar or a view of the controller
  /// (`navigationBar.isTranslucent`, `tableView.contentInsetAdjustmentBehavior`) as a member
  /// of its class, and one set on its container (`navigationController?.navigationBar.…`)
  /// as a member with that container as its receiver: which container holds the controller
  /// is the hierarchy's, and the class's code does not say it (``LayoutPlacement``).
  ///
  /// `path` names the properties assigned (``SwiftExpressionPatterns/propertyPath(_:)``),
  /// `valueElements` the value.
  private func recordLayout(path: [String], valueElements: [ExprSyntax], origin: SourceOrigin) {
    guard let index = enclosingRecordIndex, let first = path.first else { return }
    if Self.containerProperties.contains(first), path.count > 1,
      let member = ControllerMember(swiftName: path.dropFirst().joined(separator: ".")),
      member.requiredContainerClass != nil, isSettingContext(for: member)
    {
      declarations.types[index].members.append(
        SwiftMemberDeclaration(
          member: member,
          body: OverrideBodyClassifier.classify(
            assigned: valueElements, member: member, in: source),
          source: .assignment, origin: origin, receiver: first))
      return
    }
    guard path.count == 2,
      let member = ControllerMember(swiftName: path.joined(separator: ".")),
      member.isLayoutProperty, isSettingContext(for: member)
    else { return }
    declarations.types[index].members.append(
      SwiftMemberDeclaration(
        member: member,
        body: OverrideBodyClassifier.classify(assigned: valueElements, member: member, in: source),
        source: .assignment, origin: origin, receiver: first))
  }

  /// Records `setToolbarHidden(true, animated: false)` on the controller itself, or on its
  /// navigation controller (not attributed), in a method whose settings count for the class.
  private func recordToolbarCall(_ node: FunctionCallExprSyntax, receiver: ExprSyntax?) {
    guard let argument = node.arguments.first, argument.label == nil,
      node.arguments.count == 2, let index = enclosingRecordIndex,
      isSettingContext(for: .property(.isToolbarHidden))
    else { return }
    let path = receiver.flatMap(SwiftExpressionPatterns.propertyPath) ?? []
    let body: OverrideBody
    if receiver == nil || (receiver.map(Self.isSelfReference) ?? false) {
      body = OverrideBodyClassifier.classify(
        assigned: [argument.expression], member: .property(.isToolbarHidden), in: source)
    } else if path == ["navigationController"] {
      body = OverrideBodyClassifier.classify(
        assigned: [argument.expression], member: .property(.isToolbarHidden), in: source)
    } else {
      return
    }
    declarations.types[index].members.append(
      SwiftMemberDeclaration(
        member: .property(.isToolbarHidden), body: body, source: .assignment,
        origin: origin(of: node),
        receiver: path.first))
  }

  /// Whether a statement runs whenever the app launches: it is in the app or scene delegate's
  /// launch method, under no `if`, `guard`, `switch`, loop, `defer` or closure there.
  static func runsAtLaunch(_ node: Syntax) -> Bool {
    var current = node.parent
    var steps = 0
    while let syntax = current, steps < 10_000 {
      steps += 1
      if let function = syntax.as(FunctionDeclSyntax.self) {
        let name = SwiftHierarchyVisitor.functionName(function)
        return SwiftHierarchyVisitor.launchRole(ofFunction: name) != nil
      }
      if syntax.is(IfExprSyntax.self) || syntax.is(GuardStmtSyntax.self)
        || syntax.is(SwitchCaseSyntax.self) || syntax.is(ClosureExprSyntax.self)
        || syntax.is(ForStmtSyntax.self) || syntax.is(WhileStmtSyntax.self)
        || syntax.is(RepeatStmtSyntax.self) || syntax.is(DeferStmtSyntax.self)
        || syntax.is(CatchClauseSyntax.self) || syntax.is(TernaryExprSyntax.self)
      {
        return false
      }
      current = syntax.parent
    }
    return false
  }

  /// Whether an expression is `self`.
  private static func isSelfReference(_ expression: ExprSyntax) -> Bool {
    expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let called = SwiftExpressionPatterns.unwrapped(node.calledExpression)
    let name: String
    let receiver: ExprSyntax?
    if let member = called.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
      receiver = member.base
    } else if let reference = called.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
      receiver = nil
    } else {
      return .visitChildren
    }
    switch name {
    case "setNeedsStatusBarAppearanceUpdate" where node.arguments.isEmpty:
      declarations.appearanceUpdates.append(
        AppearanceUpdateFact(
          callerType: typeScopes.last?.name, context: currentContextName ?? contexts.last?.name,
          receiver: receiver.map { SwiftShortText.of($0, in: source) } ?? "self",
          origin: origin(of: node)))
    case "setToolbarHidden":
      recordToolbarCall(node, receiver: receiver)
    case "setStatusBarStyle", "setStatusBarHidden":
      guard let receiver, SwiftTypeNames.isSharedApplication(receiver),
        let argument = node.arguments.first
      else { break }
      let setting: ApplicationStatusBarFact.Setting =
        name == "setStatusBarStyle" ? .style : .hidden
      declarations.applicationSettings.append(
        ApplicationStatusBarFact(
          setting: setting,
          value: Self.applicationValue(
            SwiftExpressionPatterns.assignedValue(argument.expression, in: source),
            setting: setting),
          text: SwiftShortText.of(node, in: source), origin: origin(of: node),
          isAtLaunch: Self.runsAtLaunch(Syntax(node))))
    default: break
    }
    return .visitChildren
  }

  /// The app-level setting a `UIApplication` property sets.
  private static func applicationSetting(forProperty name: String)
    -> ApplicationStatusBarFact.Setting?
  {
    switch name {
    case "statusBarStyle": return .style
    case "isStatusBarHidden", "statusBarHidden": return .hidden
    default: return nil
    }
  }

  /// The literal of an app-level value, or nil when it is not one.
  private static func applicationValue(
    _ value: SwiftAssignedValue, setting: ApplicationStatusBarFact.Setting
  ) -> String? {
    guard case .word(let word) = value else { return nil }
    let kind: ControllerMember.ValueKind = setting == .style ? .statusBarStyle : .boolean
    return kind.literals.contains(word) ? word : nil
  }
}
