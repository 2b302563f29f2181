/// Plays a file's scenario and records what the status bar shows after each event.
///
/// Each event is applied to the model, the model is resolved again, and the runner decides
/// whether UIKit itself asks the hierarchy again at that event (R11). What the status bar
/// shows changes only when it does; when the current preferences give something else, the
/// state is stale. Events joined by `;` happen together: the status bar is judged after the
/// last of them. Each state keeps only its answer and traces, so memory grows with the
/// number of events, not with events times the size of the hierarchy.
public struct TimelineRunner: Sendable {
  /// The app model, with its scenario.
  public let model: AppModel
  /// Environment values replacing the file's.
  public let overrides: EnvironmentLayers

  /// Creates a runner.
  public init(model: AppModel, overrides: EnvironmentLayers = EnvironmentLayers()) {
    self.model = model
    self.overrides = overrides
  }

  /// A moment of the scenario as the runner saw it, for callers that need more than a
  /// state keeps: the whole resolution, the model at that moment, and the events.
  struct Moment {
    /// The state's index in the timeline.
    let index: Int
    /// The resolution of the current preferences.
    let resolution: StatusBarResolution
    /// Whether UIKit asked the hierarchy again at this moment.
    let refreshed: Bool
    /// The events of the moment (none for the first screen).
    let events: [ScenarioEvent]
  }

  /// Plays the scenario.
  public func run() -> Timeline {
    run(observing: nil)
  }

  /// Plays the scenario, handing each moment after the launch to `observe` before keeping
  /// only its answer.
  func run(observing observe: ((Moment) -> Void)?) -> Timeline {
    var states: [TimelineState] = [launchState()]
    var current = ScenarioState(model: model, overrides: overrides)
    var resolution = current.resolve()
    var shown = DisplayedStatusBar(resolution)
    states.append(
      TimelineState(
        moment: .firstScreen, title: "first screen", location: nil,
        refresh: TimelineRefresh(
          happens: true,
          reason: "the first screen appears and UIKit asks the hierarchy; the launch values no "
            + "longer apply", citation: cite(.r4LaunchStyle, resolution)),
        shown: shown, current: TimelineAnswer(resolution), refreshedBy: nil, fixNow: nil))
    observe?(Moment(index: 1, resolution: resolution, refreshed: true, events: []))
    for group in eventGroups() {
      var refresh: TimelineRefresh?
      var lastChange: ScenarioEvent?
      for index in group {
        let event = model.scenario[index]
        if let phrase = current.model.unchosenAlternativePhrase(of: event) {
          // Records what the event would have placed, so that later events on it are
          // skipped too; it cannot fail.
          try? current.apply(event)
          if refresh == nil {
            refresh = TimelineRefresh(
              happens: false, reason: phrase, citation: cite(.r11Stale, resolution))
          }
          continue
        }
        let before = BeforeEvent(event, model: current.model, resolution: resolution)
        // The resolution shares the model and the facts with `current`: it ends before the
        // event, so that the event changes them in place instead of copying them whole.
        _ = consume resolution
        do {
          try current.apply(event)
        } catch {
          // The model builder played the scenario already; an event cannot fail here.
          resolution = current.resolve()
          break
        }
        resolution = current.resolve()
        let eventRefresh = refreshes(
          event, before: before, after: (current.model, resolution))
        if eventRefresh.happens || refresh == nil || refresh?.happens == false {
          if refresh?.happens != true { refresh = eventRefresh }
        }
        if case .set = event.kind { lastChange = event }
      }
      // Events on one statement happen in one function: UIKit asks, if it does, after the
      // last of them.
      let refreshed = refresh?.happens == true
      if refreshed { shown = DisplayedStatusBar(resolution) }
      let first = model.scenario[group[0]]
      let last = model.scenario[group[group.count - 1]]
      let title = group.map { model.scenario[$0].text }.joined(separator: "; ")
      let stale = !shown.looksLike(DisplayedStatusBar(resolution))
      states.append(
        TimelineState(
          moment: .event(group[0]), title: title, location: first.range.extended(to: last.range),
          refresh: refresh
            ?? TimelineRefresh(
              happens: false, reason: "", citation: cite(.r11Stale, resolution)),
          shown: shown, current: TimelineAnswer(resolution), refreshedBy: nil,
          fixNow: stale
            ? fixNow(after: lastChange ?? last, in: current.model, resolution: resolution) : nil)
      )
      observe?(
        Moment(
          index: states.count - 1, resolution: resolution, refreshed: refreshed,
          events: group.map { model.scenario[$0] }))
    }
    // For each stale state, the next state where UIKit asks again.
    var next: Int?
    for index in states.indices.reversed() {
      let state = states[index]
      if state.isStale {
        states[index] = TimelineState(
          moment: state.moment, title: state.title, location: state.location,
          refresh: state.refresh, shown: state.shown, current: state.current,
          refreshedBy: next, fixNow: state.fixNow)
      }
      if state.refresh.happens { next = index }
    }
    return Timeline(model: model, states: states)
  }

  /// The launch screen: Info.plist's values, before any code runs (R4, R5).
  private func launchState() -> TimelineState {
    let environment = ResolvedEnvironment(model: model, layers: overrides)
    let ios = environment.values.ios
    let style = model.plist.statusBarStyle?.value ?? .default
    let content = StatusBarWalk(model: model, environment: environment).contentBeforeAnyController(
      of: style)
    let snapshot = DisplayedStatusBar(
      style: style, content: content, hidden: model.plist.statusBarHidden?.value ?? false,
      decidedBy: "Info.plist", hiddenDecidedBy: "Info.plist")
    return TimelineState(
      moment: .launch, title: "launch", location: model.plist.statusBarStyle?.range,
      refresh: TimelineRefresh(
        happens: true,
        reason: "before any code runs, the launch screen uses Info.plist UIStatusBarStyle and "
          + "UIStatusBarHidden", citation: CatalogueClaim.r4LaunchStyle.citation(at: ios)),
      shown: snapshot, current: nil, refreshedBy: nil, fixNow: nil)
  }

  /// What ``refreshes(_:before:after:)`` compares an event's outcome with, noted before
  /// the event: the windows, the controller the event changes and the environment, rather
  /// than a copy of the whole model, which the event then changes in place.
  private struct BeforeEvent {
    /// The windows.
    let windows: [Window]
    /// The controller whose stack, tabs or properties the event changes, if any.
    let controller: Controller?
    /// That controller's `navigationBar.barStyle`, with its class's and extensions'.
    let navigationBarStyle: BarStyle?
    /// The environment of the state before the event.
    let environment: ResolutionEnvironment

    init(_ event: ScenarioEvent, model: AppModel, resolution: StatusBarResolution) {
      windows = model.windows
      environment = resolution.environment.values
      let id: ControllerID?
      switch event.kind {
      case .setViewControllers(let change): id = change.container
      case .select(let tabBar, _): id = tabBar
      case .set(.controller(let target), _): id = target
      default: id = nil
      }
      controller = id.map { model[$0] }
      navigationBarStyle = id.flatMap { model.effectiveSettings(of: $0).navigationBarStyle?.value }
    }
  }

  /// Whether UIKit asks the hierarchy again after `event` (R11, R31).
  private func refreshes(
    _ event: ScenarioEvent, before: BeforeEvent,
    after: (model: AppModel, resolution: StatusBarResolution)
  ) -> TimelineRefresh {
    let resolution = after.resolution
    func automatic(_ reason: String) -> TimelineRefresh {
      TimelineRefresh(
        happens: true, reason: reason, citation: cite(.r11AutomaticRefresh, resolution))
    }
    let stale = cite(.r11Stale, resolution)
    func unchanged(_ what: String) -> TimelineRefresh {
      TimelineRefresh(
        happens: false,
        reason: "\(what) is what it was already, so nothing happens and UIKit does not ask again",
        citation: stale)
    }
    switch event.kind {
    case .createWindow(let index):
      if after.model.windows[index].isHidden.value {
        return TimelineRefresh(
          happens: false,
          reason: "the window is created hidden, so no visible window changes and UIKit does not "
            + "ask again", citation: stale)
      }
      return automatic(
        "a window shown makes UIKit ask again, and the windows now decide which one controls (R33)")
    case .releaseWindow(let index):
      if before.windows[index].isHidden.value {
        return TimelineRefresh(
          happens: false,
          reason: "the window released was hidden, so no visible window changes and UIKit does "
            + "not ask again", citation: stale)
      }
      return automatic(
        "a window released makes UIKit ask again, and the windows left decide which one controls "
          + "(R33)")
    case .present: return automatic("a presentation makes UIKit ask again")
    case .dismiss: return automatic("a dismissal makes UIKit ask again")
    case .push, .pop: return automatic("a new top view controller makes UIKit ask again")
    case .setViewControllers(let change):
      let id = change.container
      if after.model[id].kind == .navigation {
        if before.controller?.children.last == after.model[id].children.last {
          return unchanged("the top view controller")
        }
        return automatic("a new top view controller makes UIKit ask again")
      }
      let was = before.controller.flatMap { $0.selectedTab?.value ?? $0.children.first }
      let now = after.model[id].selectedTab?.value ?? after.model[id].children.first
      if was == now { return unchanged("the selected tab") }
      return automatic("a new selected tab makes UIKit ask again")
    case .select(_, let tab):
      let selectedBefore = before.controller.flatMap { $0.selectedTab?.value ?? $0.children.first }
      if selectedBefore == tab { return unchanged("the selected tab") }
      return automatic("a tab selection makes UIKit ask again")
    case .orientation:
      if before.environment.orientation == resolution.environment.values.orientation {
        return unchanged("the orientation")
      }
      return automatic("a rotation makes UIKit ask again")
    case .inCall:
      if before.environment.inCall == resolution.environment.values.inCall {
        return unchanged("the in-call state")
      }
      return TimelineRefresh(
        happens: false,
        reason: "a call moves views under a taller status bar (stylerule layout), but nothing "
          + "asks UIKit again for the status bar's style or hidden state; it keeps what it showed",
        citation: stale)
    case .appearance:
      if before.environment.appearance == resolution.environment.values.appearance {
        return unchanged("the appearance")
      }
      return traitRefresh(resolution, changedAt: nil)
    case .set(.controller(let id), let change) where change.name == "overrideUserInterfaceStyle":
      return traitRefresh(resolution, changedAt: id)
    case .application:
      if !resolution.environment.values.ios.isModelled {
        return TimelineRefresh(
          happens: true,
          reason: "before iOS 7 UIApplication decides the status bar, so the setter changes it "
            + "at once", citation: cite(.r1NoViewControllerAppearance, resolution))
      }
      guard !after.model.plist.viewControllersDecide else {
        return TimelineRefresh(
          happens: false,
          reason: "UIViewControllerBasedStatusBarAppearance is YES or absent, so the "
            + "UIApplication setter does nothing",
          citation: cite(.r2SettersIgnored, resolution))
      }
      return TimelineRefresh(
        happens: true,
        reason: "UIViewControllerBasedStatusBarAppearance is NO, so the UIApplication setter "
          + "changes the status bar at once",
        citation: cite(.r3SettersApply, resolution))
    case .setNeedsUpdate(let id):
      if !resolution.environment.values.ios.isModelled {
        return TimelineRefresh(
          happens: false,
          reason: "setNeedsStatusBarAppearanceUpdate() came with iOS 7; before it no view "
            + "controller decides the status bar, so there is nothing to ask",
          citation: cite(.r1NoViewControllerAppearance, resolution))
      }
      let window = resolution.styleAnswer.record.facts.window[id.index]
      guard window >= 0, window == resolution.controllingWindow else {
        return TimelineRefresh(
          happens: false,
          reason:
            "'\(after.model[id].name)' is not in the window that controls the status bar, so the "
            + "call does nothing",
          citation: cite(.r11UpdateInControllingWindow, resolution))
      }
      return TimelineRefresh(
        happens: true, reason: "setNeedsStatusBarAppearanceUpdate() makes UIKit ask again",
        citation: cite(.r11Update, resolution))
    case .set(let target, let change):
      switch (target, change.value) {
      case (.window(let index), _):
        let was = before.windows[index]
        let now = after.model.windows[index]
        if was.level.value == now.level.value && was.isHidden.value == now.isHidden.value {
          return unchanged("the window")
        }
        return automatic("a window shown, hidden or moved makes UIKit ask again")
      case (.controller(let id), .property(.navigationBarStyle, _)):
        let was = before.navigationBarStyle
        let now = after.model.effectiveSettings(of: id).navigationBarStyle?.value
        if was == now { return unchanged("the navigation bar style") }
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

  /// The scenario's event indices, grouped by statement: events joined by `;` form one
  /// group.
  private func eventGroups() -> [[Int]] {
    model.scenarioStatements
  }

  /// Whether a change of the user interface style makes UIKit ask again (R31).
  ///
  /// UIKit asks again only when the controlling controller returns a style that follows the
  /// traits that changed. A change of the
  /// system appearance (`changedAt` nil) reaches only a controller without an override of
  /// its own traits; a change of a controller's `overrideUserInterfaceStyle` reaches it and
  /// what it contains or presents.
  private func traitRefresh(_ resolution: StatusBarResolution, changedAt: ControllerID?)
    -> TimelineRefresh
  {
    let rule = cite(.r31OverrideTraits, resolution)
    let notFollowing = TimelineRefresh(
      happens: false,
      reason: "the user interface style changes, but the status bar does not follow it, so "
        + "UIKit does not ask again",
      citation: rule)
    guard case .controller(let decider) = resolution.decider,
      // The content step, before R37's note that default also follows the content.
      let step = resolution.steps.last(where: { $0.citation.rule != .r37 }),
      step.subject == .controller(decider),
      step.citation.rule == .r32 || step.citation.rule == .r31
    else { return notFollowing }
    let record = resolution.styleAnswer.record
    let source = record.facts.traitSource[decider.index]
    if let changedAt {
      // The change reaches the decider if it is on the decider's way up to the window.
      guard isAncestor(changedAt, of: decider, in: record.model) else { return notFollowing }
    } else if source >= 0 {
      // An override of its own traits shields the decider from the system appearance.
      return notFollowing
    }
    return TimelineRefresh(
      happens: true,
      reason:
        "the user interface style changes while the status bar follows it, so UIKit asks again",
      citation: rule)
  }

  /// Whether `ancestor` is `id`, or a parent or presenter above it.
  private func isAncestor(_ ancestor: ControllerID, of id: ControllerID, in model: AppModel)
    -> Bool
  {
    var current: ControllerID? = id
    var steps = 0
    while let node = current, steps <= model.controllers.count {
      if node == ancestor { return true }
      steps += 1
      switch model[node].parent {
      case .container(let parent): current = parent
      case .presentation(let index): current = model.presentations[index].presenter
      case .window, nil: current = nil
      }
    }
    return false
  }

  /// The call that brings a stale status bar up to date now.
  private func fixNow(
    after event: ScenarioEvent, in model: AppModel, resolution: StatusBarResolution
  )
    -> String
  {
    let facts = resolution.styleAnswer.record.facts
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

  private func cite(_ claim: CatalogueClaim, _ resolution: StatusBarResolution) -> RuleCitation {
    claim.citation(at: resolution.environment.values.ios)
  }
}
