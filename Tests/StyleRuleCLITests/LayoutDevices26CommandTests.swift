import Foundation
import StyleRuleTestSupport
import Testing

/// `stylerule layout` on the iOS 26 device files (`Rules/ios26/*-layout.rules`, the
/// redesign comparison and `Tests/Fixtures/Devices26`): text, JSON and SVG goldens under
/// `Tests/Goldens/layout/devices26`, and their numbers checked against T7, L12, L15, L16 and
/// L17 of the iOS 26 reference (typed here, not read from output).
@Suite("stylerule layout: the current devices on iOS 26 and 27")
struct LayoutDevices26CommandTests {
  /// The files under `Rules/ios26`, by golden name; the others are under
  /// `Tests/Fixtures/Devices26`.
  static let rulesFiles = [
    "iphone-17-pro-ios26": "Rules/ios26/iphone-17-pro-layout.rules",
    "ipad-ios26": "Rules/ios26/ipad-hidden-status-bar-layout.rules",
    "iphone-16-pro-redesign": "Rules/ios26/iphone-16-pro-redesign.rules",
  ]

  /// The path of a file by its golden name.
  static func path(_ name: String) -> String {
    rulesFiles[name] ?? "Tests/Fixtures/Devices26/\(name).rules"
  }

  /// The JSON layout of a file at a version.
  static func layout(_ name: String, ios: String) throws -> [String: Any] {
    let result = try BinaryRunner.run([
      "layout", path(name), "--format", "json", "--ios", ios,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  /// Each golden: the file, the arguments after it, and its name under `layout/devices26`;
  /// the redesign file also with iOS 18 and 26 side by side.
  static let goldens: [(file: String, arguments: [String], golden: String)] =
    [
      "iphone-17-pro-ios26", "ipad-ios26", "tab-bar-iphone-17-pro-new-design",
      "tab-bar-iphone-17-pro-compatibility", "tab-bar-ipad-new-design", "iphone-16-pro-redesign",
    ].flatMap { name in
      [("text", "txt"), ("json", "json"), ("svg", "svg")].map {
        (name, ["--format", $0.0], "\(name).\($0.1)")
      }
    } + [
      ("iphone-16-pro-redesign", ["--ios", "18,26"], "iphone-16-pro-redesign-ios18-ios26.txt"),
      (
        "iphone-16-pro-redesign", ["--ios", "18,26", "--format", "svg"],
        "iphone-16-pro-redesign-ios18-ios26.svg"
      ),
    ]

  @Test("text, JSON and SVG match the goldens", arguments: goldens.indices)
  func golden(_ index: Int) throws {
    let (file, arguments, golden) = Self.goldens[index]
    let result = try BinaryRunner.run(
      ["layout", Self.path(file)] + arguments + ["--color", "never"])
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
    // T7: the status bar's height is not known on iOS 26 (Q19): null, never T1's 54.
    let bar = try #require(on26["statusBar"] as? [String: Any])
    let frame = try #require(bar["frame"] as? [String: Any])
    #expect(frame["height"] is NSNull)
    #expect(frame["y"] as? Double == 0)
    #expect(!Self.statusBarDoubts(on26).contains("Q19"))
    let unknown26 = try #require(on26["unknown"] as? [String: Any])
    #expect(unknown26["question"] as? String == "Q19")
    let on27 = try Self.layout("iphone-17-pro-ios26", ios: "27")
    let (nc27, _) = try Self.controller(on27, "NC")
    #expect(nc27 == [-1, 0, -1, 0])
    let unknown = try #require(on27["unknown"] as? [String: Any])
    #expect(unknown["question"] as? String == "Q25")
    #expect((unknown["note"] as? String)?.contains("iOS 26: top 62, bottom 34") == true)
  }

  @Test("iPhone 16 Pro, iOS 18 against 26: the bar moves from T3's 56.333 to L12's 62, 54 tall")
  func redesign() throws {
    func navigationBar(_ layout: [String: Any]) throws -> [String: Double] {
      let controllers = try #require(layout["controllers"] as? [[String: Any]])
      let nc = try #require(controllers.first { $0["name"] as? String == "NC" })
      let bar = try #require(nc["navigationBar"] as? [String: Any])
      return try #require(bar["frame"] as? [String: Double])
    }
    let on18 = try Self.layout("iphone-16-pro-redesign", ios: "18")
    // T3: below the status bar of the 16 Pro, 44 tall; T2: 62/34.
    #expect(try navigationBar(on18) == ["x": 0, "y": 56.333, "width": 402, "height": 44])
    #expect(try Self.controller(on18, "Home").0 == [100.333, 0, 34, 0])
    let on26 = try Self.layout("iphone-16-pro-redesign", ios: "26")
    // L12: 54 tall at the top of the safe area, L17's 62; content from 62 + 54.
    #expect(try navigationBar(on26) == ["x": 0, "y": 62, "width": 402, "height": 54])
    #expect(try Self.controller(on26, "Home").0 == [116, 0, 34, 0])
    // T1 (assumed for the 16 Pro, Q4) on 18; not known on 26 (Q19).
    let bar18 = try #require((on18["statusBar"] as? [String: Any])?["frame"] as? [String: Any])
    #expect(bar18["height"] as? Double == 54)
    let bar26 = try #require((on26["statusBar"] as? [String: Any])?["frame"] as? [String: Any])
    #expect(bar26["height"] is NSNull)
  }

  @Test(
    "the SVG draws the new design's glass bar and an iPad's top tab bar; compatibility does not",
    arguments: [
      ("tab-bar-iphone-17-pro-new-design", true, false),
      ("tab-bar-ipad-new-design", true, true),
      ("tab-bar-iphone-17-pro-compatibility", false, false),
    ])
  func newDesignPicture(_ name: String, glass: Bool, topTabBar: Bool) throws {
    let result = try BinaryRunner.run(["layout", Self.path(name), "--format", "svg"])
    let svg = result.standardOutput
    #expect(svg.contains("class=\"navigation-bar-glass\"") == glass)
    #expect(svg.contains("class=\"navigation-bar\"") == !glass)
    #expect(svg.contains("class=\"tab-bar-top\"") == topTabBar)
    if topTabBar {
      // No number is written for a bar no source places (Q21).
      #expect(svg.contains("tab bar · place not known"))
      #expect(svg.contains("navigation bar 54 · y not known"))
    }
  }

  @Test("iPad (A16): 32/25 on iPadOS 26 with the status bar hidden (L15, L16, D18); 0/20 on 18")
  func ipad() throws {
    let (on26, doubts) = try Self.controller(Self.layout("ipad-ios26", ios: "26"), "Root")
    #expect(on26 == [32, 0, 25, 0])
    #expect(doubts == ["D18"])
    let (on18, _) = try Self.controller(Self.layout("ipad-ios26", ios: "18"), "Root")
    #expect(on18 == [0, 0, 20, 0])
  }

  /// The numbers of a controller's field that are `null` (not known) in the JSON.
  static func unknownFields(_ layout: [String: Any], _ name: String, _ field: String) throws
    -> [String]
  {
    let controllers = try #require(layout["controllers"] as? [[String: Any]])
    let controller = try #require(controllers.first { $0["name"] as? String == name })
    var object: Any? = controller
    for key in field.split(separator: ".") { object = (object as? [String: Any])?[String(key)] }
    let numbers = try #require(object as? [String: Any])
    return numbers.keys.filter { numbers[$0] is NSNull }.sorted()
  }

  @Test("tab bar, iPhone 17 Pro: new design 62/83 with the bar's frame not known (L13, Q21)")
  func tabBarIphone() throws {
    let layout = try Self.layout("tab-bar-iphone-17-pro-new-design", ios: "26")
    // L17's 62 at the top; L13: 34 + 49 at the bottom, though the bar floats.
    #expect(try Self.controller(layout, "Nav").0 == [62, 0, 83, 0])
    // L12: 54 at the safe top, so content starts at 116.
    #expect(try Self.controller(layout, "Home").0 == [116, 0, 83, 0])
    #expect(
      try Self.unknownFields(layout, "Tabs", "tabBar.frame") == ["height", "width", "x", "y"])
    let notKnown = try #require(layout["notKnown"] as? [[String: Any]])
    #expect(notKnown.allSatisfy { $0["question"] as? String == "Q21" })
  }

  @Test("tab bar, iPhone 17 Pro: compatibility mode keeps T4's 83 at the bottom and T3's bar")
  func tabBarCompatibility() throws {
    let layout = try Self.layout("tab-bar-iphone-17-pro-compatibility", ios: "26")
    let controllers = try #require(layout["controllers"] as? [[String: Any]])
    let tabs = try #require(controllers.first { $0["name"] as? String == "Tabs" })
    let bar = try #require((tabs["tabBar"] as? [String: Any])?["frame"] as? [String: Double])
    // T4: 49 plus the home indicator's 34 at the screen's bottom (874 tall).
    #expect(bar == ["x": 0, "y": 874 - 83, "width": 402, "height": 83])
    // N23's earlier-design bar: 56.333 (safe top 62 less 5 and 2 pixels), 44 tall.
    let nav = try #require(controllers.first { $0["name"] as? String == "Nav" })
    let navBar = try #require(
      (nav["navigationBar"] as? [String: Any])?["frame"] as? [String: Double])
    #expect(abs((navBar["y"] ?? 0) - (62 - 5 - 2.0 / 3)) < 0.001)
    #expect(navBar["height"] == 44)
    #expect(layout["notKnown"] == nil)
  }

  @Test("tab bar, iPad: L15's 32/25; under the top tab bar the top is not known (L13, R42)")
  func tabBarIpad() throws {
    let layout = try Self.layout("tab-bar-ipad-new-design", ios: "26")
    #expect(try Self.controller(layout, "Tabs").0 == [32, 0, 25, 0])
    #expect(try Self.controller(layout, "Nav").0 == [-1, 0, 25, 0])
    #expect(try Self.unknownFields(layout, "Nav", "navigationBar.frame") == ["y"])
    let notes = try #require(layout["notes"] as? [[String: Any]])
    #expect(notes.contains { $0["rule"] as? String == "R42" })
  }
}
