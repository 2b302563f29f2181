/// The classes a snapshot declares, and the name of each controller's class in the file.
///
/// A class chain ends at the first class a rules file knows by name (`UIViewController`,
/// `UINavigationController`, …); the classes before it, the app's and its libraries', are
/// declared, base classes first, as `class HomeViewController: BaseViewController`. Each
/// class keeps its own name without its module; a second class of the same name (from
/// another module, or nested elsewhere) is numbered: `Cell`, `Cell2`.
struct ClassNames {
  /// `class Name: Superclass` declarations, each superclass before its subclasses.
  private(set) var declarations: [(name: String, superclass: String)] = []
  /// The name of each controller's own class in the file, by position.
  private(set) var controllerClasses: [String] = []
  /// The known class each controller is an instance of, through its chain, by position.
  private(set) var bases: [String] = []
  /// Whether each controller is an instance of a known class itself, not of a subclass.
  private(set) var isKnownClass: [Bool] = []
  /// Each controller's own class name without its module, before it is made unique.
  private(set) var ownShortNames: [String] = []

  /// Names the classes of `controllers`.
  init(controllers: [CapturedController]) {
    var names: [String: String] = [:]
    var registry = NameRegistry(reserved: Set(KnownUIKitClasses.names).union(RulesName.reserved))
    for controller in controllers {
      let chain = controller.classChain
      let shortNames = chain.map { RulesName.shortClassName($0.name) }
      // A system class the file knows ends the chain; failing that, any class of that name.
      let end =
        chain.indices.first { chain[$0].isSystem && KnownUIKitClasses.set.contains(shortNames[$0]) }
        ?? shortNames.firstIndex { KnownUIKitClasses.set.contains($0) }
      let base = end.map { shortNames[$0] } ?? KnownUIKitClasses.viewController
      var own = Array(chain.indices.prefix(upTo: end ?? chain.count))
      if end == nil {
        own.removeAll { ["UIResponder", "NSObject"].contains(shortNames[$0]) }
      }
      var superclass = base
      for index in own.reversed() {
        let full = chain[index].name
        if let known = names[full] {
          superclass = known
          continue
        }
        let name = registry.unique(RulesName.identifier(shortNames[index], fallback: "AppClass"))
        names[full] = name
        declarations.append((name, superclass))
        superclass = name
      }
      controllerClasses.append(superclass)
      bases.append(base)
      isKnownClass.append(own.isEmpty)
      ownShortNames.append(own.first.map { shortNames[$0] } ?? base)
    }
  }
}
