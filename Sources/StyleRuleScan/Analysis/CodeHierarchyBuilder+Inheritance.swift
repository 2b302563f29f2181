import StyleRuleKit

/// Transitions a class's methods make, made by the instances of its subclasses too: a
/// `present` in `BaseViewController.viewDidAppear(_:)` is made by each placed
/// `FeedViewController` that inherits it; and a protocol extension's, by the instances of the
/// classes that conform to the protocol.
extension CodeHierarchyBuilder {
  /// The app classes that inherit from each class, directly or not, by rules name, in the
  /// order the classes are declared.
  static func subclasses(of classes: [ClassFact]) -> [String: [String]] {
    var children: [String: [String]] = [:]
    for fact in classes {
      switch fact.superclass {
      case .app(let name), .known(let name, _), .opaque(let name, _):
        children[name, default: []].append(fact.name)
      }
    }
    var result: [String: [String]] = [:]
    for fact in classes where children[fact.name] != nil {
      var descendants: [String] = []
      var seen: Set<String> = [fact.name]
      var pending = Array((children[fact.name] ?? []).reversed())
      while let next = pending.popLast() {
        guard seen.insert(next).inserted else { continue }
        descendants.append(next)
        pending += (children[next] ?? []).reversed()
      }
      result[fact.name] = descendants
    }
    return result
  }

  /// A placement made in an app class's method, and the same placement as made by each of
  /// its subclasses' instances (the copies after it).
  func withSubclasses(_ placement: HierarchyPlacement, subclasses: [String: [String]])
    -> [HierarchyPlacement]
  {
    let className: String
    switch placement.presenter {
    case .instance(let name), .related(let name, _): className = rulesNames[name] ?? name
    case .controller, .expression, .topOfState, .firstNonNil: return [placement]
    }
    // In a protocol extension, `self` is each placed controller of a conforming class that
    // meets the extension's `where Self: …`.
    var copies = subclasses[className] ?? []
    if families[className] == nil {
      copies = description.conformances.classes(
        conformingTo: className, constraints: placement.site.selfConstraints)
    }
    return [placement]
      + copies.map { subclass in
        var copy = placement
        switch placement.presenter {
        case .related(_, let path): copy.presenter = .related(className: subclass, path: path)
        default: copy.presenter = .instance(className: subclass)
        }
        return copy
      }
  }
}
