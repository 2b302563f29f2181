import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `stylerule scan` on hostile folders, generated at run time (see
/// Tests/Fixtures/HostileTrees.md): it never crashes or hangs, reports each bad file once
/// with its path, keeps going, and exits 2 only when nothing usable was read.
@Suite("Scanning hostile trees", .serialized)
struct ScanHostileTreeTests {
  /// A temporary folder holding a small good app, removed when the test ends.
  final class Tree {
    let url: URL

    /// Creates the folder, in memory (`/dev/shm`) when `inMemory` and the system has it:
    /// creating 100,000 files on a journaling disk takes over half a minute.
    init(inMemory: Bool = false) throws {
      var base = FileManager.default.temporaryDirectory
      if inMemory, FileManager.default.isWritableFile(atPath: "/dev/shm") {
        base = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
      }
      url = base.appendingPathComponent("stylerule-hostile-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `bytes` at `path` (folders created as needed).
    func write(_ path: String, _ bytes: [UInt8]) throws {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: file)
    }

    /// Writes `text` at `path`.
    func write(_ path: String, _ text: String) throws { try write(path, Array(text.utf8)) }

    /// Adds the good app: a view controller with an override and a scene delegate.
    func addGoodApp() throws {
      try write(
        "App/PlayerViewController.swift",
        """
        import UIKit

        final class PlayerViewController: UIViewController {
          override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }

        """)
      try write(
        "App/SceneDelegate.swift",
        """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?

          func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
          ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = PlayerViewController()
            window.makeKeyAndVisible()
            self.window = window
          }
        }

        """)
    }

    /// Runs `stylerule scan` on the tree.
    func scan() throws -> RunResult { try BinaryRunner.run(["scan", url.path]) }
  }

  /// Checks what every scan of a tree with the good app must give: exit 0, the good app's
  /// class in a rules file that loads, and each of `bad` reported exactly once.
  static func expectGoodScan(_ result: RunResult, reporting bad: [String]) throws {
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "class PlayerViewController: UIViewController @ \"App/PlayerViewController.swift:3:13\""))
    _ = try RulesFile.parse(SourceFile(path: "scan.rules", text: result.standardOutput))
    for path in bad {
      let mentions = result.standardError.components(separatedBy: path).count - 1
      #expect(mentions == 1, "\(path) is reported \(mentions) times:\n\(result.standardError)")
    }
  }

  @Test("link loops and links to nowhere are walked once")
  func links() throws {
    let tree = try Tree()
    try tree.addGoodApp()
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: tree.url.appendingPathComponent("App/loop").path, withDestinationPath: ".")
    try manager.createSymbolicLink(
      atPath: tree.url.appendingPathComponent("Gone.swift").path,
      withDestinationPath: "Nowhere.swift")
    try manager.createSymbolicLink(
      atPath: tree.url.appendingPathComponent("Self.swift").path,
      withDestinationPath: "Self.swift")
    let result = try tree.scan()
    try Self.expectGoodScan(result, reporting: ["Gone.swift", "Self.swift"])
    // The loop does not make the app's files count twice.
    #expect(result.standardOutput.components(separatedBy: "class PlayerViewController").count == 2)
  }

  @Test("files named .swift that are not UTF-8 text are reported, not parsed")
  func notText() throws {
    let tree = try Tree()
    try tree.addGoodApp()
    try tree.write("Latin.swift", Array("// Caf".utf8) + [0xE9] + Array("\nlet x = 1\n".utf8))
    // Seeded, so that a failure reproduces.
    var state: UInt64 = 0x5EED
    let noise = (0..<65_536).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    try tree.write("Noise.swift", noise)
    try tree.write("Logo.swift", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    try tree.write("Truncated.swift", Array("let café = 1 // ".utf8) + [0xE2, 0x82])
    try Self.expectGoodScan(
      try tree.scan(), reporting: ["Latin.swift", "Noise.swift", "Logo.swift", "Truncated.swift"])
  }

  @Test(
    "unreadable files and folders are reported once each",
    .enabled(if: getuid() != 0, "permissions do not stop root from reading"))
  func unreadable() throws {
    let tree = try Tree()
    try tree.addGoodApp()
    try tree.write("Locked.swift", "let x = 1\n")
    try tree.write("Private/Hidden.swift", "let y = 2\n")
    let manager = FileManager.default
    try manager.setAttributes(
      [.posixPermissions: 0], ofItemAtPath: tree.url.appendingPathComponent("Locked.swift").path)
    try manager.setAttributes(
      [.posixPermissions: 0], ofItemAtPath: tree.url.appendingPathComponent("Private").path)
    defer {
      try? manager.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: tree.url.appendingPathComponent("Private").path)
    }
    try Self.expectGoodScan(try tree.scan(), reporting: ["Locked.swift", "Private"])
  }

  @Test("a 20 MB Swift file is read to its end")
  func largeFile() throws {
    let tree = try Tree()
    try tree.addGoodApp()
    var text = ""
    var line = 0
    while text.utf8.count < 20 * 1_048_576 {
      line += 1
      text += "// Line \(line) of a generated licence header, as long as a real one can be.\n"
    }
    text += "final class LastViewController: UIViewController {\n"
    text += "  override var prefersStatusBarHidden: Bool { true }\n}\n"
    try tree.write("Generated/Big.swift", text)
    let result = try tree.scan()
    try Self.expectGoodScan(result, reporting: [])
    #expect(
      result.standardOutput.contains(
        "class LastViewController: UIViewController @ \"Generated/Big.swift:\(line + 1):13\""))
  }

  @Test("malformed storyboards, plists and project files do not stop the scan")
  func malformedFiles() throws {
    let tree = try Tree()
    try tree.addGoodApp()
    try tree.write(
      "App/Base.lproj/Main.storyboard",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes><scene sceneID=\"a\">"
    )
    try tree.write(
      "App/Info.plist", "<?xml version=\"1.0\"?>\n<plist><dict><key>UIStatusBarHidden</key>")
    try tree.write(
      "App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ archiveVersion = 1; objects = { ABC = {")
    try Self.expectGoodScan(try tree.scan(), reporting: [])
  }

  @Test("hostile Objective-C files: a located problem each, never a crash or a hang")
  func hostileObjectiveC() throws {
    let tree = try Tree()
    try tree.addGoodApp()
    try tree.write(
      "Legacy/Unclosed.m", "@implementation Legacy\n- (void)viewDidLoad {\n  [super viewDidLoad];\n"
    )
    try tree.write(
      "Legacy/Comment.m", "// a file of comments\n\n/* never closed\n")
    try tree.write(
      "Legacy/NoEnd.m", "@implementation NoEnd\n- (BOOL)prefersStatusBarHidden { return YES; }\n")
    // Seeded noise, not UTF-8 text, and a body nested 100,000 braces deep.
    var state: UInt64 = 0x0B_1EC7
    let noise = (0..<65_536).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    try tree.write("Legacy/Noise.m", noise)
    try tree.write(
      "Legacy/Deep.m",
      "@implementation Deep\n- (void)deep {\n" + String(repeating: "{", count: 100_000)
        + String(repeating: "}", count: 100_000) + "\n}\n@end\n")
    let result = try tree.scan()
    try Self.expectGoodScan(
      result,
      reporting: ["Legacy/Unclosed.m", "Legacy/Comment.m", "Legacy/NoEnd.m", "Legacy/Noise.m"])
    // Each at the line and column where the reader stopped.
    #expect(result.standardError.contains("Legacy/Unclosed.m:2:21:"), "\(result.standardError)")
    #expect(result.standardError.contains("Legacy/Comment.m:3:1:"), "\(result.standardError)")
    #expect(result.standardError.contains("Legacy/NoEnd.m:1:17:"), "\(result.standardError)")
  }

  @Test("100,000 files are walked")
  func manyFiles() throws {
    let tree = try Tree(inMemory: true)
    try tree.addGoodApp()
    let bytes = Array("{}\n".utf8)
    for folder in 0..<100 {
      let url = tree.url.appendingPathComponent("Data/Group\(folder)", isDirectory: true)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for file in 0..<1_000 {
        try Data(bytes).write(to: url.appendingPathComponent("item\(file).json"))
      }
    }
    try Self.expectGoodScan(try tree.scan(), reporting: [])
  }

  @Test("a folder with nothing usable gives exit 2, a message and no rules file")
  func nothingUsable() throws {
    let tree = try Tree()
    try tree.write("Logo.swift", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let result = try tree.scan()
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("Logo.swift"))
    #expect(result.standardError.contains("error: nothing to scan"))
  }
}
