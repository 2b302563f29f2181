import StyleRuleKit
import Testing

@testable import StyleRuleScan

@Suite struct XcodeProjectBuildSettingTests {
  /// Files by path, for the loader the include and locator functions take.
  static func loader(_ files: [String: String]) -> (String) -> [UInt8]? {
    { path in files[path].map { Array($0.utf8) } }
  }

  @Test func readsAnXcconfigLineByLine() {
    let text = """
      // Settings for the app.
      #include "Base.xcconfig"
      #include? "Local.xcconfig"
        INFOPLIST_FILE = App/Info.plist // a comment
      INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*][arch=arm64] = UIStatusBarStyleLightContent;
      URL = "http://example.com"
      this is not a setting
      """
    let file = XCConfigReader.read(path: "Config/App.xcconfig", bytes: Array(text.utf8))
    #expect(file.problems.map(\.origin.line) == [7])
    guard file.lines.count == 5 else {
      Issue.record("expected five lines, got \(file.lines)")
      return
    }
    #expect(
      file.lines[0]
        == .include(
          .init(
            writtenPath: "Base.xcconfig", path: "Config/Base.xcconfig", isOptional: false,
            origin: SourceOrigin(path: "Config/App.xcconfig", line: 2, column: 1))))
    if case .include(let optional) = file.lines[1] { #expect(optional.isOptional) }
    #expect(
      file.lines[2]
        == .setting(
          XcodeBuildSetting(
            name: "INFOPLIST_FILE", value: "App/Info.plist",
            origin: SourceOrigin(path: "Config/App.xcconfig", line: 4, column: 3))))
    if case .setting(let style) = file.lines[3] {
      #expect(style.name == "INFOPLIST_KEY_UIStatusBarStyle")
      #expect(style.value == "UIStatusBarStyleLightContent")
      #expect(style.conditions.map(\.key) == ["sdk", "arch"])
    }
    if case .setting(let url) = file.lines[4] { #expect(url.value == "\"http://example.com\"") }
  }

  @Test func expandsIncludesInPlaceAndCutsCycles() {
    let load = Self.loader([
      "A.xcconfig": "X = a\n#include \"B.xcconfig\"\nY = a\n",
      "B.xcconfig": "X = b\n#include \"C.xcconfig\"\n",
      "C.xcconfig": "Z = c\n#include \"A.xcconfig\"\n#include? \"Missing.xcconfig\"\n",
    ])
    let resolution = XCConfigReader.resolve(path: "A.xcconfig", load: load)
    #expect(resolution.settings.map { "\($0.name)=\($0.value)" } == ["X=a", "X=b", "Z=c", "Y=a"])
    #expect(resolution.files == ["A.xcconfig", "B.xcconfig", "C.xcconfig"])
    #expect(resolution.problems.map(\.kind) == [.includeCycle])
    #expect(
      resolution.problems.first?.origin == SourceOrigin(path: "C.xcconfig", line: 2, column: 1))
  }

  @Test func reportsMissingIncludesAndBoundsSelfIncludingChains() {
    let load = Self.loader([
      "A.xcconfig": "#include \"Nope.xcconfig\"\n#include \"/abs.xcconfig\"\n"
    ])
    let resolution = XCConfigReader.resolve(path: "A.xcconfig", load: load)
    #expect(resolution.problems.map(\.kind) == [.missingFile, .unsupported])
    // A chain of distinct files deeper than the bound stops with a problem.
    var files: [String: String] = [:]
    for index in 0..<40 {
      files["F\(index).xcconfig"] = "#include \"F\(index + 1).xcconfig\"\nK = \(index)\n"
    }
    let deep = XCConfigReader.resolve(path: "F0.xcconfig", load: Self.loader(files))
    #expect(deep.files.count == XCConfigReader.maximumIncludeDepth)
    #expect(deep.problems.map(\.kind) == [.includeCycle])
  }

  /// A setting made at each level; the resolver picks by precedence.
  static func origin(_ file: String) -> SourceOrigin { SourceOrigin(path: file, line: 1) }

  @Test(arguments: [
    // (levels that set X, the level that wins)
    (
      [BuildSettingResolver.Level.projectConfigurationFile],
      BuildSettingResolver.Level.projectConfigurationFile
    ),
    ([.projectConfigurationFile, .project], .project),
    ([.projectConfigurationFile, .project, .targetConfigurationFile], .targetConfigurationFile),
    ([.projectConfigurationFile, .project, .targetConfigurationFile, .target], .target),
    ([.project, .targetConfigurationFile], .targetConfigurationFile),
    ([.projectConfigurationFile, .target], .target),
  ])
  func appliesXcodesPrecedence(
    levels: [BuildSettingResolver.Level], winner: BuildSettingResolver.Level
  ) {
    func settings(_ level: BuildSettingResolver.Level) -> [XcodeBuildSetting] {
      levels.contains(level)
        ? [XcodeBuildSetting(name: "X", value: "\(level)", origin: Self.origin("\(level)"))] : []
    }
    let resolver = BuildSettingResolver(
      projectConfigurationFile: settings(.projectConfigurationFile), project: settings(.project),
      targetConfigurationFile: settings(.targetConfigurationFile), target: settings(.target))
    let resolved = resolver.resolve("X")
    #expect(resolved?.value == "\(winner)")
    #expect(resolved?.assignment?.level == winner)
    #expect(resolved?.assignment?.setting.origin == Self.origin("\(winner)"))
  }

  @Test(arguments: [
    ("$(inherited) -b", "-a -b"),
    ("$(SRCROOT)/App/Info.plist", "./App/Info.plist"),
    ("${TARGET_NAME}-Info.plist", "Shop-Info.plist"),
    ("$(PRODUCT_NAME)", "Shop"),
    ("$(MISSING:default=fallback)", "fallback"),
    ("$(TARGET_NAME:lower)", "shop"),
    ("$$ cost", "$$ cost"),
  ])
  func expandsReferences(value: String, expected: String) throws {
    let resolver = BuildSettingResolver(
      project: [
        XcodeBuildSetting(name: "FLAGS", value: "-a", origin: Self.origin("p")),
        XcodeBuildSetting(name: "PRODUCT_NAME", value: "$(TARGET_NAME)", origin: Self.origin("p")),
      ],
      target: [XcodeBuildSetting(name: "FLAGS", value: value, origin: Self.origin("t"))],
      builtins: ["SRCROOT": ".", "TARGET_NAME": "Shop"])
    let resolved = try #require(resolver.resolve("FLAGS"))
    #expect(resolved.value == expected)
    #expect(resolved.isComplete)
  }

  @Test(arguments: [
    "$(UNKNOWN)/Info.plist", "$(TARGET_NAME:c99extidentifier)", "$(A)", "$(FOO_$(BAR))",
    "$(UNCLOSED",
  ])
  func marksWhatItCannotExpandIncomplete(value: String) throws {
    let resolver = BuildSettingResolver(
      target: [
        XcodeBuildSetting(name: "V", value: value, origin: Self.origin("t")),
        XcodeBuildSetting(name: "A", value: "$(B)", origin: Self.origin("t")),
        XcodeBuildSetting(name: "B", value: "$(A)", origin: Self.origin("t")),
      ], builtins: ["TARGET_NAME": "Shop"])
    let resolved = try #require(resolver.resolve("V"))
    #expect(!resolved.isComplete)
  }

  @Test(arguments: [
    ("iphoneos", "device"),
    ("iphonesimulator", "simulator"),
    ("macosx", "plain"),
  ])
  func matchesConditions(sdk: String, expected: String) {
    let resolver = BuildSettingResolver(
      target: [
        XcodeBuildSetting(name: "V", value: "plain", origin: Self.origin("t")),
        XcodeBuildSetting(
          name: "V", conditions: [.init(key: "sdk", pattern: "iphoneos*")], value: "device",
          origin: Self.origin("t")),
        XcodeBuildSetting(
          name: "V", conditions: [.init(key: "sdk", pattern: "iphonesimulator*")],
          value: "simulator", origin: Self.origin("t")),
        XcodeBuildSetting(
          name: "V", conditions: [.init(key: "arch", pattern: "arm64")], value: "arm",
          origin: Self.origin("t")),
      ], conditionValues: ["sdk": sdk])
    #expect(resolver.resolve("V")?.value == expected)
  }

  @Test(arguments: [
    ("iphone*", "iphoneos", true), ("*os", "iphoneos", true), ("iphone*os", "iphoneos", true),
    ("iphoneos", "iphoneos17.0", false), ("*", "anything", true), ("mac*", "iphoneos", false),
  ])
  func matchesGlobPatterns(pattern: String, value: String, matches: Bool) {
    #expect(XcodeSettingCondition(key: "sdk", pattern: pattern).matches(value) == matches)
  }
}
