import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Runs `stylerule timeline` as a user would and checks streams and exit statuses.
@Suite("stylerule timeline")
struct TimelineCommandTests {
  static let patterns = RulesFixtures.allRulesFiles.filter { $0.contains("/pattern-") }

  @Test("prints the library's timeline and exits 0", arguments: patterns)
  func printsTimeline(_ file: String) throws {
    let result = try BinaryRunner.run(["timeline", file])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let loaded = try RulesFixtures.load(file)
    let timeline = TimelineRunner(model: loaded.model).run()
    #expect(result.standardOutput == TimelineTextRenderer().render(timeline))
  }

  @Test("--format json: an array of states, stale ones with what refreshes them")
  func json() throws {
    let result = try BinaryRunner.run([
      "timeline", "Rules/cases/pattern-delegate-without-update.rules", "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    let states = try #require(object["states"] as? [[String: Any]])
    #expect(states.count == 6)
    #expect(states.map { $0["stale"] as? Bool } == [false, false, true, false, true, false])
    #expect(object["staleStates"] as? [Int] == [2, 4])
    #expect(states[2]["refreshedBy"] as? Int == 3)
    let shown = try #require(states[2]["shown"] as? [String: Any])
    let current = try #require(states[2]["current"] as? [String: Any])
    #expect(shown["style"] as? String == "default")
    #expect(current["style"] as? String == "lightContent")
    for state in states.dropFirst() {
      #expect((state["trace"] as? [Any])?.isEmpty == false, "a state without its trace")
      #expect((state["hiddenTrace"] as? [Any])?.isEmpty == false, "a state without its trace")
    }
  }

  @Test("--trace prints each state's style and hidden traces")
  func traces() throws {
    let plain = try BinaryRunner.run(["timeline", "Rules/cases/pattern-delegate.rules"])
    let traced = try BinaryRunner.run([
      "timeline", "Rules/cases/pattern-delegate.rules", "--trace",
    ])
    #expect(!plain.standardOutput.contains("style trace:"))
    #expect(traced.standardOutput.contains("style trace:"))
    #expect(traced.standardOutput.contains("hidden trace:"))
  }

  @Test("--ios replaces the file's version: the singleton pattern stops working on 17 (R17)")
  func version() throws {
    let result = try BinaryRunner.run([
      "timeline", "Rules/cases/pattern-singleton.rules", "--ios", "17", "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let states = try #require(object["states"] as? [[String: Any]])
    let styles = states.compactMap { ($0["shown"] as? [String: Any])?["style"] as? String }
    #expect(styles == ["default", "default", "default", "default"])
  }

  @Test("an invalid scenario: a located error, nothing on stdout, exit 2")
  func invalidScenario() throws {
    let input =
      "window { NC: UINavigationController { A: UIViewController } }\nscenario {\n  NC pop\n}\n"
    let result = try BinaryRunner.run(["timeline", "-"], input: Data(input.utf8))
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("<stdin>:3:"))
    #expect(result.standardError.contains("^"))
  }

  @Test(
    "usage errors exit as swift-argument-parser does",
    arguments: [
      ["timeline"], ["timeline", "x.rules", "--ios", "12,13"],
      ["timeline", "x.rules", "--format", "sarif"], ["explain", "x.rules", "A", "--ios", "12,17"],
      ["lint", "x.rules", "--ios", "12,17"], ["resolve", "x.rules", "--ios", "12,,17"],
    ])
  func usageErrors(_ arguments: [String]) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("rror:"))
  }
}

/// `stylerule resolve --ios 12,13,17`: one answer per version, side by side.
@Suite("stylerule resolve with several versions")
struct ComparisonCommandTests {
  @Test("the table marks the rows that differ and shows where the traces part")
  func text() throws {
    let result = try BinaryRunner.run([
      "resolve", "Rules/cases/case-4-1.rules", "--ios", "12,13,17", "--appearance", "dark",
    ])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.contains { $0.hasPrefix("* content") && $0.contains("dark") && $0.contains("light") })
    #expect(lines.contains { $0.hasPrefix("  style ") })
    #expect(result.standardOutput.contains("The style traces first differ at step"))
  }

  @Test("JSON holds each version's resolution and the differing fields")
  func json() throws {
    let result = try BinaryRunner.run([
      "resolve", "Rules/cases/case-4-1.rules", "--ios", "12,13,17", "--appearance", "dark",
      "--format", "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["versions"] as? [String] == ["12", "13", "17"])
    #expect(object["differences"] as? [String] == ["content"])
    let resolutions = try #require(object["resolutions"] as? [[String: Any]])
    #expect(resolutions.map { $0["content"] as? String } == ["dark", "light", "light"])
  }

  @Test("the comparison is the library's, for every file", arguments: RulesFixtures.allRulesFiles)
  func matchesLibrary(_ file: String) throws {
    let loaded = try RulesFixtures.load(file)
    // A file about an old device (the iPhone 5 of the layout seeds), a current one (the
    // iPhone 17 Pro) or an app linked with a newer SDK compares versions its environment
    // allows: iOS 12, 13 and 17 are impossible environments there.
    let environment = loaded.model.environment
    func possible(_ version: OSVersion) -> Bool {
      if case .model(let model)? = environment.device, !model.runs(version) { return false }
      return (environment.linkedSDK ?? 0) <= version.major
    }
    let candidates = [["12", "13", "17"], ["6", "7", "9"], ["18", "26", "27"], ["26", "27"]]
    let versions = try #require(
      candidates.lazy.map { $0.compactMap { OSVersion(parsing: $0) }.filter(possible) }
        .first { $0.count >= 2 })
    let resolver = StatusBarResolver(model: loaded.model)
    let resolutions = versions.map {
      resolver.resolve(overrides: EnvironmentLayers(options: EnvironmentSettings(ios: $0)))
    }
    let expected = ComparisonTextRenderer().render(
      ComparisonReport(model: loaded.model, resolutions: resolutions))
    let result = try BinaryRunner.run(
      ["resolve", file, "--ios", versions.map(\.description).joined(separator: ",")])
    #expect(result.standardOutput == expected)
  }
}
