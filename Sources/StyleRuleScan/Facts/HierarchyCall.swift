import StyleRuleKit

/// A call of a function of the module in a controller position (`makeTabs()`,
/// `Self.makeDetail(for: item)`, `factory.settings()`): its result is what the callee returns.
///
/// The reader records the call as written; the assembler finds the callee among the module's
/// ``HierarchyFunctionSummary`` values and follows what it returns.
struct HierarchyCall: Sendable, Hashable {
  /// What the call is made on, as far as the code states it.
  enum Receiver: Sendable, Hashable {
    /// No receiver (`makeTabs()`): a method of the enclosing type, else a free function.
    case implicit
    /// `self.make()`, `Self.make()`, `type(of: self).make()`: the enclosing type.
    case enclosingType
    /// `Factory.make()`, `Factory.shared.make()`: a type the code names.
    case type(String)
    /// `factory.make()`, `self.factory.make()`: a stored property of the enclosing type, whose
    /// declared type has the method.
    case property(String)
    /// Any other receiver, as written (shortened).
    case expression(String)
  }

  /// The receiver.
  var receiver: Receiver
  /// The callee's base name (`makeDetail`).
  var baseName: String
  /// The callee as Swift names functions, from the call's argument labels (`makeDetail(for:)`);
  /// a trailing closure counts as an unlabelled argument.
  var name: String
  /// The call as written, shortened, for the summary's reasons; empty for a function's
  /// statement calls (``HierarchyStatementCall``), which are named by ``name``.
  var text: String
  /// The types its arguments name as `Detail.self`, by argument label (`_` for none).
  var typeArguments: [String: String] = [:]
  /// How many trailing closures it has: the last labels of ``name``, `_` whatever the label
  /// of the parameter each closure is passed to (`transition(to: tabs) { _ in … }` calls
  /// `transition(to:completion:)`).
  var trailingClosures = 0
  /// The type of the value a call on a local is made on, when the local is given one
  /// initializer call (`let camera = CameraView(…)`, then `camera.embedded()`): `CameraView`.
  var localReceiverType: String?
  /// The controller expressions its arguments pass, by the key of the parameter they go to
  /// (``SwiftHierarchySyntax/argumentKeys(_:)``), in the caller's file: what the callee's
  /// parameters stand for in what it returns (`wrap(HomeViewController())`).
  var arguments: [String: HierarchyControllerID] = [:]
  /// For an Objective-C class method named as a factory of the class it is sent to
  /// (``ObjectiveCMessage/factoryClass``), that class: what the call makes when the module
  /// declares no body to follow (`[UIAlertController alertControllerWithTitle:…]`).
  var objectiveCFactoryClass: String?
}

/// What a function, method or computed property of the module returns, read once where it is
/// declared: the controllers of its `return` statements (or its single expression), in source
/// order, and its declared result type.
///
/// Only members whose declared type can be a view controller are read (a type whose name says
/// `Controller`, `VC`, or `Self`): see ``SwiftHierarchyVisitor``.
struct HierarchyFunctionSummary: Sendable, Hashable {
  /// The type it is declared in (for an extension, the extended type); nil at the top level.
  var typeName: String?
  /// Its name as Swift names functions (`makeDetail(for:)`), or the property's name.
  var name: String
  /// The base name (`makeDetail`), or the property's name.
  var baseName: String
  /// The declared result type's name without optionality (`SettingsViewController`, `Self`).
  var declaredType: String
  /// The controllers it returns, one per `return` outside closures, in source order.
  var returns: [HierarchyControllerID]
  /// Where it is declared.
  var origin: SourceOrigin
  /// When the declared type is a generic parameter named by a parameter's type
  /// (`ofType type: T.Type`), that parameter's label (`_` for none).
  var typeParameterLabel: String? = nil
}
