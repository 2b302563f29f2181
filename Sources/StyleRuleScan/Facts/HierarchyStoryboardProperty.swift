import StyleRuleKit

/// A type's static property that gives a storyboard
/// (`static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) }`), so
/// that `UIStoryboard.settings.instantiateViewController(…)` names the storyboard it loads.
struct HierarchyStoryboardProperty: Sendable, Hashable {
  /// The type it is declared in (for an extension, the extended type as written).
  var typeName: String
  /// The property's name.
  var name: String
  /// The storyboard's name, when the property's value is one `UIStoryboard(name: "Literal",
  /// bundle: …)`.
  var storyboardName: String?
  /// Why the storyboard is not known, when ``storyboardName`` is nil.
  var unknownReason: String?
  /// Where the property is declared.
  var origin: SourceOrigin
}

/// A storyboard read from a static property of a type (`UIStoryboard.settings`,
/// `Storyboards.main`), which the assembler looks up among the module's
/// ``HierarchyStoryboardProperty`` declarations.
struct HierarchyStoryboardPropertyReference: Sendable, Hashable {
  /// The type named before the property, as written (`UIStoryboard`, `App.Storyboards`).
  var typeName: String
  /// The property's name.
  var name: String

  /// The reference as written (`UIStoryboard.settings`).
  var text: String { "\(typeName).\(name)" }
}
