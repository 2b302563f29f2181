import StyleRuleKit

/// Turns the hierarchy the Swift files state (``HierarchyDescription``) into the scan's facts:
/// windows and scenes with their controller trees, and the transitions of the scenario.
///
/// Only what holds at launch goes into a window: the root a scene or app delegate assigns at
/// set-up, unconditionally, with the children stated when it is built. Everything that may
/// happen (a `present` in an action, a push in a callback, a root chosen under a condition)
/// is a transition played in the scenario and undone, or, when the scenario cannot express
/// it, a line under "could not determine". A controller the code computes is written
/// `Name: unknown`; nothing is guessed.
///
/// The work is linear in the facts: trees are converted with work lists, and each placement
/// is turned into a transition at most once, as soon as a controller of its presenter's
/// class is placed.
struct CodeHierarchyBuilder {
  /// What the reader of the hierarchy in code is given (the storyboards and the names).
  var context: CodeHierarchyContext
  /// The Swift files' hierarchy, joined.
  let description: HierarchyDescription
  /// What the code states, filled in by ``build()``.
  var result = CodeHierarchy()
  /// The rules name of each app class, by its Swift name and its rules name.
  let rulesNames: [String: String]
  /// The family of every class the rules file may name, by rules name.
  let families: [String: HierarchyControllerFamily]
  /// The SwiftUI views' own modifiers, by view type.
  let viewModifiers: [String: [HierarchySwiftUIModifier]]
  /// The first `.statusBarHidden` in the code of a SwiftUI view that is never a hosting
  /// controller's root view nor a sheet's content: it may be anywhere inside a root view.
  let unplacedStatusBarHidden: SourceOrigin?
  /// What each root view type shows on its own screen, read once per type.
  var viewScreens: [String: SwiftUIViewGraph.Screen] = [:]
  /// The view types inside each root view type's hosting controller, read once per type.
  var viewReach: [String: Set<String>] = [:]
  /// Every controller placed so far, by name: its class, family and parent.
  var placed: [String: PlacedController] = [:]
  /// The controllers placed so far, by rules class name (the view type for a hosting
  /// controller's root view), in the order they were placed.
  var instancesByClass: [String: [String]] = [:]
  /// The keys of ``instancesByClass``, in the order they were first placed, and those of
  /// ``instancesByMaking`` (``makingKey(_:)``): what a waiting transition waits for.
  var placedClasses: [String] = []
  /// The first controller placed from each expression that makes one, by the expression's
  /// origin (``HierarchyTreeNode/madeAt``).
  var instancesByMaking: [SourceOrigin: String] = [:]
  /// The transitions made on `a ?? b`, said once every other transition is written (what
  /// each alternative is depends on them).
  var transitionsOnFirstNonNil: [HierarchyPlacement] = []

  /// A controller written in the rules file.
  struct PlacedController {
    /// Its class's rules name, nil when unknown.
    var className: String?
    /// Its family.
    var family: HierarchyControllerFamily
    /// The controller that contains it (its container, or its presenter for a presented one).
    var parent: String?
    /// Whether it is presented (a presentation's root), rather than a container's child.
    var isPresented: Bool
  }

  /// Creates a builder over `description`.
  init(context: CodeHierarchyContext, description: HierarchyDescription) {
    self.context = context
    self.description = description
    rulesNames = Self.rulesNames(of: context.classes)
    families = Self.families(of: context.classes)
    var modifiers: [String: [HierarchySwiftUIModifier]] = [:]
    for view in description.swiftUIViews { modifiers[view.typeName] = view.modifiers }
    viewModifiers = modifiers
    unplacedStatusBarHidden = Self.unplacedStatusBarHidden(in: description)
  }

  /// The family of each class: UIKit's, then each app class's by its superclass chain.
  static func families(of classes: [ClassFact]) -> [String: HierarchyControllerFamily] {
    var families = HierarchyKnownControllers.uiKit
    var superclass: [String: SuperclassFact] = [:]
    for fact in classes { superclass[fact.name] = fact.superclass }
    for fact in classes {
      var current = fact.superclass
      var steps = 0
      var family = HierarchyControllerFamily.unknown
      while steps <= classes.count {
        steps += 1
        switch current {
        case .known(let name, _), .opaque(let name, _):
          family = HierarchyKnownControllers.uiKit[name] ?? .unknown
        case .app(let name):
          if let next = superclass[name] {
            current = next
            continue
          }
        }
        break
      }
      families[fact.name] = family
    }
    return families
  }

  /// The rules name of each app class of `classes`, by its Swift name and by its rules name.
  static func rulesNames(of classes: [ClassFact]) -> [String: String] {
    var names: [String: String] = [:]
    for fact in classes {
      names[fact.swiftName] = fact.name
      if names[fact.name] == nil { names[fact.name] = fact.name }
    }
    return names
  }

  /// The known controllers as the assembler names them: by Swift name and by rules name;
  /// and the other classes `declarations` declare (not view controllers).
  static func knownControllers(
    _ classes: [ClassFact], declarations: [SwiftFileDeclarations] = []
  ) -> HierarchyKnownControllers {
    let families = families(of: classes)
    var app: [String: HierarchyControllerFamily] = [:]
    for fact in classes {
      app[fact.swiftName] = families[fact.name] ?? .unknown
      app[fact.name] = families[fact.name] ?? .unknown
    }
    var others: Set<String> = []
    var setUpWithoutSuper: Set<String> = []
    for file in declarations {
      for type in file.types where type.kind == .classDeclaration {
        if app[type.name] == nil { others.insert(type.name) }
        for function in type.setUpMethodsWithoutSuper {
          setUpWithoutSuper.insert(SetUpInheritance.key(className: type.name, function: function))
        }
      }
    }
    var known = HierarchyKnownControllers(
      appClasses: app, otherClasses: others,
      conformances: ProtocolConformances(classes: classes, declarations: declarations))
    known.setUpWithoutSuper = setUpWithoutSuper
    for fact in classes {
      switch fact.superclass {
      case .app(let name), .known(let name, _), .opaque(let name, _):
        known.superclasses[fact.swiftName] = name
        known.superclasses[fact.name] = name
      }
    }
    return known
  }

  // MARK: - The whole hierarchy

  /// Builds the windows, scenes and transitions.
  mutating func build() -> CodeHierarchy {
    buildWindows()
    buildTransitions()
    result.notes += description.notes
    for item in description.undetermined where !Self.isSyntaxErrorNote(item) {
      result.undetermined.append(
        UndeterminedFact(what: item.reason, origin: item.origin, reason: item.category))
    }
    return result
  }

  /// Whether an item only repeats that a file has syntax errors (the summary lists those).
  static func isSyntaxErrorNote(_ item: HierarchyUndetermined) -> Bool {
    item.reason.hasPrefix("the file has syntax errors")
  }

  // MARK: - Windows

  /// The launch windows, in a scene when a scene delegate creates them; the others, and
  /// roots assigned later or under a condition, as undetermined.
  mutating func buildWindows() {
    var launchWindows: [HierarchyWindow] = []
    for window in description.windows {
      if window.isLaunchWindow, window.role == .sceneDelegate,
        let named = context.sceneDelegateClass, let type = window.typeName,
        SwiftTypeNames.simpleName(type) != named
      {
        // Another kind of scene's delegate (an external display's, CarPlay's).
        result.undetermined.append(
          UndeterminedFact(
            what:
              "window `\(window.variable)` is made by \(type), not by \(named), the scene delegate of the Info.plist's application scene configuration: it is another kind of scene's window, not written",
            origin: window.origin, reason: .windowElsewhere))
      } else if window.isLaunchWindow {
        launchWindows.append(window)
      } else if window.role == .swiftUIApp {
        result.undetermined.append(
          UndeterminedFact(
            what:
              "a further WindowGroup of \(window.typeName ?? "the App") opens on request (openWindow, handlesExternalEvents), not at launch: it is not written",
            origin: window.origin, reason: .windowElsewhere))
      } else if window.className == nil {
        result.undetermined.append(
          UndeterminedFact(
            what:
              "window `\(window.variable)` is configured \(Self.describe(window.site)), not created there (it comes from elsewhere): it is not written",
            origin: window.origin, reason: .windowElsewhere))
      } else if let reason = Self.whyNotWritten(laterWindow: window) {
        result.undetermined.append(
          UndeterminedFact(
            what:
              "window `\(window.variable)` is created \(Self.describe(window.site)), not at launch: it is not written (\(reason))",
            origin: window.origin, reason: .windowElsewhere))
      } else {
        result.laterWindows += laterWindows(window)
      }
    }
    // The launch storyboard fills the delegate's `window`; code that creates that window or
    // gives it a root at launch replaces what the storyboard put there. Code that only
    // configures it (`window?.tintColor = …`, `window?.makeKeyAndVisible()`) leaves the
    // storyboard's window, with the settings the rules language has. Another window the
    // code makes at launch (an overlay) is one more window beside the storyboard's.
    if let storyboard = context.launchStoryboard {
      launchWindows.removeAll { window in
        guard Self.configuresStoryboardWindow(window) else { return false }
        let properties = windowProperties(window)
        result.storyboardWindowProperties += properties
        noteOtherRoots(of: window)
        let settings =
          properties.isEmpty
          ? "" : " (with its \(properties.map(\.name).joined(separator: ", ")))"
        result.notes.append(
          ScanNote(
            what:
              "window `\(window.variable)` is only configured \(Self.describe(window.site)), not created nor given a root: it is the window the storyboard \(storyboard) fills, which is written\(settings)",
            origin: window.origin))
        return true
      }
    }
    let replacing =
      context.launchStoryboard == nil
      ? (launchWindows.isEmpty ? nil : 0) : launchWindows.firstIndex(where: Self.isDelegateWindow)
    var facts: [WindowFact] = []
    var sceneOrigin: SourceOrigin?
    for (index, window) in launchWindows.enumerated() {
      let name: String
      if index == replacing {
        name = "Main"
      } else {
        name = context.storyboards.names.name(Self.windowBaseName(window.variable))
      }
      if index == replacing, context.launchStoryboard != nil {
        result.replacesStoryboardWindow = window.root?.root?.placedAt ?? window.origin
      }
      var fact = WindowFact(
        name: name, properties: windowProperties(window), root: nil,
        origin: window.origin)
      if let tree = window.root {
        fact.root = controllerTree(tree, parent: nil, isPresented: false)
      } else {
        let rootName = context.storyboards.names.name("Root")
        fact.root = ControllerFact(
          name: rootName, className: nil, origin: window.origin)
        placed[rootName] = PlacedController(
          className: nil, family: .unknown, parent: nil, isPresented: false)
      }
      noteOtherRoots(of: window)
      if window.role == .sceneDelegate, sceneOrigin == nil {
        sceneOrigin = window.origin
      }
      facts.append(fact)
    }
    if result.replacesStoryboardWindow == nil, let root = context.launchStoryboardRoot {
      // The storyboard's window stays: the code presents and pushes from its controllers.
      register(root, parent: nil, isPresented: false)
      registerDescendants(of: root)
      result.storyboardWindowRoot = addingSetUpChildren(to: root)
    }
    if let sceneOrigin {
      let name = context.storyboards.names.name("Scene")
      result.scenes = [SceneFact(name: name, windows: facts, origin: sceneOrigin)]
    } else {
      result.windows = facts
    }
  }

  /// Records the roots a window is given later or under a condition as undetermined.
  mutating func noteOtherRoots(of window: HierarchyWindow) {
    for change in window.otherRoots {
      result.undetermined.append(
        UndeterminedFact(
          what:
            "window `\(window.variable)` is given \(Self.describe(change.root)) as its root \(Self.describe(change.site)): not written",
          origin: change.origin, reason: .windowElsewhere))
    }
  }

  /// Whether a launch window is the delegate's `window`, neither created nor given a root by
  /// the code: with a launch storyboard, the window the storyboard fills, only configured.
  static func configuresStoryboardWindow(_ window: HierarchyWindow) -> Bool {
    window.role != .swiftUIApp && window.className == nil && window.root == nil
      && windowBaseName(window.variable) == "Window"
  }

  /// Whether a launch window is the delegate's `window`, created or given a root by the code
  /// (rather than only configured, or an extra window beside it).
  static func isDelegateWindow(_ window: HierarchyWindow) -> Bool {
    (window.className != nil || window.root != nil) && windowBaseName(window.variable) == "Window"
  }

  /// A window's name from its variable (`overlayWindow` → `OverlayWindow`).
  static func windowBaseName(_ variable: String) -> String {
    let simple = variable.split(separator: ".").last.map(String.init) ?? variable
    let cleaned = ControllerNameAllocator.identifierPart(simple)
    guard let first = cleaned.first else { return "Window" }
    return first.uppercased() + cleaned.dropFirst()
  }

  /// The window's settings the rules language has (`windowLevel`, `isHidden`,
  /// `overrideUserInterfaceStyle`); others, and values the code computes, are undetermined.
  mutating func windowProperties(_ window: HierarchyWindow) -> [PropertyFact] {
    var properties: [PropertyFact] = []
    for setting in window.settings {
      if let property = property(setting, allowed: Self.windowValues) {
        properties.append(property)
      }
    }
    for setting in window.laterSettings {
      result.undetermined.append(
        UndeterminedFact(
          what:
            "window `\(window.variable)`.\(setting.property) is set to `\(Self.text(setting.value))` \(Self.describe(setting.site)): not written",
          origin: setting.origin, reason: .windowElsewhere))
    }
    return properties
  }

  /// The values the rules language accepts for each window property (nil: any number too).
  static let windowValues: [String: Set<String>] = [
    "windowLevel": ["normal", "statusBar", "alert"],
    "isHidden": ["true", "false"],
    "overrideUserInterfaceStyle": ["unspecified", "light", "dark"],
  ]

  /// The values the rules language accepts for each controller instance property.
  static let controllerValues: [String: Set<String>] = [
    "modalPresentationStyle": ControllerMember.ValueKind.presentationStyle.literals,
    "modalPresentationCapturesStatusBarAppearance": ["true", "false"],
    "definesPresentationContext": ["true", "false"],
    "overrideUserInterfaceStyle": ["unspecified", "light", "dark"],
    "modalTransitionStyle": ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"],
  ]

  /// A setting as a property line, or nil (recorded as undetermined) when the code computes
  /// the value or the language has no such value.
  mutating func property(_ setting: HierarchyPresentationSetting, allowed: [String: Set<String>])
    -> PropertyFact?
  {
    let origin = setting.origin
    let written: String?
    switch setting.value {
    case .name(let name): written = allowed[setting.property]?.contains(name) == true ? name : nil
    case .bool(let value):
      written = allowed[setting.property]?.contains(String(value)) == true ? String(value) : nil
    case .number(let value):
      written =
        setting.property == "windowLevel"
        ? (value == value.rounded() ? String(Int(value)) : String(value)) : nil
    case .none, .expression: written = nil
    }
    guard let written else {
      result.undetermined.append(
        UndeterminedFact(
          what:
            "\(setting.property) is set to `\(Self.text(setting.value))`, which the scan cannot read as a value",
          origin: origin, reason: .valueNotReadable))
      return nil
    }
    return PropertyFact(name: setting.property, value: written, origin: origin)
  }

  /// The layout properties set on an instance, as property lines in the order of
  /// ``ControllerMember`` (the canonical printer's); a value the code computes, or a property
  /// the instance's class does not have in the rules language, is recorded as undetermined.
  mutating func layoutProperties(_ settings: [HierarchyPresentationSetting], className: String?)
    -> [PropertyFact]
  {
    var found: [(member: ControllerMember, fact: PropertyFact)] = []
    for setting in settings {
      guard let member = ControllerMember(swiftName: setting.property), member.isLayoutProperty
      else { continue }
      let origin = setting.origin
      let kind = member.valueKind
      var written: String?
      switch setting.value {
      case .bool(let value) where kind == .boolean: written = String(value)
      case .name(let name) where kind.isStructured || kind.literals.contains(name): written = name
      default: written = nil
      }
      guard let value = written else {
        result.undetermined.append(
          UndeterminedFact(
            what:
              "\(setting.property) is set to `\(Self.text(setting.value))`, which the scan cannot read as a value",
            origin: origin, reason: .valueNotReadable))
        continue
      }
      if let reason = Self.layoutPlacementProblem(
        member, spelled: setting.property, className: className,
        family: className.map { family(of: $0) })
      {
        result.undetermined.append(
          UndeterminedFact(
            what: "\(setting.property) = \(value) is set on an instance: not written, \(reason)",
            origin: origin))
        continue
      }
      found.append((member, PropertyFact(name: member.rulesName, value: value, origin: origin)))
    }
    return found.enumerated().sorted {
      ($0.element.member, $0.offset) < ($1.element.member, $1.offset)
    }.map(\.element.fact)
  }

  /// Why the rules language has no place for a layout property on an instance of
  /// `className` (of `family`), nil when it has.
  static func layoutPlacementProblem(
    _ member: ControllerMember, spelled: String, className: String?,
    family: HierarchyControllerFamily?
  ) -> String? {
    let kind = className ?? "an unknown class"
    switch member.requiredContainerClass {
    case "UINavigationController"?:
      return family == .navigationController
        ? nil : "the rules language has it only on a navigation controller, and this is \(kind)"
    case "UITabBarController"?:
      return family == .tabBarController
        ? nil : "the rules language has it only on a tab bar controller, and this is \(kind)"
    default: break
    }
    switch member {
    case .property(.view):
      return className == "UIViewController"
        ? nil : "the scan writes view only on a UIViewController instance, and this is \(kind)"
    case .property(.contentInsetAdjustmentBehavior):
      let receiver = spelled.split(separator: ".").first.map(String.init)
      if let className, let expected = LayoutPlacement.scrollViewProperties[className],
        receiver == expected
      {
        return nil
      }
      return
        "the rules language has it only on a controller whose view is a scroll view, and the scan does not tell that \(kind)'s view is the `\(receiver ?? "")` set"
    default: return nil
    }
  }

  // MARK: - Controller trees

  /// A flattened tree as a controller fact with its children, naming every controller
  /// (parents first) and recording where each is placed.
  mutating func controllerTree(
    _ tree: HierarchyTree, parent: String?, isPresented: Bool,
    rootSettings: [HierarchyPresentationSetting]? = nil
  ) -> ControllerFact? {
    guard !tree.nodes.isEmpty else { return nil }
    var built: [ControllerFact?] = Array(repeating: nil, count: tree.nodes.count)
    var storyboardTrees: [Int: StoryboardHierarchyBuilder.Tree] = [:]
    // The controller a choice's alternatives are placed in: the choice's own parent.
    var placingParents: [Int: String?] = [:]
    for (index, node) in tree.nodes.enumerated() {
      let parentName: String?
      if let parentIndex = node.parent, let placing = placingParents[parentIndex] {
        parentName = placing
      } else {
        parentName = node.parent.flatMap { built[$0]?.name } ?? parent
      }
      var fact: ControllerFact
      if node.isChoice {
        let base = index == 0 && parent == nil ? "Root" : "Choice"
        fact = ControllerFact(
          name: context.storyboards.names.name(base), className: nil, origin: node.origin)
        fact.isChoice = true
        placingParents[index] = parentName
        built[index] = fact
        continue
      }
      switch node.controller {
      case .storyboard(let reference, let cast):
        if let made = storyboardController(reference, cast: cast, at: node.origin) {
          storyboardTrees[index] = made
          fact = made.fact
          fact.origin = node.origin
        } else {
          fact = ControllerFact(
            name: context.storyboards.names.name("Controller"), className: nil,
            origin: node.origin)
        }
      default:
        let className = rulesClassName(of: node.controller)
        let base: String
        if case .hosting(_, let view?) = node.controller, let type = view.typeName {
          base = Self.viewBaseName(type)
        } else if node.relation == .computedViewControllers {
          base = Self.computedChildrenBaseName(parentName.flatMap { placed[$0]?.family })
        } else if className == nil, index == 0, parent == nil {
          base = "Root"
        } else {
          base = ControllerNameAllocator.baseName(className: className)
        }
        fact = ControllerFact(
          name: context.storyboards.names.name(base), className: className,
          origin: node.origin)
      }
      if node.relation == .computedViewControllers, case .unknown(let reason) = node.controller {
        fact.comments.append("\(reason); this unknown controller stands for all of them")
      }
      noteSelections(node, in: tree, of: &fact)
      let settings = (index == 0 ? rootSettings : nil) ?? node.settings
      fact.properties += settings.compactMap { setting in
        ControllerMember(swiftName: setting.property)?.isLayoutProperty == true
          ? nil : property(setting, allowed: Self.controllerValues)
      }
      fact.properties += layoutProperties(settings, className: fact.className)
      // `rootView.…` only where the rules file states a hosting controller's class: an
      // unknown class (a root view whose type the code does not state) takes none.
      if case .hosting(_, let view) = node.controller, let view, let className = fact.className,
        className.hasPrefix("UIHostingController<") || family(of: className) == .hostingController
      {
        fact.properties += rootViewProperties(
          view, controller: index == 0 && parent == nil && !isPresented ? fact.name : nil)
        fact.children += representableChildren(of: view, in: fact.name)
      }
      register(fact, parent: parentName, isPresented: index == 0 && isPresented)
      if let made = node.madeAt, instancesByMaking[made] == nil {
        instancesByMaking[made] = fact.name
        placedClasses.append(Self.makingKey(made))
      }
      if case .hosting(_, let view?) = node.controller,
        let type = Self.screenType(of: view, in: description.swiftUIViewGraph),
        fact.className != nil
      {
        registerShownViews(of: type, in: fact.name)
      }
      built[index] = fact
    }
    for index in storyboardTrees.keys.sorted() {
      guard let storyboardTree = storyboardTrees[index] else { continue }
      registerDescendants(of: storyboardTree.fact)
      result.presentations += context.storyboards.transitions(from: storyboardTree.instances)
      if var fact = built[index] {
        fact.children = addingSetUpChildren(to: fact).children
        built[index] = fact
      }
    }
    for index in tree.nodes.indices.reversed() {
      guard var fact = built[index] else { continue }
      fact.children += tree.nodes[index].children.compactMap { child in
        defer { built[child] = nil }
        return built[child]
      }
      built[index] = fact
    }
    return built[0]
  }

  /// The name of the unknown controller standing for a computed list of children: the tabs
  /// of a tab bar controller, the stack of a navigation controller.
  static func computedChildrenBaseName(_ parent: HierarchyControllerFamily?) -> String {
    switch parent {
    case .tabBarController?: return "ComputedTabs"
    case .navigationController?: return "ComputedStack"
    default: return "ComputedChildren"
    }
  }

  /// Writes the tab selections a tab bar controller's construction or set-up makes.
  ///
  /// They become `selectedIndex`: one literal position among tabs the code lists is written as it is;
  /// anything else (a computed value, `selectedViewController`, several selections, tabs the
  /// code computes) is `selectedIndex = dynamic`, so stylerule answers for every tab and
  /// says the answer depends on it. Without a tab to select, nothing is written and a
  /// comment says stylerule takes the first.
  mutating func noteSelections(
    _ node: HierarchyTreeNode, in tree: HierarchyTree, of fact: inout ControllerFact
  ) {
    guard let className = fact.className, family(of: className) == .tabBarController,
      let last = node.selections.last
    else { return }
    let tabs = fact.children.count + node.children.count
    let computed = node.children.contains { tree.nodes[$0].relation == .computedViewControllers }
    let written = node.selections.map { "\($0.property) = \($0.value)" }.joined(separator: "`, `")
    let sites = Set(node.selections.map { Self.describe($0.site) }).sorted().joined(separator: ", ")
    if node.selections.count == 1, last.property == "selectedIndex", !computed,
      let position = Int(last.value), position >= 0, position < tabs
    {
      fact.properties.append(
        PropertyFact(
          name: "selectedIndex", value: String(position), origin: last.origin))
      return
    }
    guard tabs > 0 else {
      let what =
        "`\(written)` \(sites): not written, as the code lists no tab the scan can place, so stylerule takes the first tab; which tab is selected at launch is not stated"
      fact.comments.append("\(what) (\(last.origin))")
      result.undetermined.append(
        UndeterminedFact(
          what: "the selected tab of \(fact.name) (\(className)): \(what)",
          origin: last.origin, reason: .valueNotReadable))
      return
    }
    let what =
      "`\(written)` \(sites) is not one position among the tabs the code lists: written `selectedIndex = dynamic`, so stylerule answers for every tab"
    fact.comments.append("\(what) (\(last.origin))")
    fact.properties.append(
      PropertyFact(name: "selectedIndex", value: "dynamic", origin: last.origin))
    result.undetermined.append(
      UndeterminedFact(
        what: "the selected tab of \(fact.name) (\(className)): \(what)",
        origin: last.origin, reason: .valueNotReadable))
  }

  /// The base name of a hosting controller from its root view's type (`LibraryView` →
  /// `Library`).
  static func viewBaseName(_ type: String) -> String {
    let base = ControllerNameAllocator.baseName(className: type)
    guard base.hasSuffix("View"), base.count > 4 else { return base }
    return String(base.dropLast(4))
  }

  /// Records a placed controller (and, for a storyboard's, its descendants).
  mutating func register(_ fact: ControllerFact, parent: String?, isPresented: Bool) {
    let family = fact.className.map(family(of:)) ?? .unknown
    placed[fact.name] = PlacedController(
      className: fact.className, family: family, parent: parent, isPresented: isPresented)
    if let className = fact.className {
      let key = Self.classKey(className)
      if instancesByClass[key] == nil { placedClasses.append(key) }
      instancesByClass[key, default: []].append(fact.name)
    }
  }

  /// A storyboard's controllers with the children their classes' set-up adds in code.
  ///
  /// Those of ``HierarchyDescription/setUpTrees`` come after the children the storyboard
  /// gives: a scene of class `SearchViewController` whose `viewDidLoad()` adds a navigation
  /// controller holds it, as an instance the code makes does. The facts are walked with a
  /// work list.
  mutating func addingSetUpChildren(to root: ControllerFact) -> ControllerFact {
    guard !description.setUpTrees.isEmpty else { return root }
    // The facts, parents before their children, each without its children.
    var nodes: [(fact: ControllerFact, parent: Int?)] = []
    var stack: [(fact: ControllerFact, parent: Int?)] = [(root, nil)]
    while let (fact, parent) = stack.popLast() {
      var shell = fact
      shell.children = []
      nodes.append((shell, parent))
      let index = nodes.count - 1
      for child in fact.children.reversed() { stack.append((child, index)) }
    }
    var added: [Int: [ControllerFact]] = [:]
    for (index, node) in nodes.enumerated() {
      guard let className = node.fact.className,
        let tree = description.setUpTrees[SwiftTypeNames.simpleName(className)],
        let top = tree.root
      else { continue }
      for child in top.children {
        if let fact = controllerTree(
          tree.subtree(at: child), parent: node.fact.name, isPresented: false)
        {
          added[index, default: []].append(fact)
        }
      }
    }
    guard !added.isEmpty else { return root }
    // Rebuilt from the leaves: each fact's children in order, then the added ones.
    var children: [[ControllerFact]] = Array(repeating: [], count: nodes.count)
    var rebuilt = root
    for index in nodes.indices.reversed() {
      var fact = nodes[index].fact
      fact.children = children[index].reversed() + (added[index] ?? [])
      if let parent = nodes[index].parent {
        children[parent].append(fact)
      } else {
        rebuilt = fact
      }
    }
    return rebuilt
  }

  /// Registers the descendants a storyboard gives a controller, under their parents.
  mutating func registerDescendants(of root: ControllerFact) {
    var pending = root.children.map { ($0, root.name) }
    while let (fact, parent) = pending.popLast() {
      register(fact, parent: parent, isPresented: false)
      pending += fact.children.map { ($0, fact.name) }
    }
  }

  /// The key a class is indexed by: a hosting controller's root view type, else the class.
  static func classKey(_ className: String) -> String {
    if className.hasPrefix("UIHostingController<"), className.hasSuffix(">") {
      return String(className.dropFirst("UIHostingController<".count).dropLast())
    }
    return className
  }

  /// The family of a rules class name.
  func family(of className: String) -> HierarchyControllerFamily {
    let base = String(className.split(separator: "<").first ?? "")
    return families[base] ?? families[className] ?? .unknown
  }

  /// The rules class name of a resolved controller, nil when unknown.
  func rulesClassName(of controller: HierarchyResolvedController) -> String? {
    switch controller {
    case .controller(let className):
      return rulesNames[className]
        ?? (HierarchyKnownControllers.uiKit[className] != nil ? className : nil)
    case .hosting(let className, let view):
      if let name = rulesNames[className] { return name }
      guard let type = view?.typeName else { return nil }
      return "UIHostingController<\(type)>"
    case .storyboard, .unknown:
      return nil
    }
  }

  /// The controller a storyboard reference instantiates, when the storyboards read have it.
  ///
  /// A reference without a storyboard name (`storyboard?.instantiateViewController(…)`) is
  /// followed when exactly one storyboard read has the identifier.
  mutating func storyboardController(
    _ reference: HierarchyStoryboardReference, cast: String?, at origin: SourceOrigin
  ) -> StoryboardHierarchyBuilder.Tree? {
    let scanOrigin = origin
    var storyboard = reference.storyboardName
    var holderCount = 0
    if reference.isCallersStoryboard, reference.unknownReason == nil,
      let identifier = reference.identifier
    {
      let holders = context.storyboards.catalog.documents.filter {
        $0.controller(storyboardIdentifier: identifier) != nil
      }
      holderCount = holders.count
      if holders.count == 1, let only = holders.first {
        storyboard = StoryboardCatalog.name(of: only.path)
      }
    }
    guard let storyboard,
      let tree = context.storyboards.controller(
        storyboard: storyboard, identifier: reference.identifier, at: scanOrigin)
    else {
      let identifier = reference.identifier.map { "identifier \($0)" } ?? "initial"
      let what =
        reference.unknownReason
        ?? (reference.isCallersStoryboard && holderCount > 1
          ? "a controller with \(identifier) from the calling controller's own storyboard: \(holderCount) storyboards read have that identifier"
          : "a storyboard controller (\(reference.storyboardName ?? "the caller's storyboard"), \(identifier)) that the storyboards read do not have")
      result.undetermined.append(
        UndeterminedFact(what: what, origin: scanOrigin, reason: .storyboardNotFollowed))
      return nil
    }
    context.storyboards.markPlaced(tree.instances)
    return tree
  }

  // MARK: - Describing code

  /// Where and when code runs, in words (`in SettingsViewController.save() under if x`).
  static func describe(_ site: HierarchyCodeSite) -> String {
    var text = "in " + [site.typeName, site.function].compactMap { $0 }.joined(separator: ".")
    if site.inClosure { text += " (in a closure)" }
    if !site.conditions.isEmpty {
      text += " under " + site.conditions.map { "`\($0)`" }.joined(separator: ", ")
    }
    return text
  }

  /// A tree's root in words (`HomeViewController`, or why it is unknown).
  static func describe(_ tree: HierarchyTree) -> String {
    switch tree.root?.controller {
    case .controller(let name)?: return "a \(name)"
    case .hosting(let name, let view)?:
      return "a \(name)" + (view?.typeName.map { "<\($0)>" } ?? "")
    case .storyboard(let reference, _)?:
      return "a storyboard controller (\(reference.identifier ?? "initial"))"
    case .unknown(let reason)?: return "a controller not determined (\(reason))"
    case nil: return "a controller"
    }
  }

  /// A value as the code writes it.
  static func text(_ value: HierarchyValue) -> String {
    switch value {
    case .name(let name): return "." + name
    case .bool(let value): return String(value)
    case .number(let value): return String(value)
    case .none: return "nil"
    case .expression(let text): return text
    }
  }
}
