import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Every rule ID the code, the documents and the rules files mention is in the catalogue,
/// so no trace, diagnostic or page can cite a rule that `stylerule rules` does not know.
@Suite("Rule references")
struct RuleReferenceTests {
  static let places: [String] =
    PackagePaths.files(under: "Sources", withExtension: "swift")
    + PackagePaths.files(under: "Docs", withExtension: "md") + ["README.md"]
    + RulesFixtures.allRulesFiles

  @Test("every R-number mentioned exists in the rule catalogue")
  func mentionedRulesExist() throws {
    let known = Set(RuleCatalogue.entries.map(\.id.rawValue))
    let pattern = try NSRegularExpression(pattern: "\\bR[0-9]{1,3}\\b")
    var mentions = 0
    for place in Self.places {
      let text = try PackagePaths.contents(of: place)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        guard let found = Range(match.range, in: text) else { continue }
        mentions += 1
        let id = String(text[found])
        #expect(known.contains(id), "\(place) mentions \(id), which the catalogue does not have")
      }
    }
    #expect(mentions > 100)
  }
}
