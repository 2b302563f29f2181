import StyleRuleKit

/// A call a launch method makes at set-up (`scene(_:willConnectTo:options:)`,
/// `application(_:didFinishLaunchingWithOptions:)`): a helper of the delegate
/// (`setUpRoot()`), a coordinator's method (`coordinator.start()`), or a coordinator's
/// initializer handed the delegate's window (`AppCoordinator(window: window)`).
///
/// What the callee does to windows then happens at launch: the assembler reads a root the
/// callee gives to a window as the window's launch root.
struct HierarchyLaunchCall: Sendable, Hashable {
  /// What is called.
  enum Kind: Sendable, Hashable {
    /// A function or method, as a controller position's call is recorded.
    case method(HierarchyCall)
    /// An initializer of a type of the app, and the labels of the arguments that pass the
    /// delegate's window (`window`, `self.window`, a local window).
    case initializer(typeName: String, windowLabels: [String])
  }

  /// What is called.
  var kind: Kind
  /// Where the call is.
  var origin: SourceOrigin
  /// The launch method's code site (its conditions, whether in a closure).
  var site: HierarchyCodeSite
}
