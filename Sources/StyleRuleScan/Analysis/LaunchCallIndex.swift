import StyleRuleKit

/// What the launch methods' calls hand over: the functions that run at launch, and the
/// windows other types reach as the delegate's.
///
/// A root given to a window in a function a launch method calls at set-up
/// (`sceneCoordinator.setup()`, `setUpRoot()`) is the window's launch root; a window a
/// coordinator holds because the launch method handed it over (`AppCoordinator(window:
/// window)`), or reaches through a property typed as the delegate
/// (`sceneDelegate.window`), is the delegate's window. One level: what the called function
/// calls in turn is not followed.
struct LaunchCallIndex {
  /// The functions called at launch, by `Type.baseName` (the top level under an empty type),
  /// with where the launch method calls each.
  private(set) var functions: [String: SourceOrigin] = [:]
  /// Window variables that are a delegate's window, by `Type.variable` (`SceneCoordinator
  /// .sceneDelegate.window`, `AppCoordinator.window`), to the delegate's `Type.window`.
  private(set) var windowAliases: [String: String] = [:]

  /// No launch calls.
  init() {}

  /// Indexes the launch calls of `files`, with the roles of their types and the properties
  /// they declare.
  init(
    files: [SwiftHierarchyFacts], roles: [String: HierarchyOwnerRole],
    declaredProperties: DeclaredPropertyIndex
  ) {
    var windowProperties: [String: [String]] = [:]
    for file in files {
      for property in file.declaredProperties where !property.isComputed {
        guard let owner = property.ownerType, property.typeName == "UIWindow" else { continue }
        windowProperties[owner, default: []].append(property.name)
      }
    }
    for file in files {
      for call in file.launchCalls where call.site.conditions.isEmpty && !call.site.inClosure {
        guard let delegate = call.site.typeName else { continue }
        switch call.kind {
        case .method(let method):
          guard
            let type = Self.calleeType(
              method, in: delegate, declaredProperties: declaredProperties)
          else { continue }
          let key = "\(type).\(method.baseName)"
          if functions[key] == nil { functions[key] = call.origin }
        case .initializer(let type, _):
          guard let properties = windowProperties[type], properties.count == 1,
            let property = properties.first
          else { continue }
          windowAliases["\(type).\(property)"] = "\(delegate).window"
        }
      }
      for window in file.windows {
        guard let owner = window.site.typeName, window.variable.hasSuffix(".window") else {
          continue
        }
        let property = String(window.variable.dropLast(".window".count))
        guard !property.contains("."),
          let declared = declaredProperties.first(
            SwiftHierarchyAssembly.propertyKey(owner, property))?.typeName,
          let role = roles[declared], role == .sceneDelegate || role == .appDelegate
        else { continue }
        windowAliases["\(owner).\(window.variable)"] = "\(declared).window"
      }
    }
  }

  /// The type whose method a launch call calls, when the code states it.
  private static func calleeType(
    _ call: HierarchyCall, in delegate: String, declaredProperties: DeclaredPropertyIndex
  ) -> String? {
    switch call.receiver {
    case .implicit, .enclosingType: return delegate
    case .type(let name): return SwiftTypeNames.simpleName(name)
    case .property(let name):
      return declaredProperties.first(SwiftHierarchyAssembly.propertyKey(delegate, name))?
        .typeName
    case .expression: return nil
    }
  }

  /// Where a launch method calls the function a code site is in, when one does.
  func launchCall(reaching site: HierarchyCodeSite) -> SourceOrigin? {
    guard let function = site.function, !site.inClosure, site.conditions.isEmpty else {
      return nil
    }
    let base = function.split(separator: "(", maxSplits: 1).first.map(String.init) ?? function
    return functions["\(site.typeName ?? "").\(base)"]
  }
}
