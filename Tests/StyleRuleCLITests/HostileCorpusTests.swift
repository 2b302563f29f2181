import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The hostile corpus, `Tests/Corpus/hostile`: malformed and odd files, one or more for
/// every diagnostic the language can produce.
///
/// A file's name says what it must do: `valid-…` loads (with the warning or note its name
/// gives, if any: `valid-warning-no-window…`, `valid-note-plist-value-type…`), and any
/// other name starts with the ID of the first error it must produce,
/// `syntax-expected-colon…` for `syntax.expected-colon`. `EXPECTATIONS` pins where that
/// first error is reported. Each file is also run through the built binary: exit status
/// 2 and nothing on standard output for an invalid file, a located error with a caret on
/// standard error, and an answer within a bounded time.
@Suite("Hostile corpus")
struct HostileCorpusTests {
  static let directory = "Tests/Corpus/hostile"

  static let files: [String] = {
    let url = PackagePaths.url(directory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0 != "EXPECTATIONS" }.sorted()
  }()

  /// Every diagnostic ID of the stages a rules file reaches (and explain), from the catalogue.
  static let allIDs: Set<String> = Set(
    DiagnosticID.allCases.filter { [.input, .syntax, .model, .explain].contains($0.stage) }
      .map(\.rawValue))

  /// `name line:column` for the first error of each invalid file.
  static let expectations: [String: String] = {
    guard let text = try? PackagePaths.contents(of: directory + "/EXPECTATIONS") else { return [:] }
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: " ", omittingEmptySubsequences: true)
      if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
    }
    return result
  }()

  /// The ID a file's name announces: the longest known ID its name starts with.
  static func announcedID(_ name: String) -> String? {
    allIDs.filter { id in
      name.hasPrefix(id.replacingOccurrences(of: ".", with: "-"))
    }.max { $0.count < $1.count }
  }

  @Test("the corpus has at least 50 files")
  func size() {
    #expect(Self.files.count >= 50)
  }

  @Test("each file does what its name says", arguments: files)
  func file(_ name: String) throws {
    let path = Self.directory + "/" + name
    if name.hasPrefix("valid-") {
      let loaded = try RulesFile.load(path: PackagePaths.url(path).path)
      if let prefix = ["valid-warning-", "valid-note-"].first(where: name.hasPrefix) {
        let id = "model." + name.dropFirst(prefix.count).dropLast(".rules".count)
        let severity: Diagnostic.Severity = prefix == "valid-note-" ? .note : .warning
        #expect(
          loaded.warnings.contains { $0.id.rawValue == id && $0.severity == severity },
          "\(loaded.warnings)")
        #expect(!loaded.warnings.contains { $0.severity > severity }, "\(loaded.warnings)")
      } else {
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
      }
      _ = StatusBarResolver(model: loaded.model).resolve()
      return
    }
    let expected = try #require(Self.announcedID(name), "\(name) names no diagnostic ID")
    do {
      _ = try RulesFile.load(path: PackagePaths.url(path).path)
      Issue.record("\(name) loaded, but should fail with \(expected)")
    } catch {
      guard case .invalid(let failure) = error else {
        Issue.record("\(name): \(error)")
        return
      }
      let errors = failure.diagnostics.filter { $0.severity == .error }
      #expect(errors.map(\.id.rawValue).contains(expected), "\(errors.map(\.id.rawValue))")
      if Self.summaries.contains(expected) {
        // A summary of the errors not shown comes last.
        #expect(errors.last?.id.rawValue == expected, "the last error of \(name)")
      } else {
        #expect(errors.first?.id.rawValue == expected, "the first error of \(name)")
      }
      guard !Golden.isRecording else { return }
      #expect(Self.position(of: failure) == Self.expectations[name], "EXPECTATIONS for \(name)")
    }
  }

  /// IDs that summarise other errors rather than report one.
  static let summaries: Set<String> = ["input.too-many-diagnostics", "syntax.too-many-errors"]

  /// `line:column` of the first error, or `-` for one without a place.
  static func position(of failure: DiagnosticsError) -> String {
    guard let range = failure.diagnostics.first(where: { $0.severity == .error })?.range else {
      return "-"
    }
    let location = failure.source.location(of: range.start)
    return "\(location.line):\(location.column)"
  }

  @Test("with STYLERULE_RECORD=1, EXPECTATIONS is written again", .enabled(if: Golden.isRecording))
  func recordExpectations() throws {
    var lines = ["# The first error of each invalid file in this folder, as line:column."]
    for name in Self.files where !name.hasPrefix("valid-") {
      do {
        _ = try RulesFile.load(path: PackagePaths.url(Self.directory + "/" + name).path)
      } catch {
        if case .invalid(let failure) = error {
          lines.append("\(name) \(Self.position(of: failure))")
        }
      }
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(
      to: PackagePaths.url(Self.directory + "/EXPECTATIONS"), options: .atomic)
  }

  @Test("the binary: exit 2, nothing on stdout, a located error with a caret", arguments: files)
  func binary(_ name: String) throws {
    let path = Self.directory + "/" + name
    let started = Date()
    let result = try BinaryRunner.run(["resolve", path])
    #expect(Date().timeIntervalSince(started) < 20, "\(name) took too long")
    if name.hasPrefix("valid-") {
      #expect(result.status == 0)
      #expect(result.standardOutput.hasPrefix("Status bar: "))
      return
    }
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    let firstLine = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
    let located = firstLine.range(
      of: "^\(NSRegularExpression.escapedPattern(for: path)):[0-9]+:[0-9]+: error: ",
      options: .regularExpression)
    #expect(located != nil, "\(firstLine)")
    let size = (try? Data(contentsOf: PackagePaths.url(path)))?.count ?? 0
    if size > 0 {
      #expect(result.standardError.contains("^"), "no caret under the problem")
    }
  }

  @Test("the corpus and the generated cases cover every diagnostic the language has")
  func coverage() throws {
    var produced: Set<String> = []
    for name in Self.files {
      let path = PackagePaths.url(Self.directory + "/" + name).path
      do {
        produced.formUnion(try RulesFile.load(path: path).warnings.map(\.id.rawValue))
      } catch {
        if case .invalid(let failure) = error {
          produced.formUnion(failure.diagnostics.map(\.id.rawValue))
        }
      }
    }
    // Too large to keep as files: made here with small limits, as the tests of the
    // limits do.
    let limited = [
      (
        String(repeating: "# long\n", count: 10),
        InputLimits(maximumFileSize: 16, maximumNestingDepth: 10)
      ),
      (
        "window { A: B { C: D { E: F {", InputLimits(maximumFileSize: 1_000, maximumNestingDepth: 3)
      ),
    ]
    for (text, limits) in limited {
      do {
        _ = try RulesFile.parse(SourceFile(path: "limits.rules", text: text), limits: limits)
      } catch {
        produced.formUnion(error.diagnostics.map(\.id.rawValue))
      }
    }
    // explain's own diagnostics are checked by the explain tests.
    let missing = Self.allIDs.subtracting(produced).subtracting([
      "explain.unknown-controller", "explain.invalid-top",
    ])
    #expect(missing.isEmpty, "no corpus file produces \(missing.sorted())")
  }
}
