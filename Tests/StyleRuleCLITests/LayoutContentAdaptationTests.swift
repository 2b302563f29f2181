import Foundation
import StyleRuleTestSupport
import Testing

/// The layout says when what `.default` shows depends on the content under the status bar
/// (R37, from iOS 17), with the traits' value as the fallback; never for another style, before
/// iOS 17, or when UIKit imposes its light status bar over a card sheet (R28).
@Suite("Layout: .default follows the content from iOS 17 (R37)")
struct LayoutContentAdaptationTests {
  /// One controller whose style is `style` (nil: not overridden), in a dark appearance.
  static func file(style: String?) -> Data {
    let member = style.map { " { preferredStatusBarStyle = \($0) }" } ?? ""
    return Data(
      """
      environment appearance dark
      class Photo: UIViewController\(member)
      window Main { Photo: Photo }
      """.utf8)
  }

  /// The JSON a command prints for the file at a version.
  static func json(_ command: String, style: String?, ios: String) throws -> [String: Any] {
    let result = try BinaryRunner.run(
      [command, "-", "--ios", ios, "--format", "json"], input: file(style: style))
    #expect(result.status == 0, "\(result.standardError)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  static let cases: [(style: String?, ios: String, followsContent: Bool)] = [
    (nil, "17", true), (nil, "26", true), ("default", "27", true), (nil, "16", false),
    ("lightContent", "26", false), ("darkContent", "17", false),
  ]

  @Test("the JSON's contentNote and the text's status bar line", arguments: cases)
  func adaptation(_ item: (style: String?, ios: String, followsContent: Bool)) throws {
    let object = try Self.json("layout", style: item.style, ios: item.ios)
    let bar = try #require(object["statusBar"] as? [String: Any])
    let note = bar["contentNote"] as? String
    #expect((note?.contains("R37") ?? false) == item.followsContent)
    let text = try BinaryRunner.run(
      ["layout", "-", "--ios", item.ios], input: Self.file(style: item.style))
    let line = text.standardOutput.split(separator: "\n").first { $0.hasPrefix("Status bar:") }
    #expect(line?.contains("what the content under it calls for, R37") == item.followsContent)
    if item.followsContent {
      // The traits' value is the fallback: light content in a dark appearance.
      #expect(line?.contains("else light content from the traits") == true)
    }
  }

  @Test("screens says it of each screen too", arguments: cases)
  func screens(_ item: (style: String?, ios: String, followsContent: Bool)) throws {
    let object = try Self.json("screens", style: item.style, ios: item.ios)
    let screens = try #require(object["screens"] as? [[String: Any]])
    #expect(screens.map { $0["followsContent"] as? Bool } == [item.followsContent])
  }
}
