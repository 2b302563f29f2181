/// One claim of the rule catalogue, declared once as a static member and cited by it.
///
/// A claim is a rule's statement under one key (`R10`'s `opaque`), in one or more variants,
/// each for a range of iOS versions with its own confidence, sources and effect. The
/// catalogue's files declare every claim as a static member (`CatalogueClaim.r10Opaque`) and
/// list it in its rule's entry; a decision step cites the member (`cite(.r10Opaque)`), so the
/// compiler checks every citation and no citation is looked up by its text.
struct CatalogueClaim: Equatable, Sendable {
  /// What a claim says for a range of versions, before it is given its rule and key.
  struct Variant: Sendable {
    /// The versions the variant holds for.
    let versions: VersionRange
    /// How sure stylerule is of it.
    let confidence: Confidence
    /// What it says.
    let statement: String
    /// The keys of the sources behind it (see ``RuleCatalogue/sources``).
    let sources: [String]
    /// What it makes UIKit do.
    let effect: RuleEffect

    /// Creates a variant, informational unless `effect` says otherwise.
    init(
      _ versions: VersionRange, _ confidence: Confidence, _ statement: String,
      _ sources: [String], effect: RuleEffect = .informational
    ) {
      self.versions = versions
      self.confidence = confidence
      self.statement = statement
      self.sources = sources
      self.effect = effect
    }
  }

  /// The rule the claim belongs to.
  let rule: RuleID
  /// The claim's key within its rule, as output and documentation show it.
  let key: String
  /// The claim's variants, in the catalogue's order, with disjoint version ranges.
  let variants: [RuleClaim]
  /// For each variant, the index of the variant it was declared as: a declared variant
  /// carried over to iOS 26 and 27 is two variants (``YearReleaseCarry``) with one
  /// declaration, so a table row gives it one cell.
  let declarations: [Int]

  /// Declares `rule`'s claim `key` with its variants (at least one).
  init(_ rule: RuleID, _ key: String, _ first: Variant, _ others: Variant...) {
    self.rule = rule
    self.key = key
    let listed = ([first] + others).enumerated().map { index, declared in
      YearReleaseCarry.variants(
        of: RuleClaim(
          key: key, versions: declared.versions, confidence: declared.confidence,
          statement: declared.statement, sources: declared.sources, effect: declared.effect),
        rule: rule
      ).map { (variant: $0, declaration: index) }
    }.joined()
    self.variants = listed.map(\.variant)
    self.declarations = listed.map(\.declaration)
  }

  /// The index of the declared variant that covers `version`, if any.
  func declaration(at version: OSVersion) -> Int? {
    variants.firstIndex { $0.versions.contains(version) }.map { declarations[$0] }
  }

  /// Whether two members name the same claim: the same rule and key.
  static func == (lhs: CatalogueClaim, rhs: CatalogueClaim) -> Bool {
    lhs.rule == rhs.rule && lhs.key == rhs.key
  }

  /// The variant that holds for `version`, else the first.
  func variant(at version: OSVersion) -> RuleClaim {
    variants.first { $0.versions.contains(version) } ?? variants[0]
  }

  /// The citation of the claim at `version`.
  func citation(at version: OSVersion) -> RuleCitation {
    RuleCitation(rule: rule, claim: key, confidence: variant(at: version).confidence)
  }

  /// What the claim makes UIKit do at `version`, with its citation.
  func applied(at version: OSVersion) -> AppliedRule {
    let variant = variant(at: version)
    return AppliedRule(
      effect: variant.effect,
      citation: RuleCitation(rule: rule, claim: key, confidence: variant.confidence))
  }
}

extension RuleCitation {
  /// Whether the citation is of `claim`.
  func cites(_ claim: CatalogueClaim) -> Bool { rule == claim.rule && self.claim == claim.key }
}
