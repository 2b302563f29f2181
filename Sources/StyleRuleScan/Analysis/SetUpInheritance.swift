/// What a subclass's instances inherit of the children its superclasses add at set-up.
///
/// UIKit calls `viewDidLoad()`, `loadView()` and `awakeFromNib()` on the instance, so a
/// superclass's runs for a subclass's instance unless the subclass (or a class between them)
/// overrides it without calling `super`. An initializer is not inherited this way: which of
/// the superclass's initializers a subclass's calls is the code's choice.
enum SetUpInheritance {
  /// The set-up methods a superclass's version of runs for its subclasses' instances.
  static let methods: Set<String> = ["viewDidLoad()", "loadView()", "awakeFromNib()"]

  /// The key of a class's set-up method in ``HierarchyKnownControllers/setUpWithoutSuper``.
  static func key(className: String, function: String) -> String {
    className + "." + function
  }
}
