extension ModelBuilder {
  /// The controllers a scenario declares (placed by its events, not by the file's tree).
  var scenarioDeclarations: Set<Int> {
    var declared: Set<Int> = []
    for event in tree.events {
      switch event.kind {
      case .present(_, .declaration(let index)), .push(_, .declaration(let index)):
        declared.insert(index)
      case .viewControllers(let syntax):
        for case .declaration(let index) in syntax.items { declared.insert(index) }
      default:
        break
      }
    }
    return declared
  }

  /// Takes the roots of the windows a scenario creates out of them until the scenario
  /// creates them: at launch those controllers are on no screen.
  mutating func detachScenarioWindows() {
    for window in model.windows where window.createdInScenario {
      guard let root = window.root else { continue }
      model.controllers[root.index].parent = nil
      unplacedExempt.insert(root.index)
    }
  }

  /// Resolves the scenario's names and values, then plays it on a copy of the model to check
  /// that each event can happen in the state it meets.
  mutating func buildScenario() {
    var events: [ScenarioEvent] = []
    for var syntax in tree.events {
      guard let kind = resolve(syntax) else { continue }
      if case .window(let index) = syntax.kind {
        // The event is the whole block, to its closing brace.
        syntax = EventSyntax(
          kind: syntax.kind, range: tree.windows[index].range, startsLine: syntax.startsLine)
      }
      var text = source.text(in: syntax.range.start..<syntax.range.end)
      if case .window = syntax.kind, text.contains(where: \.isNewline) {
        text = Self.oneLine(text)
      } else if text.contains(where: \.isNewline) {
        // A list with a body on several lines reads as one line in titles and `--at`.
        text = text.split(whereSeparator: \.isNewline)
          .map { line in
            String(
              line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
          }
          .joined(separator: " ")
      }
      var event = ScenarioEvent(kind: kind, range: syntax.range, text: text)
      event.joinsPrevious = !syntax.startsLine
      events.append(event)
    }
    guard events.count == tree.events.count else { return }  // names already reported
    // An event that failed to parse is missing: the states after it cannot be checked.
    if let scenario = tree.scenario, tree.errorOffsets.contains(where: { $0 > scenario.start }) {
      return
    }
    var state = model
    var options = EnvironmentSettings()
    for event in events {
      do {
        try state.apply(event, to: &options)
      } catch {
        report(.model(.invalidEvent), .error, error.message, at: error.range)
        return
      }
    }
    model.scenario = events
  }

  /// A block on several lines as one line: `window Toast { windowLevel = alert; Banner:
  /// UIViewController }`.
  static func oneLine(_ text: String) -> String {
    let lines = text.split(whereSeparator: \.isNewline)
      .map { line in
        String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      }
      .filter { !$0.isEmpty }
    var joined = ""
    for line in lines {
      if !joined.isEmpty {
        joined += joined.hasSuffix("{") || line.hasPrefix("}") ? " " : "; "
      }
      joined += line
    }
    return joined
  }

  private mutating func resolve(_ syntax: EventSyntax) -> ScenarioEvent.Kind? {
    switch syntax.kind {
    case .window(let index):
      return index < model.windows.count ? .createWindow(index) : nil
    case .release(let name):
      if let window = model.windows.firstIndex(where: { $0.name == name.text }) {
        return .releaseWindow(window)
      }
      if isBroken(name.text) { return nil }
      var message = "no window named '\(name.text)' to release"
      if controllerIndex[name.text] != nil {
        message +=
          "; '\(name.text)' is a view controller: 'release' takes a window, and a presented "
          + "controller leaves with 'dismiss \(name.text)'"
      } else {
        message += Suggestion.hint(for: name.text, in: model.windows.compactMap(\.name))
      }
      report(.model(.unknownWindow), .error, message, at: name.range)
      return nil
    case .present(let presenter, let target):
      guard let caller = controller(presenter), let presented = controller(target) else {
        return nil
      }
      return .present(caller: caller, presented: presented)
    case .push(let navigation, let target):
      guard let stack = controller(navigation), let pushed = controller(target) else { return nil }
      return .push(navigation: stack, pushed: pushed)
    case .dismiss(let name):
      return controller(name).map { .dismiss($0) }
    case .pop(let name):
      return controller(name).map { .pop(navigation: $0) }
    case .select(let tabBar, let tab):
      guard let bar = controller(tabBar), let selected = controller(tab) else { return nil }
      return .select(tabBar: bar, tab: selected)
    case .call(let target, let method, let arguments):
      return resolveCall(on: target, method, arguments)
    case .application(let statement):
      return applicationChange(statement).map { .application($0) }
    case .viewControllers(let syntax):
      return resolveViewControllers(syntax)
    case .environment(let key, let value):
      if key.text == "appearance" {
        guard let appearance = Appearance(rawValue: value.text) else {
          report(
            .model(.invalidValue), .error,
            "'\(value.text)' is not an appearance"
              + hintOrList(value.text, Appearance.allCases.map(\.rawValue)),
            at: value.range)
          return nil
        }
        return .appearance(appearance)
      }
      if key.text == "in-call" {
        guard let flag = Self.inCallFlag(value) else {
          report(
            .model(.invalidValue), .error,
            "'\(value.text)' is not an in-call state; write 'in-call on' or 'in-call off'"
              + Suggestion.hint(for: value.text, in: Self.inCallValues),
            at: value.range)
          return nil
        }
        return .inCall(flag)
      }
      guard let orientation = Orientation(rawValue: value.text) else {
        report(
          .model(.invalidValue), .error,
          "'\(value.text)' is not an orientation"
            + hintOrList(value.text, Orientation.allCases.map(\.rawValue)),
          at: value.range)
        return nil
      }
      return .orientation(orientation)
    case .set(let target, let property):
      return resolveChange(of: target, property)
    }
  }

  private mutating func resolveViewControllers(_ syntax: ViewControllersSyntax)
    -> ScenarioEvent.Kind?
  {
    // A list with a syntax error is reported there, and the scenario is not played.
    guard syntax.isComplete else { return nil }
    if syntax.isCall, syntax.member.text != "setViewControllers" {
      report(
        .model(.unknownMethod), .error,
        "unknown method '\(syntax.member.text)' with a list of controllers"
          + hintOrList(syntax.member.text, ["setViewControllers"]),
        at: syntax.member.range)
      return nil
    }
    var animated: Bool?
    if syntax.isCall {
      guard syntax.arguments.count == 1, syntax.arguments[0].label?.text == "animated" else {
        report(
          .model(.invalidArguments), .error,
          "write 'setViewControllers([…], animated: true)': the call takes the list and "
            + "'animated:'",
          at: syntax.member.range)
        return nil
      }
      let value = syntax.arguments[0].value
      guard let flag = ValueKind.parseBool(value.text) else {
        reportInvalidValue(value, kind: .bool, for: "animated")
        return nil
      }
      animated = flag
    }
    guard let container = controller(syntax.container) else { return nil }
    var controllers: [ControllerID] = []
    for item in syntax.items {
      guard let id = controller(item) else { return nil }
      controllers.append(id)
    }
    return .setViewControllers(
      ViewControllersChange(container: container, controllers: controllers, animated: animated))
  }

  /// The methods a scenario event calls.
  static let scenarioMethods = [
    "setNeedsStatusBarAppearanceUpdate", "setNavigationBarHidden", "setToolbarHidden",
  ]

  /// The setters of a navigation controller's bars a scenario calls, with the property each
  /// sets: `setNavigationBarHidden(true, animated: true)` is `isNavigationBarHidden = true`.
  static let barSetters: [String: PropertyKey] = [
    "setNavigationBarHidden": .isNavigationBarHidden, "setToolbarHidden": .isToolbarHidden,
  ]

  private mutating func resolveCall(
    on target: Identifier, _ method: Identifier, _ arguments: [ArgumentSyntax]
  ) -> ScenarioEvent.Kind? {
    switch method.text {
    case "setNeedsStatusBarAppearanceUpdate":
      guard arguments.isEmpty else {
        report(
          .model(.invalidArguments), .error,
          "setNeedsStatusBarAppearanceUpdate() takes no arguments", at: arguments[0].value.range)
        return nil
      }
      return controller(target).map { .setNeedsUpdate($0) }
    case "setNavigationBarHidden", "setToolbarHidden":
      let key = Self.barSetters[method.text] ?? .isNavigationBarHidden
      guard arguments.count == 2, arguments[0].label == nil,
        arguments[1].label?.text == "animated"
      else {
        report(
          .model(.invalidArguments), .error,
          "write '\(method.text)(true, animated: true)': the call takes the new value "
            + "and 'animated:'",
          at: method.range.extended(to: arguments.last?.value.range ?? method.range))
        return nil
      }
      let animated = arguments[1].value
      guard let flag = ValueKind.parseBool(animated.text) else {
        reportInvalidValue(animated, kind: .bool, for: "animated")
        return nil
      }
      if let index = controllerIndex[target.text],
        model.controllers[index].uikitBase.kind != .navigation
      {
        report(
          .model(.propertyNotAvailable), .error,
          "\(method.text)(_:animated:) is a UINavigationController method, but "
            + "'\(target.text)' is a \(model.controllers[index].uikitBase.rawValue)",
          at: method.range)
        return nil
      }
      let value = arguments[0].value
      let property = PropertySyntax(name: key.rawValue, nameRange: method.range, value: value)
      guard case .set(let eventTarget, var change)? = resolveChange(of: target, property) else {
        return nil
      }
      change.call = "\(method.text)(\(change.valueText), animated: \(flag))"
      return .set(target: eventTarget, change: change)
    default:
      report(
        .model(.unknownMethod), .error,
        "unknown method '\(method.text)'" + hintOrList(method.text, Self.scenarioMethods),
        at: method.range)
      return nil
    }
  }

  private mutating func resolveChange(of target: Identifier, _ property: PropertySyntax)
    -> ScenarioEvent.Kind?
  {
    let name = property.name
    let text = property.value.text
    // A window.
    if let window = model.windows.firstIndex(where: { $0.name == target.text }),
      controllerIndex[target.text] == nil
    {
      switch name {
      case "isHidden":
        guard let flag = ValueKind.parseBool(text) else {
          reportInvalidValue(property.value, kind: .bool, for: name)
          return nil
        }
        guard
          checkListed(
            .bool(flag), text: text, in: model.windows[window].hiddenDynamic,
            at: property.value.range)
        else { return nil }
        return .set(
          target: .window(window),
          change: PropertyChange(name: name, valueText: text, value: .windowHidden(flag)))
      case "windowLevel":
        guard let level = Self.parseWindowLevel(property.value) else {
          report(
            .model(.invalidValue), .error,
            "'\(text)' is not a window level; write normal, statusBar, alert or a number",
            at: property.value.range)
          return nil
        }
        return .set(
          target: .window(window),
          change: PropertyChange(name: name, valueText: text, value: .windowLevel(level)))
      default:
        report(
          .model(.unknownProperty), .error,
          "a scenario changes a window's isHidden or windowLevel, not '\(name)'",
          at: property.nameRange)
        return nil
      }
    }
    // A controller, a declared class, or a UIKit class with an extension.
    let eventTarget: EventTarget
    let uikitBase: UIKitClass?
    if let index = controllerIndex[target.text] {
      eventTarget = .controller(ControllerID(index))
      uikitBase = model.controllers[index].uikitBase
    } else if let index = classIndex[target.text] {
      eventTarget = .declaredClass(ClassID(index))
      uikitBase = model.classes[index].uikitBase
    } else if let uikit = UIKitClass(rawValue: target.text) {
      eventTarget = .uikitClass(uikit)
      uikitBase = uikit
    } else {
      if isBroken(target.text) { return nil }
      let candidates =
        Array(controllerIndex.keys.prefix(5_000)) + knownClassNames
        + model.windows.compactMap(\.name)
      report(
        .model(.unknownController), .error,
        "no controller, class or window named '\(target.text)'"
          + Suggestion.hint(for: target.text, in: candidates),
        at: target.range)
      return nil
    }
    guard let descriptor = PropertyCatalogue.descriptor(named: name),
      descriptor.key != .selectedViewController, descriptor.key != .selectedIndex
    else {
      let hint =
        name == "selectedViewController" || name == "selectedIndex"
        ? "; select a tab with '\(target.text) selects TAB'"
        : Suggestion.hint(for: name, in: PropertyCatalogue.spellingsAndAliases)
      report(
        .model(.unknownProperty), .error, "a scenario cannot change '\(name)'\(hint)",
        at: property.nameRange)
      return nil
    }
    var isController = false
    if case .controller = eventTarget { isController = true }
    if !isController && !AppModel.overrideKeys.contains(descriptor.key) {
      report(
        .model(.instanceOnlyProperty), .error,
        "'\(name)' is set on a controller, not on class \(target.text)", at: property.nameRange)
      return nil
    }
    if let required = descriptor.requiredKind, let uikitBase, uikitBase.kind != required {
      report(
        .model(.propertyNotAvailable), .error,
        Self.notAvailableMessage(
          name, required: required, owner: "'\(target.text)'", base: uikitBase),
        at: property.nameRange)
      return nil
    }
    guard let value = descriptor.valueKind.parse(property.value) else {
      reportInvalidValue(
        property.value, kind: descriptor.valueKind, for: name,
        extraHint: Self.crossSpellingHint(text, kind: descriptor.valueKind))
      return nil
    }
    if case .controller(let id) = eventTarget, let observed = model.observed(id),
      observesMember(observed, descriptor.key)
    {
      report(
        .model(.invalidEvent), .error,
        "'\(target.text)' has an observed \(name), what it returned when the snapshot was "
          + "taken; a scenario cannot change an observed answer",
        at: property.nameRange)
      return nil
    }
    if descriptor.key.isLayout {
      guard checkLayoutChange(descriptor, property, on: eventTarget) else { return nil }
      return .set(
        target: eventTarget,
        change: PropertyChange(
          name: descriptor.spelling, valueText: Self.canonicalSpelling(of: value, written: text),
          value: .property(descriptor.key, value)))
    }
    let dynamic = dynamicValue(of: descriptor.key, on: eventTarget)
    guard checkListed(value, text: text, in: dynamic, at: property.value.range) else { return nil }
    return .set(
      target: eventTarget,
      change: PropertyChange(name: name, valueText: text, value: .property(descriptor.key, value)))
  }

  /// Whether `answers` state the member `key`.
  private func observesMember(_ answers: ObservedAnswers, _ key: PropertyKey) -> Bool {
    switch key {
    case .preferredStatusBarStyle: answers.preferredStatusBarStyle != nil
    case .prefersStatusBarHidden: answers.prefersStatusBarHidden != nil
    case .childForStatusBarStyle: answers.childForStatusBarStyle != nil
    case .childForStatusBarHidden: answers.childForStatusBarHidden != nil
    default: false
    }
  }

  /// The dynamic value a scenario event sets, if the override or property it changes is one.
  private func dynamicValue(of key: PropertyKey, on target: EventTarget) -> DynamicValueID? {
    switch target {
    case .controller(let controller): model.effectiveSettings(of: controller).dynamic(of: key)
    case .declaredClass(let declared):
      model.classes[declared.index].inheritedMembers.dynamic(of: key)
    case .uikitClass(let uikit): model.extensions[uikit]?.dynamic(of: key)
    case .window: nil
    }
  }

  /// Checks that a value set on a dynamic value is one of those it lists.
  ///
  /// `dynamic(false, true)` returns no other value, whatever the scenario does. Reports and
  /// returns `false` when the value is not listed.
  private mutating func checkListed(
    _ value: PropertyValue, text: String, in id: DynamicValueID?, at range: SourceRange
  ) -> Bool {
    guard let id else { return true }
    let dynamic = model[id]
    guard dynamic.isListed, !dynamic.values.contains(value) else { return true }
    report(
      .model(.valueNotListed), .error,
      "'\(text)' is not a value \(dynamic.label) can take: \(dynamic.ownerPhrase) declares "
        + "\(dynamic.declaration), so it is "
        + dynamic.options.map { "'\($0)'" }.joined(separator: " or ")
        + "; list '\(text)' there too if the code can set it",
      at: range, notes: [Diagnostic.Note("the dynamic value is declared here", at: dynamic.range)])
    return false
  }

  private mutating func controller(_ name: Identifier) -> ControllerID? {
    guard let index = controllerIndex[name.text] else {
      if isBroken(name.text) { return nil }
      report(
        .model(.unknownController), .error,
        "no controller named '\(name.text)'"
          + Suggestion.hint(for: name.text, in: controllerIndex.keys.prefix(5_000)),
        at: name.range)
      return nil
    }
    return ControllerID(index)
  }

  private mutating func controller(_ target: PlacementSyntax.Target) -> ControllerID? {
    switch target {
    case .declaration(let index): ControllerID(index)
    case .reference(let name): controller(name)
    case .choice: nil
    }
  }
}
