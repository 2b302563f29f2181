/// Finds every override UIKit never asked during a resolution, and says why.
///
/// For a controller the walk never reached, the reason is found at the nearest
/// controller above it that the walk did visit: that is where the walk left the
/// path to it. Those nearest visited ancestors are computed top-down once, so the
/// analysis is linear in the size of the hierarchy.
struct SkippedOverrideAnalysis {
  let walk: StyleWalk
  let decider: StyleDecider
  let window: Int?

  private var model: AppModel { walk.model }

  func run() -> [SkippedOverride] {
    var result: [SkippedOverride] = []
    if model.plist.viewControllersDecide, let setter = model.application.statusBarStyle {
      result.append(
        SkippedOverride(
          subject: .application, subjectName: "UIApplication", member: "statusBarStyle",
          value: setter.value.rawValue, location: setter.range,
          reason:
            "UIViewControllerBasedStatusBarAppearance is YES (or absent), so the app-level value "
            + "has no effect; it is deprecated since iOS 9",
          citation: walk.cite("R2", "setters-ignored")))
    }
    let nearest = nearestVisitedAncestors()
    for controller in model.controllers where controller.parent != nil {
      let settings = model.effectiveSettings(of: controller.id)
      // The overrides a class or an extension gives this controller: member, value, place.
      var overrides: [(PropertyKey, String, SourceRange)] = []
      if let preference = settings.preferredStatusBarStyle, preference.origin != .instance,
        !styleConsulted(controller.id)
      {
        overrides.append((.preferredStatusBarStyle, preference.value.rawValue, preference.range))
      }
      if let child = settings.childForStatusBarStyle, child.origin != .instance,
        !childConsulted(controller.id)
      {
        overrides.append((.childForStatusBarStyle, child.value.spelling, child.range))
      }
      for (member, value, range) in overrides {
        let (reason, citation, location) = explain(controller.id, member: member, nearest: nearest)
        result.append(
          SkippedOverride(
            subject: .controller(controller.id), subjectName: controller.name,
            member: member.rawValue, value: value, location: location ?? range, reason: reason,
            citation: citation))
      }
    }
    return result
  }

  private func styleConsulted(_ id: ControllerID) -> Bool {
    decider == .controller(id) && walk.usedStyleOverride
  }

  private func childConsulted(_ id: ControllerID) -> Bool {
    switch walk.visits[id] {
    case .decided, .forwarded, .childYieldedNothing: true
    case .presentedControls, .notControlling, nil: false
    }
  }

  /// For each controller, the nearest visited controller strictly above it and the child of
  /// that controller on the way down (or -1 when none).
  private func nearestVisitedAncestors() -> [(ancestor: Int, via: Int)] {
    let count = model.controllers.count
    var nearest = [(ancestor: Int, via: Int)](repeating: (-1, -1), count: count)
    var queue: [Int] = []
    for controller in model.controllers {
      switch controller.parent {
      case .window, nil: queue.append(controller.id.index)
      default: break
      }
    }
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      let visited = walk.visits[ControllerID(node)] != nil
      var below = model.controllers[node].children.map(\.index)
      if let presentation = model.controllers[node].presentation {
        below.append(model.presentations[presentation].presented.index)
      }
      for child in below {
        nearest[child] = visited ? (node, child) : nearest[node]
        queue.append(child)
      }
    }
    return nearest
  }

  /// The reason an override of `id` was not asked, its rule, and the place that causes it.
  private func explain(
    _ id: ControllerID, member: PropertyKey, nearest: [(ancestor: Int, via: Int)]
  ) -> (String, RuleCitation, SourceRange?) {
    let name = model.controllers[id.index].name
    if !model.plist.viewControllersDecide {
      return (
        "UIViewControllerBasedStatusBarAppearance is NO, so UIApplication decides and no view "
          + "controller is asked", walk.cite("R3", "application-decides"),
        model.plist.viewControllerBasedAppearance?.range
      )
    }
    let shownIn = walk.facts.window[id.index]
    guard let window else {
      return (
        "no window controls the status bar", walk.cite("R33", "no-window"), nil
      )
    }
    if shownIn != window {
      let controlling = model.windows[window].label(index: window)
      let own = shownIn >= 0 ? model.windows[shownIn].label(index: shownIn) : "no window"
      return (
        "'\(name)' is in \(own), but \(controlling) controls the status bar",
        walk.cite("R33", "controlling-window"), model.windows[window].keywordRange
      )
    }
    if let visit = walk.visits[id] {
      return explainVisited(id, visit: visit, member: member)
    }
    let (ancestorIndex, viaIndex) = nearest[id.index]
    guard ancestorIndex >= 0, let visit = walk.visits[ControllerID(ancestorIndex)] else {
      return ("the walk never reaches '\(name)'", walk.cite("R26", "chain"), nil)
    }
    return explainLeft(
      at: ControllerID(ancestorIndex), via: ControllerID(viaIndex), visit: visit, target: name)
  }

  /// Why a visited controller's override was not asked.
  private func explainVisited(_ id: ControllerID, visit: Visit, member: PropertyKey) -> (
    String, RuleCitation, SourceRange?
  ) {
    let name = model.controllers[id.index].name
    switch visit {
    case .presentedControls(let presented):
      return presentedControlsReason(presenter: id, presented: presented, inside: name)
    case .notControlling(let verdict):
      return (
        "'\(name)' is presented without taking control: \(verdict.reason)", verdict.citation,
        model.presentations[verdict.presentation].range
      )
    case .forwarded(let answer):
      let child = answer.child.map { model.controllers[$0.index].name } ?? "a child"
      let (citation, location) = forwardCitation(id, answer: answer)
      return (
        "'\(name)' forwards to '\(child)' through childForStatusBarStyle, so its own "
          + "preferredStatusBarStyle is not asked", citation, location
      )
    case .decided, .childYieldedNothing:
      // Only preferredStatusBarStyle can be skipped here: the 13.4 extension report.
      return (
        "'\(name)' decides, but an override of preferredStatusBarStyle in extension "
          + "UINavigationController is reported not to be called from iOS 13.4",
        walk.cite("R17", "extension-style-ignored"), nil
      )
    }
  }

  /// Why the walk, at a visited `ancestor`, did not go down towards `via`.
  private func explainLeft(
    at ancestor: ControllerID, via: ControllerID, visit: Visit, target: String
  )
    -> (String, RuleCitation, SourceRange?)
  {
    let controller = model.controllers[ancestor.index]
    let ancestorName = controller.name
    let viaName = model.controllers[via.index].name
    let inside = via == ancestor ? "" : (viaName == target ? "" : " (inside '\(viaName)')")
    switch visit {
    case .presentedControls(let presented):
      return presentedControlsReason(presenter: ancestor, presented: presented, inside: target)
    case .notControlling(let verdict):
      return (
        "'\(target)' is inside '\(ancestorName)', which is presented without taking control: "
          + verdict.reason, verdict.citation, model.presentations[verdict.presentation].range
      )
    case .decided(let answer), .forwarded(let answer), .childYieldedNothing(let answer):
      let chosen = answer.child.map { "'\(model.controllers[$0.index].name)'" }
      switch answer.reason {
      case .navigationBarVisible:
        return (
          "'\(target)'\(inside) is in the navigation stack of '\(ancestorName)', whose navigation "
            + "bar is visible, so '\(ancestorName)' keeps the decision",
          walk.cite("R14", "navigation-keeps"), controller.nameRange
        )
      case .navigationBarHidden:
        return (
          "'\(target)'\(inside) is not the top of '\(ancestorName)''s stack; '\(ancestorName)' "
            + "forwards to its top, \(chosen ?? "nothing")",
          walk.cite("R14", "navigation-bar-hidden"), controller.nameRange
        )
      case .selectedTab:
        return (
          "'\(target)'\(inside) is in a tab of '\(ancestorName)' that is not selected; the "
            + "selected tab is \(chosen ?? "none")",
          walk.cite("R18", "tab-forwards"), controller.selectedTab?.range ?? controller.nameRange
        )
      case .noTabs:
        return (
          "'\(ancestorName)' has no selected tab", walk.cite("R18", "no-tabs"), controller.nameRange
        )
      case .split:
        return (
          "'\(target)'\(inside) is inside UISplitViewController '\(ancestorName)', which is not "
            + "known to forward to it", walk.cite("R19", "split-undetermined"), controller.nameRange
        )
      case .containerDoesNotForward, .noOverride:
        return (
          "'\(target)'\(inside) is a child of '\(ancestorName)', which does not override "
            + "childForStatusBarStyle and so decides itself",
          walk.cite("R20", "no-forwarding"), controller.nameRange
        )
      case .override(let selector, let origin):
        let (citation, location) = forwardCitation(ancestor, answer: answer)
        let returned = chosen ?? "nil"
        return (
          "'\(ancestorName)''s childForStatusBarStyle (\(origin.phrase)) returns "
            + "\(selector.spelling) = \(returned), not '\(viaName)'", citation, location
        )
      }
    }
  }

  private func presentedControlsReason(
    presenter: ControllerID, presented: ControllerID, inside: String
  )
    -> (String, RuleCitation, SourceRange?)
  {
    let presenterName = model.controllers[presenter.index].name
    let presentedName = model.controllers[presented.index].name
    let presentation = model.controllers[presenter.index].presentation
    let verdict = presentation.flatMap { walk.verdicts[$0] }
    let subject =
      inside == presenterName
      ? "'\(presenterName)'" : "'\(inside)' is inside '\(presenterName)', which"
    let what =
      inside == presenterName
      ? "\(subject) presents '\(presentedName)', which takes control"
      : "\(subject) presents '\(presentedName)', which takes control"
    return (
      what + (verdict.map { " (\($0.reason))" } ?? ""),
      verdict?.citation ?? walk.cite("R24", "full-screen-transfers"),
      presentation.map { model.presentations[$0].range }
    )
  }

  private func forwardCitation(_ id: ControllerID, answer: ForwardAnswer) -> (
    RuleCitation, SourceRange?
  ) {
    let controller = model.controllers[id.index]
    switch answer.reason {
    case .override(_, let origin):
      let range = model.effectiveSettings(of: id).childForStatusBarStyle?.range
      if case .extensionOf = origin { return (walk.cite("R17", "extension-replaces"), range) }
      return (walk.cite("R10", "child-or-self"), range)
    case .selectedTab:
      return (
        walk.cite("R18", "tab-forwards"), controller.selectedTab?.range ?? controller.nameRange
      )
    case .navigationBarHidden:
      return (
        walk.cite("R14", "navigation-bar-hidden"),
        model.effectiveSettings(of: id).isNavigationBarHidden?.range
      )
    default:
      return (walk.cite("R10", "child-or-self"), controller.nameRange)
    }
  }
}
