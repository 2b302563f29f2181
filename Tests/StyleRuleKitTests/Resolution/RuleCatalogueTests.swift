import StyleRuleKit
import StyleRuleTestSupport
import Testing

@Suite("Rule catalogue")
struct RuleCatalogueTests {
  @Test("rules R1–R34 and the iOS 26 ones, then L1.1–L10.3 and the iOS 26 ones, then T1–T7")
  func rulesAreComplete() {
    let ids = RuleCatalogue.entries.map(\.id.rawValue)
    let layoutRules = [15, 3, 7, 6, 5, 5, 7, 5, 5, 3].enumerated().flatMap { section, count in
      (1...count).map { "L\(section + 1).\($0)" }
    }
    let iOS26Rules = ["R35", "R36", "R37", "R38", "R39", "R40", "R41", "R42", "R43", "R44"]
    #expect(
      ids == (1...34).map { "R\($0)" } + iOS26Rules + layoutRules
        + (11...20).map { "L\($0)" } + (1...7).map { "T\($0)" })
    #expect(RuleCatalogue.entries.map(\.id) == RuleCatalogue.entries.map(\.id).sorted())
    for entry in RuleCatalogue.entries {
      #expect(!entry.claims.isEmpty, "\(entry.id)")
    }
  }

  @Test("rule IDs order by prefix, then number by number")
  func ruleIDOrder() {
    let ordered: [RuleID] = ["R2", "R10", "L1.2", "L1.9", "L1.10", "L2.1", "L10.1", "T1", "T6"]
    #expect(ordered.shuffled().sorted() == ordered)
    #expect(RuleID(rawValue: "L3.2").components == [3, 2])
    #expect(RuleID(rawValue: "L3.2").prefix == "L")
    #expect(RuleID(rawValue: "R14").number == 14)
  }

  @Test(
    "disagreements and open questions in order, each citing known sources and rules")
  func layoutQuestionsAreComplete() {
    let ids = RuleCatalogue.layoutQuestions.map(\.id)
    #expect(
      ids == (1...15).map { "D\($0)" } + ["D18"] + (1...18).map { "Q\($0)" }
        + ["Q19", "Q20", "Q21", "Q22", "Q24", "Q25", "Q27"])
    let keys = Set(RuleCatalogue.sources.map(\.key))
    for question in RuleCatalogue.layoutQuestions {
      #expect(!question.sources.isEmpty && !question.rules.isEmpty, "\(question.id)")
      for source in question.sources { #expect(keys.contains(source), "\(question.id): \(source)") }
      for rule in question.rules {
        #expect(RuleCatalogue.entry(rule) != nil, "\(question.id) touches unknown \(rule)")
      }
    }
  }

  @Test("every cited source is in the source table")
  func sourcesExist() {
    let keys = Set(RuleCatalogue.sources.map(\.key))
    #expect(keys.count == RuleCatalogue.sources.count, "duplicate source keys")
    for entry in RuleCatalogue.entries {
      for claim in entry.claims {
        #expect(!claim.sources.isEmpty, "\(entry.id)/\(claim.key) has no source")
        for source in claim.sources {
          #expect(keys.contains(source), "\(entry.id)/\(claim.key) cites unknown \(source)")
        }
      }
    }
  }

  @Test("claims sharing a key cover disjoint version ranges")
  func versionedClaimsDoNotOverlap() {
    for entry in RuleCatalogue.entries {
      let byKey = Dictionary(grouping: entry.claims, by: \.key)
      for (key, claims) in byKey where claims.count > 1 {
        for major in OSVersion.modelledMajors {
          for minor in [0, 1, 3, 4] {
            let version = OSVersion(major, minor)
            let covering = claims.filter { $0.versions.contains(version) }
            #expect(covering.count <= 1, "\(entry.id)/\(key) overlaps at \(version)")
          }
        }
      }
    }
  }

  @Test("every claim the resolver cites exists", arguments: RulesFixtures.allRulesFiles)
  func citedClaimsExist(_ file: String) throws {
    let model = try RulesFixtures.load(file).model
    for version in [
      OSVersion(7), OSVersion(8, 1), OSVersion(9), OSVersion(12), OSVersion(13, 4), OSVersion(18),
    ] {
      let resolution = StatusBarResolver(model: model).resolve(
        overrides: EnvironmentLayers(options: EnvironmentSettings(ios: version)))
      for citation in resolution.steps.map(\.citation) + resolution.skipped.map(\.citation) {
        let entry = try #require(RuleCatalogue.entry(citation.rule))
        #expect(entry.claims.contains { $0.key == citation.claim })
        if case .notModelled = entry.modelling {
          Issue.record("\(citation.rule) is cited but marked not applied")
        }
      }
    }
  }

  @Test("Docs/uikit-rules.md is the generated catalogue")
  func documentationMatches() throws {
    let documented = try PackagePaths.contents(of: "Docs/uikit-rules.md")
    let generated = RuleCatalogueRenderer().markdown()
    #expect(
      documented == generated,
      "Docs/uikit-rules.md is stale; regenerate it with 'swift run stylerule rules --markdown > Docs/uikit-rules.md':\n\(Golden.lineDiff(documented, generated))"
    )
  }
}
