import StyleRuleKit
import Testing

/// How the catalogue states on iOS 26 and 27 the claims researched up to iOS 18 (R39): the
/// documentation Apple re-published holds as documented, everything else is carried over as
/// inferred and says why, and the rules of the iOS 26 reference are not carried at all.
@Suite("Claims carried to iOS 26 and 27")
struct YearReleaseCarryTests {
  /// A rule, the confidence its claims have on iOS 26, and words each of those claims says.
  struct Case: Sendable, CustomTestStringConvertible {
    let rule: RuleID
    let confidence: Confidence?
    let says: String
    var testDescription: String { "\(rule)" }
  }

  static let cases: [Case] = [
    Case(rule: "R1", confidence: .documented, says: ""),
    Case(rule: "R24", confidence: .documented, says: ""),
    Case(rule: "R14", confidence: .inferred, says: "only Apple's documentation"),
    Case(rule: "R25", confidence: .inferred, says: "(R44, Q20)"),
    Case(rule: "R28", confidence: .inferred, says: "(R44, Q20)"),
    Case(rule: "L3.1", confidence: .inferred, says: "(L11)"),
    Case(rule: "R37", confidence: nil, says: ""),
  ]

  @Test("each claim on iOS 26 has the confidence and the reason of its kind", arguments: cases)
  func carried(_ scenario: Case) throws {
    let entry = try #require(RuleCatalogue.entry(scenario.rule))
    let on26 = entry.claims.filter { $0.versions.contains(OSVersion(26)) }
    #expect(!on26.isEmpty)
    for claim in on26 where claim.key != "fullScreen" {
      if let confidence = scenario.confidence {
        #expect(claim.confidence == confidence, "\(claim.key)")
      }
      if scenario.confidence == .documented {
        #expect(claim.sources.contains("N7"), "\(claim.key): one claim, the 2026 pages added")
      } else if scenario.confidence == .inferred {
        #expect(!claim.versions.contains(OSVersion(18)), "\(claim.key) split at 26")
      }
      if !scenario.says.isEmpty {
        #expect(claim.statement.contains(scenario.says), "\(claim.key): \(claim.statement)")
      }
    }
  }

  @Test("R25's full-screen row is not a sheet: it is carried over without R44")
  func fullScreenRow() throws {
    let entry = try #require(RuleCatalogue.entry("R25"))
    let row = try #require(
      entry.claims.first { $0.key == "fullScreen" && $0.versions.contains(OSVersion(26)) })
    #expect(!row.statement.contains("R44"))
    #expect(row.statement.contains("carried over from iOS 18"))
  }
}
