import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Pins `explain` output, text and JSON, for every controller with a style override in
/// every file under `Rules/`.
@Suite("explain goldens")
struct ExplainGoldenTests {
  struct Subject: CustomTestStringConvertible, Sendable {
    let file: String
    let controller: String
    var testDescription: String { "\(file) \(controller)" }
    var golden: String {
      "explain/" + file.dropFirst("Rules/".count).dropLast(".rules".count) + "/" + controller
    }
  }

  static let subjects: [Subject] = RulesFixtures.allRulesFiles.flatMap { file -> [Subject] in
    guard let model = try? RulesFixtures.load(file).model else { return [] }
    return model.controllers.filter { controller in
      controller.parent != nil
        && model.effectiveSettings(of: controller.id).preferredStatusBarStyle != nil
    }.map { Subject(file: file, controller: $0.name) }
  }

  @Test("there is something to explain in most files")
  func subjectsExist() {
    #expect(Self.subjects.count >= 20)
  }

  @Test("text and JSON", arguments: subjects)
  func explain(_ subject: Subject) throws {
    let model = try RulesFixtures.load(subject.file).model
    let report = ExplanationReport(
      explanation: try Explainer(model: model).explain(subject.controller))
    for (text, suffix) in [
      (ExplanationTextRenderer().render(report), ".txt"),
      (ExplanationJSONRenderer().render(report), ".json"),
    ] {
      let outcome = Golden.check(text, against: subject.golden + suffix)
      #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }
  }
}
