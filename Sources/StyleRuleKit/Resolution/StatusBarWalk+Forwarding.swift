extension StatusBarWalk {
  /// Answers `childForStatusBarStyle` or `childForStatusBarHidden` for a controller,
  /// recording the step(s).
  mutating func forwardAnswer(for id: ControllerID) -> ForwardAnswer {
    if let observed = observedForwardAnswer(for: id) { return observed }
    let controller = model.controllers[id.index]
    let settings = model.effectiveSettings(of: id)
    let member = question.childMember
    let ask = "\(member)?"
    if let override = question.childSelector(in: settings) {
      let citation: RuleCitation
      if case .extensionOf = override.origin {
        citation = cite(.r17ExtensionReplaces)
      } else {
        citation = cite(.r10ChildOrSelf)
      }
      let selector = override.value
      let reason = ForwardReason.override(selector, override.origin)
      if selector == .none {
        step(
          .controller(id), ask,
          "nil, overridden in \(override.origin.phrase): '\(controller.name)' decides itself",
          citation, at: override.range)
        return ForwardAnswer(child: nil, reason: reason)
      }
      step(
        .controller(id), ask, "\(selector.spelling), overridden in \(override.origin.phrase)",
        citation, at: override.range)
      let child = evaluate(selector, for: id, at: override.range)
      return ForwardAnswer(child: child, reason: reason)
    }
    if let opaque = model.opaqueClass(of: id) {
      let unknown = controller.hasUnknownClass
      let reason =
        "'\(controller.name)' is "
        + (unknown
          ? "of a class the file does not state (unknown)"
          : "an instance of class \(opaque), which is opaque")
        + ": whether it forwards \(member) is not in the file"
      noteCannotTell(reason)
      fileLeavesUnsaid = true
      step(
        .controller(id), ask,
        (unknown
          ? "unknown: the class of '\(controller.name)' is not stated"
          : "unknown: class \(opaque) is opaque")
          + ", so stylerule cannot tell which child, if any, it "
          + "returns; what follows takes '\(controller.name)' to decide itself",
        cite(.r10Opaque), at: controller.classNameRange ?? controller.nameRange)
      return ForwardAnswer(child: nil, reason: .opaque)
    }
    switch controller.kind {
    case .navigation:
      return question == .style
        ? navigationStyleForwarding(id, settings: settings)
        : navigationHiddenForwarding(id, settings: settings)
    case .tabBar:
      self.ask(controller.selectedTab)
      // A selection naming an alternative of a choice applies only while it is placed.
      if let named = model.alternativeSelections[id],
        let choice = model.choice(ofAlternative: named.value)
      {
        self.ask(model.controllerChoices[choice].dynamic)
      }
      guard let selected = controller.selectedTab?.value ?? controller.children.first else {
        step(
          .controller(id), ask, "nil: it has no tabs, so '\(controller.name)' decides itself",
          cite(.r18NoTabs), at: controller.nameRange)
        return ForwardAnswer(child: nil, reason: .noTabs)
      }
      let which =
        controller.selectedTab == nil
        ? "the selected tab (the first one, as selectedIndex defaults to 0)"
        : "the selected tab"
      step(
        .controller(id), ask, "'\(name(selected))', \(which): UITabBarController forwards to it",
        cite(.r18TabForwards), at: controller.selectedTab?.range ?? controller.nameRange)
      return ForwardAnswer(child: selected, reason: .selectedTab)
    case .split:
      step(
        .controller(id), ask,
        "nil as far as stylerule knows: which child UISplitViewController forwards to is not "
          + "established, so '\(controller.name)' is taken to decide",
        cite(.r19SplitUndetermined), at: controller.nameRange)
      return ForwardAnswer(child: nil, reason: .split)
    case .hosting:
      let rule = apply(.r21PrivateChild)
      guard question == .style, rule.effect == .yes else {
        let why =
          question == .hidden
          ? "UIHostingController does not override \(member), so '\(controller.name)' decides "
            + "itself"
          : "nil: before iOS 16 UIHostingController answers through its own "
            + "preferredStatusBarStyle, so '\(controller.name)' decides itself"
        step(
          .controller(id), ask, question == .hidden ? "nil: " + why : why,
          question == .hidden ? cite(.r21Hidden) : rule.citation, at: controller.nameRange)
        return ForwardAnswer(child: nil, reason: .noOverride)
      }
      step(
        .controller(id), ask,
        "SwiftUI's private child: from iOS 16 UIHostingController returns a child of its own, so "
          + "'\(controller.name)' decides through it and its own preferredStatusBarStyle is not asked",
        rule.citation, at: controller.nameRange)
      return ForwardAnswer(child: nil, reason: .hostingPrivateChild)
    case .system:
      step(
        .controller(id), ask,
        "nil as far as stylerule knows: \(controller.uikitBase.rawValue) is UIKit's own and what "
          + "it forwards is not researched, so '\(controller.name)' is taken to decide",
        cite(.r22SystemUnknown), at: controller.nameRange)
      return ForwardAnswer(child: nil, reason: .system)
    case .page, .plain:
      if !controller.children.isEmpty {
        let count = controller.children.count
        step(
          .controller(id), ask,
          "nil: '\(controller.name)' contains \(count) child\(count == 1 ? "" : "ren") but does "
            + "not override \(member), so it decides itself",
          cite(.r20NoForwarding), at: controller.nameRange)
        return ForwardAnswer(child: nil, reason: .containerDoesNotForward)
      }
      step(
        .controller(id), ask, "nil (not overridden): '\(controller.name)' decides itself",
        cite(.r10ChildOrSelf), at: controller.nameRange)
      return ForwardAnswer(child: nil, reason: .noOverride)
    }
  }

  /// UINavigationController's `childForStatusBarStyle` (R14).
  private mutating func navigationStyleForwarding(_ id: ControllerID, settings: PropertySet)
    -> ForwardAnswer
  {
    let controller = model.controllers[id.index]
    let ask = "\(question.childMember)?"
    self.ask(settings.isNavigationBarHidden)
    if let hidden = settings.isNavigationBarHidden, hidden.value {
      return forwardToTop(
        id, because: "the navigation bar is hidden", cite(.r14NavigationBarHidden),
        at: hidden.range)
    }
    step(
      .controller(id), ask,
      "nil: the navigation bar is visible, so '\(controller.name)' keeps the decision "
        + "(UINavigationController's own implementation)",
      cite(.r14NavigationKeeps),
      at: settings.isNavigationBarHidden?.range ?? controller.nameRange)
    return ForwardAnswer(child: nil, reason: .navigationBarVisible)
  }

  /// UINavigationController's `childForStatusBarHidden` (R16).
  private mutating func navigationHiddenForwarding(_ id: ControllerID, settings: PropertySet)
    -> ForwardAnswer
  {
    let controller = model.controllers[id.index]
    let rule = apply(.r16HiddenForwarding)
    let barHidden = settings.isNavigationBarHidden?.value ?? false
    if rule.effect == .dependsOnDevice { ask(settings.isNavigationBarHidden) }
    let device = environment.values.device
    switch rule.effect {
    case .dependsOnDevice where device == .iphoneFaceID && !barHidden:
      step(
        .controller(id), "\(question.childMember)?",
        "nil: on an iPhone with Face ID with its navigation bar visible, '\(controller.name)' "
          + "decides itself", rule.citation, at: controller.nameRange)
      return ForwardAnswer(child: nil, reason: .navigationBarVisible)
    case .dependsOnDevice:
      let why =
        barHidden
        ? "the navigation bar is hidden"
        : "on \(device == .ipad ? "iPad" : "an iPhone with a Home button") it forwards"
      return forwardToTop(
        id, because: why, rule.citation,
        at: settings.isNavigationBarHidden?.range ?? controller.nameRange)
    default:
      return forwardToTop(
        id, because: "it forwards hidden to its top", rule.citation, at: controller.nameRange)
    }
  }

  private mutating func forwardToTop(
    _ id: ControllerID, because reason: String, _ citation: RuleCitation, at location: SourceRange?
  ) -> ForwardAnswer {
    let controller = model.controllers[id.index]
    let ask = "\(question.childMember)?"
    guard let top = controller.children.last else {
      step(
        .controller(id), ask,
        "nil: \(reason), but the stack is empty, so '\(controller.name)' decides itself",
        citation, at: location)
      return ForwardAnswer(child: nil, reason: .navigationBarHidden)
    }
    step(
      .controller(id), ask, "'\(name(top))', its topViewController: \(reason)", citation,
      at: location)
    return ForwardAnswer(child: top, reason: .navigationBarHidden)
  }

  /// Evaluates a selector returned by an override, recording the step (none for a name).
  mutating func evaluate(
    _ selector: ChildSelector, for id: ControllerID, at range: SourceRange
  ) -> ControllerID? {
    let controller = model.controllers[id.index]
    let subject = TraceSubject.controller(id)
    switch selector {
    case .none:
      return nil
    case .topViewController:
      let top = controller.children.last
      step(
        subject, "topViewController?",
        top.map { "'\(name($0))', the last controller on its stack" } ?? "nil: the stack is empty",
        cite(.r17TopViewController), at: range)
      return top
    case .visibleViewController:
      if let index = controller.presentation {
        let presented = model.presentations[index].presented
        step(
          subject, "visibleViewController?",
          "'\(name(presented))', which '\(controller.name)' itself presents",
          cite(.r17VisibleViewController), at: model.presentations[index].range)
        return presented
      }
      let top = controller.children.last
      let topText = top.map { "'\(name($0))', the top of its stack" } ?? "nil: the stack is empty"
      if HierarchyFacts.ancestorPresents(id, in: model) {
        step(
          subject, "visibleViewController?",
          topText + ": a controller above '\(controller.name)' presents something, but a "
            + "presentation by an ancestor is taken not to count",
          cite(.r17VisibleIgnoresAncestor), at: range)
      } else {
        step(
          subject, "visibleViewController?",
          topText + ": '\(controller.name)' presents nothing itself",
          cite(.r17VisibleViewController), at: range)
      }
      return top
    case .selectedViewController:
      ask(controller.selectedTab)
      let selected = controller.selectedTab?.value ?? controller.children.first
      step(
        subject, "selectedViewController?",
        selected.map { "'\(name($0))'" } ?? "nil: it has no tabs", cite(.r18TabForwards),
        at: controller.selectedTab?.range ?? range)
      return selected
    case .firstChild, .lastChild:
      let child = selector == .firstChild ? controller.children.first : controller.children.last
      step(
        subject, "\(selector.spelling)?",
        child.map { "'\(name($0))'" } ?? "nil: it has no children",
        cite(.r10ChildOrSelf), at: range)
      return child
    case .named(let childName):
      // The model builder checked that a controller has the name; UIKit asks it wherever it
      // is, and lint warns when it is not one of this controller's own.
      guard let named = model.controller(named: childName)?.id else { return nil }
      if !controller.children.contains(named) {
        step(
          subject, "\(childName)?",
          "'\(childName)', which is not a child of '\(controller.name)': UIKit asks it all the "
            + "same, wherever it is", cite(.r10ChildOrSelf), at: range)
      }
      return named
    }
  }
}
