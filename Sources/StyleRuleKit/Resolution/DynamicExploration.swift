/// One way the status bar can come out, with every choice of dynamic values that leads to it.
public struct DynamicOutcome: Sendable {
  /// The `UIStatusBarStyle` value that applies.
  public let style: StatusBarStyle
  /// What it shows.
  public let content: StatusBarContent
  /// Whether the status bar is hidden.
  public let hidden: Bool
  /// Who decides the style: a controller's name, `UIApplication` or `UIKit`.
  public let decidedBy: String
  /// The class of the controller that decides the style, if a controller does.
  public let decidedByClass: String?
  /// Who decides whether it is hidden.
  public let hiddenDecidedBy: String
  /// Each combination of values that gives this outcome, in the order explored.
  ///
  /// A dynamic value missing from a combination is not asked when the others take those
  /// values.
  public internal(set) var combinations: [DynamicChoices]
  /// Whether the launch values give this outcome (or may give it, where a launch value the
  /// outcome depends on is not known: `initially unknown`).
  public internal(set) var atLaunch: Bool

  /// Whether two outcomes show the same thing, decided by the same controllers.
  func isSame(as other: DynamicOutcome) -> Bool {
    style == other.style && content == other.content && hidden == other.hidden
      && decidedBy == other.decidedBy && hiddenDecidedBy == other.hiddenDecidedBy
  }
}

/// Every outcome of a resolution over the values of the dynamic values its walks ask.
///
/// Only the values the walks read are explored: a dynamic value off the walked path costs
/// nothing, and the number of resolutions grows with the branches on the path.
public struct DynamicExploration: Sendable {
  /// The dynamic values asked under some choice, in the order first asked.
  public let dependsOn: [DynamicValueID]
  /// The distinct outcomes, the launch outcome first, at most ``maximumOutcomes``.
  public let outcomes: [DynamicOutcome]
  /// How many distinct outcomes were found beyond those listed.
  public let omittedOutcomes: Int
  /// Whether every combination was explored; `false` when ``maximumResolutions`` stopped it.
  public let isComplete: Bool
  /// How many resolutions the exploration ran.
  public let resolutions: Int

  /// The most outcomes listed.
  public static let maximumOutcomes = 64
  /// The most resolutions one exploration runs.
  public static let maximumResolutions = 4096

  /// Whether the answer depends on a dynamic value at all.
  public var isDynamic: Bool { !dependsOn.isEmpty }
}

extension StatusBarResolver {
  /// Resolves the status bar under the launch values, then again for each value of every
  /// dynamic value the walks ask, and groups the results.
  ///
  /// Each resolution that reads a dynamic value not yet chosen is followed by one
  /// resolution per value of it, depth first, so that only the values on the walked paths
  /// are explored.
  public func explore(overrides: EnvironmentLayers = EnvironmentLayers(), scene: Int = 0)
    -> (launch: StatusBarResolution, exploration: DynamicExploration)
  {
    let launch = resolve(overrides: overrides, scene: scene)
    var dependsOn: [DynamicValueID] = []
    var outcomes: [DynamicOutcome] = []
    var resolutions = 1
    var pending: [(DynamicChoices, StatusBarResolution?)] = [([:], launch)]
    while let (choices, known) = pending.popLast() {
      let resolution: StatusBarResolution
      if let known {
        resolution = known
      } else {
        guard resolutions < DynamicExploration.maximumResolutions else {
          pending.append((choices, nil))
          break
        }
        resolutions += 1
        resolution = StatusBarResolver(model: model.choosing(choices)).resolve(
          overrides: overrides, scene: scene)
      }
      for id in resolution.asked where !dependsOn.contains(id) { dependsOn.append(id) }
      if let next = resolution.asked.first(where: { choices[$0] == nil }) {
        let dynamic = model[next]
        // Depth first, in the order the values are written; the value the resolution just
        // used needs no new resolution.
        let used = model.choices[next] ?? dynamic.launchOption
        for option in dynamic.options.indices.reversed() {
          var extended = choices
          extended[next] = option
          pending.append((extended, option == used ? resolution : nil))
        }
        continue
      }
      let isLaunch = choices.allSatisfy { model[$0.key].mayHoldAtLaunch($0.value) }
      let outcome = DynamicOutcome(
        style: resolution.style, content: resolution.content, hidden: resolution.hidden,
        decidedBy: resolution.deciderName, decidedByClass: resolution.deciderClass,
        hiddenDecidedBy: resolution.hiddenAnswer.deciderName, combinations: [choices],
        atLaunch: isLaunch)
      if let index = outcomes.firstIndex(where: { $0.isSame(as: outcome) }) {
        outcomes[index].combinations.append(choices)
        outcomes[index].atLaunch = outcomes[index].atLaunch || isLaunch
      } else {
        outcomes.append(outcome)
      }
    }
    // The launch outcomes first (several when a launch value is not known), in the order
    // found.
    let launchOutcomes = outcomes.filter(\.atLaunch)
    outcomes = launchOutcomes + outcomes.filter { !$0.atLaunch }
    let listed = Array(outcomes.prefix(DynamicExploration.maximumOutcomes))
    let exploration = DynamicExploration(
      dependsOn: dependsOn, outcomes: listed, omittedOutcomes: outcomes.count - listed.count,
      isComplete: pending.isEmpty, resolutions: resolutions)
    return (launch, exploration)
  }
}

extension AppModel {
  /// "Theme.preferredStatusBarStyle = default or darkContent, Main.isHidden = false", for
  /// a set of combinations.
  ///
  /// Combinations that differ in one value only are merged, again and again, into clauses
  /// of several values; a dynamic value that may then take every one of its values is left
  /// out, as the outcome does not depend on it there. What remains is joined by "; or ".
  /// Clauses follow `order` (the order the values were first asked).
  public func conditionPhrase(_ combinations: [DynamicChoices], order: [DynamicValueID])
    -> String
  {
    let present = Set(combinations.flatMap(\.keys))
    let keys = order.filter { present.contains($0) } + present.subtracting(order).sorted()
    // Each cube maps a dynamic value to the set of its options allowed.
    var cubes: [[DynamicValueID: Set<Int>]] = combinations.map { $0.mapValues { [$0] } }
    var merged = true
    while merged {
      merged = false
      search: for first in cubes.indices {
        for second in cubes.indices where second > first {
          guard let union = Self.merge(cubes[first], cubes[second]) else { continue }
          cubes[first] = union
          cubes.remove(at: second)
          merged = true
          break search
        }
      }
    }
    let phrases = cubes.map { cube -> String in
      let clauses = keys.compactMap { key -> String? in
        guard let options = cube[key], options.count < self[key].options.count else {
          return nil
        }
        return "\(self[key].label) = "
          + options.sorted().map { self[key].options[$0] }.joined(separator: " or ")
      }
      return clauses.isEmpty ? Self.anyValuesPhrase : clauses.joined(separator: ", ")
    }
    return phrases.joined(separator: "; or ")
  }

  /// What ``conditionPhrase(_:order:)`` says when the combinations cover every value.
  public static let anyValuesPhrase = "whatever the dynamic values"

  /// Two cubes as one, when they constrain the same values and differ in one of them only.
  private static func merge(
    _ left: [DynamicValueID: Set<Int>], _ right: [DynamicValueID: Set<Int>]
  ) -> [DynamicValueID: Set<Int>]? {
    guard Set(left.keys) == Set(right.keys) else { return nil }
    var differing: (key: DynamicValueID, union: Set<Int>)?
    for (key, options) in left {
      guard let other = right[key], other != options else { continue }
      guard differing == nil else { return nil }
      differing = (key, options.union(other))
    }
    guard let differing else { return left }
    var union = left
    union[differing.key] = differing.union
    return union
  }
}
