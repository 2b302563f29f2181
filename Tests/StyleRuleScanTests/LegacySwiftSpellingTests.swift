import Testing

@testable import StyleRuleScan

/// Swift from before 4.2 is read as the compiler of its time read it: Swift 2's capitalised
/// cases of UIKit's enums, the status bar overrides as methods before Swift 3, and
/// `UIApplication.sharedApplication()`; anything else stays unknown.
@Suite struct LegacySwiftSpellingTests {
  /// A small legacy source, the statements its rules file must hold and the texts it must not.
  struct LegacyCase: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let expected: [String]
    var absent: [String] = []
    var testDescription: String { name }
  }

  static let cases: [LegacyCase] = [
    LegacyCase(
      name: "an implicit capitalised case returned by a method override",
      source: """
        class Home: UIViewController {
          override func preferredStatusBarStyle() -> UIStatusBarStyle { return .LightContent }
        }
        """,
      expected: [#"preferredStatusBarStyle = lightContent @ "A.swift:2:3""#]),
    LegacyCase(
      name: "a case qualified by its enum, and prefersStatusBarHidden() as a method",
      source: """
        class Home: UIViewController {
          override func preferredStatusBarStyle() -> UIStatusBarStyle {
            return UIStatusBarStyle.Default
          }
          override func prefersStatusBarHidden() -> Bool { return true }
        }
        """,
      expected: [
        #"preferredStatusBarStyle = default @ "A.swift:2:3""#,
        #"prefersStatusBarHidden = true @ "A.swift:5:3""#,
      ]),
    LegacyCase(
      name: "a case qualified by UIKit and its enum",
      source: """
        class Home: UIViewController {
          override func preferredStatusBarStyle() -> UIStatusBarStyle {
            return UIKit.UIStatusBarStyle.BlackOpaque
          }
        }
        """,
      expected: [#"preferredStatusBarStyle = blackOpaque @ "A.swift:2:3""#]),
    LegacyCase(
      name: "a ternary between capitalised cases",
      source: """
        class Home: UIViewController {
          var dark = false
          override func preferredStatusBarStyle() -> UIStatusBarStyle {
            return dark ? .LightContent : .Default
          }
        }
        """,
      // `dark` starts as `false`, so `.Default` holds at launch.
      expected: [
        #"preferredStatusBarStyle = dynamic(lightContent, default) initially default @ "A.swift:3:3""#
      ]),
    LegacyCase(
      name: "childViewControllerForStatusBarStyle() as a method",
      source: """
        class Pager: UIViewController {
          override func childViewControllerForStatusBarStyle() -> UIViewController? {
            return childViewControllers.last
          }
        }
        """,
      expected: [#"childForStatusBarStyle = children.last @ "A.swift:2:3""#]),
    LegacyCase(
      name: "the update animation as a method, with a capitalised case",
      source: """
        class Home: UIViewController {
          override func preferredStatusBarUpdateAnimation() -> UIStatusBarAnimation {
            return .Fade
          }
        }
        """,
      expected: ["# preferredStatusBarUpdateAnimation at A.swift:2:3: fade"]),
    LegacyCase(
      name: "presentation properties set in viewDidLoad with capitalised cases",
      source: """
        class Sheet: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            modalPresentationStyle = .OverFullScreen
            modalPresentationCapturesStatusBarAppearance = true
          }
        }
        """,
      expected: [
        #"modalPresentationStyle = overFullScreen @ "A.swift:4:5""#,
        #"modalPresentationCapturesStatusBarAppearance = true @ "A.swift:5:5""#,
      ]),
    LegacyCase(
      name: "a qualified presentation style set in an initializer",
      source: """
        class Sheet: UIViewController {
          init() {
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = UIModalPresentationStyle.FormSheet
          }
        }
        """,
      expected: [#"modalPresentationStyle = formSheet @ "A.swift:4:5""#]),
    LegacyCase(
      name: "sharedApplication() and a capitalised style at launch",
      source: """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
            UIApplication.sharedApplication().statusBarStyle = .LightContent
            UIApplication.sharedApplication().setStatusBarHidden(true, withAnimation: .Fade)
            return true
          }
        }
        """,
      expected: [
        #"UIApplication.shared.statusBarStyle = lightContent @ "A.swift:3:5""#,
        #"UIApplication.shared.isStatusBarHidden = true @ "A.swift:4:5""#,
      ]),
    // What the compiler of its time would not have read as UIKit's stays unknown.
    LegacyCase(
      name: "a method of a class that is not a view controller, without override",
      source: """
        class Helper {
          func preferredStatusBarStyle() -> UIStatusBarStyle { return .LightContent }
        }
        """,
      expected: [], absent: ["Helper", "preferredStatusBarStyle ="]),
    LegacyCase(
      name: "a view controller's method without override is its own",
      source: """
        class Home: UIViewController {
          func preferredStatusBarStyle() -> UIStatusBarStyle { return .LightContent }
        }
        """,
      expected: [], absent: ["preferredStatusBarStyle ="]),
    LegacyCase(
      name: "a method with a parameter is not the override",
      source: """
        class Home: UIViewController {
          override func preferredStatusBarStyle(animated: Bool) -> UIStatusBarStyle {
            return .LightContent
          }
        }
        """,
      expected: [], absent: ["preferredStatusBarStyle ="]),
    LegacyCase(
      name: "modalPresentationCapturesStatusBarAppearance was never a method",
      source: """
        class Sheet: UIViewController {
          override func modalPresentationCapturesStatusBarAppearance() -> Bool { return true }
        }
        """,
      expected: [], absent: ["modalPresentationCapturesStatusBarAppearance ="]),
    LegacyCase(
      name: "a capitalised case of the app's own enum",
      source: """
        enum Theme { case LightContent }
        class Home: UIViewController {
          override func preferredStatusBarStyle() -> UIStatusBarStyle {
            return Theme.LightContent
          }
        }
        """,
      expected: [#"preferredStatusBarStyle = dynamic @ "A.swift:3:3""#],
      absent: ["lightContent"]),
    LegacyCase(
      name: "a case Swift 2 never had (darkContent is iOS 13)",
      source: """
        class Home: UIViewController {
          override func preferredStatusBarStyle() -> UIStatusBarStyle { return .DarkContent }
        }
        """,
      expected: [#"preferredStatusBarStyle = dynamic @ "A.swift:2:3""#],
      absent: ["darkContent @"]),
    LegacyCase(
      name: "a capitalised case qualified by another UIKit enum",
      source: """
        class Sheet: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            modalPresentationStyle = UIStatusBarStyle.Custom
          }
        }
        """,
      expected: [#"modalPresentationStyle = dynamic @ "A.swift:4:5""#],
      absent: ["custom @"]),
    LegacyCase(
      name: "Swift 2's launch method and presentViewController(_:animated:completion:)",
      source: """
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
            window = UIWindow(frame: UIScreen.mainScreen().bounds)
            window?.rootViewController = Home()
            window?.makeKeyAndVisible()
            return true
          }
        }
        class Home: UIViewController {
          func openPlayer() {
            presentViewController(Player(), animated: true, completion: nil)
          }
          func openDetail() {
            showViewController(Detail(), sender: self)
          }
        }
        class Player: UIViewController {}
        class Detail: UIViewController {}
        """,
      expected: [
        #"Home: Home @ "A.swift:6:34""#,
        #"Home presents Player: Player @ "A.swift:13:5""#,
        #"Home presents Detail: Detail @ "A.swift:16:5""#,
      ],
      absent: ["Root: unknown"]),
  ]

  @Test(arguments: cases)
  func readsLegacySwiftAsItsCompilerDid(_ legacy: LegacyCase) {
    let text = AppScanner.scan(swiftSources: ["A.swift": legacy.source]).rulesText
    let lines = text.split(separator: "\n").map {
      String($0.drop { $0 == " " })
    }
    for statement in legacy.expected {
      #expect(lines.contains(statement), "\(statement)\n\(text)")
    }
    for fragment in legacy.absent {
      #expect(!text.contains(fragment), "\(fragment)\n\(text)")
    }
  }

  /// The Swift 2 names of UIKit's cases, and names that are not one of them.
  @Test(
    arguments: [
      ("LightContent", nil, "lightContent"),
      ("OverCurrentContext", "UIModalPresentationStyle", "overCurrentContext"),
      ("Slide", "UIStatusBarAnimation", "slide"),
      ("Custom", "UIStatusBarStyle", nil),
      ("DarkContent", nil, nil),
      ("Automatic", "UIModalPresentationStyle", nil),
      ("LightContent", "Theme", nil),
      ("lightContent", nil, nil),
    ] as [(String, String?, String?)])
  func modernNameOfASwift2Case(word: String, typeName: String?, expected: String?) {
    #expect(SwiftLegacyCaseNames.modernName(of: word, qualifiedBy: typeName) == expected)
  }
}
