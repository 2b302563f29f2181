import StyleRuleKit

/// The hierarchy the Swift files state, joined across files by ``SwiftHierarchyAssembler``.
///
/// It separates what holds at launch (a window's root and the children stated at set-up) from
/// what is only possible (a `present` in a button action, a push in a callback, a root chosen
/// under a condition): ``HierarchyPlacement/certainty`` says which, and nothing possible is
/// ever written into a window's tree.
struct HierarchyDescription: Sendable, Hashable {
  /// The windows, in source order of their first mention.
  var windows: [HierarchyWindow]
  /// `present`, `show` and `showDetailViewController` calls, in source order.
  var presentations: [HierarchyPlacement]
  /// `pushViewController`, `addChild` and `setViewControllers` calls that are not part of a
  /// controller's construction, in source order.
  var containerChanges: [HierarchyPlacement]
  /// SwiftUI views and the status bar modifiers and presentations their code applies.
  var swiftUIViews: [HierarchySwiftUIViewDescription]
  /// The literal styles `adaptivePresentationStyle(for:…)` returns, per class.
  var adaptiveStyles: [HierarchyAdaptiveStyle]
  /// What could not be determined, with where and why, in source order.
  var undetermined: [HierarchyUndetermined]
  /// The files SwiftParser had to recover from syntax errors in.
  var filesWithSyntaxErrors: [String]
  /// What the assembly established that adds no statement (a cycle of launch calls).
  var notes: [ScanNote] = []
  /// The children each app class's set-up adds, as a tree rooted at an instance of the
  /// class, by class name (``SwiftHierarchyAssembly/setUpTrees()``): given to the instances
  /// a storyboard makes.
  var setUpTrees: [String: HierarchyTree] = [:]
  /// The module's SwiftUI views, the views each shows and the representables.
  var swiftUIViewGraph = SwiftUIViewGraph()
  /// Which app controller classes conform to each protocol: those whose placed instances
  /// make what a protocol extension's methods make.
  var conformances = ProtocolConformances()

  /// Creates a description.
  init(
    windows: [HierarchyWindow] = [], presentations: [HierarchyPlacement] = [],
    containerChanges: [HierarchyPlacement] = [],
    swiftUIViews: [HierarchySwiftUIViewDescription] = [],
    adaptiveStyles: [HierarchyAdaptiveStyle] = [], undetermined: [HierarchyUndetermined] = [],
    filesWithSyntaxErrors: [String] = []
  ) {
    self.windows = windows
    self.presentations = presentations
    self.containerChanges = containerChanges
    self.swiftUIViews = swiftUIViews
    self.adaptiveStyles = adaptiveStyles
    self.undetermined = undetermined
    self.filesWithSyntaxErrors = filesWithSyntaxErrors
  }
}

/// What a view controller class is, as the class scan found it (from its superclass chain).
enum HierarchyControllerFamily: String, Sendable, Hashable {
  /// A `UIViewController` (or table, collection view controller) that is not a container.
  case viewController
  /// A `UINavigationController`.
  case navigationController
  /// A `UITabBarController`.
  case tabBarController
  /// A `UISplitViewController`.
  case splitViewController
  /// A `UIPageViewController`.
  case pageViewController
  /// A `UIHostingController`.
  case hostingController
  /// A system controller an app presents (`UIAlertController`, `SFSafariViewController`…).
  case system
  /// A view controller whose family the class scan could not tell.
  case unknown
}

/// The view controller classes the assembler may name: the app's, and UIKit's own.
struct HierarchyKnownControllers: Sendable, Hashable {
  /// Each class name and its family.
  var families: [String: HierarchyControllerFamily]
  /// The superclass of each app class, by its Swift name and its rules name (an app class's
  /// rules name, or UIKit's class).
  var superclasses: [String: String] = [:]
  /// The classes the files read declare that are not view controllers (`XMLElement`): a call
  /// named like a container's (`addChild`) on one of them places no controller.
  var otherClasses: Set<String>
  /// The set-up methods classes override without calling `super`
  /// (``SetUpInheritance/key(className:function:)``).
  var setUpWithoutSuper: Set<String> = []

  /// The known classes: `appClasses` (from the class scan) and UIKit's controllers, and the
  /// app's `otherClasses`, known not to be view controllers.
  init(
    appClasses: [String: HierarchyControllerFamily], otherClasses: Set<String> = [],
    conformances: ProtocolConformances = ProtocolConformances()
  ) {
    self.conformances = conformances
    var families = Self.uiKit
    for (name, family) in appClasses { families[name] = family }
    self.families = families
    self.otherClasses = otherClasses.filter { families[$0] == nil }
  }

  /// Which app controller classes conform to each protocol.
  var conformances: ProtocolConformances

  /// Whether `self` in code of `type` is a view controller: `type` is a known controller
  /// class, or a protocol that app controller classes conform to (its extensions' methods
  /// run on their instances).
  func selfIsController(in type: String) -> Bool {
    family(of: SwiftTypeNames.simpleName(type)) != nil || family(of: type) != nil
      || conformances.hasConformers(type)
  }

  /// Whether a class is one the files read declare and that is not a view controller.
  func isNotController(_ className: String) -> Bool {
    otherClasses.contains(className)
  }

  /// The family of a class, when it is a known view controller class.
  func family(of className: String) -> HierarchyControllerFamily? {
    families[className]
  }

  /// UIKit's and SwiftUI's controllers and the system controllers the rules language names.
  static let uiKit: [String: HierarchyControllerFamily] = [
    "UIViewController": .viewController, "UITableViewController": .viewController,
    "UICollectionViewController": .viewController,
    "UINavigationController": .navigationController, "UITabBarController": .tabBarController,
    "UISplitViewController": .splitViewController, "UIPageViewController": .pageViewController,
    "UIHostingController": .hostingController, "UIAlertController": .system,
    "UIActivityViewController": .system, "UIImagePickerController": .system,
    "SFSafariViewController": .system, "MFMailComposeViewController": .system,
    "UIDocumentPickerViewController": .system, "PHPickerViewController": .system,
    "UISearchController": .system,
  ]
}

/// A window: its creation, its root at launch (or when the code creates it) and its settings.
struct HierarchyWindow: Sendable, Hashable {
  /// The variable that holds it (`window`, `overlay`), or the `App` type for a `WindowGroup`.
  var variable: String
  /// The type whose code creates or configures it.
  var typeName: String?
  /// The role of that type: scene delegate, app delegate, SwiftUI app, other.
  var role: HierarchyOwnerRole
  /// Whether it is the app's window at launch.
  ///
  /// That is, configured at set-up by a scene or app delegate, or a SwiftUI `WindowGroup`.
  /// Otherwise it appears later (a scenario event).
  var isLaunchWindow: Bool
  /// The window's class (`UIWindow`), when the code creates it.
  var className: String?
  /// Where it is created (or first configured).
  var origin: SourceOrigin
  /// The code site that configures it (the creating method).
  var site: HierarchyCodeSite
  /// Its root, when one unconditional assignment in the configuring method states it; a tree
  /// with an unknown root when the code computes or chooses it.
  var root: HierarchyTree?
  /// Every other `rootViewController` assignment: under a condition, or in another method.
  var otherRoots: [HierarchyWindowRootChange]
  /// The last unconditional value of each property set in the configuring method.
  var settings: [HierarchyPresentationSetting]
  /// The other property assignments (conditional, or in other methods).
  var laterSettings: [HierarchyPresentationSetting]
  /// Where `makeKeyAndVisible()` is called, when it is.
  var makeKeyAndVisible: SourceOrigin?

  /// Creates a window description.
  init(
    variable: String, typeName: String?, role: HierarchyOwnerRole, isLaunchWindow: Bool,
    className: String?, origin: SourceOrigin, site: HierarchyCodeSite, root: HierarchyTree?,
    otherRoots: [HierarchyWindowRootChange] = [], settings: [HierarchyPresentationSetting] = [],
    laterSettings: [HierarchyPresentationSetting] = [], makeKeyAndVisible: SourceOrigin? = nil
  ) {
    self.variable = variable
    self.typeName = typeName
    self.role = role
    self.isLaunchWindow = isLaunchWindow
    self.className = className
    self.origin = origin
    self.site = site
    self.root = root
    self.otherRoots = otherRoots
    self.settings = settings
    self.laterSettings = laterSettings
    self.makeKeyAndVisible = makeKeyAndVisible
  }
}

/// A `rootViewController` assignment that is not the window's root at creation: possible.
struct HierarchyWindowRootChange: Sendable, Hashable {
  /// The controller assigned.
  var root: HierarchyTree
  /// Where it is assigned.
  var origin: SourceOrigin
  /// The code site (moment, conditions).
  var site: HierarchyCodeSite
}

/// A controller and the children stated at its set-up, flattened: node 0 is the root, and
/// every node names its parent, so no walk over it needs recursion.
struct HierarchyTree: Sendable, Hashable {
  /// The nodes, parents before their children, children in order.
  var nodes: [HierarchyTreeNode]

  /// The root's controller.
  var root: HierarchyTreeNode? { nodes.first }
}

/// One controller in a ``HierarchyTree``.
struct HierarchyTreeNode: Sendable, Hashable {
  /// What the controller is.
  var controller: HierarchyResolvedController
  /// The parent's index, nil for the root.
  var parent: Int?
  /// The children's indices, in order.
  var children: [Int]
  /// How the parent holds it.
  var relation: HierarchyChildRelation
  /// Where the controller's expression is.
  var origin: SourceOrigin
  /// Where the statement placing it under its parent is (its expression's origin for an
  /// initializer argument).
  var placedAt: SourceOrigin
  /// Where the expression that makes the controller is, at the end of the locals and
  /// properties that hold it (`UINavigationController(…)` for `self.flow`): two trees with
  /// the same one are the same object.
  var madeAt: SourceOrigin?
  /// Presentation settings set on this instance, in source order.
  var settings: [HierarchyPresentationSetting]
  /// The tab selections made when it is built or set up (`selectedIndex = …`), in source
  /// order.
  var selections: [HierarchySelection]
  /// Whether the code chooses this controller at run time among its children (each of
  /// relation ``HierarchyChildRelation/alternative``).
  var isChoice = false

  /// Creates a tree node.
  init(
    controller: HierarchyResolvedController, parent: Int?, children: [Int] = [],
    relation: HierarchyChildRelation,
    origin: SourceOrigin, placedAt: SourceOrigin,
    settings: [HierarchyPresentationSetting] = [], selections: [HierarchySelection] = []
  ) {
    self.controller = controller
    self.parent = parent
    self.children = children
    self.relation = relation
    self.origin = origin
    self.placedAt = placedAt
    self.settings = settings
    self.selections = selections
  }
}

/// How a controller holds a child.
enum HierarchyChildRelation: String, Sendable, Hashable {
  /// The tree's root.
  case root
  /// The `rootViewController:` of an initializer (a navigation controller's first).
  case initializerRoot
  /// Pushed onto a navigation stack at set-up.
  case pushed
  /// Listed in `viewControllers = […]` or `setViewControllers(…)` (the stack or the tabs).
  case viewControllers
  /// An unknown controller standing for the children a computed list gives
  /// (`viewControllers = list.map { … }`), whose number the code does not state.
  case computedViewControllers
  /// `addChild`: a custom container's child.
  case addedChild
  /// `setViewController(_:for:)`: a split view controller's column.
  case column
  /// One of a choice's alternatives: the parent is a controller chosen at run time.
  case alternative
}

/// A controller as the assembler can name it.
enum HierarchyResolvedController: Sendable, Hashable {
  /// A known view controller class (the app's or UIKit's).
  case controller(className: String)
  /// A hosting controller and its root view (`UIHostingController<ContentView>`).
  case hosting(className: String, rootView: HierarchySwiftUIView?)
  /// A controller a storyboard instantiates; the storyboard reader's facts resolve it. The
  /// cast, when the code writes one, names the class the code expects.
  case storyboard(HierarchyStoryboardReference, castClassName: String?)
  /// Not determined, and why.
  case unknown(reason: String)
}

/// Whether a placement holds at launch or may happen.
enum HierarchyPlacementCertainty: String, Sendable, Hashable {
  /// In a set-up method of the presenter's class, outside closures and conditions: it happens
  /// whenever an instance is set up.
  case atSetUp
  /// When the presenter appears (`viewWillAppear`, `viewDidAppear`), unconditionally.
  case atAppearance
  /// In an action, a callback, a closure or under a condition: it may happen.
  case possible
}

/// Who a `present`, `push`… is called on.
enum HierarchyPresenter: Sendable, Hashable {
  /// An instance of the class whose method makes the call (`present(…)`, `self.present(…)`).
  case instance(className: String)
  /// A controller related to an instance of the class (`navigationController`,
  /// `tabBarController`, `parent`…).
  case related(className: String, path: String)
  /// A controller the code constructs or keeps (a local, a stored property).
  case controller(HierarchyTree)
  /// An expression not followed, as written, in the class's code.
  case expression(className: String?, text: String)
  /// Whatever is on top at that moment (`topMost()`, `keyWindow?.rootViewController?.topMost`),
  /// as written, in code that is not certainly run by that controller.
  case topOfState(className: String?, text: String)
  /// `a ?? b`: the first that is not nil at run time, which the sources do not say. Each
  /// alternative as written, who it is, and the class it is declared as when it is a stored
  /// property (`weak var splitViewController: RootSplitViewController?`).
  indirect case firstNonNil(
    className: String?, texts: [String], alternatives: [HierarchyPresenter],
    declaredClasses: [String?])

  /// Whether it names who the call is made on (a controller, one related to it, whatever is
  /// on top), rather than leaving it to an expression or a run-time choice.
  var isNamed: Bool {
    switch self {
    case .instance, .related, .controller, .topOfState: true
    case .expression, .firstNonNil: false
    }
  }
}

/// A `present`, `show`, `push`, `addChild` or `setViewControllers` call, with what it places.
struct HierarchyPlacement: Sendable, Hashable {
  /// The call.
  var operation: HierarchyOperation
  /// Who it is called on.
  var presenter: HierarchyPresenter
  /// The controllers placed (the list for `setViewControllers`), each with its children.
  var targets: [HierarchyTree]
  /// For a target chosen at run time among several (a ternary, branches), the alternatives
  /// are separate placements and this is true.
  var isOneOfSeveral: Bool
  /// Settings made on the target before the call (`modalPresentationStyle`…): UIKit reads
  /// them when it presents.
  var settingsBefore: [HierarchyPresentationSetting]
  /// Settings made on the target after the call: too late for this presentation.
  var settingsAfter: [HierarchyPresentationSetting]
  /// The `animated:` argument, when literal.
  var animated: Bool?
  /// Whether it holds at set-up or may happen.
  var certainty: HierarchyPlacementCertainty
  /// Where the call is.
  var origin: SourceOrigin
  /// The code site (class, method, moment, conditions such as `case .settings`).
  var site: HierarchyCodeSite

  /// Creates a placement.
  init(
    operation: HierarchyOperation, presenter: HierarchyPresenter, targets: [HierarchyTree],
    isOneOfSeveral: Bool = false, settingsBefore: [HierarchyPresentationSetting] = [],
    settingsAfter: [HierarchyPresentationSetting] = [], animated: Bool? = nil,
    certainty: HierarchyPlacementCertainty, origin: SourceOrigin, site: HierarchyCodeSite
  ) {
    self.operation = operation
    self.presenter = presenter
    self.targets = targets
    self.isOneOfSeveral = isOneOfSeveral
    self.settingsBefore = settingsBefore
    self.settingsAfter = settingsAfter
    self.animated = animated
    self.certainty = certainty
    self.origin = origin
    self.site = site
  }
}

/// A SwiftUI view type and what its code applies: status bar modifiers, sheets and covers.
struct HierarchySwiftUIViewDescription: Sendable, Hashable {
  /// The view's type.
  var typeName: String
  /// The modifiers, in source order, each with its code site.
  var modifiers: [HierarchySwiftUIModifier]
}

/// Something the code does not state, with where the scan looked and why.
struct HierarchyUndetermined: Sendable, Hashable, Comparable {
  /// Where.
  var origin: SourceOrigin
  /// Why, as a sentence fragment (`rootViewController is the result of makeRoot(), not
  /// followed`).
  var reason: String
  /// The kind of obstacle, which the summary counts.
  var category: UndeterminedReason = .other

  /// Orders by origin, then reason.
  static func < (lhs: HierarchyUndetermined, rhs: HierarchyUndetermined) -> Bool {
    lhs.origin == rhs.origin ? lhs.reason < rhs.reason : lhs.origin < rhs.origin
  }
}
