import Testing

@testable import StyleRuleScan

@Suite struct XcodeProjectReaderTests {
  let project = XcodeProjectReader.read(
    path: "Apps/Shop.xcodeproj/project.pbxproj", bytes: Array(XcodeProjectFixture.pbxproj.utf8))

  @Test func readsTheNativeTargetsInOrder() {
    #expect(project.problems == [])
    #expect(project.projectFolder == "Apps")
    #expect(project.sourceRoot == "Apps")
    #expect(project.targets.map(\.name) == ["Shop", "ShopTests", "Admin"])
    #expect(project.applicationTargets.map(\.name) == ["Shop", "Admin"])
    #expect(
      project.target(named: "Shop")?.origin.line == XcodeProjectFixture.line(of: "TG01 /* Shop */"))
  }

  @Test(arguments: [
    ("Apps/Shop.xcodeproj/project.pbxproj", "Apps"),
    ("Shop.xcodeproj/project.pbxproj", "."),
    ("a/b/Shop.xcodeproj/project.pbxproj", "a/b"),
  ])
  func findsTheProjectFolder(path: String, folder: String) {
    #expect(XcodeProjectReader.projectFolder(of: path) == folder)
  }

  @Test func readsConfigurationsWithLocatedSettings() throws {
    let shop = try #require(project.target(named: "Shop"))
    #expect(shop.defaultConfigurationName == "Release")
    #expect(shop.configurations.map(\.name) == ["Debug", "Release"])
    let debug = try #require(shop.configuration(named: "Debug"))
    let style = try #require(debug.setting("INFOPLIST_KEY_UIStatusBarStyle"))
    #expect(style.value == "UIStatusBarStyleDarkContent")
    #expect(style.origin.line == XcodeProjectFixture.line(of: "UIStatusBarStyleDarkContent"))
    #expect(style.origin.column == 5)
    let hidden = try #require(debug.settings.first { $0.name == "INFOPLIST_KEY_UIStatusBarHidden" })
    #expect(hidden.conditions == [XcodeSettingCondition(key: "sdk", pattern: "iphonesimulator*")])
    #expect(debug.setting("INFOPLIST_KEY_UIStatusBarHidden") == nil)
    #expect(debug.setting("OTHER_SWIFT_FLAGS")?.value == "-D \"DEBUG MODE\"")
    #expect(debug.baseConfigurationPath?.value == "Apps/Config/App.xcconfig")
    #expect(project.configurations.map(\.name) == ["Debug", "Release"])
    #expect(
      project.configurations.first?.baseConfigurationPath?.value == "Apps/Config/Project.xcconfig")
  }

  @Test func resolvesSourceAndResourcePathsThroughGroups() throws {
    let shop = try #require(project.target(named: "Shop"))
    #expect(
      shop.sourceFiles.map(\.path) == [
        "Apps/Shop/AppDelegate.swift", "Apps/Shop/Screens/Home.swift", "Apps/Shared/Shared.swift",
      ])
    #expect(shop.resourceFiles.map(\.path) == ["Apps/Shop/Base.lproj/Main.storyboard"])
    #expect(shop.sourceFiles.first?.origin.line == XcodeProjectFixture.line(of: "FR01 = {"))
  }

  @Test func readsFolderSynchronisedTargets() throws {
    let admin = try #require(project.target(named: "Admin"))
    let folder = try #require(admin.synchronizedFolders.first)
    #expect(folder.path == "Apps/Admin")
    #expect(folder.excludedPaths == ["Info.plist", "Preview/Fake.swift"])
    #expect(folder.contains("Apps/Admin/Views/Root.swift"))
    #expect(!folder.contains("Apps/Admin/Info.plist"))
    #expect(!folder.contains("Apps/Admin/Preview/Fake.swift"))
    #expect(!folder.contains("Apps/Other/Root.swift"))
    let release = try #require(admin.configuration(named: "Release"))
    #expect(release.baseConfigurationPath?.value == "Apps/Admin/Admin.xcconfig")
  }

  @Test(arguments: [
    ("empty", ""),
    ("truncated", String(XcodeProjectFixture.pbxproj.prefix(2_000))),
    ("no objects", "{ archiveVersion = 1; }"),
    ("no root object", "{ objects = { A = {isa = PBXGroup;}; }; }"),
    ("garbage", "\u{0}\u{1}\u{2}binary"),
  ])
  func reportsAProblemForAProjectThatDoesNotParse(name: String, text: String) {
    let project = XcodeProjectReader.read(
      path: "X.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
    #expect(!project.problems.isEmpty)
    #expect(project.targets.isEmpty)
  }

  @Test func survivesGroupCycles() {
    let text = """
      { objects = {
        G1 = {isa = PBXGroup; children = (G2,); path = a; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (G1, F1,); path = b; sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = c.swift; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1,); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1,); name = T; };
        R = {isa = PBXProject; targets = (T1,); };
      }; rootObject = R; }
      """
    let project = XcodeProjectReader.read(
      path: "X.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
    #expect(project.targets.first?.sourceFiles.count == 1)
    #expect(project.targets.first?.sourceFiles.first?.path == nil)
  }
}
