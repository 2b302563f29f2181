import StyleRuleKit

/// The transitions a method of the module makes for its callers: an enum router's
/// `navigate(to:)` presents, for `router.navigate(to: .settings)`, the controller its
/// `case .settings` makes, from the controller that handed itself to the router
/// (`Router(presenter: self)`).
struct CallSiteInstance {
  /// Who the transition is made from, at this call.
  var presenter: HierarchyPresenter
  /// The cases the call passes (`settings`).
  var cases: Set<String>
  /// The cases the call passes by the argument's label (`transition` → `modal`).
  var casesByLabel: [String: String] = [:]
  /// Where the call is.
  var origin: SourceOrigin
  /// The caller's code site.
  var site: HierarchyCodeSite

  /// The alternatives of a controller chosen in a `switch` that this call's cases take: those
  /// whose `case` names one of them, else the `default` ones; all when no `case` of the
  /// alternatives names any of the call's cases (the switch is over something else).
  func taking(_ alternatives: [HierarchyReference], of assembly: SwiftHierarchyAssembly)
    -> [HierarchyReference]
  {
    Self.taking(alternatives, cases: cases, of: assembly)
  }

  /// The alternatives `cases` take: see ``taking(_:of:)``.
  static func taking(
    _ alternatives: [HierarchyReference], cases: Set<String>, of assembly: SwiftHierarchyAssembly
  ) -> [HierarchyReference] {
    let conditions = alternatives.map { assembly.controller($0)?.site.conditions ?? [] }
    let matching = alternatives.indices.filter { index in
      conditions[index].contains { !Self.caseNames($0).isDisjoint(with: cases) }
    }
    if !matching.isEmpty { return matching.map { alternatives[$0] } }
    let defaults = alternatives.indices.filter { conditions[$0].contains("default:") }
    let anyCase = conditions.contains { $0.contains { !Self.caseNames($0).isEmpty } }
    if anyCase, !defaults.isEmpty { return defaults.map { alternatives[$0] } }
    return alternatives
  }

  /// Whether code under `conditions` runs for this call: not when one of its `case`s names
  /// other cases only (`case .modal:` for a call passing `.show`, even inside `case
  /// .profile:`), where its `switch` is over the parameter the call passes the case for
  /// (`subjects`: `switch transition` for `transition: .none`), or, for a `switch` over
  /// something else, while some code of the callee is under a `case` naming this call's (so
  /// its switches are over what the call passes).
  func runs(
    under conditions: [String], subjects: [String: String] = [:],
    callerCasesMatchElsewhere: Bool
  ) -> Bool {
    conditions.allSatisfy { condition in
      let names = Self.caseNames(condition)
      if names.isEmpty { return true }
      if let subject = subjects[condition], let passed = casesByLabel[subject] {
        return names.contains(passed)
      }
      return !callerCasesMatchElsewhere || !names.isDisjoint(with: cases)
    }
  }

  /// The case names a `case` label lists (`case .player(let url):` → `player`).
  static func caseNames(_ label: String) -> Set<String> {
    guard label.hasPrefix("case ") else { return [] }
    var names: Set<String> = []
    var current = ""
    var inName = false
    for character in label.dropFirst(5) {
      if character == "." {
        if inName, !current.isEmpty { names.insert(current) }
        current = ""
        inName = true
      } else if inName, character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if inName, !current.isEmpty { names.insert(current) }
        current = ""
        inName = false
      }
    }
    if inName, !current.isEmpty { names.insert(current) }
    return names
  }
}

extension SwiftHierarchyAssembly {
  /// The transitions made through calls that pass enumeration cases, one per call and path
  /// taken, and the actions they stand for (whose own placements, with a presenter not
  /// followed, are then not listed).
  mutating func callSitePlacements() -> (
    placements: [HierarchyPlacement], instantiated: Set<SourceOrigin>
  ) {
    var actionsByFunction: [String: [(file: Int, action: HierarchyAction)]] = [:]
    for (fileIndex, file) in files.enumerated() {
      for action in file.actions {
        // A push on a parameter's navigation controller (`sender?.navigationController?
        // .pushViewController`) is a transition, not a container's construction.
        if action.operation.isContainment {
          guard action.operation == .push, case .relatedOf = action.receiver else { continue }
        }
        guard let type = action.site.typeName, let function = action.site.function else {
          continue
        }
        let base = Self.baseName(function)
        actionsByFunction["\(SwiftTypeNames.simpleName(type)).\(base)", default: []].append(
          (fileIndex, action))
      }
    }
    var placements: [HierarchyPlacement] = []
    var instantiated: Set<SourceOrigin> = []
    var forwards: [String: [ForwardedRouterCall]] = [:]
    for (fileIndex, file) in files.enumerated() {
      for callSite in file.callSites {
        let onHandedInstance =
          callSite.cases.isEmpty && callSite.controllers.isEmpty
          && callSite.selfArguments.isEmpty && callSite.receiver != nil
        guard !callSite.cases.isEmpty || onHandedInstance,
          let receiver = receiverInstance(callSite, file: fileIndex)
        else { continue }
        let key = "\(SwiftTypeNames.simpleName(receiver.type)).\(callSite.call.baseName)"
        guard let actions = actionsByFunction[key] else { continue }
        if onHandedInstance {
          handedInstancePlacements(
            actions, receiver: receiver, callSite: callSite, file: fileIndex,
            placements: &placements, forwards: &forwards, instantiated: &instantiated)
          continue
        }
        let cases = Set(callSite.cases.values)
        let matchElsewhere = actions.contains { item in
          item.action.site.conditions.contains {
            !CallSiteInstance.caseNames($0).isDisjoint(with: cases)
          }
        }
        for (actionFile, action) in actions {
          guard
            let presenter = presenter(
              of: action, file: actionFile, receiver: receiver, callSite: callSite)
          else {
            // Made from a parameter of the caller's function (`from: provider`): made by
            // that function's callers (below).
            if let handed = handedPresenter(
              of: action, file: actionFile, callSite: callSite, callSiteFile: fileIndex),
              let function = callSite.site.function
            {
              forwards[Self.parameterFunctionKey(callSite.site.typeName, function), default: []]
                .append(
                  ForwardedRouterCall(
                    callSite: callSite, action: action, actionFile: actionFile, label: handed.label,
                    path: handed.path, matchElsewhere: matchElsewhere || handed.path != nil))
            }
            continue
          }
          let instance = CallSiteInstance(
            presenter: presenter, cases: cases, casesByLabel: callSite.cases,
            origin: callSite.origin, site: callSite.site)
          // Made on a parameter's related controller or on `a ?? b`: only under the `case`s
          // the call names (a call passing `.none` takes none of them).
          let namedOnly: Bool
          switch action.receiver {
          case .relatedOf, .firstNonNil: namedOnly = true
          case .selfController, .related, .controller, .expression: namedOnly = false
          }
          guard
            instance.runs(
              under: action.site.conditions, subjects: action.site.caseSubjects,
              callerCasesMatchElsewhere: matchElsewhere || namedOnly)
          else { continue }
          instantiated.insert(action.origin)
          // Made on whatever is on top, by code that is not a controller's (a helper, a
          // coordinator), outside closures: on top is the controller that called it, when
          // one did (below).
          if case .topOfState = presenter, !callSite.site.inClosure,
            let function = callSite.site.function
          {
            forwards[Self.parameterFunctionKey(callSite.site.typeName, function), default: []]
              .append(
                ForwardedRouterCall(
                  callSite: callSite, action: action, actionFile: actionFile, label: nil,
                  path: nil, matchElsewhere: matchElsewhere || namedOnly, onTop: instance))
            continue
          }
          treeCases = cases
          placements += self.placements(of: action, file: actionFile, at: instance)
          treeCases = nil
        }
      }
    }
    placements += forwardedPlacements(forwards, instantiated: &instantiated)
    return (placements, instantiated)
  }

  /// The transitions a method called on an instance the caller made makes from what its
  /// initializer was handed (`let coordinator = SettingsCoordinator(presentedOn: self)`, then
  /// `coordinator.start()` presenting on `presentedOn`): from the caller's controller, or, for
  /// a controller the caller was passed, made by the caller's callers, under the conditions
  /// of this call (``ForwardedRouterCall/conditions``).
  mutating func handedInstancePlacements(
    _ actions: [(file: Int, action: HierarchyAction)], receiver: ReceiverInstance,
    callSite: HierarchyCallSite, file: Int, placements: inout [HierarchyPlacement],
    forwards: inout [String: [ForwardedRouterCall]], instantiated: inout Set<SourceOrigin>
  ) {
    guard !receiver.handovers.isEmpty,
      known.family(of: SwiftTypeNames.simpleName(receiver.type)) == nil
    else { return }
    for (actionFile, action) in actions {
      guard let (start, path) = Self.controllerReceiver(of: action) else { continue }
      for reference in references(from: HierarchyReference(file: actionFile, id: start)) {
        guard case .parameter(let parameter)? = controller(reference)?.kind,
          parameter.function.hasPrefix("init"), let handed = receiver.handovers[parameter.label]
        else { continue }
        if case .selfReference? = controller(handed)?.kind,
          let caller = callSite.site.typeName, known.selfIsController(in: caller)
        {
          let callerClass = SwiftTypeNames.simpleName(caller)
          let instance = CallSiteInstance(
            presenter: path.map { .related(className: callerClass, path: $0) }
              ?? .instance(className: callerClass),
            cases: [], origin: callSite.origin, site: callSite.site)
          instantiated.insert(action.origin)
          placements += self.placements(of: action, file: actionFile, at: instance)
        } else if let outer = enclosingParameter(handed, site: callSite.site),
          let function = callSite.site.function
        {
          forwards[Self.parameterFunctionKey(callSite.site.typeName, function), default: []]
            .append(
              ForwardedRouterCall(
                callSite: callSite, action: action, actionFile: actionFile, label: outer.label,
                path: path, matchElsewhere: true, conditions: callSite.site.conditions,
                subjects: callSite.site.caseSubjects))
        }
        break
      }
    }
  }

  /// A router call made from a parameter of the caller's function: `static func
  /// report(provider: UIViewController)` calling `coordinator.present(scene: .report, from:
  /// provider, transition: .modal)`.
  struct ForwardedRouterCall {
    /// The router call.
    var callSite: HierarchyCallSite
    /// The router's action, made from what the call passes for its presenter.
    var action: HierarchyAction
    /// The file of ``action``.
    var actionFile: Int
    /// The label of the caller's parameter the call passes as the presenter; nil when the
    /// action is made on whatever is on top (``onTop``).
    var label: String?
    /// The controller related to it the action is made on (`navigationController`), if any.
    var path: String?
    /// Whether some code of the router is under a `case` naming the call's cases.
    var matchElsewhere: Bool
    /// For an action made on whatever is on top, the call as made there: what is written
    /// when no controller's call of the function it is in says what is on top.
    var onTop: CallSiteInstance? = nil
    /// The conditions of a method's call on an instance the caller made (`case .settings:`
    /// around `settingsCoordinator.start()`): the call that finally makes the action takes
    /// them with its cases.
    var conditions: [String] = []
    /// The names the `switch`es of ``conditions`` are over, by case label.
    var subjects: [String: String] = [:]
  }

  /// The controller expression an action is called on, and the path of the controller
  /// related to it the call is made on (`sender?.navigationController` → `sender`,
  /// `navigationController`); nil for `self`, a related controller of `self`, `a ?? b` or an
  /// expression.
  static func controllerReceiver(of action: HierarchyAction)
    -> (start: HierarchyControllerID, path: String?)?
  {
    switch action.receiver {
    case .controller(let id): return (id, nil)
    case .relatedOf(let id, _, let related): return (id, related)
    case .selfController, .related, .firstNonNil, .expression: return nil
    }
  }

  /// The label of the caller's parameter a router call passes as the presenter of `action`
  /// (`from: provider` where `provider` is the caller's parameter), and the related
  /// controller the action is made on, when it is one.
  func handedPresenter(
    of action: HierarchyAction, file: Int, callSite: HierarchyCallSite, callSiteFile: Int
  ) -> (label: String, path: String?)? {
    guard let (start, path) = Self.controllerReceiver(of: action) else { return nil }
    for reference in references(from: HierarchyReference(file: file, id: start)) {
      guard case .parameter(let parameter)? = controller(reference)?.kind,
        Self.baseName(parameter.function) == callSite.call.baseName,
        let passed = callSite.controllers[parameter.label],
        let outer = enclosingParameter(
          HierarchyReference(file: callSiteFile, id: passed), site: callSite.site)
      else { continue }
      return (outer.label, path)
    }
    return nil
  }

  /// The most helpers a router call is followed out through, each handing the presenter it
  /// is passed on to the next (`coordinateToThread(provider:target:)` calling
  /// `coordinateToThread(provider:root:)`): each step reads every call once more.
  static let maximumForwardingDepth = 8

  /// The transitions of router calls made from a parameter, made by each call of the
  /// function they are in that passes `self` for it, from the caller's controller (or, in a
  /// protocol extension, each conforming one), at that call; a call that passes a parameter
  /// of its own function for it hands the router call on to that function's callers.
  mutating func forwardedPlacements(
    _ initial: [String: [ForwardedRouterCall]], instantiated: inout Set<SourceOrigin>
  ) -> [HierarchyPlacement] {
    var placements: [HierarchyPlacement] = []
    var forwards = initial
    var seen: Set<String> = []
    var onTopPlaced: Set<OnTopIdentity> = []
    var onTopNotKnown: Set<OnTopIdentity> = []
    var depth = 0
    while !forwards.isEmpty {
      depth += 1
      guard depth <= Self.maximumForwardingDepth else {
        for forward in forwards.values.joined() {
          undetermined.insert(
            HierarchyUndetermined(
              origin: forward.callSite.origin,
              reason:
                "`\(forward.callSite.call.text)` is made from what more than "
                + "\(Self.maximumForwardingDepth) helpers hand on: not followed further",
              category: .controllerNotFollowed))
        }
        break
      }
      let index = ParameterTransitionIndex(keys: forwards.keys)
      let anyOnTop = forwards.values.contains { $0.contains { $0.label == nil } }
      var next: [String: [ForwardedRouterCall]] = [:]
      for (fileIndex, file) in files.enumerated() {
        for outer in file.callSites
        where anyOnTop || !outer.selfArguments.isEmpty || !outer.controllers.isEmpty {
          guard let callee = parameterCallee(outer.call, site: outer.site, in: index) else {
            continue
          }
          for forward in forwards[callee] ?? [] {
            guard let label = forward.label else {
              // Made on whatever is on top: the controller whose own method calls the
              // function, outside closures; code that is not a controller's hands it on.
              guard !outer.site.inClosure, let caller = outer.site.typeName,
                let function = outer.site.function
              else {
                // In a closure, what is on top when it runs is not known: said below.
                onTopNotKnown.insert(OnTopIdentity(forward))
                continue
              }
              if known.selfIsController(in: caller) {
                let instance = CallSiteInstance(
                  presenter: .instance(className: SwiftTypeNames.simpleName(caller)),
                  cases: Set(forward.callSite.cases.values), casesByLabel: forward.callSite.cases,
                  origin: outer.origin, site: outer.site)
                guard
                  instance.runs(
                    under: forward.action.site.conditions,
                    subjects: forward.action.site.caseSubjects,
                    callerCasesMatchElsewhere: forward.matchElsewhere)
                else { continue }
                onTopPlaced.insert(OnTopIdentity(forward))
                treeCases = instance.cases
                placements += self.placements(
                  of: forward.action, file: forward.actionFile, at: instance)
                treeCases = nil
              } else {
                let key = Self.parameterFunctionKey(caller, function)
                let identity = "\(key) \(forward.action.origin) \(forward.callSite.origin)"
                guard seen.insert(identity).inserted else { continue }
                next[key, default: []].append(forward)
              }
              continue
            }
            if outer.selfArguments.contains(label) {
              guard let caller = outer.site.typeName, known.selfIsController(in: caller) else {
                continue
              }
              let callerClass = SwiftTypeNames.simpleName(caller)
              // The router's cases, and those of this call for the conditions a handed
              // instance's method was called under.
              let cases = forward.callSite.cases.merging(outer.cases) { router, _ in router }
              let instance = CallSiteInstance(
                presenter: forward.path.map { .related(className: callerClass, path: $0) }
                  ?? .instance(className: callerClass),
                cases: Set(cases.values), casesByLabel: cases, origin: outer.origin,
                site: outer.site)
              guard
                instance.runs(
                  under: forward.action.site.conditions + forward.conditions,
                  subjects: forward.action.site.caseSubjects.merging(forward.subjects) {
                    action, _ in action
                  },
                  callerCasesMatchElsewhere: forward.matchElsewhere)
              else { continue }
              instantiated.insert(forward.action.origin)
              treeCases = instance.cases
              placements += self.placements(
                of: forward.action, file: forward.actionFile, at: instance)
              treeCases = nil
            } else if let passed = outer.controllers[label],
              let function = outer.site.function,
              let parameter = enclosingParameter(
                HierarchyReference(file: fileIndex, id: passed), site: outer.site)
            {
              // Handed on again: made by the callers of the function this call is in.
              let key = Self.parameterFunctionKey(outer.site.typeName, function)
              let identity =
                "\(key) \(parameter.label) \(forward.action.origin) \(forward.callSite.origin)"
              guard seen.insert(identity).inserted else { continue }
              var handed = forward
              handed.label = parameter.label
              next[key, default: []].append(handed)
            }
          }
        }
      }
      forwards = next
    }
    // Where no controller's call says what is on top, or a call in a closure leaves it
    // unknown, the action as made.
    for forward in initial.values.joined() {
      let identity = OnTopIdentity(forward)
      guard let onTop = forward.onTop,
        !onTopPlaced.contains(identity) || onTopNotKnown.contains(identity)
      else { continue }
      treeCases = onTop.cases
      placements += self.placements(of: forward.action, file: forward.actionFile, at: onTop)
      treeCases = nil
    }
    return placements
  }

  /// A router call's action made on whatever is on top, as ``forwardedPlacements(_:instantiated:)``
  /// tracks whether a controller's call placed it.
  private struct OnTopIdentity: Hashable {
    var action: SourceOrigin
    var callSite: SourceOrigin

    init(_ forward: ForwardedRouterCall) {
      action = forward.action.origin
      callSite = forward.callSite.origin
    }
  }

  /// A function's base name (`navigate` for `navigate(to:)`).
  static func baseName(_ function: String) -> String {
    function.split(separator: "(", maxSplits: 1).first.map(String.init) ?? function
  }

  /// The instance a call is made on: its type, and what its initializer was handed where it
  /// was made.
  struct ReceiverInstance {
    var type: String
    var handovers: [String: HierarchyReference]
  }

  /// The instance a call site's method is called on.
  func receiverInstance(_ callSite: HierarchyCallSite, file: Int) -> ReceiverInstance? {
    guard let id = callSite.receiver else {
      switch callSite.call.receiver {
      case .implicit, .enclosingType:
        return callSite.site.typeName.map { ReceiverInstance(type: $0, handovers: [:]) }
      case .type(let name):
        return ReceiverInstance(type: name, handovers: [:])
      case .property, .expression:
        return nil
      }
    }
    let resolution = resolve(HierarchyReference(file: file, id: id))
    guard let last = resolution.chain.last, let node = controller(last),
      case .instance(let className) = node.kind
    else {
      // A parameter declared as the receiver's type (`coordinator: SceneCoordinator`).
      if let last = resolution.chain.last,
        case .parameter(let parameter)? = controller(last)?.kind,
        let declared = parameter.typeName, SwiftHierarchySyntax.isTypeLike(declared)
      {
        return ReceiverInstance(type: declared, handovers: [:])
      }
      // A stored property whose declared type names the receiver's type
      // (`weak var coordinator: SceneCoordinator!`), made elsewhere.
      if let first = resolution.chain.first,
        case .property(let owner, let name)? = controller(first)?.kind,
        let declared = declaredType(of: name, in: owner, site: callSite.site),
        SwiftHierarchySyntax.isTypeLike(declared)
      {
        return ReceiverInstance(type: declared, handovers: [:])
      }
      // A property of another object (`provider.coordinator`) that every type declaring a
      // property of that name declares as the same type.
      guard case .expression(let text) = callSite.call.receiver,
        let name = text.split(separator: ".").last.map(String.init),
        let declared = declaredProperties.commonType(of: name),
        SwiftHierarchySyntax.isTypeLike(declared)
      else { return nil }
      return ReceiverInstance(type: declared, handovers: [:])
    }
    return ReceiverInstance(
      type: className,
      handovers: node.handovers.mapValues { HierarchyReference(file: last.file, id: $0) })
  }

  /// The type a property is declared as in `owner`; for an `owner` that is not a controller
  /// (a protocol extension's), in the protocols its `Self` conforms to (`var coordinator:
  /// SceneCoordinator! { get }` of a protocol the extension's `where Self:` names), else the
  /// type every declaration of a property of that name in the module gives it.
  func declaredType(of name: String, in owner: String?, site: HierarchyCodeSite) -> String? {
    if let declared = declaredProperties.first(Self.propertyKey(owner, name))?.typeName {
      return declared
    }
    guard let owner, known.family(of: SwiftTypeNames.simpleName(owner)) == nil else {
      return nil
    }
    for type in known.conformances.protocols(of: owner, constraints: site.selfConstraints) {
      if let declared = declaredProperties.first(Self.propertyKey(type, name))?.typeName {
        return declared
      }
    }
    // Else the type every declaration of that name agrees on.
    return declaredProperties.commonType(of: name)
  }

  /// The references a receiver may be: its chain, and the chains of the alternatives it is
  /// chosen among (`sender ?? fallback`), at most 1,000.
  func references(from start: HierarchyReference) -> [HierarchyReference] {
    var references: [HierarchyReference] = []
    var pending = [start]
    var seen: Set<HierarchyReference> = []
    while let next = pending.popLast(), references.count < 1_000 {
      guard seen.insert(next).inserted else { continue }
      let resolution = resolve(next)
      references += resolution.chain
      if resolution.isChoice { pending += resolution.alternatives }
    }
    return references
  }

  /// The most locals holding `a ?? b` one receiver is read through (`var presenter = sender
  /// ?? top` where `top` is itself such a local).
  static let maximumFirstNonNilDepth = 4

  /// Who an action of the callee is made from at this call: `self` of a view controller
  /// type, or what the instance's initializer was handed (`Router(presenter: self)`).
  func presenter(
    of action: HierarchyAction, file: Int, receiver: ReceiverInstance,
    callSite: HierarchyCallSite, depth: Int = 0
  ) -> HierarchyPresenter? {
    switch action.receiver {
    case .selfController:
      guard known.family(of: SwiftTypeNames.simpleName(receiver.type)) != nil else { return nil }
      return .instance(className: SwiftTypeNames.simpleName(receiver.type))
    case .controller(let id):
      for reference in references(from: HierarchyReference(file: file, id: id)) {
        // A local holding `sender ?? window?.rootViewController?.topMost`: read as that
        // receiver, where a parameter the call leaves out is nil and the next is taken.
        if depth < Self.maximumFirstNonNilDepth,
          case .oneOf(let ids, let texts?)? = controller(reference)?.kind, ids.count == texts.count
        {
          var coalesced = action
          coalesced.receiver = .firstNonNil(ids.map { .controller($0) }, texts: texts)
          switch presenter(
            of: coalesced, file: reference.file, receiver: receiver, callSite: callSite,
            depth: depth + 1)
          {
          case let found? where found.isNamed: return found
          default: continue
          }
        }
        guard case .parameter(let parameter)? = controller(reference)?.kind else { continue }
        if parameter.function.hasPrefix("init("),
          let handed = receiver.handovers[parameter.label],
          let handedNode = controller(handed), case .selfReference = handedNode.kind,
          let caller = handedNode.site.typeName, known.selfIsController(in: caller)
        {
          return .instance(className: caller)
        }
        // A parameter of the callee the call passes `self` to (`from: self`).
        if Self.baseName(parameter.function) == callSite.call.baseName,
          callSite.selfArguments.contains(parameter.label),
          let caller = callSite.site.typeName, known.selfIsController(in: caller)
        {
          return .instance(className: caller)
        }
      }
      return nil
    case .relatedOf(let id, _, let path):
      // `sender?.navigationController` where the call passes `self` for `sender`.
      var base = action
      base.receiver = .controller(id)
      guard
        case .instance(let className)? = presenter(
          of: base, file: file, receiver: receiver, callSite: callSite, depth: depth)
      else { return nil }
      return .related(className: className, path: path)
    case .firstNonNil(let allReceivers, let allTexts):
      // A parameter of the callee the call leaves out, whose default is `nil`, is `nil`:
      // UIKit's call is made on the next (`sender ?? window?.rootViewController?.topMost`).
      var receivers: [HierarchyReceiver] = []
      var texts: [String] = []
      for (alternative, text) in zip(allReceivers, allTexts)
      where !isOmittedNilParameter(alternative, file: file, callSite: callSite) {
        receivers.append(alternative)
        texts.append(text)
      }
      if receivers.count == 1, let only = receivers.first, let text = texts.first {
        var one = action
        one.receiver = only
        if let presenter = presenter(
          of: one, file: file, receiver: receiver, callSite: callSite, depth: depth)
        {
          return presenter
        }
        if ParameterTransition.isTopOfState(text) {
          // On whatever is on top: the caller's controller, when it certainly is.
          if let caller = callSite.site.typeName, known.selfIsController(in: caller),
            !callSite.site.inClosure
          {
            return .instance(className: SwiftTypeNames.simpleName(caller))
          }
          return .topOfState(
            className: callSite.site.typeName.map(SwiftTypeNames.simpleName), text: text)
        }
        return .expression(className: receiver.type, text: text)
      }
      var alternatives: [HierarchyPresenter] = []
      for (alternative, text) in zip(receivers, texts) {
        if case .firstNonNil = alternative { return nil }
        var one = action
        one.receiver = alternative
        let presenter = presenter(
          of: one, file: file, receiver: receiver, callSite: callSite, depth: depth)
        // The first is never nil when it is the caller (`self`, or `self` handed over).
        if alternatives.isEmpty, case .instance? = presenter { return presenter }
        alternatives.append(
          presenter ?? .expression(className: receiver.type, text: text))
      }
      return .firstNonNil(
        className: SwiftTypeNames.simpleName(receiver.type), texts: texts,
        alternatives: alternatives,
        declaredClasses: receivers.map {
          declaredClass(of: $0, file: file, in: SwiftTypeNames.simpleName(receiver.type))
        })
    case .related, .expression:
      return nil
    }
  }

  /// Whether a receiver is a parameter of the called function that the call leaves out and
  /// whose default is `nil`.
  func isOmittedNilParameter(
    _ receiver: HierarchyReceiver, file: Int, callSite: HierarchyCallSite
  ) -> Bool {
    guard case .controller(let id) = receiver,
      case .parameter(let parameter)? = controller(HierarchyReference(file: file, id: id))?.kind,
      parameter.defaultsToNil, !parameter.label.hasPrefix("_"),
      Self.baseName(parameter.function) == callSite.call.baseName
    else { return false }
    return !Self.argumentLabels(callSite.call.name).contains(Substring(parameter.label))
  }
}
