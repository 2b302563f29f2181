import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

@testable import StyleRuleScan

/// The scan with its non-Swift readers: projects and targets, Info.plist, storyboards.
@Suite struct ScanIntegrationTests {
  /// Scans `files` written in a temporary folder, with `target`.
  func scan(_ files: [String: String] = TwoTargetApp.files, target: String? = nil) throws
    -> ScanResult
  {
    let folder = try TwoTargetApp.write(files)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return AppScanner.scan(
      root: folder,
      options: ScanOptions(discovery: .standard, scannedPath: ".", workers: 2, target: target))
  }

  /// The rules text parses, with no error.
  func expectParses(_ text: String) throws {
    let loaded = try RulesFile.parse(SourceFile(path: "scan.rules", text: text))
    #expect(!loaded.warnings.contains { $0.severity == .error })
  }

  @Test func severalTargetsAndNoneNamedStopsWithTheList() throws {
    let result = try scan()
    let error = try #require(result.targetError)
    guard case .choiceNeeded(let targets) = error else {
      Issue.record("expected a choice, got \(error)")
      return
    }
    #expect(targets.map(\.name) == ["Shop", "Admin"])
    #expect(error.description.contains("Shop (Shop.xcodeproj), Admin (Shop.xcodeproj)"))
    #expect(error.description.contains("--target NAME"))
    #expect(result.rulesText.isEmpty)
    #expect(!result.readAnythingUsable)
    #expect(result.facts.files.map(\.relativePath) == ["Shop.xcodeproj/project.pbxproj"])
  }

  @Test(arguments: [("Shpo", "Shop"), ("admin", "Admin"), ("Kiosk", nil)])
  func anUnknownTargetIsAnErrorWithTheClosestName(requested: String, suggestion: String?) throws {
    let result = try scan(target: requested)
    guard case .unknownTarget(let name, let targets, let closest)? = result.targetError else {
      Issue.record("expected an unknown target, got \(String(describing: result.targetError))")
      return
    }
    #expect(name == requested)
    #expect(targets.count == 2)
    #expect(closest == suggestion)
    #expect(
      result.targetError?.description.contains("did you mean '\(suggestion ?? "")'")
        == (suggestion != nil))
  }

  @Test func theTargetsObjectiveCFilesAndTheHeadersBesideThemAreRead() throws {
    var files = TwoTargetApp.files
    files["Shop.xcodeproj/project.pbxproj"] = TwoTargetApp.project
      .replacingOccurrences(
        of: "\t\tB1 = {isa = PBXBuildFile; fileRef = F1; };",
        with: """
          \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
          \t\tF4 = {isa = PBXFileReference; path = Legacy.m; sourceTree = "<group>"; };
          \t\tB4 = {isa = PBXBuildFile; fileRef = F4; };
          """
      )
      .replacingOccurrences(of: "children = (F1, F2);", with: "children = (F1, F2, F4);")
      .replacingOccurrences(
        of: "P1 = {isa = PBXSourcesBuildPhase; files = (B1); };",
        with: "P1 = {isa = PBXSourcesBuildPhase; files = (B1, B4); };")
    files["Shop/Legacy.h"] = "@interface LegacyViewController : UIViewController\n@end\n"
    files["Shop/Legacy.m"] = """
      @implementation LegacyViewController
      - (BOOL)prefersStatusBarHidden { return YES; }
      @end
      """
    files["Admin/Other.h"] = "@interface OtherViewController : UIViewController\n@end\n"
    let result = try scan(files, target: "Shop")
    #expect(result.targetError == nil)
    let read = result.facts.files.map(\.relativePath)
    #expect(read.contains("Shop/Legacy.m") && read.contains("Shop/Legacy.h"))
    #expect(!read.contains("Admin/Other.h"))
    #expect(
      result.rulesText.contains(
        "class LegacyViewController: UIViewController @ \"Shop/Legacy.h:1:12\" {\n  prefersStatusBarHidden = true @ \"Shop/Legacy.m:2:1\""
      ), "\(result.rulesText)")
    #expect(!result.rulesText.contains("OtherViewController"))
  }

  @Test func theChosenTargetsFilesAloneAreRead() throws {
    let result = try scan(target: "Shop")
    #expect(result.targetError == nil)
    #expect(result.facts.target?.name == "Shop")
    #expect(
      result.facts.files.map(\.relativePath) == [
        "Shop.xcodeproj/project.pbxproj", "Shop/HomeViewController.swift", "Shop/Info.plist",
        "Shop/Main.storyboard",
      ])
    #expect(
      result.summary.filesRead == [.xcodeProject: 1, .swift: 1, .propertyList: 1, .storyboard: 1])
    #expect(result.summary.filesOutsideTarget == 1)
    #expect(result.facts.classes.map(\.name) == ["HomeViewController", "PagerController"])
    #expect(!result.rulesText.contains("AdminViewController"))

    let admin = try scan(target: "Admin")
    #expect(admin.facts.classes.map(\.name) == ["AdminViewController"])
    #expect(admin.facts.windows.isEmpty)
  }

  @Test func infoPlistKeysAreWrittenWithTheirOrigins() throws {
    let result = try scan(target: "Shop")
    let plistLine = try #require(
      TwoTargetApp.line(of: "UIStatusBarStyle", in: TwoTargetApp.infoPlist))
    let hiddenLine = try #require(
      TwoTargetApp.line(of: "INFOPLIST_KEY_UIStatusBarHidden", in: TwoTargetApp.project))
    let ignoredLine = try #require(
      TwoTargetApp.line(
        of: "INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance", in: TwoTargetApp.project))
    let text = result.rulesText
    #expect(
      text.contains(
        "plist UIStatusBarStyle = \"UIStatusBarStyleLightContent\" @ \"Shop/Info.plist:\(plistLine):"
      ))
    #expect(
      text.contains(
        "plist UIStatusBarHidden = YES @ \"Shop.xcodeproj/project.pbxproj:\(hiddenLine):"))
    // Xcode does not generate this key: no plist line, a note where the setting is.
    #expect(!text.contains("plist UIViewControllerBasedStatusBarAppearance"))
    let note = try #require(
      result.facts.notes.first { $0.what.contains("UIViewControllerBasedStatusBarAppearance") })
    #expect(note.what.contains("has no effect: Xcode does not generate"))
    #expect(note.origin?.path == "Shop.xcodeproj/project.pbxproj")
    #expect(note.origin?.line == ignoredLine)
    #expect(result.summary.notes.contains(note))
    #expect(text.contains("# note: Shop.xcodeproj/project.pbxproj:\(ignoredLine):"))
    try expectParses(text)
  }

  @Test func theLaunchStoryboardGivesTheWindowAndItsSeguesTheScenario() throws {
    let result = try scan(target: "Shop")
    let storyboard = TwoTargetApp.storyboard
    func line(_ needle: String) -> Int { TwoTargetApp.line(of: needle, in: storyboard) ?? 0 }
    let mainLine = TwoTargetApp.line(of: "UIMainStoryboardFile", in: TwoTargetApp.infoPlist) ?? 0
    let text = result.rulesText
    let expected = [
      "window Main @ \"Shop/Info.plist:\(mainLine):",
      "  Navigation: UINavigationController @ \"Shop/Main.storyboard:\(line("<navigationController")):",
      "    isNavigationBarHidden = true @ \"Shop/Main.storyboard:\(line("<navigationController")):",
      "    navigationBar.barStyle = black @ \"Shop/Main.storyboard:\(line("<navigationBar ")):",
      "    Home: HomeViewController @ \"Shop/Main.storyboard:\(line("customClass=\"HomeViewController\"")):",
      "scenario {",
      "  Navigation pushes Detail: PagerController @ \"Shop/Main.storyboard:\(line("id=\"g1\"")):",
      "  Navigation pops",
      "  Home presents Screen: UIViewController @ \"Shop/Main.storyboard:\(line("id=\"g2\"")):",
      "    modalPresentationStyle = overFullScreen @ \"Shop/Main.storyboard:\(line("id=\"g2\"")):",
      "  Screen presents Home2: HomeViewController @ \"Shop/Main.storyboard:\(line("id=\"g3\"")):",
      "  dismiss Home2",
      "  dismiss Screen",
    ]
    var searchStart = text.startIndex
    for fragment in expected {
      guard let range = text.range(of: fragment, range: searchStart..<text.endIndex) else {
        Issue.record("missing, or out of order: \(fragment)\n\(text)")
        return
      }
      searchStart = range.upperBound
    }
    // The customClass no Swift file declares is written opaque over the element's class.
    #expect(
      text.contains("class PagerController: opaque UIViewController @ \"Shop/Main.storyboard:"))
    let detailLine = storyboard.split(separator: "\n")[line("id=\"detail\"") - 1]
    let detailColumn = detailLine.prefix { $0 == " " }.count + 1
    #expect(
      result.facts.storyboardControllers == [
        StoryboardControllerFact(
          storyboard: "Main", identifier: "Detail", className: "PagerController",
          origin: SourceOrigin(
            path: "Shop/Main.storyboard", line: line("id=\"detail\""), column: detailColumn))
      ])
    #expect(result.summary.windows == 1)
    #expect(result.summary.presentations == 3)
    try expectParses(text)
    // The first screen is the navigation controller's: the transitions are not applied to it.
    let loaded = try RulesFile.parse(SourceFile(path: "scan.rules", text: text))
    #expect(loaded.model.windows.count == 1)
  }

  /// The line of `needle` in a scene delegate's text, as `Shop/SceneDelegate.swift:LINE`.
  static func delegateLine(_ needle: String, in text: String) -> String {
    "Shop/SceneDelegate.swift:\(TwoTargetApp.line(of: needle, in: text) ?? 0)"
  }

  /// The two-target app with one more Swift file in the Shop target.
  static func shopFiles(adding path: String, _ text: String) -> [String: String] {
    var files = TwoTargetApp.files
    files["Shop/" + path] = text
    files["Shop.xcodeproj/project.pbxproj"] = TwoTargetApp.project
      .replacingOccurrences(
        of: "\t\tB1 = {",
        with: "\t\tF4 = {isa = PBXFileReference; path = \(path); sourceTree = \"<group>\"; };\n"
          + "\t\tB4 = {isa = PBXBuildFile; fileRef = F4; };\n\t\tB1 = {"
      )
      .replacingOccurrences(of: "children = (F1, F2)", with: "children = (F1, F2, F4)")
      .replacingOccurrences(of: "files = (B1)", with: "files = (B1, B4)")
    return files
  }

  static let sceneDelegateStart = """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      var coordinator: Coordinator?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }

    """

  @Test func aWindowTheCodeCreatesAtLaunchReplacesTheStoryboardsEvenWithAnUnknownRoot() throws {
    let delegate =
      Self.sceneDelegateStart + """
            let window = UIWindow(windowScene: scene)
            self.window = window
            coordinator?.start()
            window.makeKeyAndVisible()
          }
        }
        """
    let result = try scan(
      Self.shopFiles(adding: "SceneDelegate.swift", delegate), target: "Shop")
    // The scene delegate's window, where the code creates it, in place of the storyboard's:
    // its root is not known (the coordinator sets it), so it is `unknown`, written where the
    // window is made.
    let created = Self.delegateLine("UIWindow(windowScene: scene)", in: delegate)
    #expect(
      try ScannedHierarchy.outline(of: result.rulesText) == [
        "scene Scene @ \(created)",
        "  window Main @ \(created)",
        "    Root: unknown @ \(created)",
      ], "\(result.rulesText)")
    #expect(result.facts.notes.contains { $0.what.contains("the code replaces the root") })
  }

  @Test func anOverlayWindowAtLaunchIsWrittenBesideTheStoryboardsWindow() throws {
    let delegate =
      Self.sceneDelegateStart + """
            let banner = UIWindow(windowScene: scene)
            banner.windowLevel = .alert
            banner.rootViewController = HomeViewController()
            banner.isHidden = false
          }
        }
        """
    let result = try scan(
      Self.shopFiles(adding: "SceneDelegate.swift", delegate), target: "Shop")
    let text = result.rulesText
    // The scene holds the storyboard's window, and beside it the banner with its own home
    // screen: the third controller of that class, after the storyboard's home screen and the
    // one its sheet presents again in the scenario, so `Home3`.
    let created = Self.delegateLine("UIWindow(windowScene: scene)", in: delegate)
    #expect(
      try ScannedHierarchy.outline(of: text)
        == ["scene Scene @ \(created)"] + TwoTargetApp.storyboardWindowOutline(depth: 1) + [
          "  window Banner @ \(created)",
          "    Home3: HomeViewController @ "
            + Self.delegateLine("banner.rootViewController", in: delegate),
        ], "\(text)")
    try expectParses(text)
  }

  @Test func aStoryboardScenesClassAddsTheChildrenItsViewDidLoadAdds() throws {
    var files = TwoTargetApp.files
    let home = """
      import UIKit

      class HomeViewController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
        override func viewDidLoad() {
          super.viewDidLoad()
          let banner = BannerViewController()
          addChild(banner)
          view.addSubview(banner.view)
          banner.didMove(toParent: self)
        }
      }
      class BannerViewController: UIViewController {}
      class EditorViewController: UIViewController {
        init(banner: BannerViewController) {
          super.init(nibName: nil, bundle: nil)
          addChild(banner)
        }
      }

      """
    files["Shop/HomeViewController.swift"] = home
    let result = try scan(files, target: "Shop")
    // The storyboard makes the home screen; its `viewDidLoad()` runs for that instance and
    // adds the banner, after the children the storyboard gives it (none).
    let added =
      "Shop/HomeViewController.swift:\(TwoTargetApp.line(of: "= BannerViewController()", in: home) ?? 0)"
    #expect(
      try ScannedHierarchy.outline(of: result.rulesText)
        == TwoTargetApp.storyboardWindowOutline(depth: 0) + [
          "      Banner: BannerViewController @ \(added)"
        ], "\(result.rulesText)")
    try expectParses(result.rulesText)
  }

  @Test func aDelegateThatOnlyConfiguresTheStoryboardsWindowKeepsIt() throws {
    let result = try scan(
      Self.shopFiles(
        adding: "SceneDelegate.swift",
        Self.sceneDelegateStart + """
              window?.tintColor = .systemPink
              window?.overrideUserInterfaceStyle = .dark
              window?.makeKeyAndVisible()
            }
            func signedOut() { window?.rootViewController = SignInViewController() }
          }
          """),
      target: "Shop")
    let text = result.rulesText
    // The storyboard's window alone, with the appearance the delegate gives it.
    #expect(
      try ScannedHierarchy.outline(of: text) == TwoTargetApp.storyboardWindowOutline(depth: 0),
      "\(text)")
    let loaded = try RulesFile.parse(SourceFile(path: "scan.rules", text: text))
    let appearance = try #require(loaded.model.windows.first?.overrideUserInterfaceStyle)
    #expect(appearance.value == .dark)
    let origin = loaded.model.source.origins.origin(of: appearance.range)
    #expect(origin?.path == "Shop/SceneDelegate.swift" && origin?.line == 7)
    #expect(
      result.facts.notes.contains {
        $0.what.contains("window `window` is only configured")
          && $0.what.contains("the window the storyboard Main fills")
      }, "\(result.facts.notes)")
    #expect(
      result.facts.undetermined.contains {
        $0.what.contains("window `window` is given") && $0.what.contains("signedOut()")
      }, "\(result.facts.undetermined)")
    try expectParses(text)
  }

  @Test func withoutAProjectTheOneApplicationInfoPlistIsRead() throws {
    var files = TwoTargetApp.files
    files["Shop.xcodeproj/project.pbxproj"] = nil
    files["Widget/Info.plist"] =
      "<?xml version=\"1.0\"?><plist><dict><key>NSExtension</key><dict/></dict></plist>\n"
    let result = try scan(files)
    #expect(result.targetError == nil)
    #expect(result.facts.target == nil)
    // The app's Info.plist has no scene manifest and no code adopts scenes (R41).
    #expect(
      result.facts.plistEntries.map { "\($0.key) = \($0.value)" }
        == ["UIStatusBarStyle = UIStatusBarStyleLightContent", "UIApplicationSceneManifest = NO"])
    #expect(result.facts.windows.first?.root?.name == "Navigation")
    // Both Swift files are read, as no project says whose they are.
    #expect(result.facts.classes.map(\.name).contains("AdminViewController"))
    #expect(result.summary.filesRead[.propertyList] == 2)
    try expectParses(result.rulesText)
  }

  @Test func withoutAProjectTwoApplicationInfoPlistsAreNamedAndNoneIsChosen() throws {
    var files = TwoTargetApp.files
    files["Shop.xcodeproj/project.pbxproj"] = nil
    files["Admin/Info.plist"] = TwoTargetApp.infoPlist
    let result = try scan(files)
    #expect(result.facts.plistEntries.isEmpty)
    #expect(result.facts.windows.isEmpty)
    let item = try #require(
      result.summary.undetermined.first { $0.what.contains("Info.plist files") })
    #expect(item.what.contains("Admin/Info.plist, Shop/Info.plist"))
    try expectParses(result.rulesText)
  }

  @Test func aMalformedStoryboardIsReportedOnceAndTheScanGoesOn() throws {
    var files = TwoTargetApp.files
    files["Shop/Main.storyboard"] = "<document initialViewController=\"x\"><scenes><scene>"
    let result = try scan(files, target: "Shop")
    let problems = result.problems.filter { $0.path == "Shop/Main.storyboard" }
    #expect(problems.count == 1)
    #expect(result.facts.windows.isEmpty)
    #expect(result.facts.classes.map(\.name) == ["HomeViewController"])
    try expectParses(result.rulesText)
  }
}
