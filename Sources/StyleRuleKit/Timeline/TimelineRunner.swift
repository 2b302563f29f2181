/// Plays a file's scenario and records what the status bar shows after each event.
///
/// Each event is applied to the model, the model is resolved again, and the runner decides
/// whether UIKit itself asks the hierarchy again at that event (R11). What the status bar
/// shows changes only when it does; when the current preferences give something else, the
/// state is stale.
public struct TimelineRunner: Sendable {
  /// The app model, with its scenario.
  public let model: AppModel
  /// Environment values replacing the file's.
  public let overrides: EnvironmentOverrides

  /// Creates a runner.
  public init(model: AppModel, overrides: EnvironmentOverrides = EnvironmentOverrides()) {
    self.model = model
    self.overrides = overrides
  }

  /// Plays the scenario.
  public func run() -> Timeline {
    var states: [TimelineState] = [launchState()]
    var current = model
    var environment = overrides
    var resolution = StatusBarResolver(model: current).resolve(overrides: environment)
    var shown = StatusBarSnapshot(resolution)
    states.append(
      TimelineState(
        moment: .firstScreen, title: "first screen", location: nil,
        refresh: TimelineRefresh(
          happens: true,
          reason: "the first screen appears and UIKit asks the hierarchy; the launch values no "
            + "longer apply", citation: cite("R4", "launch-style", resolution)),
        shown: shown, current: resolution, refreshedBy: nil, fixNow: nil))
    // Events written on one line happen together, in one turn of the run loop: the status
    // bar is judged after the last of them.
    for group in eventGroups() {
      var refresh: TimelineRefresh?
      var lastFix: ScenarioEvent?
      for index in group {
        let event = model.scenario[index]
        let before = current
        do {
          try current.apply(event, to: &environment)
        } catch {
          // The model builder played the scenario already; an event cannot fail here.
          break
        }
        resolution = StatusBarResolver(model: current).resolve(overrides: environment)
        let eventRefresh = refreshes(event, before: before, after: current, resolution: resolution)
        if eventRefresh.happens {
          shown = StatusBarSnapshot(resolution)
          refresh = eventRefresh
        } else if refresh == nil || !(refresh?.happens ?? false) {
          refresh = eventRefresh
        }
        if case .set = event.kind { lastFix = event }
      }
      let first = model.scenario[group[0]]
      let last = model.scenario[group[group.count - 1]]
      let title = group.map { model.scenario[$0].text }.joined(separator: "; ")
      let stale = !shown.looksLike(StatusBarSnapshot(resolution))
      states.append(
        TimelineState(
          moment: .event(group[0]), title: title, location: first.range.extended(to: last.range),
          refresh: refresh
            ?? TimelineRefresh(
              happens: false, reason: "", citation: cite("R11", "stale", resolution)),
          shown: shown, current: resolution, refreshedBy: nil,
          fixNow: stale ? fixNow(after: lastFix ?? last, in: current, resolution: resolution) : nil)
      )
    }
    // For each stale state, the next state where UIKit asks again.
    for index in states.indices where states[index].isStale {
      let next = states.indices.first { $0 > index && states[$0].refresh.happens }
      let state = states[index]
      states[index] = TimelineState(
        moment: state.moment, title: state.title, location: state.location, refresh: state.refresh,
        shown: state.shown, current: state.current, refreshedBy: next, fixNow: state.fixNow)
    }
    return Timeline(model: model, states: states)
  }

  /// The launch screen: Info.plist's values, before any code runs (R4, R5).
  private func launchState() -> TimelineState {
    let environment = ResolvedEnvironment(file: model.environment, overrides: overrides)
    let ios = environment.values.ios
    let style = model.plist.statusBarStyle?.value ?? .default
    let content = StatusBarWalk(model: model, environment: environment).contentBeforeAnyController(
      of: style)
    let snapshot = StatusBarSnapshot(
      style: style, content: content, hidden: model.plist.statusBarHidden?.value ?? false,
      decidedBy: "Info.plist", hiddenDecidedBy: "Info.plist")
    return TimelineState(
      moment: .launch, title: "launch", location: model.plist.statusBarStyle?.range,
      refresh: TimelineRefresh(
        happens: true,
        reason: "before any code runs, the launch screen uses Info.plist UIStatusBarStyle and "
          + "UIStatusBarHidden", citation: RuleCatalogue.cite("R4", "launch-style", at: ios)),
      shown: snapshot, current: nil, refreshedBy: nil, fixNow: nil)
  }

  /// Whether UIKit asks the hierarchy again after `event` (R11, R31).
  private func refreshes(
    _ event: ScenarioEvent, before: AppModel, after: AppModel, resolution: StatusBarResolution
  ) -> TimelineRefresh {
    func automatic(_ reason: String) -> TimelineRefresh {
      TimelineRefresh(
        happens: true, reason: reason, citation: cite("R11", "automatic-refresh", resolution))
    }
    let stale = cite("R11", "stale", resolution)
    switch event.kind {
    case .present: return automatic("a presentation makes UIKit ask again")
    case .dismiss: return automatic("a dismissal makes UIKit ask again")
    case .push, .pop: return automatic("a new top view controller makes UIKit ask again")
    case .select: return automatic("a tab selection makes UIKit ask again")
    case .orientation: return automatic("a rotation makes UIKit ask again")
    case .appearance:
      return traitRefresh(resolution)
    case .set(_, let change) where change.name == "overrideUserInterfaceStyle":
      return traitRefresh(resolution)
    case .setNeedsUpdate(let id):
      let facts = HierarchyFacts(model: after)
      let window = facts.window[id.index]
      guard window >= 0, window == resolution.controllingWindow else {
        return TimelineRefresh(
          happens: false,
          reason:
            "'\(after[id].name)' is not in the window that controls the status bar, so the call does nothing",
          citation: cite("R11", "update-in-controlling-window", resolution))
      }
      return TimelineRefresh(
        happens: true, reason: "setNeedsStatusBarAppearanceUpdate() makes UIKit ask again",
        citation: cite("R11", "update", resolution))
    case .set(let target, let change):
      switch (target, change.value) {
      case (.window, _):
        return automatic("a window shown, hidden or moved makes UIKit ask again")
      case (_, .property(.navigationBarStyle, _)):
        return automatic("a navigation bar style change makes UIKit ask again")
      default:
        return TimelineRefresh(
          happens: false,
          reason:
            "nothing asks UIKit again after \(change.name) changes; the status bar keeps what it showed",
          citation: stale)
      }
    }
  }

  /// The scenario's event indices, grouped by the line they start on.
  private func eventGroups() -> [[Int]] {
    var groups: [[Int]] = []
    var lastLine = -1
    for (index, event) in model.scenario.enumerated() {
      let line = model.source.line(containing: event.range.start)
      if line == lastLine, !groups.isEmpty {
        groups[groups.count - 1].append(index)
      } else {
        groups.append([index])
      }
      lastLine = line
    }
    return groups
  }

  /// A change of the user interface style: UIKit asks again only when the controlling
  /// controller returns a style that follows it (R31).
  private func traitRefresh(_ resolution: StatusBarResolution) -> TimelineRefresh {
    let rule = cite("R31", "override-traits", resolution)
    guard case .controller(let id) = resolution.decider,
      let step = resolution.steps.last, step.subject == .controller(id),
      step.citation.rule == "R32" || step.citation.rule == "R31"
    else {
      return TimelineRefresh(
        happens: false,
        reason: "the user interface style changes, but the status bar does not follow it, so "
          + "UIKit does not ask again",
        citation: rule)
    }
    return TimelineRefresh(
      happens: true,
      reason:
        "the user interface style changes while the status bar follows it, so UIKit asks again",
      citation: rule)
  }

  /// The call that brings a stale status bar up to date now.
  private func fixNow(
    after event: ScenarioEvent, in model: AppModel, resolution: StatusBarResolution
  )
    -> String
  {
    let facts = HierarchyFacts(model: model)
    var candidate: ControllerID?
    if case .set(.controller(let id), _) = event.kind,
      facts.window[id.index] >= 0, facts.window[id.index] == resolution.controllingWindow
    {
      candidate = id
    } else if case .controller(let id) = resolution.decider {
      candidate = id
    } else if let window = resolution.controllingWindow {
      candidate = model.windows[window].root
    }
    guard let candidate else {
      return "no controller is in the window that controls the status bar; show or fix that window"
    }
    let variable = FixAction.variableName(model[candidate].name)
    return "call \(variable).setNeedsStatusBarAppearanceUpdate() right after the change"
  }

  private func cite(_ rule: RuleID, _ claim: String, _ resolution: StatusBarResolution)
    -> RuleCitation
  {
    RuleCatalogue.cite(rule, claim, at: resolution.environment.values.ios)
  }
}
