import Foundation
import Testing

@testable import StyleRuleScan

@Suite("Excluded path patterns")
struct PathPatternTests {
  @Test(
    "what a pattern matches",
    arguments: [
      ("Pods", "Pods", true),
      ("Pods", "Vendor/Pods", true),
      ("Pods", "Podsfile", false),
      ("Generated", "App/Generated", true),
      ("App/Generated", "App/Generated", true),
      ("App/Generated", "Other/App/Generated", false),
      ("./App/Generated/", "App/Generated", true),
      ("Sources/*/Mocks", "Sources/Home/Mocks", true),
      ("Sources/*/Mocks", "Sources/Home/Deep/Mocks", false),
      ("Sources/**/Mocks", "Sources/Home/Deep/Mocks", true),
      ("Sources/**/Mocks", "Sources/Mocks", true),
      ("*.generated.swift", "App/Model.generated.swift", true),
      ("*.generated.swift", "App/Model.swift", false),
      ("App/?ome.swift", "App/Home.swift", true),
      ("App/?ome.swift", "App/Hhome.swift", false),
      ("**", "anything/at/all", true),
      ("", "App", false),
    ])
  func matches(_ pattern: String, _ path: String, _ expected: Bool) {
    #expect(PathPattern(pattern).matches(path) == expected)
  }

  @Test("a hostile pattern returns quickly")
  func hostile() {
    let pattern = PathPattern(
      String(repeating: "*a", count: 200) + "/" + String(repeating: "**/", count: 200) + "b")
    let path = String(repeating: "a", count: 400) + "/" + String(repeating: "x/", count: 400) + "c"
    #expect(pattern.matches(path) == false)
  }
}

@Suite("Discovery leaves excluded paths out")
struct ExcludedDiscoveryTests {
  @Test("an excluded folder and an excluded file are not listed")
  func excluded() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("stylerule-exclude-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in ["App/Home.swift", "App/Generated/Model.swift", "App/Model.generated.swift"] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("class X {}\n".utf8).write(to: url)
    }
    var options = DiscoveryOptions.standard
    options.excluded = [PathPattern("App/Generated"), PathPattern("*.generated.swift")]
    let listed = FileDiscovery(options: options).discover(root: root.path).files.map(\.relativePath)
    #expect(listed == ["App/Home.swift"])
    let all = FileDiscovery().discover(root: root.path).files.map(\.relativePath)
    #expect(all.count == 3)
  }
}
