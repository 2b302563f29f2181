import StyleRuleKit

/// Helpers that present, push or show the controller they are passed: one transition per call
/// that passes a controller, from the caller (or the controller it passes as the presenter),
/// with the caller's controller, at the call's line.
extension SwiftHierarchyAssembly {
  /// The transitions each function of the module makes of a parameter, by
  /// ``parameterFunctionKey(_:_:)``, and the keys by type and base name (for calls whose
  /// labels differ, with default arguments).
  struct ParameterTransitionIndex {
    var byFunction: [String: [ParameterTransition]] = [:]
    var byBaseName: [String: Set<String>] = [:]

    /// An index whose ``byBaseName`` holds `keys` (``parameterFunctionKey(_:_:)``s), so that
    /// ``parameterCallee(_:site:in:)`` finds them.
    init(keys: some Sequence<String> = []) {
      for key in keys {
        let base = SwiftHierarchyAssembly.baseName(String(key.drop { $0 != "." }.dropFirst()))
        let owner = key.prefix { $0 != "." }
        byBaseName["\(owner).\(base)", default: []].insert(key)
      }
    }
  }

  /// The most transitions of what it is passed one function makes, through the helpers it
  /// hands it on to: a chain of helpers that each call the next twice would double them at
  /// each step.
  static let maximumParameterTransitions = 64

  /// The key of a function: its type's simple name (empty at the top level) and its name.
  static func parameterFunctionKey(_ type: String?, _ function: String) -> String {
    "\(type.map(SwiftTypeNames.simpleName) ?? "").\(function)"
  }

  /// The parameter of the function at `site` a controller is, when it is one (the chain it
  /// resolves through ends at the parameter).
  func enclosingParameter(_ reference: HierarchyReference, site: HierarchyCodeSite)
    -> HierarchyParameter?
  {
    guard let last = resolve(reference).chain.last,
      case .parameter(let parameter)? = controller(last)?.kind,
      parameter.function == site.function
    else { return nil }
    return parameter
  }

  /// What the functions of the module do with the controllers they are passed.
  ///
  /// The transitions they make of a parameter, and those the helpers they hand a parameter on
  /// to make (`presentOnTopmost(vc)` in a function whose `vc` is a parameter). Each function
  /// is summarised once; helpers that hand a controller to each other stop with a note.
  mutating func parameterTransitionIndex() -> ParameterTransitionIndex {
    var direct: [String: [ParameterTransition]] = [:]
    var forwards: [String: [(file: Int, callSite: HierarchyCallSite)]] = [:]
    for (fileIndex, file) in files.enumerated() {
      // What each method sets on its parameters (each mention of one is a controller of its
      // own), by type, function and name.
      var parameterSettings: [String: [HierarchyPresentationSetting]] = [:]
      for node in file.controllers where !node.settings.isEmpty {
        if case .parameter(let parameter) = node.kind {
          parameterSettings[
            "\(node.site.typeName ?? "").\(parameter.function).\(parameter.name)", default: []] +=
            node.settings
        }
      }
      for action in file.actions where action.targets.count == 1 {
        guard let function = action.site.function, let target = action.targets.first else {
          continue
        }
        switch action.operation {
        case .present, .push, .show: break
        case .showDetail, .addChild, .setViewControllers, .setColumn: continue
        }
        guard let presenter = parameterPresenter(action, file: fileIndex) else { continue }
        let parameter = enclosingParameter(
          HierarchyReference(file: fileIndex, id: target), site: action.site)
        // Else a controller of its own, placed from a parameter (`from controller:`).
        let isFromParameter: Bool
        switch presenter {
        case .parameter, .parameterRelated: isFromParameter = true
        case .calleeSelf, .related, .topOfState: isFromParameter = false
        }
        guard parameter != nil || isFromParameter else { continue }
        direct[Self.parameterFunctionKey(action.site.typeName, function), default: []].append(
          ParameterTransition(
            label: parameter?.label, action: action, file: fileIndex, presenter: presenter,
            isConditional: !action.site.conditions.isEmpty || action.site.inClosure,
            settings: parameter.map {
              parameterSettings["\(action.site.typeName ?? "").\($0.function).\($0.name)"] ?? []
            } ?? []))
      }
      // A call passing cases is a router's (``callSitePlacements()``).
      for callSite in file.callSites where !callSite.controllers.isEmpty && callSite.cases.isEmpty {
        guard let function = callSite.site.function else { continue }
        let passesParameter = callSite.controllers.values.contains {
          enclosingParameter(HierarchyReference(file: fileIndex, id: $0), site: callSite.site)
            != nil
        }
        if passesParameter {
          forwards[Self.parameterFunctionKey(callSite.site.typeName, function), default: []]
            .append((fileIndex, callSite))
        }
      }
    }
    var index = ParameterTransitionIndex(keys: Set(direct.keys).union(forwards.keys))
    // Depth first, with an explicit stack: a function is finished once the helpers it hands
    // a parameter on to are; one still being summarised when reached again is a cycle.
    var finished: Set<String> = []
    var entered: Set<String> = []
    for start in Set(direct.keys).union(forwards.keys).sorted() where !entered.contains(start) {
      var stack: [(key: String, isExit: Bool)] = [(start, false)]
      while let (key, isExit) = stack.popLast() {
        if isExit {
          var transitions = direct[key] ?? []
          for (file, callSite) in forwards[key] ?? [] {
            guard let callee = parameterCallee(callSite.call, site: callSite.site, in: index),
              callee != key
            else { continue }
            for transition in index.byFunction[callee] ?? [] {
              if let handed = handedOn(transition, through: callSite, file: file) {
                transitions.append(handed)
              }
            }
          }
          // Helpers that each hand a controller on twice multiply: bounded, with a note.
          if transitions.count > Self.maximumParameterTransitions,
            let first = forwards[key]?.first?.callSite
          {
            transitions.removeLast(transitions.count - Self.maximumParameterTransitions)
            undetermined.insert(
              HierarchyUndetermined(
                origin: first.origin,
                reason:
                  "the helpers `\(first.call.text)` calls make more than "
                  + "\(Self.maximumParameterTransitions) transitions of what they are passed: "
                  + "the rest are not followed",
                category: .controllerNotFollowed))
          }
          index.byFunction[key] = transitions
          finished.insert(key)
          continue
        }
        guard entered.insert(key).inserted else { continue }
        stack.append((key, true))
        for (_, callSite) in forwards[key] ?? [] {
          // A helper handing its parameter to itself (a retry) adds nothing.
          guard let callee = parameterCallee(callSite.call, site: callSite.site, in: index),
            callee != key
          else { continue }
          if entered.contains(callee), !finished.contains(callee) {
            undetermined.insert(
              HierarchyUndetermined(
                origin: callSite.origin,
                reason:
                  "`\(callSite.call.text)` hands a controller on to a helper that hands it back "
                  + "(recursion): what that cycle presents is not followed",
                category: .controllerNotFollowed))
          } else if !entered.contains(callee) {
            stack.append((callee, false))
          }
        }
      }
    }
    return index
  }

  /// A transition of a helper as the function that hands it a parameter makes it: of that
  /// function's parameter, from its own `self` or another of its parameters; nil when the
  /// call hands over something else.
  func handedOn(_ transition: ParameterTransition, through callSite: HierarchyCallSite, file: Int)
    -> ParameterTransition?
  {
    func parameterLabel(_ label: String) -> String? {
      guard let id = callSite.controllers[label] else { return nil }
      return enclosingParameter(HierarchyReference(file: file, id: id), site: callSite.site)?
        .label
    }
    var label: String?
    if let placed = transition.label {
      guard let outer = parameterLabel(placed) else { return nil }
      label = outer
    }
    let onSelf: Bool
    switch callSite.call.receiver {
    case .implicit, .enclosingType: onSelf = true
    case .type, .property, .expression: onSelf = false
    }
    var handed = transition
    handed.label = label
    handed.isConditional =
      transition.isConditional || !callSite.site.conditions.isEmpty || callSite.site.inClosure
    switch transition.presenter {
    case .calleeSelf, .related:
      guard onSelf else { return nil }
    case .parameter(let other):
      if callSite.selfArguments.contains(other) {
        handed.presenter = .calleeSelf
      } else if let outer = parameterLabel(other) {
        handed.presenter = .parameter(label: outer)
      } else {
        return nil
      }
    case .parameterRelated(let other, let path):
      if callSite.selfArguments.contains(other) {
        handed.presenter = .related(path)
      } else if let outer = parameterLabel(other) {
        handed.presenter = .parameterRelated(label: outer, path: path)
      } else {
        return nil
      }
    case .topOfState:
      break
    }
    return handed
  }

  /// Who an action that places a parameter is made from, in the callee's terms; nil when it
  /// is called on a controller the scan does not follow.
  func parameterPresenter(_ action: HierarchyAction, file: Int) -> ParameterTransition.Presenter? {
    switch action.receiver {
    case .selfController:
      return .calleeSelf
    case .related(let path):
      return .related(path)
    case .relatedOf(let id, _, let path):
      // `sender.navigationController` of a parameter `sender`.
      guard
        let parameter = enclosingParameter(
          HierarchyReference(file: file, id: id), site: action.site)
      else { return nil }
      return .parameterRelated(label: parameter.label, path: path)
    case .firstNonNil:
      return nil
    case .expression(let text):
      return ParameterTransition.isTopOfState(text) ? .topOfState(text) : nil
    case .controller(let id):
      let reference = HierarchyReference(file: file, id: id)
      if let text = topOfStateText(reference) { return .topOfState(text) }
      if case .selfReference? = controller(reference)?.kind { return .calleeSelf }
      guard let parameter = enclosingParameter(reference, site: action.site) else { return nil }
      return .parameter(label: parameter.label)
    }
  }

  /// The text of a controller expression that names whatever is on top (`topMost`,
  /// `topViewController()`), when it is one.
  func topOfStateText(_ reference: HierarchyReference) -> String? {
    let text: String
    switch controller(reference)?.kind {
    case .property(_, let name)?: text = name
    case .call(let call)?: text = call.text
    default: return nil
    }
    return ParameterTransition.isTopOfState(text) ? text : nil
  }

  /// The classes a method called on an instance of `type` may be declared in: the class, its
  /// superclasses, and `UIViewController` for a view controller (whose extensions every
  /// controller has).
  func classChain(_ type: String?) -> [String] {
    guard let type else { return [] }
    var chain = [SwiftTypeNames.simpleName(type)]
    while let last = chain.last, let next = known.superclasses[last], !chain.contains(next),
      chain.count <= known.superclasses.count
    {
      chain.append(next)
    }
    if known.selfIsController(in: chain[0]), !chain.contains("UIViewController") {
      chain.append("UIViewController")
    }
    return chain
  }

  /// The key of the function of `index` a call made at `site` calls, if it is one.
  func parameterCallee(
    _ call: HierarchyCall, site: HierarchyCodeSite, in index: ParameterTransitionIndex
  ) -> String? {
    let owners: [String]
    switch call.receiver {
    case .implicit:
      // In a protocol extension, also the protocols `Self` conforms to.
      var protocols: [String] = []
      if let type = site.typeName, known.family(of: SwiftTypeNames.simpleName(type)) == nil {
        protocols = Array(
          known.conformances.protocols(of: type, constraints: site.selfConstraints).dropFirst())
      }
      owners = classChain(site.typeName) + protocols + [""]
    case .enclosingType: owners = classChain(site.typeName)
    case .type(let name): owners = [SwiftTypeNames.simpleName(name)]
    case .property(let name):
      // A controller class, else any type it is declared as (`coordinator: SceneCoordinator!`).
      guard
        let declared = propertyControllerClass(name, site: site)
          ?? declaredType(of: name, in: site.typeName, site: site).map(SwiftTypeNames.simpleName),
        SwiftHierarchySyntax.isTypeLike(declared)
      else { return nil }
      owners = classChain(declared)
    case .expression: return nil
    }
    for owner in owners {
      guard let keys = index.byBaseName["\(owner).\(call.baseName)"] else { continue }
      let exact = "\(owner).\(call.name)"
      if keys.contains(exact) { return exact }
      // One function of that base name whose labels the call's may be, with defaults left
      // out (`presentError(_:)` for `presentError(_:dismiss:)`, not for
      // `presentError(title:message:)`); a trailing closure is passed to a later parameter,
      // whatever its label.
      let callLabels = Self.argumentLabels(call.name)
      let written = Array(callLabels.dropLast(call.trailingClosures))
      let matching = keys.filter { key in
        let labels = Self.argumentLabels(String(key.dropFirst(owner.count + 1)))
        if Self.isSubsequence(callLabels, of: labels) { return true }
        guard call.trailingClosures > 0,
          let rest = Self.remainder(afterSubsequence: written, of: labels)
        else { return false }
        return rest.count >= call.trailingClosures
      }
      if matching.count == 1 { return matching.first }
    }
    return nil
  }

  /// The app's view controller class a stored property of the caller's type is declared as
  /// (`weak var webViewController: WebViewController?`), when it is one.
  ///
  /// A property declared as a protocol that one app controller class conforms to, with its
  /// subclasses, and no other class of the files read (`weak var webViewController:
  /// WebViewControllerProtocol?`), is that class: the transition is made only where an
  /// instance of it is placed.
  func propertyControllerClass(_ name: String, site: HierarchyCodeSite) -> String? {
    guard let declared = declaredProperties.first(Self.propertyKey(site.typeName, name))?.typeName
    else { return nil }
    let simple = SwiftTypeNames.simpleName(declared)
    return declaredClass(simple, receiver: nil)
      ?? known.conformances.onlyClass(conformingTo: simple)
  }

  /// The argument labels of a function's name (`["_", "from"]` for `show(_:from:)`).
  static func argumentLabels(_ function: String) -> [Substring] {
    guard let open = function.firstIndex(of: "(") else { return [] }
    return function[function.index(after: open)...].split(separator: ":").filter { $0 != ")" }
  }

  /// Whether `labels` are `all`'s, some left out, in order.
  static func isSubsequence(_ labels: [Substring], of all: [Substring]) -> Bool {
    remainder(afterSubsequence: labels, of: all) != nil
  }

  /// The labels of `all` after the first match of `labels` as a subsequence of it; nil when
  /// `labels` are not `all`'s in order.
  static func remainder(afterSubsequence labels: [Substring], of all: [Substring])
    -> ArraySlice<Substring>?
  {
    var remaining = all[...]
    for label in labels {
      guard let found = remaining.firstIndex(of: label) else { return nil }
      remaining = remaining[remaining.index(after: found)...]
    }
    return remaining
  }

  /// The transitions calls that pass controllers make through the helpers they call, one per
  /// call, transition and controller chosen; and the helpers' actions they stand for (whose
  /// own placements, of a parameter, are then not listed).
  mutating func parameterCallSitePlacements() -> (
    placements: [HierarchyPlacement], instantiated: Set<SourceOrigin>
  ) {
    let index = parameterTransitionIndex()
    var placements: [HierarchyPlacement] = []
    var instantiated: Set<SourceOrigin> = []
    for (fileIndex, file) in files.enumerated() {
      for callSite in file.callSites
      where !callSite.controllers.isEmpty || !callSite.selfArguments.isEmpty {
        guard let callee = parameterCallee(callSite.call, site: callSite.site, in: index) else {
          continue
        }
        for transition in index.byFunction[callee] ?? [] {
          let reference: HierarchyReference
          if let label = transition.label {
            guard let argument = callSite.controllers[label] else { continue }
            reference = HierarchyReference(file: fileIndex, id: argument)
            // A parameter handed on: the function's own callers make the transition.
            if enclosingParameter(reference, site: callSite.site) != nil { continue }
          } else {
            // The helper's own controller, from the presenter this call passes: `self`, or
            // a controller that is not a parameter handed on. A call that passes cases is
            // an enum router's (``callSitePlacements()``).
            let from: String
            switch transition.presenter {
            case .parameter(let label), .parameterRelated(let label, _): from = label
            case .calleeSelf, .related, .topOfState: continue
            }
            guard callSite.cases.isEmpty, let own = transition.action.targets.first else {
              continue
            }
            // `self` first, then a controller the argument at that key passes
            // (`openURLInBrowser(url, self)`: `self` is the second unlabelled argument).
            if !callSite.selfArguments.contains(from) {
              guard let id = callSite.controllers[from] else { continue }
              let passed = HierarchyReference(file: fileIndex, id: id)
              if enclosingParameter(passed, site: callSite.site) != nil { continue }
            }
            reference = HierarchyReference(file: transition.file, id: own)
          }
          instantiated.insert(transition.action.origin)
          placements += self.placements(
            of: transition, passing: reference, at: callSite, file: fileIndex)
        }
      }
    }
    return (placements, instantiated)
  }

  /// Who a helper's transition is made from at a call: the caller's controller for the
  /// helper's `self` or a `self` argument, or on top when the caller certainly is (its own
  /// method, outside closures), the controller passed as the presenter; else what is not
  /// followed, as written.
  mutating func presenter(
    of transition: ParameterTransition, at callSite: HierarchyCallSite, file: Int
  ) -> HierarchyPresenter {
    let caller = callSite.site.typeName
    let callerIsController = caller.map { known.selfIsController(in: $0) }
    let callerClass = caller.map(SwiftTypeNames.simpleName)
    let onSelf: Bool
    switch callSite.call.receiver {
    case .implicit, .enclosingType: onSelf = true
    case .type, .property, .expression: onSelf = false
    }
    // A helper called on a stored property declared as an app controller class
    // (`webViewController?.presentOverlay(…)`): that class's placed instance.
    var propertyClass: String?
    if case .property(let name) = callSite.call.receiver {
      propertyClass = propertyControllerClass(name, site: callSite.site)
    }
    switch transition.presenter {
    case .calleeSelf:
      if onSelf, callerIsController == true, let callerClass {
        return .instance(className: callerClass)
      }
      if let propertyClass { return .instance(className: propertyClass) }
    case .related(let path):
      if onSelf, callerIsController == true, let callerClass {
        return .related(className: callerClass, path: path)
      }
      if let propertyClass { return .related(className: propertyClass, path: path) }
    case .parameter(let label):
      if callSite.selfArguments.contains(label), callerIsController == true, let callerClass {
        return .instance(className: callerClass)
      }
      // `self` first, then the controller the argument at that key passes.
      if !callSite.selfArguments.contains(label), let id = callSite.controllers[label] {
        return .controller(
          tree(HierarchyReference(file: file, id: id), placedAt: callSite.origin))
      }
    case .parameterRelated(let label, let path):
      // The caller's own related controller (`from: self`); another controller's is not
      // followed.
      if callSite.selfArguments.contains(label), callerIsController == true, let callerClass {
        return .related(className: callerClass, path: path)
      }
    case .topOfState(let text):
      if callerIsController == true, !callSite.site.inClosure, let callerClass {
        return .instance(className: callerClass)
      }
      return .topOfState(className: callerClass, text: text)
    }
    // `self` of a type that is not a view controller (a protocol extension, a coordinator).
    switch transition.presenter {
    case .calleeSelf, .related:
      if onSelf { return .expression(className: callerClass, text: "self") }
    case .parameter(let label):
      if callSite.selfArguments.contains(label) {
        return .expression(className: callerClass, text: "self")
      }
    case .parameterRelated(let label, let path):
      if callSite.selfArguments.contains(label) {
        return .expression(className: callerClass, text: "self.\(path)")
      }
    case .topOfState:
      break
    }
    return .expression(className: callerClass, text: callSite.call.text)
  }

  /// The placements a helper's transition makes at a call, one per controller the argument
  /// (or the helper's own controller) may be: the settings the caller makes on it, and those
  /// the helper makes, before or after the call.
  mutating func placements(
    of transition: ParameterTransition, passing argument: HierarchyReference,
    at callSite: HierarchyCallSite, file: Int
  ) -> [HierarchyPlacement] {
    let presenter = presenter(of: transition, at: callSite, file: file)
    let certainty: HierarchyPlacementCertainty
    if transition.isConditional || !callSite.site.conditions.isEmpty || callSite.site.inClosure {
      certainty = .possible
    } else {
      switch callSite.site.moment {
      case .setUp: certainty = .atSetUp
      case .appearance: certainty = .atAppearance
      case .later: certainty = .possible
      }
    }
    let alternatives = choices(argument)
    return alternatives.map { target in
      var placement = HierarchyPlacement(
        operation: transition.action.operation, presenter: presenter, targets: [],
        isOneOfSeveral: alternatives.count > 1, animated: transition.action.animated,
        certainty: certainty, origin: callSite.origin, site: callSite.site)
      let tree = tree(target, placedAt: callSite.origin)
      placement.targets.append(tree)
      // A controller the helper makes has its settings where the helper places it.
      let callerSettings = transition.label == nil ? [] : tree.root?.settings ?? []
      let calleeSettings = transition.label == nil ? tree.root?.settings ?? [] : transition.settings
      for setting in callerSettings {
        let sameMethod =
          setting.site.typeName == callSite.site.typeName
          && setting.site.function == callSite.site.function
          && setting.origin.path == callSite.origin.path
        let before =
          sameMethod
          ? setting.origin < callSite.origin
          : setting.site.moment == .setUp && !setting.site.inClosure
        if before {
          placement.settingsBefore.append(setting)
        } else {
          placement.settingsAfter.append(setting)
        }
      }
      for setting in calleeSettings {
        if isBefore(setting, transition.action) {
          placement.settingsBefore.append(setting)
        } else {
          placement.settingsAfter.append(setting)
        }
      }
      return placement
    }
  }
}
