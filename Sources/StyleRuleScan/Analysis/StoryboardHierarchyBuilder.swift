import StyleRuleKit

/// Builds controllers, their children and the transitions between them from storyboards.
///
/// - A controller element becomes a ``ControllerFact``: its class is the `customClass` when
///   the Swift files read declare it as a view controller class (by its Swift or rules name),
///   else a class written `opaque` over the element's UIKit class (``extraClasses``), else the
///   element's UIKit class; an element of no known kind is `unknown`. Its instance properties
///   are those the element states (`modalPresentationStyle`,
///   `modalPresentationCapturesStatusBarAppearance`, `definesPresentationContext`, and for a
///   navigation controller `isNavigationBarHidden` and `navigationBar.barStyle`), each at its
///   attribute; a user-defined runtime attribute of the same key path wins, as it is applied
///   after the element's attributes.
/// - Relationship segues (a navigation controller's root, a tab bar controller's tabs, a split
///   view's columns) and embed segues (container views, which add a child) give its children,
///   in document order. A storyboard reference is followed to the controller it names.
/// - Presentation segues (`presentation`, `modal`, `popoverPresentation`, and `show`/`push`
///   from a controller in no navigation stack) and pushes (`show`/`push` from a controller in
///   a navigation stack) are transitions (``PresentationFact``): they happen on a user's
///   action, never at launch. Each segue instantiates a new destination, as UIKit does; the
///   transitions out of a destination are followed the first time it is reached only, so the
///   work is linear in the storyboard's segues.
///
/// Every walk is iterative and bounded (``maximumControllers``, ``maximumTransitions``).
struct StoryboardHierarchyBuilder: Sendable {
  /// A controller element: a document of the catalog and the element's `id`.
  struct ElementKey: Hashable, Sendable {
    /// The index of the document in the catalog.
    var document: Int
    /// The element's `id`.
    var id: String
  }

  /// A controller instance placed in the rules file, with the element it came from.
  struct Instance: Hashable, Sendable {
    /// Its name in the rules file.
    var name: String
    /// Its element.
    var element: ElementKey
    /// The navigation controller whose stack it is in, directly or through its parents.
    var navigation: String?
  }

  /// A controller with everything inside it, and every instance it placed.
  struct Tree: Sendable {
    /// The controller.
    var fact: ControllerFact
    /// It and its descendants, parents first.
    var instances: [Instance]
  }

  /// The most controllers one scan instantiates from storyboards.
  static let maximumControllers = 20_000
  /// The most transitions one scan follows from storyboards.
  static let maximumTransitions = 2_000

  /// The storyboards.
  let catalog: StoryboardCatalog
  /// The rules name of each view controller class of the Swift files, by its Swift name and
  /// its rules name.
  let appClasses: [String: String]
  /// The names given so far (shared with the code hierarchy, so names stay unique).
  var names: ControllerNameAllocator
  /// Classes written for `customClass` names that no Swift file read declares.
  private(set) var extraClasses: [ClassFact] = []
  /// What could not be determined.
  private(set) var undetermined: [UndeterminedFact] = []
  /// Notes.
  private(set) var notes: [ScanNote] = []

  private var extraClassNames: Set<String> = []
  private var controllerIndex: [[String: Int]]
  private var seguesBySource: [[String: [InterfaceBuilderSegue]]]
  private var followed: Set<ElementKey> = []
  private var controllersMade = 0
  private var transitionsMade = 0
  private var reportedLimit = false

  /// Creates a builder over `catalog`, naming controllers with `names`.
  init(catalog: StoryboardCatalog, classes: [ClassFact], names: ControllerNameAllocator) {
    self.catalog = catalog
    var appClasses: [String: String] = [:]
    for fact in classes {
      appClasses[fact.swiftName] = fact.name
      if appClasses[fact.name] == nil { appClasses[fact.name] = fact.name }
    }
    self.appClasses = appClasses
    self.names = names
    controllerIndex = catalog.documents.map { document in
      var index: [String: Int] = [:]
      for (position, controller) in document.controllers.enumerated()
      where index[controller.id] == nil {
        index[controller.id] = position
      }
      return index
    }
    seguesBySource = catalog.documents.map { document in
      var bySource: [String: [InterfaceBuilderSegue]] = [:]
      for segue in document.segues {
        if let source = segue.sourceID { bySource[source, default: []].append(segue) }
      }
      return bySource
    }
  }

  // MARK: - Entry points

  /// The initial controller of the storyboard named `name` with everything inside it, or nil
  /// (with the reason recorded) when there is none.
  mutating func initialController(ofStoryboard name: String, namedAt origin: SourceOrigin?)
    -> Tree?
  {
    guard let index = catalog.index(named: name) else {
      undetermined.append(
        UndeterminedFact(
          what: "the storyboard \(name) is named, but no \(name).storyboard was read",
          origin: origin, reason: .storyboardNotFollowed))
      return nil
    }
    let document = catalog.documents[index]
    guard let initial = document.initialViewController else {
      undetermined.append(
        UndeterminedFact(
          what:
            "\(document.path) has no initial view controller, so the storyboard gives the window no root",
          origin: document.initialViewControllerID?.origin ?? SourceOrigin(path: document.path),
          reason: .storyboardNotFollowed))
      return nil
    }
    return instantiate(ElementKey(document: index, id: initial.id), navigation: nil, origin: origin)
  }

  /// The controller with storyboard identifier `identifier` in the storyboard named
  /// `storyboard` (for `instantiateViewController(withIdentifier:)`), or its initial
  /// controller when `identifier` is nil; nil when the scan did not read it.
  mutating func controller(
    storyboard: String, identifier: String?, navigation: String? = nil, at origin: SourceOrigin?
  ) -> Tree? {
    guard let index = catalog.index(named: storyboard) else { return nil }
    let document = catalog.documents[index]
    let element =
      identifier.map { document.controller(storyboardIdentifier: $0) }
      ?? document.initialViewController
    guard let element else { return nil }
    return instantiate(
      ElementKey(document: index, id: element.id), navigation: navigation, origin: origin)
  }

  /// Marks the elements of `instances` as placed, so transitions into them again do not
  /// follow their transitions a second time.
  mutating func markPlaced(_ instances: [Instance]) {
    for instance in instances { followed.insert(instance.element) }
  }

  /// The transitions the storyboards state out of `instances` and, the first time each
  /// destination is reached, out of what they place.
  mutating func transitions(from instances: [Instance]) -> [PresentationFact] {
    var result: [PresentationFact] = []
    var work = instances
    var head = 0
    while head < work.count {
      let instance = work[head]
      head += 1
      let segues = seguesBySource[instance.element.document][instance.element.id] ?? []
      for segue in segues {
        guard let made = transition(segue, from: instance) else { continue }
        result.append(made.fact)
        if made.isNew { work += made.instances }
      }
    }
    return result
  }

  /// Every controller with a storyboard identifier, by storyboard then position.
  func storyboardControllers() -> [StoryboardControllerFact] {
    var facts: [StoryboardControllerFact] = []
    for document in catalog.documents {
      let name = StoryboardCatalog.name(of: document.path)
      guard catalog.document(named: name)?.path == document.path else { continue }
      for controller in document.controllers {
        guard let identifier = controller.storyboardIdentifier, !identifier.value.isEmpty else {
          continue
        }
        let custom = controller.customClass?.value
        facts.append(
          StoryboardControllerFact(
            storyboard: name, identifier: identifier.value,
            className: custom.map { appClasses[$0] ?? $0 } ?? controller.kind.uiKitClassName,
            origin: controller.origin))
      }
    }
    return facts
  }

  // MARK: - Transitions

  /// The transition one segue states from `instance`, or nil when it is not one (or cannot
  /// be written).
  private mutating func transition(_ segue: InterfaceBuilderSegue, from instance: Instance)
    -> (fact: PresentationFact, instances: [Instance], isNew: Bool)?
  {
    let isPush: Bool
    switch segue.kind {
    case .relationship, .embed, .unwind:
      return nil
    case .presentation, .modal, .popoverPresentation:
      isPush = false
    case .show, .push:
      isPush = instance.navigation != nil
    case .showDetail:
      notes.append(
        ScanNote(
          what: "showDetail segue: it replaces a split view column, which the scan does not follow",
          origin: segue.origin))
      return nil
    case .custom, .other:
      notes.append(
        ScanNote(
          what: "segue of a custom kind: what it does is in code the scan does not read",
          origin: segue.origin))
      return nil
    }
    guard transitionsMade < Self.maximumTransitions else {
      reportLimit(at: segue.origin)
      return nil
    }
    guard let destinationID = segue.destinationID else { return nil }
    guard
      let (key, element) = resolve(
        ElementKey(document: instance.element.document, id: destinationID), at: segue.origin)
    else { return nil }
    if isPush, element.kind == .navigationController {
      notes.append(
        ScanNote(
          what:
            "show segue from \(instance.name) to a navigation controller inside a navigation stack: UIKit does not push a navigation controller; not written",
          origin: segue.origin))
      return nil
    }
    let navigation = isPush ? instance.navigation : nil
    guard var tree = instantiate(key, navigation: navigation, origin: nil) else { return nil }
    transitionsMade += 1
    if !isPush {
      var style: PropertyFact?
      if let written = segue.modalPresentationStyle {
        style = presentationStyle(written)
      } else if segue.kind == .popoverPresentation {
        style = PropertyFact(name: "modalPresentationStyle", value: "popover", origin: segue.origin)
      }
      if let style {
        tree.fact.properties.removeAll { $0.name == style.name }
        tree.fact.properties.insert(style, at: 0)
      }
    }
    let fact = PresentationFact(
      presenter: isPush ? (instance.navigation ?? instance.name) : instance.name,
      presented: tree.fact, origin: segue.origin, kind: isPush ? .push : .present,
      trigger: isPush ? instance.name : nil)
    return (fact, tree.instances, followed.insert(key).inserted)
  }

  /// Records once that a limit was reached.
  private mutating func reportLimit(at origin: SourceOrigin) {
    guard !reportedLimit else { return }
    reportedLimit = true
    undetermined.append(
      UndeterminedFact(
        what:
          "the storyboards state more than \(Self.maximumControllers) controllers or \(Self.maximumTransitions) transitions; the rest were not followed",
        origin: origin, reason: .storyboardNotFollowed))
  }

  // MARK: - Controllers

  /// The element `key` stands for, following storyboard references; nil (recorded) when it
  /// cannot be found.
  private mutating func resolve(_ key: ElementKey, at origin: SourceOrigin?) -> (
    ElementKey, InterfaceBuilderController
  )? {
    var current = key
    for _ in 0..<16 {
      let document = catalog.documents[current.document]
      guard let position = controllerIndex[current.document][current.id] else {
        undetermined.append(
          UndeterminedFact(
            what: "a segue leads to \(current.id), which is not a controller of \(document.path)",
            origin: origin, reason: .storyboardNotFollowed))
        return nil
      }
      let controller = document.controllers[position]
      guard controller.kind == .storyboardReference else { return (current, controller) }
      var target = current.document
      if let name = controller.referencedStoryboardName?.value {
        guard let index = catalog.index(named: name) else {
          undetermined.append(
            UndeterminedFact(
              what: "a storyboard reference names \(name).storyboard, which the scan did not read",
              origin: controller.referencedStoryboardName?.origin ?? controller.origin,
              reason: .storyboardNotFollowed))
          return nil
        }
        target = index
      }
      let targetDocument = catalog.documents[target]
      let element =
        controller.referencedIdentifier.map {
          targetDocument.controller(storyboardIdentifier: $0.value)
        } ?? targetDocument.initialViewController
      guard let element else {
        undetermined.append(
          UndeterminedFact(
            what:
              "a storyboard reference names a controller \(targetDocument.path) does not have",
            origin: controller.origin, reason: .storyboardNotFollowed))
        return nil
      }
      current = ElementKey(document: target, id: element.id)
    }
    undetermined.append(
      UndeterminedFact(
        what: "storyboard references lead to each other", origin: origin,
        reason: .storyboardNotFollowed))
    return nil
  }

  /// One pending controller of a tree.
  private struct Pending {
    var element: (ElementKey, InterfaceBuilderController)?
    var parent: Int?
    var navigation: String?
    var origin: SourceOrigin?
  }

  /// The controller `key` with its children, breadth first and iteratively; nil (recorded)
  /// when it cannot be found.
  mutating func instantiate(_ key: ElementKey, navigation: String?, origin: SourceOrigin?) -> Tree?
  {
    guard let root = resolve(key, at: origin) else { return nil }
    var nodes: [(fact: ControllerFact, children: [Int])] = []
    var instances: [Instance] = []
    var inTree: Set<ElementKey> = [root.0]
    var queue = [Pending(element: root, parent: nil, navigation: navigation, origin: origin)]
    var head = 0
    while head < queue.count {
      let item = queue[head]
      head += 1
      guard controllersMade < Self.maximumControllers else {
        reportLimit(at: item.origin ?? item.element?.1.origin ?? SourceOrigin(path: "."))
        break
      }
      controllersMade += 1
      let index = nodes.count
      if let parent = item.parent { nodes[parent].children.append(index) }
      guard let (elementKey, controller) = item.element else {
        let name = names.name("Controller")
        nodes.append((ControllerFact(name: name, className: nil, origin: item.origin), []))
        continue
      }
      let className = self.className(of: controller)
      let name = names.name(
        ControllerNameAllocator.baseName(
          className: className, storyboardIdentifier: controller.storyboardIdentifier?.value))
      nodes.append(
        (
          ControllerFact(
            name: name, className: className, properties: properties(of: controller),
            origin: controller.origin), []
        ))
      instances.append(Instance(name: name, element: elementKey, navigation: item.navigation))
      for segue in seguesBySource[elementKey.document][elementKey.id] ?? [] {
        switch segue.kind {
        case .relationship, .embed: break
        default: continue
        }
        guard let destination = segue.destinationID else { continue }
        let childNavigation =
          controller.kind == .navigationController
            && segue.kind == .relationship(.rootViewController) ? name : item.navigation
        let child = resolve(
          ElementKey(document: elementKey.document, id: destination), at: segue.origin)
        if let child {
          guard inTree.insert(child.0).inserted else {
            undetermined.append(
              UndeterminedFact(
                what:
                  "a relationship segue leads back to a controller already in this hierarchy; not followed",
                origin: segue.origin, reason: .storyboardNotFollowed))
            continue
          }
        }
        queue.append(
          Pending(element: child, parent: index, navigation: childNavigation, origin: segue.origin))
      }
    }
    guard !nodes.isEmpty else { return nil }
    var built: [ControllerFact?] = nodes.map(\.fact)
    for index in nodes.indices.reversed() {
      guard var fact = built[index] else { continue }
      fact.children = nodes[index].children.compactMap { child in
        defer { built[child] = nil }
        return built[child]
      }
      built[index] = fact
    }
    guard let fact = built[0] else { return nil }
    return Tree(fact: fact, instances: instances)
  }

  /// The class an element instantiates, as the rules file names it.
  private mutating func className(of controller: InterfaceBuilderController) -> String? {
    guard let custom = controller.customClass, !custom.value.isEmpty else {
      return controller.kind.uiKitClassName
    }
    if let rulesName = appClasses[custom.value] { return rulesName }
    if KnownControllerClasses.names.contains(custom.value) { return custom.value }
    if extraClassNames.insert(custom.value).inserted {
      let base = controller.kind.uiKitClassName ?? "UIViewController"
      extraClasses.append(
        ClassFact(
          name: custom.value, swiftName: custom.value,
          superclass: .known(base, genericArguments: nil), origin: custom.origin,
          opaqueReason:
            "the storyboard's customClass \(custom.value) is not a view controller class of the Swift files read (Objective-C, a library, or a file outside the target); only its \(base) element is known"
        ))
    }
    return custom.value
  }

  /// The instance properties an element states.
  private mutating func properties(of controller: InterfaceBuilderController) -> [PropertyFact] {
    var properties: [PropertyFact] = []
    if let style = controller.modalPresentationStyle, let property = presentationStyle(style) {
      properties.append(property)
    }
    for (key, attribute) in [
      (
        "modalPresentationCapturesStatusBarAppearance",
        controller.modalPresentationCapturesStatusBarAppearance
      ),
      ("definesPresentationContext", controller.definesPresentationContext),
    ] {
      if let runtime = controller.runtimeAttribute(key), let flag = runtime.boolValue {
        properties.append(
          PropertyFact(name: key, value: flag ? "true" : "false", origin: runtime.origin))
      } else if let attribute {
        properties.append(
          PropertyFact(
            name: key, value: attribute.value ? "true" : "false", origin: attribute.origin))
      }
    }
    for attribute in controller.runtimeAttributes
    where attribute.keyPath.contains("StatusBar") || attribute.keyPath == "modalPresentationStyle"
      || attribute.keyPath == "overrideUserInterfaceStyle"
    {
      if attribute.keyPath == "modalPresentationCapturesStatusBarAppearance",
        attribute.boolValue != nil
      {
        continue
      }
      undetermined.append(
        UndeterminedFact(
          what:
            "user-defined runtime attribute \(attribute.keyPath) = \(attribute.value ?? "?"): not read",
          origin: attribute.origin, reason: .valueNotReadable))
    }
    if controller.kind == .navigationController {
      if let hidden = controller.navigationBarHidden {
        properties.append(
          PropertyFact(
            name: "isNavigationBarHidden", value: hidden.value ? "true" : "false",
            origin: hidden.origin))
      } else if let hidden = controller.navigationBarElementHidden, hidden.value {
        notes.append(
          ScanNote(
            what:
              "the navigation bar element is hidden; the controller's navigationBarHidden is not set, so the bar is taken as shown",
            origin: hidden.origin))
      }
      if let style = controller.navigationBarStyle {
        let values = [
          "default": "default", "black": "black", "blackOpaque": "black",
          "blackTranslucent": "blackTranslucent",
        ]
        if let value = values[style.value] {
          properties.append(
            PropertyFact(name: "navigationBar.barStyle", value: value, origin: style.origin))
        } else {
          undetermined.append(
            UndeterminedFact(
              what: "navigation bar barStyle \"\(style.value)\" is not one the scan knows",
              origin: style.origin, reason: .valueNotReadable))
        }
      }
    }
    return properties + layoutProperties(of: controller)
  }

  /// The view classes a controller's root view element makes it, for `view = …`.
  static let scrollViewElements: [String: String] = [
    "scrollView": "UIScrollView", "tableView": "UITableView",
    "collectionView": "UICollectionView",
  ]

  /// The layout properties an element states, in ``ControllerMember``'s order (the canonical
  /// printer's); one the rules language has no place for on this element, or a value it does
  /// not know, is recorded as undetermined.
  private mutating func layoutProperties(of controller: InterfaceBuilderController)
    -> [PropertyFact]
  {
    var found: [(member: ControllerMember, fact: PropertyFact)] = []
    let viewClass = controller.rootViewElement.flatMap { Self.scrollViewElements[$0.value] }
    if controller.kind == .viewController, let viewClass,
      let origin = controller.rootViewElement?.origin
    {
      found.append((.property(.view), PropertyFact(name: "view", value: viewClass, origin: origin)))
    }
    for attribute in controller.layoutAttributes {
      let member = attribute.member
      let kind = member.valueKind
      guard kind.isStructured || kind.literals.contains(attribute.value) else {
        undetermined.append(
          UndeterminedFact(
            what: "\(member.rulesName) \"\(attribute.value)\" is not a value the scan knows",
            origin: attribute.origin, reason: .valueNotReadable))
        continue
      }
      var problem: String?
      switch member.requiredContainerClass {
      case "UINavigationController"? where controller.kind != .navigationController,
        "UITabBarController"? where controller.kind != .tabBarController:
        problem = "the rules language has it only on a \(member.requiredContainerClass ?? "")"
      default: break
      }
      if member == .property(.contentInsetAdjustmentBehavior) {
        switch (controller.kind, controller.rootViewElement?.value) {
        case (.tableViewController, "tableView"?), (.collectionViewController, "collectionView"?):
          break
        case (.viewController, _) where viewClass != nil: break
        default:
          problem =
            "the rules language has it only on a controller whose view is a scroll view, and this \(controller.className ?? "controller")'s view is a \(controller.rootViewElement?.value ?? "view")"
        }
      }
      if let problem {
        undetermined.append(
          UndeterminedFact(
            what: "\(member.rulesName) = \(attribute.value): not written, \(problem)",
            origin: attribute.origin, reason: .valueNotReadable))
        continue
      }
      found.append(
        (
          member,
          PropertyFact(name: member.rulesName, value: attribute.value, origin: attribute.origin)
        ))
    }
    return found.enumerated().sorted {
      ($0.element.member, $0.offset) < ($1.element.member, $1.offset)
    }.map(\.element.fact)
  }

  /// `modalPresentationStyle = …` for a value as written, or nil (recorded) when the rules
  /// language has no such style.
  private mutating func presentationStyle(_ written: ReaderValue<String>) -> PropertyFact? {
    guard ControllerMember.ValueKind.presentationStyle.literals.contains(written.value) else {
      undetermined.append(
        UndeterminedFact(
          what: "modalPresentationStyle \"\(written.value)\" is not a style the scan knows",
          origin: written.origin, reason: .valueNotReadable))
      return nil
    }
    return PropertyFact(
      name: "modalPresentationStyle", value: written.value, origin: written.origin)
  }
}
