extension AppModel {
  /// Applies one scenario event: the hierarchy, settings or environment change as the app's
  /// code would change them (the environment's in `options`, the layer that replaces the
  /// file's values).
  /// - Throws: ``ScenarioError`` when the event cannot happen in the current state.
  mutating func apply(_ event: ScenarioEvent, to options: inout EnvironmentSettings)
    throws(ScenarioError)
  {
    func fail(_ message: String) -> ScenarioError {
      ScenarioError(message: message, range: event.range)
    }
    // An event from a controller of an alternative not placed does not happen.
    if unchosenAlternative(of: event) != nil { return }
    switch event.kind {
    case .present(let caller, let presented):
      guard self[presented].parent == nil else {
        throw fail(
          "'\(self[presented].name)' is already \(placementPhrase(presented)); present a controller that is not on screen"
        )
      }
      guard inWindow(caller) else {
        throw fail("'\(self[caller].name)' is not in a window, so UIKit refuses to present from it")
      }
      let style = effectiveSettings(of: presented).modalPresentationStyle?.value ?? .automatic
      let (presenter, choice) = choosePresenter(caller: caller, style: style)
      if let existing = self[presenter].presentation {
        let shown = self[presentations[existing].presented].name
        throw fail(
          "'\(self[presenter].name)' already presents '\(shown)', so UIKit refuses to present "
            + "'\(self[presented].name)' from it")
      }
      presentations.append(
        Presentation(
          caller: caller, presenter: presenter, presenterChoice: choice, presented: presented,
          keywordRange: event.range, range: event.range))
      controllers[presented.index].parent = .presentation(presentations.count - 1)
      controllers[presenter.index].presentation = presentations.count - 1
    case .dismiss(let presented):
      guard case .presentation(let index) = self[presented].parent else {
        throw fail("'\(self[presented].name)' is not presented at this point")
      }
      controllers[presentations[index].presenter.index].presentation = nil
      controllers[presented.index].parent = nil
      dismissEverything(presentedFrom: presented)
    case .push(let navigation, let pushed):
      guard self[navigation].kind == .navigation else {
        throw fail(
          "'\(self[navigation].name)' is a \(self[navigation].uikitBase.rawValue); only a navigation controller pushes"
        )
      }
      guard self[pushed].parent == nil else {
        throw fail(
          "'\(self[pushed].name)' is already \(placementPhrase(pushed)); push a controller that is not on screen"
        )
      }
      guard self[pushed].kind != .navigation else {
        throw fail(
          "'\(self[pushed].name)' is a navigation controller; UIKit does not support pushing one "
            + "onto another")
      }
      guard !isAncestor(pushed, of: navigation) else {
        throw fail(
          "'\(self[navigation].name)' is inside '\(self[pushed].name)'; pushing it would make a "
            + "cycle")
      }
      controllers[navigation.index].children.append(pushed)
      controllers[pushed.index].parent = .container(navigation)
    case .pop(let navigation):
      guard self[navigation].kind == .navigation else {
        throw fail(
          "'\(self[navigation].name)' is a \(self[navigation].uikitBase.rawValue); only a navigation controller pops"
        )
      }
      guard self[navigation].children.count >= 2, let top = self[navigation].children.last else {
        throw fail(
          "'\(self[navigation].name)' holds only its root view controller; popViewController does nothing"
        )
      }
      for question in StatusBarQuestion.allCases {
        if case .named(let name)? = question.childSelector(in: effectiveSettings(of: navigation))?
          .value, name == self[top].name
        {
          throw fail(
            "the \(question.childMember) of '\(self[navigation].name)' returns '\(name)'; popping "
              + "it would leave that override returning a controller that is not a child")
        }
      }
      controllers[navigation.index].children.removeLast()
      controllers[top.index].parent = nil
      dismissEverything(presentedFrom: top)
    case .select(let tabBar, let tab):
      guard self[tabBar].kind == .tabBar else {
        throw fail(
          "'\(self[tabBar].name)' is a \(self[tabBar].uikitBase.rawValue); only a tab bar controller selects tabs"
        )
      }
      guard self[tabBar].children.contains(tab) else {
        throw fail("'\(self[tab].name)' is not a tab of '\(self[tabBar].name)'")
      }
      controllers[tabBar.index].selectedTab = Setting(tab, at: event.range, origin: .instance)
    case .setViewControllers(let change):
      try setViewControllers(change, at: event.range)
    case .set(let target, let change):
      try applyChange(change, to: target, at: event.range)
    case .setNeedsUpdate:
      break
    case .application(let change):
      switch change.value {
      case .style(let style): application.statusBarStyle = Located(style, at: event.range)
      case .hidden(let flag): application.isStatusBarHidden = Located(flag, at: event.range)
      }
    case .appearance(let appearance):
      options.appearance = appearance
    case .orientation(let orientation):
      options.orientation = orientation
    case .inCall(let flag):
      options.inCall = flag
    case .createWindow(let index):
      // A window is created in the first scene, in front of its windows at its level.
      windows[index].scene = 0
      scenes[0].windows.append(index)
      if let root = windows[index].root {
        guard self[root].parent == nil else {
          throw fail(
            "'\(self[root].name)' is already \(placementPhrase(root)), so it cannot be the root "
              + "of \(windows[index].label(index: index)); a controller has one place at a time")
        }
        controllers[root.index].parent = .window(index)
      }
    case .releaseWindow(let index):
      try checkWindowExists(index, at: event.range, doing: "release")
      let scene = windows[index].scene
      scenes[scene].windows.removeAll { $0 == index }
      windows[index].isReleased = true
      if let root = windows[index].root, case .window(index)? = self[root].parent {
        controllers[root.index].parent = nil
        dismissEverything(presentedFrom: root)
      }
    }
  }

  /// Throws when a scenario event meets a window that is not in its scene: released
  /// before, or created later by the scenario.
  private func checkWindowExists(_ index: Int, at range: SourceRange, doing what: String)
    throws(ScenarioError)
  {
    let window = windows[index]
    guard !scenes[window.scene].windows.contains(index) else { return }
    let label = window.label(index: index)
    let message =
      window.isReleased
      ? "\(label) was released before this point, so there is no window to \(what)"
      : "\(label) does not exist yet at this point: the scenario creates it later, at line "
        + "\(source.line(containing: window.keywordRange.start)); move this event after it"
    throw ScenarioError(message: message, range: range)
  }

  private mutating func applyChange(
    _ change: PropertyChange, to target: EventTarget, at range: SourceRange
  )
    throws(ScenarioError)
  {
    func fail(_ message: String) -> ScenarioError { ScenarioError(message: message, range: range) }
    if case .window(let index) = target {
      try checkWindowExists(index, at: range, doing: "change")
    }
    switch (target, change.value) {
    case (.window(let index), .windowHidden(let hidden)):
      windows[index].isHidden = Located(hidden, at: range)
      // The value is known from here on: it is no longer chosen at run time.
      windows[index].hiddenDynamic = nil
    case (.window(let index), .windowLevel(let level)):
      windows[index].level = Located(level, at: range)
    case (.controller(let id), .property(let key, let value)):
      if Self.presentationKeys.contains(key), case .presentation = self[id].parent {
        throw fail(
          "'\(self[id].name)' is presented: UIKit fixed its \(key.rawValue) when it was presented, "
            + "so change it before presenting")
      }
      var origin = SettingOrigin.instance
      if Self.overrideKeys.contains(key) {
        guard let existing = overrideOrigin(of: key, for: id) else {
          throw fail(
            "'\(self[id].name)' does not override \(key.rawValue), so there is no value to change; "
              + "override it in its class first")
        }
        origin = existing
      }
      controllers[id.index].settings.set(key, to: value, at: range, origin: origin)
    case (.declaredClass(let id), .property(let key, let value)):
      let name = classes[id.index].name
      guard classes[id.index].inheritedMembers.range(of: key) != nil else {
        throw fail(
          "class \(name) does not override \(key.rawValue), so there is no value to change")
      }
      classes[id.index].ownMembers.set(key, to: value, at: range, origin: .classDeclaration(name))
      recomputeInheritedMembers()
      refreshMemberCache()
    case (.uikitClass(let uikit), .property(let key, let value)):
      guard extensions[uikit]?.range(of: key) != nil else {
        throw fail(
          "no extension of \(uikit.rawValue) overrides \(key.rawValue), so there is no value to change"
        )
      }
      extensions[uikit]?.set(key, to: value, at: range, origin: .extensionOf(uikit))
      refreshMemberCache()
    default:
      throw fail("'\(change.name)' cannot be changed on this target")
    }
  }

  /// Replaces the stack of a navigation controller or the tabs of a tab bar controller, as
  /// `setViewControllers(_:animated:)` does: the controllers left out leave the hierarchy
  /// with what they present, and a tab bar controller keeps its selected controller if it
  /// is still there, else selects the one at the same index, else the first.
  private mutating func setViewControllers(_ change: ViewControllersChange, at range: SourceRange)
    throws(ScenarioError)
  {
    func fail(_ message: String) -> ScenarioError { ScenarioError(message: message, range: range) }
    let container = change.container
    let name = self[container].name
    let kind = self[container].kind
    guard kind == .navigation || kind == .tabBar else {
      throw fail(
        "'\(name)' is a \(self[container].uikitBase.rawValue); only navigation and tab bar "
          + "controllers have view controllers to set")
    }
    let list = change.controllers
    guard !list.isEmpty else {
      throw fail(
        kind == .navigation
          ? "an empty stack would leave '\(name)' without a root view controller"
          : "an empty list would leave '\(name)' without tabs")
    }
    var seen: Set<ControllerID> = []
    for id in list {
      guard seen.insert(id).inserted else {
        throw fail("'\(self[id].name)' is listed twice; a controller has one place in '\(name)'")
      }
      if case .container(let parent) = self[id].parent, parent == container { continue }
      guard self[id].parent == nil else {
        throw fail(
          "'\(self[id].name)' is already \(placementPhrase(id)); list controllers of '\(name)' "
            + "or controllers that are not on screen")
      }
      if kind == .navigation, self[id].kind == .navigation {
        throw fail(
          "'\(self[id].name)' is a navigation controller; UIKit does not support one in the "
            + "stack of another")
      }
      guard !isAncestor(id, of: container) else {
        throw fail("'\(name)' is inside '\(self[id].name)'; listing it would make a cycle")
      }
    }
    for question in StatusBarQuestion.allCases {
      if case .named(let child)? = question.childSelector(in: effectiveSettings(of: container))?
        .value, !list.contains(where: { self[$0].name == child })
      {
        throw fail(
          "the \(question.childMember) of '\(name)' returns '\(child)'; leaving it out would "
            + "leave that override returning a controller that is not a child")
      }
    }
    let old = self[container].children
    let selected = self[container].selectedTab?.value ?? old.first
    for id in old where !list.contains(id) {
      controllers[id.index].parent = nil
      dismissEverything(presentedFrom: id)
    }
    for id in list { controllers[id.index].parent = .container(container) }
    controllers[container.index].children = list
    guard kind == .tabBar else { return }
    var tab = list[0]
    if let selected, list.contains(selected) {
      tab = selected
    } else if let selected, let index = old.firstIndex(of: selected), index < list.count {
      tab = list[index]
    }
    controllers[container.index].selectedTab = Setting(tab, at: range, origin: .instance)
  }

  /// The properties UIKit reads when it presents a controller, and not after.
  static let presentationKeys: Set<PropertyKey> = [
    .modalPresentationStyle, .capturesStatusBarAppearance, .shouldRemovePresentersView,
  ]

  /// Dismisses, as UIKit does, everything presented from a controller that leaves the
  /// screen: what it and the controllers inside it present, and so on down.
  private mutating func dismissEverything(presentedFrom root: ControllerID) {
    var stack = [root]
    while let node = stack.popLast() {
      stack += controllers[node.index].children
      if let index = controllers[node.index].presentation {
        let presented = presentations[index].presented
        controllers[node.index].presentation = nil
        controllers[presented.index].parent = nil
        stack.append(presented)
      }
    }
  }

  /// Whether `ancestor` is `id` or above it, through parents and presenters.
  private func isAncestor(_ ancestor: ControllerID, of id: ControllerID) -> Bool {
    var current: ControllerID? = id
    var steps = 0
    while let node = current, steps <= controllers.count {
      if node == ancestor { return true }
      steps += 1
      switch self[node].parent {
      case .container(let parent): current = parent
      case .presentation(let index): current = presentations[index].presenter
      case .window, nil: current = nil
      }
    }
    return false
  }

  /// The members a scenario changes through the override that returns them.
  static let overrideKeys: Set<PropertyKey> = [
    .preferredStatusBarStyle, .prefersStatusBarHidden, .childForStatusBarStyle,
    .childForStatusBarHidden,
  ]

  /// Where a controller's override of `key` comes from, if it has one from a class or extension.
  private func overrideOrigin(of key: PropertyKey, for id: ControllerID) -> SettingOrigin? {
    let settings = effectiveSettings(of: id)
    let origin: SettingOrigin?
    switch key {
    case .preferredStatusBarStyle: origin = settings.preferredStatusBarStyle?.origin
    case .prefersStatusBarHidden: origin = settings.prefersStatusBarHidden?.origin
    case .childForStatusBarStyle: origin = settings.childForStatusBarStyle?.origin
    case .childForStatusBarHidden: origin = settings.childForStatusBarHidden?.origin
    default: origin = nil
    }
    return origin
  }

  /// Whether a controller hangs, through containers and presentations, from a window.
  func inWindow(_ id: ControllerID) -> Bool {
    var current: ControllerID? = id
    var steps = 0
    while let node = current, steps <= controllers.count {
      steps += 1
      switch self[node].parent {
      case .window: return true
      case .container(let parent): current = parent
      case .presentation(let index): current = presentations[index].caller
      case nil: return false
      }
    }
    return false
  }

  private func placementPhrase(_ id: ControllerID) -> String {
    switch self[id].parent {
    case .window(let index): "the root of \(windows[index].label(index: index))"
    case .container(let parent): "a child of '\(self[parent].name)'"
    case .presentation(let index): "presented by '\(self[presentations[index].presenter].name)'"
    case nil: "placed"
    }
  }

  /// The presenter for a presentation from `caller` with `style` (R23), walking up containers.
  func choosePresenter(caller: ControllerID, style: PresentationStyle) -> (
    ControllerID, PresenterChoice
  ) {
    var root = caller
    var context: ControllerID?
    var current: ControllerID? = caller
    var steps = 0
    while let node = current, steps <= controllers.count {
      steps += 1
      root = node
      if context == nil, definesPresentationContext(node).defines { context = node }
      if case .container(let parent) = self[node].parent { current = parent } else { current = nil }
    }
    return Self.presenterChoice(
      caller: caller, usesContext: style.usesPresentationContext, context: context, root: root,
      explicit: context.map { definesPresentationContext($0).explicit } ?? false)
  }

  /// R23's decision, from the facts about the caller: the nearest ancestor (or itself) that
  /// defines a presentation context, and the root of its containment tree.
  static func presenterChoice(
    caller: ControllerID, usesContext: Bool, context: ControllerID?, root: ControllerID,
    explicit: Bool
  ) -> (ControllerID, PresenterChoice) {
    if usesContext {
      if let context { return (context, .definesContext(context, explicit: explicit)) }
      return (root, root == caller ? .caller : .noContextUsesRoot(root))
    }
    return (root, root == caller ? .caller : .fullScreenContextRoot(root))
  }

  /// Computes every class's inherited members from its own and its superclasses', parents
  /// first, in linear time.
  mutating func recomputeInheritedMembers() {
    var done = [Bool](repeating: false, count: classes.count)
    for start in classes.indices where !done[start] {
      var path: [Int] = []
      var current = start
      while !done[current] {
        path.append(current)
        // Inheritance cycles were cut when the model was built, so this chain ends.
        guard case .declared(let parent) = classes[current].superclass, !done[parent.index] else {
          break
        }
        current = parent.index
      }
      for index in path.reversed() {
        var inherited = PropertySet()
        if case .declared(let parent) = classes[index].superclass {
          inherited = classes[parent.index].inheritedMembers
        }
        classes[index].inheritedMembers = classes[index].ownMembers.overlaying(inherited)
        done[index] = true
      }
    }
  }
}
