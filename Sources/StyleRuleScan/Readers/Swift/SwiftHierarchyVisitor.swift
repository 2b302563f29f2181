import StyleRuleKit
import SwiftSyntax

/// The syntax visitor behind ``SwiftHierarchyReader``: it keeps the enclosing types, methods,
/// closures, conditions and locals, and records facts as it meets the calls and assignments
/// that state them.
final class SwiftHierarchyVisitor: SyntaxVisitor {
  /// An enclosing type declaration.
  struct TypeFrame {
    /// The qualified name (`Outer.Inner`).
    var name: String
    /// Its role at launch, from the types it inherits.
    var role: HierarchyOwnerRole
    /// The index of its ``HierarchySwiftUIApp`` when it is a SwiftUI `App`.
    var appIndex: Int?
    /// Whether it is a struct, an enum, an actor or a protocol: never a view controller.
    var isNeverController = false
    /// For an extension, what its `where` clause requires of `Self`.
    var selfConstraints: [String] = []
  }

  /// What a frame of code is: a file's top level, a type's body, or a method.
  enum FrameKind {
    case file
    case typeBody
    case function
  }

  /// What a name declared in a method is.
  enum BindingKind: Hashable {
    /// A local variable (`let`, `var`, `if let`, `guard let`), whose values are followed.
    case variable
    /// A parameter of the method named here, whose value the caller chooses.
    case parameter(HierarchyParameter)
    /// A closure's parameter.
    case closureParameter
    /// A `for` loop's variable.
    case loopVariable
  }

  /// A local variable of a method and the values the method gives it.
  struct LocalBinding {
    /// The expressions assigned, each with its code site (several after branches).
    var values: [(expr: ExprSyntax, site: SwiftHierarchyPendingSite)]
    /// The controller made from the values, once a controller position reads it.
    var node: HierarchyControllerID?
    /// The number of conditions around the declaration.
    var depth: Int
    /// The window fact, when the local holds a window this method creates.
    var windowIndex: Int?
    /// Whether it is a local variable, or a parameter or loop variable not followed.
    var kind = BindingKind.variable
  }

  /// A method, a type's body or the file's top level, with its locals.
  struct Frame {
    var kind: FrameKind
    var name: String?
    var moment: HierarchyMoment
    var role: HierarchyOwnerRole?
    var conditionBase: Int
    var scopes: [[String: LocalBinding]] = [[:]]
    var closures = 0
    var deferredClosures = 0
    var windows: [String: Int] = [:]
    var adaptiveIndex: Int?
    /// The index of its ``HierarchySceneMember`` when it is a member whose type is a `Scene`.
    var sceneMemberIndex: Int?
    /// The index of its ``HierarchyFunctionSummary`` when it can return a controller.
    var summaryIndex: Int?
    /// Whether it is a launch method, whose calls at set-up are recorded (nothing in it is
    /// skipped).
    var isLaunchMethod = false
  }

  /// A controller expression waiting to be read into its preallocated node.
  struct WorkItem {
    var expr: ExprSyntax
    var node: HierarchyControllerID
    var site: HierarchyCodeSite
  }

  let path: String
  /// The file's bytes, for origins.
  let source: SwiftSourceText
  /// Where in the file something might be recorded; nil when every subtree is walked (a tree
  /// with syntax errors may hold nodes the bytes do not show, such as a missing `let`).
  let hints: SwiftHierarchyHints?
  var facts: SwiftHierarchyFacts
  var types: [TypeFrame] = []
  var frames: [Frame]
  var conditions: [SwiftHierarchyCondition] = []
  var propertyNodes: [String: HierarchyControllerID] = [:]
  var immediateClosureResults: [SyntaxIdentifier: HierarchyControllerID] = [:]
  /// The controllers of locals given to another local (`destination = settings`), read when
  /// assigned: the local given may be gone (a `case` block's) when the other is read.
  var localValueResults: [SyntaxIdentifier: HierarchyControllerID] = [:]

  /// The module's functions that may take a controller (``SwiftModuleHelperNames``): a call
  /// of one is read for the controllers it passes.
  let moduleHelpers: Set<String>

  /// The stored properties of this file's types named like a controller's related
  /// controllers, as `Type.name` (``noteRelatedNamedProperties(_:_:)``).
  var relatedNamedProperties: Set<String> = []

  /// Creates a visitor for `tree`, parsed from `source`, the file at `path`.
  ///
  /// Subtrees without a hint are skipped, unless `skipsWithoutHints` is false (for tests that
  /// check it changes nothing).
  init(
    tree: SourceFileSyntax, source: SwiftSourceText, path: String, skipsWithoutHints: Bool = true,
    vocabulary: SwiftHierarchyHintVocabulary = .standard
  ) {
    self.path = path
    self.source = source
    self.moduleHelpers = vocabulary.moduleHelpers
    self.hints =
      skipsWithoutHints && !tree.hasError
        && tree.totalLength.utf8Length == source.bytes.count
      ? SwiftHierarchyHints(source.bytes, vocabulary: vocabulary) : nil
    self.facts = SwiftHierarchyFacts(path: path, hasSyntaxErrors: tree.hasError)
    self.frames = [Frame(kind: .file, name: nil, moment: .setUp, role: nil, conditionBase: 0)]
    super.init(viewMode: .sourceAccurate)
  }

  /// The facts, in source order.
  func finish() -> SwiftHierarchyFacts {
    var result = facts
    result.windows = stableSorted(result.windows) { $0.origin }
    result.actions = stableSorted(result.actions) { $0.origin }
    result.selections = stableSorted(result.selections) { $0.origin }
    result.propertyValues = stableSorted(result.propertyValues) { $0.origin }
    result.swiftUIModifiers = stableSorted(result.swiftUIModifiers) { $0.value.origin }
    for index in result.sceneMembers.indices {
      result.sceneMembers[index].items = stableSorted(result.sceneMembers[index].items) {
        $0.origin
      }
    }
    return result
  }

  private func stableSorted<T>(_ items: [T], by origin: (T) -> SourceOrigin) -> [T] {
    items.enumerated().sorted { lhs, rhs in
      let (left, right) = (origin(lhs.element), origin(rhs.element))
      return left == right ? lhs.offset < rhs.offset : left < right
    }.map(\.element)
  }

  // MARK: - Where the code is

  /// The origin of a node's first token.
  func origin(_ node: some SyntaxProtocol) -> SourceOrigin {
    let location = source.lineAndColumn(of: node.positionAfterSkippingLeadingTrivia)
    return SourceOrigin(path: path, line: location.line, column: location.column)
  }

  // MARK: - Skipping

  /// Whether the node's text (with its trivia) has no hint, so that nothing in it is recorded
  /// or kept; false when nothing is skipped, and in the method whose returns are read (a
  /// `return` records a value without a hint of its own).
  func hasNoHint(_ node: some SyntaxProtocol) -> Bool {
    guard let hints, frames.last?.adaptiveIndex == nil, frames.last?.summaryIndex == nil,
      frames.last?.isLaunchMethod != true
    else {
      return false
    }
    return hints.isEmpty(in: node.position.utf8Offset..<node.endPosition.utf8Offset)
  }

  /// Whether to visit a node's children: not when it has no hint.
  ///
  /// `visitPost` runs whether or not the children were visited, and nothing in a node without
  /// a hint changes the facts or what later code reads, override by override:
  /// - types, methods, initializers, accessors: a frame pushed by `visit` and popped by
  ///   `visitPost`; what they record has a hint in their own text (`App` in a type's
  ///   inheritance, `adaptivePresentationStyle` in a method's name);
  /// - closures: counts and a scope, pushed and popped; an immediately called closure, whose
  ///   result is kept, has a `}` followed by `(` or `{`, a hint;
  /// - code blocks and switch cases: a condition, pushed and popped;
  /// - calls: recorded only when their callee has a call name, a hint (`visitPost` tests it);
  /// - sequences: an assignment has its `=`;
  /// - bindings: never skipped themselves (their `let` or `var` is their declaration's, a hint
  ///   for every node that holds it), and their `visitPost` reads only their own syntax;
  /// - `if let` and `guard let`: a local only when given a value, after its `=`;
  /// - `return`: read only in `adaptivePresentationStyle` and in the functions and computed
  ///   properties that can return a controller (their `->` is a hint, and a computed
  ///   property's binding is visited when its type can be a controller), where nothing is
  ///   skipped.
  ///
  /// The kinds tested here are those whose children are many and often without a hint.
  func visitingChildren(of node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
    hasNoHint(node) ? .skipChildren : .visitChildren
  }

  // Statements, members and the expressions, clauses and lists that hold most of the nodes.
  // A type's members are always visited, so that each function's statement calls are read
  // (``recordStatementCalls(of:)``); the members themselves are skipped when without a hint.
  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    if let function = node.item.as(FunctionDeclSyntax.self) { recordStatementCalls(of: function) }
    if Self.isTypeDeclaration(node.item) { return .visitChildren }
    // `coordinator.start()` on a local made with a controller: a hint of its own.
    if hasNoHint(node), !callsHandedInstance(node.item) { return .skipChildren }
    return .visitChildren
  }

  /// Whether a statement calls a method on a local holding an instance made in place with a
  /// controller (``holdsHandedInstance(_:)``).
  private func callsHandedInstance(_ item: CodeBlockItemSyntax.Item) -> Bool {
    guard let expression = item.as(ExprSyntax.self),
      let call = SwiftHierarchySyntax.strip(expression).expr.as(FunctionCallExprSyntax.self),
      let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    else { return false }
    return holdsHandedInstance(SwiftHierarchySyntax.strip(base).expr)
  }
  override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
    if let function = node.decl.as(FunctionDeclSyntax.self) { recordStatementCalls(of: function) }
    if Self.isTypeDeclaration(node.decl) { return .visitChildren }
    return visitingChildren(of: node)
  }
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    // A computed property that can return a controller: its returns are read.
    if node.accessorBlock != nil, let type = node.typeAnnotation?.type,
      Self.canBeController(SwiftHierarchySyntax.typeName(type))
    {
      return .visitChildren
    }
    return visitingChildren(of: node)
  }
  override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }
  override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }
  override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }
  override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }
  override func visit(_ node: LabeledExprListSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }
  override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }
  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }
  override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }
  override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind {
    visitingChildren(of: node)
  }

  /// The code site of the code being visited.
  func currentSite() -> HierarchyCodeSite {
    pendingSite().site
  }

  /// The code site of the code being visited, its condition labels not yet written.
  func pendingSite() -> SwiftHierarchyPendingSite {
    let frame = frames.last
    let base = min(frame?.conditionBase ?? 0, conditions.count)
    var moment = frame?.moment ?? .later
    if (frame?.deferredClosures ?? 0) > 0 { moment = .later }
    return SwiftHierarchyPendingSite(
      typeName: types.last?.name, role: frame?.role ?? types.last?.role ?? .other,
      function: frame?.name, moment: moment, inClosure: (frame?.closures ?? 0) > 0,
      conditions: base < conditions.count ? Array(conditions[base...]) : [],
      selfConstraints: types.last?.selfConstraints ?? [])
  }

  // MARK: - Types

  /// A branch of `#if` that an iOS build leaves out (`#if os(macOS)`) is not read.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    SwiftCompilationConditions.isInactiveOnIOS(node) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, inherited: node.inheritanceClause, attributes: node.attributes,
      at: node.name)
    noteRelatedNamedProperties(node.name.text, node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, inherited: node.inheritanceClause, attributes: node.attributes,
      at: node.name, isNeverController: true)
    noteRelatedNamedProperties(node.name.text, node.memberBlock)
    return .visitChildren
  }

  /// Notes the stored properties of a type named like a controller's related controllers
  /// (a coordinator's `let navigationController: UINavigationController`): in its methods and
  /// this file's extensions of it, the name is the property.
  private func noteRelatedNamedProperties(_ type: String, _ members: MemberBlockSyntax) {
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard binding.accessorBlock == nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          Self.relatedControllers.contains(name)
        else { continue }
        relatedNamedProperties.insert("\(type).\(name)")
      }
    }
  }

  /// Whether the enclosing type has a stored property of this name
  /// (``noteRelatedNamedProperties(_:_:)``).
  func ownsRelatedNamedProperty(_ name: String) -> Bool {
    guard let type = types.last?.name, !relatedNamedProperties.isEmpty else { return false }
    return relatedNamedProperties.contains("\(SwiftTypeNames.simpleName(type)).\(name)")
  }
  override func visitPost(_ node: StructDeclSyntax) { leaveType() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, inherited: node.inheritanceClause, attributes: node.attributes,
      at: node.name, isNeverController: true)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, inherited: node.inheritanceClause, attributes: node.attributes,
      at: node.name, isNeverController: true)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = SwiftHierarchySyntax.typeName(node.extendedType)
    enterType(
      name, inherited: node.inheritanceClause, attributes: node.attributes,
      at: node.extendedType, qualified: false)
    types[types.count - 1].selfConstraints = SwiftHierarchySyntax.selfConstraints(
      node.genericWhereClause)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, inherited: node.inheritanceClause, attributes: node.attributes,
      at: node.name, isNeverController: true)
    return visitingChildren(of: node)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

  private func enterType(
    _ name: String, inherited: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
    at position: some SyntaxProtocol, qualified: Bool = true, isNeverController: Bool = false
  ) {
    let inheritedNames = (inherited?.inheritedTypes ?? []).map {
      SwiftHierarchySyntax.typeName($0.type)
    }
    var role = HierarchyOwnerRole.other
    if inheritedNames.contains("UIWindowSceneDelegate") {
      role = .sceneDelegate
    } else if inheritedNames.contains("UIApplicationDelegate") {
      role = .appDelegate
    } else if inheritedNames.contains("App") {
      role = .swiftUIApp
    } else if inheritedNames.contains("PreviewProvider") {
      role = .preview
    }
    if role == .sceneDelegate || role == .swiftUIApp {
      facts.sceneLifeCycleAdoptions.append(origin(position))
    }
    let qualifiedName = qualified ? (types.last.map { "\($0.name).\(name)" } ?? name) : name
    var frame = TypeFrame(
      name: qualifiedName, role: role, appIndex: nil, isNeverController: isNeverController)
    if role == .swiftUIApp {
      let isMain = attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
      }
      frame.appIndex = facts.swiftUIApps.count
      facts.swiftUIApps.append(
        HierarchySwiftUIApp(typeName: qualifiedName, isMain: isMain, origin: origin(position)))
    }
    types.append(frame)
    frames.append(
      Frame(kind: .typeBody, name: nil, moment: .setUp, role: nil, conditionBase: conditions.count))
  }

  private func leaveType() {
    if !types.isEmpty { types.removeLast() }
    if frames.count > 1 { frames.removeLast() }
  }

  // MARK: - Methods

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = Self.functionName(node)
    if name.hasPrefix("application(_:configurationForConnecting:") {
      facts.sceneLifeCycleAdoptions.append(origin(node.name))
    }
    enterFunction(name, origin: origin(node.name))
    declareParameters(node.signature.parameterClause, of: name)
    if let type = node.signature.returnClause?.type {
      enterFunctionSummary(
        name, baseName: node.name.text, type: type,
        typeParameterLabel: Self.resultTypeParameterLabel(node), at: node.name)
    }
    if let type = node.signature.returnClause?.type, SwiftHierarchySyntax.isSceneType(type) {
      enterSceneMember(name, statements: node.body?.statements, at: node.name)
    }
    return visitingChildren(of: node)
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    if let statements = node.body?.statements, statements.count == 1,
      let only = statements.first?.item.as(ExprSyntax.self)
    {
      recordAdaptiveValue(only)
      recordReturnedController(only)
    }
    leaveFunction()
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
    let name = "init(\(labels.joined()))"
    enterFunction(name, origin: origin(node.initKeyword))
    declareParameters(node.signature.parameterClause, of: name)
    return visitingChildren(of: node)
  }
  override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction() }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enterFunction("deinit", origin: origin(node))
    return visitingChildren(of: node)
  }
  override func visitPost(_ node: DeinitializerDeclSyntax) { leaveFunction() }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    let name = node.parent?.as(PatternBindingSyntax.self).map {
      SwiftHierarchySyntax.shortText($0.pattern)
    }
    enterFunction(name ?? "subscript", origin: origin(node))
    if let name, let binding = node.parent?.as(PatternBindingSyntax.self),
      let type = binding.typeAnnotation?.type, Self.getter(of: node) != nil
    {
      enterFunctionSummary(name, baseName: name, type: type, at: binding.pattern)
    }
    if let name, let binding = node.parent?.as(PatternBindingSyntax.self),
      let type = binding.typeAnnotation?.type, SwiftHierarchySyntax.isSceneType(type)
    {
      enterSceneMember(name, statements: Self.getter(of: node), at: binding.pattern)
    }
    return visitingChildren(of: node)
  }
  override func visitPost(_ node: AccessorBlockSyntax) {
    if let statements = Self.getter(of: node), statements.count == 1,
      let only = statements.first?.item.as(ExprSyntax.self)
    {
      recordReturnedController(only)
    }
    leaveFunction()
  }

  /// A function's name as Swift names it (`open(_:from:)`); a launch method spelled as in
  /// Swift 2, which left out the first parameter's label by default, has today's name.
  static func functionName(_ node: FunctionDeclSyntax) -> String {
    let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
    let name = "\(node.name.text)(\(labels.joined()))"
    return swift2LaunchMethods[name] ?? name
  }

  /// The delegate a launch method belongs to, from its name; nil for any other method.
  static func launchRole(ofFunction name: String) -> HierarchyOwnerRole? {
    switch name {
    case "scene(_:willConnectTo:options:)": return .sceneDelegate
    case "application(_:didFinishLaunchingWithOptions:)",
      "application(_:willFinishLaunchingWithOptions:)":
      return .appDelegate
    default: return nil
    }
  }

  /// The launch methods as Swift 2 spelled them, with today's names.
  static let swift2LaunchMethods = [
    "application(application:didFinishLaunchingWithOptions:)":
      "application(_:didFinishLaunchingWithOptions:)",
    "application(application:willFinishLaunchingWithOptions:)":
      "application(_:willFinishLaunchingWithOptions:)",
  ]

  /// The moment a method's code runs, from its name.
  static func moment(ofFunction name: String) -> HierarchyMoment {
    if launchRole(ofFunction: name) != nil { return .setUp }
    switch name {
    case "viewDidLoad()", "loadView()", "awakeFromNib()":
      return .setUp
    case "viewWillAppear(_:)", "viewDidAppear(_:)": return .appearance
    default: return name.hasPrefix("init(") ? .setUp : .later
    }
  }

  private func enterFunction(_ name: String, origin: SourceOrigin) {
    let role = Self.launchRole(ofFunction: name)
    var frame = Frame(
      kind: .function, name: name, moment: Self.moment(ofFunction: name), role: role,
      conditionBase: conditions.count)
    if name.hasPrefix("adaptivePresentationStyle(") {
      frame.adaptiveIndex = facts.adaptiveStyles.count
      facts.adaptiveStyles.append(
        HierarchyAdaptiveStyle(
          typeName: types.last?.name, function: name, values: [], origins: [], origin: origin))
    }
    frame.isLaunchMethod = role != nil
    frames.append(frame)
  }

  /// Records a call a launch method makes at set-up, outside closures: a method of the
  /// module, or an initializer handed the delegate's window.
  private func recordLaunchCall(_ node: FunctionCallExprSyntax) {
    let site = currentSite()
    guard site.moment == .setUp, !site.inClosure else { return }
    if let type = SwiftHierarchySyntax.calledTypeName(node) {
      let labels = node.arguments.compactMap { argument -> String? in
        guard let label = argument.label?.text, isWindow(argument.expression) else { return nil }
        return label
      }
      guard !labels.isEmpty else { return }
      facts.launchCalls.append(
        HierarchyLaunchCall(
          kind: .initializer(typeName: type, windowLabels: labels), origin: origin(node),
          site: site))
      return
    }
    guard var call = SwiftHierarchySyntax.moduleCall(node) else { return }
    if case .property(let name) = call.receiver, let local = lookupLocal(name),
      local.binding.values.count == 1, let value = local.binding.values.first,
      let creation = SwiftHierarchySyntax.strip(value.expr).expr.as(FunctionCallExprSyntax.self),
      let type = SwiftHierarchySyntax.calledTypeName(creation)
    {
      call.receiver = .type(type)
    }
    facts.launchCalls.append(
      HierarchyLaunchCall(kind: .method(call), origin: origin(node), site: site))
  }

  /// Records a call of a method that passes enumeration cases (`.settings`, `.player(url)`),
  /// or controllers (``controllerArguments(_:)``).
  private func recordCallSite(_ node: FunctionCallExprSyntax) {
    var cases: [String: String] = [:]
    var selfArguments: Set<String> = []
    for (argument, label) in zip(node.arguments, SwiftHierarchySyntax.argumentKeys(node.arguments))
    {
      if SwiftHierarchySyntax.strip(argument.expression).expr.as(DeclReferenceExprSyntax.self)?
        .baseName.text == "self"
      {
        selfArguments.insert(label)
      }
      guard let name = SwiftHierarchySyntax.implicitMemberName(argument.expression) else {
        continue
      }
      cases[label] = name
    }
    // The call's text and labels are made only for a call that is recorded.
    guard SwiftHierarchySyntax.calledTypeName(node) == nil,
      SwiftHierarchySyntax.isModuleCallShape(node)
    else { return }
    let passesSelf = passesSelfWithHint(node)
    // A call passing cases hands on the caller's parameters only (`from: provider`).
    let controllers =
      cases.isEmpty
      ? controllerArguments(node, passesSelf: passesSelf) : parameterArguments(node)
    let onHandedInstance =
      cases.isEmpty && controllers.isEmpty && !passesSelf
      && node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map {
        holdsHandedInstance(SwiftHierarchySyntax.strip($0).expr)
      } == true
    guard !cases.isEmpty || !controllers.isEmpty || passesSelf || onHandedInstance,
      let call = SwiftHierarchySyntax.moduleCall(node)
    else { return }
    var receiver: HierarchyControllerID?
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
      let stripped = SwiftHierarchySyntax.strip(base).expr
      switch call.receiver {
      case .property, .expression:
        if SwiftHierarchySyntax.path(stripped) != nil { receiver = controller(for: stripped) }
      case .implicit, .enclosingType, .type:
        break
      }
    }
    facts.callSites.append(
      HierarchyCallSite(
        call: call, receiver: receiver, cases: cases, selfArguments: selfArguments,
        controllers: controllers, origin: origin(node), site: currentSite()))
  }

  /// The arguments of `node` that pass a parameter of the method, by label.
  private func parameterArguments(_ node: FunctionCallExprSyntax) -> [String: HierarchyControllerID]
  {
    var result: [String: HierarchyControllerID] = [:]
    for (argument, key) in zip(node.arguments, SwiftHierarchySyntax.argumentKeys(node.arguments)) {
      let stripped = SwiftHierarchySyntax.strip(argument.expression).expr
      guard let reference = stripped.as(DeclReferenceExprSyntax.self),
        reference.argumentNames == nil,
        let local = lookupLocal(reference.baseName.text), case .parameter = local.binding.kind
      else { continue }
      result[key] = controller(for: argument.expression)
    }
    return result
  }

  /// Whether an argument is the delegate's window: `window`, `self.window` (unwrapped or
  /// not), or a local holding a window.
  private func isWindow(_ expr: ExprSyntax) -> Bool {
    let stripped = SwiftHierarchySyntax.strip(expr).expr
    if let reference = stripped.as(DeclReferenceExprSyntax.self),
      let local = lookupLocal(reference.baseName.text), local.binding.windowIndex != nil
    {
      return true
    }
    let path = SwiftHierarchySyntax.path(stripped)
    return path == "window" || path == "self.window"
  }

  /// Declares a method's parameters, by the names its code uses, as names not followed.
  private func declareParameters(_ clause: FunctionParameterClauseSyntax, of function: String) {
    for (parameter, key) in zip(clause.parameters, SwiftHierarchySyntax.parameterKeys(clause)) {
      let name = (parameter.secondName ?? parameter.firstName).text
      if name != "_" {
        var parameterInfo = HierarchyParameter(function: function, label: key, name: name)
        parameterInfo.defaultsToNil =
          parameter.defaultValue?.value.is(NilLiteralExprSyntax.self) ?? false
        parameterInfo.typeName = SwiftHierarchySyntax.typeName(parameter.type)
        declareBinding(name, kind: .parameter(parameterInfo))
      }
    }
  }

  /// Declares a name of the innermost scope whose value the reader does not follow.
  func declareBinding(_ name: String, kind: BindingKind) {
    let last = frames.count - 1
    guard last >= 0, let scope = frames[last].scopes.indices.last else { return }
    frames[last].scopes[scope][name] = LocalBinding(
      values: [], node: nil, depth: conditionDepth(), windowIndex: nil, kind: kind)
  }

  private func leaveFunction() {
    if frames.count > 1 { frames.removeLast() }
  }

  override func visitPost(_ node: ReturnStmtSyntax) {
    if let expression = node.expression {
      recordAdaptiveValue(expression)
      recordReturnedController(expression)
    }
  }

  /// Starts the summary of a function or computed property whose declared type can be a view
  /// controller, so that its returns are read (and nothing in its body is skipped).
  private func enterFunctionSummary(
    _ name: String, baseName: String, type: TypeSyntax, typeParameterLabel: String? = nil,
    at node: some SyntaxProtocol
  ) {
    let declared = SwiftHierarchySyntax.typeName(type)
    guard Self.canBeController(declared) || typeParameterLabel != nil, !frames.isEmpty else {
      return
    }
    frames[frames.count - 1].summaryIndex = facts.functionSummaries.count
    facts.functionSummaries.append(
      HierarchyFunctionSummary(
        typeName: types.last?.name, name: name, baseName: baseName, declaredType: declared,
        returns: [], origin: origin(node), typeParameterLabel: typeParameterLabel))
  }

  /// The label of the parameter that names the function's result type, when the result is
  /// one of its generic parameters (`func instantiate<T>(ofType type: T.Type) -> T` gives
  /// `ofType`; `_` for an unlabelled one): a call passing `Detail.self` there returns a
  /// `Detail`.
  static func resultTypeParameterLabel(_ node: FunctionDeclSyntax) -> String? {
    guard let result = node.signature.returnClause?.type,
      case let name = SwiftHierarchySyntax.typeName(result),
      node.genericParameterClause?.parameters.contains(where: { $0.name.text == name }) == true
    else { return nil }
    let clause = node.signature.parameterClause
    for (parameter, key) in zip(clause.parameters, SwiftHierarchySyntax.parameterKeys(clause)) {
      guard let metatype = parameter.type.as(MetatypeTypeSyntax.self),
        metatype.metatypeSpecifier.text == "Type",
        metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text == name
      else { continue }
      return key
    }
    return nil
  }

  /// Whether a declared type's name can be a view controller's.
  ///
  /// `Self`, or a name that says `Controller` or ends in `VC`: a function declared to return
  /// anything else is not read.
  static func canBeController(_ typeName: String) -> Bool {
    typeName == "Self" || typeName.contains("Controller") || typeName.hasSuffix("VC")
  }

  /// Records a value a summarised function returns, outside its closures.
  private func recordReturnedController(_ expr: ExprSyntax) {
    guard let frame = frames.last, frame.closures == 0, let index = frame.summaryIndex,
      facts.functionSummaries.indices.contains(index)
    else { return }
    if expr.is(NilLiteralExprSyntax.self) { return }
    let id = controller(for: expr)
    facts.functionSummaries[index].returns.append(id)
  }

  private func recordAdaptiveValue(_ expr: ExprSyntax) {
    guard let frame = frames.last, frame.closures == 0, let index = frame.adaptiveIndex,
      facts.adaptiveStyles.indices.contains(index)
    else { return }
    facts.adaptiveStyles[index].values.append(SwiftHierarchySyntax.value(expr))
    facts.adaptiveStyles[index].origins.append(origin(expr))
  }

  // MARK: - Closures and conditions

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    guard !frames.isEmpty else { return .visitChildren }
    frames[frames.count - 1].closures += 1
    if !Self.isImmediatelyCalled(node) { frames[frames.count - 1].deferredClosures += 1 }
    frames[frames.count - 1].scopes.append([:])
    switch node.signature?.parameterClause {
    case .simpleInput(let names)?:
      for parameter in names { declareBinding(parameter.name.text, kind: .closureParameter) }
    case .parameterClause(let clause)?:
      for parameter in clause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        if name != "_" { declareBinding(name, kind: .closureParameter) }
      }
    case nil:
      break
    }
    return visitingChildren(of: node)
  }

  override func visitPost(_ node: ClosureExprSyntax) {
    guard !frames.isEmpty else { return }
    let immediate = Self.isImmediatelyCalled(node)
    if immediate, let call = node.parent?.as(FunctionCallExprSyntax.self) {
      recordImmediateClosureResult(node, call: call)
    }
    frames[frames.count - 1].closures -= 1
    if !immediate { frames[frames.count - 1].deferredClosures -= 1 }
    if frames[frames.count - 1].scopes.count > 1 { frames[frames.count - 1].scopes.removeLast() }
  }

  /// Whether a closure is called where it is written (`{ … }()`), as a lazy property's value is.
  static func isImmediatelyCalled(_ node: ClosureExprSyntax) -> Bool {
    guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.id == node.id
  }

  /// Reads the value an immediately called closure returns, while its locals are in scope.
  private func recordImmediateClosureResult(
    _ node: ClosureExprSyntax, call: FunctionCallExprSyntax
  ) {
    let collector = ReturnCollector(viewMode: .sourceAccurate)
    collector.walk(node.statements)
    var returned = collector.results
    if returned.isEmpty, node.statements.count == 1,
      let only = node.statements.first?.item.as(ExprSyntax.self)
    {
      returned = [only]
    }
    guard !returned.isEmpty, returned.allSatisfy({ isControllerShaped($0) }) else { return }
    if returned.count == 1 {
      immediateClosureResults[call.id] = controller(for: returned[0])
      return
    }
    // `{ if onboarding { return A(…) } else { return B(…) } }()`: one of them at run time.
    let site = currentSite()
    let candidates = returned.map { controller(for: $0) }
    immediateClosureResults[call.id] = allocate(.oneOf(candidates), at: node, site: site)
  }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    if let condition = SwiftHierarchyCondition(block: node) {
      if let ifExpr = node.parent?.as(IfExprSyntax.self), ifExpr.body.id == node.id,
        let property = SwiftHierarchyCondition.nilCheckedProperty(ifExpr)
      {
        condition.nilCheck = HierarchyNilCheck(
          property: property, bodyStart: origin(node.leftBrace), bodyEnd: origin(node.rightBrace))
      }
      conditions.append(condition)
    }
    return visitingChildren(of: node)
  }

  override func visitPost(_ node: CodeBlockSyntax) {
    if let last = conditions.last, last.block == node.id { conditions.removeLast() }
  }

  /// A `for` loop's variables are names of a scope of their own, not followed.
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    guard !frames.isEmpty else { return .visitChildren }
    frames[frames.count - 1].scopes.append([:])
    var patterns: [PatternSyntax] = [node.pattern]
    while let pattern = patterns.popLast() {
      if let identifier = pattern.as(IdentifierPatternSyntax.self) {
        declareBinding(identifier.identifier.text, kind: .loopVariable)
      } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
        patterns.append(binding.pattern)
      } else if let tuple = pattern.as(TuplePatternSyntax.self) {
        patterns += tuple.elements.map(\.pattern)
      }
    }
    return .visitChildren
  }

  override func visitPost(_ node: ForStmtSyntax) {
    guard !frames.isEmpty, frames[frames.count - 1].scopes.count > 1 else { return }
    frames[frames.count - 1].scopes.removeLast()
  }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    conditions.append(SwiftHierarchyCondition(.switchCase(node)))
    return visitingChildren(of: node)
  }

  override func visitPost(_ node: SwitchCaseSyntax) {
    if !conditions.isEmpty { conditions.removeLast() }
  }

  // MARK: - Calls and assignments

  /// A call is read when its callee names a call whose facts are recorded.
  override func visitPost(_ node: FunctionCallExprSyntax) {
    if frames.last?.isLaunchMethod == true { recordLaunchCall(node) }
    recordCallSite(node)
    if let hints {
      let callee = node.calledExpression
      if hints.hasNoCallName(in: callee.position.utf8Offset..<callee.endPosition.utf8Offset) {
        return
      }
    }
    handleCall(node)
  }

  override func visitPost(_ node: SequenceExprSyntax) {
    if !hasNoHint(node) { handleAssignment(node) }
  }

  // MARK: - Locals and stored properties

  override func visitPost(_ node: PatternBindingSyntax) {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let frame = frames.last
    else { return }
    let value = node.initializer?.value
    if frame.kind == .typeBody {
      let isComputed: Bool
      switch node.accessorBlock?.accessors {
      case .getter?: isComputed = true
      case .accessors(let accessors)?:
        isComputed = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
      case nil: isComputed = false
      }
      var declared = HierarchyDeclaredProperty(
        ownerType: types.last?.name, name: name, isComputed: isComputed,
        initialValue: value.map { SwiftHierarchySyntax.shortText($0) },
        typeName: node.typeAnnotation.map { SwiftHierarchySyntax.typeName($0.type) },
        origin: origin(node))
      declared.hasAttributes =
        node.parent?.parent?.as(VariableDeclSyntax.self)?.attributes.isEmpty == false
      facts.declaredProperties.append(declared)
      recordStoryboardProperty(node, name: name)
      guard let value else { return }
      declareProperty(name, value: value)
      return
    }
    if node.accessorBlock != nil, node.initializer == nil { return }
    declareLocal(name, value: value)
  }

  /// Declares the local of `if let name = value` or `guard let name = value`.
  ///
  /// It holds the value as `let name = value` would (locals are kept for the whole method, as
  /// the other ones are); `if let name` and `if let name = name` leave `name` what it was.
  override func visitPost(_ node: OptionalBindingConditionSyntax) {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let frame = frames.last, frame.kind != .typeBody, let value = node.initializer?.value
    else { return }
    if SwiftHierarchySyntax.strip(value).expr.as(DeclReferenceExprSyntax.self)?.baseName.text
      == name
    {
      return
    }
    declareLocal(name, value: value)
  }

  /// Declares a local of the innermost scope, given `value` (or nothing yet).
  private func declareLocal(_ name: String, value: ExprSyntax?) {
    var binding = LocalBinding(values: [], node: nil, depth: conditionDepth(), windowIndex: nil)
    if let value {
      if let creation = windowCreation(value) {
        let index = windowFact(variable: name, isLocal: true, at: value)
        facts.windows[index].creation = creation
        binding.windowIndex = index
      } else {
        binding.values = [(value, pendingSite())]
        readLocalValue(value)
      }
    }
    let last = frames.count - 1
    let scope = frames[last].scopes.count - 1
    if scope >= 0 { frames[last].scopes[scope][name] = binding }
  }

  /// Reads a value that is another local (`let destination = settings`) where it is given,
  /// while that local is in scope.
  func readLocalValue(_ value: ExprSyntax) {
    let core = SwiftHierarchySyntax.strip(value).expr
    guard let reference = core.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
      let local = lookupLocal(reference.baseName.text), local.binding.windowIndex == nil,
      case .variable = local.binding.kind, !local.binding.values.isEmpty
    else { return }
    localValueResults[core.id] = controller(for: core)
  }

  /// The conditions around the code, counted from its method.
  func conditionDepth() -> Int {
    conditions.count - min(frames.last?.conditionBase ?? 0, conditions.count)
  }

  /// The local of this name in the innermost scope that has one, with its place.
  func lookupLocal(_ name: String) -> (scope: Int, binding: LocalBinding)? {
    guard let frame = frames.last else { return nil }
    for scope in frame.scopes.indices.reversed() {
      if let binding = frame.scopes[scope][name] { return (scope, binding) }
    }
    return nil
  }

  /// The local `name` that the value of the local `reader` of `scope` reads: in that scope or
  /// below, never `reader` itself (`guard let sender = sender` reads the parameter it shadows).
  func lookupLocal(_ name: String, readBy reader: String, in scope: Int)
    -> (scope: Int, binding: LocalBinding)?
  {
    guard let frame = frames.last else { return nil }
    for index in frame.scopes.indices.reversed() where index <= scope {
      if index == scope, name == reader { continue }
      if let binding = frame.scopes[index][name] { return (index, binding) }
    }
    return nil
  }

  /// Stores a local's binding back.
  func updateLocal(_ name: String, scope: Int, _ binding: LocalBinding) {
    let last = frames.count - 1
    guard last >= 0, frames[last].scopes.indices.contains(scope) else { return }
    frames[last].scopes[scope][name] = binding
  }

  /// A stored property is declared or assigned `value` in the enclosing type.
  func declareProperty(_ name: String, value: ExprSyntax) {
    let stripped = SwiftHierarchySyntax.strip(value).expr
    if let creation = windowCreation(stripped: stripped) {
      let index = windowFact(variable: name, isLocal: false, at: value)
      if facts.windows[index].creation == nil { facts.windows[index].creation = creation }
      return
    }
    if let reference = stripped.as(DeclReferenceExprSyntax.self),
      let local = lookupLocal(reference.baseName.text), let window = local.binding.windowIndex
    {
      if !facts.windows[window].storedIn.contains(name) {
        facts.windows[window].storedIn.append(name)
      }
      return
    }
    guard isControllerShaped(stripped: stripped) else { return }
    let node = controller(for: value)
    facts.propertyValues.append(
      HierarchyPropertyValue(
        ownerType: types.last?.name, name: name, controller: node, origin: origin(value),
        site: currentSite()))
  }

  /// Whether an expression can be a controller: an initializer call, a storyboard
  /// instantiation, a local, an immediately called closure or a ternary.
  func isControllerShaped(_ expr: ExprSyntax) -> Bool {
    isControllerShaped(stripped: SwiftHierarchySyntax.strip(expr).expr)
  }

  /// Whether an expression already stripped (``SwiftHierarchySyntax/strip(_:)``) can be a
  /// controller.
  private func isControllerShaped(stripped: ExprSyntax) -> Bool {
    if let call = stripped.as(FunctionCallExprSyntax.self) {
      if call.calledExpression.is(ClosureExprSyntax.self) {
        return immediateClosureResults[call.id] != nil
      }
      if let member = SwiftHierarchySyntax.calledMember(call),
        member.name == "instantiateViewController"
          || member.name == "instantiateInitialViewController"
      {
        return true
      }
      guard let type = SwiftHierarchySyntax.calledTypeName(call) else { return false }
      // Not a window: `windowCreation` reads the same type.
      return !type.hasSuffix("Window") && type != "UIStoryboard"
    }
    if let reference = stripped.as(DeclReferenceExprSyntax.self),
      let local = lookupLocal(reference.baseName.text)
    {
      return local.binding.windowIndex == nil
    }
    if let sequence = stripped.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      return sequence.elements.dropFirst().first?.is(UnresolvedTernaryExprSyntax.self) == true
    }
    return false
  }

  // MARK: - Windows

  /// `UIWindow(…)` or the initializer of a class named `…Window`.
  func windowCreation(_ expr: ExprSyntax) -> HierarchyWindowCreation? {
    windowCreation(stripped: SwiftHierarchySyntax.strip(expr).expr)
  }

  /// `UIWindow(…)` or the initializer of a class named `…Window`, in an expression already
  /// stripped (``SwiftHierarchySyntax/strip(_:)``); also after `??` (`window ?? UIWindow(…)`,
  /// created when the other is nil).
  private func windowCreation(stripped: ExprSyntax) -> HierarchyWindowCreation? {
    var stripped = stripped
    if let sequence = stripped.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text
        == "??",
      let last = sequence.elements.last
    {
      stripped = SwiftHierarchySyntax.strip(last).expr
    }
    guard let call = stripped.as(FunctionCallExprSyntax.self),
      let type = SwiftHierarchySyntax.calledTypeName(call), type.hasSuffix("Window")
    else { return nil }
    return HierarchyWindowCreation(
      className: type, initializer: call.arguments.first?.label?.text, origin: origin(call))
  }

  /// Whether a condition only checks that a window property is not made yet (`if window ==
  /// nil`, `if self.window == nil`): the method makes the window it configures whenever it
  /// has none, so the window's fact is the method's, not the branch's.
  static func isNilCheck(_ condition: String, of variable: String) -> Bool {
    let compact = condition.filter { !$0.isWhitespace }
    return compact == "if\(variable)==nil" || compact == "ifself.\(variable)==nil"
  }

  /// The index of this method's fact for a window variable, created when missing.
  func windowFact(variable: String, isLocal: Bool, at node: some SyntaxProtocol) -> Int {
    let key = (isLocal ? "local " : "") + variable
    if let last = frames.indices.last, let index = frames[last].windows[key],
      facts.windows.indices.contains(index)
    {
      return index
    }
    let index = facts.windows.count
    var site = currentSite()
    if !isLocal { site.conditions.removeAll { Self.isNilCheck($0, of: variable) } }
    facts.windows.append(
      HierarchyWindowFact(variable: variable, isLocal: isLocal, origin: origin(node), site: site))
    if let last = frames.indices.last { frames[last].windows[key] = index }
    return index
  }

  /// The window fact a receiver names: a local window, or a variable whose name ends in
  /// `window` (`window`, `self.window`, `overlayWindow`, `view.window`).
  func windowIndex(forReceiver expr: ExprSyntax) -> Int? {
    let stripped = SwiftHierarchySyntax.strip(expr).expr
    guard let path = SwiftHierarchySyntax.path(stripped) else { return nil }
    let explicitSelf =
      stripped.as(MemberAccessExprSyntax.self).map {
        $0.base.map {
          SwiftHierarchySyntax.strip($0).expr.as(DeclReferenceExprSyntax.self)?
            .baseName.text == "self"
        } ?? false
      } ?? false
    if !explicitSelf, !path.contains("."), let local = lookupLocal(path),
      local.binding.kind == .variable
    {
      return local.binding.windowIndex
    }
    let components = path.split(separator: ".")
    guard let last = components.last,
      last.lowercased().hasSuffix("window") || components.contains("windows")
    else { return nil }
    return windowFact(variable: path, isLocal: false, at: expr)
  }
}
