import StyleRuleConfiguration
import Testing

@Suite("Excluded paths moved to the scanned folder")
struct ExcludedPathsTests {
  @Test(
    "patterns relative to the configuration's folder, seen from the scanned folder",
    arguments: [
      // The configuration's folder is scanned: unchanged.
      (
        "/repo", "/repo", ["Pods", "App/Generated", "**/Mocks"],
        ["Pods", "App/Generated", "**/Mocks"]
      ),
      // A subfolder is scanned: the part above it goes; paths elsewhere cannot match.
      (
        "/repo", "/repo/App", ["Pods", "App/Generated", "Other/X", "**/Mocks"],
        ["Pods", "Generated", "**/Mocks"]
      ),
      // Relative folders are joined to the current directory first.
      (".", "App/.", ["App/Generated/*.swift"], ["Generated/*.swift"]),
      ("sub/..", "App", ["./App/Generated"], ["Generated"]),
      // The configuration below the scanned folder: its patterns move down with it.
      ("/repo/App", "/repo", ["Generated/Old"], ["App/Generated/Old"]),
    ])
  func rebase(_ from: String, _ to: String, _ patterns: [String], _ expected: [String]) {
    #expect(
      ExcludedPaths.rebase(patterns, from: from, to: to, currentDirectory: "/repo") == expected)
  }
}
