import Testing

@testable import StyleRuleScan

/// A file's kind from its path: read from the bytes for an ASCII path, from the characters
/// otherwise, with the same answers.
@Suite struct ScannedFileKindTests {
  @Test(
    "the kind of each path",
    arguments: [
      ("App/Home.swift", ScannedFileKind.swift),
      ("Home.swift", .swift),
      (".swift", .swift),
      ("App//Home.swift//", .swift),
      ("Package.swift", .packageManifest),
      ("Sub/Package.swift", .packageManifest),
      ("App/Main.storyboard", .storyboard),
      ("App/Cell.xib", .xib),
      ("App/Info.plist", .propertyList),
      ("Config/Base.xcconfig", .buildConfiguration),
      ("App.xcodeproj/project.pbxproj", .xcodeProject),
      ("Apps/App.xcodeproj//project.pbxproj", .xcodeProject),
      ("Ünïcode/Hôme.swift", .swift),
      ("Ünïcode.xcodeproj/project.pbxproj", .xcodeProject),
      ("App/HomeViewController.m", .objectiveC),
      ("App/Player.mm", .objectiveC),
      ("App/HomeViewController.h", .objectiveC),
      ("Ünïcode/Hôme.m", .objectiveC),
    ] as [(String, ScannedFileKind)])
  func kind(path: String, expected: ScannedFileKind) {
    #expect(ScannedFileKind.of(relativePath: path) == expected)
  }

  @Test(
    "paths the scan does not read",
    arguments: [
      "", "/", "//", "App/Home.swift.orig", "App/README.md", "project.pbxproj",
      "App/project.pbxproj", "App.xcodeproj/other.pbxproj", "Home.Swift", "x\u{0600}.swift",
      "Home.swift\u{301}", "App/Home.mm.orig", "App/Home.hpp", "App/Home.M",
    ])
  func notRead(path: String) {
    #expect(ScannedFileKind.of(relativePath: path) == nil)
  }
}
