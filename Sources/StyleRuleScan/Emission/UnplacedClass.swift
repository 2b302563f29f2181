import StyleRuleKit

/// A view controller class of the app that the rules file places in no state, and what the
/// scan found in the way.
struct UnplacedClass: Sendable, Hashable {
  /// Why the class is not placed, as far as the scan can tell.
  enum Obstacle: Sendable, Hashable {
    /// A transition that would bring it on screen, which the scan could not follow (the
    /// first in source order), and how many more there are.
    case transition(UndeterminedFact, more: Int)
    /// The code makes it, in a function the scan does not reach from a placed screen (a
    /// view model, a library's data source, a method no followed code calls).
    case madeIn(ControllerInstantiation)
    /// No code the scan follows makes it, but placed classes inherit from it: a base class
    /// that may never be made itself.
    case superclassOf([String])
    /// No code the scan follows makes it (made in code the scan does not follow, through
    /// a type it cannot name, or not at all).
    case notMade
    /// No file read names it other than where it is declared: nothing in the target makes
    /// it (``ScanFacts/classesNamedNowhere``).
    case namedNowhere
  }

  /// The name the rules file uses.
  var name: String
  /// Where the class is declared.
  var origin: SourceOrigin
  /// What is in the way.
  var obstacle: Obstacle

  /// The reason in words, for the summary.
  var reason: String {
    switch obstacle {
    case .transition(let fact, let more):
      let others = more == 0 ? "" : " (and \(more) more such transition\(more == 1 ? "" : "s"))"
      return (fact.origin.map { "\($0): " } ?? "") + fact.what + others
    case .madeIn(let instantiation):
      let place = instantiation.place.map { " in `\($0)`" } ?? ""
      return
        "made at \(instantiation.origin)\(place), which the scan follows to no placement"
    case .superclassOf(let subclasses):
      let shown = subclasses.prefix(3).joined(separator: ", ")
      let more = subclasses.count > 3 ? " and \(subclasses.count - 3) more" : ""
      let verb = subclasses.count == 1 ? "inherits" : "inherit"
      return "no code the scan follows makes it; the placed \(shown)\(more) \(verb) from it"
    case .notMade:
      return "no code the scan follows makes it"
    case .namedNowhere:
      return
        "no file read names it other than where it is declared: nothing in the target makes it"
    }
  }

  /// The classes of `classes` not in `placed`, each with the first obstacle `undetermined`
  /// (in origin order) names for it, else where the code first makes it.
  static func list(
    classes: [ClassFact], placed: Set<String>, undetermined: [UndeterminedFact],
    instantiations: [String: ControllerInstantiation] = [:], namedNowhere: Set<String> = []
  ) -> [UnplacedClass] {
    var obstacles: [String: (first: UndeterminedFact, count: Int)] = [:]
    for fact in undetermined.sorted() {
      for name in fact.unplacedClasses {
        obstacles[name] = (obstacles[name]?.first ?? fact, (obstacles[name]?.count ?? 0) + 1)
      }
    }
    var placedSubclasses: [String: [String]] = [:]
    for fact in classes where placed.contains(fact.name) {
      if case .app(let superclass) = fact.superclass {
        placedSubclasses[superclass, default: []].append(fact.name)
      }
    }
    return classes.filter { !placed.contains($0.name) }.map { fact in
      let obstacle: Obstacle
      if namedNowhere.contains(fact.name) {
        obstacle = .namedNowhere
      } else if let found = obstacles[fact.name] {
        obstacle = .transition(found.first, more: found.count - 1)
      } else if let made = instantiations[fact.name] {
        obstacle = .madeIn(made)
      } else if let subclasses = placedSubclasses[fact.name] {
        obstacle = .superclassOf(subclasses.sorted())
      } else {
        obstacle = .notMade
      }
      return UnplacedClass(name: fact.name, origin: fact.origin, obstacle: obstacle)
    }.sorted { $0.origin < $1.origin }
  }
}
