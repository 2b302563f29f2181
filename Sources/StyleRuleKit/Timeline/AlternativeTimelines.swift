/// A scenario played once for each way the app may choose its controllers at run time.
///
/// A file with `choice` blocks states several hierarchies: the scenario is played on each,
/// so that what a presentation from an alternative does is seen where that alternative is
/// on screen, never only under the first. Every combination of alternatives is played while
/// there are at most ``combinationLimit``; beyond, each alternative of each choice is played
/// once, with the other choices as the file places them (and the count of combinations
/// left out is kept). A file without choices has one timeline.
public struct AlternativeTimelines: Sendable {
  /// The alternative a timeline plays for one choice.
  public struct PlayedAlternative: Sendable, Hashable {
    /// The choice's name.
    public let choice: String
    /// The alternative's name.
    public let alternative: String
    /// Whether the code chooses it at launch: `true` or `false` when the file says which
    /// alternative holds at launch, `nil` when it does not.
    public let isLaunchAlternative: Bool?

    /// "Root = Tabs (at launch)".
    public var phrase: String {
      let note: String
      switch isLaunchAlternative {
      case true?: note = " (at launch)"
      case false?: note = " (not at launch)"
      case nil: note = ""
      }
      return "\(choice) = \(alternative)\(note)"
    }
  }

  /// One timeline and the alternatives it plays.
  public struct Entry: Sendable {
    /// The alternatives, one per choice of the file, in the file's order.
    public let alternatives: [PlayedAlternative]
    /// The scenario played under them.
    public let timeline: Timeline

    /// "Root = Tabs (at launch), Detail = Player".
    public var alternativesPhrase: String {
      alternatives.map(\.phrase).joined(separator: ", ")
    }
  }

  /// The most combinations of alternatives played one by one.
  public static let combinationLimit = 16

  /// The timelines, the file's own placement first.
  public let entries: [Entry]
  /// The combinations of alternatives not played, when there are more than
  /// ``combinationLimit``.
  public let combinationsLeftOut: Int

  /// Plays `model`'s scenario under each combination of its choices' alternatives.
  public init(model: AppModel, overrides: EnvironmentLayers = EnvironmentLayers()) {
    let choices = model.controllerChoices
    var total = 1
    for choice in choices {
      total = min(total * choice.alternatives.count, Self.combinationLimit + 1)
    }
    let placed = choices.map(\.chosen)
    var combinations: [[Int]] = []
    if total <= Self.combinationLimit {
      // Every combination, counting with the first choice changing slowest.
      var current = Array(repeating: 0, count: choices.count)
      for _ in 0..<total {
        combinations.append(current)
        var position = choices.count - 1
        while position >= 0 {
          current[position] += 1
          if current[position] < choices[position].alternatives.count { break }
          current[position] = 0
          position -= 1
        }
      }
      combinationsLeftOut = 0
    } else {
      for (position, choice) in choices.enumerated() {
        for option in choice.alternatives.indices where option != placed[position] {
          var combination = placed
          combination[position] = option
          combinations.append(combination)
        }
      }
      combinations.append(placed)
      let product = choices.reduce(1.0) { $0 * Double($1.alternatives.count) }
      combinationsLeftOut = Int(min(product, Double(Int.max / 2))) - combinations.count
    }
    // The file's own placement first, then the others in the order counted.
    if let index = combinations.firstIndex(of: placed) {
      combinations.remove(at: index)
      combinations.insert(placed, at: 0)
    }
    entries = combinations.map { combination in
      var chosen: DynamicChoices = [:]
      for (position, choice) in choices.enumerated() where combination[position] != choice.chosen {
        chosen[choice.dynamic] = combination[position]
      }
      let played = model.choosing(chosen)
      let alternatives = choices.enumerated().map { position, choice in
        let dynamic = model[choice.dynamic]
        return PlayedAlternative(
          choice: choice.name,
          alternative: model[choice.alternatives[combination[position]]].name,
          isLaunchAlternative: dynamic.isLaunchUnknown
            ? nil : combination[position] == dynamic.launchOption)
      }
      return Entry(
        alternatives: alternatives,
        timeline: TimelineRunner(model: played, overrides: overrides).run())
    }
  }
}
