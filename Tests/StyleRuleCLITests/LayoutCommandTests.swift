import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// `stylerule layout`, end to end through the binary.
@Suite("stylerule layout")
struct LayoutCommandTests {
  /// The goldens: each file and options, and the golden's name under `Tests/Goldens/layout`.
  static let goldens: [(arguments: [String], golden: String)] = [
    (["Rules/cases/case-6-2.rules"], "case-6-2.txt"),
    (["Rules/cases/case-6-2.rules", "--format", "json"], "case-6-2.json"),
    (["Rules/examples/modal-sheet.rules"], "modal-sheet.txt"),
    (["Rules/examples/modal-sheet.rules", "--format", "json"], "modal-sheet.json"),
    (["Rules/tn3105/tab-bar.rules", "--ios", "10", "--device", "iphone-6s"], "tab-bar-ios10.txt"),
    (
      ["Rules/tn3105/tab-bar.rules", "--ios", "10", "--device", "iphone-6s", "--format", "json"],
      "tab-bar-ios10.json"
    ),
    (
      ["Rules/cases/case-6-2.rules", "--ios", "6,7,11,17", "--device", "iphone-home-button"],
      "case-6-2-versions.txt"
    ),
    (
      ["Rules/examples/hidden-navigation.rules", "--at", "2", "--controller", "Photo", "--why"],
      "hidden-navigation-why.txt"
    ),
    (
      ["Rules/tn3105/tab-bar.rules", "--ios", "10", "--device", "iphone-6s", "--format", "svg"],
      "tab-bar-ios10.svg"
    ),
    (
      [
        "Rules/cases/case-6-2.rules", "--ios", "6,7", "--device", "iphone-home-button", "--format",
        "svg",
      ],
      "case-6-2-ios6-ios7.svg"
    ),
  ]

  @Test("text, JSON and SVG match the goldens", arguments: goldens.indices)
  func golden(_ index: Int) throws {
    let (arguments, golden) = Self.goldens[index]
    let result = try BinaryRunner.run(["layout"] + arguments + ["--color", "never"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    if let failure = Golden.check(result.standardOutput, against: "layout/\(golden)").failure {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test("the JSON has the issue's names, frames as x/y/width/height, and parses")
  func jsonShape() throws {
    let result = try BinaryRunner.run(
      [
        "layout", "Rules/tn3105/tab-bar.rules", "--ios", "11", "--device", "iphone-x", "--format",
        "json",
      ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let environment = try #require(object["environment"] as? [String: Any])
    #expect(environment["ios"] as? String == "11")
    #expect(environment["device"] as? String == "iphone-x")
    #expect((environment["screen"] as? [String: Any])?["height"] as? Int == 812)
    let statusBar = try #require(object["statusBar"] as? [String: Any])
    #expect(Set(["frame", "hidden", "overlapsApp", "style"]).isSubset(of: statusBar.keys))
    let controllers = try #require(object["controllers"] as? [[String: Any]])
    let settings = try #require(controllers.first { $0["name"] as? String == "Settings" })
    for key in [
      "name", "class", "viewFrame", "safeAreaInsets", "topLayoutGuide", "bottomLayoutGuide",
      "navigationBar", "tabBar", "toolbar", "scrollView", "rules", "uncertain",
    ] {
      #expect(settings.keys.contains(key), "\(key)")
    }
    #expect(settings["topLayoutGuide"] is NSNull)
    let safe = try #require(settings["safeAreaInsets"] as? [String: Any])
    #expect(safe["top"] as? Int == 44)
    #expect(safe["bottom"] as? Int == 83)
    let tabs = try #require(controllers.first { $0["name"] as? String == "Tabs" })
    let tabBar = try #require((tabs["tabBar"] as? [String: Any])?["frame"] as? [String: Any])
    #expect(Set(tabBar.keys) == ["x", "y", "width", "height"])
    #expect(tabBar["height"] as? Int == 83)
  }

  @Test("iOS 6: the application frame of a 3.5-inch phone is (0, 20, 320, 460)")
  func ios6() throws {
    let result = try BinaryRunner.run(
      ["layout", "-", "--ios", "6", "--device", "iphone-4s", "--format", "json"],
      input: Data("window { Root: UIViewController }\n".utf8))
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let root = try #require((object["controllers"] as? [[String: Any]])?.first)
    let frame = try #require(root["viewFrame"] as? [String: Any])
    #expect(frame["y"] as? Int == 20)
    #expect(frame["height"] as? Int == 460)
    #expect((object["statusBar"] as? [String: Any])?["overlapsApp"] as? Bool == false)
  }

  @Test(
    "bad input exits 2 with a located error and nothing on stdout",
    arguments: [
      (["--controller", "Setings"], "no controller named 'Setings'; did you mean 'Settings'?"),
      (
        ["--controller", "Photos"],
        "'Photos' is not on screen in this state: 'Tabs', 'Settings' are"
      ),
      (["--ios", "6", "--device", "iphone-x"], "impossible environment"),
      (["--ios", "6", "--device", "iphone-face-id"], "impossible environment"),
      (["--at", "9"], "--at 9: there is no step 9"),
    ])
  func badInput(_ arguments: [String], message: String) throws {
    let result = try BinaryRunner.run(["layout", "Rules/tn3105/tab-bar.rules"] + arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }

  @Test("a malformed file is a located error, exit 2, nothing on stdout")
  func malformed() throws {
    let result = try BinaryRunner.run(
      ["layout", "-"], input: Data("window { A: UIViewControler }\n".utf8))
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("<stdin>:1:"))
    #expect(result.standardError.contains("did you mean"))
  }

  @Test(
    "usage errors exit 64",
    arguments: [["--ios", "5"], ["--ios", "6,7", "--why"], ["--format", "sarif"]])
  func usage(_ arguments: [String]) throws {
    let result = try BinaryRunner.run(["layout", "Rules/tn3105/tab-bar.rules"] + arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
  }

  @Test(
    "the hostile corpus: valid files lay out, the others exit 2 with nothing on stdout",
    arguments: HostileCorpusTests.files)
  func hostile(_ name: String) throws {
    let started = Date()
    let result = try BinaryRunner.run(["layout", HostileCorpusTests.directory + "/" + name])
    #expect(Date().timeIntervalSince(started) < 20, "\(name) took too long")
    if name.hasPrefix("valid-") {
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput.hasPrefix("Layout: "))
    } else {
      #expect(result.status == 2)
      #expect(result.standardOutput.isEmpty)
    }
  }
}
