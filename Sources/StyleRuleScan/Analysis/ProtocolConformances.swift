import StyleRuleKit

/// The app's view controller classes that conform to each protocol: what `self` stands for in
/// a protocol extension's method.
///
/// In `extension PostCellDelegate where Self: DataSourceProvider { func didTapAuthor() {
/// present(…) } }` the presentation is made by each placed controller whose class conforms to
/// `PostCellDelegate` and `DataSourceProvider`: through its own declaration or an extension
/// (`extension HomeViewController: PostCellDelegate {}`), a protocol that inherits it
/// (`protocol TimelineProvider: DataSourceProvider`), or its superclass. UIKit's table and
/// collection view controllers are their views' delegates and data sources.
struct ProtocolConformances: Sendable, Hashable {
  /// The protocols each protocol of the module inherits, and the types each alias of a
  /// composition names, by simple name.
  private var parents: [String: [String]] = [:]
  /// The type aliases of compositions, by simple name.
  private var aliases: Set<String> = []
  /// Each view controller class's protocols, with the UIKit class its chain ends at, simple
  /// names, by rules name (shared with its superclass's when it adds none).
  private var conformed: [String: Set<String>] = [:]
  /// Each view controller class's app superclass, by rules name.
  private var superclasses: [String: String] = [:]
  /// The view controller classes conforming to each protocol, by rules name, in class order.
  private var conformers: [String: [String]] = [:]
  /// The protocols a class or extension of the files read that is not a view controller
  /// adopts.
  private var otherAdopters: Set<String> = []

  /// No conformances.
  init() {}

  /// The conformances `declarations` state for `classes` (superclasses first).
  init(classes: [ClassFact], declarations: [SwiftFileDeclarations]) {
    var declared: [String: [String]] = [:]
    var outsideClasses: Set<String> = []
    for file in declarations {
      for declaration in file.protocols {
        if declaration.isTypeAlias { aliases.insert(SwiftTypeNames.simpleName(declaration.name)) }
        parents[SwiftTypeNames.simpleName(declaration.name), default: []] += Self.names(
          declaration.inheritedTypes)
      }
      for type in file.types {
        declared[SwiftTypeNames.simpleName(type.name), default: []] += Self.names(
          type.inheritedTypes)
      }
    }
    let controllerNames = Set(classes.map { SwiftTypeNames.simpleName($0.swiftName) })
    for (type, inherited) in declared where !controllerNames.contains(type) {
      otherAdopters.formUnion(closure(of: inherited))
    }
    for fact in classes {
      var own: Set<String> = []
      var direct = declared[SwiftTypeNames.simpleName(fact.swiftName)] ?? []
      switch fact.superclass {
      case .app(let superclass):
        own = conformed[superclass] ?? []
        superclasses[fact.name] = superclass
      case .known(let superclass, _), .opaque(let superclass, _):
        own.insert(superclass)
        outsideClasses.insert(superclass)
        direct += Self.uiKitConformances[superclass] ?? []
      }
      if !direct.isEmpty { own.formUnion(closure(of: direct)) }
      conformed[fact.name] = own
      // A class outside the app is not a protocol: its extensions' methods are helpers.
      for name in own where !outsideClasses.contains(name) {
        conformers[name, default: []].append(fact.name)
      }
    }
  }

  /// The simple names inherited types list, a composition (`NeedsDependency & AnyObject`)
  /// split into its parts.
  static func names(_ inheritedTypes: [String]) -> [String] {
    inheritedTypes.flatMap { written in
      written.split(separator: "&").map { part in
        var name = part.drop { $0.isWhitespace }
        while name.last?.isWhitespace == true { name = name.dropLast() }
        return SwiftTypeNames.simpleName(String(name))
      }
    }
  }

  /// The protocols UIKit's controller classes conform to that app protocols extend.
  static let uiKitConformances: [String: [String]] = [
    "UITableViewController": ["UITableViewDelegate", "UITableViewDataSource"],
    "UICollectionViewController": ["UICollectionViewDelegate", "UICollectionViewDataSource"],
  ]

  /// Constraints every view controller meets (`where Self: UIViewController`).
  static let universal: Set<String> = ["UIViewController", "UIResponder", "NSObject", "AnyObject"]

  /// `names` and the protocols they inherit, directly or not (an explicit stack: a hostile
  /// chain of protocols cannot overflow it, and a cycle ends).
  private func closure(of names: [String]) -> Set<String> {
    var result: Set<String> = []
    var pending = names
    while let next = pending.popLast() {
      guard result.insert(next).inserted else { continue }
      pending += parents[next] ?? []
    }
    return result
  }

  /// Whether some view controller class conforms to `type` (a protocol, by its name as
  /// written): its `self` then stands for those classes' instances.
  func hasConformers(_ type: String) -> Bool {
    conformers[SwiftTypeNames.simpleName(type)] != nil
  }

  /// The view controller classes, by rules name, that conform to `type` and meet
  /// `constraints` (the `where Self: …` of the extension the code is in), in class order.
  func classes(conformingTo type: String, constraints: [String]) -> [String] {
    // An alias of a composition requires each type it names.
    var required: [String] = []
    var pending = constraints.map(SwiftTypeNames.simpleName)
    var seen: Set<String> = []
    while let next = pending.popLast() {
      guard seen.insert(next).inserted, !Self.universal.contains(next) else { continue }
      if aliases.contains(next) {
        pending += parents[next] ?? []
      } else {
        required.append(next)
      }
    }
    return (conformers[SwiftTypeNames.simpleName(type)] ?? []).filter { name in
      required.allSatisfy { meets(name, $0) }
    }
  }

  /// Whether the class `name` conforms to `constraint` or inherits from it.
  private func meets(_ name: String, _ constraint: String) -> Bool {
    if conformed[name]?.contains(constraint) == true { return true }
    var current = name
    var steps = 0
    while steps <= superclasses.count {
      if current == constraint { return true }
      guard let next = superclasses[current] else { return false }
      current = next
      steps += 1
    }
    return false
  }

  /// The one app controller class that conforms to protocol `type`, its subclasses aside,
  /// when no other class of the files read adopts it; nil otherwise.
  func onlyClass(conformingTo type: String) -> String? {
    let name = SwiftTypeNames.simpleName(type)
    guard !otherAdopters.contains(name), let all = conformers[name] else { return nil }
    let members = Set(all)
    let roots = all.filter { candidate in
      guard let superclass = superclasses[candidate] else { return true }
      return !members.contains(superclass)
    }
    return roots.count == 1 ? roots.first : nil
  }

  /// The protocols `type` and `constraints` name, with the protocols they inherit: where a
  /// property a protocol extension uses (`coordinator`) may be declared.
  func protocols(of type: String, constraints: [String]) -> [String] {
    let start = ([type] + constraints).map(SwiftTypeNames.simpleName)
    var result: [String] = []
    var seen: Set<String> = []
    var pending = Array(start.reversed())
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      result.append(next)
      pending += (parents[next] ?? []).reversed()
    }
    return result
  }
}
