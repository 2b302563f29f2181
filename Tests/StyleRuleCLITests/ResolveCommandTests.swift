import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Runs the built `stylerule` binary and checks streams and exit statuses.
@Suite("stylerule resolve")
struct ResolveCommandTests {
  @Test("prints the resolution on stdout and exits 0", arguments: RulesFixtures.allRulesFiles)
  func resolvesEveryRulesFile(_ file: String) throws {
    let result = try BinaryRunner.run(["resolve", file])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let loaded = try RulesFixtures.load(file)
    let reports = loaded.model.scenes.indices.map { scene in
      let (resolution, exploration) = StatusBarResolver(model: loaded.model).explore(scene: scene)
      return ResolutionReport(
        model: loaded.model, resolution: resolution, exploration: exploration)
    }
    #expect(result.standardOutput == ResolutionTextRenderer().render(scenes: reports))
  }

  @Test("--format json prints one JSON object with the documented fields")
  func json() throws {
    let result = try BinaryRunner.run(["resolve", "Rules/cases/case-6-2.rules", "--format", "json"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    #expect(object["style"] as? String == "lightContent")
    #expect(object["content"] as? String == "light")
    #expect(object["decidedBy"] as? String == "SVC")
    let trace = try #require(object["trace"] as? [[String: Any]])
    for step in trace {
      for key in ["controller", "question", "answer", "rule", "confidence", "location"] {
        #expect(step.keys.contains(key), "trace step without \(key)")
      }
    }
    let skipped = try #require(object["notConsulted"] as? [[String: Any]])
    #expect(skipped.first?["controller"] as? String == "PVC")
    #expect(skipped.first?["rule"] as? String == "R25")
  }

  @Test("--ios and --appearance replace the file's environment")
  func environmentFlags() throws {
    let result = try BinaryRunner.run([
      "resolve", "Rules/cases/case-4-1.rules", "--ios", "17", "--appearance", "dark", "--format",
      "json",
    ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let environment = try #require(object["environment"] as? [String: Any])
    #expect(environment["ios"] as? String == "17")
    #expect(environment["appearance"] as? String == "dark")
    #expect(object["content"] as? String == "light")
  }

  @Test(
    "an invalid file: located errors on stderr, nothing on stdout, exit 2",
    arguments: ["text", "json"])
  func invalidFile(format: String) throws {
    let input = "window {\n  A: UIViewControler\n}\n"
    let result = try BinaryRunner.run(
      ["resolve", "-", "--format", format], input: Data(input.utf8))
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == """
        <stdin>:2:6: error: unknown class 'UIViewControler' for 'A'; did you mean 'UIViewController'? [model.unknown-class]
         2 |   A: UIViewControler
           |      ^~~~~~~~~~~~~~~

        """)
  }

  @Test("binary garbage on stdin gives exit 2 and nothing on stdout")
  func garbage() throws {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let result = try BinaryRunner.run(["resolve", "-"], input: Data(bytes + [0]))
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("<stdin>:"))
  }

  @Test("a missing file gives exit 2 and a message")
  func missingFile() throws {
    let result = try BinaryRunner.run(["resolve", "Rules/no-such.rules"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "Rules/no-such.rules: error: cannot read the rules file: no such file\n")
  }

  @Test("a folder with nothing to scan gives exit 2 and a message")
  func directory() throws {
    let result = try BinaryRunner.run(["resolve", "Rules/cases"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasSuffix(
        "Rules/cases: error: nothing to scan: no Swift source, storyboard, Info.plist or project file could be read there\n"
      ))
  }

  @Test("a syntax error and a model error elsewhere are both reported, with exit 2")
  func syntaxAndModelErrors() throws {
    let input =
      "plist UIViewControllerBasedStatusBarAppearance YES\nwindow { A: UIViewControler }\n"
    let result = try BinaryRunner.run(["resolve", "-"], input: Data(input.utf8))
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    let headers = result.standardError.split(separator: "\n").filter { $0.hasPrefix("<stdin>:") }
    #expect(
      headers == [
        "<stdin>:1:48: error: expected '=' after 'UIViewControllerBasedStatusBarAppearance', "
          + "found 'YES' [syntax.expected-equals]",
        "<stdin>:2:13: error: unknown class 'UIViewControler' for 'A'; did you mean "
          + "'UIViewController'? [model.unknown-class]",
      ])
  }

  @Test("Info.plist notes go to stderr and leave the exit status alone")
  func plistNotes() throws {
    let input = "plist UIStatusBarHidden = \"NO\"\nwindow { A: UIViewController }\n"
    let result = try BinaryRunner.run(["resolve", "-"], input: Data(input.utf8))
    #expect(result.status == 0)
    #expect(result.standardError.hasPrefix("<stdin>:1:27: note: UIStatusBarHidden is a Boolean"))
    #expect(result.standardOutput.hasPrefix("Status bar: "))
  }

  /// A command line, the file it resolves, and the error it must print first.
  struct ImpossibleEnvironment: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let file: String
    let error: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let impossibleEnvironments: [ImpossibleEnvironment] = [
    .init(
      arguments: ["--ios", "8", "--device", "iphone-face-id"],
      file: "window { A: UIViewController }\n",
      error: "<stdin>: error: impossible environment: no iPhone with Face ID runs iOS 8 (the "
        + "first, iPhone X, came with iOS 11), so --ios 8 and --device iphone-face-id cannot "
        + "both hold; use --ios 11 or later, or --device iphone-home-button "
        + "[model.impossible-environment]"),
    .init(
      arguments: ["--ios", "10"],
      file: "environment device iphone-face-id\nwindow { A: UIViewController }\n",
      error: "<stdin>:1:13: error: impossible environment: no iPhone with Face ID runs iOS 10 "
        + "(the first, iPhone X, came with iOS 11), so --ios 10 and 'device iphone-face-id' in "
        + "the file cannot both hold; use --ios 11 or later, or 'device iphone-home-button' "
        + "[model.impossible-environment]"),
    .init(
      arguments: ["--device", "iphone-face-id"],
      file: "environment ios 9\nwindow { A: UIViewController }\n",
      error: "<stdin>:1:13: error: impossible environment: no iPhone with Face ID runs iOS 9 "
        + "(the first, iPhone X, came with iOS 11), so 'ios 9' in the file and --device "
        + "iphone-face-id cannot both hold; use 'ios 11' or later, or --device iphone-home-button "
        + "[model.impossible-environment]"),
    .init(
      arguments: ["--ios", "10,11,12,9"],
      file: "environment device iphone-face-id\nwindow { A: UIViewController }\n",
      error: "<stdin>:1:13: error: impossible environment: no iPhone with Face ID runs iOS 10 or "
        + "iOS 9 (the first, iPhone X, came with iOS 11), so those versions of --ios and "
        + "'device iphone-face-id' in the file cannot both hold; use --ios 11 or later, or "
        + "'device iphone-home-button' [model.impossible-environment]"),
  ]

  @Test(
    "an environment no device has is an error naming where each value came from, with exit 2",
    arguments: impossibleEnvironments)
  func impossibleEnvironment(_ example: ImpossibleEnvironment) throws {
    for command in ["resolve", "lint", "explain", "timeline", "graph"] {
      if command != "resolve" && example.arguments.contains("10,11,12,9") { continue }
      var arguments = [command, "-"] + example.arguments
      if command == "explain" { arguments.insert("A", at: 2) }
      let result = try BinaryRunner.run(arguments, input: Data(example.file.utf8))
      #expect(result.status == 2, "\(command)")
      #expect(result.standardOutput.isEmpty, "\(command)")
      let first = result.standardError.split(separator: "\n").first.map(String.init)
      #expect(first == example.error, "\(command)")
    }
  }

  @Test("before iOS 11, the device assumed is an iPhone with a Home button")
  func assumedDeviceBeforeFaceID() throws {
    let input = "window { A: UIViewController }\n"
    let one = try BinaryRunner.run(["resolve", "-", "--ios", "9"], input: Data(input.utf8))
    #expect(one.status == 0)
    #expect(
      one.standardOutput.contains(
        "Environment: iOS 9 (overridden), iPhone with Home button (assumed)"))
    let several = try BinaryRunner.run(
      ["resolve", "-", "--ios", "10,12"], input: Data(input.utf8))
    #expect(several.status == 0)
    #expect(
      several.standardOutput.hasPrefix(
        "<stdin> on iOS 10, iOS 12 (iPhone with Home button, light appearance, portrait)"))
  }

  @Test("warnings go to stderr while the result goes to stdout")
  func warnings() throws {
    let input = "window { A: UIViewController }\nB: UIViewController\n"
    let result = try BinaryRunner.run(
      ["resolve", "-", "--format", "json"], input: Data(input.utf8))
    #expect(result.status == 0)
    #expect(result.standardError.hasPrefix("<stdin>:2:1: warning: 'B' is declared but not placed"))
    #expect(result.standardOutput.hasPrefix("{"))
  }

  @Test(
    "usage errors exit as swift-argument-parser does",
    arguments: [
      ["resolve"], ["resolve", "x.rules", "--ios", "19"],
      ["resolve", "x.rules", "--format", "yaml"],
      ["resolve", "x.rules", "--appearance", "sepia"], ["frobnicate"],
    ])
  func usageErrors(_ arguments: [String]) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("Error:") || result.standardError.contains("error:"))
  }

  @Test("--color always colours, NO_COLOR and pipes do not")
  func colour() throws {
    let coloured = try BinaryRunner.run([
      "resolve", "Rules/cases/case-1.rules", "--color", "always",
    ])
    #expect(coloured.standardOutput.contains("\u{1B}["))
    let piped = try BinaryRunner.run(["resolve", "Rules/cases/case-1.rules"])
    #expect(!piped.standardOutput.contains("\u{1B}["))
    let never = try BinaryRunner.run(
      ["resolve", "Rules/cases/case-1.rules", "--color", "auto"], environment: ["NO_COLOR": "1"])
    #expect(!never.standardOutput.contains("\u{1B}["))
  }

  @Test("--version and --help")
  func versionAndHelp() throws {
    let version = try BinaryRunner.run(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == StyleRuleVersion.current + "\n")
    let help = try BinaryRunner.run(["resolve", "--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("--ios <version>"))
  }
}

@Suite("stylerule rules")
struct RulesCommandTests {
  @Test("lists every rule, shows one, and prints the documentation")
  func catalogue() throws {
    let list = try BinaryRunner.run(["rules"])
    #expect(list.status == 0)
    #expect(list.standardOutput.contains("R14  UINavigationController keeps the style decision"))
    let one = try BinaryRunner.run(["rules", "r25"])
    #expect(one.standardOutput.hasPrefix("R25 Control per presentation style"))
    let markdown = try BinaryRunner.run(["rules", "--markdown"])
    #expect(markdown.standardOutput == RuleCatalogueRenderer().markdown())
    let unknown = try BinaryRunner.run(["rules", "R99"])
    #expect(unknown.status == 64)
    #expect(list.standardOutput.contains("L3.3 The 44-versus-64 rule"))
    #expect(list.standardOutput.contains("L10.2 iOS 13 card sheets"))
    #expect(list.standardOutput.contains("D6   Landscape navigation bar"))
    let layoutRule = try BinaryRunner.run(["rules", "l3.2"])
    #expect(layoutRule.standardOutput.hasPrefix("L3.2 The bar's background extends"))
    #expect(layoutRule.standardOutput.contains("S15 UIBarPosition.topAttached <https://"))
    let table = try BinaryRunner.run(["rules", "T3"])
    #expect(table.standardOutput.contains("dynamic-island · iOS 16–18 · widely reproduced"))
    let question = try BinaryRunner.run(["rules", "d6"])
    #expect(question.status == 0)
    #expect(question.standardOutput.hasPrefix("D6 Landscape navigation bar"))
    #expect(question.standardOutput.contains("disagreement · touches L3.1"))
    let near = try BinaryRunner.run(["rules", "L3.22"])
    #expect(near.status == 64)
    #expect(near.standardError.contains("did you mean"))
  }
}
