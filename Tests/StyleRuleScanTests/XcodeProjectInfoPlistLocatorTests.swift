import Foundation
import StyleRuleKit
import Testing

@testable import StyleRuleScan

@Suite struct XcodeProjectInfoPlistLocatorTests {
  static let shopPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>UIStatusBarStyle</key>
    \t<string>UIStatusBarStyleDefault</string>
    \t<key>UIViewControllerBasedStatusBarAppearance</key>
    \t<true/>
    \t<key>UIApplicationSceneManifest</key>
    \t<dict>
    \t\t<key>UISceneConfigurations</key>
    \t\t<dict>
    \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
    \t\t\t<array><dict><key>UISceneDelegateClassName</key><string>SceneDelegate</string></dict></array>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>
    """

  static let files: [String: String] = [
    "Apps/Shop.xcodeproj/project.pbxproj": XcodeProjectFixture.pbxproj,
    "Apps/Config/Project.xcconfig":
      "INFOPLIST_KEY_UILaunchStoryboardName = Launch\n"
      + "INFOPLIST_KEY_UIDesignRequiresCompatibility = YES\n",
    "Apps/Config/App.xcconfig":
      "#include \"Base.xcconfig\"\nINFOPLIST_KEY_UIUserInterfaceStyle = Dark\n",
    "Apps/Config/Base.xcconfig": "INFOPLIST_KEY_UIUserInterfaceStyle = Light\n",
    "Apps/Shop/Info.plist": shopPlist,
    "Apps/Admin/Admin.xcconfig":
      "INFOPLIST_KEY_UIStatusBarStyle_iPad = UIStatusBarStyleLightContent\n",
  ]

  static func load(_ path: String) -> [UInt8]? {
    files[path].map { Array($0.utf8) }
  }

  let project = XcodeProjectReader.read(
    path: "Apps/Shop.xcodeproj/project.pbxproj", bytes: Array(XcodeProjectFixture.pbxproj.utf8))

  func shop(_ configuration: String? = nil, sdk: String = "iphoneos") throws -> AppInfoPlist {
    let all = InfoPlistLocator.locate(
      project: project, configuration: configuration, sdk: sdk, load: Self.load)
    #expect(all.map(\.targetName) == ["Shop", "Admin"])
    return try #require(all.first)
  }

  @Test func findsTheFileOfEachApplicationTarget() throws {
    let shop = try shop()
    #expect(shop.configurationName == "Release")
    #expect(shop.infoPlistFile?.value == "Shop/Info.plist")
    #expect(
      shop.infoPlistFile?.origin.line
        == XcodeProjectFixture.line(of: "\tINFOPLIST_FILE", after: "BC11"))
    #expect(shop.infoPlistPath == "Apps/Shop/Info.plist")
    #expect(shop.generatesInfoPlist?.value == true)
  }

  @Test func mergesGeneratedKeysOverTheFileWithTheirOrigins() throws {
    let shop = try shop()
    let style = try #require(shop.entry(.statusBarStyle))
    #expect(style.value == .string("UIStatusBarStyleLightContent"))
    #expect(style.origin.path == "Apps/Shop.xcodeproj/project.pbxproj")
    #expect(style.origin.line == XcodeProjectFixture.line(of: "UIStatusBarStyleLightContent"))
    #expect(
      shop.problems.contains {
        $0.kind == .overridden && $0.message.contains("Apps/Shop/Info.plist:4")
      })
    let based = try #require(shop.entry(.viewControllerBasedStatusBarAppearance))
    #expect(based.value == .bool(true))
    #expect(based.origin == SourceOrigin(path: "Apps/Shop/Info.plist", line: 6, column: 2))
    let interface = try #require(shop.entry(.userInterfaceStyle))
    #expect(interface.value == .string("Dark"))
    #expect(interface.origin == SourceOrigin(path: "Apps/Config/App.xcconfig", line: 2, column: 1))
    let launch = try #require(shop.entry(.launchStoryboardName))
    #expect(launch.origin.path == "Apps/Config/Project.xcconfig")
    // Xcode generates UIDesignRequiresCompatibility from its build setting (R36).
    let design = try #require(shop.entry(.designRequiresCompatibility))
    #expect(design.value == .bool(true))
    #expect(design.origin == SourceOrigin(path: "Apps/Config/Project.xcconfig", line: 2, column: 1))
    let written = try #require(LaunchConfiguration.plistFact(design))
    #expect(written.key == "UIDesignRequiresCompatibility" && written.value == "YES")
    #expect(shop.sceneManifest?.configurations.first?.delegateClassName?.value == "SceneDelegate")
  }

  @Test func readsTheDeploymentTargetWhereTheProjectSetsIt() throws {
    let shop = try shop()
    #expect(shop.deploymentTarget?.value == "15.0")
    #expect(shop.deploymentTarget?.origin.path == "Apps/Shop.xcodeproj/project.pbxproj")
    #expect(
      shop.deploymentTarget?.origin.line
        == XcodeProjectFixture.line(of: "IPHONEOS_DEPLOYMENT_TARGET", after: "BC01 = {"))
  }

  @Test(arguments: [
    ("15.0", "environment deployment-target 15"), ("12.4", "environment deployment-target 12.4"),
    ("26.0", "environment deployment-target 26"), ("6.0", nil), ("21.0", nil), ("latest", nil),
  ])
  func writesTheDeploymentTargetLintReads(value: String, line: String?) {
    let origin = SourceOrigin(path: "App.xcodeproj/project.pbxproj", line: 9, column: 5)
    let lines = RulesFileEmitter.deploymentTargetLines(ReaderValue(value, at: origin))
    #expect(lines.first?.contains("IPHONEOS_DEPLOYMENT_TARGET at \(origin)") == true)
    #expect(lines.dropFirst().first == line, "\(lines)")
    if line == nil { #expect(lines.count == 1 && lines[0].hasSuffix("left out")) }
  }

  @Test func reportsInfoPlistKeySettingsXcodeDoesNotGenerate() throws {
    let shop = try shop()
    let problem = try #require(
      shop.problems.first { $0.message.contains("UIViewControllerBasedStatusBarAppearance") })
    #expect(problem.kind == .noEffect)
    #expect(
      problem.origin.line
        == XcodeProjectFixture.line(of: "INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance"))
  }

  @Test(arguments: [
    ("iphoneos", nil as PropertyListValue?), ("iphonesimulator", PropertyListValue.bool(true)),
  ])
  func readsConditionalSettingsForTheSDK(sdk: String, hidden: PropertyListValue?) throws {
    let shop = try shop("Debug", sdk: sdk)
    #expect(shop.configurationName == "Debug")
    #expect(shop.entry(.statusBarStyle)?.value == .string("UIStatusBarStyleDarkContent"))
    #expect(shop.entry(.statusBarHidden)?.value == hidden)
  }

  @Test func generatesTheSceneManifestForAFolderSynchronisedTarget() throws {
    let all = InfoPlistLocator.locate(project: project, load: Self.load)
    let admin = try #require(all.last)
    #expect(admin.infoPlistFile == nil)
    #expect(admin.entry(.statusBarHidden)?.value == .bool(true))
    #expect(admin.sceneManifest?.supportsMultipleScenes?.value == true)
    #expect(admin.sceneManifest?.configurations == [])
    #expect(
      admin.sceneManifest?.origin.line
        == XcodeProjectFixture.line(of: "UIApplicationSceneManifest_Generation"))
    let ipad = try #require(admin.problems.first { $0.message.contains("UIStatusBarStyle~ipad") })
    #expect(ipad.origin == SourceOrigin(path: "Apps/Admin/Admin.xcconfig", line: 1, column: 1))
  }

  @Test func reportsAMissingPlistAtTheSettingThatNamesIt() throws {
    var files = Self.files
    files["Apps/Shop/Info.plist"] = nil
    let all = InfoPlistLocator.locate(project: project) { files[$0].map { Array($0.utf8) } }
    let shop = try #require(all.first)
    let problem = try #require(shop.problems.first { $0.kind == .missingFile })
    #expect(problem.origin.line == XcodeProjectFixture.line(of: "\tINFOPLIST_FILE", after: "BC11"))
    #expect(shop.entry(.statusBarStyle)?.value == .string("UIStatusBarStyleLightContent"))
  }

  @Test func replacesTheFilesSceneConfigurationsWhenGenerationIsOn() {
    let text = XcodeProjectFixture.pbxproj.replacingOccurrences(
      of: "INFOPLIST_KEY_UIStatusBarStyle = UIStatusBarStyleLightContent;",
      with: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;")
    let project = XcodeProjectReader.read(
      path: "Apps/Shop.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
    let shop = InfoPlistLocator.locate(project: project, load: Self.load).first
    #expect(shop?.sceneManifest?.configurations == [])
    #expect(
      shop?.problems.contains { $0.message.contains("replaces the UISceneConfigurations") } == true)
  }
}
