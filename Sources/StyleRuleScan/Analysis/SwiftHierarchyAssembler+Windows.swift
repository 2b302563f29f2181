import StyleRuleKit

/// Windows and placements of an assembly.
extension SwiftHierarchyAssembly {
  // MARK: - Windows

  /// The windows: the facts of one variable joined (a stored `window` configured in several
  /// methods of its type, a local stored into a property), then SwiftUI `WindowGroup`s.
  mutating func windows() -> [HierarchyWindow] {
    var groups: [String: [(file: Int, fact: HierarchyWindowFact)]] = [:]
    var order: [String] = []
    for (fileIndex, file) in files.enumerated() {
      for (index, fact) in file.windows.enumerated() {
        let key: String
        if fact.isLocal, let stored = fact.storedIn.first {
          key = "\(fact.site.typeName ?? "").\(stored)"
        } else if fact.isLocal {
          key = "local \(fileIndex) \(index)"
        } else {
          let variable = "\(fact.site.typeName ?? "").\(fact.variable)"
          key = launchCalls.windowAliases[variable] ?? variable
        }
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append((fileIndex, fact))
      }
    }
    var result: [HierarchyWindow] = []
    for key in order {
      guard let group = groups[key] else { continue }
      let sorted = stableSorted(group) { $0.fact.origin }
      if let window = window(from: sorted) { result.append(window) }
    }
    for file in files {
      for app in file.swiftUIApps {
        let scenes = scenes(of: app)
        for (index, group) in scenes.windowGroups.enumerated() {
          result.append(
            windowGroup(group, of: app, isFirst: index == 0 && !scenes.startsWithUnknown))
        }
      }
    }
    return stableSorted(result) { $0.origin }
  }

  private mutating func window(from group: [(file: Int, fact: HierarchyWindowFact)])
    -> HierarchyWindow?
  {
    guard let configuring = group.first(where: { $0.fact.creation != nil }) ?? group.first else {
      return nil
    }
    let fact = configuring.fact
    let typeRole = fact.site.typeName.flatMap { roles[$0] } ?? .other
    let role = fact.site.role != .other ? fact.site.role : typeRole
    // Made at set-up, or in a function a launch method's chain of calls reaches
    // (`application(_:willFinishLaunchingWithOptions:)` → `setupDefaultWindow()`).
    let runsAtLaunch =
      fact.site.moment == .setUp || launchCalls.launchCall(reaching: fact.site) != nil
    var window = HierarchyWindow(
      variable: fact.storedIn.first ?? fact.variable, typeName: fact.site.typeName, role: role,
      isLaunchWindow: runsAtLaunch && !fact.site.inClosure
        && fact.site.conditions.isEmpty && (role == .sceneDelegate || role == .appDelegate),
      className: fact.creation?.className, origin: fact.creation?.origin ?? fact.origin,
      site: fact.site, root: nil, makeKeyAndVisible: fact.makeKeyAndVisible)
    var launchRoot: HierarchyWindowRoot?
    var launchRootFile = configuring.file
    // When the launch root is given: its own origin in the launch method, or where the launch
    // method calls the function that gives it.
    var launchRootTime: SourceOrigin?
    var others: [(file: Int, root: HierarchyWindowRoot)] = []
    var settings: [String: HierarchyPresentationSetting] = [:]
    for (file, member) in group {
      let isConfiguring =
        file == configuring.file && member.site == fact.site
        && member.origin == fact.origin
      for root in member.roots {
        let time: SourceOrigin?
        if isConfiguring, root.site.conditions == fact.site.conditions,
          root.site.inClosure == fact.site.inClosure
        {
          time = root.origin
        } else if window.isLaunchWindow, let call = launchCalls.launchCall(reaching: root.site) {
          time = call
        } else {
          time = nil
        }
        guard let time else {
          others.append((file, root))
          continue
        }
        if launchRoot != nil, let previousTime = launchRootTime, time < previousTime {
          others.append((file, root))
          continue
        }
        if let previous = launchRoot { others.append((launchRootFile, previous)) }
        launchRoot = root
        launchRootFile = file
        launchRootTime = time
      }
      for setting in member.settings {
        if isConfiguring, setting.site.conditions == fact.site.conditions,
          setting.site.inClosure == fact.site.inClosure
        {
          if let previous = settings[setting.property] { window.laterSettings.append(previous) }
          settings[setting.property] = setting
        } else {
          window.laterSettings.append(setting)
        }
      }
      if window.makeKeyAndVisible == nil { window.makeKeyAndVisible = member.makeKeyAndVisible }
    }
    window.settings = settings.values.sorted { $0.origin < $1.origin }
    window.laterSettings.sort { $0.origin < $1.origin }
    if let launchRoot {
      window.root = tree(
        HierarchyReference(file: launchRootFile, id: launchRoot.controller),
        placedAt: launchRoot.origin)
    }
    for (file, root) in stableSorted(others, by: { $0.root.origin }) {
      window.otherRoots.append(
        HierarchyWindowRootChange(
          root: tree(HierarchyReference(file: file, id: root.controller), placedAt: root.origin),
          origin: root.origin, site: root.site))
    }
    if window.root == nil, window.isLaunchWindow {
      let reason =
        window.otherRoots.isEmpty
        ? "window `\(window.variable)` is given no rootViewController in the files read"
        : "window `\(window.variable)` is given a rootViewController only under a condition or "
          + "in another method than the one that creates it"
      undetermined.insert(
        HierarchyUndetermined(origin: window.origin, reason: reason, category: .windowElsewhere))
    }
    return window
  }

  /// The window of a `WindowGroup`: only the first one of the `@main` App's scenes opens at
  /// launch; the others open on request (`openWindow`, `handlesExternalEvents`).
  private mutating func windowGroup(
    _ group: HierarchySwiftUIView, of app: HierarchySwiftUIApp, isFirst: Bool
  ) -> HierarchyWindow {
    let controller: HierarchyResolvedController = .hosting(
      className: "UIHostingController", rootView: group)
    let node = HierarchyTreeNode(
      controller: controller, parent: nil, relation: .root, origin: group.origin,
      placedAt: group.origin)
    if group.typeName == nil {
      undetermined.insert(
        HierarchyUndetermined(
          origin: group.origin, reason: "the WindowGroup's content is not a view initializer"))
    }
    return HierarchyWindow(
      variable: "WindowGroup", typeName: app.typeName, role: .swiftUIApp,
      isLaunchWindow: app.isMain && isFirst, className: nil, origin: group.origin,
      site: HierarchyCodeSite(
        typeName: app.typeName, role: .swiftUIApp, function: "body", moment: .setUp),
      root: HierarchyTree(nodes: [node]))
  }

  // MARK: - Placements

  /// The placements an action states: one per alternative when the target is chosen later.
  ///
  /// Construction (a local's `setViewControllers` before it is placed) is in the trees.
  mutating func placements(
    of action: HierarchyAction, file: Int, at callSite: CallSiteInstance? = nil
  ) -> [HierarchyPlacement] {
    if action.operation == .addChild || action.operation == .setColumn,
      placesNoController(action, file: file)
    {
      return []
    }
    if action.operation.isContainment, case .controller(let id) = action.receiver {
      let isProperty: Bool
      if case .property = controller(HierarchyReference(file: file, id: id))?.kind {
        isProperty = true
      } else {
        isProperty = false
      }
      if !isProperty || action.site.isLaunchState { return [] }
    }
    let presenter = callSite?.presenter ?? presenter(of: action, file: file)
    let certainty: HierarchyPlacementCertainty
    if callSite != nil {
      certainty = .possible
    } else if !action.site.conditions.isEmpty || action.site.inClosure {
      certainty = .possible
    } else {
      switch action.site.moment {
      case .setUp: certainty = .atSetUp
      case .appearance: certainty = .atAppearance
      case .later: certainty = .possible
      }
    }
    var alternatives: [[HierarchyReference]] = [
      action.targets.map { HierarchyReference(file: file, id: $0) }
    ]
    if action.targets.count == 1, let only = action.targets.first {
      var choices = choices(HierarchyReference(file: file, id: only))
      if let callSite { choices = callSite.taking(choices, of: self) }
      if choices.count > 1 || callSite != nil { alternatives = choices.map { [$0] } }
    }
    // Settings made on a controller chosen at run time (`destination.modalPresentationStyle`
    // after `destination` is given in a `switch`) apply, for a call that passes cases, to the
    // alternative placed: those on the path its cases take. A property set more than once on
    // that path is left out (which value holds is not determined).
    var shared: [HierarchyPresentationSetting] = []
    if let callSite, action.targets.count == 1, let only = action.targets.first,
      case let choice = resolve(HierarchyReference(file: file, id: only)), choice.isChoice
    {
      let settings = choice.chain.flatMap { controller($0)?.settings ?? [] }
      let cases = callSite.cases
      let namesCases = settings.contains { setting in
        setting.site.conditions.contains {
          !CallSiteInstance.caseNames($0).isDisjoint(with: cases)
        }
      }
      let onPath = settings.filter {
        callSite.runs(
          under: $0.site.conditions, subjects: $0.site.caseSubjects,
          callerCasesMatchElsewhere: namesCases)
      }
      var counts: [String: Int] = [:]
      for setting in onPath { counts[setting.property, default: 0] += 1 }
      shared = onPath.filter { counts[$0.property] == 1 }
    }
    return alternatives.map { targets in
      var placement = HierarchyPlacement(
        operation: action.operation, presenter: presenter, targets: [],
        isOneOfSeveral: alternatives.count > 1, animated: action.animated, certainty: certainty,
        origin: callSite?.origin ?? action.origin, site: callSite?.site ?? action.site)
      for target in targets {
        let tree = tree(target, placedAt: action.origin)
        placement.targets.append(tree)
        let own = tree.root?.settings ?? []
        let ownProperties = Set(own.map(\.property))
        for setting in own + shared.filter({ !ownProperties.contains($0.property) }) {
          if isBefore(setting, action) {
            placement.settingsBefore.append(setting)
          } else {
            placement.settingsAfter.append(setting)
          }
        }
      }
      return placement
    }
  }

  /// Whether an `addChild` call is on, or adds, an instance of a class the files read declare
  /// and that is not a view controller (an XML element's `addChild`).
  func placesNoController(_ action: HierarchyAction, file: Int) -> Bool {
    switch action.receiver {
    case .selfController:
      if let type = action.site.typeName, known.isNotController(type) { return true }
    case .controller(let id):
      if case .instance(let className)? = controller(HierarchyReference(file: file, id: id))?.kind,
        known.isNotController(className)
      {
        return true
      }
    case .related, .relatedOf, .firstNonNil, .expression:
      break
    }
    return action.targets.contains { id in
      guard
        case .instance(let className)? = controller(HierarchyReference(file: file, id: id))?.kind
      else { return false }
      return known.isNotController(className)
    }
  }

  /// The alternatives of a controller chosen at run time (a ternary, a local assigned in the
  /// cases of a `switch`), flattened; the controller alone otherwise.
  func choices(_ start: HierarchyReference) -> [HierarchyReference] {
    var result: [HierarchyReference] = []
    var stack = [start]
    var seen: Set<HierarchyReference> = []
    while let reference = stack.popLast() {
      guard seen.insert(reference).inserted else { continue }
      let resolution = resolve(reference)
      if !resolution.isChoice {
        result.append(reference)
      } else {
        stack += resolution.alternatives.reversed()
      }
    }
    return result
  }

  /// Whether a setting is made before the call: earlier in the same method, or in a set-up
  /// method when it is in another one.
  func isBefore(_ setting: HierarchyPresentationSetting, _ action: HierarchyAction) -> Bool {
    if setting.site.typeName == action.site.typeName, setting.site.function == action.site.function,
      setting.origin.path == action.origin.path
    {
      return setting.origin < action.origin
    }
    return setting.site.moment == .setUp && !setting.site.inClosure
  }

  private mutating func presenter(of action: HierarchyAction, file: Int) -> HierarchyPresenter {
    let type = action.site.typeName
    switch action.receiver {
    case .selfController:
      guard let type else { return .expression(className: nil, text: "self") }
      return .instance(className: type)
    case .related(let path):
      guard let type else { return .expression(className: nil, text: path) }
      return .related(className: type, path: path)
    case .controller(let id):
      let reference = HierarchyReference(file: file, id: id)
      if case .selfReference = controller(reference)?.kind, let type {
        return .instance(className: type)
      }
      if let text = topOfStateText(reference) {
        return onTop(text, in: type, site: action.site)
      }
      return .controller(tree(reference, placedAt: action.origin))
    case .relatedOf(_, let name, let path):
      return .expression(className: type, text: "\(name).\(path)")
    case .firstNonNil(let receivers, let texts):
      // Each alternative is one receiver (the reader never nests `??`).
      var alternatives: [HierarchyPresenter] = []
      for receiver in receivers {
        if case .firstNonNil = receiver {
          return .expression(className: type, text: texts.joined(separator: " ?? "))
        }
        var alternative = action
        alternative.receiver = receiver
        alternatives.append(presenter(of: alternative, file: file))
      }
      // `self ?? b` is `self`.
      if case .selfController? = receivers.first, let first = alternatives.first {
        return first
      }
      return .firstNonNil(
        className: type, texts: texts, alternatives: alternatives,
        declaredClasses: receivers.map { declaredClass(of: $0, file: file, in: type) })
    case .expression(let text):
      if ParameterTransition.isTopOfState(text) {
        return onTop(text, in: type, site: action.site)
      }
      return .expression(className: type, text: text)
    }
  }

  /// The class a receiver that is a stored property is declared as (`weak var
  /// splitViewController: RootSplitViewController?`), in `type`'s code; nil for any other.
  func declaredClass(of receiver: HierarchyReceiver, file: Int, in type: String?) -> String? {
    let key: String
    switch receiver {
    case .controller(let id):
      guard
        case .property(let owner, let name)? = controller(HierarchyReference(file: file, id: id))?
          .kind
      else { return nil }
      key = Self.propertyKey(owner, name)
    case .related(let path) where !path.contains("."):
      // A property named like a controller's own (`splitViewController`) of a type that is
      // not a controller (a coordinator).
      guard let type, known.family(of: SwiftTypeNames.simpleName(type)) == nil else {
        return nil
      }
      key = Self.propertyKey(type, path)
    default:
      return nil
    }
    guard let written = declaredProperties.first(key)?.typeName else { return nil }
    let declared = DeclaredPropertyIndex.unwrapped(written)
    guard SwiftHierarchySyntax.isTypeLike(declared) else { return nil }
    return SwiftTypeNames.simpleName(declared)
  }

  /// A call made on whatever is on top (`topMost().present(…)`): made from the controller
  /// whose own method it is in, outside closures (it is on top when its code runs); else on
  /// a top the scan cannot name.
  private func onTop(_ text: String, in type: String?, site: HierarchyCodeSite)
    -> HierarchyPresenter
  {
    if let type, known.selfIsController(in: type), !site.inClosure {
      return .instance(className: type)
    }
    return .topOfState(className: type, text: text)
  }
}
