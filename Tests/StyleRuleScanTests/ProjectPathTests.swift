import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// `ProjectPath.normalize` returns a path already normal as it is, without the general
/// normalisation: the shortcut must never change an answer.
@Suite struct ProjectPathTests {
  static let paths: [String] = [
    "", ".", "..", "/", "//", "a", "a/b", "/a/b", "a/", "/a/", "a//b", "//a", "./a", "a/.",
    "a/./b", "a/..", "../a", "a/../b", "/..", "/../a", ".a", "a.", "...", "a/.../b", "..a",
    "a/..b", "Sources/Home/HomeViewController.swift", "/tmp/app/Info.plist", "Ünï/çødé.swift",
  ]

  @Test("the shortcut gives what the general normalisation gives", arguments: paths)
  func sameAnswer(path: String) {
    #expect(ProjectPath.normalize(path) == OriginTable.normalize(path))
  }

  @Test(
    "paths with an empty, `.` or `..` component are not taken as normal",
    arguments: ["", "/", "a/", "a//b", "./a", "a/./b", "a/..", "../a"])
  func notNormal(path: String) {
    #expect(!ProjectPath.isNormal(path))
  }

  @Test("plain paths are taken as normal", arguments: ["a", "a/b", "/a/b", ".a", "..."])
  func normal(path: String) {
    #expect(ProjectPath.isNormal(path))
  }

  @Test("joining onto `.` gives what joining the general way gives", arguments: paths)
  func joinOntoCurrentFolder(path: String) {
    let expected =
      path.hasPrefix("/") ? OriginTable.normalize(path) : OriginTable.normalize("./" + path)
    #expect(ProjectPath.join(".", path) == expected)
  }
}
