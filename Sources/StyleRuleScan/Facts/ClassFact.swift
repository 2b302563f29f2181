import StyleRuleKit

/// What a class inherits from, as the rules file states it.
enum SuperclassFact: Sendable, Hashable {
  /// Another class of the app, by its rules name.
  case app(String)
  /// A UIKit (or system) controller class the rules language knows, with its generic
  /// arguments as written (`<PlayerView>`), if any.
  case known(String, genericArguments: String?)
  /// A class outside the app whose status bar code the scan cannot read (`external`),
  /// written `opaque` over the known class `base` (usually `UIViewController`).
  case opaque(base: String, external: String)
}

/// A view controller class of the app, with its extensions merged in.
struct ClassFact: Sendable, Hashable {
  /// The name the rules file uses: the Swift name for a top-level class, the simple name for
  /// a nested one unless two classes share it, then the qualified name (`Outer.Inner`).
  var name: String
  /// The Swift name, qualified by the types it is nested in (`Outer.Inner`).
  var swiftName: String
  /// What it inherits from.
  var superclass: SuperclassFact
  /// Where the class is declared.
  var origin: SourceOrigin
  /// Its status bar, presentation and layout members, from the class and its extensions.
  var members: [MemberFact]
  /// Where its extensions are, in path order.
  var extensionOrigins: [SourceOrigin]
  /// Why the class is written `opaque` although its superclass is known (a `childFor…`
  /// override the scan cannot read), if it is.
  var opaqueReason: String?

  /// Creates a class fact.
  init(
    name: String, swiftName: String, superclass: SuperclassFact, origin: SourceOrigin,
    members: [MemberFact] = [], extensionOrigins: [SourceOrigin] = [], opaqueReason: String? = nil
  ) {
    self.name = name
    self.swiftName = swiftName
    self.superclass = superclass
    self.origin = origin
    self.members = members
    self.extensionOrigins = extensionOrigins
    self.opaqueReason = opaqueReason
  }
}

/// An extension of a UIKit controller class that overrides status bar members for every
/// instance of it.
struct ExtensionFact: Sendable, Hashable {
  /// The UIKit class extended.
  var className: String
  /// Where the (first) extension with an override is.
  var origin: SourceOrigin
  /// The members its extensions override.
  var members: [MemberFact]
}
