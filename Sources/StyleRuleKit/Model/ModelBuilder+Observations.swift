extension ModelBuilder {
  /// Checks the `observed` lines of controller bodies and records them in
  /// ``AppModel/observedAnswers``.
  ///
  /// An observed line states one value the instance returned: a style, a Boolean, or for a
  /// `childFor…` member the name of the controller returned (any controller of the file,
  /// placed or not) or `nil`. Selectors, values read from another controller, `??` and
  /// `dynamic` describe code, not an answer, and are errors. A controller an observed
  /// `childFor…` names is asked wherever it is, so it is not reported as unplaced.
  mutating func buildObservations() {
    var seen: [ControllerID: [(key: PropertyKey, range: SourceRange)]] = [:]
    for observation in tree.observations {
      let index = observation.controller
      let syntax = tree.controllers[index]
      // The second declaration of a name is already reported; its lines go with it.
      guard index < model.controllers.count, controllerIndex[syntax.name.text] == index else {
        continue
      }
      let property = observation.property
      guard let key = observableKey(property, controller: syntax.name.text) else { continue }
      guard let value = observedValue(property, key: key) else { continue }
      let id = ControllerID(index)
      if let first = seen[id]?.first(where: { $0.key == key }) {
        reportDuplicate(
          "observed '\(key.rawValue)' of '\(syntax.name.text)'", at: observation.range,
          first: first.range)
        continue
      }
      seen[id, default: []].append((key, observation.range))
      var answers = model.observedAnswers[id] ?? ObservedAnswers()
      let range = observation.range
      switch value {
      case .style(let style): answers.preferredStatusBarStyle = Located(style, at: range)
      case .bool(let flag): answers.prefersStatusBarHidden = Located(flag, at: range)
      case .child(let child):
        if let child { unplacedExempt.insert(child.index) }
        if key == .childForStatusBarStyle {
          answers.childForStatusBarStyle = Located(child, at: range)
        } else {
          answers.childForStatusBarHidden = Located(child, at: range)
        }
      }
      model.observedAnswers[id] = answers
    }
  }

  /// A value an `observed` line states.
  private enum ObservedValue {
    case style(StatusBarStyle)
    case bool(Bool)
    case child(ControllerID?)
  }

  /// The member an `observed` line states, or `nil` after reporting a name that is not one
  /// of ``AppModel/observableMembers``.
  private mutating func observableKey(_ property: PropertySyntax, controller: String)
    -> PropertyKey?
  {
    let observable = AppModel.observableMembers.map(\.rawValue)
    guard let descriptor = PropertyCatalogue.descriptor(named: property.name) else {
      report(
        .model(.unknownProperty), .error,
        "unknown member '\(property.name)' observed for '\(controller)'"
          + hintOrList(property.name, observable),
        at: property.nameRange)
      return nil
    }
    guard AppModel.observableMembers.contains(descriptor.key) else {
      let advice =
        descriptor.placement.contains(.instance)
        ? "'\(descriptor.spelling)' is a property of the instance: write "
          + "'\(descriptor.spelling) = \(property.value.text)' without 'observed'"
        : "'\(descriptor.spelling)' is not a member UIKit asks the controller"
      report(
        .model(.notObservable), .error,
        "\(advice); 'observed' states what the controller returned for "
          + observable.dropLast().joined(separator: ", ") + " and "
          + observable[observable.count - 1],
        at: property.nameRange)
      return nil
    }
    return descriptor.key
  }

  /// The value an `observed` line states for `key`, or `nil` after reporting it.
  private mutating func observedValue(_ property: PropertySyntax, key: PropertyKey)
    -> ObservedValue?
  {
    let member = key.rawValue
    if let dynamic = property.dynamic {
      report(
        .model(.dynamicNotSupported), .error,
        "an observed '\(member)' is the one value the controller returned when the snapshot "
          + "was taken, not 'dynamic'",
        at: dynamic.keyword)
      return nil
    }
    if let fallback = property.fallback {
      report(
        .model(.fallbackWithoutForwarding), .error,
        "an observed '\(member)' is the value the controller returned, which is never nil; "
          + "write that value without '??'",
        at: fallback.operatorRange)
      return nil
    }
    let value = property.value
    let returned = "an observed '\(member)' is the value the controller returned"
    switch key {
    case .preferredStatusBarStyle:
      guard let style = StatusBarStyle(rawValue: value.text) else {
        reportInvalidValue(
          value, kind: .style, for: "observed \(member)",
          extraHint: value.text.contains(".") ? "\(returned), such as lightContent" : nil)
        return nil
      }
      return .style(style)
    case .prefersStatusBarHidden:
      guard let flag = ValueKind.parseBool(value.text) else {
        reportInvalidValue(
          value, kind: .bool, for: "observed \(member)",
          extraHint: value.text.contains(".") ? "\(returned), true or false" : nil)
        return nil
      }
      return .bool(flag)
    default:
      return observedChild(value, member: member)
    }
  }

  /// The controller an observed `childFor…` line names, `.child(nil)` for `nil`, or `nil`
  /// after reporting a value that names no controller.
  private mutating func observedChild(_ value: ValueSyntax, member: String) -> ObservedValue? {
    let text = value.text
    if value.kind == .name, text == "nil" { return .child(nil) }
    if value.kind == .name, let index = controllerIndex[text] {
      return .child(ControllerID(index))
    }
    if value.kind == .name, ChildSelector.builtInSpellings.contains(text) {
      report(
        .model(.invalidValue), .error,
        "'\(text)' is a selector, which the code evaluates; an observed '\(member)' names the "
          + "controller it returned, or nil",
        at: value.range)
      return nil
    }
    guard value.kind == .name, !text.contains(".") else {
      report(
        .model(.invalidValue), .error,
        "'\(text)' is not a controller's name; an observed '\(member)' names the controller it "
          + "returned, or nil",
        at: value.range)
      return nil
    }
    guard !isBroken(text) else { return nil }
    report(
      .model(.unknownController), .error,
      "observed \(member) returns '\(text)', but no controller has that name"
        + Suggestion.hint(for: text, in: controllerIndex.keys.sorted().prefix(5_000)),
      at: value.range)
    return nil
  }
}
