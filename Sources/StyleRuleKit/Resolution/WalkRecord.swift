/// What a resolution's walk found, kept so that it can be questioned afterwards
/// (which overrides were skipped, why a controller loses).
struct WalkRecord: Sendable {
  /// The resolved model.
  let model: AppModel
  /// The iOS version resolved for, to cite the right claims.
  let ios: OSVersion
  /// Positions in the hierarchy.
  let facts: HierarchyFacts
  /// What the walk did at each controller it visited.
  let visits: [ControllerID: Visit]
  /// The verdict for each presentation the walk entered.
  let verdicts: [Int: PresentationVerdict]
  /// Whether the decider's own `preferredStatusBarStyle` override was used.
  let usedStyleOverride: Bool
  /// Who decided.
  let decider: StyleDecider
  /// The controlling window, if any.
  let controllingWindow: Int?

  func cite(_ rule: RuleID, _ claim: String) -> RuleCitation {
    RuleCatalogue.cite(rule, claim, at: ios)
  }
}
