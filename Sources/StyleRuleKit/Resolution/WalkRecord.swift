/// An answer the system imposes whatever the controllers prefer (R9, R28).
struct ForcedAnswer: Sendable {
  /// The rule.
  let citation: RuleCitation
  /// The place in the rules file that causes it, if any (the card presentation).
  let location: SourceRange?
  /// Why, in plain words.
  let reason: String
  /// The card sheet's presentation, for R28.
  let card: Int?
}

/// What one walk found, kept so that it can be questioned afterwards (which overrides were
/// skipped, why a controller loses).
struct WalkRecord: Sendable {
  /// The resolved model.
  let model: AppModel
  /// The iOS version resolved for, to cite the right claims.
  let ios: OSVersion
  /// The question the walk answered.
  let question: StatusBarQuestion
  /// Positions in the hierarchy.
  let facts: HierarchyFacts
  /// What the walk did at each controller it visited.
  let visits: [ControllerID: Visit]
  /// The verdict for each presentation the walk entered.
  let verdicts: [Int: PresentationVerdict]
  /// Whether the winner's own value override was used.
  let usedValueOverride: Bool
  /// The controllers whose value the winner's override read (forwarding by value), in order.
  let valueChain: [ControllerID]
  /// The controller whose own value the winner returned, if not its own.
  let valueSource: ControllerID?
  /// Who decided.
  let decider: StatusBarDecider
  /// The controller the walk ended at, even when the system then imposed its answer.
  let winner: ControllerID?
  /// The controlling window, if any.
  let controllingWindow: Int?
  /// The answer the system imposed, if any.
  let forced: ForcedAnswer?
  /// The scene resolved (R34).
  var scene: Int = 0

  /// Whether a controller is shown in the scene resolved; controllers of other scenes are
  /// another status bar's business.
  func isInScene(_ id: ControllerID) -> Bool {
    let window = facts.window[id.index]
    guard window >= 0, model.scenes.indices.contains(scene) else { return true }
    return model.windows[window].scene == scene
  }

  /// The citation of a claim at the version resolved.
  func cite(_ claim: CatalogueClaim) -> RuleCitation { claim.citation(at: ios) }
}
