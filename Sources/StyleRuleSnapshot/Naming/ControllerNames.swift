/// Names each controller of a snapshot after its class and its position.
///
/// The rule, applied to the controllers in the order they are written (each window's tree
/// depth first: a controller, its children, then what it presents; then the controllers
/// only a `childFor…` answer returned):
///
/// - The stem is the class's own name without its module, its generic arguments and a
///   trailing `ViewController` or `Controller`: `HomeViewController` gives `Home`. A class
///   UIKit's own also loses its two-letter prefix: `UITabBarController` gives `TabBar`,
///   `UIViewController` gives `View`.
/// - A `UINavigationController` itself (not a subclass) is named after its root: `HomeNav`
///   for one whose first child is a `HomeViewController`, `Nav` for an empty one.
/// - The first controller with a stem takes it; the next ones take the stem with the first
///   free number from 2: `Home`, `Home2`, `Home3` (`Step2_2` when the stem ends in a digit).
///
/// Names are built from class names only, never from anything a user sees.
struct ControllerNames {
  /// The name of each controller, by position.
  let names: [String]

  /// Names `controllers`, whose classes `classes` named.
  init(controllers: [CapturedController], classes: ClassNames) {
    var registry = NameRegistry(reserved: RulesName.reserved)
    var names: [String] = []
    names.reserveCapacity(controllers.count)
    for position in controllers.indices {
      let stem = Self.stem(of: position, controllers: controllers, classes: classes)
      names.append(registry.unique(stem))
    }
    self.names = names
  }

  /// The stem of a controller's name, before it is made unique.
  static func stem(of position: Int, controllers: [CapturedController], classes: ClassNames)
    -> String
  {
    var current = position
    var suffix = ""
    // A plain navigation controller takes its root's stem; the loop is bounded, in case a
    // double nests them.
    var steps = 0
    while classes.isKnownClass[current], classes.bases[current] == KnownUIKitClasses.navigation,
      steps < controllers.count
    {
      steps += 1
      suffix = "Nav" + suffix
      guard let root = controllers[current].children.first else { return suffix }
      current = root
    }
    return classStem(classes.ownShortNames[current], isKnownClass: classes.isKnownClass[current])
      + suffix
  }

  /// A class's name without its two-letter prefix (for UIKit's own classes) and without a
  /// trailing `ViewController` or `Controller`, made a valid name.
  static func classStem(_ className: String, isKnownClass: Bool) -> String {
    var stem = Substring(className)
    if isKnownClass, stem.count > 2, stem.prefix(3).allSatisfy({ $0.isUppercase }) {
      stem = stem.dropFirst(2)
    }
    for suffix in ["ViewController", "Controller"]
    where stem.hasSuffix(suffix) && stem.count > suffix.count {
      stem = stem.dropLast(suffix.count)
      break
    }
    return RulesName.identifier(String(stem), fallback: "Controller")
  }
}
