/// How a claim researched up to iOS 18 is stated for iOS 26 and 27, the first releases
/// numbered by year (R35).
///
/// Apple re-published the documentation of the view controller status bar API unchanged for
/// iOS 26 and 27 (R39), so a documented claim of those rules holds there as it did. Nothing
/// else was re-checked: the decompiled iOS 18 code, the reports and the layout measurements
/// behind the other claims were not repeated on 26 or 27, and the layout rules describe the
/// design before iOS 26, which an app keeps in compatibility mode (L11). Such a claim is
/// carried over to 26 and 27 as a variant of its own, inferred, saying so; a rule that
/// changed on 26 or 27 states its own claim instead (the style rules from R35 on, the layout of the new design).
enum YearReleaseCarry {
  /// The rules whose Apple documentation was read again in its 2026 copy and found unchanged
  /// (R39): the Info.plist keys, the view controller overrides, the update call, the capture
  /// flag and the full-screen transfer, and the UIApplication setters' deprecation.
  static let republished: Set<RuleID> = [
    .r1, .r2, .r3, .r4, .r5, .r8, .r9, .r10, .r11, .r12, .r13, .r24,
  ]

  /// The rules whose claims about sheets and other non-full-screen presentations (every
  /// claim but R25's `fullScreen` row) R44 says nobody checked against the iOS 26 sheets
  /// (Q20).
  static let presentationRules: Set<RuleID> = [.r25, .r28]

  /// The source of the 2026 documentation pages (R39).
  static let republishedSource = "N7"

  /// The first version numbered by year.
  private static let firstYear = OSVersion(OSVersion.firstYearMajor)
  /// The first version after the sequentially numbered ones.
  private static let afterSequential = OSVersion(OSVersion.lastSequentialMajor + 1)

  /// Whether `rule` comes from the iOS 26 reference (R35 onwards, L11 onwards), whose claims
  /// were written for 26 and 27 and are not carried over.
  static func isYearReleaseRule(_ rule: RuleID) -> Bool {
    switch rule.prefix {
    case "R": rule.number >= 35
    case "L": rule.number >= 11
    default: rule.number >= 7
    }
  }

  /// `claim` as the catalogue lists it: unchanged when it does not reach iOS 26, with the
  /// 2026 documentation added when Apple re-published it, else split into its iOS 7–18 part
  /// and an inferred iOS 26–27 part that says it was carried over.
  static func variants(of claim: RuleClaim, rule: RuleID) -> [RuleClaim] {
    let range = claim.versions
    guard range.upperBound > firstYear, range.lowerBound < afterSequential,
      !isYearReleaseRule(rule)
    else { return [claim] }
    if republished.contains(rule), claim.confidence == .documented {
      return [
        RuleClaim(
          key: claim.key, versions: range, confidence: claim.confidence,
          statement: claim.statement, sources: claim.sources + [republishedSource],
          effect: claim.effect)
      ]
    }
    let carried: String
    if rule.prefix != "R" {
      carried =
        " On iOS 26 and 27 this is carried over for an app in compatibility mode or linked with "
        + "an older SDK, which keeps the earlier design (L11); not re-checked there."
    } else if presentationRules.contains(rule), claim.key != "fullScreen" {
      carried =
        " On iOS 26 and 27 this is carried over from iOS 18: nobody checked it against the "
        + "iOS 26 sheets (R44, Q20)."
    } else {
      carried =
        " On iOS 26 and 27 this is carried over from iOS 18, not re-checked there: only Apple's "
        + "documentation of the view controller API was read again (R39)."
    }
    return [
      RuleClaim(
        key: claim.key, versions: VersionRange(range.lowerBound, upTo: afterSequential),
        confidence: claim.confidence, statement: claim.statement, sources: claim.sources,
        effect: claim.effect),
      RuleClaim(
        key: claim.key, versions: VersionRange(firstYear, upTo: range.upperBound),
        confidence: .inferred, statement: claim.statement + carried, sources: claim.sources,
        effect: claim.effect),
    ]
  }
}
