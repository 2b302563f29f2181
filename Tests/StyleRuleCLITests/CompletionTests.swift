import Foundation
import StyleRuleTestSupport
import Testing

/// Shell completions: the scripts `--generate-completion-script` writes, and the values
/// stylerule offers when a shell asks.
@Suite("Shell completions")
struct CompletionTests {
  static let subcommands = [
    "resolve", "explain", "lint", "timeline", "screens", "graph", "scan", "cases", "quiz", "rules",
  ]

  @Test("each shell's script names every subcommand", arguments: ["bash", "zsh", "fish"])
  func scripts(shell: String) throws {
    let result = try BinaryRunner.run(["--generate-completion-script", shell])
    #expect(result.status == 0, "\(result.standardError)")
    for subcommand in Self.subcommands {
      #expect(result.standardOutput.contains(subcommand), "\(shell): no \(subcommand)")
    }
    // The configuration and baseline options complete files of their kind.
    #expect(result.standardOutput.contains("yml"), "\(shell)")
    #expect(result.standardOutput.contains("json"), "\(shell)")
  }

  @Test("the bash script is valid bash")
  func bashSyntax() throws {
    let script = try BinaryRunner.run(["--generate-completion-script", "bash"]).standardOutput
    let check = try BinaryRunner.runProgram(
      URL(fileURLWithPath: "/usr/bin/env"), ["bash", "-n"], input: Data(script.utf8))
    #expect(check.status == 0, "\(check.standardError)")
  }

  /// Asks stylerule for the completions of `words`' last word, with the cursor after
  /// `prefix`, as the shells' scripts do.
  static func complete(_ command: [String], argument: String, words: [String], prefix: String)
    throws -> [String]
  {
    let arguments =
      ["---completion"] + command + [
        "--", argument, String(words.count - 1), String(prefix.count),
      ] + words
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 0, "\(result.standardError)")
    return result.standardOutput.split(separator: "\n").map(String.init)
  }

  @Test(
    "stylerule offers what it knows",
    arguments: [
      (
        ["cases", "show"], "positional@0", ["stylerule", "cases", "show", "case-6"], "case-6",
        ["case-6-1", "case-6-2"], ["case-1"]
      ),
      (["rules"], "positional@0", ["stylerule", "rules", "r1"], "r1", ["R1", "R14"], ["R2"]),
      (
        ["rules"], "positional@0", ["stylerule", "rules", "l3"], "l3", ["L3.1", "L3.7"],
        ["L4.1", "R3"]
      ),
      (["rules"], "positional@0", ["stylerule", "rules", "q1"], "q1", ["Q1", "Q18"], ["D1"]),
      (
        ["explain"], "positional@1",
        ["stylerule", "explain", "Rules/cases/case-6-2.rules", ""], "",
        ["NC", "TBC", "SVC", "PVC"], []
      ),
      // A folder is not scanned to complete a controller: that could take seconds.
      (
        ["explain"], "positional@1", ["stylerule", "explain", "Tests/Fixtures/SceneCodeApp", ""],
        "", [], ["Home"]
      ),
    ])
  func custom(
    command: [String], argument: String, words: [String], prefix: String, offered: [String],
    notOffered: [String]
  ) throws {
    let completions = try Self.complete(command, argument: argument, words: words, prefix: prefix)
    for value in offered { #expect(completions.contains(value), "\(completions)") }
    for value in notOffered { #expect(!completions.contains(value), "\(completions)") }
  }
}
