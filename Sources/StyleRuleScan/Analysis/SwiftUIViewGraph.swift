import StyleRuleKit

/// The module's SwiftUI views as a table: each view type's members and the views they use,
/// and the representables, joined across files.
///
/// ``screen(of:)`` follows a root view's `body` into the views it shows on the same screen,
/// reading each member once, with a work list (cycles stop).
struct SwiftUIViewGraph: Sendable, Hashable {
  /// The uses of each view member, by type and member name.
  var members: [String: [String: [HierarchySwiftUIViewUse]]] = [:]
  /// The steps to each view member its type's `body` shows only behind a step.
  ///
  /// By type and member name: a tab, a link or a presentation (`.sheet { about }`); the
  /// modifiers its code applies are behind them too. A member its `body` shows on its own
  /// screen, or never uses, has none.
  var memberSteps: [String: [String: [HierarchySwiftUIStep]]] = [:]
  /// The SwiftUI container each view member's code is, by type and member name, where it is
  /// one (``HierarchySwiftUIViewMember/container``).
  var containers: [String: [String: HierarchySwiftUIView]] = [:]
  /// The representables, by type.
  var representables: [String: HierarchyRepresentable] = [:]
  /// The status bar modifiers written behind a step, by where their name is written.
  var offScreenModifiers: [SourceOrigin: [HierarchySwiftUIStep]] = [:]

  /// What shows on the same screen as a root view.
  struct Screen {
    /// The view types its `body` shows, the root's own type excluded, in the order met, and
    /// whether each shows only under a condition.
    var views: [(type: String, isConditional: Bool)] = []
    /// The representables it shows, in the order met, with where each is used and whether
    /// only under a condition.
    var representables:
      [(representable: HierarchyRepresentable, origin: SourceOrigin, isConditional: Bool)] = []
    /// The uses of view types on screens inside the same hosting controller.
    ///
    /// That is, behind a tab other than the first, a `NavigationLink` or a
    /// `.navigationDestination`, and not behind a presentation; in the order met, one use per
    /// place.
    var innerScreens: [HierarchySwiftUIViewUse] = []
  }

  /// Whether steps lead to another screen inside the same hosting controller: not the same
  /// screen, and no presentation (a sheet, a cover or a popover is another controller).
  static func isInnerScreen(_ steps: [HierarchySwiftUIStep]) -> Bool {
    guard !steps.allSatisfy(\.isOnSameScreen) else { return false }
    return steps.allSatisfy { step in
      switch step {
      case .tab, .navigationLink, .navigationDestination: return true
      case .sheet, .fullScreenCover, .popover: return false
      }
    }
  }

  /// Creates an empty graph.
  init() {}

  /// Joins the view facts of `files`.
  init(files: [SwiftHierarchyFacts]) {
    var simpleNames: [String: Set<String>] = [:]
    for file in files {
      for member in file.swiftUIViewMembers {
        members[member.typeName, default: [:]][member.name, default: []] += member.uses
        if let container = member.container {
          containers[member.typeName, default: [:]][member.name] = container
        }
        if !member.typeName.hasPrefix("<"),
          let last = member.typeName.split(separator: ".").last, last != member.typeName[...]
        {
          simpleNames[String(last), default: []].insert(member.typeName)
        }
      }
      for representable in file.representables where representables[representable.typeName] == nil {
        representables[representable.typeName] = representable
      }
      for modifier in file.swiftUIOffScreenModifiers {
        offScreenModifiers[modifier.origin] = modifier.steps
      }
    }
    // A nested type (`Outer.Row`) is also found by its own name when no other type has it.
    for (name, qualified) in simpleNames where qualified.count == 1 && members[name] == nil {
      if let only = qualified.first { members[name] = members[only] }
    }
    for (type, typeMembers) in members where !type.hasPrefix("<") {
      let behind = Self.membersBehindSteps(typeMembers)
      if !behind.isEmpty { memberSteps[type] = behind }
    }
    var owners: [String: Set<String>] = [:]
    for (type, typeMembers) in members where !type.hasPrefix("<") {
      for name in typeMembers.keys where name != "body" { owners[name, default: []].insert(type) }
    }
    for (name, types) in owners where types.count == 1 {
      if let only = types.first { memberOwners[name] = only }
    }
  }

  /// The members of one type that its `body` uses only behind a step, with the steps, found
  /// with work lists: first the members on the body's screen, then those they use behind a
  /// step and the members those use, each once.
  static func membersBehindSteps(_ typeMembers: [String: [HierarchySwiftUIViewUse]])
    -> [String: [HierarchySwiftUIStep]]
  {
    func ownMembers(of member: String) -> [HierarchySwiftUIViewUse] {
      (typeMembers[member] ?? []).filter { use in
        use.isMember && !use.isOnOtherValue && use.name != "body" && typeMembers[use.name] != nil
      }
    }
    var onScreen: Set<String> = []
    var pending = ["body"]
    while let member = pending.popLast() {
      guard onScreen.insert(member).inserted else { continue }
      for use in ownMembers(of: member) where use.steps.allSatisfy(\.isOnSameScreen) {
        pending.append(use.name)
      }
    }
    var behind: [String: [HierarchySwiftUIStep]] = [:]
    var pendingBehind: [(member: String, steps: [HierarchySwiftUIStep])] = []
    for member in onScreen.sorted().reversed() {
      for use in ownMembers(of: member).reversed()
      where !use.steps.allSatisfy(\.isOnSameScreen) && !onScreen.contains(use.name) {
        pendingBehind.append((use.name, use.steps))
      }
    }
    while let (member, steps) = pendingBehind.popLast() {
      guard behind[member] == nil, !onScreen.contains(member) else { continue }
      behind[member] = steps
      for use in ownMembers(of: member).reversed() {
        pendingBehind.append((use.name, steps + use.steps.filter { !$0.isOnSameScreen }))
      }
    }
    return behind
  }

  /// The steps to a modifier from its type's own screen: those of the member its code is in
  /// (``memberSteps``), then those inside that member; nil when it is on that screen.
  func offScreenSteps(of modifier: HierarchySwiftUIModifier) -> [HierarchySwiftUIStep]? {
    let inside = offScreenModifiers[modifier.value.origin]
    guard let type = modifier.typeName, let function = modifier.site.function,
      let toMember = memberSteps[type]?[Self.memberName(function)]
    else { return inside }
    return toMember + (inside ?? [])
  }

  /// A member's base name from the name the hierarchy reader gives its code site
  /// (`makeAbout(title:)` → `makeAbout`).
  static func memberName(_ function: String) -> String {
    String(function.prefix { $0 != "(" })
  }

  /// The name a screen lists the code of `type`'s member `function` under: the type, or for
  /// a member of a `View` extension, which applies to whatever view calls it, the member too
  /// (`View.withSheetDestinations`), so that its modifiers are the screens' that use it.
  static func viewKey(type: String, function: String?) -> String {
    guard type == "View", let function else { return type }
    return "View." + memberName(function)
  }

  /// The type that declares each view member name other than `body`, where one type alone
  /// does (a nested type counted once).
  var memberOwners: [String: String] = [:]

  /// The type and member a member use of `type`'s code leads to: `type`'s own, or for a
  /// member called on another value, the one type declaring a view member of that name.
  func target(of use: HierarchySwiftUIViewUse, in type: String) -> (type: String, member: String)? {
    guard use.isMember else { return (use.name, "body") }
    guard use.isOnOtherValue else { return (type, use.name) }
    return memberOwners[use.name].map { ($0, use.name) }
  }

  /// The one view type the member `member` of `type` shows on its screen, through the
  /// members it uses; nil when it shows none, several, or one only under a condition.
  ///
  /// Only the module's view types, representables and the type's view members count: a
  /// local (`content`) or another type (`ImageRenderer`) the code names is not a view, and a
  /// `.toolbar { … }` item is the bar's, not the screen's.
  func shownView(of type: String, member: String) -> String? {
    var current = member
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      let uses = (members[type]?[current] ?? []).filter { use in
        guard use.steps.allSatisfy(\.isOnSameScreen), !use.isInToolbar else { return false }
        if use.isMember { return !use.isOnOtherValue && members[type]?[use.name] != nil }
        return members[use.name]?["body"] != nil || representables[use.name] != nil
      }
      guard uses.count == 1, let only = uses.first, !only.isConditional else { return nil }
      if !only.isMember { return only.name }
      guard !only.isOnOtherValue else { return nil }
      current = only.name
    }
    return nil
  }

  /// The view a presentation of the member `member` of `type` shows: the one view type it
  /// shows (``shownView(of:member:)``), else the SwiftUI container its code is, which shows
  /// the views written in it; nil when neither.
  func presentedView(of type: String, member: String, at origin: SourceOrigin)
    -> HierarchySwiftUIView?
  {
    if let shown = shownView(of: type, member: member) {
      return HierarchySwiftUIView(typeName: shown, origin: origin)
    }
    return containers[type]?[member]
  }

  /// The view types inside the hosting controller of a root view of type `root`, at any
  /// depth.
  ///
  /// Those its `body` uses on its screen or behind tabs and pushes, and theirs, not behind a
  /// presentation (a sheet, a cover or a popover is another controller).
  func reachable(from root: String) -> Set<String> {
    var found: Set<String> = [root]
    var seenMembers: Set<String> = []
    var pending: [(type: String, member: String)] = [(root, "body")]
    while let item = pending.popLast() {
      guard seenMembers.insert(item.type + "." + item.member).inserted else { continue }
      for use in members[item.type]?[item.member] ?? []
      where use.steps.allSatisfy(\.isOnSameScreen) || Self.isInnerScreen(use.steps) {
        if use.isMember {
          if let next = target(of: use, in: item.type), members[next.type]?[next.member] != nil {
            pending.append(next)
          }
        } else if members[use.name]?["body"] != nil {
          found.insert(use.name)
          pending.append((use.name, "body"))
        }
      }
    }
    return found
  }

  /// The views and representables a root view of type `root` shows on its own screen: its
  /// `body`, the members it uses and the bodies of the view types they use, not behind a tab
  /// other than the first, a link or a presentation.
  func screen(of root: String) -> Screen {
    struct Item: Hashable {
      var type: String
      var member: String
    }
    let start = Item(type: root, member: "body")
    // A representable as the root view: its controller is the screen's.
    if let representable = representables[root] {
      var screen = Screen()
      screen.representables = [(representable, representable.origin, false)]
      return screen
    }
    guard members[root]?["body"] != nil else { return Screen() }
    var found: [Item: Bool] = [start: false]
    var order: [Item] = [start]
    var usedRepresentables: [String: (HierarchyRepresentable, SourceOrigin, Bool)] = [:]
    var representableOrder: [String] = []
    var innerScreens: [HierarchySwiftUIViewUse] = []
    var innerOrigins: Set<SourceOrigin> = []
    // Unconditional uses first, then conditional ones from every member reached.
    for includesConditional in [false, true] {
      var pending = order
      while let item = pending.popLast() {
        let isConditional = found[item] ?? true
        for use in members[item.type]?[item.member] ?? []
        where includesConditional || !use.isConditional {
          guard use.steps.allSatisfy(\.isOnSameScreen) else {
            if !use.isMember, members[use.name]?["body"] != nil, Self.isInnerScreen(use.steps),
              innerOrigins.insert(use.origin).inserted
            {
              innerScreens.append(use)
            }
            continue
          }
          let conditional = isConditional || use.isConditional
          if !use.isMember, let representable = representables[use.name] {
            if usedRepresentables[use.name] == nil { representableOrder.append(use.name) }
            if usedRepresentables[use.name].map({ $0.2 && !conditional }) ?? true {
              usedRepresentables[use.name] = (representable, use.origin, conditional)
            }
            continue
          }
          guard let target = target(of: use, in: item.type) else { continue }
          let next = Item(type: target.type, member: target.member)
          guard members[next.type]?[next.member] != nil, found[next] == nil else { continue }
          found[next] = conditional
          order.append(next)
          pending.append(next)
        }
      }
    }
    var screen = Screen()
    screen.innerScreens = innerScreens
    // A `View` extension's members are every view's: each one used is listed on its own
    // (``viewKey(type:function:)``), so that only what it applies is on this screen.
    func key(_ item: Item) -> String { Self.viewKey(type: item.type, function: item.member) }
    var typeIsConditional: [String: Bool] = [:]
    for item in order {
      typeIsConditional[key(item)] = (typeIsConditional[key(item)] ?? true) && found[item] == true
    }
    var seenTypes: Set<String> = [root]
    for item in order where !seenTypes.contains(key(item)) {
      seenTypes.insert(key(item))
      screen.views.append((key(item), typeIsConditional[key(item)] ?? true))
    }
    for name in representableOrder {
      if let (representable, origin, isConditional) = usedRepresentables[name] {
        screen.representables.append((representable, origin, isConditional))
      }
    }
    return screen
  }
}
