/// What the status bar shows, or would show: the visible values and who decided them.
public struct DisplayedStatusBar: Hashable, Sendable {
  /// The style.
  public let style: StatusBarStyle
  /// What it shows.
  public let content: StatusBarContent
  /// Whether it is hidden.
  public let hidden: Bool
  /// Who decided the style.
  public let decidedBy: String
  /// Who decided hidden.
  public let hiddenDecidedBy: String
  /// Whether what the style shows depends on the content under the status bar (R37:
  /// `.default` from iOS 17); ``content`` is then the fallback, from the traits.
  public var followsContent = false

  /// Whether two snapshots look the same on screen (who decided does not show).
  public func looksLike(_ other: DisplayedStatusBar) -> Bool {
    style == other.style && content == other.content && hidden == other.hidden
  }

  /// "lightContent, light content, visible"; for a style that follows the content, "default,
  /// dark content or what the content calls for (R37), visible".
  public var phrase: String {
    let shows =
      followsContent
      ? "\(content.rawValue) content or what the content calls for (R37)"
      : "\(content.rawValue) content"
    return "\(style.rawValue), \(shows), \(hidden ? "hidden" : "visible")"
  }
}

/// Whether UIKit asked the hierarchy again at a moment of the timeline, and why (R11).
public struct TimelineRefresh: Sendable {
  /// Whether UIKit re-evaluated the status bar.
  public let happens: Bool
  /// Why, or why not, in plain words.
  public let reason: String
  /// The rule behind it.
  public let citation: RuleCitation
}

/// One moment of a timeline: the launch, the first screen, or the state after an event.
public struct TimelineState: Sendable {
  /// Which moment.
  public enum Moment: Sendable, Hashable {
    /// The launch screen, before any code runs (R4, R5).
    case launch
    /// The first screen, as the file describes it.
    case firstScreen
    /// After the event at this index of the scenario.
    case event(Int)
  }

  /// Which moment.
  public let moment: Moment
  /// The event as written, or a description of the moment.
  public let title: String
  /// Where the event is written.
  public let location: SourceRange?
  /// Whether UIKit asked again.
  public let refresh: TimelineRefresh
  /// What the status bar shows.
  public let shown: DisplayedStatusBar
  /// What the current preferences give, with the traces (`nil` at launch).
  public let current: TimelineAnswer?
  /// The index of the later state that brings the status bar up to date, for a stale state.
  public let refreshedBy: Int?
  /// The call that would bring it up to date now, for a stale state.
  public let fixNow: String?

  /// What the current preferences give, as a snapshot.
  public var currentSnapshot: DisplayedStatusBar { current?.snapshot ?? shown }

  /// Whether the status bar shows something the current preferences no longer give.
  public var isStale: Bool { !shown.looksLike(currentSnapshot) }
}

extension DisplayedStatusBar {
  /// The snapshot of a resolution.
  public init(_ resolution: StatusBarResolution) {
    self.init(
      style: resolution.style, content: resolution.content, hidden: resolution.hidden,
      decidedBy: resolution.deciderName, hiddenDecidedBy: resolution.hiddenAnswer.deciderName,
      followsContent: resolution.contentNote != nil)
  }
}

/// What the preferences give at one moment of a timeline: the answer, who decided, and
/// both traces, without the model behind them, so that a long scenario keeps only what it
/// shows.
public struct TimelineAnswer: Sendable {
  /// The environment at that moment.
  public let environment: ResolvedEnvironment
  /// The answer and who decided it.
  public let snapshot: DisplayedStatusBar
  /// The steps of the style question.
  public let styleSteps: [TraceStep]
  /// The steps of the hidden question.
  public let hiddenSteps: [TraceStep]

  /// The answer of a resolution.
  public init(_ resolution: StatusBarResolution) {
    environment = resolution.environment
    snapshot = DisplayedStatusBar(resolution)
    styleSteps = resolution.styleAnswer.steps
    hiddenSteps = resolution.hiddenAnswer.steps
  }
}

/// A scenario played out: the status bar after each event, and the stale states.
public struct Timeline: Sendable {
  /// The model before the scenario.
  public let model: AppModel
  /// The launch, the first screen, then one state per event.
  public let states: [TimelineState]

  /// The states where the status bar shows something out of date.
  public var staleStates: [TimelineState] { states.filter(\.isStale) }
}
