import StyleRuleKit

/// A call of a method of the module that passes enumeration cases, or controllers.
///
/// A call that passes cases (`router.navigate(to: .settings)`,
/// `coordinator.present(scene: .profile(user), from: self, transition: .show)`): the
/// transitions the callee makes on the path those cases take are made from here. A call that
/// passes controllers (`presentOnTopmost(SettingsViewController())`,
/// `Router.show(detail, from: self)`): the callee's transitions of those parameters are made
/// from here, with the controllers passed.
struct HierarchyCallSite: Sendable, Hashable {
  /// The call as a controller position's call is recorded.
  var call: HierarchyCall
  /// The controller expression of the receiver (`router` in `router.navigate(…)`), when it is
  /// a stored property or a local; nil for `self` or no receiver.
  var receiver: HierarchyControllerID?
  /// The case each labelled argument passes, by label (`to` → `settings`; for unlabelled
  /// ones `_`, `_#2`…, ``SwiftHierarchySyntax/argumentKeys(_:)``).
  var cases: [String: String]
  /// The labels of the arguments that pass `self` (`from: self`).
  var selfArguments: Set<String> = []
  /// The controller expression each labelled argument passes, by label (unlabelled ones as
  /// ``SwiftHierarchySyntax/argumentKeys(_:)`` keys them), for the arguments that can be controllers (an initializer, a local, a call of
  /// the module, a parameter); `self` is in ``selfArguments``.
  var controllers: [String: HierarchyControllerID] = [:]
  /// Where the call is.
  var origin: SourceOrigin
  /// The caller's code site.
  var site: HierarchyCodeSite
}

/// A parameter of a function, read where a controller position uses it.
struct HierarchyParameter: Sendable, Hashable {
  /// The function as Swift names it (`init(presenter:)`, `navigate(to:)`).
  var function: String
  /// The argument label callers write (`presenter`); for an unlabelled parameter its place
  /// among the unlabelled ones (`_`, then `_#2`…, ``SwiftHierarchySyntax/unlabelledKey(_:)``).
  var label: String
  /// The name the body uses.
  var name: String
  /// Whether its default value is `nil` (`from sender: UIViewController? = nil`): a call that
  /// leaves it out passes `nil`.
  var defaultsToNil = false
  /// The type it is declared as, without `?` or `!` (`SceneCoordinator` for `coordinator:
  /// SceneCoordinator?`); nil where the reader does not state it (Objective-C).
  var typeName: String?
}
