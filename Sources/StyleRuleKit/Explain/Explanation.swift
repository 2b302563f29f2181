/// One hop on the way from a window to a controller.
public struct PathHop: Hashable, Sendable {
  /// The controller (or window) name.
  public let name: String
  /// How it hangs from the previous hop.
  public let link: Link

  /// How a hop hangs from the one before it.
  public enum Link: String, Hashable, Sendable {
    /// The first hop: a window.
    case window
    /// The window's root view controller.
    case root
    /// A child of the previous controller.
    case child
    /// Presented by the previous controller.
    case presented
  }
}

/// One change a fix makes: what it does, the Swift to write, and how supported it is.
public struct FixStep: Sendable {
  /// What the change does, in one sentence.
  public let summary: String
  /// The Swift code (or Info.plist XML) that makes the change in the app.
  public let swiftCode: String
  /// How supported the change is.
  public let support: FixSupport
  /// The rule that makes it work.
  public let citation: RuleCitation
  /// The edits that make the change in the rules file as the steps before it left it.
  public let edits: [TextEdit]
  /// The change, over names.
  let action: FixAction
  /// The app model as the steps before this one left it, which ``action`` applies to.
  let model: AppModel
}

/// For which iOS versions a fix holds.
public struct VersionCoverage: Sendable {
  /// The ranges where the fix makes the controller decide.
  public let holding: [VersionRange]
  /// The ranges where it does not, each with the reason at its first version.
  public let failing: [(versions: VersionRange, reason: String)]

  /// "every modelled version (iOS 7–27)" or the ranges that hold and fail.
  public var summary: String {
    if failing.isEmpty {
      return "every modelled version (iOS \(OSVersion.oldestModelled.major)–"
        + "\(OSVersion.newestModelledMajor))"
    }
    if holding.isEmpty { return "no modelled version" }
    return holding.map(\.description).joined(separator: ", ")
  }
}

/// A change to the app that verifiably makes the controller decide.
public struct Fix: Sendable {
  /// The changes, in order.
  public let steps: [FixStep]
  /// The least supported of the steps.
  public let support: FixSupport
  /// The rules file after the fix.
  public let editedSource: SourceFile
  /// The change to the rules file, as a unified diff.
  public let diff: String
  /// The resolution after the fix, in the same environment: the controller decides.
  public let resolution: StatusBarResolution
  /// The iOS versions the fix holds for.
  public let versions: VersionCoverage
  /// What else the fix changes: other controllers' forwarding, overrides no longer asked.
  public let sideEffects: [String]
}

/// Why a controller's `preferredStatusBarStyle` is, or is not, applied, and what would make it so.
public struct Explanation: Sendable {
  /// The app model.
  public let model: AppModel
  /// The controller asked about.
  public let target: ControllerID
  /// The current resolution.
  public let resolution: StatusBarResolution
  /// Where the walk leaves the path to the controller (or that it decides).
  public let departure: PathDeparture
  /// The way from the window to the controller.
  public let path: [PathHop]
  /// The fixes found, best first (fewest changes, then the most supported).
  public let fixes: [Fix]
  /// How many candidate changes were applied to the file and resolved.
  public let changesTried: Int
  /// The outcomes under the values of the dynamic values the walks ask; the rest of the
  /// explanation is under the launch values.
  public let exploration: DynamicExploration
  /// The alternative of each choice that holds the controller (``AppModel/alternativesHolding(_:)``):
  /// the explanation is under those alternatives, placed whatever the launch alternative.
  public internal(set) var alternatives: DynamicChoices = [:]

  /// "Under alternative 'Onboarding' of choice 'Root' (at launch: Tabs)", one clause per
  /// choice holding the controller; `nil` for a controller outside every choice.
  public var alternativesPhrase: String? {
    guard !alternatives.isEmpty else { return nil }
    let clauses = alternatives.sorted { $0.key < $1.key }.map { id, position in
      let dynamic = model[id]
      let launch =
        dynamic.isLaunchUnknown
        ? "the launch alternative is not known"
        : "at launch: \(dynamic.options[dynamic.launchOption])"
      return "alternative '\(dynamic.options[position])' of choice '\(dynamic.label)' "
        + "(chosen at run time; \(launch))"
    }
    return "Under " + clauses.joined(separator: ", and ")
      + ": '\(targetName)' is on screen only then, so the explanation and its fixes take it."
  }

  /// The way to the screen explained, when the controller is not on screen at launch (its
  /// tab not selected, or brought up by the scenario); `nil` for the first screen.
  public internal(set) var screen: ScreenWay? = nil

  /// The combinations of dynamic values under which the controller decides the style.
  public var decidesWhen: [DynamicChoices] {
    exploration.outcomes.filter { $0.decidedBy == targetName }.flatMap(\.combinations)
  }

  /// The controller's name.
  public var targetName: String { model[target].name }
  /// Whether the controller already decides.
  public var targetDecides: Bool { departure.controllerDecides }
}
