import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `stylerule layout` on every file under `Rules/layout`: text, JSON and SVG goldens under
/// `Tests/Goldens/layout/seeds`, and iOS 6 beside iOS 7 for the files whose claim compares
/// them.
@Suite("stylerule layout: the seeds' goldens")
struct LayoutSeedCommandTests {
  /// The files under `Rules/layout`, without `.rules`.
  static let files: [String] = RulesFixtures.allRulesFiles.filter {
    $0.hasPrefix("Rules/layout/")
  }.map { String($0.dropFirst("Rules/layout/".count).dropLast(".rules".count)) }

  /// The files whose claim is about iOS 6 against iOS 7.
  static let comparisons: Set<String> = [
    "ios6-application-frame", "ios6-ios7-interfaces", "ios6-ios7-scroll-view",
    "tab-navigation-table-insets",
  ]

  /// Each golden: the arguments after `layout`, and its name under `layout/seeds`.
  static let goldens: [(arguments: [String], golden: String)] = files.flatMap { name in
    let path = "Rules/layout/\(name).rules"
    var runs: [([String], String)] = [
      ([path], "\(name).txt"),
      ([path, "--format", "json"], "\(name).json"),
      ([path, "--format", "svg"], "\(name).svg"),
    ]
    if comparisons.contains(name) {
      runs += [
        ([path, "--ios", "6,7"], "\(name)-ios6-ios7.txt"),
        ([path, "--ios", "6,7", "--format", "svg"], "\(name)-ios6-ios7.svg"),
      ]
    }
    return runs
  }

  @Test("every file has goldens, and the comparisons name files that exist")
  func coverage() {
    #expect(Self.files.count >= 11)
    #expect(Self.comparisons.isSubset(of: Set(Self.files)))
    #expect(Self.goldens.count == 3 * Self.files.count + 2 * Self.comparisons.count)
  }

  @Test("text, JSON and SVG match the goldens", arguments: goldens.indices)
  func golden(_ index: Int) throws {
    let (arguments, golden) = Self.goldens[index]
    let result = try BinaryRunner.run(["layout"] + arguments + ["--color", "never"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    if golden.hasSuffix(".json") {
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))) != nil,
        "\(golden) is not JSON")
    }
    if golden.hasSuffix(".svg") {
      let parser = XMLParser(data: Data(result.standardOutput.utf8))
      #expect(parser.parse(), "\(golden) is not well-formed XML")
    }
    if let failure = Golden.check(result.standardOutput, against: "layout/seeds/\(golden)").failure
    {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test("the container workaround's picture shows the container's band behind the status bar")
  func band() throws {
    let result = try BinaryRunner.run([
      "layout", "Rules/layout/container-workaround.rules", "--format", "svg",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("class=\"container-own-view\""))
    #expect(result.standardOutput.contains("own view, where its children do not reach"))
    let plain = try BinaryRunner.run([
      "layout", "Rules/layout/navigation-bar-64.rules", "--format", "svg",
    ])
    #expect(!plain.standardOutput.contains("container-own-view"))
  }
}
