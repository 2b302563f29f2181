/// Where, and why, the walk does not reach a controller's `preferredStatusBarStyle` (or
/// `prefersStatusBarHidden`), or that it does: the controller decides.
public struct PathDeparture: Sendable {
  /// The kinds of departure, with what each needs to be repaired.
  enum Kind: Sendable {
    /// The controller decides; its preference applies.
    case decides
    /// The controller decides, but its extension override is reported not to be called.
    case styleOverrideIgnored
    /// The walk ends at the controller, but the system imposes its own answer (R9, R28).
    case imposedBySystem(ForcedAnswer)
    /// The Info.plist switch is NO.
    case applicationDecides
    /// No window controls the status bar.
    case noControllingWindow
    /// The controller is in another window than the controlling one (or in none).
    case otherWindow(controlling: Int)
    /// The controller is not placed in any window.
    case notPlaced
    /// Something the ancestor presents takes control over the ancestor's subtree.
    case coveredByPresentation(presenter: ControllerID, presented: ControllerID)
    /// The controller, or a controller it is inside, is presented without control.
    case presentedWithoutControl(presented: ControllerID, verdict: PresentationVerdict)
    /// An ancestor's `childForStatusBarStyle` (or `childForStatusBarHidden`) does not lead
    /// towards the controller.
    case ancestorDoesNotForward(ancestor: ControllerID, toward: ControllerID, answer: ForwardAnswer)
    /// The controller itself forwards to a child.
    case forwardsToChild(ForwardAnswer)
    /// The walk never reaches the controller, for no reason recorded (should not happen).
    case unreached
  }

  let kind: Kind
  /// The controller where the walk leaves the path, if any.
  public let leavesAt: ControllerID?
  /// The reason in plain words.
  public let reason: String
  /// The rule behind the reason.
  public let citation: RuleCitation
  /// The place in the rules file that causes the departure, if any.
  public let location: SourceRange?

  /// Whether the controller decides (and its preference is used).
  public var controllerDecides: Bool {
    if case .decides = kind { return true }
    return false
  }
}

/// Answers, for any controller, where the walk of one resolution left the path to it.
///
/// Each answer starts from the nearest visited controller above the controller. With
/// ``Lookup/table`` that is computed for every controller at once, top-down, so asking
/// about all controllers is linear in the size of the hierarchy; with ``Lookup/onDemand``
/// it is found when asked, by following the parents up, so that a caller asking about a
/// few controllers (one state of a scenario among many) does not pay for the whole model.
struct PathAnalysis {
  /// How the nearest visited controller above a controller is found.
  enum Lookup {
    /// A table for every controller, computed once.
    case table
    /// Following the controller's parents and presenters up, when asked.
    case onDemand
  }

  let record: WalkRecord
  /// How the nearest visited controller above a controller is found.
  let lookup: Lookup
  /// The nearest visited controller above each controller, and the controller below it on
  /// the way (-1, -1 for none); empty with ``Lookup/onDemand``.
  private let nearest: [(ancestor: Int, via: Int)]

  private var model: AppModel { record.model }

  init(record: WalkRecord, lookup: Lookup = .table) {
    self.record = record
    self.lookup = lookup
    guard lookup == .table else {
      nearest = []
      return
    }
    let model = record.model
    var nearest = [(ancestor: Int, via: Int)](repeating: (-1, -1), count: model.controllers.count)
    var queue: [Int] = []
    queue.reserveCapacity(model.controllers.count)
    for index in model.controllers.indices {
      switch model.controllers[index].parent {
      case .window, nil: queue.append(index)
      default: break
      }
    }
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      let visited = record.visits[ControllerID(node)] != nil
      for child in model.controllers[node].children {
        nearest[child.index] = visited ? (node, child.index) : nearest[node]
        queue.append(child.index)
      }
      if let presentation = model.controllers[node].presentation {
        let presented = model.presentations[presentation].presented.index
        nearest[presented] = visited ? (node, presented) : nearest[node]
        queue.append(presented)
      }
    }
    self.nearest = nearest
  }

  /// The nearest visited controller above `id` (its container or presenter, theirs, and so
  /// on), and the controller below it on the way to `id`; (-1, -1) when none was visited.
  func nearestVisited(above id: ControllerID) -> (ancestor: Int, via: Int) {
    if lookup == .table { return nearest[id.index] }
    var below = id.index
    var steps = 0
    while steps < model.controllers.count {
      let above: Int
      switch model.controllers[below].parent {
      case .container(let parent): above = parent.index
      case .presentation(let index): above = model.presentations[index].presenter.index
      case .window, nil: return (-1, -1)
      }
      if record.visits[ControllerID(above)] != nil { return (above, below) }
      below = above
      steps += 1
    }
    return (-1, -1)
  }

  /// Where the walk left the path to a controller of the controlling window it did not visit.
  ///
  /// Returns the visited ancestor, the child on the path, and what the walk did there.
  /// Cheap: it builds no reason, for callers that filter many controllers.
  func leaving(_ id: ControllerID) -> (ancestor: ControllerID, via: ControllerID, visit: Visit)? {
    guard record.visits[id] == nil, record.facts.window[id.index] == record.controllingWindow
    else { return nil }
    let (ancestor, via) = nearestVisited(above: id)
    guard ancestor >= 0, let visit = record.visits[ControllerID(ancestor)] else { return nil }
    return (ControllerID(ancestor), ControllerID(via), visit)
  }

  /// Where the walk leaves the path to `id`'s answer.
  func departure(for id: ControllerID) -> PathDeparture {
    let name = model.controllers[id.index].name
    if !record.ios.isModelled {
      return PathDeparture(
        kind: .applicationDecides, leavesAt: nil,
        reason: "view-controller-based status bar appearance began with iOS 7, so on iOS "
          + "\(record.ios) UIApplication decides and no view controller is asked",
        citation: record.cite(.r1NoViewControllerAppearance),
        location: model.environmentRanges[.ios])
    }
    if !model.plist.viewControllersDecide {
      return PathDeparture(
        kind: .applicationDecides, leavesAt: nil,
        reason: "UIViewControllerBasedStatusBarAppearance is NO, so UIApplication decides and no "
          + "view controller is asked",
        citation: record.cite(.r3ApplicationDecides),
        location: model.plist.viewControllerBasedAppearance?.range)
    }
    if model.controllers[id.index].parent == nil || record.facts.window[id.index] < 0 {
      return PathDeparture(
        kind: .notPlaced, leavesAt: nil,
        reason: "'\(name)' is not placed in any window",
        citation: record.cite(.r33ControllingWindow),
        location: model.controllers[id.index].nameRange)
    }
    guard let window = record.controllingWindow else {
      return PathDeparture(
        kind: .noControllingWindow, leavesAt: nil, reason: "no window controls the status bar",
        citation: record.cite(.r33NoWindow), location: nil)
    }
    let shownIn = record.facts.window[id.index]
    if shownIn != window {
      let controlling = model.windows[window].label(index: window)
      return PathDeparture(
        kind: .otherWindow(controlling: window), leavesAt: nil,
        reason: "'\(name)' is in \(model.windows[shownIn].label(index: shownIn)), but "
          + "\(controlling) controls the status bar",
        citation: record.cite(.r33ControllingWindow),
        location: model.windows[window].keywordRange)
    }
    if let visit = record.visits[id] {
      return visited(id, visit: visit)
    }
    let (ancestor, via) = nearestVisited(above: id)
    guard ancestor >= 0, let visit = record.visits[ControllerID(ancestor)] else {
      return PathDeparture(
        kind: .unreached, leavesAt: nil, reason: "the walk never reaches '\(name)'",
        citation: record.cite(.r26Chain), location: nil)
    }
    return left(at: ControllerID(ancestor), via: ControllerID(via), visit: visit, target: id)
  }

  /// The departure of a controller the walk visited.
  private func visited(_ id: ControllerID, visit: Visit) -> PathDeparture {
    let name = model.controllers[id.index].name
    switch visit {
    case .presentedControls(let presented):
      return covered(presenter: id, presented: presented, target: id)
    case .notControlling(let verdict):
      return PathDeparture(
        kind: .presentedWithoutControl(presented: id, verdict: verdict), leavesAt: id,
        reason: "'\(name)' is presented without taking control: \(verdict.reason)",
        citation: verdict.citation, location: model.presentations[verdict.presentation].range)
    case .forwarded(let answer):
      let child = answer.child.map { model.controllers[$0.index].name } ?? "a child"
      let (citation, location) = forwardCitation(id, answer: answer)
      return PathDeparture(
        kind: .forwardsToChild(answer), leavesAt: id,
        reason: "'\(name)' forwards to '\(child)' through \(record.question.childMember), so its "
          + "own \(record.question.valueMember) is not asked",
        citation: citation, location: location)
    case .decided, .childYieldedNothing:
      if let forced = record.forced, record.winner == id {
        return PathDeparture(
          kind: .imposedBySystem(forced), leavesAt: nil,
          reason: "the walk ends at '\(name)', but \(forced.reason)", citation: forced.citation,
          location: forced.location)
      }
      let settings = model.effectiveSettings(of: id)
      if record.question == .style, record.decider == .controller(id),
        let preference = settings.range(of: .preferredStatusBarStyle), !record.usedValueOverride,
        case .decided(let answer)? = record.visits[id], case .hostingPrivateChild = answer.reason
      {
        return PathDeparture(
          kind: .styleOverrideIgnored, leavesAt: id,
          reason: "'\(name)' decides, but from iOS 16 a UIHostingController answers through "
            + "SwiftUI's private child, so an override of preferredStatusBarStyle in its subclass "
            + "is reported not to be asked",
          citation: record.cite(.r21PrivateChild), location: preference)
      }
      if record.question == .style, record.decider == .controller(id),
        let preference = settings.range(of: .preferredStatusBarStyle), !record.usedValueOverride
      {
        return PathDeparture(
          kind: .styleOverrideIgnored, leavesAt: id,
          reason: "'\(name)' decides, but an override of preferredStatusBarStyle in extension "
            + "UINavigationController is reported not to be called from iOS 13.4",
          citation: record.cite(.r17ExtensionPreferredStyle), location: preference)
      }
      return PathDeparture(
        kind: .decides, leavesAt: nil, reason: "'\(name)' decides",
        citation: record.cite(.r10ChildOrSelf),
        location: model.controllers[id.index].nameRange)
    }
  }

  /// The departure at a visited ancestor that did not go down towards `via` (and `target`).
  private func left(
    at ancestor: ControllerID, via: ControllerID, visit: Visit, target: ControllerID
  )
    -> PathDeparture
  {
    let controller = model.controllers[ancestor.index]
    let ancestorName = controller.name
    let targetName = model.controllers[target.index].name
    let viaName = model.controllers[via.index].name
    let inside = relation(of: target, below: via)
    switch visit {
    case .presentedControls(let presented):
      return covered(presenter: ancestor, presented: presented, target: target)
    case .notControlling(let verdict):
      return PathDeparture(
        kind: .presentedWithoutControl(presented: ancestor, verdict: verdict), leavesAt: ancestor,
        reason: "'\(targetName)' is inside '\(ancestorName)', which is presented without taking "
          + "control: \(verdict.reason)",
        citation: verdict.citation, location: model.presentations[verdict.presentation].range)
    case .decided(let answer), .forwarded(let answer), .childYieldedNothing(let answer):
      let kind = PathDeparture.Kind.ancestorDoesNotForward(
        ancestor: ancestor, toward: via, answer: answer)
      let chosen = answer.child.map { "'\(model.controllers[$0.index].name)'" }
      func departure(_ reason: String, _ citation: RuleCitation, _ location: SourceRange?)
        -> PathDeparture
      {
        PathDeparture(
          kind: kind, leavesAt: ancestor, reason: reason, citation: citation, location: location)
      }
      switch answer.reason {
      case .navigationBarVisible where record.question == .hidden:
        return departure(
          "'\(targetName)'\(inside) is in the navigation stack of '\(ancestorName)', which on an "
            + "iPhone with Face ID with its navigation bar visible decides hidden itself",
          record.cite(.r16HiddenForwarding), controller.nameRange)
      case .navigationBarVisible:
        let placement = inside.contains("presented") ? "is shown over" : "is in"
        return departure(
          "'\(targetName)'\(inside) \(placement) the navigation stack of '\(ancestorName)', whose "
            + "navigation bar is visible, so '\(ancestorName)' keeps the decision",
          record.cite(.r14NavigationKeeps), controller.nameRange)
      case .navigationBarHidden:
        return departure(
          "'\(targetName)'\(inside) is not the top of the stack of '\(ancestorName)', which "
            + "forwards to its top, \(chosen ?? "nothing")",
          record.cite(.r14NavigationBarHidden), controller.nameRange)
      case .selectedTab:
        return departure(
          "'\(targetName)'\(inside) is in a tab of '\(ancestorName)' that is not selected; the "
            + "selected tab is \(chosen ?? "none")",
          record.cite(.r18TabForwards), controller.selectedTab?.range ?? controller.nameRange)
      case .noTabs:
        return departure(
          "'\(ancestorName)' has no selected tab", record.cite(.r18NoTabs),
          controller.nameRange)
      case .split:
        return departure(
          "'\(targetName)'\(inside) is inside UISplitViewController '\(ancestorName)', which is "
            + "not known to forward to it", record.cite(.r19SplitUndetermined),
          controller.nameRange)
      case .hostingPrivateChild:
        return departure(
          "'\(targetName)'\(inside) is inside UIHostingController '\(ancestorName)', which from "
            + "iOS 16 answers through SwiftUI's private child", record.cite(.r21PrivateChild),
          controller.nameRange)
      case .system:
        return departure(
          "'\(targetName)'\(inside) is inside '\(ancestorName)', a \(controller.uikitBase.rawValue) "
            + "whose forwarding is UIKit's own and not researched",
          record.cite(.r22SystemUnknown), controller.nameRange)
      case .opaque:
        return departure(
          "'\(targetName)'\(inside) is inside '\(ancestorName)', whose class is opaque: "
            + "whether it forwards to it is not in the file", record.cite(.r10ChildOrSelf),
          controller.nameRange)
      case .observed:
        let (citation, location) = forwardCitation(ancestor, answer: answer)
        return departure(
          "the \(record.question.childMember) of '\(ancestorName)', observed in the snapshot, "
            + "returned \(chosen ?? "nil"), not '\(viaName)'", citation, location)
      case .containerDoesNotForward, .noOverride:
        return departure(
          "'\(targetName)'\(inside) is a child of '\(ancestorName)', which does not override "
            + "\(record.question.childMember) and so decides itself",
          record.cite(.r20NoForwarding), controller.nameRange)
      case .override(let selector, let origin):
        let (citation, location) = forwardCitation(ancestor, answer: answer)
        return departure(
          "the \(record.question.childMember) of '\(ancestorName)' (\(origin.phrase)) returns "
            + "\(selector.spelling) = \(chosen ?? "nil"), not '\(viaName)'", citation, location)
      }
    }
  }

  /// How `target` relates to `via`, the child of an ancestor on the path to it: `""` when
  /// they are the same, `" (inside 'via')"`, or, when a presentation lies between them,
  /// `" (presented by 'P')"` or `" (inside 'R', presented by 'P')"` for the nearest one.
  private func relation(of target: ControllerID, below via: ControllerID) -> String {
    guard target != via else { return "" }
    let facts = record.facts
    let root = facts.containmentRoot[target.index]
    guard root >= 0, root != facts.containmentRoot[via.index],
      case .presentation(let index) = model.controllers[root].parent
    else { return " (inside '\(model.controllers[via.index].name)')" }
    let presenter = model.controllers[model.presentations[index].presenter.index].name
    return root == target.index
      ? " (presented by '\(presenter)')"
      : " (inside '\(model.controllers[root].name)', presented by '\(presenter)')"
  }

  private func covered(presenter: ControllerID, presented: ControllerID, target: ControllerID)
    -> PathDeparture
  {
    let presenterName = model.controllers[presenter.index].name
    let presentedName = model.controllers[presented.index].name
    let targetName = model.controllers[target.index].name
    let presentation = model.controllers[presenter.index].presentation
    let verdict = presentation.flatMap { record.verdicts[$0] }
    let subject =
      target == presenter
      ? "'\(presenterName)'" : "'\(targetName)' is inside '\(presenterName)', which"
    return PathDeparture(
      kind: .coveredByPresentation(presenter: presenter, presented: presented), leavesAt: presenter,
      reason: "\(subject) presents '\(presentedName)', which takes control"
        + (verdict.map { " (\($0.reason))" } ?? ""),
      citation: verdict?.citation ?? record.cite(.r24FullScreenTransfers),
      location: presentation.map { model.presentations[$0].range })
  }

  private func forwardCitation(_ id: ControllerID, answer: ForwardAnswer) -> (
    RuleCitation, SourceRange?
  ) {
    let controller = model.controllers[id.index]
    switch answer.reason {
    case .override(_, let origin):
      let range = record.question.childSelector(in: model.effectiveSettings(of: id))?.range
      if case .extensionOf = origin { return (record.cite(.r17ExtensionReplaces), range) }
      return (record.cite(.r10ChildOrSelf), range)
    case .selectedTab:
      return (
        record.cite(.r18TabForwards), controller.selectedTab?.range ?? controller.nameRange
      )
    case .navigationBarHidden:
      return (
        record.cite(.r14NavigationBarHidden),
        model.effectiveSettings(of: id).isNavigationBarHidden?.range
      )
    case .observed:
      return (
        record.cite(.r10ChildOrSelf),
        model.observed(id)?.child(for: record.question)?.range ?? controller.nameRange
      )
    default:
      return (record.cite(.r10ChildOrSelf), controller.nameRange)
    }
  }
}
