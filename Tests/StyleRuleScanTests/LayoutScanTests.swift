import Foundation
import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// The layout properties the scan reads: from a class's Swift code, from the settings of an
/// instance the hierarchy places, and from storyboard attributes; what it cannot state is
/// undetermined, located, never written.
@Suite struct LayoutScanTests {
  /// A statement in a controller class and what the scan must make of it.
  struct ClassCase: CustomTestStringConvertible, Sendable {
    /// The class's superclass.
    var superclass = "UIViewController"
    /// The method the statement is in (`viewDidLoad`, `init`, `loadView`, `viewWillAppear`,
    /// `later` for one whose settings do not count), or `var` for a member declaration.
    var method = "viewDidLoad"
    /// The statement (or the member declaration).
    let statement: String
    /// The member read.
    let member: ControllerMember
    /// The literal written, or nil when the member is not written.
    let written: String?
    /// Words of the undetermined item when it is one, nil when none is expected.
    var undetermined: String?

    var testDescription: String { "\(superclass) \(method): \(statement)" }

    /// The class's source.
    var source: String {
      let body: String
      switch method {
      case "var": body = "  \(statement)"
      case "init":
        body = """
            init() {
              super.init(nibName: nil, bundle: nil)
              \(statement)
            }
          """
      case "viewWillAppear":
        body = """
            override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              \(statement)
            }
          """
      default:
        body = """
            override func \(method)() {
              \(statement)
            }
          """
      }
      return "class Home: \(superclass) {\n\(body)\n}\n"
    }
  }

  static let classCases: [ClassCase] = [
    ClassCase(
      statement: "edgesForExtendedLayout = []", member: .property(.edgesForExtendedLayout),
      written: "none"),
    ClassCase(
      statement: "edgesForExtendedLayout = .all", member: .property(.edgesForExtendedLayout),
      written: "all"),
    ClassCase(
      statement: "self.edgesForExtendedLayout = .top", member: .property(.edgesForExtendedLayout),
      written: "top"),
    ClassCase(
      statement: "edgesForExtendedLayout = [.bottom, .top]",
      member: .property(.edgesForExtendedLayout),
      written: "[top, bottom]"),
    ClassCase(
      statement: "edgesForExtendedLayout = UIRectEdge([.left, .right, .top, .bottom])",
      member: .property(.edgesForExtendedLayout), written: "all"),
    ClassCase(
      statement: "edgesForExtendedLayout = UIRectEdge()",
      member: .property(.edgesForExtendedLayout),
      written: "none"),
    ClassCase(
      method: "var",
      statement: "override var edgesForExtendedLayout: UIRectEdge { get { [] } set {} }",
      member: .property(.edgesForExtendedLayout), written: "none"),
    ClassCase(
      statement: "edgesForExtendedLayout = isCompact ? [] : .all",
      member: .property(.edgesForExtendedLayout), written: nil, undetermined: "chosen at run time"),
    ClassCase(
      statement: "edgesForExtendedLayout = savedEdges", member: .property(.edgesForExtendedLayout),
      written: nil, undetermined: "`savedEdges` is not a edgesForExtendedLayout value"),
    ClassCase(
      method: "init", statement: "extendedLayoutIncludesOpaqueBars = true",
      member: .property(.extendedLayoutIncludesOpaqueBars), written: "true"),
    ClassCase(
      statement: "automaticallyAdjustsScrollViewInsets = false",
      member: .property(.automaticallyAdjustsScrollViewInsets), written: "false"),
    ClassCase(
      statement: "wantsFullScreenLayout = true", member: .property(.wantsFullScreenLayout),
      written: "true"),
    ClassCase(
      statement:
        "additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10.50, right: 0)",
      member: .property(.additionalSafeAreaInsets), written: "top 20, bottom 10.5"),
    ClassCase(
      statement: "additionalSafeAreaInsets = .zero", member: .property(.additionalSafeAreaInsets),
      written: "zero"),
    ClassCase(
      statement:
        "additionalSafeAreaInsets = UIEdgeInsets(top: inset, left: 0, bottom: 0, right: 0)",
      member: .property(.additionalSafeAreaInsets), written: nil,
      undetermined: "not a additionalSafeAreaInsets value"),
    ClassCase(
      statement:
        "additionalSafeAreaInsets = UIEdgeInsets(top: 0.125, left: 0, bottom: 0, right: 0)",
      member: .property(.additionalSafeAreaInsets), written: nil,
      undetermined: "not a additionalSafeAreaInsets value"),
    ClassCase(
      method: "viewWillAppear", statement: "navigationItem.largeTitleDisplayMode = .never",
      member: .property(.largeTitleDisplayMode), written: "never"),
    ClassCase(
      statement:
        "navigationItem.largeTitleDisplayMode = UINavigationItem.LargeTitleDisplayMode.always",
      member: .property(.largeTitleDisplayMode), written: "always"),
    ClassCase(
      method: "loadView", statement: "view = UITableView(frame: .zero, style: .plain)",
      member: .property(.view), written: "UITableView"),
    ClassCase(
      superclass: "UITableViewController", method: "loadView", statement: "view = UIScrollView()",
      member: .property(.view), written: nil, undetermined: "view only on a plain view controller"),
    ClassCase(
      superclass: "UITableViewController",
      statement: "tableView.contentInsetAdjustmentBehavior = .never",
      member: .property(.contentInsetAdjustmentBehavior), written: "never"),
    ClassCase(
      superclass: "UICollectionViewController",
      statement: "collectionView?.contentInsetAdjustmentBehavior = .scrollableAxes",
      member: .property(.contentInsetAdjustmentBehavior), written: "scrollableAxes"),
    ClassCase(
      statement: "tableView.contentInsetAdjustmentBehavior = .never",
      member: .property(.contentInsetAdjustmentBehavior), written: nil,
      undetermined: "a scroll view of the controller's own"),
    ClassCase(
      superclass: "UINavigationController", statement: "navigationBar.isTranslucent = false",
      member: .property(.navigationBarIsTranslucent), written: "false"),
    ClassCase(
      superclass: "UINavigationController", method: "init",
      statement: "self.navigationBar.prefersLargeTitles = true",
      member: .property(.prefersLargeTitles),
      written: "true"),
    ClassCase(
      superclass: "UINavigationController", statement: "isToolbarHidden = false",
      member: .property(.isToolbarHidden), written: "false"),
    ClassCase(
      superclass: "UINavigationController", statement: "setToolbarHidden(false, animated: true)",
      member: .property(.isToolbarHidden), written: "false"),
    ClassCase(
      superclass: "UINavigationController", statement: "hidesBarsWhenVerticallyCompact = true",
      member: .property(.hidesBarsWhenVerticallyCompact), written: "true"),
    ClassCase(
      superclass: "UITabBarController", statement: "tabBar.isTranslucent = false",
      member: .property(.tabBarIsTranslucent), written: "false"),
    ClassCase(
      statement: "navigationBar.isTranslucent = false",
      member: .property(.navigationBarIsTranslucent),
      written: nil, undetermined: "only on a UINavigationController"),
    ClassCase(
      statement: "navigationController?.navigationBar.prefersLargeTitles = true",
      member: .property(.prefersLargeTitles), written: nil,
      undetermined: "to true on its navigationController, which the scan attributes"),
    ClassCase(
      statement: "navigationController?.setToolbarHidden(false, animated: false)",
      member: .property(.isToolbarHidden), written: nil,
      undetermined: "to false on its navigationController, which the scan attributes"),
    ClassCase(
      method: "later", statement: "edgesForExtendedLayout = []",
      member: .property(.edgesForExtendedLayout),
      written: nil),
  ]

  @Test("a class's layout statement", arguments: classCases)
  func readsAClassStatement(_ testCase: ClassCase) throws {
    let result = AppScanner.scan(swiftSources: ["App/Home.swift": testCase.source])
    let home = try #require(result.facts.classes.first { $0.name == "Home" })
    let fact = home.members.first { $0.member == testCase.member }
    let line = "  \(testCase.member.rulesName) = "
    if let written = testCase.written {
      #expect(fact?.value == .literal(written))
      #expect(fact?.origin.path == "App/Home.swift")
      #expect(result.rulesText.contains("\(line)\(written) @ \"App/Home.swift:"))
    } else {
      #expect(!result.rulesText.contains(line), "\(result.rulesText)")
    }
    let items = result.facts.undetermined.filter {
      $0.what.hasPrefix("Home.\(testCase.member.rulesName):")
    }
    if let words = testCase.undetermined {
      #expect(items.count == 1, "\(result.facts.undetermined)")
      #expect(items.first?.what.contains(words) == true, "\(items)")
      #expect(items.first?.origin?.path == "App/Home.swift")
      #expect((items.first?.origin?.line ?? 0) > 1)
    } else {
      #expect(items.isEmpty, "\(items)")
    }
  }

  @Test func anExtensionOfANavigationControllerSetsItsBar() {
    let source = """
      extension UINavigationController {
        open override func viewDidLoad() {
          super.viewDidLoad()
          navigationBar.isTranslucent = false
        }
      }
      extension UIViewController {
        func configure() { self.tabBarController?.tabBar.isTranslucent = false }
      }
      """
    let result = AppScanner.scan(swiftSources: ["App/Bars.swift": source])
    #expect(result.facts.extensions.map(\.className) == ["UINavigationController"])
    #expect(
      result.rulesText.contains(
        "extension UINavigationController @ \"App/Bars.swift:1:11\" {\n  navigationBar.isTranslucent = false @ \"App/Bars.swift:4:5\""
      ), "\(result.rulesText)")
  }

  /// An app whose scene delegate builds a navigation controller with layout settings on its
  /// locals.
  static let sceneSource = """
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let home = UITableViewController()
        home.edgesForExtendedLayout = [.top]
        home.tableView.contentInsetAdjustmentBehavior = .never
        home.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 0)
        home.navigationBar.isTranslucent = false
        let nav = UINavigationController(rootViewController: home)
        nav.navigationBar.prefersLargeTitles = true
        nav.navigationBar.isTranslucent = isLegacy
        nav.tabBar.isTranslucent = false
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = nav
        window?.makeKeyAndVisible()
      }
    }
    """

  @Test func readsTheSettingsOfAPlacedInstance() throws {
    let result = AppScanner.scan(swiftSources: ["App/SceneDelegate.swift": Self.sceneSource])
    let text = result.rulesText
    let expected = """
          Navigation: UINavigationController @ "App/SceneDelegate.swift:10:15" {
            navigationBar.prefersLargeTitles = true @ "App/SceneDelegate.swift:11:5"
            Table: UITableViewController @ "App/SceneDelegate.swift:5:16" {
              edgesForExtendedLayout = top @ "App/SceneDelegate.swift:6:5"
              additionalSafeAreaInsets = bottom 8 @ "App/SceneDelegate.swift:8:5"
              scrollView.contentInsetAdjustmentBehavior = never @ "App/SceneDelegate.swift:7:5"
            }
          }
      """
    #expect(text.contains(expected), "\(text)")
    let undetermined = result.facts.undetermined.map { "\($0.origin?.line ?? 0): \($0.what)" }
    #expect(undetermined.contains { $0.hasPrefix("9: navigationBar.isTranslucent = false") })
    #expect(
      undetermined.contains { $0.hasPrefix("12: navigationBar.isTranslucent is set to `isLegacy`") }
    )
    #expect(undetermined.contains { $0.hasPrefix("13: tabBar.isTranslucent = false") })
    // The file the scan writes lays out.
    _ = try RulesFile.parse(SourceFile(path: "scan.rules", text: text))
  }

  /// A window whose root is a navigation controller over `Home`, and `Home`'s class, which
  /// turns on its navigation controller's large titles; `extra` goes in the class.
  static func containerSources(extra: String = "") -> [String: String] {
    [
      "App/SceneDelegate.swift": """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          guard let windowScene = scene as? UIWindowScene else { return }
          window = UIWindow(windowScene: windowScene)
          window?.rootViewController = UINavigationController(rootViewController: Home())
          window?.makeKeyAndVisible()
        }
      }
      """,
      "App/Home.swift": """
      final class Home: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationController?.navigationBar.prefersLargeTitles = true
          navigationController?.navigationBar.isTranslucent = isLegacy
        }\(extra)
      }
      """,
    ]
  }

  @Test func aBarAChildSetsIsWrittenOnTheNavigationControllerItTopsAtLaunch() {
    let result = AppScanner.scan(swiftSources: Self.containerSources())
    let expected = """
          Navigation: UINavigationController @ "App/SceneDelegate.swift:6:34" {
            navigationBar.prefersLargeTitles = true @ "App/Home.swift:4:5"
            Home: Home @ "App/SceneDelegate.swift:6:77"
          }
      """
    #expect(result.rulesText.contains(expected), "\(result.rulesText)")
    #expect(!result.rulesText.contains("# navigationBar.prefersLargeTitles"))
    #expect(
      result.facts.notes.contains {
        $0.what.hasPrefix("Home sets its navigationController's navigationBar.prefersLargeTitles")
          && $0.origin?.line == 4
      })
    // A value the scan cannot read stays undetermined, on the class.
    let undetermined = result.facts.undetermined.map(\.what)
    #expect(!undetermined.contains { $0.hasPrefix("Home.navigationBar.prefersLargeTitles") })
    #expect(
      undetermined.contains {
        $0.hasPrefix("Home.navigationBar.isTranslucent: sets it to a value")
      },
      "\(undetermined)")
  }

  @Test func aBarAChildSetsStaysUndeterminedWhenTheChildIsPlacedTwice() {
    let result = AppScanner.scan(
      swiftSources: Self.containerSources(
        extra: "\n  func showAnother() { present(Home(), animated: true) }"))
    #expect(
      !result.rulesText.contains("navigationBar.prefersLargeTitles = true @"), "\(result.rulesText)"
    )
    #expect(
      result.facts.undetermined.contains {
        $0.what.hasPrefix("Home.navigationBar.prefersLargeTitles: sets it to true")
          && $0.origin?.path == "App/Home.swift"
      }, "\(result.facts.undetermined)")
  }

  /// A storyboard with the layout attributes Interface Builder writes.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="NAV">
      <scenes>
        <scene sceneID="S1">
          <objects>
            <navigationController id="NAV" toolbarHidden="NO" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" largeTitles="YES" id="B1"/>
              <connections>
                <segue destination="LIST" kind="relationship" relationship="rootViewController" id="G1"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="S2">
          <objects>
            <tableViewController id="LIST" extendedLayoutIncludesOpaqueBars="YES" sceneMemberID="viewController">
              <tableView key="view" contentInsetAdjustmentBehavior="never" id="T1"/>
              <navigationItem key="navigationItem" title="List" largeTitleDisplayMode="never" id="N1"/>
              <extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>
              <tabBar key="tabBar" translucent="NO" id="X1"/>
              <connections>
                <segue destination="PAGE" kind="show" id="G2"/>
                <segue destination="PLAIN" kind="presentation" id="G3"/>
              </connections>
            </tableViewController>
            <viewController id="PAGE" automaticallyAdjustsScrollViewInsets="NO" sceneMemberID="viewController">
              <scrollView key="view" contentInsetAdjustmentBehavior="always" id="V1"/>
              <extendedEdge key="edgesForExtendedLayout"/>
            </viewController>
            <viewController id="PLAIN" sceneMemberID="viewController">
              <view key="view" contentInsetAdjustmentBehavior="never" id="V2"/>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  @Test func readsTheLayoutAttributesOfAStoryboard() throws {
    let document = InterfaceBuilderReader.read(
      path: "Main.storyboard", bytes: Array(Self.storyboard.utf8))
    #expect(document.problems.isEmpty)
    func attributes(_ id: String) -> [String] {
      document.controller(id: id)?.layoutAttributes.map {
        "\($0.member.rulesName)=\($0.value)@\($0.origin.line ?? 0)"
      } ?? []
    }
    #expect(
      attributes("NAV") == [
        "isToolbarHidden=false@6", "navigationBar.isTranslucent=false@7",
        "navigationBar.prefersLargeTitles=true@7",
      ])
    #expect(
      attributes("LIST") == [
        "extendedLayoutIncludesOpaqueBars=true@16",
        "scrollView.contentInsetAdjustmentBehavior=never@17",
        "navigationItem.largeTitleDisplayMode=never@18", "edgesForExtendedLayout=[top, bottom]@19",
        "tabBar.isTranslucent=false@20",
      ])
    #expect(
      attributes("PAGE") == [
        "automaticallyAdjustsScrollViewInsets=false@26",
        "scrollView.contentInsetAdjustmentBehavior=always@27", "edgesForExtendedLayout=none@28",
      ])
    #expect(document.controller(id: "PAGE")?.rootViewElement?.value == "scrollView")
    #expect(document.controller(id: "PAGE")?.rootViewElement?.origin.line == 27)
  }

  @Test func writesTheStoryboardsLayoutWhereTheLanguageHasAPlace() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "LayoutScanTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.storyboard.utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>UIMainStoryboardFile</key>
        <string>Main</string>
      </dict>
      </plist>
      """
    try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
    let result = AppScanner.scan(root: folder.path, options: .standard)
    let text = result.rulesText
    let expected = """
        Navigation: UINavigationController @ "Main.storyboard:6:9" {
          navigationBar.isTranslucent = false @ "Main.storyboard:7:72"
          navigationBar.prefersLargeTitles = true @ "Main.storyboard:7:89"
          isToolbarHidden = false @ "Main.storyboard:6:40"
          Table: UITableViewController @ "Main.storyboard:16:9" {
            edgesForExtendedLayout = [top, bottom] @ "Main.storyboard:19:11"
            extendedLayoutIncludesOpaqueBars = true @ "Main.storyboard:16:40"
            navigationItem.largeTitleDisplayMode = never @ "Main.storyboard:18:61"
            scrollView.contentInsetAdjustmentBehavior = never @ "Main.storyboard:17:33"
          }
        }
      """
    #expect(text.contains(expected), "\(text)")
    let undetermined = result.facts.undetermined.map(\.what)
    #expect(
      undetermined.contains { $0.hasPrefix("tabBar.isTranslucent = false: not written") },
      "\(undetermined)")
    // A plain controller whose view is a scroll view, pushed: its view's class and inset
    // adjustment, in the printer's order.
    let pushed = [
      "view = UIScrollView @ \"Main.storyboard:27:11\"",
      "scrollView.contentInsetAdjustmentBehavior = always @ \"Main.storyboard:27:34\"",
    ]
    #expect(pushed.allSatisfy(text.contains), "\(text)")
    #expect(
      (text.range(of: "edgesForExtendedLayout = none")?.lowerBound ?? text.endIndex)
        < (text.range(of: pushed[0])?.lowerBound ?? text.startIndex))
    // A plain view does not adjust insets: the attribute is not written.
    #expect(
      undetermined.contains {
        $0.hasPrefix("scrollView.contentInsetAdjustmentBehavior = never: not written")
      }, "\(undetermined)")
    _ = try RulesFile.parse(SourceFile(path: "scan.rules", text: text))
  }
}
