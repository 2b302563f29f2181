/// A controller's own answer to `preferredStatusBarStyle` or `prefersStatusBarHidden`: a
/// value, or an override that returns another controller's value of the same member.
enum ValueAnswer<Value> {
  /// The value, its step recorded.
  case value(Value)
  /// The override returns another controller's value (`topViewController.preferredStatusBarStyle`).
  case forwards(Setting<ValueForwarding>)
}

extension StatusBarWalk {
  /// The value the deciding controller returns, following overrides that return another
  /// controller's value of the same member ("forwarding by value").
  ///
  /// Unlike `childForStatusBarStyle`, UIKit asks the decider, whose code asks the other
  /// controller: the decider stays the decider, and every rule about its override (R17)
  /// applies to it. The trace shows both hops: the decider's override, the controller its
  /// selector gives, and that controller's own value, which may forward again. The loop is
  /// iterative and stops at a controller already read, which in the app is endless
  /// recursion. `fallback` gives the value after `??`, or UIKit's default when none is
  /// written (`default`, `false`), or when there is no forwarding (a cycle).
  mutating func followValue<Value>(
    from winner: ControllerID, fallback: (ValueForwarding?) -> Value,
    own: (inout StatusBarWalk, ControllerID) -> ValueAnswer<Value>
  ) -> Value {
    var current = winner
    var read: Set<ControllerID> = [winner]
    while true {
      let forwarding: Setting<ValueForwarding>
      switch own(&self, current) {
      case .value(let value):
        if current != winner { valueSource = current }
        return value
      case .forwards(let setting):
        forwarding = setting
      }
      let member = question.valueMember
      recordForwardingOverride(current, forwarding)
      guard let target = forwardedTarget(of: current, forwarding) else {
        let value = fallback(forwarding.value)
        if current != winner { valueSource = current }
        let selector = forwarding.value.selector.spelling
        let written = forwarding.value.fallback != nil
        step(
          .controller(current), "\(member)?",
          written
            ? "\(value), the value after '??': \(selector) is nil"
            : "\(value): \(selector) is nil, and with nothing after '??' stylerule takes UIKit's "
              + "default, as '\(selector)?.\(member) ?? \(question == .style ? ".default" : "false")' "
              + "would (a forced unwrap would crash)",
          valueCitation(forwarding.origin), at: forwarding.range)
        return value
      }
      guard read.insert(target).inserted else {
        let value = fallback(nil)
        valueSource = nil
        step(
          .controller(current), "\(member)?",
          "\(value) as far as stylerule knows: '\(name(target))' is already reading this "
            + "\(member), so the overrides call each other without end and the app crashes "
            + "(a stack overflow); remove the cycle",
          valueCitation(forwarding.origin), at: forwarding.range)
        return value
      }
      valueChain.append(target)
      current = target
    }
  }

  /// The rule behind a value override: R17 in an extension, else R8 or R9.
  private func valueCitation(_ origin: SettingOrigin) -> RuleCitation {
    if case .extensionOf = origin { return cite(.r17ExtensionReplaces) }
    return question == .style ? cite(.r8Override) : cite(.r9Override)
  }

  /// The step for an override that returns another controller's value.
  private mutating func recordForwardingOverride(
    _ id: ControllerID, _ forwarding: Setting<ValueForwarding>
  ) {
    let member = question.valueMember
    let selector = forwarding.value.selector
    let whose: String
    if case .named(let other) = selector {
      whose = "the \(member) of '\(other)'"
    } else {
      whose = "\(selector.spelling)'s \(member)"
    }
    var fallback = ""
    if let style = forwarding.value.fallbackStyle {
      fallback = " ?? \(style.rawValue)"
    } else if let flag = forwarding.value.fallbackHidden {
      fallback = " ?? \(flag)"
    }
    step(
      .controller(id), "\(member)?",
      "returns \(whose)\(fallback), overridden in \(forwarding.origin.phrase): '\(name(id))' "
        + "asks that controller in its own code",
      valueCitation(forwarding.origin), at: forwarding.range)
  }

  /// The controller an override's selector gives, recording the step; `nil` when it gives
  /// none (an empty stack, no tabs, no children).
  private mutating func forwardedTarget(
    of id: ControllerID, _ forwarding: Setting<ValueForwarding>
  ) -> ControllerID? {
    guard case .named(let other) = forwarding.value.selector else {
      return evaluate(forwarding.value.selector, for: id, at: forwarding.range)
    }
    // The model builder checked that a controller has the name.
    guard let target = model.controller(named: other)?.id else { return nil }
    let place: String
    switch model.controllers[target.index].parent {
    case .container(let parent): place = "a child of '\(name(parent))'"
    case .window(let index): place = "the root of \(model.windows[index].label(index: index))"
    case .presentation(let index):
      place = "presented by '\(name(model.presentations[index].presenter))'"
    case nil: place = "not placed in any window"
    }
    step(
      .controller(id), "\(NameSpelling.spelling(ofName: other))?",
      "'\(other)', the controller of that name (\(place))",
      valueCitation(forwarding.origin), at: forwarding.range)
    return target
  }

  /// The controller whose value a controller's override returns, if it returns another
  /// controller's value of the question's member; records nothing that is kept.
  mutating func valueForwardingTarget(of id: ControllerID) -> ControllerID? {
    guard let forwarding = question.valueForwarding(in: model.effectiveSettings(of: id))
    else { return nil }
    let saved = steps.count
    defer { steps.removeSubrange(saved...) }
    return forwardedTarget(of: id, forwarding)
  }
}
