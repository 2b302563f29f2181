import StyleRuleKit

/// What the launch methods' calls hand over: the functions that run at launch, and the
/// windows other types reach as the delegate's.
///
/// A root given to a window in a function a launch method calls at set-up
/// (`sceneCoordinator.setup()`, `setUpRoot()`) is the window's launch root; a window a
/// coordinator holds because the launch method handed it over (`AppCoordinator(window:
/// window)`), or reaches through a property typed as the delegate
/// (`sceneDelegate.window`), is the delegate's window. The chain of calls is followed to any
/// depth (`willConnectTo` → `startApplication()` → `showMain()`), through the calls each
/// function makes as its own statements (``HierarchyStatementCall``), each function once: a
/// call back into a function of the chain (a cycle) stops there, with a note.
struct LaunchCallIndex {
  /// The functions called at launch, by `Type.baseName` (the top level under an empty type),
  /// with where the launch method calls each.
  private(set) var functions: [String: SourceOrigin] = [:]
  /// Window variables that are a delegate's window, by `Type.variable` (`SceneCoordinator
  /// .sceneDelegate.window`, `AppCoordinator.window`), to the delegate's `Type.window`.
  private(set) var windowAliases: [String: String] = [:]
  /// The cycles met while following the chains of calls.
  private(set) var notes: [ScanNote] = []

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
    var chain: [String] = []
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
          if functions[key] == nil {
            functions[key] = call.origin
            chain.append(key)
          }
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
    follow(chain, files: files, declaredProperties: declaredProperties)
  }

  /// Follows the statement calls of the functions in `chain` (those the launch methods call,
  /// in order) to any depth, with a work list: each function reached is added once, with
  /// the origin of the launch method's call that starts its chain.
  private mutating func follow(
    _ chain: [String], files: [SwiftHierarchyFacts], declaredProperties: DeclaredPropertyIndex
  ) {
    var callsByFunction: [String: [HierarchyStatementCall]] = [:]
    for file in files {
      for call in file.statementCalls {
        callsByFunction["\(call.typeName ?? "").\(call.function)", default: []].append(call)
      }
    }
    // The function that first called each one reached, to tell a cycle from a second path.
    var caller: [String: String] = [:]
    var queue = chain
    var next = 0
    while next < queue.count {
      let key = queue[next]
      next += 1
      guard let start = functions[key] else { continue }
      for statement in callsByFunction[key] ?? [] {
        guard
          let type = Self.calleeType(
            statement.call, in: statement.typeName ?? "", declaredProperties: declaredProperties)
        else { continue }
        let callee = "\(type).\(statement.call.baseName)"
        guard functions[callee] == nil else {
          // Functions are followed by base name: an overload calling another is no cycle.
          let mayBeCycle = callee != key || statement.call.name == statement.functionName
          if mayBeCycle, Self.isAncestor(callee, of: key, callers: caller) {
            notes.append(
              ScanNote(
                what:
                  "the call `\(statement.call.name)` at launch calls back into a function already followed (a cycle): it is followed once",
                origin: statement.origin))
          }
          continue
        }
        functions[callee] = start
        caller[callee] = key
        queue.append(callee)
      }
    }
  }

  /// Whether `function` is `key` or one of the functions whose calls reached `key`.
  private static func isAncestor(
    _ function: String, of key: String, callers: [String: String]
  ) -> Bool {
    var current: String? = key
    var steps = 0
    while let name = current, steps <= callers.count {
      if name == function { return true }
      current = callers[name]
      steps += 1
    }
    return false
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
