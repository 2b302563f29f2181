/// What one Swift file states about the view controller hierarchy.
///
/// ``SwiftHierarchyReader`` fills it from one parsed file; ``SwiftHierarchyAssembler`` joins the
/// facts of every file into a ``HierarchyDescription``. Controllers are kept in a flat table
/// (``controllers``) and referred to by index, so that no deep input makes a deep value: every
/// walk over them is iterative.
///
/// Nothing here is a guess: an expression the reader does not follow is a controller of kind
/// ``HierarchyControllerKind/unknown(reason:)`` with its origin.
public struct SwiftHierarchyFacts: Sendable, Hashable {
  /// The file's path, as given to the reader.
  public var path: String
  /// Whether SwiftParser had to recover from syntax errors: the facts are what it could read.
  public var hasSyntaxErrors: Bool
  /// The controller expressions the file states, indexed by ``HierarchyControllerID``.
  public var controllers: [HierarchyController]
  /// The windows the file creates or configures.
  public var windows: [HierarchyWindowFact]
  /// The values the file gives to stored properties that a controller expression reads.
  public var propertyValues: [HierarchyPropertyValue]
  /// The properties the file's types declare, to say what a name the reader does not follow
  /// is.
  public var declaredProperties: [HierarchyDeclaredProperty]
  /// The calls that place controllers (`present`, `pushViewController`, `addChild`…).
  public var actions: [HierarchyAction]
  /// `selectedIndex = …` and `selectedViewController = …`.
  public var selections: [HierarchySelection]
  /// The literal styles `adaptivePresentationStyle(for:…)` returns, per class.
  public var adaptiveStyles: [HierarchyAdaptiveStyle]
  /// SwiftUI `App` declarations.
  public var swiftUIApps: [HierarchySwiftUIApp]
  /// The members whose declared type is a SwiftUI `Scene` (an `App`'s `body`, a computed
  /// property or function of any type returning `some Scene`), with the scenes each lists.
  public var sceneMembers: [HierarchySceneMember]
  /// SwiftUI modifiers found in the bodies of types (`.statusBarHidden`, `.sheet`…).
  public var swiftUIModifiers: [HierarchySwiftUIModifier]

  /// Creates the facts of a file.
  public init(
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

/// Where a fact was read: a file path, and a 1-based line and column in it.
///
/// Columns count UTF-8 bytes, as SwiftSyntax's `SourceLocationConverter` gives them.
public struct HierarchyOrigin: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// Creates an origin.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `PATH:LINE:COLUMN`.
  public var description: String { "\(path):\(line):\(column)" }

  /// Orders by path, then line, then column.
  public static func < (lhs: HierarchyOrigin, rhs: HierarchyOrigin) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}

/// The index of a controller in its file's ``SwiftHierarchyFacts/controllers``.
public typealias HierarchyControllerID = Int

/// When the code runs, as far as the method it is in tells.
public enum HierarchyMoment: String, Sendable, Hashable, Comparable {
  /// At set-up: an initializer, `loadView`, `viewDidLoad`, `awakeFromNib`, or the scene or app
  /// delegate's launch method, outside any closure. What it states holds at the first screen.
  case setUp
  /// When the controller appears: `viewWillAppear(_:)` or `viewDidAppear(_:)`.
  case appearance
  /// Later: any other method (an action, a callback), or a closure anywhere. What it states is
  /// possible, not the launch state.
  case later

  /// Orders set-up first.
  public static func < (lhs: HierarchyMoment, rhs: HierarchyMoment) -> Bool {
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
public enum HierarchyOwnerRole: String, Sendable, Hashable {
  /// It conforms to `UIWindowSceneDelegate`, or the method is `scene(_:willConnectTo:options:)`.
  case sceneDelegate
  /// It conforms to `UIApplicationDelegate`, or the method is
  /// `application(_:didFinishLaunchingWithOptions:)`.
  case appDelegate
  /// A SwiftUI `App` (a type conforming to `App`).
  case swiftUIApp
  /// Any other type, or code outside a type.
  case other
}

/// The code a fact was read in: its type, method, moment and the branch it is in.
public struct HierarchyCodeSite: Sendable, Hashable {
  /// The enclosing type's name, nested names joined with `.` (`Outer.Inner`).
  ///
  /// For code in an extension, the extended type. Nil at the top level of a file.
  public var typeName: String?
  /// The role of the enclosing type (or of the method) at launch.
  public var role: HierarchyOwnerRole
  /// The enclosing method as Swift names it (`viewDidLoad()`, `scene(_:willConnectTo:options:)`,
  /// `init(coder:)`, `body` for a computed property); nil for a stored property's initial value.
  public var function: String?
  /// When the code runs.
  public var moment: HierarchyMoment
  /// Whether the code is inside a closure.
  public var inClosure: Bool
  /// The conditions around it, outermost first: `case .settings`, `if isLoggedIn`, `else`,
  /// `guard`, `for`… (empty when the code runs whenever the method does).
  public var conditions: [String]

  /// Creates a code site.
  public init(
    typeName: String?, role: HierarchyOwnerRole = .other, function: String?,
    moment: HierarchyMoment, inClosure: Bool = false, conditions: [String] = []
  ) {
    self.typeName = typeName
    self.role = role
    self.function = function
    self.moment = moment
    self.inClosure = inClosure
    self.conditions = conditions
  }

  /// Whether what happens here happens at set-up, unconditionally.
  public var isLaunchState: Bool { moment == .setUp && conditions.isEmpty }
}

/// A controller expression: what is created or referred to where the code places a controller.
public struct HierarchyController: Sendable, Hashable {
  /// What the expression is.
  public var kind: HierarchyControllerKind
  /// Where the expression starts.
  public var origin: HierarchyOrigin
  /// The class an `as`, `as?` or `as!` cast names, when the expression has one.
  public var castClassName: String?
  /// The children the expression itself states, in order: the `rootViewController:` argument of
  /// an initializer (`UINavigationController(rootViewController: home)`).
  public var initialChildren: [HierarchyControllerID]
  /// Properties set on this instance before or after it is placed, in source order.
  public var settings: [HierarchyPresentationSetting]
  /// The code site where the expression is.
  public var site: HierarchyCodeSite

  /// Creates a controller expression.
  public init(
    kind: HierarchyControllerKind, origin: HierarchyOrigin, castClassName: String? = nil,
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
public enum HierarchyControllerKind: Sendable, Hashable {
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
  /// One of these, chosen at run time (a ternary, a local assigned in branches).
  case oneOf([HierarchyControllerID])
  /// `self`: the instance of the enclosing class.
  case selfReference
  /// An expression the reader does not follow, and why.
  case unknown(reason: String)
}

/// `UIStoryboard(name:bundle:).instantiateViewController(withIdentifier:)` and its kin.
public struct HierarchyStoryboardReference: Sendable, Hashable {
  /// The storyboard's name, when a string literal states it; nil for the calling controller's
  /// own `storyboard` or a name that is computed.
  public var storyboardName: String?
  /// The storyboard ID; nil for `instantiateInitialViewController()`.
  public var identifier: String?
  /// Whether the call is `instantiateInitialViewController()`.
  public var isInitial: Bool
  /// Whether the storyboard is the calling controller's own (`storyboard?.instantiate…`):
  /// the one that holds the identifier, when exactly one storyboard read does.
  public var isCallersStoryboard: Bool
  /// Why the name or identifier is not known, when one is not.
  public var unknownReason: String?

  /// Creates a storyboard reference.
  public init(
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
public struct HierarchySwiftUIView: Sendable, Hashable {
  /// The view's type (`ContentView`), or nil when the expression is not a type's initializer.
  public var typeName: String?
  /// Where the view expression starts.
  public var origin: HierarchyOrigin
  /// Modifiers chained onto the expression (`ContentView().statusBarHidden(true)`), in order.
  public var modifiers: [HierarchySwiftUIModifierValue]

  /// Creates a view expression.
  public init(
    typeName: String?, origin: HierarchyOrigin, modifiers: [HierarchySwiftUIModifierValue] = []
  ) {
    self.typeName = typeName
    self.origin = origin
    self.modifiers = modifiers
  }
}

/// A property set on a controller instance that UIKit reads when it presents it or lays it
/// out.
public struct HierarchyPresentationSetting: Sendable, Hashable {
  /// `modalPresentationStyle`, `modalPresentationCapturesStatusBarAppearance`,
  /// `modalTransitionStyle`, `overrideUserInterfaceStyle` or `definesPresentationContext`, or
  /// a layout property as the code spells it (`navigationBar.isTranslucent`,
  /// `tableView.contentInsetAdjustmentBehavior`), its value then in the rules file's words
  /// when the scan reads it (`[top, bottom]`).
  public var property: String
  /// The value.
  public var value: HierarchyValue
  /// Where it is set.
  public var origin: HierarchyOrigin
  /// The code site.
  public var site: HierarchyCodeSite

  /// Creates a setting.
  public init(
    property: String, value: HierarchyValue, origin: HierarchyOrigin, site: HierarchyCodeSite
  ) {
    self.property = property
    self.value = value
    self.origin = origin
    self.site = site
  }
}

/// A value as the code states it: a literal, or an expression that is not one.
public enum HierarchyValue: Sendable, Hashable {
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
public struct HierarchyWindowFact: Sendable, Hashable {
  /// The variable as written without `self.`, `?` and `!` (`window`, `overlay`,
  /// `view.window`).
  public var variable: String
  /// Whether the variable is a local of the function (`let overlay = UIWindow(…)`).
  public var isLocal: Bool
  /// The stored properties the local is assigned to (`self.overlayWindow = overlay`).
  public var storedIn: [String]
  /// The window's creation, when this function creates it.
  public var creation: HierarchyWindowCreation?
  /// `rootViewController = …` in this function, in source order.
  public var roots: [HierarchyWindowRoot]
  /// `windowLevel`, `isHidden` and `overrideUserInterfaceStyle`, in source order.
  public var settings: [HierarchyPresentationSetting]
  /// Where `makeKeyAndVisible()` is called, when it is.
  public var makeKeyAndVisible: HierarchyOrigin?
  /// Where the function first mentions the window.
  public var origin: HierarchyOrigin
  /// The code site (the function).
  public var site: HierarchyCodeSite

  /// Creates a window fact.
  public init(
    variable: String, isLocal: Bool, storedIn: [String] = [],
    creation: HierarchyWindowCreation? = nil, roots: [HierarchyWindowRoot] = [],
    settings: [HierarchyPresentationSetting] = [], makeKeyAndVisible: HierarchyOrigin? = nil,
    origin: HierarchyOrigin, site: HierarchyCodeSite
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
public struct HierarchyWindowCreation: Sendable, Hashable {
  /// The window's class (`UIWindow`, or a subclass the code names).
  public var className: String
  /// The first argument label (`windowScene`, `frame`), or nil for `UIWindow()`.
  public var initializer: String?
  /// Where the initializer is called.
  public var origin: HierarchyOrigin

  /// Creates a window creation.
  public init(className: String, initializer: String?, origin: HierarchyOrigin) {
    self.className = className
    self.initializer = initializer
    self.origin = origin
  }
}

/// `window.rootViewController = controller`.
public struct HierarchyWindowRoot: Sendable, Hashable {
  /// The controller assigned.
  public var controller: HierarchyControllerID
  /// Where the assignment is.
  public var origin: HierarchyOrigin
  /// The code site (moment, conditions) of the assignment.
  public var site: HierarchyCodeSite

  /// Creates a root assignment.
  public init(controller: HierarchyControllerID, origin: HierarchyOrigin, site: HierarchyCodeSite) {
    self.controller = controller
    self.origin = origin
    self.site = site
  }
}

/// A value a stored property is given: its initial value or an assignment.
public struct HierarchyPropertyValue: Sendable, Hashable {
  /// The type that owns the property.
  public var ownerType: String?
  /// The property's name.
  public var name: String
  /// The controller expression assigned.
  public var controller: HierarchyControllerID
  /// Where the value is given.
  public var origin: HierarchyOrigin
  /// The code site (nil function for the initial value).
  public var site: HierarchyCodeSite

  /// Creates a property value.
  public init(
    ownerType: String?, name: String, controller: HierarchyControllerID,
    origin: HierarchyOrigin, site: HierarchyCodeSite
  ) {
    self.ownerType = ownerType
    self.name = name
    self.controller = controller
    self.origin = origin
    self.site = site
  }
}

/// A property a type declares: stored (with its initial value as written, if any) or
/// computed.
public struct HierarchyDeclaredProperty: Sendable, Hashable {
  /// The type that declares it.
  public var ownerType: String?
  /// The property's name.
  public var name: String
  /// Whether it is computed (a getter) rather than stored.
  public var isComputed: Bool
  /// A stored property's initial value, as written (shortened), if it has one.
  public var initialValue: String?
  /// Where it is declared.
  public var origin: HierarchyOrigin

  /// Creates a declared property.
  public init(
    ownerType: String?, name: String, isComputed: Bool, initialValue: String?,
    origin: HierarchyOrigin
  ) {
    self.ownerType = ownerType
    self.name = name
    self.isComputed = isComputed
    self.initialValue = initialValue
    self.origin = origin
  }
}

/// A call that places controllers, or changes a container's children.
public struct HierarchyAction: Sendable, Hashable {
  /// What the call does.
  public var operation: HierarchyOperation
  /// The controller the call is made on.
  public var receiver: HierarchyReceiver
  /// The controllers it places, in order (one for all but `setViewControllers`).
  public var targets: [HierarchyControllerID]
  /// The `animated:` argument, when it is a literal.
  public var animated: Bool?
  /// For `setViewControllers`, whether the list is computed (`list.map { … }`): the one
  /// target is an unknown controller standing for children whose number the code does not
  /// state.
  public var listIsComputed: Bool
  /// Where the call is.
  public var origin: HierarchyOrigin
  /// The code site.
  public var site: HierarchyCodeSite

  /// Creates an action.
  public init(
    operation: HierarchyOperation, receiver: HierarchyReceiver, targets: [HierarchyControllerID],
    animated: Bool? = nil, listIsComputed: Bool = false, origin: HierarchyOrigin,
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
public struct HierarchySelection: Sendable, Hashable {
  /// The controller whose tab is selected.
  public var receiver: HierarchyReceiver
  /// `selectedIndex` or `selectedViewController`.
  public var property: String
  /// The value as written (shortened).
  public var value: String
  /// Where it is set.
  public var origin: HierarchyOrigin
  /// The code site.
  public var site: HierarchyCodeSite

  /// Creates a selection.
  public init(
    receiver: HierarchyReceiver, property: String, value: String, origin: HierarchyOrigin,
    site: HierarchyCodeSite
  ) {
    self.receiver = receiver
    self.property = property
    self.value = value
    self.origin = origin
    self.site = site
  }
}

/// The UIKit calls that place controllers.
public enum HierarchyOperation: String, Sendable, Hashable {
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
}

/// The controller a call is made on.
public enum HierarchyReceiver: Sendable, Hashable {
  /// `self` (or no receiver) in the enclosing type.
  case selfController
  /// A controller related to `self`: `navigationController`, `tabBarController`,
  /// `splitViewController`, `parent`, `presentingViewController`…
  case related(String)
  /// A controller expression of the file (a local, a stored property, an instance).
  case controller(HierarchyControllerID)
  /// Any other receiver, as written.
  case expression(String)
}

/// The literal styles a class's `adaptivePresentationStyle(for:traitCollection:)` returns.
public struct HierarchyAdaptiveStyle: Sendable, Hashable {
  /// The type the method is in (usually a presentation controller delegate).
  public var typeName: String?
  /// The method's name (`adaptivePresentationStyle(for:traitCollection:)`).
  public var function: String
  /// Each value returned, in source order (`.none` is `name("none")`).
  public var values: [HierarchyValue]
  /// Where each value is returned.
  public var origins: [HierarchyOrigin]
  /// Where the method is declared.
  public var origin: HierarchyOrigin

  /// Creates an adaptive style fact.
  public init(
    typeName: String?, function: String, values: [HierarchyValue], origins: [HierarchyOrigin],
    origin: HierarchyOrigin
  ) {
    self.typeName = typeName
    self.function = function
    self.values = values
    self.origins = origins
    self.origin = origin
  }
}

/// A SwiftUI `App`: its scenes are those its `body` lists (``HierarchySceneMember``), joined
/// across files by the assembler.
public struct HierarchySwiftUIApp: Sendable, Hashable {
  /// The app type's name.
  public var typeName: String
  /// Whether it is marked `@main`.
  public var isMain: Bool
  /// Where the type is declared.
  public var origin: HierarchyOrigin

  /// Creates an app fact.
  public init(typeName: String, isMain: Bool, origin: HierarchyOrigin) {
    self.typeName = typeName
    self.isMain = isMain
    self.origin = origin
  }
}

/// A member whose declared type is a SwiftUI `Scene` (`var body: some Scene`, `var appScene:
/// some Scene`, `func scenes() -> some Scene`) and the scenes it lists, in source order.
///
/// The members of a type are found in its declaration and in its extensions, in any file: the
/// assembler follows an `App`'s `body` through them.
public struct HierarchySceneMember: Sendable, Hashable {
  /// The type it is declared in (for an extension, the extended type); nil at a file's top
  /// level.
  public var typeName: String?
  /// The member as the reader names methods (`body`, `appScene`, `scenes(for:)`).
  public var name: String
  /// The scenes it lists, in source order.
  public var items: [HierarchySceneItem]
  /// Where the member's code starts.
  public var origin: HierarchyOrigin

  /// Creates a scene member.
  public init(
    typeName: String?, name: String, items: [HierarchySceneItem] = [], origin: HierarchyOrigin
  ) {
    self.typeName = typeName
    self.name = name
    self.items = items
    self.origin = origin
  }
}

/// A scene a ``HierarchySceneMember`` lists.
public enum HierarchySceneItem: Sendable, Hashable {
  /// `WindowGroup { Content() }`, with its content view.
  case windowGroup(HierarchySwiftUIView)
  /// Another member of the same type, by the reader's name for it (`appScene`, `self.appScene`,
  /// `makeScenes()` → `makeScenes()`).
  case member(String, origin: HierarchyOrigin)
  /// An instance of a type of the app (`MainScene()`), whose `body` lists its scenes.
  case sceneType(String, origin: HierarchyOrigin)

  /// Where the scene is written.
  public var origin: HierarchyOrigin {
    switch self {
    case .windowGroup(let view): return view.origin
    case .member(_, let origin), .sceneType(_, let origin): return origin
    }
  }
}

/// A SwiftUI modifier that matters to the status bar, with the type whose code applies it.
public struct HierarchySwiftUIModifier: Sendable, Hashable {
  /// The type whose body (or other member) applies the modifier.
  public var typeName: String?
  /// The modifier and its value.
  public var value: HierarchySwiftUIModifierValue
  /// The code site (member, conditions).
  public var site: HierarchyCodeSite

  /// Creates a modifier fact.
  public init(typeName: String?, value: HierarchySwiftUIModifierValue, site: HierarchyCodeSite) {
    self.typeName = typeName
    self.value = value
    self.site = site
  }
}

/// One of `.statusBarHidden`, `.preferredColorScheme`, `.sheet`, `.fullScreenCover`.
public enum HierarchySwiftUIModifierValue: Sendable, Hashable {
  /// `.statusBarHidden(value)` (`.statusBarHidden()` is `true`), or the old
  /// `.statusBar(hidden:)`.
  case statusBarHidden(HierarchyValue, origin: HierarchyOrigin)
  /// `.preferredColorScheme(value)`: `dark`, `light`, `none` (nil) or an expression.
  case preferredColorScheme(HierarchyValue, origin: HierarchyOrigin)
  /// `.sheet(isPresented:)` or `.sheet(item:)` and the content's view.
  case sheet(trigger: String, content: HierarchySwiftUIView, origin: HierarchyOrigin)
  /// `.fullScreenCover(isPresented:)` or `(item:)` and the content's view.
  case fullScreenCover(trigger: String, content: HierarchySwiftUIView, origin: HierarchyOrigin)

  /// Where the modifier is applied.
  public var origin: HierarchyOrigin {
    switch self {
    case .statusBarHidden(_, let origin), .preferredColorScheme(_, let origin),
      .sheet(_, _, let origin), .fullScreenCover(_, _, let origin):
      return origin
    }
  }
}
