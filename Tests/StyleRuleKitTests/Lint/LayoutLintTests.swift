import StyleRuleTestSupport
import Testing

@testable import StyleRuleKit

/// The layout checks read the layout engine's numbers: what they report follows the device,
/// the version and the bars, and they are silent where the engine's answer does not support
/// them.
@Suite("Lint, layout checks")
struct LayoutLintTests {
  private func findings(_ text: String, _ check: String, overrides: EnvironmentLayers = .init())
    throws -> [LintFinding]
  {
    let model = try RulesFixtures.parse(text).model
    return Linter.lint(model, overrides: overrides).filter { $0.check == check }
  }

  static let feed = """
    environment ios 17, device iphone-15
    class Feed: UITableViewController { tableView.contentInsetAdjustmentBehavior = never }
    window {
      Tabs: UITabBarController {
        NC: UINavigationController { Home: Feed }
      }
    }
    """

  @Test(
    "content-under-bar gives the engine's numbers for the device and version",
    arguments: [
      // iPhone 15 (Dynamic Island): bar to 97.667, tab bar 83 tall from 769.
      ("iphone-15", "17", "starts at y 0, 97.667 points under", "from y 769"),
      // iPhone X: bar to 88, tab bar from 729.
      ("iphone-x", "11", "starts at y 0, 88 points under", "from y 729"),
    ])
  func contentUnderBarNumbers(
    device: String, ios: String, top: String, bottom: String
  ) throws {
    let text = Self.feed.replacingOccurrences(
      of: "ios 17, device iphone-15", with: "ios \(ios), device \(device)")
    let found = try findings(text, "content-under-bar")
    #expect(found.count == 1)
    let message = try #require(found.first?.message)
    #expect(message.contains(top), "\(message)")
    #expect(message.contains(bottom), "\(message)")
    #expect(message.contains("(class Feed)"))
    #expect(found.first?.notes.count == 2)
  }

  @Test(
    "where a device inset is not known, content-under-bar still warns, its numbers written ?",
    arguments: [
      // iOS 27: no inset measured (Q25); iOS 26 on an iPad: the status bar's height (Q19)
      // and what the top tab bar adds (Q21) are not known, the bottom inset is (L15).
      ("iphone-17-pro", "27", "starts at y 0, ? points under", "Q25"),
      ("iphone-17-pro", "26", "starts at y 0, 116 points under", nil),
    ])
  func contentUnderBarWithStandIns(
    device: String, ios: String, top: String, question: String?
  ) throws {
    let text = Self.feed.replacingOccurrences(
      of: "ios 17, device iphone-15", with: "ios \(ios), device \(device)")
    let found = try findings(text, "content-under-bar")
    #expect(found.count == 1)
    let message = try #require(found.first?.message)
    #expect(message.contains(top), "\(message)")
    if let question {
      #expect(message.contains("? = not known: ") && message.contains("(\(question))"))
      #expect(found.first?.fix.contains("--top <y>") == true)
    } else {
      #expect(!message.contains("?"), "\(message)")
    }
  }

  @Test(
    "a sentence said under several stand-ins: differing numbers become ?, other words drop it",
    arguments: [
      (["starts at y 152.333);", "starts at y 112.333);"], "starts at y ?);"),
      (["top 62, bottom 34", "top 62, bottom 34"], "top 62, bottom 34"),
      (["under the navigation bar", "under the tab bar"], nil),
      (["one two", "one two three"], nil),
    ] as [([String], String?)])
  func unknownWords(_ sentences: [String], _ merged: String?) {
    #expect(UnknownWords.merge(sentences) == merged)
  }

  @Test(
    "content-under-bar on iOS 7–10 reads automaticallyAdjustsScrollViewInsets, not the behavior")
  func contentUnderBarBeforeIOS11() throws {
    let text = """
      environment ios 9, device iphone-6s
      window {
        NC: UINavigationController {
          Home: UITableViewController { automaticallyAdjustsScrollViewInsets = false }
        }
      }
      """
    let found = try findings(text, "content-under-bar")
    #expect(found.map(\.message).first?.contains("64 points under") == true)
    #expect(found.first?.rules.contains("L6.1") == true)
    #expect(found.first?.fix.contains("--top 64") == true)
  }

  @Test("content-under-bar is silent in a custom container on iOS 10, where nothing adjusts")
  func contentUnderBarCustomContainer() throws {
    let text = """
      environment ios 10, device iphone-6s
      window {
        NC: UINavigationController {
          Container: UIViewController {
            Home: UITableViewController { automaticallyAdjustsScrollViewInsets = false }
          }
        }
      }
      """
    #expect(try findings(text, "content-under-bar").isEmpty)
  }

  @Test("a property shared by a class is reported once, at the class")
  func reportedOncePerPlace() throws {
    let text = """
      environment ios 17, device iphone-15
      class Feed: UITableViewController { tableView.contentInsetAdjustmentBehavior = never }
      window {
        Tabs: UITabBarController {
          selectedIndex = 0
          A: UINavigationController { Home: Feed }
          B: UINavigationController { Other: Feed }
        }
      }
      """
    #expect(try findings(text, "content-under-bar").count == 1)
  }

  @Test(
    "the layout checks follow the version: the flag stops the adjustment on iOS 10, not from 11")
  func followsVersion() throws {
    let text = """
      environment ios 16, device iphone-8
      class Feed: UITableViewController { automaticallyAdjustsScrollViewInsets = false }
      window { NC: UINavigationController { Home: Feed } }
      """
    #expect(try findings(text, "scroll-insets-flag-ignored").count == 1)
    #expect(try findings(text, "content-under-bar").isEmpty)
    let on11 = EnvironmentLayers(options: EnvironmentSettings(ios: OSVersion(11)))
    #expect(try findings(text, "scroll-insets-flag-ignored", overrides: on11).count == 1)
    let text10 = text.replacingOccurrences(of: "ios 16, device iphone-8", with: "ios 10")
    #expect(try findings(text10, "scroll-insets-flag-ignored").isEmpty)
    #expect(try findings(text10, "content-under-bar").count == 1)
  }

  @Test("wantsFullScreenLayout is reported from iOS 7, not on iOS 6 where it moves the root")
  func fullScreenLayout() throws {
    let text = """
      environment ios 6, device iphone-5
      window { Root: UIViewController { wantsFullScreenLayout = true } }
      """
    #expect(try findings(text, "full-screen-layout-ignored").isEmpty)
    let on7 = try findings(
      text, "full-screen-layout-ignored",
      overrides: EnvironmentLayers(options: EnvironmentSettings(ios: OSVersion(7))))
    #expect(on7.count == 1)
    #expect(on7.first?.rules == ["L1.2", "L2.1"])
  }

  @Test("extendedLayout on a navigation controller inside a custom container is reported")
  func extendedLayoutInCustomContainer() throws {
    let text = """
      environment ios 17
      window {
        Root: UIViewController {
          NC: UINavigationController {
            edgesForExtendedLayout = none
            Home: UIViewController
          }
        }
      }
      """
    let found = try findings(text, "extended-layout-ignored")
    #expect(found.count == 1)
    #expect(found.first?.message.contains("child ('Home')") == true)
    #expect(found.first?.rules.contains("L4.5") == false)
  }

  @Test("a large title in a compact height does not show, and is not reported")
  func largeTitleLandscape() throws {
    let text = """
      environment ios 17, device iphone-15, orientation landscape
      window {
        NC: UINavigationController {
          navigationBar.prefersLargeTitles = true
          Settings: UIViewController
        }
      }
      """
    #expect(try findings(text, "large-title-without-scroll-view").isEmpty)
    let portrait = text.replacingOccurrences(of: ", orientation landscape", with: "")
    let found = try findings(portrait, "large-title-without-scroll-view")
    #expect(found.first?.message.contains("stays 96 points tall (to y 149.667)") == true)
  }

  @Test("a bar hidden under some dynamic values reports only under the others")
  func dynamicBar() throws {
    let text = """
      environment ios 17, device iphone-15
      window {
        NC: UINavigationController {
          isNavigationBarHidden = dynamic(false, true)
          Home: UITableViewController { tableView.contentInsetAdjustmentBehavior = never }
        }
      }
      """
    let found = try findings(text, "content-under-bar")
    #expect(found.count == 1)
    #expect(found.first?.message.hasSuffix("(only when NC.isNavigationBarHidden = false)") == true)
  }

  @Test("a scanned file's finding is placed at the property's origin, with the rules line")
  func atOrigin() throws {
    let text = """
      scanned "."
      environment ios 17, device iphone-15
      class FeedViewController: UITableViewController @ "App/Feed.swift:3:7" {
        tableView.contentInsetAdjustmentBehavior = never @ "App/Feed.swift:6:5"
      }
      window Main @ "App/SceneDelegate.swift:9:5" {
        Nav: UINavigationController @ "App/SceneDelegate.swift:10:15" {
          Feed: FeedViewController @ "App/SceneDelegate.swift:10:60"
        }
      }
      """
    let loaded = try RulesFile.parse(SourceFile(path: "scan.rules", text: text))
    let findings = Linter.lint(loaded.model).filter { $0.check == "content-under-bar" }
    #expect(findings.count == 1)
    let report = LintReport(files: [
      LintedFile(source: loaded.model.source, findings: findings, warnings: loaded.warnings)
    ])
    let xcode = LintXcodeRenderer().render(report).split(separator: "\n")
    #expect(xcode.first?.hasPrefix("App/Feed.swift:6:5: warning: 'Feed' sets") == true)
    #expect(xcode.contains("scan.rules:4:3: note: the scanned rules file states it here"))
    // The note about the bar's controller is at its origin too.
    #expect(xcode.contains { $0.hasPrefix("App/SceneDelegate.swift:10:15: note: the translucent") })
  }

  @Test("an iPad on iOS 6 is an iPad 2, laid out below its opaque bar, and lint finds nothing")
  func iPadOnIOS6() throws {
    let text = """
      environment ios 6, device ipad
      window { NC: UINavigationController { Root: UIViewController { wantsFullScreenLayout = false } } }
      """
    let model = try RulesFixtures.parse(text).model
    let layout = try LayoutEngine(model: model).layout()
    #expect(layout.environment.model == .ipad2)
    #expect(
      layout.controller(named: "NC")?.viewFrame.value
        == LayoutRect(x: 0, y: 20, width: 768, height: 1004))
    #expect(layout.controller(named: "Root")?.viewFrame.value.minY == 64)
    let layoutChecks = Set(
      Linter.catalogue.filter { $0.rules.allSatisfy { $0.rawValue.hasPrefix("L") } }.map(\.id))
    #expect(layoutChecks.count == 6)
    #expect(Linter.lint(model).filter { layoutChecks.contains($0.check) }.isEmpty)
  }
}
