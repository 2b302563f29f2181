import StyleRuleKit
import SwiftSyntax

/// Reads which views a file's SwiftUI view members use, and the controllers its
/// `UIViewControllerRepresentable`s make.
///
/// A view member is a property or function whose type is `some View`, `any View` or
/// `AnyView`, or one marked `@ViewBuilder`. In it, every call of a type (`FeedView()`) and
/// every use of another member (`header`, `makeRow()`) is recorded with the steps the user
/// takes to see it, found by walking up from the use to the member: a `TabView`'s tab, a
/// `NavigationLink`'s destination, a `.navigationDestination`, `.sheet`, `.fullScreenCover` or
/// `.popover` content. The walk is the `SyntaxVisitor`'s (the parser bounds the tree's
/// depth); each walk up is a loop.
final class SwiftUIViewGraphVisitor: SyntaxVisitor {
  /// The longest walk up from a use to its member.
  static let maximumDepth = 10_000

  let path: String
  let source: SwiftSourceText
  /// The enclosing types' names, qualified as the hierarchy reader does.
  private var types: [String] = []
  /// The view member being read and its declaration.
  private var member: (index: Int, node: Syntax)?
  /// The view members read.
  private(set) var members: [HierarchySwiftUIViewMember] = []
  /// The status bar modifiers behind a step.
  private(set) var offScreenModifiers: [HierarchySwiftUIOffScreenModifier] = []
  /// The representables read.
  private(set) var representables: [HierarchyRepresentable] = []

  /// Creates a visitor of the file at `path`, parsed from `source`.
  init(source: SwiftSourceText, path: String) {
    self.source = source
    self.path = path
    super.init(viewMode: .sourceAccurate)
  }

  private func origin(_ node: some SyntaxProtocol) -> SourceOrigin {
    let location = source.lineAndColumn(of: node.positionAfterSkippingLeadingTrivia)
    return SourceOrigin(path: path, line: location.line, column: location.column)
  }

  // MARK: - Types

  private func enter(_ name: String, qualified: Bool = true) {
    types.append(qualified ? (types.last.map { "\($0).\(name)" } ?? name) : name)
  }

  /// A branch of `#if` that an iOS build leaves out (`#if os(macOS)`) is not read.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    SwiftCompilationConditions.isInactiveOnIOS(node) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(SwiftHierarchySyntax.typeName(node.extendedType), qualified: false)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  // MARK: - Members

  /// Whether a declared type is a view: `some View`, `any View`, `AnyView`.
  static func isViewType(_ type: TypeSyntax?) -> Bool {
    guard let type else { return false }
    let text = type.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    return text == "some View" || text == "any View" || text == "AnyView"
      || text == "some SwiftUI.View"
  }

  /// Whether attributes hold `@ViewBuilder`.
  static func isViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder"
    }
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard member == nil, let type = types.last, node.bindings.count == 1,
      let binding = node.bindings.first, binding.accessorBlock != nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      Self.isViewType(binding.typeAnnotation?.type) || Self.isViewBuilder(node.attributes)
    else { return .visitChildren }
    startMember(type: type, name: name, node: Syntax(node))
    if case .getter(let statements)? = binding.accessorBlock?.accessors {
      members[members.count - 1].container = container(in: statements)
    }
    return .visitChildren
  }
  override func visitPost(_ node: VariableDeclSyntax) { endMember(Syntax(node)) }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard member == nil, let type = types.last else { return .visitChildren }
    if node.name.text == "makeUIViewController" {
      recordRepresentable(node, type: type)
      return .skipChildren
    }
    guard node.body != nil,
      Self.isViewType(node.signature.returnClause?.type) || Self.isViewBuilder(node.attributes)
    else { return .visitChildren }
    startMember(type: type, name: node.name.text, node: Syntax(node))
    if let statements = node.body?.statements {
      members[members.count - 1].container = container(in: statements)
    }
    return .visitChildren
  }

  /// The SwiftUI container a member's statements are, when they are one expression that is
  /// one (`ZStack { … }.padding()`), as the view a presentation of the member shows.
  private func container(in statements: CodeBlockItemListSyntax) -> HierarchySwiftUIView? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    let expression =
      item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
    guard let expression, let call = Self.viewCall(expression),
      let type = SwiftHierarchySyntax.calledTypeName(call), Self.containers.contains(type)
    else { return nil }
    return HierarchySwiftUIView(typeName: type, origin: origin(call))
  }
  override func visitPost(_ node: FunctionDeclSyntax) { endMember(Syntax(node)) }

  private func startMember(type: String, name: String, node: Syntax) {
    member = (members.count, node)
    members.append(HierarchySwiftUIViewMember(typeName: type, name: name, uses: []))
  }

  private func endMember(_ node: Syntax) {
    if let current = member, current.node.id == node.id { member = nil }
  }

  // MARK: - Uses

  override func visitPost(_ node: FunctionCallExprSyntax) {
    if let type = SwiftHierarchySyntax.calledTypeName(node), Self.containers.contains(type) {
      recordContainerContent(node)
    }
    guard let current = member else { return }
    if let type = SwiftHierarchySyntax.calledTypeName(node) {
      if Self.systemViews.contains(type) { return }
      record(type, isMember: false, at: Syntax(node), in: current)
      return
    }
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      record(reference.baseName.text, isMember: true, at: Syntax(node), in: current)
      return
    }
    guard let called = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
    let name = called.declName.baseName.text
    if let base = called.base, SwiftHierarchyVisitor.isSelf(base) {
      record(name, isMember: true, at: Syntax(node), in: current)
    } else if let base = called.base?.as(DeclReferenceExprSyntax.self),
      base.argumentNames == nil, !SwiftHierarchySyntax.isTypeLike(base.baseName.text)
    {
      // `tab.makeContentView()`: a value's view member (a modifier's base is a view).
      record(name, isMember: true, at: Syntax(node), in: current, isOnOtherValue: true)
    } else if called.base != nil,
      [
        "statusBarHidden", "statusBar", "preferredColorScheme", "toolbarColorScheme",
        "toolbarVisibility", "toolbar",
      ]
      .contains(name)
    {
      let (steps, _) = placement(of: Syntax(node), upTo: current.node)
      if !steps.allSatisfy(\.isOnSameScreen) {
        offScreenModifiers.append(
          HierarchySwiftUIOffScreenModifier(origin: origin(called.declName), steps: steps))
      }
    } else if called.base?.is(FunctionCallExprSyntax.self) == true {
      // `Text("y").injectingProvider()`: a modifier that a `View` extension of the module may
      // declare, shown on this screen with what it applies (`modifier(Inject())`); the
      // graph follows it where one type of the module declares a view member of that name.
      record(name, isMember: true, at: Syntax(node), in: current, isOnOtherValue: true)
    }
  }

  override func visitPost(_ node: DeclReferenceExprSyntax) {
    guard let current = member, node.argumentNames == nil,
      !SwiftHierarchySyntax.isTypeLike(node.baseName.text),
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
      node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
    else { return }
    record(node.baseName.text, isMember: true, at: Syntax(node), in: current)
  }

  override func visitPost(_ node: MemberAccessExprSyntax) {
    guard let current = member, let base = node.base,
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(node).id
    else { return }
    if SwiftHierarchyVisitor.isSelf(base) {
      record(node.declName.baseName.text, isMember: true, at: Syntax(node), in: current)
    } else if let reference = base.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil, !SwiftHierarchySyntax.isTypeLike(reference.baseName.text),
      node.declName.argumentNames == nil, Self.isInViewPosition(Syntax(node))
    {
      // `item.destinationView`: a value's view property, where a view is written.
      record(
        node.declName.baseName.text, isMember: true, at: Syntax(node), in: current,
        isOnOtherValue: true)
    }
  }

  /// Whether an expression, with the modifiers chained onto it, is where a view builder
  /// takes a view: a statement of its own (`item.destinationView.padding()`) or a
  /// `destination:` argument, not an argument of another call (`Text(item.title)`) or a
  /// base of a longer path (`item.settings.title`).
  static func isInViewPosition(_ node: Syntax) -> Bool {
    var current = node
    var depth = 0
    while let parent = current.parent, depth < maximumDepth {
      depth += 1
      if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
        let call = access.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == access.id
      {
        // A modifier: `….padding()`.
        current = Syntax(call)
        continue
      }
      if parent.is(CodeBlockItemSyntax.self) { return true }
      if let argument = parent.as(LabeledExprSyntax.self) {
        return argument.label?.text == "destination"
      }
      return false
    }
    return false
  }

  /// SwiftUI's containers whose content is shown with them (`NavigationView { Settings() }`).
  static let containers: Set<String> = [
    "NavigationView", "NavigationStack", "Group", "VStack", "HStack", "ZStack", "LazyVStack",
    "LazyHStack", "ScrollView", "List", "Form",
  ]

  /// The name of the view member standing for a SwiftUI container's content at `origin`, so
  /// that a hosting controller whose root view is the container (a sheet's `NavigationView {
  /// … }`) shows the views inside it.
  static func contentName(at origin: SourceOrigin) -> String { "<content at \(origin)>" }

  /// Records the view types a container's content shows directly, through nested
  /// containers and the branches of an `if` (each then conditional), as the uses of a
  /// member named ``contentName(at:)``.
  private func recordContainerContent(_ node: FunctionCallExprSyntax) {
    var uses: [HierarchySwiftUIViewUse] = []
    var blocks: [(statements: CodeBlockItemListSyntax, isConditional: Bool)] = []
    var pending: [(call: FunctionCallExprSyntax, isConditional: Bool)] = [(node, false)]
    var steps = 0
    while steps < Self.maximumDepth {
      steps += 1
      if let (container, isConditional) = pending.popLast() {
        let closure =
          container.trailingClosure
          ?? SwiftHierarchySyntax.argument(container, label: "content")?.as(
            ClosureExprSyntax.self)
        if let closure { blocks.append((closure.statements, isConditional)) }
        continue
      }
      guard let (statements, isConditional) = blocks.popLast() else { break }
      for statement in statements {
        guard let expression = statement.item.as(ExprSyntax.self) else {
          if let branch = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(
            IfExprSyntax.self)
          {
            blocks += Self.branches(of: branch).bodies.map { ($0, true) }
          }
          continue
        }
        if let branch = expression.as(IfExprSyntax.self) {
          blocks += Self.branches(of: branch).bodies.map { ($0, true) }
          continue
        }
        guard let call = Self.viewCall(expression),
          let type = SwiftHierarchySyntax.calledTypeName(call)
        else { continue }
        uses += modifierUses(Self.chainedModifiers(of: expression), isConditional: isConditional)
        if Self.containers.contains(type) {
          pending.append((call, isConditional))
        } else if !Self.systemViews.contains(type) {
          uses.append(
            HierarchySwiftUIViewUse(
              name: type, isMember: false, steps: [], isConditional: isConditional,
              origin: origin(call)))
        }
      }
    }
    // The modifiers chained onto the container itself (`NavigationView { … }
    // .injectingProvider()`) apply to its screen too.
    var chained: [FunctionCallExprSyntax] = []
    var current = Syntax(node)
    while chained.count < Self.maximumDepth,
      let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    {
      chained.append(call)
      current = Syntax(call)
    }
    uses += modifierUses(chained, isConditional: false)
    uses.sort { $0.origin < $1.origin }
    guard !uses.isEmpty else { return }
    members.append(
      HierarchySwiftUIViewMember(
        typeName: Self.contentName(at: origin(node)), name: "body", uses: uses))
  }

  /// The modifier calls chained onto a view, outermost first, down to the view's own call
  /// (`Text("x").padding().injectingProvider()` → `injectingProvider()`, `padding()`).
  static func chainedModifiers(of expression: ExprSyntax) -> [FunctionCallExprSyntax] {
    var calls: [FunctionCallExprSyntax] = []
    var current = SwiftHierarchySyntax.strip(expression).expr
    while calls.count < maximumDepth {
      if let conditional = current.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
        current = SwiftHierarchySyntax.strip(base).expr
        continue
      }
      guard let call = current.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, !SwiftHierarchySyntax.isTypeLike(member.declName.baseName.text)
      else { break }
      calls.append(call)
      current = SwiftHierarchySyntax.strip(base).expr
    }
    return calls
  }

  /// Uses of the module's view members that modifier calls may name (a `View` extension's
  /// `injectingProvider()`), resolved where one type declares a view member of that name.
  private func modifierUses(_ calls: [FunctionCallExprSyntax], isConditional: Bool)
    -> [HierarchySwiftUIViewUse]
  {
    calls.compactMap { call in
      guard let name = SwiftHierarchySyntax.calledMember(call)?.name else { return nil }
      return HierarchySwiftUIViewUse(
        name: name, isMember: true, isOnOtherValue: true, steps: [],
        isConditional: isConditional, origin: origin(call))
    }
  }

  /// The bodies of an `if … else if … else`'s branches, in order; whether it ends with an
  /// `else` (else no branch may run); and whether every branch was read (at most
  /// ``maximumDepth``).
  static func branches(of start: IfExprSyntax)
    -> (bodies: [CodeBlockItemListSyntax], endsWithElse: Bool, isComplete: Bool)
  {
    var bodies: [CodeBlockItemListSyntax] = []
    var branch = start
    while bodies.count < maximumDepth {
      bodies.append(branch.body.statements)
      guard let elseBody = branch.elseBody else { return (bodies, false, true) }
      switch elseBody {
      case .ifExpr(let next): branch = next
      case .codeBlock(let block):
        bodies.append(block.statements)
        return (bodies, true, true)
      }
    }
    return (bodies, false, false)
  }

  /// The call that makes a view, without the modifiers chained onto it.
  static func viewCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
    var current = SwiftHierarchySyntax.strip(expression).expr
    var steps = 0
    while steps < maximumDepth {
      steps += 1
      if let conditional = current.as(PostfixIfConfigExprSyntax.self),
        let base = conditional.base
      {
        // Modifiers under `#if … #endif`: the view is their base.
        current = SwiftHierarchySyntax.strip(base).expr
        continue
      }
      guard let call = current.as(FunctionCallExprSyntax.self) else { return nil }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, !SwiftHierarchySyntax.isTypeLike(member.declName.baseName.text)
      else { return call }
      current = SwiftHierarchySyntax.strip(base).expr
    }
    return nil
  }

  /// SwiftUI's own containers and controls, which are never the module's views.
  static let systemViews: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "List", "ForEach",
    "ScrollView", "Text", "Image", "Button", "Label", "Spacer", "Divider", "Section", "Form",
    "NavigationStack", "NavigationView", "NavigationLink", "NavigationSplitView", "TabView",
    "Tab", "Color", "GeometryReader", "Toggle", "Picker", "TextField", "EmptyView", "AnyView",
  ]

  private func record(
    _ name: String, isMember: Bool, at node: Syntax,
    in current: (index: Int, node: Syntax), isOnOtherValue: Bool = false
  ) {
    if isMember, ["self", "body", "some"].contains(name) { return }
    let (steps, isConditional) = placement(of: node, upTo: current.node)
    var use = HierarchySwiftUIViewUse(
      name: name, isMember: isMember, isOnOtherValue: isOnOtherValue, steps: steps,
      isConditional: isConditional, origin: origin(node))
    use.isInToolbar = Self.isInToolbar(node, upTo: current.node)
    members[current.index].uses.append(use)
  }

  /// Whether `node` is in the content closure of a `.toolbar { … }` modifier below `top`.
  static func isInToolbar(_ node: Syntax, upTo top: Syntax) -> Bool {
    var current = node.parent
    var depth = 0
    while let syntax = current, syntax.id != top.id, depth < maximumDepth {
      depth += 1
      if let closure = syntax.as(ClosureExprSyntax.self) {
        let call =
          closure.parent?.as(FunctionCallExprSyntax.self)
          ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if let call, SwiftHierarchySyntax.calledMember(call)?.name == "toolbar" { return true }
      }
      current = syntax.parent
    }
    return false
  }

  /// The steps from a member's screen to `node` and whether a condition is on the way.
  func placement(of node: Syntax, upTo top: Syntax) -> ([HierarchySwiftUIStep], Bool) {
    var steps: [HierarchySwiftUIStep] = []
    var isConditional = false
    var child = node
    var grandchild = node
    var current = node.parent
    var depth = 0
    while let syntax = current, syntax.id != top.id, depth < Self.maximumDepth {
      depth += 1
      switch syntax.kind {
      case .ifExpr, .switchCase, .guardStmt:
        isConditional = true
      case .ternaryExpr:
        if let ternary = syntax.as(TernaryExprSyntax.self), ternary.condition.id != child.id {
          isConditional = true
        }
      case .closureExpr:
        if let step = Self.step(ofClosure: syntax, statement: grandchild) { steps.append(step) }
      case .labeledExpr:
        if let argument = syntax.as(LabeledExprSyntax.self),
          argument.label?.text == "destination",
          let call = syntax.parent?.parent?.as(FunctionCallExprSyntax.self),
          SwiftHierarchySyntax.calledTypeName(call) == "NavigationLink",
          !argument.expression.is(ClosureExprSyntax.self)
        {
          steps.append(.navigationLink)
        }
      default: break
      }
      grandchild = child
      child = syntax
      current = syntax.parent
    }
    return (steps.reversed(), isConditional)
  }

  /// The step a closure's content is behind, from the call it is given to and how.
  ///
  /// `statement` is the closure's statement that holds the content.
  static func step(ofClosure syntax: Syntax, statement: Syntax) -> HierarchySwiftUIStep? {
    guard let closure = syntax.as(ClosureExprSyntax.self) else { return nil }
    var label: String?
    var isTrailing = false
    var call: FunctionCallExprSyntax?
    if let parent = closure.parent?.as(FunctionCallExprSyntax.self) {
      call = parent
      isTrailing = true
    } else if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      label = argument.label?.text
      call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      label = element.label.text
      call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
    guard let call else { return nil }
    if let type = SwiftHierarchySyntax.calledTypeName(call) {
      switch type {
      case "TabView" where isTrailing || label == "content":
        let index = closure.statements.firstIndex { $0.id == statement.id }
        let position =
          index.map { closure.statements.distance(from: closure.statements.startIndex, to: $0) }
          ?? 0
        let selectable = SwiftHierarchySyntax.argument(call, label: "selection") != nil
        return .tab(index: position, selectable: selectable)
      case "NavigationLink":
        if label == "destination" { return .navigationLink }
        guard isTrailing else { return nil }
        let hasDestinationOrValue =
          SwiftHierarchySyntax.argument(call, label: "destination") != nil
          || SwiftHierarchySyntax.argument(call, label: "value") != nil
        let hasLabelClosure = call.additionalTrailingClosures.contains {
          $0.label.text == "label"
        }
        let hasTitle = call.arguments.first.map { $0.label == nil } ?? false
        return !hasDestinationOrValue && (hasLabelClosure || hasTitle) ? .navigationLink : nil
      default: return nil
      }
    }
    guard let name = SwiftHierarchySyntax.calledMember(call)?.name else { return nil }
    guard label == nil || label == "content" || label == "destination" else { return nil }
    switch name {
    case "sheet": return .sheet
    case "fullScreenCover": return .fullScreenCover
    case "popover": return .popover
    case "navigationDestination": return .navigationDestination
    default: return nil
    }
  }

  // MARK: - Representables

  /// Records the controller class `makeUIViewController(context:)` makes: its declared return
  /// type when that is a class, else the one class its returns make.
  private func recordRepresentable(_ node: FunctionDeclSyntax, type: String) {
    var controller: String?
    if let returned = node.signature.returnClause?.type,
      returned.is(IdentifierTypeSyntax.self) || returned.is(MemberTypeSyntax.self)
    {
      let name = SwiftHierarchySyntax.typeName(returned)
      if !["UIViewControllerType", "UIViewController", "Self.UIViewControllerType"].contains(
        name)
      {
        controller = name
      }
    }
    if controller == nil, let body = node.body {
      var made: Set<String> = []
      var results: [ExprSyntax] = []
      if body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) {
        results.append(only)
      }
      for token in body.tokens(viewMode: .sourceAccurate)
      where token.tokenKind == .keyword(.return) {
        if let statement = token.parent?.as(ReturnStmtSyntax.self),
          let expression = statement.expression
        {
          results.append(expression)
        }
      }
      for result in results {
        let core = SwiftHierarchySyntax.strip(result).expr
        if let call = core.as(FunctionCallExprSyntax.self),
          let name = SwiftHierarchySyntax.calledTypeName(call)
        {
          made.insert(name)
        } else {
          made.insert("")
        }
      }
      if made.count == 1, let only = made.first, !only.isEmpty { controller = only }
    }
    representables.append(
      HierarchyRepresentable(typeName: type, controllerClass: controller, origin: origin(node.name))
    )
  }
}
