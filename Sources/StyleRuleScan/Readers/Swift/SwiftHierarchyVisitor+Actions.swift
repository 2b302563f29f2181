import SwiftSyntax

/// Calls and assignments that place controllers, configure windows or apply SwiftUI modifiers.
extension SwiftHierarchyVisitor {
  /// The properties UIKit reads from a controller when it presents it, recorded on instances.
  static let presentationSettings: Set<String> = [
    "modalPresentationStyle", "modalPresentationCapturesStatusBarAppearance",
    "modalTransitionStyle", "overrideUserInterfaceStyle", "definesPresentationContext",
  ]

  /// The window properties recorded besides `rootViewController`.
  static let windowSettings: Set<String> = [
    "windowLevel", "isHidden", "overrideUserInterfaceStyle",
  ]

  /// The controllers a controller reaches through a property of its own.
  static let relatedControllers: Set<String> = [
    "navigationController", "tabBarController", "splitViewController", "parent",
    "presentingViewController", "presentedViewController", "parentViewController",
  ]

  // MARK: - Calls

  /// Records what a call states, after its arguments were visited.
  func handleCall(_ node: FunctionCallExprSyntax) {
    if let type = SwiftHierarchySyntax.calledTypeName(node), type == "WindowGroup" {
      recordWindowGroup(node)
      return
    }
    guard let member = SwiftHierarchySyntax.calledMember(node) else { return }
    let firstIsUnlabeled = node.arguments.first.map { $0.label == nil } ?? false
    switch member.name {
    case "present" where firstIsUnlabeled && SwiftHierarchySyntax.hasLabel(node, "animated"),
      // Swift 2's name.
      "presentViewController"
    where firstIsUnlabeled && SwiftHierarchySyntax.hasLabel(node, "animated"):
      recordAction(.present, call: node, base: member.base)
    case "pushViewController" where firstIsUnlabeled:
      recordAction(.push, call: node, base: member.base)
    case "show" where firstIsUnlabeled && SwiftHierarchySyntax.hasLabel(node, "sender"),
      "showViewController" where firstIsUnlabeled && SwiftHierarchySyntax.hasLabel(node, "sender"):
      recordAction(.show, call: node, base: member.base)
    case "showDetailViewController"
    where firstIsUnlabeled && SwiftHierarchySyntax.hasLabel(node, "sender"):
      recordAction(.showDetail, call: node, base: member.base)
    case "addChild" where firstIsUnlabeled && node.arguments.count == 1,
      "addChildViewController" where firstIsUnlabeled && node.arguments.count == 1:
      // A struct's, an enum's or an actor's own `addChild` is not a view controller's.
      if member.base.map(Self.isSelf) ?? true, types.last?.isNeverController == true { return }
      recordAction(.addChild, call: node, base: member.base)
    case "setViewControllers" where firstIsUnlabeled:
      recordAction(.setViewControllers, call: node, base: member.base)
    case "setViewController"
    where firstIsUnlabeled && node.arguments.count == 2
      && SwiftHierarchySyntax.hasLabel(node, "for"):
      // `setViewController(nil, for: .supplementary)` empties a column: it places nothing.
      if node.arguments.first?.expression.is(NilLiteralExprSyntax.self) == true { return }
      recordAction(.setColumn, call: node, base: member.base)
    case "makeKeyAndVisible" where node.arguments.isEmpty:
      if let base = member.base, let index = windowIndex(forReceiver: base),
        facts.windows[index].makeKeyAndVisible == nil
      {
        facts.windows[index].makeKeyAndVisible = origin(node)
      }
    case "statusBarHidden", "statusBar", "preferredColorScheme", "toolbarColorScheme",
      "toolbarVisibility", "toolbar", "sheet", "fullScreenCover", "popover":
      // Called on a view, or without a receiver in a `View` extension, whose `self` is one.
      guard member.base != nil || types.last?.name == "View", !Self.isInPresentedContent(node),
        let value = swiftUIModifier(node, name: member.name)
      else { return }
      facts.swiftUIModifiers.append(
        HierarchySwiftUIModifier(typeName: types.last?.name, value: value, site: currentSite()))
    default:
      return
    }
  }

  /// Whether a modifier applies to a view that another one presents or hosts.
  ///
  /// That is, inside the content of a `.sheet`, `.fullScreenCover`, `.popover` or
  /// `WindowGroup`, or a `rootView:` argument. Those modifiers belong to that view, and are
  /// read with it.
  static func isInPresentedContent(_ node: FunctionCallExprSyntax) -> Bool {
    var current = node.parent
    var steps = 0
    while let syntax = current, steps < 10_000, !syntax.is(MemberBlockItemSyntax.self) {
      steps += 1
      if let argument = syntax.as(LabeledExprSyntax.self), argument.label?.text == "rootView" {
        return true
      }
      if let closure = syntax.as(ClosureExprSyntax.self),
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
          ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
      {
        let name =
          SwiftHierarchySyntax.calledMember(call)?.name ?? SwiftHierarchySyntax.calledTypeName(call)
        if let name, ["sheet", "fullScreenCover", "popover", "WindowGroup"].contains(name) {
          return true
        }
      }
      current = syntax.parent
    }
    return false
  }

  /// Records a placing call with its receiver and targets.
  private func recordAction(
    _ operation: HierarchyOperation, call: FunctionCallExprSyntax, base: ExprSyntax?
  ) {
    guard let first = call.arguments.first?.expression else { return }
    if operation == .setViewControllers {
      recordChildren(
        first, receiver: receiver(base), animated: SwiftHierarchySyntax.animatedArgument(call),
        at: call)
      return
    }
    facts.actions.append(
      HierarchyAction(
        operation: operation, receiver: receiver(base), targets: [controller(for: first)],
        animated: SwiftHierarchySyntax.animatedArgument(call), origin: origin(call),
        site: currentSite()))
  }

  /// Records `setViewControllers(list, …)` or `viewControllers = list` at `node`.
  func recordChildren(
    _ list: ExprSyntax, receiver: HierarchyReceiver, animated: Bool? = nil,
    at node: some SyntaxProtocol
  ) {
    // `setViewControllers(viewControllers, animated: false)` on the controller itself sets the
    // children it has: it changes nothing.
    if case .selfController = receiver, isOwnChildren(list) { return }
    let children = controllers(inList: list)
    facts.actions.append(
      HierarchyAction(
        operation: .setViewControllers, receiver: receiver, targets: children.targets,
        animated: animated, listIsComputed: children.isComputed, origin: origin(node),
        site: currentSite()))
  }

  /// Whether an expression is the controller's own `viewControllers` (not a local of that name).
  private func isOwnChildren(_ list: ExprSyntax) -> Bool {
    let core = SwiftHierarchySyntax.strip(list).expr
    if let reference = core.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "viewControllers" && lookupLocal("viewControllers") == nil
    }
    if let member = core.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text == "viewControllers" && isSelfMember(core)
    }
    return false
  }

  /// The controllers of an array literal, or of a local holding one; else one unknown
  /// controller standing for the children the expression computes, whose number the code
  /// does not state (`isComputed`).
  func controllers(inList expr: ExprSyntax) -> (
    targets: [HierarchyControllerID], isComputed: Bool
  ) {
    var list = SwiftHierarchySyntax.strip(expr).expr
    if let reference = list.as(DeclReferenceExprSyntax.self),
      let local = lookupLocal(reference.baseName.text), local.binding.values.count == 1,
      let value = local.binding.values.first,
      SwiftHierarchySyntax.strip(value.expr).expr.is(ArrayExprSyntax.self)
    {
      list = SwiftHierarchySyntax.strip(value.expr).expr
    }
    if let mapped = mappedControllers(list) { return (mapped, false) }
    guard let array = list.as(ArrayExprSyntax.self) else {
      let text = SwiftHierarchySyntax.shortText(list)
      let placeholder = allocate(
        .unknown(
          reason:
            "the children are computed by `\(text)`: how many and which the code does not state"),
        at: list, site: currentSite())
      return ([placeholder], true)
    }
    return (array.elements.map { controller(for: $0.expression) }, false)
  }

  /// The controllers of an array literal mapped through a container's initialiser, one per
  /// element: `[home, search].map { UINavigationController(rootViewController: $0) }`,
  /// `.map { vc in Nav(rootViewController: vc) }` or `.map(Nav.init(rootViewController:))`.
  ///
  /// Only that shape is read: a closure whose one statement makes a controller of the
  /// element, where the element is the root view controller; anything else is computed.
  private func mappedControllers(_ list: ExprSyntax) -> [HierarchyControllerID]? {
    guard let call = list.as(FunctionCallExprSyntax.self),
      let member = SwiftHierarchySyntax.calledMember(call), member.name == "map",
      let base = member.base, let wrapper = Self.mapWrapperType(call)
    else { return nil }
    var elements = SwiftHierarchySyntax.strip(base).expr
    if let reference = elements.as(DeclReferenceExprSyntax.self),
      let local = lookupLocal(reference.baseName.text), local.binding.values.count == 1,
      let value = local.binding.values.first
    {
      elements = SwiftHierarchySyntax.strip(value.expr).expr
    }
    guard let array = elements.as(ArrayExprSyntax.self) else { return nil }
    let site = currentSite()
    return array.elements.map { element in
      let child = controller(for: element.expression)
      let container = allocate(.instance(className: wrapper.type), at: wrapper.site, site: site)
      facts.controllers[container].initialChildren.append(child)
      return container
    }
  }

  /// The container type a `map` makes of each element, and the syntax that makes it, when its
  /// transform is `{ Type(rootViewController: $0) }`, `{ x in Type(rootViewController: x) }` or
  /// `Type.init(rootViewController:)`.
  private static func mapWrapperType(_ call: FunctionCallExprSyntax) -> (
    type: String, site: Syntax
  )? {
    if call.arguments.count == 1, call.trailingClosure == nil,
      let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "init",
      member.declName.argumentNames?.arguments.map(\.name.text) == ["rootViewController"],
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      SwiftHierarchySyntax.isTypeLike(base.baseName.text)
    {
      return (base.baseName.text, Syntax(member))
    }
    let closure =
      call.trailingClosure
      ?? (call.arguments.count == 1
        ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil)
    guard let closure, closure.statements.count == 1,
      let made = closure.statements.first?.item.as(ExprSyntax.self).map({
        SwiftHierarchySyntax.strip($0).expr
      })?.as(FunctionCallExprSyntax.self),
      let type = SwiftHierarchySyntax.calledTypeName(made), made.arguments.count == 1,
      let root = SwiftHierarchySyntax.argument(made, label: "rootViewController"),
      let name = SwiftHierarchySyntax.strip(root).expr.as(DeclReferenceExprSyntax.self)?
        .baseName.text
    else { return nil }
    let parameters = closure.signature?.parameterClause
    let parameterName: String?
    switch parameters {
    case nil: parameterName = "$0"
    case .simpleInput(let list)?:
      parameterName = list.count == 1 ? list.first?.name.text : nil
    case .parameterClause(let clause)?:
      parameterName =
        clause.parameters.count == 1
        ? (clause.parameters.first?.secondName ?? clause.parameters.first?.firstName)?.text : nil
    }
    guard name == parameterName else { return nil }
    return (type, Syntax(made))
  }

  /// The controller a call is made on; `a ?? b` (`(a ?? b)?.present(…)`) is the first of
  /// them that is not nil, each read on its own.
  func receiver(_ base: ExprSyntax?) -> HierarchyReceiver {
    guard let base else { return .selfController }
    let stripped = SwiftHierarchySyntax.strip(base).expr
    if let sequence = stripped.as(SequenceExprSyntax.self),
      let alternatives = SwiftHierarchySyntax.coalescedValues(Array(sequence.elements))
    {
      return .firstNonNil(
        alternatives.map(singleReceiver),
        texts: alternatives.map { SwiftHierarchySyntax.shortText($0) })
    }
    return singleReceiver(stripped)
  }

  /// The controller one expression (not `a ?? b`) names as a receiver.
  private func singleReceiver(_ base: ExprSyntax) -> HierarchyReceiver {
    let stripped = SwiftHierarchySyntax.strip(base).expr
    if stripped.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return .selfController }
    guard let path = SwiftHierarchySyntax.path(stripped) else {
      return .expression(SwiftHierarchySyntax.shortText(stripped))
    }
    let components = path.split(separator: ".").map(String.init)
    // A local of that name (`var presentingViewController = sender ?? top`) hides the
    // controller's own property.
    if let first = components.first, Self.relatedControllers.contains(first),
      components.count > 1 || lookupLocal(first) == nil, !ownsRelatedNamedProperty(first)
    {
      return .related(path)
    }
    if components.count == 1 || isSelfMember(stripped) {
      return .controller(controller(for: stripped))
    }
    // A controller related to a local or a parameter (`sender.navigationController`).
    if components.count > 1, Self.relatedControllers.contains(components[1]),
      lookupLocal(components[0]) != nil, let local = Self.firstName(of: stripped)
    {
      return .relatedOf(
        controller(for: local), name: components[0],
        path: components.dropFirst().joined(separator: "."))
    }
    return .expression(path)
  }

  /// The name a member path starts with (`sender` in `sender?.navigationController`).
  private static func firstName(of expr: ExprSyntax) -> ExprSyntax? {
    var current = SwiftHierarchySyntax.strip(expr).expr
    var steps = 0
    while steps < 64 {
      steps += 1
      if current.is(DeclReferenceExprSyntax.self) { return current }
      guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base else {
        return nil
      }
      current = SwiftHierarchySyntax.strip(base).expr
    }
    return nil
  }

  /// Whether an expression is `self.name`.
  func isSelfMember(_ expr: ExprSyntax) -> Bool {
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else {
      return false
    }
    return SwiftHierarchySyntax.strip(base).expr.as(DeclReferenceExprSyntax.self)?.baseName.text
      == "self"
  }

  // MARK: - Assignments

  /// Records what an assignment states, after its sides were visited.
  func handleAssignment(_ node: SequenceExprSyntax) {
    // The elements are read one by one: most sequences are no assignment, or `a = b`.
    let elements = node.elements
    var iterator = elements.makeIterator()
    guard elements.count >= 3, let assignee = iterator.next(),
      iterator.next()?.is(AssignmentExprSyntax.self) == true, let firstValue = iterator.next()
    else { return }
    let lhs = SwiftHierarchySyntax.strip(assignee).expr
    let rhs = elements.count == 3 ? firstValue : nil
    if let reference = lhs.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let local = lookupLocal(name) {
        // A chain of ternaries gives the local one of its values; another operator sequence
        // (`a ?? B()`) is kept whole, an expression the reader does not follow.
        let values =
          rhs.map { [$0] }
          ?? SwiftHierarchySyntax.ternaryAlternatives(Array(elements.dropFirst(2)))
          ?? [ExprSyntax(node)]
        assignLocal(name, local: local, values: values)
        return
      }
      assignSelfMember(name, value: Array(elements.dropFirst(2)), at: assignee)
      return
    }
    guard let member = lhs.as(MemberAccessExprSyntax.self), let base = member.base else { return }
    let name = member.declName.baseName.text
    if isSelfMember(lhs) {
      assignSelfMember(name, value: Array(elements.dropFirst(2)), at: assignee)
      return
    }
    if name == "rootViewController" || Self.windowSettings.contains(name),
      let window = windowIndex(forReceiver: base)
    {
      let rhsElements = Array(elements.dropFirst(2))
      if name == "rootViewController" {
        let value = rhs ?? firstValue
        facts.windows[window].roots.append(
          HierarchyWindowRoot(
            controller: controller(forValue: value, rhsElements), origin: origin(value),
            site: currentSite()))
      } else {
        let value =
          name == "windowLevel"
          ? SwiftHierarchySyntax.windowLevel(rhsElements)
          : rhs.map { SwiftHierarchySyntax.value($0) }
            ?? .expression(
              rhsElements.map { SwiftHierarchySyntax.shortText($0) }.joined(separator: " "))
        facts.windows[window].settings.append(
          HierarchyPresentationSetting(
            property: name, value: value, origin: origin(assignee), site: currentSite()))
      }
      return
    }
    if name == "viewControllers", let rhs {
      recordChildren(rhs, receiver: receiver(base), at: assignee)
      return
    }
    if Self.selections.contains(name) {
      recordSelection(
        name, receiver: receiver(base), value: Array(elements.dropFirst(2)), at: assignee)
      return
    }
    if let rhs, let (property, member, owner) = Self.layoutSetting(name: name, base: base),
      case .controller(let target) = receiver(owner), facts.controllers.indices.contains(target)
    {
      let value =
        member.valueKind == .boolean
        ? SwiftHierarchySyntax.value(rhs)
        : LayoutValueReader.value(rhs, kind: member.valueKind).map { .name($0) }
          ?? .expression(SwiftHierarchySyntax.shortText(rhs))
      facts.controllers[target].settings.append(
        HierarchyPresentationSetting(
          property: property, value: value, origin: origin(assignee), site: currentSite()))
      return
    }
    if Self.presentationSettings.contains(name), let rhs,
      case .controller(let target) = receiver(base), facts.controllers.indices.contains(target)
    {
      facts.controllers[target].settings.append(
        HierarchyPresentationSetting(
          property: name, value: SwiftHierarchySyntax.value(rhs), origin: origin(assignee),
          site: currentSite()))
    }
  }

  /// The bars and views of a controller through which code sets a layout property
  /// (`nav.navigationBar.isTranslucent`).
  static let layoutReceivers: Set<String> = [
    "navigationBar", "tabBar", "navigationItem", "tableView", "collectionView",
  ]

  /// The layout property `base.name = …` sets on a controller, as spelled
  /// (`navigationBar.isTranslucent`), with the member and the expression of the controller:
  /// `nav.navigationBar.isTranslucent` sets `navigationBar.isTranslucent` on `nav`.
  static func layoutSetting(name: String, base: ExprSyntax) -> (
    property: String, member: ControllerMember, owner: ExprSyntax
  )? {
    let stripped = SwiftHierarchySyntax.strip(base).expr
    if let bar = stripped.as(MemberAccessExprSyntax.self), let owner = bar.base,
      layoutReceivers.contains(bar.declName.baseName.text)
    {
      let property = bar.declName.baseName.text + "." + name
      guard let member = ControllerMember(swiftName: property), member.isLayoutProperty else {
        return nil
      }
      return (property, member, owner)
    }
    guard let member = ControllerMember(swiftName: name), member.isLayoutProperty,
      !name.contains(".")
    else { return nil }
    return (name, member, base)
  }

  /// The tab bar controller properties that select a tab.
  static let selections: Set<String> = ["selectedIndex", "selectedViewController"]

  /// Records `selectedIndex = …` or `selectedViewController = …` (`value` the elements after
  /// `=`), as written.
  private func recordSelection(
    _ name: String, receiver: HierarchyReceiver, value: [ExprSyntax], at lhs: ExprSyntax
  ) {
    var text = value.map { SwiftHierarchySyntax.shortText($0) }.joined(separator: " ")
    if text.count > SwiftHierarchySyntax.maximumTextLength {
      text = String(text.prefix(SwiftHierarchySyntax.maximumTextLength)) + "…"
    }
    facts.selections.append(
      HierarchySelection(
        receiver: receiver, property: name, value: text, origin: origin(lhs), site: currentSite()))
  }

  /// `name = value` for a local: the values (one, or a ternary's alternatives) replace the
  /// last ones, or join them when assigned under a condition the declaration is not under.
  private func assignLocal(
    _ name: String, local: (scope: Int, binding: LocalBinding), values: [ExprSyntax]
  ) {
    var binding = local.binding
    if let window = binding.windowIndex {
      if values.count == 1, let value = values.first, let creation = windowCreation(value) {
        facts.windows[window].creation = creation
      }
      return
    }
    let site = pendingSite()
    for value in values { readLocalValue(value) }
    if conditionDepth() == binding.depth && (frames.last?.closures ?? 0) == 0 {
      binding.values = values.map { ($0, site) }
    } else {
      binding.values += values.map { ($0, site) }
    }
    binding.node = nil
    updateLocal(name, scope: local.scope, binding)
  }

  /// `name = value` or `self.name = value` on the enclosing type (`value` the elements after
  /// `=`).
  private func assignSelfMember(_ name: String, value: [ExprSyntax], at lhs: ExprSyntax) {
    if Self.selections.contains(name) {
      recordSelection(name, receiver: .selfController, value: value, at: lhs)
      return
    }
    guard value.count == 1, let rhs = value.first else { return }
    if name == "viewControllers" {
      recordChildren(rhs, receiver: .selfController, at: lhs)
      return
    }
    if Self.presentationSettings.contains(name) { return }
    declareProperty(name, value: rhs)
  }
}
