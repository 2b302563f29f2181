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
}
