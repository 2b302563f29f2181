import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `stylerule graph`, run as a user would.
@Suite("stylerule graph")
struct GraphCommandTests {
  static func graph(_ file: String) throws -> DecisionGraph {
    let loaded = try RulesFixtures.load(file)
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    return DecisionGraphBuilder(model: loaded.model, resolution: resolution).build()
  }

  @Test("DOT by default, Mermaid on request: the library's drawings")
  func formats() throws {
    let file = "Rules/cases/case-6-2.rules"
    let dot = try BinaryRunner.run(["graph", file])
    #expect(dot.status == 0)
    #expect(dot.standardOutput == GraphDOTRenderer().render(try Self.graph(file)))
    let mermaid = try BinaryRunner.run(["graph", file, "--format", "mermaid"])
    #expect(mermaid.standardOutput == GraphMermaidRenderer().render(try Self.graph(file)))
    #expect(mermaid.standardError.isEmpty)
  }

  @Test("a graph too large for Mermaid's defaults still prints, with a warning")
  func mermaidLimit() throws {
    let tabs = (0..<600).map { "  T\($0): UIViewController" }.joined(separator: "\n")
    let input = "window {\n Tabs: UITabBarController {\n\(tabs)\n } }\n"
    let result = try BinaryRunner.run(
      ["graph", "-", "--format", "mermaid"], input: Data(input.utf8))
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("flowchart TD\n"))
    #expect(result.standardError.hasPrefix("warning: the graph has 601 links"))
  }

  @Test(
    "invalid input and usage errors",
    arguments: [(["graph", "-"], 2), (["graph", "x.rules", "--format", "svg"], 64)]
      as [([String], Int32)])
  func errors(arguments: [String], status: Int32) throws {
    let result = try BinaryRunner.run(arguments, input: Data("window {".utf8))
    #expect(result.status == status)
    #expect(result.standardOutput.isEmpty)
  }
}

/// `stylerule cases`, run as a user would.
@Suite("stylerule cases")
struct CasesCommandTests {
  @Test("list is the default and prints the catalogue")
  func list() throws {
    let plain = try BinaryRunner.run(["cases"])
    #expect(plain.status == 0)
    #expect(plain.standardOutput == CaseListRenderer().render(CaseCatalogue.cases))
    #expect(try BinaryRunner.run(["cases", "list"]).standardOutput == plain.standardOutput)
  }

  @Test("show prints the rules file, the resolution and the explanation")
  func show() throws {
    let result = try BinaryRunner.run(["cases", "show", "case-6-1"])
    #expect(result.status == 0)
    let entry = try #require(CaseCatalogue.named("case-6-1"))
    #expect(result.standardOutput == CaseStudyTextRenderer().render(try CaseStudy(entry)))
    // The resolution part is what 'resolve' prints for the file in Rules/.
    let resolve = try BinaryRunner.run(["resolve", "Rules/cases/case-6-1.rules"])
    #expect(result.standardOutput.contains(resolve.standardOutput))
    #expect(result.standardOutput.contains("Why (stylerule explain SVC):"))
  }

  @Test("show --format json holds the case, the resolution and the explanation")
  func showJSON() throws {
    let result = try BinaryRunner.run(["cases", "show", "overlay-window", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["id"] as? String == "overlay-window")
    #expect((object["resolution"] as? [String: Any])?["decidedBy"] as? String == "Banner")
    #expect((object["explanation"] as? [String: Any])?["controller"] as? String == "Photo")
  }

  @Test("an unknown case is a usage error with a suggestion")
  func unknown() throws {
    let result = try BinaryRunner.run(["cases", "show", "overlay-windw"])
    #expect(result.status == 64)
    #expect(
      result.standardError.contains("unknown case 'overlay-windw'; did you mean 'overlay-window'?"))
  }

  @Test("export writes Rules/ again, atomically, and leaves changed files alone")
  func export() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stylerule-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try BinaryRunner.run(["cases", "export", directory.path])
    #expect(first.status == 0)
    #expect(first.standardOutput.isEmpty)
    for file in RulesFixtures.allRulesFiles {
      let exported = directory.appendingPathComponent(String(file.dropFirst("Rules/".count)))
      #expect(try Data(contentsOf: exported) == Data(contentsOf: PackagePaths.url(file)), "\(file)")
    }
    let again = try BinaryRunner.run(["cases", "export", directory.path])
    #expect(again.standardError.hasPrefix("Wrote 0 of "))
    let changed = directory.appendingPathComponent("cases/case-1.rules")
    try Data("# mine\n".utf8).write(to: changed)
    let refused = try BinaryRunner.run(["cases", "export", directory.path])
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("exists with other content"))
    #expect(try String(contentsOf: changed, encoding: .utf8) == "# mine\n")
    let forced = try BinaryRunner.run(["cases", "export", directory.path, "--force"])
    #expect(forced.status == 0)
    #expect(
      try Data(contentsOf: changed)
        == Data(contentsOf: PackagePaths.url("Rules/cases/case-1.rules")))
  }

  @Test("export into a file is refused")
  func exportIntoFile() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stylerule-file-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try BinaryRunner.run(["cases", "export", file.path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("is not a directory"))
  }
}

/// `stylerule quiz`, driven through standard input.
@Suite("stylerule quiz")
struct QuizCommandTests {
  @Test("right answers score every question", arguments: ["cases", "generated", "mixed"])
  func allRight(source: String) throws {
    let quiz = Quiz(count: 4, seed: 42, source: Quiz.Source(rawValue: source) ?? .cases)
    let answers = quiz.questions.map(\.answer).joined(separator: "\n") + "\n"
    let result = try BinaryRunner.run(
      ["quiz", "--seed", "42", "--count", "4", "--from", source], input: Data(answers.utf8))
    #expect(result.status == 0)
    #expect(result.standardOutput.components(separatedBy: "Right:").count == 5)
    #expect(result.standardOutput.hasSuffix("Score: 4 of 4.\n"))
    #expect(result.standardError.isEmpty)
  }

  @Test("a wrong answer is explained; an unknown one is asked again")
  func wrongAndUnknown() throws {
    let quiz = Quiz(count: 1, seed: 5, source: .cases)
    let question = try #require(quiz.questions.first)
    let wrong = try #require(question.candidates.first { $0 != question.answer })
    let input = "nobody-by-this-name\n\(wrong.lowercased())\n"
    let result = try BinaryRunner.run(
      ["quiz", "--seed", "5", "--count", "1"], input: Data(input.utf8))
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("'nobody-by-this-name' is not in this hierarchy."))
    #expect(result.standardOutput.contains("Not quite:"))
    #expect(result.standardOutput.contains("Why not '\(wrong)':"))
    #expect(result.standardOutput.contains("How UIKit decides:"))
    #expect(result.standardOutput.hasSuffix("Score: 0 of 1.\n"))
  }

  @Test("the end of the input ends the quiz cleanly")
  func endOfInput() throws {
    let result = try BinaryRunner.run(["quiz", "--seed", "1"], input: Data())
    #expect(result.status == 0)
    #expect(result.standardOutput.hasSuffix("No question answered.\n"))
  }

  @Test("the same seed asks the same questions")
  func repeatable() throws {
    let first = try BinaryRunner.run(["quiz", "--seed", "9", "--from", "mixed"], input: Data())
    let second = try BinaryRunner.run(["quiz", "--seed", "9", "--from", "mixed"], input: Data())
    #expect(first.standardOutput == second.standardOutput)
    let other = try BinaryRunner.run(["quiz", "--seed", "10", "--from", "mixed"], input: Data())
    #expect(first.standardOutput != other.standardOutput)
  }

  @Test("usage errors", arguments: [["quiz", "--count", "0"], ["quiz", "--from", "nowhere"]])
  func usage(_ arguments: [String]) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 64)
  }
}
