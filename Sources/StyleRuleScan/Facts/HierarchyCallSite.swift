import StyleRuleKit

/// A call of a method of the module that passes enumeration cases
/// (`router.navigate(to: .settings)`, `coordinator.present(scene: .profile(user), from: self,
/// transition: .show)`): the transitions the callee makes on the path those cases take are made
/// from here.
struct HierarchyCallSite: Sendable, Hashable {
  /// The call as a controller position's call is recorded.
  var call: HierarchyCall
  /// The controller expression of the receiver (`router` in `router.navigate(…)`), when it is
  /// a stored property or a local; nil for `self` or no receiver.
  var receiver: HierarchyControllerID?
  /// The case each labelled argument passes, by label (`to` → `settings`; `_` when
  /// unlabelled).
  var cases: [String: String]
  /// The labels of the arguments that pass `self` (`from: self`).
  var selfArguments: Set<String> = []
  /// Where the call is.
  var origin: SourceOrigin
  /// The caller's code site.
  var site: HierarchyCodeSite
}

/// A parameter of a function, read where a controller position uses it.
struct HierarchyParameter: Sendable, Hashable {
  /// The function as Swift names it (`init(presenter:)`, `navigate(to:)`).
  var function: String
  /// The argument label callers write (`presenter`), `_` when none.
  var label: String
  /// The name the body uses.
  var name: String
}
