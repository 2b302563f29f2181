import Testing

@testable import StyleRuleScan

/// Scans one in-memory file and returns the class `name`'s member `member`.
private func memberValue(
  _ source: String, className: String = "Home", member: ControllerMember
) -> MemberValue? {
  let result = AppScanner.scan(swiftSources: ["App/Home.swift": source])
  return result.facts.classes.first { $0.name == className }?.members.first {
    $0.member == member
  }?.value
}

@Suite struct SwiftDeclarationTests {
  /// A body of `preferredStatusBarStyle` and what the scan must read from it.
  struct StyleCase: CustomTestStringConvertible, Sendable {
    let body: String
    let expected: MemberValue
    var testDescription: String { body }
  }

  static let styleCases: [StyleCase] = [
    StyleCase(body: "{ .lightContent }", expected: .literal("lightContent")),
    StyleCase(body: "{ return .darkContent }", expected: .literal("darkContent")),
    StyleCase(body: "{ UIStatusBarStyle.default }", expected: .literal("default")),
    StyleCase(body: "{ get { return .lightContent } }", expected: .literal("lightContent")),
    StyleCase(
      body: "{ isDark ? .lightContent : .darkContent }",
      expected: .dynamic(values: ["lightContent", "darkContent"], initially: nil)),
    StyleCase(
      body: "{ a ? .lightContent : b ? .darkContent : .default }",
      expected: .dynamic(values: ["lightContent", "darkContent", "default"], initially: nil)),
    StyleCase(
      body: "{ if isDark { return .lightContent }\n return .default }",
      expected: .dynamic(values: ["lightContent", "default"], initially: nil)),
    StyleCase(
      body: "{ if isDark { .lightContent } else { .default } }",
      expected: .dynamic(values: ["lightContent", "default"], initially: nil)),
    StyleCase(
      body: "{ switch mode { case .a: return .lightContent\n default: return .darkContent } }",
      expected: .dynamic(values: ["lightContent", "darkContent"], initially: nil)),
    StyleCase(
      body: "{ switch mode { case .a: .lightContent\n default: .lightContent } }",
      expected: .literal("lightContent")),
    StyleCase(
      body: "{ topViewController?.preferredStatusBarStyle ?? .default }",
      expected: .forwarding(.topViewController, fallback: "default")),
    StyleCase(
      body: "{ return self.visibleViewController?.preferredStatusBarStyle ?? .lightContent }",
      expected: .forwarding(.visibleViewController, fallback: "lightContent")),
    StyleCase(
      body: "{ children.first?.preferredStatusBarStyle ?? .default }",
      expected: .forwarding(.firstChild, fallback: "default")),
    StyleCase(
      body: "{ viewControllers.last?.preferredStatusBarStyle ?? .default }",
      expected: .forwarding(.lastChild, fallback: "default")),
    StyleCase(
      body: "{ selectedViewController!.preferredStatusBarStyle }",
      expected: .forwarding(.selectedViewController, fallback: nil)),
    StyleCase(
      body: "{ Theme.current.statusBarStyle }",
      expected: .unknown(
        reason:
          "returns `Theme.current.statusBarStyle`, which is not an instance property of the files read declared to return UIStatusBarStyle"
      )),
    StyleCase(
      body: "{ super.preferredStatusBarStyle }",
      expected: .unknown(reason: "returns the superclass's value")),
    StyleCase(
      body: "{ isDark ? .lightContent : theme.style }",
      expected: .unknown(
        reason:
          "returns `theme.style`, which is not an instance property of the files read declared to return UIStatusBarStyle"
      )),
    StyleCase(
      body: "{ .black }",
      expected: .unknown(
        reason: "`black` is not a preferredStatusBarStyle value the rules language has")),
    StyleCase(
      body: "{ topViewController?.prefersStatusBarHidden == true ? .lightContent : .default }",
      expected: .dynamic(values: ["lightContent", "default"], initially: nil)),
    StyleCase(
      body: "{ topViewController?.preferredStatusBarStyle ?? computed }",
      expected: .unknown(reason: "the value after `??` is not a literal")),
  ]

  @Test(arguments: styleCases)
  func readsPreferredStatusBarStyleBodies(_ testCase: StyleCase) {
    let source = """
      import UIKit
      class Home: UINavigationController {
        override var preferredStatusBarStyle: UIStatusBarStyle \(testCase.body)
      }
      """
    #expect(memberValue(source, member: .property(.preferredStatusBarStyle)) == testCase.expected)
  }

  @Test(arguments: [
    ("{ topViewController }", MemberValue.selector(.topViewController)),
    ("{ return visibleViewController }", .selector(.visibleViewController)),
    ("{ nil }", .selector(.none)),
    ("{ children.last }", .selector(.lastChild)),
    ("{ childViewControllers.last }", .selector(.lastChild)),  // Swift 4's spelling
    ("{ self.player }", .selector(.named("player"))),
    ("{ presentedViewController }", .unknown(reason: "returns `presentedViewController`")),
    (
      "{ flag ? topViewController : nil }",
      .unknown(reason: "chooses the child at run time")
    ),
  ])
  func readsChildForStatusBarStyleBodies(body: String, expected: MemberValue) {
    let source = """
      class Home: UIViewController {
        let player = UIViewController()
        override var childForStatusBarStyle: UIViewController? \(body)
      }
      """
    #expect(memberValue(source, member: .property(.childForStatusBarStyle)) == expected)
  }

  @Test func readsOldSpellingsAsTheModernMembers() {
    let source = """
      class Home: UINavigationController {
        override func childViewControllerForStatusBarHidden() -> UIViewController? {
          return topViewController
        }
        override func preferredStatusBarStyle() -> UIStatusBarStyle { return .lightContent }
      }
      """
    #expect(
      memberValue(source, member: .property(.childForStatusBarHidden))
        == .selector(.topViewController))
    #expect(
      memberValue(source, member: .property(.preferredStatusBarStyle)) == .literal("lightContent"))
  }

  @Test func resolvesAStoredPropertyWithEveryValueAssignedInTheModule() {
    let sources = [
      "A/Player.swift": """
      class Player: UIViewController {
        var hidesBar: Bool = false {
          didSet { setNeedsStatusBarAppearanceUpdate() }
        }
        override var prefersStatusBarHidden: Bool { hidesBar }
        func enterFullScreen() { hidesBar = true }
      }
      """,
      "B/Other.swift": """
      func toggle(_ player: Player) { player.hidesBar = false }
      """,
    ]
    let result = AppScanner.scan(swiftSources: sources)
    let member = result.facts.classes.first?.members.first
    #expect(member?.value == .dynamic(values: ["false", "true"], initially: "false"))
    #expect(
      member?.relatedOrigins.map(\.path) == ["A/Player.swift", "A/Player.swift", "B/Other.swift"])
    #expect(result.facts.appearanceUpdates.map(\.context) == ["hidesBar"])
  }

  @Test(arguments: [
    // Assigned a ternary over literals: each literal is a value.
    (
      "var style: UIStatusBarStyle = .lightContent",
      "func apply() { style = headerIsLight ? .darkContent : .lightContent }",
      MemberValue.dynamic(values: ["lightContent", "darkContent"], initially: "lightContent")
    ),
    // Starting as one of two literals: no single initial value.
    (
      "let style: UIStatusBarStyle = (isDark ? .lightContent : .darkContent)", "",
      MemberValue.dynamic(values: ["lightContent", "darkContent"], initially: nil)
    ),
    (
      "var style: UIStatusBarStyle = .default",
      "func apply() { style = a ? .lightContent : b ? .darkContent : .default }",
      MemberValue.dynamic(values: ["default", "darkContent", "lightContent"], initially: "default")
    ),
  ])
  func aStoredPropertyGivenATernaryOverLiteralsHasEachValue(
    declaration: String, assignment: String, expected: MemberValue
  ) {
    let source = """
      class Home: UIViewController {
        \(declaration)
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        \(assignment)
      }
      """
    #expect(memberValue(source, member: .property(.preferredStatusBarStyle)) == expected)
  }

  @Test func aStoredPropertyAssignedAComputedValueIsUnknown() {
    let source = """
      class Home: UIViewController {
        var style: UIStatusBarStyle = .default
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        func apply(_ theme: Theme) { style = theme.style }
      }
      """
    guard
      case .unknown(let reason)? = memberValue(source, member: .property(.preferredStatusBarStyle))
    else {
      Issue.record("expected unknown")
      return
    }
    #expect(reason.contains("theme.style"))
  }

  @Test func resolvesSuperclassChainsAcrossFilesAndNamesNestedClasses() {
    let sources = [
      "A.swift": "class Base: BaseLibraryViewController {}\nclass Plain: NSObject {}",
      "B.swift": """
      final class Screen: Base {
        override var prefersStatusBarHidden: Bool { true }
      }
      enum Feature { private class Inner: UIHostingController<FeatureView> {} }
      enum Other { class Inner: UITableViewController {} }
      class Unrelated: Coordinator { }
      class Evident: LibraryScreen { override func viewDidLoad() {} }
      """,
    ]
    let result = AppScanner.scan(swiftSources: sources)
    let classes = Dictionary(
      uniqueKeysWithValues: result.facts.classes.map { ($0.name, $0.superclass) })
    #expect(
      classes["Base"] == .opaque(base: "UIViewController", external: "BaseLibraryViewController"))
    #expect(classes["Screen"] == .app("Base"))
    #expect(
      classes["Feature.Inner"] == .known("UIHostingController", genericArguments: "<FeatureView>"))
    #expect(classes["Other.Inner"] == .known("UITableViewController", genericArguments: nil))
    #expect(classes["Evident"] == .opaque(base: "UIViewController", external: "LibraryScreen"))
    #expect(classes["Plain"] == nil)
    #expect(classes["Unrelated"] == nil)
  }

  @Test func mergesExtensionsOfAppClassesAndKeepsExtensionsOfUIKitClasses() {
    let sources = [
      "Home.swift": "class Home: UIViewController {}",
      "Home+Style.swift": """
      extension Home {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      extension UINavigationController {
        open override var childForStatusBarStyle: UIViewController? { topViewController }
      }
      """,
    ]
    let result = AppScanner.scan(swiftSources: sources)
    #expect(result.facts.classes.first?.members.map(\.value) == [.literal("lightContent")])
    #expect(result.facts.classes.first?.extensionOrigins.map(\.path) == ["Home+Style.swift"])
    #expect(result.facts.extensions.map(\.className) == ["UINavigationController"])
    #expect(result.facts.extensions.first?.members.first?.value == .selector(.topViewController))
  }

  @Test func readsPresentationPropertiesSetInInitializersAndViewDidLoad() {
    let source = """
      class Home: UIViewController {
        init() {
          super.init(nibName: nil, bundle: nil)
          modalPresentationStyle = .overFullScreen
          self.modalPresentationCapturesStatusBarAppearance = true
        }
        override func viewDidLoad() {
          definesPresentationContext = true
          other.modalPresentationStyle = .pageSheet
        }
        func later() { modalPresentationStyle = .formSheet }
      }
      """
    #expect(
      memberValue(source, member: .property(.modalPresentationStyle)) == .literal("overFullScreen"))
    #expect(
      memberValue(source, member: .property(.capturesStatusBarAppearance))
        == .literal("true"))
    #expect(memberValue(source, member: .property(.definesPresentationContext)) == .literal("true"))
  }

  @Test func readsTheAppearanceAClassSetsForItselfInAnyInitializer() throws {
    let source = """
      class Home: UIViewController {
        init(altText: String) {
          super.init(nibName: nil, bundle: nil)
          overrideUserInterfaceStyle = .dark
          modalPresentationStyle = .popover
        }
      }
      """
    #expect(memberValue(source, member: .property(.overrideUserInterfaceStyle)) == .literal("dark"))
    #expect(memberValue(source, member: .property(.modalPresentationStyle)) == .literal("popover"))
    let result = AppScanner.scan(swiftSources: ["App/Home.swift": source])
    #expect(result.rulesText.contains("  overrideUserInterfaceStyle = dark @ \"App/Home.swift:4:"))
  }

  @Test func recordsDeprecatedApplicationSettersSetOnceWithLiteralsOnly() {
    let source = """
      func configure() {
        UIApplication.shared.statusBarStyle = .lightContent
        UIApplication.shared.setStatusBarHidden(true, with: .fade)
        UIApplication.shared.setStatusBarStyle(theme.style, animated: true)
      }
      """
    let result = AppScanner.scan(swiftSources: ["App.swift": source])
    #expect(result.facts.applicationSettings.map(\.value) == ["lightContent", "true", nil])
    #expect(result.facts.applicationSettings.map { $0.origin.line } == [2, 3, 4])
    // The style is set in two places, one computed: any style, the launch value not known,
    // with a comment at each place.
    #expect(
      result.rulesText.contains(
        "\nUIApplication.shared.statusBarStyle = dynamic initially unknown @ \"App.swift:2:3\""))
    #expect(
      result.rulesText.contains(
        "# UIApplication.shared.statusBarStyle is set in 2 places; at App.swift:2:3"))
    #expect(result.facts.undetermined.contains { $0.origin?.line == 2 })
    #expect(
      result.rulesText.contains("UIApplication.shared.isStatusBarHidden = true @ \"App.swift:3:3\"")
    )
    #expect(result.facts.undetermined.contains { $0.origin?.line == 4 })
  }

  /// An app-level value set in several places: the launch value is the one setter's that runs
  /// whenever the app launches (R3), else not known, with the value before any setter (the
  /// Info.plist's, else UIKit's default: R4, R5) listed first.
  @Test(
    arguments: [
      (
        "UIApplication.shared.statusBarStyle = .lightContent", "",
        "UIApplication.shared.statusBarStyle = dynamic(default, lightContent) initially lightContent"
      ),
      (
        "if dark { UIApplication.shared.statusBarStyle = .lightContent }", "",
        "UIApplication.shared.statusBarStyle = dynamic(default, lightContent) initially unknown"
      ),
      (
        "", "UIApplication.shared.statusBarStyle = .lightContent",
        "UIApplication.shared.statusBarStyle = dynamic(default, lightContent) initially unknown"
      ),
      (
        "UIApplication.shared.setStatusBarHidden(true, with: .fade)", "",
        "UIApplication.shared.isStatusBarHidden = dynamic(false, true) initially true"
      ),
      (
        "", "UIApplication.shared.setStatusBarHidden(true, with: .none)",
        "UIApplication.shared.isStatusBarHidden = dynamic(false, true) initially unknown"
      ),
    ])
  func anAppLevelValueSetInSeveralPlacesIsDynamic(
    atLaunch: String, elsewhere: String, expected: String
  ) {
    let source = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var dark = false
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          \(atLaunch)
          return true
        }
      }
      class Settings: UIViewController {
        func toggle(on: Bool) {
          UIApplication.shared.statusBarStyle = .default
          UIApplication.shared.setStatusBarHidden(false, with: .fade)
          \(elsewhere)
        }
      }
      """
    let text = AppScanner.scan(swiftSources: ["App.swift": source]).rulesText
    #expect(text.contains("\n" + expected + " @ "), "\(text)")
  }

  @Test func reportsSyntaxErrorsButKeepsWhatParsed() {
    let source =
      "class Home: UIViewController {\n  override var prefersStatusBarHidden: Bool { true }\n  func broken( {\n}\n"
    let result = AppScanner.scan(swiftSources: ["Broken.swift": source])
    #expect(result.problems.map(\.kind) == [.syntaxErrors])
    #expect(result.problems.first?.origin?.line != nil)
    #expect(result.facts.classes.first?.members.first?.value == .literal("true"))
  }
}

/// Overrides that return the values of a function or static property of the module.
@Suite struct ModuleValueTests {
  /// An override's body, the module code it calls, and what the scan must read.
  struct ModuleCase: CustomTestStringConvertible, Sendable {
    let name: String
    let body: String
    let module: String
    let expected: MemberValue
    var testDescription: String { name }
  }

  static let theme = """
    import UIKit
    class AppTheme {
      class func defaultStatusBarStyle() -> UIStatusBarStyle {
        switch Theme.sharedTheme.activeTheme {
        case .dark, .extraDark: return UIStatusBarStyle.lightContent
        case .light: return UIStatusBarStyle.darkContent
        }
      }
      class func popupStatusBarStyle(themeOverride: Theme.ThemeType? = nil) -> UIStatusBarStyle {
        switch themeOverride ?? Theme.sharedTheme.activeTheme {
        case .dark: return .lightContent
        default: return .darkContent
        }
      }
      static func alwaysLight() -> UIStatusBarStyle { return .lightContent }
      static var sameEverywhere: UIStatusBarStyle { isDark ? .lightContent : .lightContent }
      static let launchStyle: UIStatusBarStyle = .darkContent
      static var changing: UIStatusBarStyle = .darkContent
      static func computed() -> UIStatusBarStyle { Theme.sharedTheme.style }
      static func indirect() -> UIStatusBarStyle { alwaysLight() }
      func instanceStyle() -> UIStatusBarStyle { .lightContent }
      static func overloaded(_ x: Int) -> UIStatusBarStyle { .lightContent }
      static func overloaded(_ x: String) -> UIStatusBarStyle { .darkContent }
      static func hidden() -> Bool { true }
    }
    enum Palette {
      enum Bars {
        static var style: UIStatusBarStyle { .darkContent }
      }
    }
    func globalStyle() -> UIStatusBarStyle { .lightContent }
    """

  /// A theme whose instances give the style in a `switch` over `self`, and two types that
  /// both declare `barStyle`.
  static let instanceTheme = """
    import UIKit
    enum Theme {
      case light, dark
      static var current: Theme = .light
      var statusBarStyle: UIStatusBarStyle {
        switch self {
        case .light: return .darkContent
        case .dark: return .lightContent
        }
      }
    }
    final class ThemeManager {
      static let shared = ThemeManager()
      var theme: Theme = .light
    }
    struct DayPalette { var barStyle: UIStatusBarStyle { .darkContent } }
    struct NightPalette { var barStyle: UIStatusBarStyle { .lightContent } }
    """

  static let cases: [ModuleCase] = [
    ModuleCase(
      name: "a class function whose every branch returns a literal",
      body: "{ AppTheme.defaultStatusBarStyle() }", module: theme,
      expected: .dynamic(values: ["lightContent", "darkContent"], initially: nil)),
    ModuleCase(
      name: "a parameter with a default value left out",
      body: "{ return AppTheme.popupStatusBarStyle() }", module: theme,
      expected: .dynamic(values: ["lightContent", "darkContent"], initially: nil)),
    ModuleCase(
      name: "one return of a literal is exact",
      body: "{ AppTheme.alwaysLight() }", module: theme, expected: .literal("lightContent")),
    ModuleCase(
      name: "branches that cannot differ are exact",
      body: "{ AppTheme.sameEverywhere }", module: theme, expected: .literal("lightContent")),
    ModuleCase(
      name: "a static constant", body: "{ AppTheme.launchStyle }", module: theme,
      expected: .literal("darkContent")),
    ModuleCase(
      name: "a nested type's static property", body: "{ Palette.Bars.style }", module: theme,
      expected: .literal("darkContent")),
    ModuleCase(
      name: "a top-level function", body: "{ globalStyle() }", module: theme,
      expected: .literal("lightContent")),
    ModuleCase(
      name: "the override's own branches make it dynamic",
      body: "{ isModal ? AppTheme.alwaysLight() : .default }", module: theme,
      expected: .dynamic(values: ["default", "lightContent"], initially: nil)),
    ModuleCase(
      name: "a method of the class itself, called without a type",
      body: "{ ownStyle() }",
      module: "extension Home { func ownStyle() -> UIStatusBarStyle { .darkContent } }",
      expected: .literal("darkContent")),
    ModuleCase(
      name: "a stored static variable, which code may change",
      body: "{ AppTheme.changing }", module: theme,
      expected: .unknown(
        reason:
          "returns `AppTheme.changing` (declared at App/Theme.swift:18:14), not followed: a stored variable, which code may change"
      )),
    ModuleCase(
      name: "a function that returns an instance's value is followed one level only",
      body: "{ AppTheme.computed() }", module: theme,
      expected: .unknown(
        reason:
          "returns `AppTheme.computed()` (declared at App/Theme.swift:19:15), not followed: it returns other functions' values, and calls are followed one level only"
      )),
    ModuleCase(
      name: "followed one level only",
      body: "{ AppTheme.indirect() }", module: theme,
      expected: .unknown(
        reason:
          "returns `AppTheme.indirect()` (declared at App/Theme.swift:20:15), not followed: it returns other functions' values, and calls are followed one level only"
      )),
    ModuleCase(
      name: "an instance method is not the type's",
      body: "{ AppTheme.instanceStyle() }", module: theme,
      expected: .unknown(
        reason:
          "returns `AppTheme.instanceStyle()`, which is not a function of the files read declared to return UIStatusBarStyle"
      )),
    ModuleCase(
      name: "overloads the labels do not tell apart",
      body: "{ AppTheme.overloaded(1) }", module: theme,
      expected: .unknown(
        reason: "returns `AppTheme.overloaded(1)`, which names 2 declarations of the files read")),
    ModuleCase(
      name: "a function of another type is not a global one",
      body: "{ alwaysLight() }", module: theme,
      expected: .unknown(
        reason:
          "returns `alwaysLight()`, which may be a member of another type (an extension or a protocol's): not followed"
      )),
    ModuleCase(
      name: "a function the files do not declare",
      body: "{ Styles.navigationBar() }", module: theme,
      expected: .unknown(
        reason:
          "returns `Styles.navigationBar()`, which is not a function of the files read declared to return UIStatusBarStyle"
      )),
    ModuleCase(
      name: "an instance property of the one type that declares it, read on an instance",
      body: "{ ThemeManager.shared.theme.statusBarStyle }", module: instanceTheme,
      expected: .dynamic(values: ["darkContent", "lightContent"], initially: nil)),
    ModuleCase(
      name: "an instance property read on a local",
      body: "{ let theme = Theme.current; return theme.statusBarStyle }", module: instanceTheme,
      expected: .dynamic(values: ["darkContent", "lightContent"], initially: nil)),
    ModuleCase(
      name: "an instance property two types declare is not picked",
      body: "{ palette.barStyle }", module: instanceTheme,
      expected: .unknown(
        reason: "returns `palette.barStyle`, which names 2 declarations of the files read")),
    ModuleCase(
      name: "an instance property no type declares",
      body: "{ Theme.current.navigationStyle }", module: instanceTheme,
      expected: .unknown(
        reason:
          "returns `Theme.current.navigationStyle`, which is not an instance property of the files read declared to return UIStatusBarStyle"
      )),
    ModuleCase(
      name: "a type's literal is still a literal",
      body: "{ UIStatusBarStyle.lightContent }", module: theme, expected: .literal("lightContent")),
  ]

  @Test(arguments: cases)
  func followsOneLevelIntoTheModule(_ testCase: ModuleCase) {
    let sources = [
      "App/Home.swift": """
      import UIKit
      class Home: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle \(testCase.body)
      }
      """,
      "App/Theme.swift": testCase.module,
    ]
    let result = AppScanner.scan(swiftSources: sources)
    let member = result.facts.classes.first { $0.name == "Home" }?.members.first
    #expect(member?.value == testCase.expected)
    #expect(member?.origin.path == "App/Home.swift")
  }

  /// A method of the class's chain, called without a type, is looked for a bounded number of
  /// classes up: each override costs a bounded walk, and further up it is not followed.
  @Test func aMethodOfTheChainIsLookedForABoundedWayUp() {
    var lines = [
      "class C0: UIViewController { func style() -> UIStatusBarStyle { .lightContent } }"
    ]
    for index in 1..<300 { lines.append("class C\(index): C\(index - 1) {}") }
    lines.append(
      "extension C10 { override var preferredStatusBarStyle: UIStatusBarStyle { style() } }")
    lines.append(
      "extension C299 { override var preferredStatusBarStyle: UIStatusBarStyle { style() } }")
    let result = AppScanner.scan(swiftSources: ["App/Chain.swift": lines.joined(separator: "\n")])
    func value(_ name: String) -> MemberValue? {
      result.facts.classes.first { $0.name == name }?.members.first?.value
    }
    #expect(value("C10") == .literal("lightContent"))
    #expect(
      value("C299")
        == .unknown(
          reason:
            "returns `style()`, which may be a member of another type (an extension or a protocol's): not followed"
        ))
  }

  @Test func aBoolFunctionIsNotFollowed() {
    let result = AppScanner.scan(swiftSources: [
      "App/Home.swift": """
      class Home: UIViewController {
        override var prefersStatusBarHidden: Bool { AppTheme.hidden() }
      }
      """,
      "App/Theme.swift": Self.theme,
    ])
    #expect(
      result.facts.classes.first?.members.first?.value
        == .unknown(
          reason:
            "returns `AppTheme.hidden()`: functions of the module are followed for styles, not for Bool values"
        ))
  }

  @Test func theSummarySaysWhereFollowedValuesComeFrom() {
    let result = AppScanner.scan(swiftSources: [
      "App/Home.swift": """
      class Home: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { AppTheme.defaultStatusBarStyle() }
      }
      """,
      "App/Theme.swift": Self.theme,
    ])
    #expect(
      result.rulesText.contains(
        "preferredStatusBarStyle = dynamic(lightContent, darkContent) initially unknown @ \"App/Home.swift:2:3\""
      ),
      "\(result.rulesText)")
    let note = result.facts.notes.first { $0.origin?.path == "App/Home.swift" }
    #expect(
      note?.what
        == "Home.preferredStatusBarStyle is dynamic(lightContent, darkContent): the values of `AppTheme.defaultStatusBarStyle()` (App/Theme.swift:3:14), whose every return is a literal"
    )
    #expect(
      result.facts.classes.first?.members.first?.relatedOrigins.map(\.description) == [
        "App/Theme.swift:3:14"
      ])
  }
}
