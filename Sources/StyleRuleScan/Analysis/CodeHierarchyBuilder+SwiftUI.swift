import StyleRuleKit

/// The status bar modifiers of a hosting controller's root view, as `rootView.…` properties.
extension CodeHierarchyBuilder {
  /// `rootView.statusBarHidden` and `rootView.preferredColorScheme` from the modifiers applied
  /// where the view is made and in its type's own code.
  ///
  /// A modifier applied under a condition, in a closure or with a computed value makes the
  /// value `dynamic` (with the literal values when every one is a literal, and `false`, the
  /// default, for a condition); the language has no `dynamic` color scheme, so a color scheme
  /// that is not one unconditional literal is recorded as undetermined instead. A root view
  /// that states no hidden state is `dynamic` when a `.statusBarHidden` in another view's code
  /// may be inside it (``unplacedStatusBarHidden``).
  ///
  /// The screens inside the hosting controller that the user reaches through a tab or a push
  /// (``innerScreenHidden(of:)``), and the deeper ones (``deeperStatusBarModifiers(of:)``),
  /// make the value `dynamic(…) initially` the root screen's when every value is a literal,
  /// and, for the hosting controller `controller` of a launch window, a
  /// ``SwiftUIScreenChange`` each for the screens one step away; otherwise they count as
  /// conditional values.
  mutating func rootViewProperties(_ view: HierarchySwiftUIView, controller: String? = nil)
    -> [PropertyFact]
  {
    var hidden: [(value: HierarchyValue, origin: SourceOrigin, isConditional: Bool)] = []
    var scheme: [(value: HierarchyValue, origin: SourceOrigin, isConditional: Bool)] = []
    var placement: [(value: HierarchySwiftUIModifierValue, isConditional: Bool)] = []
    for value in view.modifiers {
      switch value {
      case .statusBarHidden(let written, let origin): hidden.append((written, origin, false))
      case .preferredColorScheme(let written, let origin): scheme.append((written, origin, false))
      case .statusBarColorScheme, .statusBarVisibility: placement.append((value, false))
      case .sheet, .fullScreenCover, .popover: break
      }
    }
    let graph = description.swiftUIViewGraph
    var shown: [(modifier: HierarchySwiftUIModifier, viewIsConditional: Bool)] = []
    let screenType = Self.screenType(of: view, in: graph)
    if let type = screenType {
      shown += (viewModifiers[type] ?? []).map { ($0, false) }
      for nested in viewScreen(of: type).views {
        shown += (viewModifiers[nested.type] ?? []).map { ($0, nested.isConditional) }
      }
    }
    for (modifier, viewIsConditional) in shown {
      // A modifier behind a tab, a link or a presentation is not on this screen.
      if graph.offScreenSteps(of: modifier) != nil { continue }
      let isConditional =
        viewIsConditional || modifier.site.inClosure || !modifier.site.conditions.isEmpty
      switch modifier.value {
      case .statusBarHidden(let written, let origin):
        hidden.append((written, origin, isConditional))
      case .preferredColorScheme(let written, let origin):
        scheme.append((written, origin, isConditional))
      case .statusBarColorScheme, .statusBarVisibility:
        placement.append((modifier.value, isConditional))
      case .sheet, .fullScreenCover, .popover: break
      }
    }
    let inner = screenType.map { innerScreenHidden(of: $0) } ?? []
    var launchValue: String? = "false"
    if hidden.count == 1, let only = hidden.first, !only.isConditional,
      case .bool(let value) = only.value
    {
      launchValue = String(value)
    } else if !hidden.isEmpty {
      launchValue = nil
    }
    // Deeper screens are not played: their literal values are listed, anything else makes
    // the value computed.
    var deeper: [(value: String?, origin: SourceOrigin)] = []
    for modifier in screenType.map({ deeperStatusBarModifiers(of: $0) }) ?? [] {
      if case .statusBarHidden(.bool(let value), _) = modifier.value, !modifier.site.inClosure,
        modifier.site.conditions.isEmpty
      {
        deeper.append((String(value), modifier.value.origin))
      } else {
        deeper.append((nil, modifier.value.origin))
      }
    }
    var properties: [PropertyFact] = []
    if let launchValue, inner.allSatisfy({ $0.value != nil && $0.isPlayable }),
      deeper.allSatisfy({ $0.value != nil })
    {
      var changes: [SwiftUIScreenChange] = []
      for screen in inner where screen.value != launchValue {
        guard let value = screen.value else { continue }
        changes.append(
          SwiftUIScreenChange(
            controller: controller ?? "", value: value, launchValue: launchValue,
            words: screen.words, origin: screen.origin))
      }
      let values = Set(
        changes.map(\.value) + deeper.compactMap(\.value) + [launchValue]
      ).sorted()
      if values.count > 1,
        let origin = hidden.first?.origin ?? changes.first?.origin ?? deeper.first?.origin
      {
        properties.append(
          PropertyFact(
            name: "rootView.statusBarHidden",
            value: "dynamic(\(values.joined(separator: ", "))) initially \(launchValue)",
            origin: origin))
        if controller != nil { result.swiftUIScreenChanges += changes }
        hidden = []
      }
    } else {
      for screen in inner {
        let value: HierarchyValue = screen.value.map { .bool($0 == "true") } ?? .expression("?")
        hidden.append((value, screen.origin, true))
      }
      for item in deeper {
        let value: HierarchyValue = item.value.map { .bool($0 == "true") } ?? .expression("?")
        hidden.append((value, item.origin, true))
      }
    }
    if hidden.isEmpty, properties.isEmpty, let unplaced = unplacedStatusBarHidden {
      // A view inside this root view may hide the status bar; which ones it holds is not
      // followed, so the root view's answer is not known.
      properties.append(
        PropertyFact(
          name: "rootView.statusBarHidden", value: "dynamic", origin: unplaced))
    }
    if let first = hidden.first {
      var literals: [String] = []
      var isComputed = false
      for item in hidden {
        if case .bool(let value) = item.value {
          literals.append(String(value))
        } else {
          isComputed = true
        }
      }
      let isConditional = hidden.contains { $0.isConditional }
      if isConditional { literals.append("false") }
      let distinct = Array(Set(literals)).sorted()
      let value: String
      if isComputed {
        value = "dynamic"
      } else if distinct.count == 1, hidden.count == 1, let only = distinct.first {
        value = only
      } else {
        value = "dynamic(\(distinct.joined(separator: ", ")))"
      }
      properties.append(
        PropertyFact(
          name: "rootView.statusBarHidden", value: value, origin: first.origin))
    }
    if let first = scheme.first {
      var value: String?
      if scheme.count == 1, !first.isConditional {
        switch first.value {
        case .name(let name) where ["light", "dark"].contains(name): value = name
        case .none: value = "unspecified"
        default: value = nil
        }
      }
      if let value {
        properties.append(
          PropertyFact(
            name: "rootView.preferredColorScheme", value: value, origin: first.origin)
        )
      } else {
        result.undetermined.append(
          UndeterminedFact(
            what:
              "`.preferredColorScheme` of `\(view.typeName ?? "a view")` is set \(scheme.count == 1 ? "under a condition or to a computed value" : "in \(scheme.count) places"): not written",
            origin: first.origin, reason: .valueNotReadable))
      }
    }
    properties += statusBarPlacementProperties(placement, of: view)
    return properties
  }

  /// The view type whose screen a hosting controller's root view shows: its type, or for one
  /// of SwiftUI's containers (a sheet's `NavigationView { … }`), the member standing for the
  /// content the graph recorded at its place.
  static func screenType(of view: HierarchySwiftUIView, in graph: SwiftUIViewGraph) -> String? {
    guard let type = view.typeName else { return nil }
    if SwiftUIViewGraphVisitor.containers.contains(type) {
      let content = SwiftUIViewGraphVisitor.contentName(at: view.origin)
      if graph.members[content] != nil { return content }
    }
    return type
  }

  /// What the root view type `type` shows on its own screen (``SwiftUIViewGraph/screen(of:)``),
  /// read once per type.
  mutating func viewScreen(of type: String) -> SwiftUIViewGraph.Screen {
    if let known = viewScreens[type] { return known }
    let screen = description.swiftUIViewGraph.screen(of: type)
    viewScreens[type] = screen
    return screen
  }

  /// A screen inside a hosting controller that the user reaches, and the hidden state its
  /// views carry.
  struct InnerScreenHidden {
    /// `true` or `false`, or nil when not one unconditional literal.
    var value: String?
    /// Whether the scenario can play it: not behind a `TabView` bound to `selection:`,
    /// whose first tab is state, so that the root's own screen is not known either.
    var isPlayable: Bool
    /// How the user gets there.
    var words: String
    /// Where the `.statusBarHidden` is written.
    var origin: SourceOrigin
  }

  /// The screens inside the hosting controller of a root view of type `type` whose views
  /// carry a `.statusBarHidden`.
  ///
  /// A screen is one the user reaches through a tab or a push: a view type used there (with
  /// the views its body shows), or a modifier written there in a view of the root's screen.
  /// One level deep: the screens those screens lead to are not followed.
  mutating func innerScreenHidden(of type: String) -> [InnerScreenHidden] {
    let graph = description.swiftUIViewGraph
    let screen = viewScreen(of: type)
    var found: [InnerScreenHidden] = []
    func literal(_ modifiers: [(HierarchySwiftUIModifier, Bool)]) -> (String?, SourceOrigin)? {
      var values: Set<String> = []
      var first: SourceOrigin?
      var isLiteral = true
      for (modifier, viewIsConditional) in modifiers {
        guard case .statusBarHidden(let value, let origin) = modifier.value else { continue }
        if first.map({ origin < $0 }) ?? true { first = origin }
        let conditional =
          viewIsConditional || modifier.site.inClosure || !modifier.site.conditions.isEmpty
        if case .bool(let literal) = value, !conditional {
          values.insert(String(literal))
        } else {
          isLiteral = false
        }
      }
      guard let first else { return nil }
      return (isLiteral && values.count == 1 ? values.first : nil, first)
    }
    for use in screen.innerScreens {
      var modifiers = (viewModifiers[use.name] ?? []).map { ($0, false) }
      for nested in viewScreen(of: use.name).views {
        modifiers += (viewModifiers[nested.type] ?? []).map { ($0, nested.isConditional) }
      }
      modifiers.removeAll { graph.offScreenSteps(of: $0.0) != nil }
      guard let (value, origin) = literal(modifiers) else { continue }
      let steps = use.steps.filter { !$0.isOnSameScreen }.map(\.words).joined(
        separator: ", then ")
      found.append(
        InnerScreenHidden(
          value: value, isPlayable: !use.steps.contains { $0.isSelectableTab },
          words: "opens `\(use.name)` (\(steps), \(use.origin))", origin: origin))
    }
    for view in [type] + screen.views.map(\.type) {
      for modifier in viewModifiers[view] ?? [] {
        guard case .statusBarHidden = modifier.value,
          let steps = graph.offScreenSteps(of: modifier),
          SwiftUIViewGraph.isInnerScreen(steps),
          let (value, origin) = literal([(modifier, false)])
        else { continue }
        found.append(
          InnerScreenHidden(
            value: value, isPlayable: !steps.contains { $0.isSelectableTab },
            words:
              "opens the view behind \(steps.filter { !$0.isOnSameScreen }.map(\.words).joined(separator: ", then ")) in `\(view)`",
            origin: origin))
      }
    }
    return found
  }

  /// The view types inside the hosting controller of a root view of type `type`
  /// (``SwiftUIViewGraph/reachable(from:)``), read once per type.
  mutating func viewsInside(_ type: String) -> Set<String> {
    if let known = viewReach[type] { return known }
    let reached = description.swiftUIViewGraph.reachable(from: type)
    viewReach[type] = reached
    return reached
  }

  /// The controllers the representables shown with a hosting controller's root view make.
  ///
  /// They are children of the hosting controller `hosting`: SwiftUI adds a representable's
  /// controller as a child of the hosting controller, which does not name it in
  /// `childForStatusBarStyle` or `childForStatusBarHidden` (R21 `representable`), so the child
  /// is placed and does not decide. A controller class the rules file cannot name is left out.
  mutating func representableChildren(of view: HierarchySwiftUIView, in hosting: String)
    -> [ControllerFact]
  {
    guard let type = Self.screenType(of: view, in: description.swiftUIViewGraph) else {
      return []
    }
    var children: [ControllerFact] = []
    for (representable, origin, isConditional) in viewScreen(of: type).representables {
      guard let controller = representable.controllerClass,
        let className = rulesClassName(of: .controller(className: controller))
      else { continue }
      var child = ControllerFact(
        name: context.storyboards.names.name(
          ControllerNameAllocator.baseName(className: className)),
        className: className, origin: origin)
      let when = isConditional ? ", shown under a condition" : ""
      child.comments.append(
        "made by `\(representable.typeName).makeUIViewController(context:)` (\(representable.origin))\(when); SwiftUI adds it as a child of the hosting controller, which does not forward the status bar to it (R21)"
      )
      register(child, parent: hosting, isPresented: false)
      children.append(child)
    }
    return children
  }

  /// Records the view types a hosting controller's root view of type `type` shows on its
  /// screen, and on the screens inside it the user reaches through tabs and pushes, as shown
  /// by `hosting`, so that their sheets are presented by it.
  mutating func registerShownViews(of type: String, in hosting: String) {
    let screen = viewScreen(of: type)
    var shown = screen.views.map(\.type)
    for inner in screen.innerScreens where inner.name != type {
      shown.append(inner.name)
      shown += viewScreen(of: inner.name).views.map(\.type)
    }
    shown += viewsInside(type).sorted()
    var seen: Set<String> = [type]
    for view in shown where seen.insert(view).inserted {
      if instancesByClass[view] == nil { placedClasses.append(view) }
      instancesByClass[view, default: []].append(hosting)
    }
  }

  /// The `.statusBarHidden` modifiers in the views inside the hosting controller of a root
  /// view of type `type` deeper than the screens the scan follows.
  ///
  /// Those are its screen and the screens one tab or push away; whether a deeper view is on
  /// screen, and when, is not followed.
  mutating func deeperStatusBarModifiers(of type: String) -> [HierarchySwiftUIModifier] {
    let screen = viewScreen(of: type)
    var followed: Set<String> = [type]
    followed.formUnion(screen.views.map(\.type))
    for inner in screen.innerScreens {
      followed.insert(inner.name)
      followed.formUnion(viewScreen(of: inner.name).views.map(\.type))
    }
    var found: [HierarchySwiftUIModifier] = []
    let graph = description.swiftUIViewGraph
    for view in viewsInside(type) where !followed.contains(view) {
      for modifier in viewModifiers[view] ?? [] {
        guard case .statusBarHidden = modifier.value else { continue }
        // One behind a presentation is the presented controller's.
        if let steps = graph.offScreenSteps(of: modifier),
          steps.contains(where: \.isPresentation)
        {
          continue
        }
        found.append(modifier)
      }
    }
    return found
  }

  /// The first `.statusBarHidden` (by place) in the code of a SwiftUI view that no hosting
  /// controller, `WindowGroup`, sheet or full-screen cover has as its root view.
  static func unplacedStatusBarHidden(in description: HierarchyDescription) -> SourceOrigin? {
    var rootViews: Set<String> = []
    func addRootViews(of tree: HierarchyTree) {
      for node in tree.nodes {
        if case .hosting(_, let rootView?) = node.controller,
          let type = screenType(of: rootView, in: description.swiftUIViewGraph)
        {
          rootViews.insert(type)
        }
      }
    }
    for window in description.windows {
      if let root = window.root { addRootViews(of: root) }
      for change in window.otherRoots { addRootViews(of: change.root) }
    }
    for placement in description.presentations + description.containerChanges {
      for target in placement.targets { addRootViews(of: target) }
    }
    for view in description.swiftUIViews {
      for modifier in view.modifiers {
        switch modifier.value {
        case .sheet(_, let content, _), .fullScreenCover(_, let content, _),
          .popover(_, let content, _):
          for view in content.shownViews {
            if let type = screenType(of: view, in: description.swiftUIViewGraph) {
              rootViews.insert(type)
            }
          }
        case .statusBarHidden, .preferredColorScheme, .statusBarColorScheme, .statusBarVisibility:
          break
        }
      }
    }
    let graph = description.swiftUIViewGraph
    for root in rootViews {
      let screen = graph.screen(of: root)
      rootViews.formUnion(screen.views.map(\.type))
      rootViews.formUnion(graph.reachable(from: root))
    }
    var first: SourceOrigin?
    for view in description.swiftUIViews where !rootViews.contains(view.typeName) {
      for modifier in view.modifiers {
        guard case .statusBarHidden(_, let origin) = modifier.value else { continue }
        if first.map({ origin < $0 }) ?? true { first = origin }
      }
    }
    return first
  }
}
