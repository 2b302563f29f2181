import Foundation
import StyleRuleTestSupport
import Testing

/// `stylerule scan` on an app whose project has two application targets.
@Suite struct ScanCommandTests {
  @Test("two application targets and no --target: exit 2, the list said once")
  func choiceNeeded() throws {
    let folder = try TwoTargetApp.write()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try BinaryRunner.run(["scan", folder])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    let message =
      "\(folder): error: the app has 2 application targets, Shop (Shop.xcodeproj), "
      + "Admin (Shop.xcodeproj); scan one with --target NAME\n"
    #expect(result.standardError == message)
  }

  @Test("--target chooses one; an unknown name gets the closest")
  func targetOption() throws {
    let folder = try TwoTargetApp.write()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let shop = try BinaryRunner.run(["scan", folder, "--target", "Shop"])
    #expect(shop.status == 0)
    #expect(
      try ScannedHierarchy.outline(of: shop.standardOutput)
        == TwoTargetApp.storyboardWindowOutline(depth: 0), "\(shop.standardOutput)")
    #expect(shop.standardError.contains("Target: Shop (Shop.xcodeproj/project.pbxproj"))
    // `-o -` is standard output, as without `-o`; no file named `-` is written.
    let dash = try BinaryRunner.run(
      ["scan", folder, "--target", "Shop", "-o", "-"], directory: URL(fileURLWithPath: folder))
    #expect(dash.status == 0)
    #expect(dash.standardOutput == shop.standardOutput)
    #expect(!FileManager.default.fileExists(atPath: folder + "/-"))
    let typo = try BinaryRunner.run(["lint", folder, "--target", "Shpo"])
    #expect(typo.status == 2)
    #expect(typo.standardOutput.isEmpty)
    #expect(typo.standardError.components(separatedBy: "did you mean 'Shop'?").count == 2)
  }

  @Test("the summary lists the first 50 items of a list; --full-summary lists them all")
  func fullSummary() throws {
    // Sixty classes that nothing makes: sixty "Not placed" lines.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stylerule-full-summary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let classes = (1...60).map { "class Screen\($0)ViewController: UIViewController {}\n" }
    try Data(classes.joined().utf8).write(to: folder.appendingPathComponent("Screens.swift"))
    let short = try BinaryRunner.run(["scan", folder.path])
    #expect(short.status == 0)
    #expect(short.standardError.contains("Not placed (60):\n"))
    #expect(short.standardError.contains("  … and 10 more (--full-summary lists them all)\n"))
    #expect(!short.standardError.contains("Screen60ViewController"))
    let full = try BinaryRunner.run(["scan", folder.path, "--full-summary"])
    #expect(full.status == 0)
    #expect(full.standardOutput == short.standardOutput)
    #expect(!full.standardError.contains("… and"))
    #expect(
      full.standardError.contains(
        "  Screen60ViewController (Screens.swift:60:7): no file read names it other than where "
          + "it is declared: nothing in the target makes it\n"))
  }

  @Test("the scanner alone exits 3 with the message on standard output")
  func scannerExecutable() throws {
    let folder = try TwoTargetApp.write()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let process = Process()
    process.executableURL = BinaryRunner.productsDirectory.appendingPathComponent("stylerule-scan")
    process.arguments = [folder]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 3)
    #expect(String(decoding: data, as: UTF8.self).contains("Shop (Shop.xcodeproj), Admin"))
  }
}
