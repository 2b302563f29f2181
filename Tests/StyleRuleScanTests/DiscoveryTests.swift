import Foundation
import Testing

@testable import StyleRuleScan

/// A temporary folder for one test, removed when the test ends.
final class DiscoveryTemporaryFolder {
  /// The folder's path.
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "stylerule-discovery-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    // Make everything removable again before removing.
    if let enumerator = FileManager.default.enumerator(atPath: path) {
      for case let relative as String in enumerator {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: path + "/" + relative)
      }
    }
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes a file, creating its folders.
  func write(_ relative: String, _ text: String = "") throws {
    try write(relative, bytes: Array(text.utf8))
  }

  /// Writes raw bytes, creating folders.
  func write(_ relative: String, bytes: [UInt8]) throws {
    let full = path + "/" + relative
    let folder = (full as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: full))
  }

  /// Creates a symbolic link at `relative` pointing to `destination`.
  func link(_ relative: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: path + "/" + relative, withDestinationPath: destination)
  }
}

@Suite struct DiscoveryTests {
  @Test func listsTheFilesTheScanReadsByKind() throws {
    let folder = try DiscoveryTemporaryFolder()
    try folder.write("App/Home.swift", "class Home {}")
    try folder.write("App/Base.lproj/Main.storyboard", "<document/>")
    try folder.write("App/Cell.xib", "<document/>")
    try folder.write("App/Info.plist", "<plist/>")
    try folder.write("App.xcodeproj/project.pbxproj", "{}")
    try folder.write("App.xcodeproj/xcshareddata/IDEWorkspaceChecks.plist", "<plist/>")
    try folder.write("Config/Release.xcconfig", "A = B")
    try folder.write("Package.swift", "// manifest")
    try folder.write("App/README.md", "not read")
    let result = FileDiscovery().discover(root: folder.path)
    let listed = result.files.map { "\($0.relativePath) \($0.kind.rawValue)" }
    #expect(
      listed == [
        "App.xcodeproj/project.pbxproj xcodeProject",
        "App/Base.lproj/Main.storyboard storyboard",
        "App/Cell.xib xib",
        "App/Home.swift swift",
        "App/Info.plist propertyList",
        "Config/Release.xcconfig buildConfiguration",
        "Package.swift packageManifest",
      ])
    #expect(result.problems.isEmpty)
  }

  @Test(arguments: [
    ".build/debug/Gen.swift", ".git/hooks/Hook.swift", "DerivedData/X/Gen.swift",
    "Pods/Lib/Lib.swift", "Carthage/Checkouts/Lib.swift", ".hidden/A.swift",
    "AppTests/HomeTests.swift", "AppUITests/LaunchTests.swift", "Tests/Unit.swift",
    "Assets.xcassets/Contents.plist", "App.xcworkspace/contents.plist",
  ])
  func skipsBuildProductsDependenciesHiddenAndTestFolders(path: String) throws {
    let folder = try DiscoveryTemporaryFolder()
    try folder.write("App/Kept.swift", "")
    try folder.write(path, "")
    let result = FileDiscovery().discover(root: folder.path)
    #expect(result.files.map(\.relativePath) == ["App/Kept.swift"])
  }

  @Test func readsTestFoldersWhenAsked() throws {
    let folder = try DiscoveryTemporaryFolder()
    try folder.write("AppTests/HomeTests.swift", "")
    let options = DiscoveryOptions(
      maximumFileSize: 1 << 20, maximumFiles: 100, skipsTestFolders: false)
    let result = FileDiscovery(options: options).discover(root: folder.path)
    #expect(result.files.map(\.relativePath) == ["AppTests/HomeTests.swift"])
  }

  @Test func survivesSymbolicLinkLoopsAndVisitsEachFolderOnce() throws {
    let folder = try DiscoveryTemporaryFolder()
    try folder.write("App/Home.swift", "")
    try folder.link("App/Loop", to: folder.path + "/App")
    try folder.link("Again", to: "App")
    try folder.link("Self", to: "Self")
    try folder.link("Missing.swift", to: "Nowhere.swift")
    let result = FileDiscovery().discover(root: folder.path)
    #expect(result.files.map(\.relativePath) == ["Again/Home.swift"])
    #expect(result.problems.map(\.path) == ["Missing.swift", "Self"])
    #expect(result.problems.allSatisfy { $0.kind == .brokenLink })
  }

  @Test func reportsUnreadableFilesAndFoldersOnceAndKeepsGoing() throws {
    let folder = try DiscoveryTemporaryFolder()
    try folder.write("A/Locked.swift", "class A {}")
    try folder.write("B/Closed/Inner.swift", "")
    try folder.write("C/Open.swift", "")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0], ofItemAtPath: folder.path + "/A/Locked.swift")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0], ofItemAtPath: folder.path + "/B/Closed")
    let result = FileDiscovery().discover(root: folder.path)
    #expect(result.files.map(\.relativePath).contains("C/Open.swift"))
    // As root, permissions do not stop reading: say so rather than pretend the check ran.
    let permissionsApply = !FileManager.default.isReadableFile(
      atPath: folder.path + "/A/Locked.swift")
    if permissionsApply {
      #expect(result.problems.map(\.path) == ["A/Locked.swift", "B/Closed"])
      #expect(result.problems.map(\.kind) == [.unreadableFile, .unreadableFolder])
      #expect(result.files.map(\.relativePath) == ["C/Open.swift"])
    } else {
      withKnownIssue("running as root: chmod 000 does not make a file unreadable") {
        #expect(result.problems.map(\.path) == ["A/Locked.swift", "B/Closed"])
      }
    }
  }

  @Test func reportsFilesOverTheSizeLimitWithoutReadingThem() throws {
    let folder = try DiscoveryTemporaryFolder()
    try folder.write("Big.swift", String(repeating: "x", count: 2_000))
    try folder.write("Small.swift", "let x = 1")
    let options = DiscoveryOptions(
      maximumFileSize: 1_000, maximumFiles: 100, skipsTestFolders: true)
    let result = FileDiscovery(options: options).discover(root: folder.path)
    #expect(result.files.map(\.relativePath) == ["Small.swift"])
    #expect(result.problems.map(\.kind) == [.tooLarge])
    #expect(result.problems.first?.path == "Big.swift")
  }

  @Test func reportsAMissingRoot() {
    let result = FileDiscovery().discover(root: "/nonexistent/stylerule-root")
    #expect(result.files.isEmpty)
    #expect(result.problems.map(\.kind) == [.unreadableFolder])
  }

  @Test func stopsAtTheFileLimitAndSaysSo() throws {
    let folder = try DiscoveryTemporaryFolder()
    for index in 0..<5 { try folder.write("F\(index).swift", "") }
    let options = DiscoveryOptions(maximumFileSize: 100, maximumFiles: 3, skipsTestFolders: true)
    let result = FileDiscovery(options: options).discover(root: folder.path)
    #expect(result.files.count == 3)
    #expect(result.problems.map(\.kind) == [.tooManyFiles])
  }

  @Test func listsManyFilesQuicklyAndInPathOrder() throws {
    let folder = try DiscoveryTemporaryFolder()
    for index in 0..<2_000 { try folder.write("M\(index % 20)/F\(index).swift", "") }
    let start = ContinuousClock.now
    let result = FileDiscovery().discover(root: folder.path)
    #expect(result.files.count == 2_000)
    #expect(result.files.map(\.relativePath) == result.files.map(\.relativePath).sorted())
    #expect(ContinuousClock.now - start < .seconds(5))
  }

  @Test(
    arguments: [
      ([0x63, 0x6C, 0x61, 0x73, 0x73], "class" as String?),
      ([0xEF, 0xBB, 0xBF, 0x6C, 0x65, 0x74], "let"),
      ([0xFF, 0xFE, 0x41], nil),
      ([0x63, 0x00, 0x64], nil),
    ] as [([UInt8], String?)])
  func decodesUTF8TextAndRejectsBinary(bytes: [UInt8], expected: String?) {
    let decoded = SourceTextReader.decode(bytes, path: "X.swift")
    switch decoded {
    case .success(let text): #expect(text == expected)
    case .failure(let problem):
      #expect(expected == nil)
      #expect(problem.kind == .notText)
    }
  }
}
