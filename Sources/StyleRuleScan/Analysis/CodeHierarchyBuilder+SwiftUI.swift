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
    for modifier in view.typeName.flatMap({ viewModifiers[$0] }) ?? [] {
      let isConditional = modifier.site.inClosure || !modifier.site.conditions.isEmpty
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
