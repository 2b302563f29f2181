/// How sure stylerule is of a rule, from the evidence behind it.
public enum Confidence: String, CaseIterable, Sendable, Codable, Comparable {
  /// Apple documents it (developer documentation, a technote, an SDK header).
  case documented
  /// Several independent reports agree, or Apple's code and public reports agree.
  case widelyReproduced
  /// One report: a single article or issue, or one reading of decompiled UIKit code.
  case singleReport
  /// stylerule's inference from the other rules; not observed directly.
  case inferred

  /// A phrase such as "documented by Apple".
  public var phrase: String {
    switch self {
    case .documented: "documented by Apple"
    case .widelyReproduced: "widely reproduced"
    case .singleReport: "single report"
    case .inferred: "inferred"
    }
  }

  private var rank: Int {
    switch self {
    case .documented: 0
    case .widelyReproduced: 1
    case .singleReport: 2
    case .inferred: 3
    }
  }

  /// Orders from the strongest evidence (documented) to the weakest (inferred).
  public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.rank < rhs.rank }
}

/// The stable identifier of a UIKit rule: a status bar style rule such as `R14`, a layout
/// rule such as `L3.2`, or a layout table such as `T3`.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The identifier's text.
  public let rawValue: String

  /// Creates an identifier from its text.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates an identifier from a literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The identifier's text.
  public var description: String { rawValue }

  /// The letter before the numbers: `R` (style rules), `L` (layout rules) or `T` (layout
  /// tables).
  public var prefix: String { String(rawValue.prefix { !$0.isNumber }) }

  /// The numbers after the prefix: `[14]` for `R14`, `[3, 2]` for `L3.2`.
  public var components: [Int] {
    rawValue.drop { !$0.isNumber }.split(separator: ".").map { Int($0) ?? 0 }
  }

  /// The rule's first number: 14 for `R14`, 3 for `L3.2`.
  public var number: Int { components.first ?? 0 }

  /// The rank of the prefix in the catalogue's order: style rules, layout rules, tables.
  private var prefixRank: Int {
    switch prefix {
    case "R": 0
    case "L": 1
    case "T": 2
    default: 3
    }
  }

  /// Orders as the catalogue does: `R1`–`R34`, then `L1.1`–`L10.3` by their numbers (`L1.9`
  /// before `L1.10`), then `T1`–`T6`.
  public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
    if lhs.prefixRank != rhs.prefixRank { return lhs.prefixRank < rhs.prefixRank }
    if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
    let (left, right) = (lhs.components, rhs.components)
    for (a, b) in zip(left, right) where a != b { return a < b }
    if left.count != right.count { return left.count < right.count }
    return lhs.rawValue < rhs.rawValue
  }

  /// Encodes the identifier as its text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Decodes the identifier from its text.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }
}

/// What a claim makes UIKit do, for the claims the resolver applies.
///
/// The resolver never compares iOS versions itself: it applies a claim (a `CatalogueClaim`
/// member), and the claim answers with the variant that covers the version.
public enum RuleEffect: Hashable, Sendable {
  /// Background only: the claim explains a step but decides nothing by itself.
  case informational
  /// The behaviour the claim describes happens (a presentation takes control, an override
  /// is called, a default hides the status bar, …).
  case yes
  /// The behaviour does not happen.
  case no
  /// A presentation style resolves to this one.
  case presentation(PresentationStyle)
  /// A style shows this content.
  case content(StatusBarContent)
  /// A style's content follows the user interface style.
  case followsTraits
  /// The answer is this style.
  case style(StatusBarStyle)
  /// The answer is the superclass's.
  case returnsSuper
  /// The answer depends on the presentation controller's `shouldRemovePresentersView`.
  case dependsOnPresentationController
  /// The answer depends on the device and the navigation bar (R16).
  case dependsOnDevice
}

/// One statement of a rule, for a range of iOS versions, with its evidence.
public struct RuleClaim: Sendable {
  /// The claim's key within its rule, such as `overCurrentContext`.
  public let key: String
  /// The versions the claim holds for.
  public let versions: VersionRange
  /// How sure stylerule is of it.
  public let confidence: Confidence
  /// What the claim says.
  public let statement: String
  /// The keys of the sources behind it (see ``RuleCatalogue/sources``).
  public let sources: [String]
  /// What the claim makes UIKit do.
  public let effect: RuleEffect
}

/// A claim applied at one version: its effect and the citation for the step it decides.
public struct AppliedRule: Sendable {
  /// What UIKit does.
  public let effect: RuleEffect
  /// The rule and claim, with the claim's confidence.
  public let citation: RuleCitation
}

/// A UIKit rule: a stable ID, a title, and its claims.
public struct RuleEntry: Sendable {
  /// Whether and how stylerule models a rule.
  public enum Modelling: Sendable {
    /// The resolver applies it.
    case modelled
    /// It is recorded for reference but not applied, for the reason given.
    case notModelled(String)
  }

  /// The rule's ID.
  public let id: RuleID
  /// A short title.
  public let title: String
  /// Whether the resolver applies it.
  public let modelling: Modelling
  /// The rule's statements, each with its versions and confidence.
  public let claims: [RuleClaim]
}

/// A public source cited by the rules.
public struct SourceReference: Sendable {
  /// The key used in claims, such as `A12`.
  public let key: String
  /// What the source is.
  public let title: String
  /// Where to read it, when known.
  public let url: String
}

/// A reference from a decision step to the claim that justifies it.
public struct RuleCitation: Hashable, Sendable {
  /// The rule.
  public let rule: RuleID
  /// The claim's key within the rule.
  public let claim: String
  /// The claim's confidence.
  public let confidence: Confidence
}

/// The catalogue of UIKit rules stylerule applies, as data: the status bar style rules
/// R1–R34 and those of iOS 26 and 27 (R35 onwards), then the layout rules L1.1–L10.3 and
/// L11 onwards, the tables T1–T6, and the layout reference's disagreements and open
/// questions (``layoutQuestions``).
///
/// Every trace step and diagnostic cites a claim from here; `Docs/uikit-rules.md`
/// is generated from the same table and a test keeps them equal.
public enum RuleCatalogue {
  /// Every rule, ordered by ID: R1–R34 and R35 onwards, L1.1–L10.3 and L11 onwards, T1–T6.
  public static var entries: [RuleEntry] { everyEntry }

  /// The status bar style rules R1–R34 and those of iOS 26 and 27 (R35 onwards).
  public static var styleEntries: [RuleEntry] { everyEntry.filter { $0.id.prefix == "R" } }

  /// The layout rules L1.1–L10.3 and L11 onwards, and the tables T1–T6.
  public static var layoutRuleEntries: [RuleEntry] { everyEntry.filter { $0.id.prefix != "R" } }

  /// Every cited source: the style reference's, the layout reference's (S1–S110), then the
  /// iOS 26 reference's (N1–N56) that a claim cites.
  public static var sources: [SourceReference] {
    allSources + layoutSources + yearReleaseSources + devices26Sources + newDesignLayoutSources
      + swiftUI27Sources
  }

  /// Every entry, in the catalogue's order (``RuleID``'s): the files that declare them
  /// list them by topic.
  private static let everyEntry: [RuleEntry] =
    (allEntries + yearReleaseEntries + swiftUI27Entries + layoutEntries + yearReleaseLayoutEntries
    + layoutTableEntries + devices26Entries + newDesignLayoutEntries).sorted { $0.id < $1.id }

  private static let byID: [RuleID: RuleEntry] = {
    var table: [RuleID: RuleEntry] = [:]
    for entry in everyEntry { table[entry.id] = entry }
    return table
  }()

  /// The rule with an ID.
  public static func entry(_ id: RuleID) -> RuleEntry? { byID[id] }

  /// The claim of `rule` named `key` that holds for `version`, for a citation read back as
  /// text (the engine cites `CatalogueClaim` members and never looks a claim up).
  ///
  /// A claim key may have several version-ranged variants; the one covering
  /// `version` wins, else the first. Asking for a claim that does not exist is
  /// a programming error.
  public static func claim(_ rule: RuleID, _ key: String, at version: OSVersion) -> RuleClaim {
    let variants = entry(rule)?.claims.filter { $0.key == key } ?? []
    guard let first = variants.first else {
      preconditionFailure("no claim \(rule)/\(key) in the catalogue")
    }
    return variants.first { $0.versions.contains(version) } ?? first
  }

  /// The versions where some claim changes, in order.
  ///
  /// Every modelled major version and every minor version where a claim's range starts:
  /// checking these covers every variant of every claim.
  public static let versionBoundaries: [OSVersion] = {
    var versions = Set(OSVersion.modelledMajors.map { OSVersion($0) })
    for entry in styleEntries {
      for claim in entry.claims where claim.versions.lowerBound.isModelled {
        versions.insert(claim.versions.lowerBound)
      }
    }
    return versions.sorted()
  }()
}

extension RuleEntry {
  /// Creates the entry of rule `id` from its claims, each declared as `id`'s.
  init(id: RuleID, title: String, modelling: Modelling, claims: [CatalogueClaim]) {
    precondition(
      claims.allSatisfy { $0.rule == id }, "a claim of \(id) is declared for another rule")
    self.init(id: id, title: title, modelling: modelling, claims: claims.flatMap(\.variants))
  }
}
