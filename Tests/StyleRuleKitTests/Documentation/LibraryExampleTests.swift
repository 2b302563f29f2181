import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The Swift examples of `Docs/library.md`: each is a region of this file, marked
/// `docs:example NAME` and `docs:end`, compiled and run here; a test checks that the
/// document shows each region as it is.
@Suite("Library examples")
struct LibraryExampleTests {
  @Test("resolve a file and read the answer")
  func resolveAFile() throws {
    // docs:example resolve
    let loaded = try RulesFile.load(path: "Rules/cases/case-6-2.rules")
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    print(resolution.deciderName, resolution.style, resolution.content)
    // SVC lightContent light
    for step in resolution.steps {
      print(step.citation.rule, step.subjectName, step.question, step.answer)
    }
    // docs:end
    #expect(resolution.deciderName == "SVC")
  }

  @Test("a rules file in a string, checked in a unit test")
  func unitTest() throws {
    // docs:example unit-test
    let rules = """
      class PlayerViewController: UIViewController { preferredStatusBarStyle = lightContent }
      class PlayerNavigationController: UINavigationController {
        childForStatusBarStyle = topViewController
      }
      window { Nav: PlayerNavigationController { Player: PlayerViewController } }
      """
    let loaded = try RulesFile.parse(SourceFile(path: "player.rules", text: rules))
    let resolution = StatusBarResolver(model: loaded.model).resolve(
      overrides: EnvironmentLayers(
        options: EnvironmentSettings(ios: OSVersion(17), device: .iphoneFaceID)))
    #expect(resolution.deciderName == "Player")
    #expect(resolution.content == .light)
    // docs:end
  }

  @Test("errors carry locations, and render as the command line shows them")
  func errors() throws {
    var printed = ""
    // docs:example errors
    do {
      _ = try RulesFile.parse(SourceFile(path: "app.rules", text: "window { A: UIViewControler }"))
    } catch {
      for diagnostic in error.diagnostics {
        print(diagnostic.id, diagnostic.message)
      }
      print(DiagnosticFormatter(source: error.source).format(error.diagnostics))
    }
    // docs:end
    do {
      _ = try RulesFile.parse(SourceFile(path: "app.rules", text: "window { A: UIViewControler }"))
    } catch {
      printed = DiagnosticFormatter(source: error.source).format(error.diagnostics)
    }
    #expect(printed.hasPrefix("app.rules:1:13: error: unknown class 'UIViewControler'"))
  }

  @Test("explain, lint and render")
  func explainLintRender() throws {
    let loaded = try RulesFile.load(path: "Rules/cases/case-4-1.rules")
    // docs:example explain-lint
    let explanation = try Explainer(model: loaded.model).explain("SVC")
    print(explanation.departure.reason)
    for fix in explanation.fixes {
      print(fix.steps.map(\.summary), fix.support)
      print(fix.steps.map(\.swiftCode).joined(separator: "\n"))
    }
    for finding in Linter.lint(loaded.model) {
      print(finding.check, finding.severity, finding.message)
    }
    let report = ResolutionReport(
      model: loaded.model, resolution: StatusBarResolver(model: loaded.model).resolve())
    let json = ResolutionJSONRenderer().render(report)
    // docs:end
    #expect(!explanation.fixes.isEmpty)
    #expect(json.contains("\"decidedBy\" : \"NC\"") || json.contains("\"decidedBy\": \"NC\""))
  }

  @Test("Docs/library.md shows every example as this file holds it")
  func documentShowsTheCode() throws {
    let regions = try Self.regions()
    #expect(regions.count == 4)
    let document = try PackagePaths.contents(of: "Docs/library.md")
    let lines = document.components(separatedBy: "\n")
    var shown: [String: String] = [:]
    for (index, line) in lines.enumerated() where line.hasPrefix("<!-- example: ") {
      let name = String(line.dropFirst("<!-- example: ".count).dropLast(" -->".count))
      guard index + 1 < lines.count, lines[index + 1] == "```swift" else { continue }
      let body = lines[(index + 2)...].prefix { $0 != "```" }
      shown[name] = body.joined(separator: "\n")
    }
    for (name, code) in regions {
      #expect(shown[name] == code, "Docs/library.md does not show example '\(name)' as tested")
    }
  }

  /// The marked regions of this file, without their common indentation.
  static func regions() throws -> [String: String] {
    let text = try PackagePaths.contents(
      of: "Tests/StyleRuleKitTests/Documentation/LibraryExampleTests.swift")
    var regions: [String: String] = [:]
    var name: String?
    var body: [String] = []
    for line in text.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// docs:example ") {
        name = String(trimmed.dropFirst("// docs:example ".count))
        body = []
      } else if trimmed == "// docs:end", let current = name {
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        regions[current] = body.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
          .joined(separator: "\n")
        name = nil
      } else if name != nil {
        body.append(line)
      }
    }
    return regions
  }
}
