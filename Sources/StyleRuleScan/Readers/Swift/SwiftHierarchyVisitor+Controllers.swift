import StyleRuleKit
import SwiftSyntax

/// Controller expressions: what a controller position holds, read with a work list.
extension SwiftHierarchyVisitor {
  /// The controller an expression in a controller position states, with the controllers nested
  /// in it (`UINavigationController(rootViewController: Home())`), read without recursion.
  func controller(for expr: ExprSyntax) -> HierarchyControllerID {
    var work: [WorkItem] = []
    let root = node(for: expr, site: currentSite(), work: &work)
    while let item = work.popLast() {
      fill(item, work: &work)
    }
    return root
  }

  /// The controller the right-hand side of an assignment states (`elements`, the operator
  /// sequence after `=`, starting with `first`): one expression, or one of the values a chain
  /// of ternaries chooses between.
  func controller(forValue first: ExprSyntax, _ elements: [ExprSyntax]) -> HierarchyControllerID {
    if elements.count <= 1 { return controller(for: first) }
    // `= make() as SearchViewController`: the cast names the class.
    if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
      let type = elements[2].as(TypeExprSyntax.self)
    {
      let id = controller(for: first)
      if facts.controllers[id].castClassName == nil {
        facts.controllers[id].castClassName = SwiftHierarchySyntax.typeName(type.type)
      }
      return id
    }
    let site = currentSite()
    guard let alternatives = SwiftHierarchySyntax.ternaryAlternatives(elements) else {
      var text = elements.map { SwiftHierarchySyntax.shortText($0) }.joined(separator: " ")
      if text.count > SwiftHierarchySyntax.maximumTextLength {
        text = String(text.prefix(SwiftHierarchySyntax.maximumTextLength)) + "…"
      }
      return allocate(
        .unknown(reason: "the expression `\(text)` is not followed"), at: first, site: site)
    }
    var work: [WorkItem] = []
    let candidates = alternatives.map { node(for: $0, site: site, work: &work) }
    while let item = work.popLast() {
      fill(item, work: &work)
    }
    return allocate(
      .oneOf(candidates, firstNonNil: Self.firstNonNilTexts(elements)), at: first, site: site)
  }

  /// The values of `a ?? b ?? c` as written, when an operator sequence is one.
  static func firstNonNilTexts(_ elements: [ExprSyntax]) -> [String]? {
    SwiftHierarchySyntax.coalescedValues(elements)?.map { SwiftHierarchySyntax.shortText($0) }
  }

  /// Appends a controller and returns its index.
  func allocate(
    _ kind: HierarchyControllerKind, at node: some SyntaxProtocol, site: HierarchyCodeSite,
    cast: String? = nil
  ) -> HierarchyControllerID {
    facts.controllers.append(
      HierarchyController(kind: kind, origin: origin(node), castClassName: cast, site: site))
    return facts.controllers.count - 1
  }

  /// The controller for an expression: an existing one for a local, a stored property, `self`
  /// or an immediately called closure, else a new one whose expression joins the work list.
  func node(for expr: ExprSyntax, site: HierarchyCodeSite, work: inout [WorkItem])
    -> HierarchyControllerID
  {
    let (core, cast) = SwiftHierarchySyntax.strip(expr)
    if let reference = core.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      let name = reference.baseName.text
      if name == "self" { return allocate(.selfReference, at: core, site: site, cast: cast) }
      if name.hasPrefix("$") {
        return allocate(
          .unknown(reason: "`\(name)` is a closure's parameter: not followed"), at: core,
          site: site, cast: cast)
      }
      if let local = lookupLocal(name) {
        return localNode(name, local: local, at: core, site: site, work: &work)
      }
      if types.last != nil { return propertyNode(name, at: core, site: site) }
      return allocate(
        .unknown(reason: "`\(name)` is not a local or a property the scan follows"), at: core,
        site: site, cast: cast)
    }
    if let member = core.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
      let base = member.base,
      SwiftHierarchySyntax.strip(base).expr.as(DeclReferenceExprSyntax.self)?.baseName.text
        == "self"
    {
      return propertyNode(member.declName.baseName.text, at: core, site: site)
    }
    if let call = core.as(FunctionCallExprSyntax.self),
      call.calledExpression.is(ClosureExprSyntax.self),
      let result = immediateClosureResults[call.id]
    {
      return result
    }
    let id = allocate(.unknown(reason: "not read"), at: core, site: site, cast: cast)
    work.append(WorkItem(expr: core, node: id, site: site))
    return id
  }

  /// The controller a local holds: made from its values the first time a controller position
  /// reads it, one of them when branches assign it differently.
  private func localNode(
    _ name: String, local: (scope: Int, binding: LocalBinding), at core: ExprSyntax,
    site: HierarchyCodeSite, work: inout [WorkItem]
  ) -> HierarchyControllerID {
    var binding = local.binding
    switch binding.kind {
    case .variable: break
    case .parameter(let parameter):
      return allocate(.parameter(parameter), at: core, site: site)
    case .closureParameter:
      return allocate(
        .unknown(reason: "`\(name)` is a closure's parameter: not followed"), at: core, site: site)
    case .loopVariable:
      return allocate(
        .unknown(reason: "`\(name)` is a `for` loop's variable: not followed"), at: core,
        site: site)
    }
    if binding.windowIndex != nil {
      return allocate(.unknown(reason: "`\(name)` is a window"), at: core, site: site)
    }
    if let existing = binding.node { return existing }
    if binding.values.isEmpty {
      return allocate(
        .unknown(reason: "`\(name)` is given no value before it is used"), at: core, site: site)
    }
    var candidates: [HierarchyControllerID] = []
    for value in binding.values {
      let (valueCore, valueCast) = SwiftHierarchySyntax.strip(value.expr)
      if let read = localValueResults[valueCore.id] {
        candidates.append(read)
        continue
      }
      if let call = valueCore.as(FunctionCallExprSyntax.self),
        let result = immediateClosureResults[call.id]
      {
        candidates.append(result)
        continue
      }
      // `guard let presenter = sender`: the parameter (or an outer local already read) it
      // unwraps.
      if let reference = valueCore.as(DeclReferenceExprSyntax.self),
        reference.argumentNames == nil,
        let outer = lookupLocal(reference.baseName.text, readBy: name, in: local.scope)
      {
        if case .parameter(let parameter) = outer.binding.kind {
          candidates.append(allocate(.parameter(parameter), at: valueCore, site: value.site.site))
          continue
        }
        if let existing = outer.binding.node {
          candidates.append(existing)
          continue
        }
      }
      let site = value.site.site
      let id = allocate(.unknown(reason: "not read"), at: valueCore, site: site, cast: valueCast)
      work.append(WorkItem(expr: valueCore, node: id, site: site))
      candidates.append(id)
    }
    let node =
      candidates.count == 1 ? candidates[0] : allocate(.oneOf(candidates), at: core, site: site)
    binding.node = node
    updateLocal(name, scope: local.scope, binding)
    return node
  }

  /// The one controller standing for a stored property of the enclosing type in this file.
  func propertyNode(_ name: String, at node: some SyntaxProtocol, site: HierarchyCodeSite)
    -> HierarchyControllerID
  {
    let owner = types.last?.name
    let key = "\(owner ?? "").\(name)"
    if let existing = propertyNodes[key] { return existing }
    let id = allocate(.property(ownerType: owner, name: name), at: node, site: site)
    propertyNodes[key] = id
    return id
  }

  /// Reads one expression into its preallocated controller.
  private func fill(_ item: WorkItem, work: inout [WorkItem]) {
    let expr = item.expr
    guard facts.controllers.indices.contains(item.node) else { return }
    if let sequence = expr.as(SequenceExprSyntax.self),
      let alternatives = SwiftHierarchySyntax.ternaryAlternatives(Array(sequence.elements))
    {
      let candidates = alternatives.map { node(for: $0, site: item.site, work: &work) }
      facts.controllers[item.node].kind = .oneOf(
        candidates, firstNonNil: Self.firstNonNilTexts(Array(sequence.elements)))
      return
    }
    guard let call = expr.as(FunctionCallExprSyntax.self) else {
      let what = expr.is(MemberAccessExprSyntax.self) ? "the value of" : "the expression"
      facts.controllers[item.node].kind = .unknown(
        reason: "\(what) `\(SwiftHierarchySyntax.shortText(expr))` is not followed")
      return
    }
    if let member = SwiftHierarchySyntax.calledMember(call),
      member.name == "instantiateViewController"
        || member.name == "instantiateInitialViewController"
    {
      facts.controllers[item.node].kind = .storyboard(storyboardReference(call, member: member))
      return
    }
    guard let type = SwiftHierarchySyntax.calledTypeName(call) else {
      if var moduleCall = SwiftHierarchySyntax.moduleCall(call) {
        if case .property(let name) = moduleCall.receiver, let local = lookupLocal(name),
          case .variable = local.binding.kind, local.binding.values.count == 1,
          let value = local.binding.values.first?.expr,
          let made = SwiftHierarchySyntax.strip(value).expr.as(FunctionCallExprSyntax.self)
        {
          moduleCall.localReceiverType = SwiftHierarchySyntax.calledTypeName(made)
        }
        // The controllers it passes, which the callee's parameters stand for in its result.
        for (argument, key) in zip(
          call.arguments, SwiftHierarchySyntax.argumentKeys(call.arguments))
        where isControllerArgument(SwiftHierarchySyntax.strip(argument.expression).expr) {
          moduleCall.arguments[key] = node(for: argument.expression, site: item.site, work: &work)
        }
        facts.controllers[item.node].kind = .call(moduleCall)
        return
      }
      facts.controllers[item.node].kind = .unknown(
        reason:
          "the result of `\(SwiftHierarchySyntax.shortText(call.calledExpression))()` is not followed"
      )
      return
    }
    if type == "UIStoryboard" || type.hasSuffix("Window") {
      facts.controllers[item.node].kind = .unknown(reason: "a \(type) is not a view controller")
      return
    }
    if let root = SwiftHierarchySyntax.argument(call, label: "rootViewController") {
      let child = node(for: root, site: item.site, work: &work)
      facts.controllers[item.node].kind = .instance(className: type)
      facts.controllers[item.node].initialChildren.append(child)
      return
    }
    if let rootView = SwiftHierarchySyntax.argument(call, label: "rootView") {
      facts.controllers[item.node].kind = .hosting(
        className: type, rootView: swiftUIView(rootView))
      return
    }
    facts.controllers[item.node].kind = .instance(className: type)
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      let stripped = SwiftHierarchySyntax.strip(argument.expression).expr
      if let handed = stripped.as(DeclReferenceExprSyntax.self) {
        if handed.baseName.text == "self" {
          facts.controllers[item.node].handovers[label] = allocate(
            .selfReference, at: argument.expression, site: item.site)
        } else if Self.handsOverLocal(lookupLocal(handed.baseName.text)?.binding) {
          // A controller the method was passed (`SettingsCoordinator(presentedOn: sender)`).
          facts.controllers[item.node].handovers[label] = node(
            for: argument.expression, site: item.site, work: &work)
        }
      } else if Self.initializesControllerType(stripped) {
        // `ContainerViewController(main: ListViewController())`.
        facts.controllers[item.node].handovers[label] = node(
          for: argument.expression, site: item.site, work: &work)
      }
    }
    if !facts.controllers[item.node].handovers.isEmpty {
      facts.controllers[item.node].initializer =
        "init(" + call.arguments.map { "\($0.label?.text ?? "_"):" }.joined() + ")"
    }
  }

  /// Whether a local an initializer is passed can be a controller it hands over: a parameter,
  /// or a variable given a value (never a closure's parameter or a loop's variable).
  static func handsOverLocal(_ binding: LocalBinding?) -> Bool {
    guard let binding, binding.windowIndex == nil else { return false }
    switch binding.kind {
    case .parameter: return true
    case .variable: return !binding.values.isEmpty
    case .closureParameter, .loopVariable: return false
    }
  }

  /// Whether `base`, the receiver of a method call, is a local holding an instance made in
  /// place that was handed `self` or a local (`let coordinator = SettingsCoordinator(
  /// presentedOn: self)`, then `coordinator.start()`): what the method does from what it was
  /// handed is made from the caller's.
  func holdsHandedInstance(_ base: ExprSyntax) -> Bool {
    guard let reference = base.as(DeclReferenceExprSyntax.self),
      let local = lookupLocal(reference.baseName.text), case .variable = local.binding.kind,
      local.binding.values.count == 1, let value = local.binding.values.first?.expr,
      let made = SwiftHierarchySyntax.strip(value).expr.as(FunctionCallExprSyntax.self),
      SwiftHierarchySyntax.calledTypeName(made) != nil
    else { return false }
    return made.arguments.contains { argument in
      guard argument.label != nil,
        let handed = SwiftHierarchySyntax.strip(argument.expression).expr.as(
          DeclReferenceExprSyntax.self)
      else { return false }
      return handed.baseName.text == "self"
        || Self.handsOverLocal(lookupLocal(handed.baseName.text)?.binding)
    }
  }

  /// The storyboard and identifier of `instantiateViewController(withIdentifier:)` or
  /// `instantiateInitialViewController()`, with why either is not known.
  private func storyboardReference(
    _ call: FunctionCallExprSyntax, member: (name: String, base: ExprSyntax?)
  ) -> HierarchyStoryboardReference {
    let isInitial = member.name == "instantiateInitialViewController"
    var reasons: [String] = []
    var identifier: String?
    if !isInitial {
      let argument =
        SwiftHierarchySyntax.argument(call, label: "withIdentifier")
        ?? SwiftHierarchySyntax.argument(call, label: "identifier")
      if let argument, let literal = SwiftHierarchySyntax.statedString(argument) {
        identifier = literal
      } else {
        let text = argument.map { SwiftHierarchySyntax.shortText($0) } ?? "missing"
        reasons.append("the identifier is `\(text)`, not a string the code states")
      }
    }
    var name: String?
    var isCallersStoryboard = false
    var property: HierarchyStoryboardPropertyReference?
    if let base = member.base {
      var storyboard = SwiftHierarchySyntax.strip(base).expr
      if let reference = storyboard.as(DeclReferenceExprSyntax.self),
        let local = lookupLocal(reference.baseName.text), local.binding.values.count == 1,
        let value = local.binding.values.first
      {
        storyboard = SwiftHierarchySyntax.strip(value.expr).expr
      }
      if let creation = storyboard.as(FunctionCallExprSyntax.self),
        SwiftHierarchySyntax.calledTypeName(creation) == "UIStoryboard"
      {
        let argument = SwiftHierarchySyntax.argument(creation, label: "name")
        name = argument.flatMap { SwiftHierarchySyntax.statedString($0) }
        if name == nil {
          let text = argument.map { SwiftHierarchySyntax.shortText($0) } ?? "missing"
          reasons.append("the storyboard name is `\(text)`, not a string the code states")
        }
      } else if SwiftHierarchySyntax.path(storyboard) == "storyboard" {
        isCallersStoryboard = true
      } else if let reference = Self.staticPropertyReference(storyboard) {
        property = reference
      } else {
        reasons.append(
          "the storyboard `\(SwiftHierarchySyntax.shortText(storyboard))` is not followed")
      }
    } else {
      isCallersStoryboard = true
    }
    if isCallersStoryboard, isInitial {
      reasons.append("the initial controller of the calling controller's own storyboard")
    }
    var reference = HierarchyStoryboardReference(
      storyboardName: name, identifier: identifier, isInitial: isInitial,
      isCallersStoryboard: isCallersStoryboard,
      unknownReason: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
    reference.property = property
    return reference
  }

  /// The static property an expression reads on a type (`UIStoryboard.settings`,
  /// `App.Storyboards.main`): a member access whose base is a type's name, possibly nested.
  static func staticPropertyReference(_ expr: ExprSyntax) -> HierarchyStoryboardPropertyReference? {
    guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
      let base = member.base, let typeName = SwiftHierarchySyntax.path(base),
      typeName.split(separator: ".").allSatisfy({ SwiftHierarchySyntax.isTypeLike(String($0)) })
    else { return nil }
    return HierarchyStoryboardPropertyReference(
      typeName: typeName, name: member.declName.baseName.text)
  }

  // MARK: - SwiftUI views

  /// A SwiftUI view expression's type and the status bar modifiers chained onto it.
  func swiftUIView(_ expr: ExprSyntax) -> HierarchySwiftUIView {
    var current = SwiftHierarchySyntax.strip(expr).expr
    var modifiers: [HierarchySwiftUIModifierValue] = []
    var typeName: String?
    var steps = 0
    while steps < 100_000 {
      steps += 1
      if let conditional = current.as(PostfixIfConfigExprSyntax.self),
        let base = conditional.base
      {
        // `View()` with modifiers under `#if … #endif`: the view is its base.
        current = SwiftHierarchySyntax.strip(base).expr
        continue
      }
      guard let call = current.as(FunctionCallExprSyntax.self) else { break }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base,
        !SwiftHierarchySyntax.isTypeLike(member.declName.baseName.text)
      {
        if let modifier = swiftUIModifier(call, name: member.declName.baseName.text) {
          modifiers.append(modifier)
        }
        current = SwiftHierarchySyntax.strip(base).expr
        continue
      }
      typeName = SwiftHierarchySyntax.calledTypeName(call)
      break
    }
    var view = HierarchySwiftUIView(
      typeName: typeName, origin: origin(expr), modifiers: modifiers.reversed())
    if typeName == nil { view.member = Self.ownMemberName(current) }
    return view
  }

  /// The view a content closure's statements show: its one view expression, after the locals
  /// it declares; or, for an `if` or a `switch`, the view each branch shows when they are all
  /// the same (`if #available(iOS 26, *) { list } else { list }`), else those views as
  /// alternatives, `EmptyView` standing for a branch that shows none (an `if` without
  /// `else`); nil when a branch shows something else.
  func contentView(_ statements: CodeBlockItemListSyntax) -> HierarchySwiftUIView? {
    var pending = [statements]
    var found: [HierarchySwiftUIView] = []
    var steps = 0
    while let block = pending.popLast(), steps < 1_000 {
      steps += 1
      let items = block.compactMap { item -> Syntax? in
        if item.item.is(DeclSyntax.self) { return nil }
        return Syntax(item.item)
      }
      guard items.count <= 1 else { return nil }
      guard let only = items.first else {
        // A branch with no view.
        found.append(HierarchySwiftUIView(typeName: "EmptyView", origin: origin(block)))
        continue
      }
      if only.is(BreakStmtSyntax.self) {
        found.append(HierarchySwiftUIView(typeName: "EmptyView", origin: origin(only)))
        continue
      }
      let expression =
        only.as(ExpressionStmtSyntax.self)?.expression ?? only.as(ExprSyntax.self)
      guard let expression else { return nil }
      if let branch = expression.as(IfExprSyntax.self) {
        // Each branch of `if … else if … else`; without a last `else`, none shows. Branches
        // left unread (a hostile chain of `else if`) are not known to show it.
        let (bodies, endsWithElse, isComplete) = SwiftUIViewGraphVisitor.branches(of: branch)
        guard isComplete else { return nil }
        pending += bodies
        if !endsWithElse {
          found.append(HierarchySwiftUIView(typeName: "EmptyView", origin: origin(branch)))
        }
        continue
      }
      if let choice = expression.as(SwitchExprSyntax.self) {
        for element in choice.cases {
          // A `#if` among the cases is not read.
          guard case .switchCase(let switchCase) = element else { return nil }
          pending.append(switchCase.statements)
        }
        continue
      }
      let view = swiftUIView(expression)
      if view.typeName == nil, view.member == nil { return nil }
      found.append(view)
    }
    // Branches left unread (a hostile chain of `else if`) are not known to show it.
    guard pending.isEmpty, let first = found.first else { return nil }
    found.sort { $0.origin < $1.origin }
    var distinct: [HierarchySwiftUIView] = []
    for view in found
    where !distinct.contains(where: { $0.typeName == view.typeName && $0.member == view.member }) {
      distinct.append(view)
    }
    guard distinct.count > 1 else { return first }
    var choice = HierarchySwiftUIView(typeName: nil, origin: origin(statements))
    choice.alternatives = distinct
    return choice
  }

  /// The name of the enclosing type's member an expression uses: `modalPreview`,
  /// `self.modalPreview`, `makeSheet()`, `self.makeSheet()`.
  static func ownMemberName(_ expression: ExprSyntax) -> String? {
    var current = expression
    if let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    {
      current = call.calledExpression
    }
    if let reference = current.as(DeclReferenceExprSyntax.self),
      !SwiftHierarchySyntax.isTypeLike(reference.baseName.text)
    {
      return reference.baseName.text
    }
    if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
      SwiftHierarchyVisitor.isSelf(base)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The status bar modifier a call applies, when it is one.
  func swiftUIModifier(_ call: FunctionCallExprSyntax, name: String)
    -> HierarchySwiftUIModifierValue?
  {
    let at: SourceOrigin
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      at = origin(member.declName)
    } else {
      at = origin(call)
    }
    switch name {
    case "statusBarHidden":
      let value = SwiftHierarchySyntax.argument(call, label: nil).map {
        SwiftHierarchySyntax.value($0)
      }
      return .statusBarHidden(value ?? .bool(true), origin: at)
    case "statusBar":
      guard let hidden = SwiftHierarchySyntax.argument(call, label: "hidden") else { return nil }
      return .statusBarHidden(SwiftHierarchySyntax.value(hidden), origin: at)
    case "preferredColorScheme":
      guard let value = SwiftHierarchySyntax.argument(call, label: nil) else { return nil }
      return .preferredColorScheme(SwiftHierarchySyntax.value(value), origin: at)
    case "toolbarColorScheme":
      guard let value = Self.statusBarPlacementValue(call) else { return nil }
      return .statusBarColorScheme(value, origin: at)
    case "toolbarVisibility", "toolbar":
      guard let value = Self.statusBarPlacementValue(call) else { return nil }
      return .statusBarVisibility(value, origin: at)
    case "sheet", "fullScreenCover", "popover":
      let trigger = call.arguments.first?.label?.text ?? "_"
      let argument = SwiftHierarchySyntax.argument(call, label: "content")
      let closure = call.trailingClosure ?? argument?.as(ClosureExprSyntax.self)
      var content = HierarchySwiftUIView(typeName: nil, origin: at)
      // The closure's one view expression, after the locals it declares
      // (`let text = …; SelectableTextView(text: text)`), or the one view every branch of
      // its `if` shows.
      if let closure, let view = contentView(closure.statements) {
        content = view
      } else if closure == nil, let argument {
        // `content: makeShareSheet`: a member of the view.
        content.member = Self.ownMemberName(argument)
      }
      switch name {
      case "sheet": return .sheet(trigger: trigger, content: content, origin: at)
      case "popover": return .popover(trigger: trigger, content: content, origin: at)
      default: return .fullScreenCover(trigger: trigger, content: content, origin: at)
      }
    default:
      return nil
    }
  }
}
