import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

@Suite("stylerule lint")
struct LintCommandTests {
  @Test("warnings exit 0, or 1 with --strict")
  func warnings() throws {
    let plain = try BinaryRunner.run(["lint", "Rules/pitfalls/overlay-window.rules"])
    #expect(plain.status == 0)
    #expect(plain.standardOutput.contains("[dead-override]"))
    let strict = try BinaryRunner.run(["lint", "--strict", "Rules/pitfalls/overlay-window.rules"])
    #expect(strict.status == 1)
  }

  @Test("an error finding exits 1")
  func errors() throws {
    let input =
      "environment ios 12\nclass Dark: UIViewController { preferredStatusBarStyle = darkContent }\nwindow { Root: Dark }\n"
    let result = try BinaryRunner.run(["lint", "-", "--format", "xcode"], input: Data(input.utf8))
    #expect(result.status == 1)
    #expect(
      result.standardOutput.hasPrefix("<stdin>:2:32: error: darkContent (class Dark) needs iOS 13"))
  }

  @Test("no findings exits 0 and says so")
  func clean() throws {
    let result = try BinaryRunner.run([
      "lint", "--strict", "Rules/tn3105/navigation-subclass.rules",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput == "No findings in 1 file.\n")
  }

  @Test("one invalid file among several: errors on stderr, nothing on stdout, exit 2")
  func invalidAmongSeveral() throws {
    let result = try BinaryRunner.run(
      ["lint", "Rules/cases/case-1.rules", "-"], input: Data("window { A: Nope }".utf8))
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("<stdin>:1:13: error: unknown class 'Nope'"))
  }

  @Test("every format is valid for its consumer", arguments: ["json", "sarif"])
  func machineFormats(_ format: String) throws {
    let result = try BinaryRunner.run(["lint", "Rules/cases/case-6-1.rules", "--format", format])
    #expect(result.status == 0)
    #expect(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) is [String: Any])
  }

  @Test("--list prints the catalogue; --markdown prints the documentation")
  func list() throws {
    let list = try BinaryRunner.run(["lint", "--list"])
    #expect(list.status == 0)
    #expect(list.standardOutput == LintCatalogueRenderer().list())
    let markdown = try BinaryRunner.run(["lint", "--list", "--markdown"])
    #expect(markdown.standardOutput == LintCatalogueRenderer().markdown())
    let json = try BinaryRunner.run(["lint", "--list", "--format", "json"])
    #expect(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) is [[String: Any]])
  }

  @Test(
    "usage errors",
    arguments: [["lint"], ["lint", "--list", "x.rules"], ["lint", "--markdown", "x.rules"]])
  func usage(_ arguments: [String]) throws {
    #expect(try BinaryRunner.run(arguments).status == 64)
  }
}
