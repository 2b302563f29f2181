import StyleRuleKit

/// What one Swift file states about the view controller hierarchy.
///
/// ``SwiftHierarchyReader`` fills it from one parsed file; ``SwiftHierarchyAssembler`` joins the
/// facts of every file into a ``HierarchyDescription``. Controllers are kept in a flat table
/// (``controllers``) and referred to by index, so that no deep input makes a deep value: every
/// walk over them is iterative.
///
/// Nothing here is a guess: an expression the reader does not follow is a controller of kind
/// ``HierarchyControllerKind/unknown(reason:)`` with its origin.
struct SwiftHierarchyFacts: Sendable, Hashable {
  /// The file's path, as given to the reader.
  var path: String
  /// Whether SwiftParser had to recover from syntax errors: the facts are what it could read.
  var hasSyntaxErrors: Bool
  /// The controller expressions the file states, indexed by ``HierarchyControllerID``.
  var controllers: [HierarchyController]
  /// The windows the file creates or configures.
  var windows: [HierarchyWindowFact]
  /// The values the file gives to stored properties that a controller expression reads.
  var propertyValues: [HierarchyPropertyValue]
  /// The properties the file's types declare, to say what a name the reader does not follow
  /// is.
  var declaredProperties: [HierarchyDeclaredProperty]
  /// The calls that place controllers (`present`, `pushViewController`, `addChild`…).
  var actions: [HierarchyAction]
  /// `selectedIndex = …` and `selectedViewController = …`.
  var selections: [HierarchySelection]
  /// The literal styles `adaptivePresentationStyle(for:…)` returns, per class.
  var adaptiveStyles: [HierarchyAdaptiveStyle]
  /// SwiftUI `App` declarations.
  var swiftUIApps: [HierarchySwiftUIApp]
  /// The members whose declared type is a SwiftUI `Scene` (an `App`'s `body`, a computed
  /// property or function of any type returning `some Scene`), with the scenes each lists.
  var sceneMembers: [HierarchySceneMember]
  /// SwiftUI modifiers found in the bodies of types (`.statusBarHidden`, `.sheet`…).
  var swiftUIModifiers: [HierarchySwiftUIModifier]
  /// What the file's functions and computed properties that can return a controller return.
  var functionSummaries: [HierarchyFunctionSummary] = []
  /// The calls the file's launch methods make at set-up.
  var launchCalls: [HierarchyLaunchCall] = []
  /// The calls the file's other functions make as statements of their own body, which run
  /// at launch when a launch method's chain of calls reaches the function.
  var statementCalls: [HierarchyStatementCall] = []
  /// The calls of the module's methods that pass enumeration cases.
  var callSites: [HierarchyCallSite] = []
  /// The file's SwiftUI view members and the views each uses.
  var swiftUIViewMembers: [HierarchySwiftUIViewMember] = []
  /// The status bar modifiers the file's view members write behind a tab, a link or a
  /// presentation.
  var swiftUIOffScreenModifiers: [HierarchySwiftUIOffScreenModifier] = []
  /// The file's `UIViewControllerRepresentable`s.
  var representables: [HierarchyRepresentable] = []
  /// The static properties of the file's types that give a storyboard.
  var storyboardProperties: [HierarchyStoryboardProperty] = []
  /// Where the file's code adopts the scene life cycle without an Info.plist manifest: a
  /// type conforming to `UIWindowSceneDelegate`, a SwiftUI `App`, or an
  /// `application(_:configurationForConnecting:options:)` method (R41).
  var sceneLifeCycleAdoptions: [SourceOrigin] = []
  /// The names `NS_SWIFT_NAME(…)` gives the methods an Objective-C file declares, by the
  /// name Swift would give them from their selector
  /// (`keyManagementViewControllerForBuddy(_:)` → `keyManagementViewController(buddy:)`).
  var objectiveCSwiftNames: [String: String] = [:]

  /// Creates the facts of a file.
  init(
    path: String, hasSyntaxErrors: Bool = false, controllers: [HierarchyController] = [],
    windows: [HierarchyWindowFact] = [], propertyValues: [HierarchyPropertyValue] = [],
    declaredProperties: [HierarchyDeclaredProperty] = [],
    actions: [HierarchyAction] = [], selections: [HierarchySelection] = [],
    adaptiveStyles: [HierarchyAdaptiveStyle] = [],
    swiftUIApps: [HierarchySwiftUIApp] = [], sceneMembers: [HierarchySceneMember] = [],
    swiftUIModifiers: [HierarchySwiftUIModifier] = []
  ) {
    self.path = path
    self.hasSyntaxErrors = hasSyntaxErrors
    self.controllers = controllers
    self.windows = windows
    self.propertyValues = propertyValues
    self.declaredProperties = declaredProperties
    self.actions = actions
    self.selections = selections
    self.adaptiveStyles = adaptiveStyles
    self.swiftUIApps = swiftUIApps
    self.sceneMembers = sceneMembers
    self.swiftUIModifiers = swiftUIModifiers
  }
}

/// The index of a controller in its file's ``SwiftHierarchyFacts/controllers``.
typealias HierarchyControllerID = Int

/// When the code runs, as far as the method it is in tells.
enum HierarchyMoment: String, Sendable, Hashable, Comparable {
  /// At set-up: an initializer, `loadView`, `viewDidLoad`, `awakeFromNib`, or the scene or app
  /// delegate's launch method, outside any closure. What it states holds at the first screen.
  case setUp
  /// When the controller appears: `viewWillAppear(_:)` or `viewDidAppear(_:)`.
  case appearance
  /// Later: any other method (an action, a callback), or a closure anywhere. What it states is
  /// possible, not the launch state.
  case later

  /// Orders set-up first.
  static func < (lhs: HierarchyMoment, rhs: HierarchyMoment) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .setUp: return 0
    case .appearance: return 1
    case .later: return 2
    }
  }
}

/// What the type whose code states a fact is at launch (scene delegate, app delegate…).
enum HierarchyOwnerRole: String, Sendable, Hashable {
  /// It conforms to `UIWindowSceneDelegate`, or the method is `scene(_:willConnectTo:options:)`.
  case sceneDelegate
  /// It conforms to `UIApplicationDelegate`, or the method is
  /// `application(_:didFinishLaunchingWithOptions:)`.
  case appDelegate
  /// A SwiftUI `App` (a type conforming to `App`).
  case swiftUIApp
  /// A SwiftUI preview (a type conforming to `PreviewProvider`): Xcode's canvas shows it,
  /// the app never does.
  case preview
  /// Any other type, or code outside a type.
  case other
}

/// The code a fact was read in: its type, method, moment and the branch it is in.
struct HierarchyCodeSite: Sendable, Hashable {
  /// The enclosing type's name, nested names joined with `.` (`Outer.Inner`).
  ///
  /// For code in an extension, the extended type. Nil at the top level of a file.
  var typeName: String?
  /// The role of the enclosing type (or of the method) at launch.
  var role: HierarchyOwnerRole
  /// The enclosing method as Swift names it (`viewDidLoad()`, `scene(_:willConnectTo:options:)`,
  /// `init(coder:)`, `body` for a computed property); nil for a stored property's initial value.
  var function: String?
  /// When the code runs.
  var moment: HierarchyMoment
  /// Whether the code is inside a closure.
  var inClosure: Bool
  /// The conditions around it, outermost first: `case .settings`, `if isLoggedIn`, `else`,
  /// `guard`, `for`… (empty when the code runs whenever the method does).
  var conditions: [String]
  /// What the extension the code is in requires of `Self`, as written (`extension
  /// PostCellDelegate where Self: DataSourceProvider & AuthContextProvider` →
  /// `DataSourceProvider`, `AuthContextProvider`).
  var selfConstraints: [String]
  /// The name a `switch` whose `case` is one of ``conditions`` switches over, by that case's
  /// label, when it is a plain name (`switch transition` → `case .modal:` → `transition`).
  var caseSubjects: [String: String] = [:]
  /// The `if` conditions among ``conditions`` that only check that a stored property of the
  /// enclosing type is nil (`if self.flow == nil`), by label: whether one holds at set-up is
  /// decided where every assignment of the module is known (``SetUpNilChecks``).
  var nilChecks: [String: HierarchyNilCheck] = [:]

  /// Creates a code site.
  init(
    typeName: String?, role: HierarchyOwnerRole = .other, function: String?,
    moment: HierarchyMoment, inClosure: Bool = false, conditions: [String] = [],
    selfConstraints: [String] = []
  ) {
    self.typeName = typeName
    self.role = role
    self.function = function
    self.moment = moment
    self.inClosure = inClosure
    self.conditions = conditions
    self.selfConstraints = selfConstraints
  }

  /// Whether what happens here happens at set-up, unconditionally.
  var isLaunchState: Bool { moment == .setUp && conditions.isEmpty }
}

/// An `if` whose one condition checks that a stored property of `self` is nil (`if
/// rootNavigationController == nil`, `if self.flow == nil`), and the extent of its body.
struct HierarchyNilCheck: Sendable, Hashable {
  /// The property's name.
  var property: String
  /// Where the body's `{` is.
  var bodyStart: SourceOrigin
  /// Where the body's `}` is.
  var bodyEnd: SourceOrigin

  /// Whether `origin` is inside the body.
  func contains(_ origin: SourceOrigin) -> Bool {
    origin.path == bodyStart.path && bodyStart <= origin && origin <= bodyEnd
  }
}

/// A controller expression: what is created or referred to where the code places a controller.
struct HierarchyController: Sendable, Hashable {
  /// What the expression is.
  var kind: HierarchyControllerKind
  /// Where the expression starts.
  var origin: SourceOrigin
  /// The class an `as`, `as?` or `as!` cast names, when the expression has one.
  var castClassName: String?
  /// The children the expression itself states, in order: the `rootViewController:` argument of
  /// an initializer (`UINavigationController(rootViewController: home)`).
  var initialChildren: [HierarchyControllerID]
  /// Properties set on this instance before or after it is placed, in source order.
  var settings: [HierarchyPresentationSetting]
  /// The code site where the expression is.
  var site: HierarchyCodeSite
  /// For an instance made here (`Router(presenter: self)`), the controllers its labelled
  /// arguments hand over, by label: `self` and locals in Swift, the controllers an
  /// Objective-C initializer is passed (by key, `_` for the first).
  var handovers: [String: HierarchyControllerID] = [:]
  /// The initializer an instance made here is made with, as Swift names it, where its
  /// ``handovers`` stand for its parameters
  /// (`initWithMainViewController(_:sidebarViewController:)`).
  var initializer: String?

  /// Creates a controller expression.
  init(
    kind: HierarchyControllerKind, origin: SourceOrigin, castClassName: String? = nil,
    initialChildren: [HierarchyControllerID] = [], settings: [HierarchyPresentationSetting] = [],
    site: HierarchyCodeSite
  ) {
    self.kind = kind
    self.origin = origin
    self.castClassName = castClassName
    self.initialChildren = initialChildren
    self.settings = settings
    self.site = site
  }
}

/// What a controller expression is, as far as the code states it.
enum HierarchyControllerKind: Sendable, Hashable {
  /// `ClassName()`, `ClassName(nibName:bundle:)`, `ClassName.init(…)`: an instance of a class
  /// named in the code (whether it is a view controller is decided with the known classes).
  case instance(className: String)
  /// `ClassName(rootView: View())`: a hosting controller (`UIHostingController` or any class
  /// initialized with `rootView:`) and the root view's type, when the code states it.
  case hosting(className: String, rootView: HierarchySwiftUIView?)
  /// A controller a storyboard instantiates.
  case storyboard(HierarchyStoryboardReference)
  /// A stored property of a type (`self.tabs`, `tabs`), whose values are
  /// ``SwiftHierarchyFacts/propertyValues`` with the same owner and name.
  case property(ownerType: String?, name: String)
  /// One of these, chosen at run time (a ternary, a local assigned in branches); for `a ?? b`,
  /// the first that is not nil, with each as written in `firstNonNil` (whose first may be a
  /// parameter a call leaves out as `nil`, so that the next is taken).
  case oneOf([HierarchyControllerID], firstNonNil: [String]? = nil)
  /// The result of a call of the module's code (`makeTabs()`), which the assembler follows into
  /// the callee's ``HierarchyFunctionSummary``.
  case call(HierarchyCall)
  /// `self`: the instance of the enclosing class.
  case selfReference
  /// A parameter of the enclosing function: what callers pass (an initializer's argument
  /// where the instance is made) when the assembler can tell, else not followed.
  case parameter(HierarchyParameter)
  /// An expression the reader does not follow, and why.
  case unknown(reason: String)
}

/// `UIStoryboard(name:bundle:).instantiateViewController(withIdentifier:)` and its kin.
struct HierarchyStoryboardReference: Sendable, Hashable {
  /// The storyboard's name, when a string literal states it; nil for the calling controller's
  /// own `storyboard` or a name that is computed.
  var storyboardName: String?
  /// The storyboard ID; nil for `instantiateInitialViewController()`.
  var identifier: String?
  /// Whether the call is `instantiateInitialViewController()`.
  var isInitial: Bool
  /// Whether the storyboard is the calling controller's own (`storyboard?.instantiate…`):
  /// the one that holds the identifier, when exactly one storyboard read does.
  var isCallersStoryboard: Bool
  /// Why the name or identifier is not known, when one is not.
  var unknownReason: String?
  /// The static property the storyboard is read from (`UIStoryboard.settings`), whose
  /// declaration gives its name; nil when the storyboard is written in place.
  var property: HierarchyStoryboardPropertyReference?

  /// Creates a storyboard reference.
  init(
    storyboardName: String?, identifier: String?, isInitial: Bool,
    isCallersStoryboard: Bool = false, unknownReason: String? = nil
  ) {
    self.storyboardName = storyboardName
    self.identifier = identifier
    self.isInitial = isInitial
    self.isCallersStoryboard = isCallersStoryboard
    self.unknownReason = unknownReason
  }
}

/// A SwiftUI view expression: its type and the status bar modifiers applied to it in place.
struct HierarchySwiftUIView: Sendable, Hashable {
  /// The view's type (`ContentView`), or nil when the expression is not a type's initializer.
  var typeName: String?
  /// Where the view expression starts.
  var origin: SourceOrigin
  /// Modifiers chained onto the expression (`ContentView().statusBarHidden(true)`), in order.
  var modifiers: [HierarchySwiftUIModifierValue]
  /// The view member of the enclosing type the expression uses (`modalPreview`,
  /// `makeShareSheet()`, `content: makeShareSheet`), when it is one: the assembly names the
  /// view type it shows (``SwiftUIViewGraph/shownView(of:member:)``).
  var member: String?
  /// The views a presentation's content chooses among at run time (the branches of an `if`
  /// or a `switch` showing different views; `EmptyView` where a branch shows none), when
  /// there are several: `typeName` is then nil.
  var alternatives: [HierarchySwiftUIView] = []

  /// The views it may show: its alternatives, or itself.
  var shownViews: [HierarchySwiftUIView] { alternatives.isEmpty ? [self] : alternatives }

  /// Creates a view expression.
  init(
    typeName: String?, origin: SourceOrigin, modifiers: [HierarchySwiftUIModifierValue] = []
  ) {
    self.typeName = typeName
    self.origin = origin
    self.modifiers = modifiers
  }
}

/// A property set on a controller instance that UIKit reads when it presents it or lays it
/// out.
struct HierarchyPresentationSetting: Sendable, Hashable {
  /// `modalPresentationStyle`, `modalPresentationCapturesStatusBarAppearance`,
  /// `modalTransitionStyle`, `overrideUserInterfaceStyle` or `definesPresentationContext`, or
  /// a layout property as the code spells it (`navigationBar.isTranslucent`,
  /// `tableView.contentInsetAdjustmentBehavior`), its value then in the rules file's words
  /// when the scan reads it (`[top, bottom]`).
  var property: String
  /// The value.
  var value: HierarchyValue
  /// Where it is set.
  var origin: SourceOrigin
  /// The code site.
  var site: HierarchyCodeSite
}

/// A value as the code states it: a literal, or an expression that is not one.
enum HierarchyValue: Sendable, Hashable {
  /// An enum case or constant, without its type or dot (`overFullScreen`, `alert`, `dark`).
  case name(String)
  /// `true` or `false`.
  case bool(Bool)
  /// A number (a window level's raw value).
  case number(Double)
  /// `nil`.
  case none
  /// Any other expression, as written (trimmed and shortened).
  case expression(String)
}

/// A window that a function creates or configures.
///
/// One fact per window variable per function: a stored property (`window`, `self.window`)
/// configured in two methods gives two facts that the assembler joins.
struct HierarchyWindowFact: Sendable, Hashable {
  /// The variable as written without `self.`, `?` and `!` (`window`, `overlay`,
  /// `view.window`).
  var variable: String
  /// Whether the variable is a local of the function (`let overlay = UIWindow(…)`).
  var isLocal: Bool
  /// The stored properties the local is assigned to (`self.overlayWindow = overlay`).
  var storedIn: [String]
  /// The window's creation, when this function creates it.
  var creation: HierarchyWindowCreation?
  /// `rootViewController = …` in this function, in source order.
  var roots: [HierarchyWindowRoot]
  /// `windowLevel`, `isHidden` and `overrideUserInterfaceStyle`, in source order.
  var settings: [HierarchyPresentationSetting]
  /// Where `makeKeyAndVisible()` is called, when it is.
  var makeKeyAndVisible: SourceOrigin?
  /// Where the function first mentions the window.
  var origin: SourceOrigin
  /// The code site (the function).
  var site: HierarchyCodeSite

  /// Creates a window fact.
  init(
    variable: String, isLocal: Bool, storedIn: [String] = [],
    creation: HierarchyWindowCreation? = nil, roots: [HierarchyWindowRoot] = [],
    settings: [HierarchyPresentationSetting] = [], makeKeyAndVisible: SourceOrigin? = nil,
    origin: SourceOrigin, site: HierarchyCodeSite
  ) {
    self.variable = variable
    self.isLocal = isLocal
    self.storedIn = storedIn
    self.creation = creation
    self.roots = roots
    self.settings = settings
    self.makeKeyAndVisible = makeKeyAndVisible
    self.origin = origin
    self.site = site
  }
}

/// `UIWindow(windowScene:)`, `UIWindow(frame:)` or another window initializer.
struct HierarchyWindowCreation: Sendable, Hashable {
  /// The window's class (`UIWindow`, or a subclass the code names).
  var className: String
  /// The first argument label (`windowScene`, `frame`), or nil for `UIWindow()`.
  var initializer: String?
  /// Where the initializer is called.
  var origin: SourceOrigin
}

/// `window.rootViewController = controller`.
struct HierarchyWindowRoot: Sendable, Hashable {
  /// The controller assigned.
  var controller: HierarchyControllerID
  /// Where the assignment is.
  var origin: SourceOrigin
  /// The code site (moment, conditions) of the assignment.
  var site: HierarchyCodeSite
}

/// A value a stored property is given: its initial value or an assignment.
struct HierarchyPropertyValue: Sendable, Hashable {
  /// The type that owns the property.
  var ownerType: String?
  /// The property's name.
  var name: String
  /// The controller expression assigned.
  var controller: HierarchyControllerID
  /// Where the value is given.
  var origin: SourceOrigin
  /// The code site (nil function for the initial value).
  var site: HierarchyCodeSite
}

/// A property a type declares: stored (with its initial value as written, if any) or
/// computed.
struct HierarchyDeclaredProperty: Sendable, Hashable {
  /// The type that declares it.
  var ownerType: String?
  /// The property's name.
  var name: String
  /// Whether it is computed (a getter) rather than stored.
  var isComputed: Bool
  /// Whether its declaration carries an attribute (`@IBOutlet`, a property wrapper), which
  /// may give it a value no assignment states.
  var hasAttributes = false
  /// A stored property's initial value, as written (shortened), if it has one.
  var initialValue: String?
  /// The declared type's name without optionality (`DetailViewController`), when it states
  /// one.
  var typeName: String? = nil
  /// Where it is declared.
  var origin: SourceOrigin
}

/// A call that places controllers, or changes a container's children.
struct HierarchyAction: Sendable, Hashable {
  /// What the call does.
  var operation: HierarchyOperation
  /// The controller the call is made on.
  var receiver: HierarchyReceiver
  /// The controllers it places, in order (one for all but `setViewControllers`).
  var targets: [HierarchyControllerID]
  /// The `animated:` argument, when it is a literal.
  var animated: Bool?
  /// For `setViewControllers`, whether the list is computed (`list.map { … }`): the one
  /// target is an unknown controller standing for children whose number the code does not
  /// state.
  var listIsComputed: Bool
  /// Where the call is.
  var origin: SourceOrigin
  /// The code site.
  var site: HierarchyCodeSite

  /// Creates an action.
  init(
    operation: HierarchyOperation, receiver: HierarchyReceiver, targets: [HierarchyControllerID],
    animated: Bool? = nil, listIsComputed: Bool = false, origin: SourceOrigin,
    site: HierarchyCodeSite
  ) {
    self.operation = operation
    self.receiver = receiver
    self.targets = targets
    self.animated = animated
    self.listIsComputed = listIsComputed
    self.origin = origin
    self.site = site
  }
}

/// `selectedIndex = …` or `selectedViewController = …`: a tab bar controller's selected tab.
struct HierarchySelection: Sendable, Hashable {
  /// The controller whose tab is selected.
  var receiver: HierarchyReceiver
  /// `selectedIndex` or `selectedViewController`.
  var property: String
  /// The value as written (shortened).
  var value: String
  /// Where it is set.
  var origin: SourceOrigin
  /// The code site.
  var site: HierarchyCodeSite
}

/// The UIKit calls that place controllers.
enum HierarchyOperation: String, Sendable, Hashable {
  /// `present(_:animated:completion:)`.
  case present
  /// `pushViewController(_:animated:)`.
  case push
  /// `show(_:sender:)`: a push in a navigation controller, else a presentation.
  case show
  /// `showDetailViewController(_:sender:)`.
  case showDetail
  /// `addChild(_:)` (or the old `addChildViewController(_:)`): a custom container's child.
  case addChild
  /// `setViewControllers(_:animated:)` or `viewControllers = […]`: replaces the stack or tabs.
  case setViewControllers
  /// `setViewController(_:for:)` (iOS 14): a column of a split view controller.
  case setColumn
}

/// The controller a call is made on.
enum HierarchyReceiver: Sendable, Hashable {
  /// `self` (or no receiver) in the enclosing type.
  case selfController
  /// A controller related to `self`: `navigationController`, `tabBarController`,
  /// `splitViewController`, `parent`, `presentingViewController`…
  case related(String)
  /// A controller expression of the file (a local, a stored property, an instance).
  case controller(HierarchyControllerID)
  /// A controller related to a local or a parameter (`sender.navigationController`): the
  /// local's controller, its name (`sender`) and the path from it (`navigationController`).
  case relatedOf(HierarchyControllerID, name: String, path: String)
  /// `a ?? b` (`(splitViewController ?? presenter)?.present(…)`): the first of the receivers
  /// that is not nil at run time, each read as a receiver of its own (never another `??`),
  /// and each as written.
  indirect case firstNonNil([HierarchyReceiver], texts: [String])
  /// Any other receiver, as written.
  case expression(String)
}

/// The literal styles a class's `adaptivePresentationStyle(for:traitCollection:)` returns.
struct HierarchyAdaptiveStyle: Sendable, Hashable {
  /// The type the method is in (usually a presentation controller delegate).
  var typeName: String?
  /// The method's name (`adaptivePresentationStyle(for:traitCollection:)`).
  var function: String
  /// Each value returned, in source order (`.none` is `name("none")`).
  var values: [HierarchyValue]
  /// Where each value is returned.
  var origins: [SourceOrigin]
  /// Where the method is declared.
  var origin: SourceOrigin
}

/// A SwiftUI `App`: its scenes are those its `body` lists (``HierarchySceneMember``), joined
/// across files by the assembler.
struct HierarchySwiftUIApp: Sendable, Hashable {
  /// The app type's name.
  var typeName: String
  /// Whether it is marked `@main`.
  var isMain: Bool
  /// Where the type is declared.
  var origin: SourceOrigin
}

/// A member whose declared type is a SwiftUI `Scene` (`var body: some Scene`, `var appScene:
/// some Scene`, `func scenes() -> some Scene`) and the scenes it lists, in source order.
///
/// The members of a type are found in its declaration and in its extensions, in any file: the
/// assembler follows an `App`'s `body` through them.
struct HierarchySceneMember: Sendable, Hashable {
  /// The type it is declared in (for an extension, the extended type); nil at a file's top
  /// level.
  var typeName: String?
  /// The member as the reader names methods (`body`, `appScene`, `scenes(for:)`).
  var name: String
  /// The scenes it lists, in source order.
  var items: [HierarchySceneItem]
  /// Where the member's code starts.
  var origin: SourceOrigin

  /// Creates a scene member.
  init(
    typeName: String?, name: String, items: [HierarchySceneItem] = [], origin: SourceOrigin
  ) {
    self.typeName = typeName
    self.name = name
    self.items = items
    self.origin = origin
  }
}

/// A scene a ``HierarchySceneMember`` lists.
enum HierarchySceneItem: Sendable, Hashable {
  /// `WindowGroup { Content() }`, with its content view.
  case windowGroup(HierarchySwiftUIView)
  /// Another member of the same type, by the reader's name for it (`appScene`, `self.appScene`,
  /// `makeScenes()` → `makeScenes()`).
  case member(String, origin: SourceOrigin)
  /// An instance of a type of the app (`MainScene()`), whose `body` lists its scenes.
  case sceneType(String, origin: SourceOrigin)

  /// Where the scene is written.
  var origin: SourceOrigin {
    switch self {
    case .windowGroup(let view): return view.origin
    case .member(_, let origin), .sceneType(_, let origin): return origin
    }
  }
}

/// A SwiftUI modifier that matters to the status bar, with the type whose code applies it.
struct HierarchySwiftUIModifier: Sendable, Hashable {
  /// The type whose body (or other member) applies the modifier.
  var typeName: String?
  /// The modifier and its value.
  var value: HierarchySwiftUIModifierValue
  /// The code site (member, conditions).
  var site: HierarchyCodeSite
}

/// One of `.statusBarHidden`, `.preferredColorScheme`, the `.statusBar` placement's
/// `.toolbarColorScheme` and `.toolbarVisibility`, `.sheet`, `.fullScreenCover`, `.popover`.
enum HierarchySwiftUIModifierValue: Sendable, Hashable {
  /// `.statusBarHidden(value)` (`.statusBarHidden()` is `true`), or the old
  /// `.statusBar(hidden:)`.
  case statusBarHidden(HierarchyValue, origin: SourceOrigin)
  /// `.preferredColorScheme(value)`: `dark`, `light`, `none` (nil) or an expression.
  case preferredColorScheme(HierarchyValue, origin: SourceOrigin)
  /// `.toolbarColorScheme(value, for: .statusBar)` (iOS 27, R40): `dark`, `light`, `none`
  /// (nil) or an expression.
  case statusBarColorScheme(HierarchyValue, origin: SourceOrigin)
  /// `.toolbarVisibility(value, for: .statusBar)` (iOS 27, R40), or the deprecated
  /// `.toolbar(value, for: .statusBar)`: `hidden`, `visible`, `automatic` or an expression.
  case statusBarVisibility(HierarchyValue, origin: SourceOrigin)
  /// `.sheet(isPresented:)` or `.sheet(item:)` and the content's view.
  case sheet(trigger: String, content: HierarchySwiftUIView, origin: SourceOrigin)
  /// `.fullScreenCover(isPresented:)` or `(item:)` and the content's view.
  case fullScreenCover(trigger: String, content: HierarchySwiftUIView, origin: SourceOrigin)
  /// `.popover(isPresented:)` or `(item:)` and the content's view: a popover where the width
  /// is regular, adapted by UIKit elsewhere.
  case popover(trigger: String, content: HierarchySwiftUIView, origin: SourceOrigin)

  /// Where the modifier is applied.
  var origin: SourceOrigin {
    switch self {
    case .statusBarHidden(_, let origin), .preferredColorScheme(_, let origin),
      .statusBarColorScheme(_, let origin), .statusBarVisibility(_, let origin),
      .sheet(_, _, let origin), .fullScreenCover(_, _, let origin), .popover(_, _, let origin):
      return origin
    }
  }

  /// The content a presenting modifier shows, and the `modalPresentationStyle` UIKit
  /// presents its hosting controller with; nil for the other modifiers.
  var presentation: (content: HierarchySwiftUIView, style: String)? {
    switch self {
    case .sheet(_, let content, _): return (content, "pageSheet")
    case .fullScreenCover(_, let content, _): return (content, "fullScreen")
    case .popover(_, let content, _): return (content, "popover")
    case .statusBarHidden, .preferredColorScheme, .statusBarColorScheme, .statusBarVisibility:
      return nil
    }
  }
}
