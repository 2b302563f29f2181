/// What a trace step or a skipped override is about.
public enum TraceSubject: Hashable, Sendable {
  /// The window scene as a whole (choosing a window, fallback values, system rules).
  case scene
  /// The Info.plist.
  case infoPlist
  /// `UIApplication.shared`.
  case application
  /// A window, by index.
  case window(Int)
  /// A controller.
  case controller(ControllerID)
}

/// One hop of the decision: a question UIKit asks, its answer, and the rule behind it.
public struct TraceStep: Hashable, Sendable {
  /// What is asked.
  public let subject: TraceSubject
  /// The subject's display name, such as `NC` or `Info.plist`.
  public let subjectName: String
  /// The question, such as "childForStatusBarStyle?".
  public let question: String
  /// The answer in plain words.
  public let answer: String
  /// The rule and claim behind the answer.
  public let citation: RuleCitation
  /// The place in the rules file that caused the answer, if any.
  public let location: SourceRange?
}

/// An override that UIKit never asked, and why.
public struct SkippedOverride: Hashable, Sendable {
  /// Who has the override.
  public let subject: TraceSubject
  /// The subject's display name.
  public let subjectName: String
  /// The overridden member, such as `preferredStatusBarStyle`.
  public let member: String
  /// The value it would have given, as written.
  public let value: String
  /// The place in the file that causes it to be skipped (the navigation controller that
  /// keeps the decision, the presentation that does not hand over control, …).
  public let location: SourceRange?
  /// Why it was not asked, in plain words.
  public let reason: String
  /// The rule behind the reason.
  public let citation: RuleCitation

  /// The question the skipped member answers.
  public var question: StatusBarQuestion {
    ["prefersStatusBarHidden", "childForStatusBarHidden", "isStatusBarHidden"].contains(member)
      ? .hidden : .style
  }
}

/// Who decided a status bar value.
public enum StatusBarDecider: Hashable, Sendable {
  /// A view controller.
  case controller(ControllerID)
  /// `UIApplication`, because the Info.plist switch is NO.
  case application
  /// Nobody: UIKit's fallback (no visible window, or a window without a root).
  case fallback
  /// The system, whatever the controllers prefer: no room for the status bar (R9) or a card
  /// sheet (R28). The rule says which.
  case system(RuleID)
}

/// The answer to one of UIKit's two questions: who decided, and every step of the walk.
public struct StatusBarAnswer: Sendable {
  /// Who decided.
  public let decider: StatusBarDecider
  /// The name of who decided: a controller, `UIApplication`, or `UIKit`.
  public let deciderName: String
  /// The class of the deciding controller, if a controller decided.
  public let deciderClass: String?
  /// Every hop, in order.
  public let steps: [TraceStep]
  /// What the walk found.
  let record: WalkRecord
  /// The dynamic values this walk read, in the order first read.
  public internal(set) var asked: [DynamicValueID] = []
  /// Why the answer cannot be told for sure, empty when it can.
  ///
  /// An opaque class on the walk's path, whose forwarding or values the file does not
  /// describe, makes it uncertain.
  public internal(set) var cannotTell: [String] = []
  /// Why what the answer shows depends on the content under the status bar (R37), when it
  /// does: default, resolved from the traits, from iOS 17.
  public internal(set) var contentNote: String?
  /// Whether a reason the answer cannot be told is a member the file does not describe (an
  /// opaque or unknown class), which describing it would settle.
  public internal(set) var fileLeavesUnsaid = false

  /// Why the system imposed the answer whatever the controllers prefer (R9, R28), if it did.
  public var imposedReason: String? { record.forced?.reason }

  /// The controller the walk ended at, even when the system then imposed its answer.
  public var walkWinner: ControllerID? { record.winner }

  /// The controller whose own value the decider returned, when the decider's override
  /// returns another controller's (`topViewController.preferredStatusBarStyle`); `nil` when
  /// the decider returned its own value, or its override's value after `??`.
  public var valueSource: ControllerID? { record.valueSource }

  /// The controllers whose value the decider's override read, in order (forwarding by value).
  public var valueChain: [ControllerID] { record.valueChain }

  /// How to name who decided in a sentence: `'NC'`, `UIApplication`, `UIKit`.
  public var deciderPhrase: String {
    switch decider {
    case .controller: "'\(deciderName)'"
    case .application: "UIApplication"
    case .fallback: "UIKit's fallback"
    case .system: "UIKit"
    }
  }
}

/// The resolved status bar of an app model: its style and whether it is hidden, each with
/// its trace, and the overrides never asked.
public struct StatusBarResolution: Sendable {
  /// The environment used.
  public let environment: ResolvedEnvironment
  /// The `UIStatusBarStyle` value that applies.
  public let style: StatusBarStyle
  /// What it shows.
  public let content: StatusBarContent
  /// Whether the status bar is hidden.
  public let hidden: Bool
  /// How the style was decided.
  public let styleAnswer: StatusBarAnswer
  /// How hidden was decided.
  public let hiddenAnswer: StatusBarAnswer
  /// Overrides that were never asked, with the reason for each (both questions).
  ///
  /// Computed when asked, in time linear in the size of the model: a resolution that
  /// only needs the answer does not pay for the reasons.
  public var skipped: [SkippedOverride] {
    SkippedOverrideAnalysis(records: [styleAnswer.record, hiddenAnswer.record]).run()
  }
  /// The window that controls the status bar, if any.
  public let controllingWindow: Int?
  /// The dynamic values the two walks read, in the order first read: the answer may change
  /// with their values, and with no others.
  public var asked: [DynamicValueID] = []
  /// The scene resolved, an index into ``AppModel/scenes`` (R34).
  public var scene: Int = 0

  /// Why what the style shows depends on the content under the status bar (R37), if it does.
  public var contentNote: String? { styleAnswer.contentNote }

  /// Whether a reason the answer cannot be told, for either question, is a member the file
  /// does not describe.
  public var fileLeavesUnsaid: Bool {
    styleAnswer.fileLeavesUnsaid || hiddenAnswer.fileLeavesUnsaid
  }

  /// Why the answer cannot be told for sure, for either question; empty when it can.
  public var cannotTell: [String] {
    var reasons = styleAnswer.cannotTell
    for reason in hiddenAnswer.cannotTell where !reasons.contains(reason) {
      reasons.append(reason)
    }
    return reasons
  }

  /// Who decided the style.
  public var decider: StatusBarDecider { styleAnswer.decider }
  /// The name of who decided the style.
  public var deciderName: String { styleAnswer.deciderName }
  /// The class of the controller that decided the style.
  public var deciderClass: String? { styleAnswer.deciderClass }
  /// The style trace.
  public var steps: [TraceStep] { styleAnswer.steps }

  /// Where, and why, the walk leaves the path to a controller's answer to `question`.
  ///
  /// Follows the controller's containers and presenters up to the walk, so that asking
  /// about one controller does not cost the whole model.
  public func departure(for controller: ControllerID, question: StatusBarQuestion = .style)
    -> PathDeparture
  {
    let record = question == .style ? styleAnswer.record : hiddenAnswer.record
    return PathAnalysis(record: record, lookup: .onDemand).departure(for: controller)
  }
}
