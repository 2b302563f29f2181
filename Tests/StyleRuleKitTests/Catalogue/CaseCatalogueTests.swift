import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The catalogue compiled into the library is the content of `Rules/`, and each case is
/// fit to be listed and shown.
@Suite("Case catalogue")
struct CaseCatalogueTests {
  /// The generated source, relative to the package's root.
  static let sourcePath = "Sources/StyleRuleKit/Catalogue/CaseCatalogue+Files.swift"

  @Test("the embedded catalogue is Rules/, byte for byte")
  func matchesRulesFolder() throws {
    var files: [(path: String, text: String)] = []
    for file in RulesFixtures.allRulesFiles {
      let data = try Data(contentsOf: PackagePaths.url(file))
      files.append((String(file.dropFirst("Rules/".count)), String(decoding: data, as: UTF8.self)))
    }
    let embedded = Dictionary(uniqueKeysWithValues: CaseCatalogue.cases.map { ($0.path, $0.text) })
    #expect(embedded.count == files.count)
    for file in files {
      #expect(embedded[file.path] == file.text, "\(file.path) differs from the compiled copy")
    }
  }

  @Test("the committed catalogue source is what CaseCatalogueGenerator writes")
  func generatedSourceIsCurrent() throws {
    let generator = BinaryRunner.productsDirectory.appendingPathComponent("CaseCatalogueGenerator")
    let result = try BinaryRunner.runProgram(
      generator, ["--print", PackagePaths.root.path])
    #expect(result.status == 0, "\(result.standardError)")
    let onDisk = String(
      decoding: try Data(contentsOf: PackagePaths.url(Self.sourcePath)), as: UTF8.self)
    #expect(!result.standardOutput.isEmpty)
    #expect(
      onDisk == result.standardOutput,
      "\(Self.sourcePath) is out of date: run swift run CaseCatalogueGenerator"
    )
  }

  @Test("identifiers are unique, and each file starts with a one-line title")
  func titles() {
    let ids = CaseCatalogue.cases.map(\.id)
    #expect(Set(ids).count == ids.count)
    for entry in CaseCatalogue.cases {
      let lines = entry.text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.first?.hasPrefix("# ") == true, "\(entry.path) has no title line")
      #expect(entry.title.count <= 80, "\(entry.path): the title is longer than 80 characters")
      #expect(lines.count > 1 && (lines[1] == "#" || lines[1].isEmpty), "\(entry.path)")
    }
  }

  @Test("the catalogue has what the issue asks for")
  func coverage() {
    let groups = Dictionary(grouping: CaseCatalogue.cases, by: \.group)
    #expect(groups[.seedCase]?.count == 14)
    #expect(groups[.tn3105]?.count == 3)
    #expect((groups[.pitfall]?.count ?? 0) >= 6)
    for id in [
      "navigation-does-not-forward", "overfullscreen-without-capture", "plist-switch-no",
      "overlay-window", "tab-inside-navigation", "custom-container",
    ] {
      #expect(CaseCatalogue.named(id)?.group == .pitfall, "missing pitfall \(id)")
    }
  }

  @Test("every case loads without a diagnostic", arguments: CaseCatalogue.cases.map(\.id))
  func loads(_ id: String) throws {
    let entry = try #require(CaseCatalogue.named(id))
    let loaded = try RulesFile.parse(entry.source)
    #expect(loaded.warnings.isEmpty)
  }
}
