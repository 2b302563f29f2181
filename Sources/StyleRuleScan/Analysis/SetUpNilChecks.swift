/// `if` conditions that hold whenever a controller's set-up runs: `if self.flow == nil` in
/// `viewDidLoad()` over a stored property that nothing has given a value yet.
///
/// A stored property declared without an initial value or an attribute (`@IBOutlet`, a
/// property wrapper) is nil until the code assigns it; when every assignment of a property
/// of that name in the module is the enclosing type's own, inside that `if`'s body, nothing
/// can have assigned it before the check, so the check holds at set-up and the code inside
/// runs there (Open Food Facts' search screen adds the navigation controller it makes only
/// `if self.rootNavigationController == nil`). Such conditions are taken out of the sites
/// of set-up code before the assembly, so their facts are the set-up's own.
enum SetUpNilChecks {
  /// `files` with the nil checks that hold at set-up taken out of their set-up sites.
  static func settle(
    _ files: [SwiftHierarchyFacts], assignments: [SwiftPropertyAssignment]
  ) -> [SwiftHierarchyFacts] {
    guard files.contains(where: hasSetUpNilCheck) else { return files }
    var declared: [String: [HierarchyDeclaredProperty]] = [:]
    for file in files {
      for property in file.declaredProperties {
        declared[property.name, default: []].append(property)
      }
    }
    var assigned: [String: [SwiftPropertyAssignment]] = [:]
    for assignment in assignments {
      assigned[assignment.propertyName, default: []].append(assignment)
    }
    func holds(_ check: HierarchyNilCheck, in type: String) -> Bool {
      let owner = SwiftTypeNames.simpleName(type)
      let declarations = declared[check.property] ?? []
      guard
        declarations.contains(where: {
          $0.ownerType.map(SwiftTypeNames.simpleName) == owner && !$0.isComputed
            && $0.initialValue == nil && !$0.hasAttributes
        })
      else { return false }
      return (assigned[check.property] ?? []).allSatisfy {
        $0.isOnSelf && $0.enclosingType.map(SwiftTypeNames.simpleName) == owner
          && check.contains($0.origin)
      }
    }
    return files.map { file in
      guard hasSetUpNilCheck(file) else { return file }
      var file = file
      file.mapSites { site in
        guard site.moment == .setUp, !site.nilChecks.isEmpty, let type = site.typeName else {
          return
        }
        for (label, check) in site.nilChecks where holds(check, in: type) {
          site.conditions.removeAll { $0 == label }
          site.nilChecks[label] = nil
        }
      }
      return file
    }
  }

  /// Whether any site of `file` is set-up code under a nil check.
  static func hasSetUpNilCheck(_ file: SwiftHierarchyFacts) -> Bool {
    file.actions.contains { $0.site.moment == .setUp && !$0.site.nilChecks.isEmpty }
      || file.callSites.contains { $0.site.moment == .setUp && !$0.site.nilChecks.isEmpty }
      || file.controllers.contains { $0.site.moment == .setUp && !$0.site.nilChecks.isEmpty }
  }
}

extension SwiftHierarchyFacts {
  /// Changes every code site the facts hold, in place.
  mutating func mapSites(_ change: (inout HierarchyCodeSite) -> Void) {
    for index in controllers.indices {
      change(&controllers[index].site)
      for setting in controllers[index].settings.indices {
        change(&controllers[index].settings[setting].site)
      }
    }
    for index in windows.indices {
      change(&windows[index].site)
      for root in windows[index].roots.indices { change(&windows[index].roots[root].site) }
      for setting in windows[index].settings.indices {
        change(&windows[index].settings[setting].site)
      }
    }
    for index in propertyValues.indices { change(&propertyValues[index].site) }
    for index in actions.indices { change(&actions[index].site) }
    for index in selections.indices { change(&selections[index].site) }
    for index in swiftUIModifiers.indices { change(&swiftUIModifiers[index].site) }
    for index in launchCalls.indices { change(&launchCalls[index].site) }
    for index in callSites.indices { change(&callSites[index].site) }
  }
}
