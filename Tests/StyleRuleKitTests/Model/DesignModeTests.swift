import StyleRuleTestSupport
import Testing

@testable import StyleRuleKit

/// The design mode of iOS 26 and 27, from the linked SDK and UIDesignRequiresCompatibility:
/// the table of R36 in the iOS 26 reference.
@Suite("Design mode")
struct DesignModeTests {
  /// One row of R36's table: the version, the linked SDK (`nil`: the version's own), the key
  /// (`nil`: absent), then the mode, the claim and its confidence.
  struct Row: Sendable, CustomTestStringConvertible {
    let ios: String
    let sdk: Int?
    let key: Bool?
    let mode: DesignMode
    let claim: String?
    let confidence: Confidence?

    var testDescription: String {
      "iOS \(ios), SDK \(sdk.map(String.init) ?? "own"), key \(key.map(String.init) ?? "absent")"
    }
  }

  static let rows: [Row] = [
    // Before iOS 26 there is one design, whatever the key says.
    Row(ios: "18", sdk: nil, key: true, mode: .earlier, claim: nil, confidence: nil),
    // An older SDK keeps the earlier look: documented on 26, presumed on 27.
    Row(
      ios: "26", sdk: 18, key: nil, mode: .compatibility, claim: "older-sdk",
      confidence: .documented),
    Row(
      ios: "27", sdk: 15, key: nil, mode: .compatibility, claim: "older-sdk", confidence: .inferred),
    // The iOS 26 SDK: the key chooses.
    Row(
      ios: "26", sdk: nil, key: nil, mode: .newDesign, claim: "new-design", confidence: .documented),
    Row(
      ios: "26.1", sdk: 26, key: false, mode: .newDesign, claim: "new-design",
      confidence: .documented),
    Row(
      ios: "26", sdk: nil, key: true, mode: .compatibility, claim: "compatibility-key",
      confidence: .documented),
    Row(
      ios: "27", sdk: 26, key: true, mode: .compatibility, claim: "compatibility-key",
      confidence: .inferred),
    // The iOS 27 SDK ignores the key.
    Row(
      ios: "27", sdk: nil, key: true, mode: .newDesign, claim: "key-ignored",
      confidence: .documented),
    Row(
      ios: "27", sdk: 27, key: nil, mode: .newDesign, claim: "key-ignored", confidence: .documented),
  ]

  @Test("the linked SDK and the key decide the mode, citing R36", arguments: rows)
  func mode(_ row: Row) throws {
    var text = "environment ios \(row.ios)"
    if let sdk = row.sdk { text += ", sdk \(sdk)" }
    text += "\n"
    if let key = row.key { text += "plist UIDesignRequiresCompatibility = \(key ? "YES" : "NO")\n" }
    text += "window { A: UIViewController }\n"
    let model = try RulesFixtures.parse(text).model
    let resolution = StatusBarResolver(model: model).resolve()
    let design = resolution.environment.design
    #expect(design.mode == row.mode)
    #expect(design.citation?.claim == row.claim)
    #expect(design.citation?.confidence == row.confidence)
    if row.claim != nil { #expect(design.citation?.rule == "R36") }
  }

  @Test("the environment line names the mode and why from iOS 26, and only there")
  func environmentLine() throws {
    let compatible = try RulesFixtures.parse(
      "environment ios 26\nplist UIDesignRequiresCompatibility = YES\nwindow { A: UIViewController }\n"
    ).model
    let text = StatusBarResolver(model: compatible).resolve().environment.phrase
    #expect(
      text.contains(
        "compatibility mode (with the iOS 26 SDK, assumed, and UIDesignRequiresCompatibility = "
          + "YES; R36)"))
    let older = try RulesFixtures.parse("environment ios 18\nwindow { A: UIViewController }\n")
      .model
    let olderText = StatusBarResolver(model: older).resolve().environment.phrase
    #expect(!olderText.contains("design") && !olderText.contains("R36"))
  }
}
