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
  mutating func rootViewProperties(_ view: HierarchySwiftUIView) -> [PropertyFact] {
    var hidden: [(value: HierarchyValue, origin: SourceOrigin, isConditional: Bool)] = []
    var scheme: [(value: HierarchyValue, origin: SourceOrigin, isConditional: Bool)] = []
    for value in view.modifiers {
      switch value {
      case .statusBarHidden(let written, let origin): hidden.append((written, origin, false))
      case .preferredColorScheme(let written, let origin): scheme.append((written, origin, false))
      case .sheet, .fullScreenCover: break
      }
    }
    let graph = description.swiftUIViewGraph
    var shown: [(modifier: HierarchySwiftUIModifier, viewIsConditional: Bool)] = []
    if let type = view.typeName {
      shown += (viewModifiers[type] ?? []).map { ($0, false) }
      for nested in viewScreen(of: type).views {
        shown += (viewModifiers[nested.type] ?? []).map { ($0, nested.isConditional) }
      }
    }
    for (modifier, viewIsConditional) in shown {
      // A modifier behind a tab, a link or a presentation is not on this screen.
      if graph.offScreenModifiers[modifier.value.origin] != nil { continue }
      let isConditional =
        viewIsConditional || modifier.site.inClosure || !modifier.site.conditions.isEmpty
      switch modifier.value {
      case .statusBarHidden(let written, let origin):
        hidden.append((written, origin, isConditional))
      case .preferredColorScheme(let written, let origin):
        scheme.append((written, origin, isConditional))
      case .sheet, .fullScreenCover: break
      }
    }
    var properties: [PropertyFact] = []
    if hidden.isEmpty, let unplaced = unplacedStatusBarHidden {
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
    return properties
  }

  /// What the root view type `type` shows on its own screen (``SwiftUIViewGraph/screen(of:)``),
  /// read once per type.
  mutating func viewScreen(of type: String) -> SwiftUIViewGraph.Screen {
    if let known = viewScreens[type] { return known }
    let screen = description.swiftUIViewGraph.screen(of: type)
    viewScreens[type] = screen
    return screen
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
    guard let type = view.typeName else { return [] }
    var children: [ControllerFact] = []
    for (representable, origin, isConditional) in viewScreen(of: type).representables {
      guard let controller = representable.controllerClass,
        let className = rulesClassName(of: .controller(className: controller))
      else { continue }
      var child = ControllerFact(
        name: context.storyboards.names.name(
          ControllerNameAllocator.baseName(className: className)),
        className: className, origin: origin)
      let when = isConditional ? ", shown under a condition," : ""
      child.comments.append(
        "made by `\(representable.typeName).makeUIViewController(context:)` (\(representable.origin))\(when); SwiftUI adds it as a child of the hosting controller, which does not forward the status bar to it (R21)"
      )
      register(child, parent: hosting, isPresented: false)
      children.append(child)
    }
    return children
  }

  /// Records the view types a hosting controller's root view of type `type` shows on its
  /// screen as shown by `hosting`, so that their sheets are presented by it.
  mutating func registerShownViews(of type: String, in hosting: String) {
    for nested in viewScreen(of: type).views {
      if instancesByClass[nested.type] == nil { placedClasses.append(nested.type) }
      instancesByClass[nested.type, default: []].append(hosting)
    }
  }

  /// The first `.statusBarHidden` (by place) in the code of a SwiftUI view that no hosting
  /// controller, `WindowGroup`, sheet or full-screen cover has as its root view.
  static func unplacedStatusBarHidden(in description: HierarchyDescription) -> SourceOrigin? {
    var rootViews: Set<String> = []
    func addRootViews(of tree: HierarchyTree) {
      for node in tree.nodes {
        if case .hosting(_, let rootView) = node.controller, let type = rootView?.typeName {
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
        case .sheet(_, let content, _), .fullScreenCover(_, let content, _):
          if let type = content.typeName { rootViews.insert(type) }
        case .statusBarHidden, .preferredColorScheme: break
        }
      }
    }
    for root in rootViews {
      for nested in description.swiftUIViewGraph.screen(of: root).views {
        rootViews.insert(nested.type)
      }
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
