import StyleRuleKit

/// What one Swift file declares and does that matters to the status bar, before the files are
/// put together: the unit each parallel worker returns.
struct SwiftFileDeclarations: Sendable, Hashable {
  /// The file's path relative to the scanned root.
  var path: String
  /// Its class declarations and extensions, in source order.
  var types: [SwiftTypeDeclaration]
  /// The protocols it declares (a first inherited type that is one of them is not a
  /// superclass), and its type aliases of protocol compositions.
  var protocols: [SwiftProtocolDeclaration]
  /// Every assignment to a property (`style = .lightContent`, `player.isHidden = true`).
  var assignments: [SwiftPropertyAssignment]
  /// `setNeedsStatusBarAppearanceUpdate()` calls.
  var appearanceUpdates: [AppearanceUpdateFact]
  /// Deprecated `UIApplication` status bar setters.
  var applicationSettings: [ApplicationStatusBarFact]
  /// What it states about windows, their roots, presentations and pushes.
  var hierarchy: SwiftHierarchyFacts
  /// Its functions and properties declared to return a status bar or presentation value
  /// (`static func statusBarStyle() -> UIStatusBarStyle`), which overrides may call.
  var valueDeclarations: [SwiftValueDeclaration]
  /// The capitalized names it mentions other than where it declares them
  /// (``TypeNameMentions``).
  var mentionedTypeNames: Set<String> = []

  /// Creates an empty record for a file.
  init(path: String) {
    self.path = path
    hierarchy = SwiftHierarchyFacts(path: path)
    types = []
    protocols = []
    assignments = []
    appearanceUpdates = []
    applicationSettings = []
    valueDeclarations = []
  }
}

/// A protocol declaration, or a type alias of protocols (`typealias Dependencies =
/// NeedsDependency & UIViewController`): what a class that adopts it conforms to.
struct SwiftProtocolDeclaration: Sendable, Hashable {
  /// Its name, qualified by the types it is nested in.
  var name: String
  /// The protocols it inherits (for an alias, the types it names), as written, without
  /// generic arguments.
  var inheritedTypes: [String]
  /// Whether it is a type alias: requiring it requires each type it names.
  var isTypeAlias = false
}

/// A class declaration or an extension, with the status bar code in its body.
struct SwiftTypeDeclaration: Sendable, Hashable {
  /// Whether it declares a class or extends a type.
  enum Kind: String, Sendable, Hashable {
    /// `class Name: Superclass { … }`.
    case classDeclaration
    /// `extension Name { … }`.
    case extensionDeclaration
  }

  /// Whether it is a class or an extension.
  var kind: Kind
  /// For a class, its name qualified by the types it is nested in (`Outer.Inner`); for an
  /// extension, the extended type as written, without generic arguments.
  var name: String
  /// The qualified names of the types it is nested in, innermost last.
  var enclosingTypes: [String]
  /// The inherited types as written, without generic arguments; for a class the first may
  /// be its superclass.
  var inheritedTypes: [String]
  /// The generic arguments of the first inherited type as written (`<PlayerView>`), if any.
  var firstInheritedGenericArguments: String?
  /// Where the name is.
  var origin: SourceOrigin
  /// The name Objective-C knows a class by, when `@objc(Name)` gives it one.
  var objectiveCName: String?
  /// The controller members (status bar, presentation, layout) it overrides or sets, in
  /// source order.
  var members: [SwiftMemberDeclaration]
  /// Its stored instance properties.
  var storedProperties: [SwiftStoredProperty]
  /// Whether it overrides something with the `override` keyword (evidence that a class whose
  /// library superclass the scan does not know is a view controller when the override is a
  /// view controller's member).
  var overridesControllerMember: Bool
  /// The set-up methods it overrides without calling the superclass's
  /// (``SetUpInheritance/methods``: an `override func viewDidLoad()` with no
  /// `super.viewDidLoad()` among its statements): what its superclasses' do there never runs
  /// for its instances.
  var setUpMethodsWithoutSuper: [String] = []

  /// Creates a declaration record.
  init(
    kind: Kind, name: String, enclosingTypes: [String], inheritedTypes: [String],
    firstInheritedGenericArguments: String?, origin: SourceOrigin
  ) {
    self.kind = kind
    self.name = name
    self.enclosingTypes = enclosingTypes
    self.inheritedTypes = inheritedTypes
    self.firstInheritedGenericArguments = firstInheritedGenericArguments
    self.origin = origin
    members = []
    storedProperties = []
    overridesControllerMember = false
  }

  /// The name without the types it is nested in.
  var simpleName: String {
    SwiftTypeNames.simpleName(name)
  }
}

/// One member override or presentation property setting in a class or extension body.
struct SwiftMemberDeclaration: Sendable, Hashable {
  /// How the member gets its value.
  enum Source: String, Sendable, Hashable {
    /// An overriding property or method.
    case override
    /// An assignment in an initializer or `viewDidLoad`.
    case assignment
  }

  /// The member.
  var member: ControllerMember
  /// What the code returns or assigns.
  var body: OverrideBody
  /// An override or an assignment.
  var source: Source
  /// Where the declaration or assignment starts.
  var origin: SourceOrigin
  /// The view or bar of the controller the code sets a layout property through
  /// (`tableView` for `tableView.contentInsetAdjustmentBehavior = .never`), if any.
  var receiver: String?

  /// Creates a member record.
  init(
    member: ControllerMember, body: OverrideBody, source: Source, origin: SourceOrigin,
    receiver: String? = nil
  ) {
    self.member = member
    self.body = body
    self.source = source
    self.origin = origin
    self.receiver = receiver
  }
}

/// What one override's code returns, as far as one file tells.
enum OverrideBody: Sendable, Hashable {
  /// Always this literal.
  case literal(String)
  /// One of these literals (branches of a ternary, `if` or `switch`), in source order.
  case literals([String])
  /// A ternary on a property of the same object, each branch a literal:
  /// `isNightMode ? .lightContent : .darkContent` (`negated` for `!isNightMode`), so that
  /// the property's initial value gives the launch value.
  case choice(property: String, negated: Bool, whenTrue: String, whenFalse: String)
  /// A `switch` on a property of the same object whose every case returns a literal:
  /// `switch theme { case .dark: return .lightContent; default: return .darkContent }`, so
  /// that the property's initial value gives the launch value.
  case caseChoice(property: String, cases: [OverrideCase], otherwise: String?)
  /// The value of a property of the same object (`return style`), resolved across files.
  case storedProperty(String)
  /// The same member read from another controller, with the literal after `??`.
  case forwarding(ChildSelector, fallback: String?)
  /// A controller, for the `childFor…` members.
  case selector(ChildSelector)
  /// Literals and the values of functions or static properties of the module
  /// (`AppTheme.statusBarStyle()`), resolved across files; `isSingleResult` when the code
  /// has one result (no branch of its own).
  case moduleValues(literals: [String], references: [SwiftValueReference], isSingleResult: Bool)
  /// Something else, and why the scan cannot tell.
  case unknown(String)
}

/// One case of a `switch` an override returns from: the values it matches, as written
/// without their type (`dark` for `.dark` or `Theme.dark`, `0`), and the literal it returns.
struct OverrideCase: Sendable, Hashable {
  /// The values the case matches.
  var patterns: [String]
  /// The literal it returns.
  var value: String
}

/// A call of a function, or a read of a property, that the module may declare: `f()`,
/// `AppTheme.statusBarStyle()`, `Theme.Colors.style`.
struct SwiftValueReference: Sendable, Hashable {
  /// The type named before it, as written (`AppTheme`, `Theme.Colors`); nil for a function
  /// called without one.
  var typeName: String?
  /// The function's or property's name.
  var name: String
  /// The call's argument labels (nil for an unlabelled one), or nil for a property read.
  var argumentLabels: [String?]?
  /// The expression as written (shortened), for messages.
  var text: String
  /// Whether it is read on an instance whose type the scan does not know
  /// (`Theme.current.statusBarStyle`, `theme.statusBarStyle`): it may name an instance member
  /// of any type.
  var isOnInstance = false
}

/// A function or property declared to return a status bar or presentation value
/// (`UIStatusBarStyle`, `UIStatusBarAnimation`, `UIModalPresentationStyle`,
/// `UIUserInterfaceStyle`), with what its code returns.
struct SwiftValueDeclaration: Sendable, Hashable {
  /// A parameter, as a call matches it.
  struct Parameter: Sendable, Hashable {
    /// Its argument label (nil for `_`).
    var label: String?
    /// Whether it has a default value, so that a call may leave it out.
    var hasDefault: Bool
  }

  /// The qualified name of the type it is declared in (for an extension, the extended type
  /// as written); nil at a file's top level.
  var typeName: String?
  /// Its name.
  var name: String
  /// Whether it belongs to the type (`static`, `class`) or is declared at the top level,
  /// rather than to an instance.
  var isStatic: Bool
  /// A function's parameters; nil for a property.
  var parameters: [Parameter]?
  /// The declared type's name (`UIStatusBarStyle`).
  var returnType: String
  /// What its code returns: `literal` or `literals` when every return is a literal, else
  /// why not (classified as an override of a member of that type would be).
  var body: OverrideBody
  /// Where it is declared.
  var origin: SourceOrigin
}

/// A stored instance property of a class, with its initial value.
struct SwiftStoredProperty: Sendable, Hashable {
  /// Its name.
  var name: String
  /// Whether it is a `let`.
  var isConstant: Bool
  /// Its initial value.
  var initialValue: SwiftAssignedValue?
  /// Where it is declared.
  var origin: SourceOrigin
}

/// A value assigned in Swift, as far as a literal can be read from it.
enum SwiftAssignedValue: Sendable, Hashable {
  /// A literal word: `.lightContent` and `UIStatusBarStyle.lightContent` are `lightContent`,
  /// `true` is `true`. Whether it fits the property is decided where the property is known.
  case word(String)
  /// One of several literal words, chosen at run time (`isLight ? .darkContent :
  /// .lightContent`), in order, each once.
  case words([String])
  /// Any other expression, as written (trimmed and shortened).
  case other(String)
}

/// An assignment to a property, anywhere in the module.
struct SwiftPropertyAssignment: Sendable, Hashable {
  /// The property's name (the last component of the left-hand side).
  var propertyName: String
  /// Whether it assigns to the enclosing object's own property (`style = …`, `self.style = …`),
  /// as opposed to another object's (`player.style = …`).
  var isOnSelf: Bool
  /// The qualified name of the type whose code assigns, if any.
  var enclosingType: String?
  /// The value.
  var value: SwiftAssignedValue
  /// Where the assignment is.
  var origin: SourceOrigin
}
