import StyleRuleKit

/// The scenes of a SwiftUI `App`, followed from its `body` through the members of its type
/// (declared in any file, extensions included) and the app's scene types.
extension SwiftHierarchyAssembly {
  /// The `WindowGroup`s an `App`'s `body` lists, in the order it lists them.
  struct AppScenes {
    /// The window groups, in order: the first opens at launch.
    var windowGroups: [HierarchySwiftUIView] = []
    /// Whether a scene the files do not declare comes before the first window group, so that
    /// which scene opens at launch is not known.
    var startsWithUnknown = false
  }

  /// How deep scene members that list other members are followed.
  static let maximumSceneDepth = 64

  /// The key of a scene member: its type and its name.
  static func sceneKey(_ typeName: String?, _ name: String) -> String {
    "\(typeName ?? "").\(name)"
  }

  /// The window groups `app`'s `body` lists, in order.
  ///
  /// Each member it names is followed once (a member named again, or a cycle, adds nothing),
  /// with a work list bounded by ``maximumSceneDepth``. What cannot be followed is recorded
  /// as undetermined.
  mutating func scenes(of app: HierarchySwiftUIApp) -> AppScenes {
    var result = AppScenes()
    var unknownBeforeFirst: (what: String, origin: SourceOrigin)?
    var visited: Set<String> = []
    // Each entry: an item, the type whose member lists it, and its depth.
    var stack: [(item: HierarchySceneItem, owner: String, depth: Int)] = []
    func expand(_ key: String, owner: String, depth: Int) -> Bool {
      guard let members = sceneMembers[key] else { return false }
      let items = members.flatMap(\.items)
      stack += items.reversed().map { ($0, owner, depth) }
      return true
    }
    let bodyKey = Self.sceneKey(app.typeName, "body")
    visited.insert(bodyKey)
    if !expand(bodyKey, owner: app.typeName, depth: 0) { return result }
    while let (item, owner, depth) = stack.popLast() {
      let key: String
      let nextOwner: String
      let what: String
      switch item {
      case .windowGroup(let view):
        result.windowGroups.append(view)
        continue
      case .member(let name, _):
        (key, nextOwner, what) = (Self.sceneKey(owner, name), owner, "`\(name)` of \(owner)")
      case .sceneType(let type, _):
        (key, nextOwner, what) = (Self.sceneKey(type, "body"), type, "the scene type `\(type)`")
      }
      guard visited.insert(key).inserted else { continue }
      var reason: String?
      if depth >= Self.maximumSceneDepth {
        reason = "is listed deeper than \(Self.maximumSceneDepth) scene members: not followed"
      } else if !expand(key, owner: nextOwner, depth: depth + 1) {
        reason =
          "is not declared as `some Scene` in the files read: the scenes it lists are not known"
      }
      guard let reason else { continue }
      undetermined.insert(
        HierarchyUndetermined(
          origin: item.origin, reason: "\(what), in \(app.typeName)'s scenes, \(reason)"))
      if result.windowGroups.isEmpty, unknownBeforeFirst == nil {
        unknownBeforeFirst = (what, item.origin)
      }
    }
    if let unknown = unknownBeforeFirst, !result.windowGroups.isEmpty {
      result.startsWithUnknown = true
      for group in result.windowGroups {
        undetermined.insert(
          HierarchyUndetermined(
            origin: group.origin,
            reason:
              "a WindowGroup of \(app.typeName) comes after \(unknown.what) (\(unknown.origin)), whose scenes are not known: whether it opens at launch is not known, so it is not written"
          ))
      }
      result.windowGroups = []
    }
    return result
  }
}
