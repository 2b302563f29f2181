import StyleRuleKit

/// Joins the hierarchy facts of every Swift file into one ``HierarchyDescription``.
///
/// Pure and deterministic: files are taken in path order, everything is sorted by origin, and
/// the work is linear in the facts (every tree is built with a work list, and all trees
/// together are bounded by ``nodeBudget(for:)``). It never invents a fact: a controller the
/// code computes stays ``HierarchyResolvedController/unknown(reason:)``, and a placement made
/// in an action or under a condition is ``HierarchyPlacementCertainty/possible``, never part of
/// a window's tree.
struct SwiftHierarchyAssembler: Sendable {
  /// The hierarchy `files` state, naming only the classes `known` lists as view controllers.
  func assemble(_ files: [SwiftHierarchyFacts], known: HierarchyKnownControllers)
    -> HierarchyDescription
  {
    var state = SwiftHierarchyAssembly(
      files: files.sorted { $0.path < $1.path }, known: known)
    return state.run()
  }

  /// The deepest a tree is expanded: deeper controllers are written as not expanded, which
  /// keeps the ancestor checks of a hostile chain of classes linear.
  static let maximumDepth = 1_000

  /// The most tree nodes all trees of one assembly may hold: enough for every controller to
  /// appear in every place the code states, bounded so hostile input stays linear.
  static func nodeBudget(for files: [SwiftHierarchyFacts]) -> Int {
    let controllers = files.reduce(0) { $0 + $1.controllers.count }
    return 100_000 + 20 * controllers
  }
}

/// A controller of one file: the file's index and the controller's.
struct HierarchyReference: Hashable {
  var file: Int
  var id: HierarchyControllerID
}

/// The work of one assembly: indexes over the facts, and the budget left for trees.
struct SwiftHierarchyAssembly {
  let files: [SwiftHierarchyFacts]
  let known: HierarchyKnownControllers
  var budget: Int
  var undetermined: Set<HierarchyUndetermined> = []
  var propertyValues: [String: [HierarchyReference]] = [:]
  var constructionActions: [HierarchyReference: [HierarchyAction]] = [:]
  var classSetUpActions: [String: [(file: Int, action: HierarchyAction)]] = [:]
  /// For an `addChild` a class's set-up makes in one of its own methods, the set-up method
  /// that calls that method (``addSetUpHelperActions()``), by the `addChild`'s origin.
  var setUpRoots: [SourceOrigin: String] = [:]
  var roles: [String: HierarchyOwnerRole] = [:]
  /// The members declared `some Scene`, by ``sceneKey(_:_:)``, in file order.
  var sceneMembers: [String: [HierarchySceneMember]] = [:]
  /// The properties the types declare, by ``propertyKey(_:_:)``: the first declaration.
  let declaredProperties: DeclaredPropertyIndex
  /// Tab selections made on a controller expression (a local before it is placed).
  var constructionSelections: [HierarchyReference: [HierarchySelection]] = [:]
  /// Tab selections a class's set-up makes on itself, by class.
  var classSetUpSelections: [String: [HierarchySelection]] = [:]
  /// What the module's functions return, by their type and name.
  let functions: FunctionSummaryIndex
  /// The static properties that give a storyboard, by their type and name.
  let storyboardProperties: StoryboardPropertyIndex
  /// The functions the launch methods call, and the windows handed over to other types.
  var launchCalls = LaunchCallIndex()
  /// While trees are built for a call that passes enumeration cases, those cases: a choice
  /// made in a `switch` over them takes their branch.
  var treeCases: Set<String>?

  init(files: [SwiftHierarchyFacts], known: HierarchyKnownControllers) {
    self.files = files
    self.known = known
    self.budget = SwiftHierarchyAssembler.nodeBudget(for: files)
    self.declaredProperties = DeclaredPropertyIndex(files: files)
    self.functions = FunctionSummaryIndex(files: files)
    self.storyboardProperties = StoryboardPropertyIndex(files: files)
    for (fileIndex, file) in files.enumerated() {
      for value in file.propertyValues {
        propertyValues[Self.propertyKey(value.ownerType, value.name), default: []].append(
          HierarchyReference(file: fileIndex, id: value.controller))
      }
      for action in file.actions where action.operation.isContainment {
        switch action.receiver {
        case .controller(let id):
          constructionActions[HierarchyReference(file: fileIndex, id: id), default: []].append(
            action)
        case .selfController:
          if action.site.isLaunchState, let type = action.site.typeName {
            classSetUpActions[type, default: []].append((fileIndex, action))
          }
        case .related, .relatedOf, .firstNonNil, .expression:
          break
        }
      }
      for selection in file.selections {
        switch selection.receiver {
        case .controller(let id):
          constructionSelections[HierarchyReference(file: fileIndex, id: id), default: []]
            .append(selection)
        case .selfController:
          if selection.site.isLaunchState, let type = selection.site.typeName {
            classSetUpSelections[type, default: []].append(selection)
          }
        case .related, .relatedOf, .firstNonNil, .expression:
          break
        }
      }
      for member in file.sceneMembers {
        sceneMembers[Self.sceneKey(member.typeName, member.name), default: []].append(member)
      }
      for window in file.windows { noteRole(window.site) }
      for action in file.actions { noteRole(action.site) }
      // A launch method's call names its type's role too (an Objective-C app delegate, whose
      // conformance is in its header).
      for call in file.launchCalls { noteRole(call.site) }
    }
    launchCalls = LaunchCallIndex(
      files: files, roles: roles, declaredProperties: declaredProperties)
  }

  static func propertyKey(_ owner: String?, _ name: String) -> String { "\(owner ?? "").\(name)" }

  private mutating func noteRole(_ site: HierarchyCodeSite) {
    guard let type = site.typeName, site.role != .other else { return }
    if roles[type] == nil || roles[type] == .other { roles[type] = site.role }
  }

  func controller(_ reference: HierarchyReference) -> HierarchyController? {
    guard files.indices.contains(reference.file),
      files[reference.file].controllers.indices.contains(reference.id)
    else { return nil }
    return files[reference.file].controllers[reference.id]
  }

  // MARK: - The whole description

  mutating func run() -> HierarchyDescription {
    var description = HierarchyDescription()
    description.conformances = known.conformances
    // Before any tree is built: the children classes add through helpers are set-up actions.
    let childHelperActions = addChildHelperActions().union(addSetUpHelperActions())
    description.windows = windows()
    description.setUpTrees = setUpTrees()
    var (callSitePlacements, instantiated) = callSitePlacements()
    instantiated.formUnion(childHelperActions)
    description.presentations += callSitePlacements
    let parameterPlacements = parameterCallSitePlacements()
    description.presentations += parameterPlacements.placements
    instantiated.formUnion(parameterPlacements.instantiated)
    for (fileIndex, file) in files.enumerated() {
      for action in file.actions where !instantiated.contains(action.origin) {
        let placements = placements(of: action, file: fileIndex)
        if action.operation.isContainment {
          description.containerChanges += placements
        } else {
          description.presentations += placements
        }
      }
      description.adaptiveStyles += file.adaptiveStyles
      if file.hasSyntaxErrors {
        description.filesWithSyntaxErrors.append(file.path)
        undetermined.insert(
          HierarchyUndetermined(
            origin: SourceOrigin(path: file.path, line: 1, column: 1),
            reason: "the file has syntax errors: the facts are what SwiftParser recovered"))
      }
    }
    description.presentations = stableSorted(description.presentations) { $0.origin }
    description.containerChanges = stableSorted(description.containerChanges) { $0.origin }
    description.swiftUIViews = swiftUIViews()
    description.swiftUIViewGraph = SwiftUIViewGraph(files: files)
    nameMemberContents(&description)
    description.undetermined = undetermined.sorted()
    description.notes = launchCalls.notes.sorted()
    return description
  }

  func stableSorted<T>(_ items: [T], by origin: (T) -> SourceOrigin) -> [T] {
    items.enumerated().sorted { lhs, rhs in
      let (left, right) = (origin(lhs.element), origin(rhs.element))
      return left == right ? lhs.offset < rhs.offset : left < right
    }.map(\.element)
  }

  /// Names the view type of each presentation whose content is a member of the view
  /// (`.sheet(isPresented: $shown) { shareSheet }`): the one view type the member shows.
  func nameMemberContents(_ description: inout HierarchyDescription) {
    let graph = description.swiftUIViewGraph
    func namedMember(_ view: HierarchySwiftUIView, in type: String) -> HierarchySwiftUIView {
      guard view.typeName == nil, let member = view.member,
        let shown = graph.presentedView(of: type, member: member, at: view.origin)
      else { return view }
      var named = view
      named.typeName = shown.typeName
      named.origin = shown.origin
      return named
    }
    func named(_ content: HierarchySwiftUIView, in type: String) -> HierarchySwiftUIView {
      var named = namedMember(content, in: type)
      named.alternatives = content.alternatives.map { namedMember($0, in: type) }
      return named
    }
    for viewIndex in description.swiftUIViews.indices {
      let type = description.swiftUIViews[viewIndex].typeName
      for index in description.swiftUIViews[viewIndex].modifiers.indices {
        let value = description.swiftUIViews[viewIndex].modifiers[index].value
        let renamed: HierarchySwiftUIModifierValue
        switch value {
        case .sheet(let trigger, let content, let origin):
          renamed = .sheet(trigger: trigger, content: named(content, in: type), origin: origin)
        case .fullScreenCover(let trigger, let content, let origin):
          renamed = .fullScreenCover(
            trigger: trigger, content: named(content, in: type), origin: origin)
        case .popover(let trigger, let content, let origin):
          renamed = .popover(trigger: trigger, content: named(content, in: type), origin: origin)
        case .statusBarHidden, .preferredColorScheme, .statusBarColorScheme, .statusBarVisibility:
          continue
        }
        description.swiftUIViews[viewIndex].modifiers[index].value = renamed
      }
    }
  }

  func swiftUIViews() -> [HierarchySwiftUIViewDescription] {
    var byType: [String: [HierarchySwiftUIModifier]] = [:]
    for file in files {
      for modifier in file.swiftUIModifiers {
        guard let type = modifier.typeName, roles[type] != .swiftUIApp,
          modifier.site.role != .swiftUIApp, modifier.site.role != .preview
        else { continue }
        byType[
          SwiftUIViewGraph.viewKey(type: type, function: modifier.site.function), default: []
        ].append(modifier)
      }
    }
    return byType.keys.sorted().map { type in
      HierarchySwiftUIViewDescription(
        typeName: type, modifiers: stableSorted(byType[type] ?? []) { $0.value.origin })
    }
  }

  // MARK: - Resolving a controller

  /// What a controller is once stored properties and `self` are followed, the references
  /// followed (whose settings and construction apply), and the alternatives of a choice.
  struct Resolution {
    var controller: HierarchyResolvedController
    var chain: [HierarchyReference]
    var alternatives: [HierarchyReference]
    /// Whether the controller is one of ``alternatives``, chosen at run time.
    var isChoice = false
    /// What the parameters of the functions called on the way stand for: the calls'
    /// arguments, by ``SwiftHierarchyAssembly/bindingKey(function:label:)``, with those the
    /// resolution started with; the children of the controller are resolved with them.
    var bindings: [String: HierarchyReference] = [:]
  }

  /// The key of a parameter in ``Resolution/bindings``: its function and label.
  static func bindingKey(function: String, label: String) -> String {
    function + "|" + label
  }

  /// What a controller expression is, with `bindings` for the parameters of the functions
  /// whose results led to it (``Resolution/bindings``).
  func resolve(_ start: HierarchyReference, bindings: [String: HierarchyReference] = [:])
    -> Resolution
  {
    var bindings = bindings
    var resolution = resolveChain(start, bindings: &bindings)
    resolution.bindings = bindings
    return resolution
  }

  /// ``resolve(_:bindings:)``'s walk, adding to `bindings` the arguments of the calls it
  /// follows.
  private func resolveChain(
    _ start: HierarchyReference, bindings: inout [String: HierarchyReference]
  ) -> Resolution {
    var current = start
    var chain: [HierarchyReference] = []
    var seen: Set<HierarchyReference> = []
    while seen.insert(current).inserted, let node = controller(current) {
      chain.append(current)
      switch node.kind {
      case .property(let owner, let name):
        let values = propertyValues[Self.propertyKey(owner, name)] ?? []
        if values.count == 1, let only = values.first {
          current = only
          continue
        }
        if values.isEmpty {
          // A computed property's getter is summarised as a function is.
          let getter = HierarchyCall(
            receiver: .enclosingType, baseName: name, name: name, text: name)
          if functions.callee(getter, in: owner) != nil {
            var site = node.site
            site.typeName = owner
            switch step(callTarget(getter, site: site), chain: chain) {
            case .follow(let next):
              current = next
              continue
            case .end(let resolution):
              return resolution
            }
          }
          return unknownResolution(unassignedPropertyReason(owner, name), chain: chain)
        }
        let reason = "`\(name)` is a stored property given \(values.count) different controllers"
        return Resolution(controller: .unknown(reason: reason), chain: chain, alternatives: values)
      case .call(let call):
        switch step(callTarget(call, site: node.site), chain: chain) {
        case .follow(let next):
          // The callee's parameters stand for this call's arguments.
          if !call.arguments.isEmpty, case .success(let (entry, _)) = callee(call, site: node.site)
          {
            for (label, id) in call.arguments {
              bindings[Self.bindingKey(function: entry.summary.name, label: label)] =
                HierarchyReference(file: current.file, id: id)
            }
          }
          current = next
          continue
        case .end(let resolution):
          return resolution
        }
      case .oneOf(let ids, _):
        let alternatives = ids.map { HierarchyReference(file: current.file, id: $0) }
        let candidates = alternatives.map(candidateDescription).joined(separator: ", ")
        return Resolution(
          controller: .unknown(
            reason: "one of \(ids.count) controllers, chosen at run time: \(candidates)"),
          chain: chain, alternatives: alternatives, isChoice: true)
      case .parameter(let parameter):
        if let bound = bindings[
          Self.bindingKey(function: parameter.function, label: parameter.label)]
        {
          current = bound
          continue
        }
        return unknownResolution(
          throughProperty(
            chain, "`\(parameter.name)` is a parameter of \(parameter.function): not followed"),
          chain: chain)
      case .selfReference:
        if let type = node.site.typeName, known.family(of: type) != nil {
          return Resolution(
            controller: .controller(className: type), chain: chain, alternatives: [])
        }
        return Resolution(
          controller: .unknown(reason: "`self` in \(node.site.typeName ?? "code outside a type")"),
          chain: chain, alternatives: [])
      case .instance(let className):
        let resolved: HierarchyResolvedController =
          known.family(of: className) != nil
          ? .controller(className: className)
          : .unknown(reason: "`\(className)` is not a view controller class the scan found")
        return Resolution(controller: resolved, chain: chain, alternatives: [])
      case .hosting(let className, let rootView):
        return Resolution(
          controller: .hosting(className: className, rootView: rootView), chain: chain,
          alternatives: [])
      case .storyboard(let reference):
        return Resolution(
          controller: .storyboard(
            storyboardProperties.resolve(reference), castClassName: node.castClassName),
          chain: chain,
          alternatives: [])
      case .unknown(let reason):
        return unknownResolution(throughProperty(chain, reason), chain: chain)
      }
    }
    return Resolution(
      controller: .unknown(reason: "stored properties that refer to each other"), chain: chain,
      alternatives: [])
  }

  /// The reason a controller reached through a stored property is not known, saying so: the
  /// property's value, in its own words (`` `presenter` is a stored property given a value
  /// not followed: `presenter` is a parameter of init(presenter:) ``).
  func throughProperty(_ chain: [HierarchyReference], _ reason: String) -> String {
    for reference in chain {
      guard case .property(_, let name)? = controller(reference)?.kind else { continue }
      let suffix = ": not followed"
      let inner = reason.hasSuffix(suffix) ? String(reason.dropLast(suffix.count)) : reason
      return "`\(name)` is a stored property given a value not followed: \(inner)"
    }
    return reason
  }

  /// Why a name that is no local of its method, and is given no controller, is not known:
  /// what the owner's declaration says it is.
  func unassignedPropertyReason(_ owner: String?, _ name: String) -> String {
    guard let property = declaredProperties.first(Self.propertyKey(owner, name)) else {
      return "`\(name)` is not a local, a parameter or a property \(owner ?? "the file") "
        + "declares in the files read (inherited, or declared elsewhere): not followed"
    }
    if property.isComputed {
      return "`\(name)` is a computed property of \(owner ?? "the file"): not followed"
    }
    if property.initialValue == "nil" {
      return "`\(name)` is a stored property that starts as nil and is given no controller in "
        + "the files read"
    }
    if let initial = property.initialValue {
      return "`\(name)` is a stored property whose initial value `\(initial)` is not a "
        + "controller the scan reads, and which is given no controller in the files read"
    }
    return "`\(name)` is a stored property given no controller in the files read"
  }

  /// One candidate of a run-time choice, as the summary lists it: what the code makes there
  /// and where (`SignInViewController() at line 15`), without following it further.
  func candidateDescription(_ reference: HierarchyReference) -> String {
    guard let node = controller(reference) else { return "a controller not read" }
    let what: String
    switch node.kind {
    case .instance(let className): what = "`\(className)`"
    case .hosting(let className, let rootView):
      what = rootView?.typeName.map { "`\(className)<\($0)>`" } ?? "`\(className)`"
    case .storyboard(let storyboard):
      what = storyboard.identifier.map { "the storyboard scene `\($0)`" } ?? "a storyboard scene"
    case .property(_, let name): what = "the property `\(name)`"
    case .call(let call): what = "`\(call.text)`"
    case .parameter(let parameter): what = "the parameter `\(parameter.name)`"
    case .selfReference: what = "`self`"
    case .oneOf, .unknown: what = "an expression"
    }
    return "\(what) at line \(node.origin.line ?? 0)"
  }

  // MARK: - Trees

  /// A child waiting to be placed in a tree.
  struct PendingChild {
    var reference: HierarchyReference
    var parent: Int?
    var relation: HierarchyChildRelation
    var placedAt: SourceOrigin
    var expansion: Int
    var depth = 0
    /// What the parameters of the functions whose results placed its parent stand for.
    var bindings: [String: HierarchyReference] = [:]
  }

  /// The tree of a controller: it and the children stated at set-up, read with a work list.
  ///
  /// With `rootClass`, the root is an instance of that class made where the code does not
  /// say (a storyboard's scene), `start` is not read, and the tree holds what the class's
  /// set-up adds.
  mutating func tree(
    _ start: HierarchyReference, placedAt: SourceOrigin, rootClass: String? = nil
  ) -> HierarchyTree {
    var nodes: [HierarchyTreeNode] = []
    var placed: Set<[Int]> = []
    var stack: [PendingChild?] = [
      PendingChild(
        reference: start, parent: nil, relation: .root, placedAt: placedAt, expansion: -1)
    ]
    // The classes whose set-up is being expanded on the path from the root: a `nil` on the
    // stack marks the end of a node's children, where its class leaves the path.
    var classesOnPath: [String: Int] = [:]
    var exits: [String?] = []
    while let item = stack.popLast() {
      guard let pending = item else {
        if let name = exits.popLast() ?? nil { classesOnPath[name, default: 1] -= 1 }
        continue
      }
      let index = nodes.count
      let isClassRoot = rootClass != nil && pending.parent == nil
      let expression = isClassRoot ? nil : controller(pending.reference)
      guard expression != nil || isClassRoot else { continue }
      var node = HierarchyTreeNode(
        controller: .unknown(reason: "not read"), parent: pending.parent,
        relation: pending.relation, origin: expression?.origin ?? placedAt,
        placedAt: pending.placedAt)
      if budget <= 0 || pending.depth > SwiftHierarchyAssembler.maximumDepth {
        node.controller = .unknown(reason: "not expanded: the hierarchy exceeds the scan's limit")
        append(node, to: &nodes)
        note(node)
        continue
      }
      budget -= 1
      let key = [pending.reference.file, pending.reference.id, pending.expansion]
      guard placed.insert(key).inserted else {
        node.controller = .unknown(reason: "the same controller is placed twice")
        append(node, to: &nodes)
        note(node)
        continue
      }
      let resolution =
        isClassRoot
        ? Resolution(
          controller: .controller(className: rootClass ?? ""), chain: [], alternatives: [])
        : resolve(pending.reference, bindings: pending.bindings)
      node.controller = resolution.controller
      node.madeAt = resolution.chain.last.flatMap { controller($0)?.origin }
      // A parameter stands for the argument a call passed: the controller is where that
      // argument is written, not where the callee uses its parameter.
      if let argument = resolution.chain.first(where: {
        if case .parameter? = controller($0)?.kind { return false }
        return true
      }), argument != pending.reference, let expression = controller(argument) {
        node.origin = expression.origin
      }
      var alternatives = resolution.alternatives
      if resolution.isChoice, let cases = treeCases {
        alternatives = CallSiteInstance.taking(alternatives, cases: cases, of: self)
      }
      if resolution.isChoice, alternatives.count == 1, let only = alternatives.first {
        // The call's cases take one branch: that controller stands here.
        var taken = pending
        taken.reference = only
        taken.bindings = resolution.bindings
        stack.append(taken)
        continue
      }
      if resolution.isChoice, alternatives.count > 1 {
        // The alternatives, each a tree of its own under the choice.
        node.isChoice = true
        append(node, to: &nodes)
        exits.append(nil)
        stack.append(nil)
        stack += alternatives.reversed().map {
          PendingChild(
            reference: $0, parent: index, relation: .alternative, placedAt: pending.placedAt,
            expansion: pending.expansion, depth: pending.depth + 1, bindings: resolution.bindings)
        }
        continue
      }
      node.settings = resolution.chain.flatMap { controller($0)?.settings ?? [] }
      var className: String?
      if case .controller(let name) = resolution.controller { className = name }
      let expandsClass = className.map { (classesOnPath[$0] ?? 0) == 0 } ?? false
      node.selections = resolution.chain.flatMap { constructionSelections[$0] ?? [] }
      if expandsClass, let className { node.selections += classSetUpSelections[className] ?? [] }
      append(node, to: &nodes)
      note(node)
      let children = childrenStated(
        resolution, treeIndex: index, expandsClass: expandsClass, expansion: pending.expansion)
      if let className { classesOnPath[className, default: 0] += 1 }
      exits.append(className)
      stack.append(nil)
      // What the instance's initializer was handed stands for its parameters in the class's
      // set-up (`initWithMainViewController:nav …` storing `mainViewController`, added as a
      // child in a method the initializer calls).
      var bindings = resolution.bindings
      if let last = resolution.chain.last, let made = controller(last),
        let initializer = made.initializer
      {
        for (label, id) in made.handovers {
          bindings[Self.bindingKey(function: initializer, label: label)] = HierarchyReference(
            file: last.file, id: id)
        }
      }
      stack += children.reversed().map {
        var child = $0
        child.depth = pending.depth + 1
        child.bindings = bindings
        return child
      }
    }
    return HierarchyTree(nodes: nodes)
  }

  private func append(_ node: HierarchyTreeNode, to nodes: inout [HierarchyTreeNode]) {
    if let parent = node.parent, nodes.indices.contains(parent) {
      nodes[parent].children.append(nodes.count)
    }
    nodes.append(node)
  }

  private mutating func note(_ node: HierarchyTreeNode) {
    switch node.controller {
    case .unknown(let reason):
      undetermined.insert(
        HierarchyUndetermined(origin: node.origin, reason: reason, category: .controllerNotFollowed)
      )
    case .storyboard(let reference, _):
      if let reason = reference.unknownReason {
        undetermined.insert(
          HierarchyUndetermined(
            origin: node.origin, reason: reason, category: .storyboardNotFollowed))
      }
    case .controller, .hosting:
      break
    }
  }

  /// The children a controller's construction and its class's set-up state, in order:
  /// `setViewControllers` replaces the list, `pushViewController` and `addChild` append.
  private func childrenStated(
    _ resolution: Resolution, treeIndex: Int, expandsClass: Bool, expansion: Int
  ) -> [PendingChild] {
    var children: [PendingChild] = []
    func apply(_ action: HierarchyAction, file: Int, expansion: Int) {
      let relation =
        action.listIsComputed
        ? HierarchyChildRelation.computedViewControllers
        : action.operation.relation
      let placed = action.targets.map {
        PendingChild(
          reference: HierarchyReference(file: file, id: $0), parent: treeIndex,
          relation: relation, placedAt: action.origin, expansion: expansion)
      }
      if action.operation == .setViewControllers { children = placed } else { children += placed }
    }
    if let last = resolution.chain.last, let expression = controller(last) {
      children = expression.initialChildren.map {
        PendingChild(
          reference: HierarchyReference(file: last.file, id: $0), parent: treeIndex,
          relation: .initializerRoot,
          placedAt: controller(HierarchyReference(file: last.file, id: $0))?.origin
            ?? expression.origin,
          expansion: expansion)
      }
    }
    for reference in resolution.chain {
      let isProperty: Bool
      if case .property = controller(reference)?.kind {
        isProperty = true
      } else {
        isProperty = false
      }
      for action in constructionActions[reference] ?? []
      where !isProperty || action.site.isLaunchState {
        apply(action, file: reference.file, expansion: expansion)
      }
    }
    if case .controller(let className) = resolution.controller, expandsClass {
      for (file, action) in classSetUpActions[className] ?? [] {
        apply(action, file: file, expansion: treeIndex)
      }
      for (file, action) in inheritedSetUpActions(of: className) {
        apply(action, file: file, expansion: treeIndex)
      }
    }
    return children
  }
}

extension SwiftHierarchyAssembly {
  /// The children the app superclasses of `className` add in their set-up methods
  /// (``SetUpInheritance``), nearest superclass first: those of a method that `className`, or
  /// a class between, overrides without calling `super` do not run.
  func inheritedSetUpActions(of className: String) -> [(file: Int, action: HierarchyAction)] {
    var result: [(file: Int, action: HierarchyAction)] = []
    var overriddenWithoutSuper = SetUpInheritance.methods.filter {
      known.setUpWithoutSuper.contains(SetUpInheritance.key(className: className, function: $0))
    }
    var seen: Set<String> = [className]
    var current = className
    while let superclass = known.superclasses[current], seen.insert(superclass).inserted {
      for (file, action) in classSetUpActions[superclass] ?? [] {
        guard let function = action.site.function, SetUpInheritance.methods.contains(function),
          !overriddenWithoutSuper.contains(function)
        else { continue }
        result.append((file, action))
      }
      overriddenWithoutSuper.formUnion(
        SetUpInheritance.methods.filter {
          known.setUpWithoutSuper.contains(
            SetUpInheritance.key(className: superclass, function: $0))
        })
      current = superclass
    }
    return result
  }
}

extension SwiftHierarchyAssembly {
  /// The children each app class's set-up adds with `addChild` (its own and its app
  /// superclasses'), as a tree whose root is an instance of the class, by the class's
  /// name: what an instance made elsewhere than in code (a storyboard's scene) holds too.
  ///
  /// A class whose set-up also pushes or sets a container's children is left out: those
  /// replace or extend the children a storyboard gives it, which the code alone does not
  /// tell.
  ///
  /// Only set-up a storyboard's instance runs counts: `init(coder:)`, `awakeFromNib()`,
  /// `loadView()` and `viewDidLoad()`, with the methods they call; another initializer's
  /// (`init(main:side:)`) does not run for it, so a class that has one is left out. What the
  /// trees leave undetermined is said where the code's own instances are built.
  mutating func setUpTrees() -> [String: HierarchyTree] {
    let classes = Set(classSetUpActions.keys.map(SwiftTypeNames.simpleName)).union(
      known.superclasses.keys)
    let kept = undetermined
    defer { undetermined = kept }
    var trees: [String: HierarchyTree] = [:]
    for className in classes.sorted() where known.family(of: className) != nil {
      let actions = (classSetUpActions[className] ?? []) + inheritedSetUpActions(of: className)
      guard !actions.isEmpty,
        actions.allSatisfy({
          $0.action.operation == .addChild
            && Self.runsForStoryboardInstance(
              setUpRoots[$0.action.origin] ?? $0.action.site.function)
        }),
        let first = actions.first
      else { continue }
      let tree = tree(
        HierarchyReference(file: -1, id: -1), placedAt: first.action.origin,
        rootClass: className)
      if let root = tree.root, !root.children.isEmpty { trees[className] = tree }
    }
    return trees
  }

  /// Whether a set-up method runs for an instance a storyboard makes.
  static func runsForStoryboardInstance(_ function: String?) -> Bool {
    ["init(coder:)", "initWithCoder(_:)", "awakeFromNib()", "loadView()", "viewDidLoad()"]
      .contains(function ?? "")
  }
}

extension HierarchyOperation {
  /// Whether the call changes a container's children rather than presenting.
  var isContainment: Bool {
    switch self {
    case .push, .addChild, .setViewControllers, .setColumn: return true
    case .present, .show, .showDetail: return false
    }
  }

  /// How a container holds what the call places.
  var relation: HierarchyChildRelation {
    switch self {
    case .push, .show, .showDetail, .present: return .pushed
    case .addChild: return .addedChild
    case .setColumn: return .column
    case .setViewControllers: return .viewControllers
    }
  }
}

/// The properties the files' types declare, by ``SwiftHierarchyAssembly/propertyKey(_:_:)``,
/// the first declaration of each: indexed the first time it is asked, as most assemblies
/// never ask (a name is looked up only when the code gives it no controller).
final class DeclaredPropertyIndex {
  private let files: [SwiftHierarchyFacts]
  private var index: [String: HierarchyDeclaredProperty]?

  /// An index of the properties `files` declare, not built yet.
  init(files: [SwiftHierarchyFacts]) {
    self.files = files
  }

  /// The first declaration of the property `key` names, in file order.
  func first(_ key: String) -> HierarchyDeclaredProperty? {
    if let index { return index[key] }
    var built: [String: HierarchyDeclaredProperty] = [:]
    var types: [String: String?] = [:]
    for file in files {
      for property in file.declaredProperties {
        let propertyKey = SwiftHierarchyAssembly.propertyKey(property.ownerType, property.name)
        if built[propertyKey] == nil { built[propertyKey] = property }
        // The type every declaration of a name agrees on; nil once two differ.
        let type = (property.typeName ?? Self.initializedType(property.initialValue)).map {
          SwiftTypeNames.simpleName(Self.unwrapped($0))
        }
        if let known = types[property.name] {
          if known != type { types[property.name] = .some(nil) }
        } else {
          types[property.name] = .some(type)
        }
      }
    }
    index = built
    commonTypes = types.compactMapValues { $0 }
    return built[key]
  }

  /// The type every declaration of a property named `name` gives it, in any type
  /// (`coordinator: SceneCoordinator!`), when they all give the same one.
  func commonType(of name: String) -> String? {
    if index == nil { _ = first("") }
    return commonTypes[name]
  }

  /// The types declared properties of each name agree on.
  private var commonTypes: [String: String] = [:]

  /// The type an initial value initializes (`SceneCoordinator()` → `SceneCoordinator`).
  static func initializedType(_ value: String?) -> String? {
    guard let value, let open = value.firstIndex(of: "(") else { return nil }
    let name = String(value[..<open])
    return SwiftHierarchySyntax.isTypeLike(name) ? name : nil
  }

  /// A declared type without its trailing `?` and `!`.
  static func unwrapped(_ type: String) -> String {
    var result = Substring(type)
    while let last = result.last, last == "?" || last == "!" { result = result.dropLast() }
    return String(result)
  }
}
