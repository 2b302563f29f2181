import StyleRuleKit

/// Presentations, pushes and SwiftUI sheets the code states, as transitions of the scenario.
extension CodeHierarchyBuilder {
  /// A transition waiting for a controller of its presenter's class to be placed.
  enum PendingTransition {
    /// A `present`, `show`, `push`, `addChild` or `setViewControllers` call.
    case placement(HierarchyPlacement)
    /// A SwiftUI `.sheet` or `.fullScreenCover` in a view's code.
    case swiftUI(view: String, modifier: HierarchySwiftUIModifier)

    /// Where the call or modifier is.
    var origin: SourceOrigin {
      switch self {
      case .placement(let placement): return placement.origin
      case .swiftUI(_, let modifier): return modifier.value.origin
      }
    }
  }

  /// What became of a pending transition.
  enum TransitionOutcome {
    /// Written (or recorded as undetermined): nothing more to do.
    case done
    /// Waits until a controller whose class key is this is placed.
    case waits(String)
  }

  /// Turns every placement and SwiftUI presentation into a transition, in source order, as
  /// soon as its presenter is placed; what never is, or what the scenario cannot express, is
  /// recorded as undetermined.
  mutating func buildTransitions() {
    // A subclass's instances make what its superclasses' methods make: copies, reported as
    // not placed only through the class whose code makes the call.
    let subclasses = Self.subclasses(of: context.classes)
    var inherited: [SourceOrigin: Int] = [:]
    var items: [PendingTransition] = []
    for placement in description.presentations + description.containerChanges {
      let copies = withSubclasses(placement, subclasses: subclasses)
      if copies.count > 1 { inherited[placement.origin, default: 0] += copies.count }
      items += copies.map { .placement($0) }
    }
    for view in description.swiftUIViews {
      for modifier in view.modifiers {
        switch modifier.value {
        case .sheet, .fullScreenCover, .popover:
          items.append(.swiftUI(view: view.typeName, modifier: modifier))
        case .statusBarHidden, .preferredColorScheme, .statusBarColorScheme, .statusBarVisibility:
          break
        }
      }
    }
    items = items.enumerated().sorted { lhs, rhs in
      lhs.element.origin == rhs.element.origin
        ? lhs.offset < rhs.offset : lhs.element.origin < rhs.element.origin
    }.map(\.element)
    result.transitionSites = transitionSites(items)
    var waiting: [String: [Int]] = [:]
    var queue = Array(items.indices)
    var head = 0
    // The classes placed before and by each transition, in the order they were placed: a
    // transition waiting for one of them is taken up again, once (walking every placed
    // class after every transition cost time in the square of the app's size, and took
    // them in the dictionary's order, which changes from run to run).
    var known = placedClasses.count
    while head < queue.count {
      let index = queue[head]
      head += 1
      switch transition(items[index]) {
      case .done: break
      case .waits(let key): waiting[key, default: []].append(index)
      }
      while known < placedClasses.count {
        queue += waiting.removeValue(forKey: placedClasses[known]) ?? []
        known += 1
      }
    }
    let waitingIndices = Array(waiting.values.joined()).sorted()
    var waitingByOrigin: [SourceOrigin: Int] = [:]
    for index in waitingIndices { waitingByOrigin[items[index].origin, default: 0] += 1 }
    var reportedInherited: Set<SourceOrigin> = []
    for index in waitingIndices {
      let item = items[index]
      if let copies = inherited[item.origin] {
        // One line for a call no class that has it places; none when one does.
        guard waitingByOrigin[item.origin] == copies, reportedInherited.insert(item.origin).inserted
        else { continue }
      }
      let what: String
      switch item {
      case .placement(let placement):
        var reason = "no controller of that class is on screen in any state the scan found"
        if case .controller(let tree) = placement.presenter, let root = tree.root,
          let made = root.madeAt, let className = rulesClassName(of: root.controller)
        {
          reason = Self.neverPlacedOwnController(className, at: made)
        }
        what =
          "\(Self.verb(placement.operation)) \(Self.describeTargets(placement)) \(Self.describe(placement.site)): \(reason)"
      case .swiftUI(let view, let modifier):
        what =
          "\(Self.swiftUIVerb(modifier.value)) in `\(view)`: `\(view)` is not the root view of a hosting controller the scan placed"
      }
      var classes: [String] = []
      if case .placement(let placement) = item { classes = destinationClasses(placement) }
      result.undetermined.append(
        UndeterminedFact(
          what: what, origin: item.origin, reason: .presenterNeverPlaced,
          unplacedClasses: classes))
    }
    for placement in transitionsOnFirstNonNil {
      if case .firstNonNil(_, let texts, let alternatives, let declaredClasses) =
        placement.presenter
      {
        result.undetermined.append(
          UndeterminedFact(
            what:
              "\(Self.verb(placement.operation)) \(Self.describeTargets(placement)) \(Self.describe(placement.site)): \(firstNonNilReason(texts: texts, alternatives: alternatives, declaredClasses: declaredClasses))",
            origin: placement.origin, reason: .presenterChosenAtRunTime))
      }
    }
    noteUnplacedStatusBarModifiers()
    for style in description.adaptiveStyles {
      result.undetermined.append(
        UndeterminedFact(
          what:
            "\(style.typeName.map { "\($0)." } ?? "")\(style.function) adapts presentations to \(style.values.map(Self.text).joined(separator: ", ")): the adapted style is not written",
          origin: style.origin))
    }
  }

  /// The presentation, push and show sites among `items` (not a container's children set
  /// at run time, nor a push a class makes in its own set-up, which is in its trees), each
  /// with whether its destination's controller class is determined.
  func transitionSites(_ items: [PendingTransition]) -> TransitionSiteCount {
    var determinedBySite: [SourceOrigin: Bool] = [:]
    for item in items {
      let determined: Bool
      switch item {
      case .placement(let placement):
        switch placement.operation {
        case .addChild, .setViewControllers, .setColumn: continue
        case .push:
          if case .instance = placement.presenter, placement.site.isLaunchState { continue }
        case .present, .show, .showDetail: break
        }
        determined =
          !placement.targets.isEmpty && placement.targets.allSatisfy(hasDeterminedRoot)
      case .swiftUI(_, let modifier):
        switch modifier.value {
        case .sheet(_, let content, _), .fullScreenCover(_, let content, _),
          .popover(_, let content, _):
          determined = content.shownViews.allSatisfy { $0.typeName != nil }
        case .statusBarHidden, .preferredColorScheme, .statusBarColorScheme, .statusBarVisibility:
          continue
        }
      }
      determinedBySite[item.origin] = (determinedBySite[item.origin] ?? true) && determined
    }
    return TransitionSiteCount(determinedBySite: determinedBySite)
  }

  /// Whether the class of a tree's root controller is determined: a class the rules file
  /// names, or a storyboard controller the storyboards read have.
  func hasDeterminedRoot(_ tree: HierarchyTree) -> Bool {
    guard let root = tree.root else { return false }
    guard case .storyboard(let reference, _) = root.controller else {
      return rulesClassName(of: root.controller) != nil
    }
    guard reference.unknownReason == nil else { return false }
    let documents = context.storyboards.catalog.documents.filter { document in
      reference.storyboardName.map { StoryboardCatalog.name(of: document.path) == $0 } ?? true
    }
    guard let identifier = reference.identifier else {
      return reference.storyboardName != nil
        && documents.contains { $0.initialViewControllerID != nil }
    }
    let holders = documents.count { $0.controller(storyboardIdentifier: identifier) != nil }
    return reference.storyboardName == nil ? holders == 1 : holders > 0
  }

  /// What a transition waits for when it is called on a UIKit controller the code makes at
  /// `origin`: a transition placing that one (``instancesByMaking``).
  static func makingKey(_ origin: SourceOrigin) -> String { "made \(origin)" }

  /// Why a transition called on a UIKit controller the code makes at `origin` is not written.
  static func neverPlacedOwnController(_ className: String, at origin: SourceOrigin) -> String {
    "it is called on a \(className) of the code's own (\(origin)), which is on screen in no "
      + "state the scan found"
  }

  /// Writes one transition, or says what it waits for.
  mutating func transition(_ item: PendingTransition) -> TransitionOutcome {
    switch item {
    case .placement(let placement): return transition(placement)
    case .swiftUI(let view, let modifier): return swiftUITransition(view: view, modifier: modifier)
    }
  }

  /// A `present`, `show` or push as a transition from the placed controller that makes it.
  mutating func transition(_ placement: HierarchyPlacement) -> TransitionOutcome {
    let origin = placement.origin
    func undetermined(_ reason: String, _ category: UndeterminedReason) -> TransitionOutcome {
      result.undetermined.append(
        UndeterminedFact(
          what:
            "\(Self.verb(placement.operation)) \(Self.describeTargets(placement)) \(Self.describe(placement.site)): \(reason)",
          origin: origin, reason: category, unplacedClasses: destinationClasses(placement)))
      return .done
    }
    switch placement.operation {
    case .addChild, .setViewControllers, .setColumn, .push:
      // A class's own set-up (`setViewControllers` in `viewDidLoad`) is in its trees already.
      if case .instance = placement.presenter, placement.site.isLaunchState { return .done }
      if placement.operation != .push {
        return undetermined(
          "a container's children changed at run time are not written", .childrenChangedAtRunTime)
      }
    case .showDetail:
      return undetermined(
        "where showDetailViewController puts it depends on the split view",
        .childrenChangedAtRunTime)
    case .present, .show:
      break
    }
    // The controller whose code makes the call, and the one the call is made on.
    let trigger: String
    let receiver: String
    switch placement.presenter {
    case .instance(let className):
      let key = Self.classKey(rulesNames[className] ?? className)
      guard let first = instancesByClass[key]?.first else { return .waits(key) }
      (trigger, receiver) = (first, first)
    case .related(let className, let path):
      let key = Self.classKey(rulesNames[className] ?? className)
      guard let first = instancesByClass[key]?.first else { return .waits(key) }
      guard let related = related(path, of: first) else {
        return undetermined(
          "`\(path)` of \(first) is not in the hierarchy the scan wrote", .receiverNotFollowed)
      }
      (trigger, receiver) = (first, related)
    case .controller(let tree):
      guard let root = tree.root, let className = rulesClassName(of: root.controller) else {
        return undetermined(
          "it is called on a controller the scan cannot name", .receiverNotFollowed)
      }
      let key = Self.classKey(className)
      if let placedHere = root.madeAt.flatMap({ instancesByMaking[$0] }) {
        (trigger, receiver) = (placedHere, placedHere)
      } else if rulesNames[className] == nil {
        // A UIKit controller the code makes (`UINavigationController(rootViewController: …)`
        // kept in a property) is that one, not any controller of its class on screen: once
        // a transition places it.
        if let made = root.madeAt { return .waits(Self.makingKey(made)) }
        return undetermined(
          Self.neverPlacedOwnController(className, at: root.origin), .presenterNeverPlaced)
      } else {
        guard let first = instancesByClass[key]?.first else { return .waits(key) }
        (trigger, receiver) = (first, first)
      }
    case .expression(_, let text):
      return undetermined(
        "it is called on `\(text)`, which the scan does not follow", .receiverNotFollowed)
    case .topOfState(_, let text):
      return undetermined(
        "it is made on `\(text)`, whatever is on top at that moment, which the rules language "
          + "cannot name", .presentsOnTop)
    case .firstNonNil:
      // Said once every transition is written: what each alternative is depends on them.
      transitionsOnFirstNonNil.append(placement)
      return .done
    }
    var kind = PresentationFact.Kind.present
    var presenter = receiver
    switch placement.operation {
    case .push, .show:
      if let navigation = navigationController(at: receiver) {
        kind = .push
        presenter = navigation
      } else if placement.operation == .push {
        return undetermined(
          "\(receiver) is in no navigation controller the scan wrote", .receiverNotFollowed)
      }
    default: break
    }
    guard let target = placement.targets.first else { return .done }
    if placement.certainty != .possible {
      result.notes.append(
        ScanNote(
          what:
            "\(trigger) \(kind == .push ? "pushes" : "presents") \(Self.describe(target)) whenever it \(placement.certainty == .atAppearance ? "appears" : "is set up"): on screen right after launch; the scenario plays it",
          origin: origin))
    }
    for setting in placement.settingsAfter where kind == .present {
      result.undetermined.append(
        UndeterminedFact(
          what:
            "\(setting.property) is set after the presentation at \(origin): too late for it, not written",
          origin: setting.origin))
    }
    // A controller chosen at run time inside what is shown: each alternative is played in
    // turn, as a scenario event places one controller.
    var targets = [target]
    if target.holdsChoice {
      guard let expanded = target.choiceExpansions(limit: Self.maximumPlayedAlternatives) else {
        return undetermined(
          "it shows controllers chosen at run time in more than "
            + "\(Self.maximumPlayedAlternatives) combinations, which are not played",
          .controllerNotFollowed)
      }
      targets = expanded
    }
    for shown in targets {
      guard
        var presented = controllerTree(
          shown, parent: presenter, isPresented: kind == .present,
          rootSettings: kind == .present ? placement.settingsBefore : [])
      else { continue }
      if targets.count > 1 {
        presented.comments.append(Self.playedChoiceComment(count: targets.count, of: target))
      }
      result.presentations.append(
        PresentationFact(
          presenter: presenter, presented: presented, origin: origin, kind: kind,
          trigger: trigger == presenter ? nil : trigger))
    }
    return .done
  }

  /// A SwiftUI sheet or full-screen cover, presented by the hosting controller whose root
  /// view is `view`.
  mutating func swiftUITransition(view: String, modifier: HierarchySwiftUIModifier)
    -> TransitionOutcome
  {
    guard let presenter = instancesByClass[view]?.first else { return .waits(view) }
    guard let (content, style) = modifier.value.presentation else { return .done }
    let origin = modifier.value.origin
    // A content that chooses its view at run time: each alternative is played in turn, as
    // a controller chosen in code is.
    let views = content.shownViews
    for var shown in views {
      if let member = shown.member { shown.modifiers += statusBarModifiers(of: view, in: member) }
      let node = HierarchyTreeNode(
        controller: .hosting(className: "UIHostingController", rootView: shown), parent: nil,
        relation: .root, origin: shown.origin, placedAt: modifier.value.origin)
      guard
        var presented = controllerTree(
          HierarchyTree(nodes: [node]), parent: presenter, isPresented: true)
      else { continue }
      presented.properties.insert(
        PropertyFact(name: "modalPresentationStyle", value: style, origin: origin), at: 0)
      if views.count > 1 {
        let names = views.map { "`\($0.typeName ?? "?")`" }.joined(separator: ", ")
        presented.comments.append(
          "the content shows one of \(names), chosen at run time: each is played in turn")
      }
      result.presentations.append(
        PresentationFact(presenter: presenter, presented: presented, origin: origin))
    }
    return .done
  }

  /// The status bar modifiers a view member's code applies on its own screen.
  ///
  /// They are those of a presentation whose content is the member `member` of the view type
  /// `type` (`.sheet { about }`). One under a condition or in a closure is a value computed
  /// at run time.
  func statusBarModifiers(of type: String, in member: String) -> [HierarchySwiftUIModifierValue] {
    let graph = description.swiftUIViewGraph
    return (viewModifiers[type] ?? []).compactMap { modifier in
      guard let function = modifier.site.function,
        SwiftUIViewGraph.memberName(function) == member,
        graph.offScreenModifiers[modifier.value.origin] == nil
      else { return nil }
      let isConditional = modifier.site.inClosure || !modifier.site.conditions.isEmpty
      switch modifier.value {
      case .statusBarHidden(_, let origin):
        return isConditional ? .statusBarHidden(.expression("…"), origin: origin) : modifier.value
      case .preferredColorScheme(_, let origin):
        return isConditional
          ? .preferredColorScheme(.expression("…"), origin: origin) : modifier.value
      case .statusBarColorScheme, .statusBarVisibility:
        return isConditional ? nil : modifier.value
      case .sheet, .fullScreenCover, .popover:
        return nil
      }
    }
  }

  /// Why a transition made on `a ?? b` is not written: UIKit makes it from `a` when it is not
  /// nil, else from `b`, which the sources decide at run time, and the rules language writes
  /// a transition from one controller; with what the scan knows of each alternative.
  func firstNonNilReason(
    texts: [String], alternatives: [HierarchyPresenter], declaredClasses: [String?]
  ) -> String {
    var reason = "it is made on `\(texts.first ?? "")`"
    for text in texts.dropFirst() { reason += " or, when that is nil, on `\(text)`" }
    reason +=
      ": which one is chosen at run time, and one transition from either cannot be written"
    var details: [String] = []
    for (index, text) in texts.enumerated() {
      let declared = declaredClasses.indices.contains(index) ? declaredClasses[index] : nil
      let presenter = alternatives.indices.contains(index) ? alternatives[index] : nil
      var className: String?
      switch presenter {
      case .instance(let name)?: className = rulesNames[name] ?? name
      case .related(let name, let path)?:
        if let first = instancesByClass[Self.classKey(rulesNames[name] ?? name)]?.first,
          let related = related(path, of: first)
        {
          details.append("`\(text)` is \(related)")
        }
        continue
      case .controller(let tree)?:
        className = tree.root.flatMap { rulesClassName(of: $0.controller) }
      default: className = nil
      }
      if let className {
        if let first = instancesByClass[Self.classKey(className)]?.first {
          details.append("`\(text)` is \(first)")
        } else {
          details.append("`\(text)` is a \(className), in no state the scan found")
        }
      } else if let declared {
        if let first = instancesByClass[Self.classKey(declared)]?.first {
          details.append("`\(text)` is a \(declared), such as \(first)")
        } else {
          details.append("`\(text)` is a \(declared), in no state the scan found")
        }
      }
    }
    if !details.isEmpty { reason += " (\(details.joined(separator: "; ")))" }
    return reason
  }

  /// The controller `path` (`navigationController`, `parent`…) names from `name`, in the
  /// hierarchy written so far.
  func related(_ path: String, of name: String) -> String? {
    switch path {
    case "navigationController": return ancestor(of: name, family: .navigationController)
    case "tabBarController": return ancestor(of: name, family: .tabBarController)
    case "splitViewController": return ancestor(of: name, family: .splitViewController)
    case "parent", "parentViewController":
      guard let controller = placed[name], !controller.isPresented else { return nil }
      return controller.parent
    case "presentingViewController":
      guard let controller = placed[name], controller.isPresented else { return nil }
      return controller.parent
    default: return nil
    }
  }

  /// The nearest container of `family` above `name`, not crossing a presentation.
  func ancestor(of name: String, family: HierarchyControllerFamily) -> String? {
    var current = placed[name]
    var steps = 0
    while let controller = current, !controller.isPresented, let parent = controller.parent,
      steps < placed.count
    {
      steps += 1
      if placed[parent]?.family == family { return parent }
      current = placed[parent]
    }
    return nil
  }

  /// The navigation controller a `push` or `show` from `name` goes to: `name` itself when it
  /// is one, else its nearest navigation controller.
  func navigationController(at name: String) -> String? {
    if placed[name]?.family == .navigationController { return name }
    return ancestor(of: name, family: .navigationController)
  }

  /// `.statusBarHidden` in views no placed hosting controller shows: not followed.
  mutating func noteUnplacedStatusBarModifiers() {
    for view in description.swiftUIViews where instancesByClass[view.typeName] == nil {
      for modifier in view.modifiers {
        guard case .statusBarHidden = modifier.value else { continue }
        result.undetermined.append(
          UndeterminedFact(
            what:
              "`.statusBarHidden` in `\(view.typeName)`: whether that view is on screen, inside a root view the scan placed, is not followed",
            origin: modifier.value.origin))
      }
    }
  }

  /// The call in words.
  static func verb(_ operation: HierarchyOperation) -> String {
    switch operation {
    case .present: return "presents"
    case .push: return "pushes"
    case .show: return "shows"
    case .showDetail: return "shows as detail"
    case .addChild: return "adds as child"
    case .setViewControllers: return "sets the children to"
    case .setColumn: return "sets a split view column to"
    }
  }

  /// A SwiftUI presentation modifier in words.
  static func swiftUIVerb(_ value: HierarchySwiftUIModifierValue) -> String {
    switch value {
    case .sheet(let trigger, _, _): return "`.sheet(\(trigger))`"
    case .fullScreenCover(let trigger, _, _): return "`.fullScreenCover(\(trigger))`"
    case .popover(let trigger, _, _): return "`.popover(\(trigger))`"
    case .statusBarHidden: return "`.statusBarHidden`"
    case .preferredColorScheme: return "`.preferredColorScheme`"
    case .statusBarColorScheme: return "`.toolbarColorScheme(_:for: .statusBar)`"
    case .statusBarVisibility: return "`.toolbarVisibility(_:for: .statusBar)`"
    }
  }

  /// The classes the rules file would name for the controllers a placement brings on
  /// screen: each node of each target tree whose class is named in the code.
  func destinationClasses(_ placement: HierarchyPlacement) -> [String] {
    var classes: [String] = []
    for tree in placement.targets {
      for node in tree.nodes {
        guard let name = rulesClassName(of: node.controller), !classes.contains(name) else {
          continue
        }
        classes.append(name)
      }
    }
    return classes
  }

  /// The controllers a placement places, in words.
  static func describeTargets(_ placement: HierarchyPlacement) -> String {
    placement.targets.map(describe).joined(separator: ", ")
  }
}
