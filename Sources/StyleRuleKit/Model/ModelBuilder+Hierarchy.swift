extension ModelBuilder {
  /// Creates a controller for every declaration and validates its properties.
  mutating func buildControllers() {
    controllerIndex.reserveCapacity(tree.controllers.count)
    model.controllers.reserveCapacity(tree.controllers.count)
    // Neighbouring declarations often share a class: remember the last one looked up.
    var lastClass: (name: String, reference: ClassReference, base: UIKitClass)?
    for (index, syntax) in tree.controllers.enumerated() {
      let name = syntax.name.text
      if let first = controllerIndex.updateValue(index, forKey: name) {
        controllerIndex[name] = first
        report(
          .model(.duplicateController), .error,
          "controller '\(name)' is declared more than once; a view controller can be in only "
            + "one place, so give the second one another name",
          at: syntax.name.range,
          notes: [Diagnostic.Note("first declared here", at: tree.controllers[first].name.range)])
      }
      var reference = ClassReference.uikit(.viewController)
      var uikitBase = UIKitClass.viewController
      var classKnown = true
      var className = "UIViewController"
      if let written = syntax.className {
        className = written.text
        if let lastClass, lastClass.name == written.text {
          reference = lastClass.reference
          uikitBase = lastClass.base
        } else if let uikit = UIKitClass(rawValue: written.text) {
          reference = .uikit(uikit)
          uikitBase = uikit
        } else if let declared = classIndex[written.text] {
          reference = .declared(ClassID(declared))
          uikitBase = model.classes[declared].uikitBase
        } else if written.text == Controller.unknownClassName {
          // A controller of a class the sources do not state: a plain view controller whose
          // code is not known (opaque), until the file says more in its body.
        } else {
          classKnown = false
          if !isBroken(written.text) {
            let hint = Suggestion.hint(for: written.text, in: knownClassNames)
            report(
              .model(.unknownClass), .error,
              "unknown class '\(written.text)' for '\(name)'"
                + (hint.isEmpty
                  ? "; declare it, as in 'class \(written.text): UIViewController { … }'" : hint),
              at: written.range)
          }
        }
        if classKnown { lastClass = (written.text, reference, uikitBase) }
      }
      var owner = PropertyOwner(
        placement: .instance, uikitBase: classKnown ? uikitBase : nil, origin: .instance,
        name: name)
      if case .declared = reference { owner.declaredClass = className }
      let (settings, selections) = validateProperties(syntax.properties, owner: owner)
      for (property, value) in selections {
        pendingSelections.append((index, property, value))
      }
      model.controllers.append(
        Controller(
          id: ControllerID(index), name: name, nameRange: syntax.name.range, range: syntax.range,
          className: className, classNameRange: syntax.className?.range, body: syntax.body,
          classReference: reference, uikitBase: uikitBase,
          settings: settings, selectedTab: nil, parent: nil, placementRange: nil, children: [],
          presentation: nil))
      if className == Controller.unknownClassName, classIndex[className] == nil {
        model.controllers[index].hasUnknownClass = true
      }
    }
  }

  /// Places controllers as window roots, children and presented controllers.
  mutating func buildPlacements() {
    for placement in tree.placements {
      let target: Int
      switch placement.target {
      case .declaration(let index):
        target = index
      case .reference(let name):
        guard let index = lookUpController(name) else { continue }
        target = index
      case .choice(let index):
        buildChoice(index, at: placement)
        continue
      }
      _ = place(target, at: placement.parent, range: placement.range)
    }
  }

  /// Places one controller; returns the slot it fills, or `nil` when it cannot be placed
  /// (reported).
  private mutating func place(_ target: Int, at parent: PlacementSyntax.Parent, range: SourceRange)
    -> ChoiceSlot?
  {
    if let existing = model.controllers[target].placementRange {
      report(
        .model(.placedTwice), .error,
        "'\(model.controllers[target].name)' is placed twice; a view controller has one "
          + "parent, window or presenter",
        at: range, notes: [Diagnostic.Note("first placed here", at: existing)])
      return nil
    }
    let slot: ChoiceSlot
    switch parent {
    case .window(let window):
      if let root = model.windows[window].root {
        report(
          .model(.windowHasRoot), .error,
          "\(model.windows[window].label(index: window)) already has the root view "
            + "controller '\(model.controllers[root.index].name)'; a window has one "
            + "rootViewController",
          at: range,
          notes: [
            Diagnostic.Note("root set here", at: model.controllers[root.index].placementRange)
          ])
        unplacedExempt.insert(target)
        return nil
      }
      model.windows[window].root = ControllerID(target)
      model.controllers[target].parent = .window(window)
      slot = .window(window)
    case .container(let container):
      slot = .container(
        ControllerID(container), position: model.controllers[container].children.count)
      model.controllers[container].children.append(ControllerID(target))
      model.controllers[target].parent = .container(ControllerID(container))
    case .presentedByEnclosing(let caller, let keyword):
      slot = .presentation(model.presentations.count)
      addPendingPresentation(
        caller: caller, presented: target, keyword: keyword,
        range: keyword.extended(to: range))
    case .presentedByName(let name, let keyword):
      guard let caller = lookUpController(name) else {
        // The presenter is already reported; do not also call the presented unplaced.
        unplacedExempt.insert(target)
        return nil
      }
      slot = .presentation(model.presentations.count)
      addPendingPresentation(
        caller: caller, presented: target, keyword: keyword,
        range: name.range.extended(to: range))
    }
    model.controllers[target].placementRange = range
    return slot
  }

  /// Builds a `choice`: checks its name and alternatives, places the launch alternative
  /// where the choice stands, and records the choice as a dynamic value whose options are
  /// its alternatives.
  private mutating func buildChoice(_ index: Int, at placement: PlacementSyntax) {
    let syntax = tree.choices[index]
    let name = syntax.name.text
    if let clash = controllerIndex[name] {
      report(
        .model(.choiceNameClash), .error,
        "choice '\(name)' has the name of a controller; name the choice apart from every "
          + "controller, as 'Depends on:' lists it by name",
        at: syntax.name.range,
        notes: [Diagnostic.Note("controller declared here", at: model.controllers[clash].nameRange)]
      )
    } else if let other = model.controllerChoices.first(where: { $0.name == name }) {
      report(
        .model(.choiceNameClash), .error,
        "a second choice is named '\(name)'; give each choice its own name",
        at: syntax.name.range, notes: [Diagnostic.Note("first named here", at: other.nameRange)])
    }
    var alternatives: [Int] = []
    for target in syntax.alternatives {
      let alternative: Int
      let written: SourceRange
      switch target {
      case .declaration(let declared):
        alternative = declared
        written = model.controllers[declared].nameRange
      case .reference(let referred):
        guard let found = lookUpController(referred) else { continue }
        alternative = found
        written = referred.range
      case .choice: continue
      }
      if let existing = model.controllers[alternative].placementRange {
        report(
          .model(.placedTwice), .error,
          "'\(model.controllers[alternative].name)' is an alternative of choice '\(name)' and "
            + "is placed elsewhere too; a view controller has one place, so declare another "
            + "controller for the other place",
          at: written,
          notes: [Diagnostic.Note("also placed here", at: existing)])
        continue
      }
      model.controllers[alternative].placementRange = placement.range
      alternatives.append(alternative)
    }
    guard !syntax.alternatives.isEmpty else {
      report(
        .model(.choiceTooFewAlternatives), .error,
        "choice '\(name)' has no alternatives; list two or more, one per line",
        at: syntax.name.range)
      return
    }
    guard syntax.alternatives.count >= 2 else {
      report(
        .model(.choiceTooFewAlternatives), .error,
        "choice '\(name)' has one alternative; a choice holds two or more (write the "
          + "controller alone where the code always places it)",
        at: syntax.name.range)
      if let only = alternatives.first {
        model.controllers[only].placementRange = nil
        _ = place(only, at: placement.parent, range: placement.range)
      }
      return
    }
    let names = alternatives.map { model.controllers[$0].name }
    var initial: Int?
    if let written = syntax.initially {
      initial = names.firstIndex(of: written.text)
      if initial == nil, !isBroken(written.text) {
        report(
          .model(.choiceInitiallyNotAnAlternative), .error,
          "'\(written.text)' is not an alternative of choice '\(name)', so it cannot hold at "
            + "launch; write one of \(names.map { "'\($0)'" }.joined(separator: ", ")) or "
            + "'unknown'" + Suggestion.hint(for: written.text, in: names),
          at: written.range)
      }
    }
    guard !alternatives.isEmpty else { return }
    let launch = alternatives[initial ?? 0]
    for alternative in alternatives { unplacedExempt.insert(alternative) }
    model.controllers[launch].placementRange = nil
    guard let slot = place(launch, at: placement.parent, range: placement.range),
      alternatives.count >= 2
    else { return }
    let id = DynamicValueID(model.dynamicValues.count)
    model.dynamicValues.append(
      DynamicValue(
        id: id, owner: .choice(name), member: "", options: names, isListed: true,
        initial: initial, isLaunchUnknown: syntax.isLaunchUnknown,
        range: syntax.keyword.extended(to: syntax.name.range),
        values: names.map { .controllerName($0) }))
    let choice = model.controllerChoices.count
    model.controllerChoices.append(
      ControllerChoice(
        name: name, nameRange: syntax.name.range, range: syntax.range,
        alternatives: alternatives.map(ControllerID.init), dynamic: id, slot: slot,
        chosen: initial ?? 0))
    model.choicePositions[id] = choice
    for alternative in alternatives { model.alternativeChoices[ControllerID(alternative)] = choice }
  }

  private mutating func addPendingPresentation(
    caller: Int, presented: Int, keyword: SourceRange, range: SourceRange
  ) {
    model.controllers[presented].parent = .presentation(model.presentations.count)
    // The presenter is chosen once cycles are ruled out (see assignPresenters).
    model.presentations.append(
      Presentation(
        caller: ControllerID(caller), presenter: ControllerID(caller), presenterChoice: .caller,
        presented: ControllerID(presented), keywordRange: keyword, range: range))
  }

  private mutating func lookUpController(_ name: Identifier) -> Int? {
    if let index = controllerIndex[name.text] { return index }
    if isBroken(name.text) { return nil }
    report(
      .model(.unknownController), .error,
      "no controller named '\(name.text)'"
        + Suggestion.hint(for: name.text, in: controllerIndex.keys.prefix(5_000)),
      at: name.range)
    return nil
  }

  /// The controller a placement hangs from: the container, or the caller of `present`.
  private func parentIndex(of index: Int) -> Int? {
    switch model.controllers[index].parent {
    case .container(let id): id.index
    case .presentation(let presentation): model.presentations[presentation].caller.index
    case .window, nil: nil
    }
  }

  /// Finds controllers that contain or present themselves, reports each cycle once and
  /// cuts it so later stages see a forest.
  mutating func breakCycles() {
    let count = model.controllers.count
    var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on the current path, 2 done
    var position = [Int](repeating: -1, count: count)
    for start in 0..<count where state[start] == 0 {
      var path: [Int] = []
      var current = start
      while state[current] == 0 {
        state[current] = 1
        position[current] = path.count
        path.append(current)
        guard let parent = parentIndex(of: current) else { break }
        current = parent
      }
      if state[current] == 1, let closing = path.last, parentIndex(of: closing) == current {
        let cycle = Array(path[position[current]...])
        // Report at the placement written last: reading top to bottom, it closes the cycle.
        let culprit =
          cycle.max {
            (model.controllers[$0].placementRange?.start ?? -1)
              < (model.controllers[$1].placementRange?.start ?? -1)
          } ?? closing
        reportCycle(cycle, at: culprit)
        cut(culprit)
        unplacedExempt.formUnion(cycle)
      }
      for node in path {
        state[node] = 2
        position[node] = -1
      }
    }
  }

  /// Reports a cycle, listed parent-first from `culprit`, at `culprit`'s placement.
  private mutating func reportCycle(_ upward: [Int], at culprit: Int) {
    // `upward` lists the cycle child-first; walk it backwards (parent-first) from the culprit.
    let start = upward.firstIndex(of: culprit) ?? 0
    var downward: [Int] = []
    for step in 0...upward.count {
      downward.append(upward[(start - step % upward.count + upward.count) % upward.count])
    }
    let names = downward.map { model.controllers[$0].name }
    let throughPresentation = upward.contains {
      if case .presentation = model.controllers[$0].parent { return true }
      return false
    }
    let kind = throughPresentation ? "presentation cycle" : "containment cycle"
    report(
      throughPresentation ? .model(.presentationCycle) : .model(.containmentCycle), .error,
      "\(kind): " + Self.chain(names)
        + " (each contains or presents the next, so none of them is in a window)",
      at: model.controllers[culprit].placementRange ?? model.controllers[culprit].nameRange)
  }

  private mutating func cut(_ index: Int) {
    if case .container(let parent) = model.controllers[index].parent {
      model.controllers[parent.index].children.removeAll { $0.index == index }
    }
    model.controllers[index].parent = nil
  }

  /// Chooses each presentation's presenter (R23) and rejects a second presentation
  /// from the same presenter.
  mutating func assignPresenters() {
    let count = model.controllers.count
    var root = [Int](repeating: -1, count: count)
    var context = [Int](repeating: -1, count: count)
    var stack: [Int] = []
    for index in 0..<count {
      if case .container = model.controllers[index].parent { continue }
      stack.append(index)
    }
    while let node = stack.popLast() {
      var parent: Int?
      if case .container(let id) = model.controllers[node].parent { parent = id.index }
      root[node] = parent.map { root[$0] } ?? node
      let defines = model.definesPresentationContext(ControllerID(node)).defines
      context[node] = defines ? node : (parent.map { context[$0] } ?? -1)
      for child in model.controllers[node].children { stack.append(child.index) }
    }
    for index in model.presentations.indices {
      let pending = model.presentations[index]
      let caller = pending.caller.index
      // Skip presentations cut out of a cycle.
      guard case .presentation(let placed) = model.controllers[pending.presented.index].parent,
        placed == index, root[caller] >= 0
      else { continue }
      let style =
        model.effectiveSettings(of: pending.presented).modalPresentationStyle?.value ?? .automatic
      let contextID = context[caller] >= 0 ? ControllerID(context[caller]) : nil
      let (chosen, choice) = AppModel.presenterChoice(
        caller: ControllerID(caller), usesContext: style.usesPresentationContext,
        context: contextID,
        root: ControllerID(root[caller]),
        explicit: contextID.map { model.definesPresentationContext($0).explicit } ?? false)
      let presenter = chosen.index
      if let existing = model.controllers[presenter].presentation {
        let first = model.presentations[existing]
        let firstName = model.controllers[first.presented.index].name
        let presentedName = model.controllers[pending.presented.index].name
        report(
          .model(.alreadyPresenting), .error,
          "'\(model.controllers[presenter].name)' already presents '\(firstName)', so UIKit "
            + "refuses to present '\(presentedName)' from it; to chain them write "
            + "'\(firstName) presents \(presentedName)'",
          at: pending.range,
          notes: [Diagnostic.Note("'\(firstName)' is presented here", at: first.range)])
        model.controllers[pending.presented.index].parent = nil
        unplacedExempt.insert(pending.presented.index)
        continue
      }
      model.presentations[index] = Presentation(
        caller: pending.caller, presenter: ControllerID(presenter), presenterChoice: choice,
        presented: pending.presented, keywordRange: pending.keywordRange, range: pending.range)
      model.controllers[presenter].presentation = index
    }
  }

  /// Resolves `selectedViewController` and `selectedIndex` against each tab bar's tabs.
  mutating func resolveSelections() {
    var firstSelection: [Int: SourceRange] = [:]
    for (index, property, value) in pendingSelections {
      let controller = model.controllers[index]
      if let first = firstSelection[index] {
        report(
          .model(.duplicateSetting), .error,
          "set either selectedViewController or selectedIndex on '\(controller.name)', not both",
          at: property.range, notes: [Diagnostic.Note("first set here", at: first)])
        continue
      }
      firstSelection[index] = property.range
      // A tab on a line that failed to parse is missing: the selection cannot be checked.
      if hasSyntaxError(in: tree.controllers[index].body) { continue }
      let tabs = controller.children
      guard let value else {
        resolveDynamicSelection(of: index, property, tabs: tabs)
        continue
      }
      switch value {
      case .controllerName(let name):
        guard let tab = tabs.first(where: { model.controllers[$0.index].name == name }) else {
          var notes: [Diagnostic.Note] = []
          if let other = controllerIndex[name], let placed = model.controllers[other].placementRange
          {
            notes.append(Diagnostic.Note("'\(name)' is placed here", at: placed))
          }
          let tabNames = tabs.map { model.controllers[$0.index].name }
          report(
            .model(.selectionNotATab), .error,
            "selectedViewController '\(name)' is not a tab of '\(controller.name)'"
              + (notes.isEmpty ? Suggestion.hint(for: name, in: tabNames) : ""),
            at: property.value.range, notes: notes)
          continue
        }
        model.controllers[index].selectedTab = Setting(tab, at: property.range, origin: .instance)
      case .integer(let position):
        guard position < tabs.count else {
          report(
            .model(.selectionNotATab), .error,
            "selectedIndex \(position) is out of range: '\(controller.name)' has "
              + "\(tabs.count) tab\(tabs.count == 1 ? "" : "s")",
            at: property.value.range)
          continue
        }
        model.controllers[index].selectedTab = Setting(
          tabs[position], at: property.range, origin: .instance)
      default:
        continue
      }
    }
  }

  /// Resolves `selectedIndex = dynamic`, `dynamic(0, 2)` and `… initially 2` against a tab
  /// bar's tabs: a dynamic value whose options are tab positions (every tab for `dynamic`
  /// alone), the launch one selected.
  mutating func resolveDynamicSelection(
    of index: Int, _ property: PropertySyntax, tabs: [ControllerID]
  ) {
    guard let dynamic = property.dynamic else { return }
    let name = model.controllers[index].name
    guard dynamic.hasList || !tabs.isEmpty else {
      report(
        .model(.selectionNotATab), .error,
        "selectedIndex = dynamic needs a tab to select, and '\(name)' has no tabs",
        at: property.value.range)
      return
    }
    guard
      let (launch, id) = recordDynamic(
        property, dynamic, kind: .integer, member: PropertyKey.selectedIndex.rawValue,
        owner: .controller(name),
        everyValue: tabs.indices.map { (String($0), PropertyValue.integer($0)) },
        accepts: { builder, written, value in
          guard case .integer(let position) = value, position >= tabs.count else { return true }
          builder.report(
            .model(.selectionNotATab), .error,
            "selectedIndex \(position) is out of range: '\(name)' has "
              + "\(tabs.count) tab\(tabs.count == 1 ? "" : "s")",
            at: written.range)
          return false
        }),
      case .integer(let position) = launch
    else { return }
    model.controllers[index].selectedTab = Setting(
      tabs[position], at: property.range, origin: .instance, dynamic: id)
  }

  /// Checks that a `childForStatusBarStyle` or `childForStatusBarHidden` naming a controller
  /// names one the file declares (any controller: UIKit accepts any).
  mutating func checkChildSelectors() {
    var reported: Set<SourceRange> = []
    for index in model.controllers.indices where model.controllers[index].parent != nil {
      let settings = model.effectiveSettings(of: ControllerID(index))
      for hidden in [false, true] {
        let member = hidden ? "childForStatusBarHidden" : "childForStatusBarStyle"
        let selector = hidden ? settings.childForStatusBarHidden : settings.childForStatusBarStyle
        guard let setting = selector, case .named(let name) = setting.value,
          !reported.contains(setting.range)
        else { continue }
        if isBroken(name) || hasSyntaxError(in: tree.controllers[index].body) { continue }
        // UIKit asks whatever controller the override returns, a child or not; lint's
        // selector-not-a-descendant warns when it is not one of the controller's own.
        guard controllerIndex[name] == nil else { continue }
        reported.insert(setting.range)
        let names = Array(controllerIndex.keys).sorted()
        report(
          .model(.unknownController), .error,
          "\(member) returns '\(name)', but no controller has that name"
            + Suggestion.hint(for: name, in: names),
          at: setting.range)
      }
    }
  }

  /// Checks that a value forwarded from a named controller (`preferredStatusBarStyle =
  /// Player.preferredStatusBarStyle`) names a controller of the file.
  mutating func checkForwardedNames() {
    var sets = model.classes.map(\.ownMembers)
    for uikit in UIKitClass.allCases {
      if let members = model.extensions[uikit] { sets.append(members) }
    }
    for members in sets {
      for question in StatusBarQuestion.allCases {
        guard let setting = question.valueForwarding(in: members),
          case .named(let name) = setting.value.selector, controllerIndex[name] == nil
        else { continue }
        report(
          .model(.unknownController), .error,
          "\(question.valueMember) returns the \(question.valueMember) of '\(name)', but no "
            + "controller has that name"
            + Suggestion.hint(for: name, in: controllerIndex.keys.prefix(5_000)),
          at: setting.range)
      }
    }
  }

  /// Warns about controllers that are declared but never reach a window.
  mutating func reportUnplacedControllers() {
    for controller in model.controllers
    where controller.parent == nil && !unplacedExempt.contains(controller.id.index)
      && controllerIndex[controller.name] == controller.id.index && !isBroken(controller.name)
    {
      report(
        .model(.unplacedController), .warning,
        "'\(controller.name)' is declared but not placed in any window, so it takes no part "
          + "in the decision",
        at: controller.nameRange)
    }
  }
}
