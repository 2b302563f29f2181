import Foundation
import StyleRuleTestSupport
import Testing

/// `stylerule layout` on the iOS 26 device files under `Tests/Fixtures/Devices26`: text,
/// JSON and SVG goldens under `Tests/Goldens/layout/devices26`, and their numbers checked
/// against T7, L15, L16 and L17 of the iOS 26 reference (typed here, not read from output).
@Suite("stylerule layout: the current devices on iOS 26 and 27")
struct LayoutDevices26CommandTests {
  /// The JSON layout of a file under `Rules/layout` at a version.
  static func layout(_ name: String, ios: String) throws -> [String: Any] {
    let result = try BinaryRunner.run([
      "layout", "Tests/Fixtures/Devices26/\(name).rules", "--format", "json", "--ios", ios,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  /// Each golden: the file, the format, and its name under `layout/devices26`.
  static let goldens: [(file: String, format: String, golden: String)] = [
    "iphone-17-pro-ios26", "ipad-ios26",
  ].flatMap { name in
    [("text", "txt"), ("json", "json"), ("svg", "svg")].map { (name, $0.0, "\(name).\($0.1)") }
  }

  @Test("text, JSON and SVG match the goldens", arguments: goldens.indices)
  func golden(_ index: Int) throws {
    let (file, format, golden) = Self.goldens[index]
    let result = try BinaryRunner.run([
      "layout", "Tests/Fixtures/Devices26/\(file).rules", "--format", format, "--color", "never",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    if let failure = Golden.check(result.standardOutput, against: "layout/devices26/\(golden)")
      .failure
    {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// A controller's safe area as top/left/bottom/right, and the questions it is unsure of.
  static func controller(_ layout: [String: Any], _ name: String) throws -> (
    [Double], [String]
  ) {
    let controllers = try #require(layout["controllers"] as? [[String: Any]])
    let controller = try #require(controllers.first { $0["name"] as? String == name })
    let insets = try #require(controller["safeAreaInsets"] as? [String: Any])
    let doubts = (controller["uncertain"] as? [[String: Any]] ?? []).compactMap {
      $0["question"] as? String
    }
    // A number that is not known is null: it reads as -1 here.
    return (["top", "left", "bottom", "right"].map { insets[$0] as? Double ?? -1 }, doubts)
  }

  /// The questions the status bar is unsure of.
  static func statusBarDoubts(_ layout: [String: Any]) -> [String] {
    let bar = layout["statusBar"] as? [String: Any]
    return (bar?["uncertain"] as? [[String: Any]] ?? []).compactMap { $0["question"] as? String }
  }

  @Test(
    "iPhone 17 Pro: 62/34 on iOS 26 (L17), not known on 27 (Q25), status bar not known (Q19)")
  func iphone17Pro() throws {
    let on26 = try Self.layout("iphone-17-pro-ios26", ios: "26")
    let (nc, doubts26) = try Self.controller(on26, "NC")
    #expect(nc == [62, 0, 34, 0])
    #expect(!doubts26.contains("Q25"))
    #expect(Self.statusBarDoubts(on26).contains("Q19"))
    let on27 = try Self.layout("iphone-17-pro-ios26", ios: "27")
    let (nc27, _) = try Self.controller(on27, "NC")
    #expect(nc27 == [-1, 0, -1, 0])
    let unknown = try #require(on27["unknown"] as? [String: Any])
    #expect(unknown["question"] as? String == "Q25")
    #expect((unknown["note"] as? String)?.contains("iOS 26: top 62, bottom 34") == true)
  }

  @Test("iPad (A16): 32/25 on iPadOS 26 with the status bar hidden (L15, L16, D18); 0/20 on 18")
  func ipad() throws {
    let (on26, doubts) = try Self.controller(Self.layout("ipad-ios26", ios: "26"), "Root")
    #expect(on26 == [32, 0, 25, 0])
    #expect(doubts == ["D18"])
    let (on18, _) = try Self.controller(Self.layout("ipad-ios26", ios: "18"), "Root")
    #expect(on18 == [0, 0, 20, 0])
  }
}
