import StyleRuleKit

/// Helpers that add the controller they are passed as a child of their own controller
/// (`transition(to child: UIViewController)` calling `addChild(child)`): a call a class's
/// set-up makes on its own instance adds the controller it passes, as if the set-up had
/// called `addChild` itself.
extension SwiftHierarchyAssembly {
  /// A helper's `addChild` of one of its parameters: the parameter's label and the call.
  struct ChildHelperAction {
    var label: String
    var action: HierarchyAction
  }

  /// The helpers of the module that add a parameter as a child of `self` whenever they run
  /// (not under a condition, not in a closure), by ``parameterFunctionKey(_:_:)``, and the
  /// keys by type and base name as ``ParameterTransitionIndex`` has them.
  func childHelperIndex() -> (
    actions: [String: [ChildHelperAction]], index: ParameterTransitionIndex
  ) {
    var actions: [String: [ChildHelperAction]] = [:]
    for (fileIndex, file) in files.enumerated() {
      for action in file.actions
      where action.operation == .addChild && action.receiver == .selfController
        && action.targets.count == 1 && action.site.conditions.isEmpty && !action.site.inClosure
      {
        guard let function = action.site.function, let target = action.targets.first,
          let parameter = enclosingParameter(
            HierarchyReference(file: fileIndex, id: target), site: action.site)
        else { continue }
        actions[Self.parameterFunctionKey(action.site.typeName, function), default: []].append(
          ChildHelperAction(label: parameter.label, action: action))
      }
    }
    let index = ParameterTransitionIndex(keys: actions.keys)
    return (actions, index)
  }

  /// Adds the children the classes' set-up adds through helpers to ``classSetUpActions``.
  ///
  /// One `addChild` per call of a helper (``childHelperIndex()``) made on the class's own
  /// instance at set-up, of the controller the call passes, at the call's line. Returns the
  /// helpers' own `addChild` calls that a call stands for, whose placement of a parameter is
  /// then not listed as not determined.
  mutating func addChildHelperActions() -> Set<SourceOrigin> {
    let (helpers, index) = childHelperIndex()
    guard !helpers.isEmpty else { return [] }
    var instantiated: Set<SourceOrigin> = []
    for (fileIndex, file) in files.enumerated() {
      for callSite in file.callSites
      where !callSite.controllers.isEmpty && callSite.site.isLaunchState
        && !callSite.site.inClosure
      {
        switch callSite.call.receiver {
        case .implicit, .enclosingType: break
        case .type, .property, .expression: continue
        }
        guard let caller = callSite.site.typeName,
          known.family(of: SwiftTypeNames.simpleName(caller)) != nil,
          let callee = parameterCallee(callSite.call, site: callSite.site, in: index)
        else { continue }
        for helper in helpers[callee] ?? [] {
          guard let argument = callSite.controllers[helper.label],
            enclosingParameter(
              HierarchyReference(file: fileIndex, id: argument), site: callSite.site) == nil
          else { continue }
          var action = helper.action
          action.targets = [argument]
          action.origin = callSite.origin
          action.site = callSite.site
          classSetUpActions[caller, default: []].append((fileIndex, action))
          instantiated.insert(helper.action.origin)
        }
      }
    }
    return instantiated
  }

  /// Whether a function, as Swift names it, is a controller's set-up: an initializer,
  /// `viewDidLoad()`, `loadView()` or `awakeFromNib()` (Objective-C's `initWith…` too).
  static func isSetUpFunction(_ function: String) -> Bool {
    function.hasPrefix("init") || function == "viewDidLoad()" || function == "loadView()"
      || function == "awakeFromNib()"
  }

  /// The most methods of its own class one set-up method's calls are followed through
  /// (`init` → `configureViewControllerContainment` → …).
  static let maximumSetUpHelperDepth = 8

  /// Adds the children a class's set-up adds through its own methods to
  /// ``classSetUpActions``.
  ///
  /// The methods a set-up calls on its own instance (`[self
  /// configureViewControllerContainment]` in an initializer, `setUpChildren()` in
  /// `viewDidLoad()`) add their `addChild` calls made outside conditions and closures,
  /// through their own such calls, each method once. Returns those `addChild` calls, whose
  /// own placement is then not listed as a change at run time.
  mutating func addSetUpHelperActions() -> Set<SourceOrigin> {
    // Each method's unconditional calls of its own class's methods, and its unconditional
    // `addChild`s on itself, by `Type.function`.
    var calls: [String: [String]] = [:]
    for file in files {
      for call in file.statementCalls {
        switch call.call.receiver {
        case .implicit, .enclosingType: break
        case .type, .property, .expression: continue
        }
        let type = SwiftTypeNames.simpleName(call.typeName ?? "")
        calls["\(type).\(call.functionName)", default: []].append(call.call.name)
      }
    }
    guard !calls.isEmpty else { return [] }
    var children: [String: [(file: Int, action: HierarchyAction)]] = [:]
    for (fileIndex, file) in files.enumerated() {
      for action in file.actions
      where action.operation.isContainment && action.receiver == .selfController
        && action.site.conditions.isEmpty && !action.site.inClosure
        && action.site.moment != .setUp
      {
        guard let type = action.site.typeName, let function = action.site.function else {
          continue
        }
        children["\(SwiftTypeNames.simpleName(type)).\(function)", default: []].append(
          (fileIndex, action))
      }
    }
    guard !children.isEmpty else { return [] }
    var instantiated: Set<SourceOrigin> = []
    // The methods each class's set-up reaches, each once for the class (one its initializer
    // and its `viewDidLoad()` both call adds its children once).
    var reached: [String: Set<String>] = [:]
    for key in calls.keys.sorted() {
      let type = String(key.prefix { $0 != "." })
      let function = String(key.dropFirst(type.count + 1))
      guard Self.isSetUpFunction(function), known.family(of: type) != nil else { continue }
      // The methods this set-up reaches through its own calls, breadth first.
      var seen = reached[type, default: []]
      seen.insert(function)
      defer { reached[type] = seen }
      var frontier = calls[key] ?? []
      var depth = 0
      while !frontier.isEmpty, depth < Self.maximumSetUpHelperDepth {
        depth += 1
        var next: [String] = []
        for callee in frontier where seen.insert(callee).inserted {
          for (file, action) in children["\(type).\(callee)"] ?? [] {
            classSetUpActions[type, default: []].append((file, action))
            setUpRoots[action.origin] = function
            instantiated.insert(action.origin)
          }
          next += calls["\(type).\(callee)"] ?? []
        }
        frontier = next
      }
    }
    return instantiated
  }
}
