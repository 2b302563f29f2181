import StyleRuleKit
import SwiftParser
import Testing

@testable import StyleRuleScan

/// The views a SwiftUI view's body shows on its own screen, the steps the user takes to see
/// the others, and the controllers representables make.
@Suite struct SwiftUIViewGraphTests {
  /// Views are read only in a file that imports SwiftUI, at its top level or in a `#if`.
  @Test(
    "a file's views are read when it imports SwiftUI",
    arguments: [
      ("import SwiftUI", true), ("import struct SwiftUI.View", true),
      ("#if canImport(SwiftUI)\nimport SwiftUI\n#endif", true),
      ("@preconcurrency import SwiftUI", true), ("import UIKit", false),
      ("import SwiftUIExtras", false), ("", false),
    ])
  func importsSwiftUI(header: String, expected: Bool) {
    let source = header + "\nstruct Feed: View { var body: some View { Row() } }\n"
    let tree = Parser.parse(source: source)
    #expect(SwiftHierarchyReader.importsSwiftUI(tree) == expected)
    let members = SwiftHierarchyReader().read(tree, path: "App.swift").swiftUIViewMembers
    #expect(members.isEmpty == !expected)
  }

  /// The facts of a snippet, read as a file that imports SwiftUI.
  ///
  /// A file that declares views imports SwiftUI (the reader reads views only then): the
  /// import is added at the end, so that the snippet's lines stay as written.
  static func read(_ source: String) -> SwiftHierarchyFacts {
    SwiftHierarchyReader().read(
      Parser.parse(source: source + "\nimport SwiftUI\n"), path: "App.swift")
  }

  /// A view member's body and the steps recorded for the use of `Target`.
  struct StepCase: CustomTestStringConvertible, Sendable {
    let name: String
    let body: String
    let steps: [HierarchySwiftUIStep]
    var isConditional = false
    var testDescription: String { name }
  }

  static let stepCases: [StepCase] = [
    StepCase(name: "nested in a stack", body: "VStack { Text(\"\"); Target() }", steps: []),
    StepCase(
      name: "under an if", body: "Group { if flag { Target() } }", steps: [],
      isConditional: true),
    StepCase(
      name: "first tab of a TabView",
      body: "TabView { Target().tabItem { Text(\"\") }; Other() }",
      steps: [.tab(index: 0, selectable: false)]),
    StepCase(
      name: "second tab of a TabView with a selection",
      body: "TabView(selection: $tab) { Other(); Target() }",
      steps: [.tab(index: 1, selectable: true)]),
    StepCase(
      name: "NavigationLink destination argument",
      body: "NavigationStack { NavigationLink(destination: Target()) { Text(\"\") } }",
      steps: [.navigationLink]),
    StepCase(
      name: "NavigationLink trailing destination with a title",
      body: "NavigationLink(\"Open\") { Target() }", steps: [.navigationLink]),
    StepCase(
      name: "NavigationLink label is on the screen",
      body: "NavigationLink(value: 1) { Target() }", steps: []),
    StepCase(
      name: "navigationDestination",
      body: "List {}.navigationDestination(for: Int.self) { _ in Target() }",
      steps: [.navigationDestination]),
    StepCase(
      name: "sheet", body: "List {}.sheet(isPresented: $shown) { Target() }", steps: [.sheet]),
    StepCase(
      name: "popover inside the second tab",
      body: "TabView { Other(); List {}.popover(isPresented: $shown) { Target() } }",
      steps: [.tab(index: 1, selectable: false), .popover]),
  ]

  @Test("the steps to a view a body uses", arguments: stepCases)
  func steps(_ item: StepCase) throws {
    let facts = Self.read("struct Root: View {\n  var body: some View {\n    \(item.body)\n  }\n}")
    let member = try #require(facts.swiftUIViewMembers.first { $0.name == "body" })
    let use = try #require(member.uses.first { $0.name == "Target" })
    #expect(use.steps == item.steps)
    #expect(use.isConditional == item.isConditional)
    #expect(!use.isMember)
  }

  @Test("a representable's controller class, from the return type or the returns")
  func representables() {
    let facts = Self.read(
      """
      struct Web: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> WebViewController { WebViewController() }
      }
      struct Share: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> some UIViewController {
          let made = ShareController()
          return ShareController()
        }
      }
      struct Either: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController {
          if flag { return AController() }
          return BController()
        }
      }
      """)
    #expect(
      facts.representables.map { "\($0.typeName)=\($0.controllerClass ?? "nil")" } == [
        "Web=WebViewController", "Share=ShareController", "Either=nil",
      ])
  }

  /// Sources and what the rules file the scan writes must and must not contain.
  struct ScanCase: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let contains: [String]
    var lacks: [String] = []
    var testDescription: String { name }
  }

  static let app = """
    import SwiftUI
    @main struct OrbitApp: App {
      var body: some Scene { WindowGroup { RootView() } }
    }
    class PlayerController: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    struct Player: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> PlayerController { PlayerController() }
      func updateUIViewController(_ controller: PlayerController, context: Context) {}
    }

    """

  static let scanCases: [ScanCase] = [
    ScanCase(
      name: "a .statusBarHidden in a nested view belongs to the root's hosting controller",
      source: app + """
        struct RootView: View { var body: some View { List { Row() } } }
        struct Row: View { var body: some View { Text("").statusBarHidden(true) } }
        """,
      contains: ["rootView.statusBarHidden = true @ \"App.swift:13:"]),
    ScanCase(
      name: "a nested view under a condition makes the value dynamic with false",
      source: app + """
        struct RootView: View { var body: some View { if flag { header } } 
          var header: some View { Row() } }
        struct Row: View { var body: some View { Text("").statusBarHidden(true) } }
        """,
      contains: ["rootView.statusBarHidden = dynamic(false, true) @ \"App.swift:14:"]),
    ScanCase(
      name: "a .statusBarHidden behind a NavigationLink is not on the root's screen",
      source: app + """
        struct RootView: View { var body: some View {
          NavigationStack { NavigationLink(destination: Detail()) { Text("") } } } }
        struct Detail: View { var body: some View { Text("").statusBarHidden(true) } }
        """,
      contains: [
        "    rootView.statusBarHidden = dynamic(false, true) initially false @ \"App.swift:14:",
        "  Root.rootView.statusBarHidden = true @ \"App.swift:14:",
        "; Root.setNeedsStatusBarAppearanceUpdate()",
        "  Root.rootView.statusBarHidden = false; Root.setNeedsStatusBarAppearanceUpdate()",
      ],
      lacks: ["    rootView.statusBarHidden = true"]),
    ScanCase(
      name: "a second tab that hides the status bar is a scenario state of the same controller",
      source: app + """
        struct RootView: View { var body: some View {
          TabView { Text(""); Photos() } } }
        struct Photos: View { var body: some View { Text("").statusBarHidden(true) } }
        """,
      contains: [
        "    rootView.statusBarHidden = dynamic(false, true) initially false @ \"App.swift:14:",
        "# the user opens `Photos` (tab 2 of a TabView, App.swift:13:",
        "  Root.rootView.statusBarHidden = true @ \"App.swift:14:",
      ]),
    ScanCase(
      name: "a pushed view's computed value makes the root's value dynamic, with no event",
      source: app + """
        struct RootView: View { var body: some View {
          NavigationStack { List {}.navigationDestination(for: Int.self) { _ in Photo() } } } }
        struct Photo: View { var body: some View { Text("").statusBarHidden(immersive) } }
        """,
      contains: ["    rootView.statusBarHidden = dynamic @ \"App.swift:14:"],
      lacks: ["Root.rootView.statusBarHidden", "initially"]),
    ScanCase(
      name: "a color scheme in a nested view is the root's",
      source: app + """
        struct RootView: View { var body: some View { Content() } }
        struct Content: View { var body: some View { Text("").preferredColorScheme(.dark) } }
        """,
      contains: ["rootView.preferredColorScheme = dark @ \"App.swift:13:"]),
    ScanCase(
      name: "a representable on the root's screen places its controller as a child",
      source: app + """
        struct RootView: View { var body: some View { VStack { Player() } } }
        """,
      contains: [
        "Root: UIHostingController<RootView>", "    Player: PlayerController @ \"App.swift:12:",
      ]),
    ScanCase(
      name: "a representable in a sheet is a child of the sheet's hosting controller",
      source: app + """
        struct RootView: View { var body: some View {
          List {}.sheet(isPresented: $shown) { PlayerScreen() } } }
        struct PlayerScreen: View { var body: some View { Player() } }
        """,
      contains: [
        "Root presents PlayerScreen: UIHostingController<PlayerScreen>",
        "    Player: PlayerController @ \"App.swift:14:",
      ]),
    ScanCase(
      name: "a representable as a sheet's content places its controller in the sheet",
      source: app + """
        struct RootView: View { var body: some View {
          List {}.sheet(isPresented: $shown) { Player() } } }
        """,
      contains: [
        "Root presents Player: UIHostingController<Player>",
        "    Player2: PlayerController @ \"App.swift:9:",
      ]),
    ScanCase(
      name: "a sheet's NavigationView content is followed",
      source: app + """
        struct RootView: View { var body: some View {
          List {}.sheet(isPresented: $shown) { NavigationView { PlayerScreen() } } } }
        struct PlayerScreen: View { var body: some View { Player().statusBarHidden(true) } }
        """,
      contains: [
        "Root presents Navigation: UIHostingController<NavigationView>",
        "    rootView.statusBarHidden = true @ \"App.swift:14:",
        "    Player: PlayerController @ \"App.swift:14:",
      ]),
    ScanCase(
      name: "a sheet in a nested view is presented by the root's hosting controller",
      source: app + """
        struct RootView: View { var body: some View { Row() } }
        struct Row: View { var body: some View {
          Text("").fullScreenCover(isPresented: $shown) { Cover() } } }
        struct Cover: View { var body: some View { Text("") } }
        """,
      contains: ["Root presents Cover: UIHostingController<Cover>"]),
    ScanCase(
      name: "a computed value two pushes deep makes the root's value dynamic, with no event",
      source: app + """
        struct RootView: View { var body: some View {
          NavigationStack { NavigationLink(destination: Album()) { Text("") } } } }
        struct Album: View { var body: some View {
          NavigationLink(destination: Photo()) { Text("") } } }
        struct Photo: View { var body: some View { Text("").statusBarHidden(immersive) } }
        """,
      contains: ["    rootView.statusBarHidden = dynamic @ \"App.swift:16:"],
      lacks: ["Root.rootView.statusBarHidden", "initially"]),
    ScanCase(
      name: "a literal value two pushes deep is listed",
      source: app + """
        struct RootView: View { var body: some View {
          NavigationStack { NavigationLink(destination: Album()) { Text("") } } } }
        struct Album: View { var body: some View {
          VStack { NavigationLink(destination: Photo()) { Text("") } }.statusBarHidden(true) } }
        struct Photo: View { var body: some View { Text("").statusBarHidden(false) } }
        """,
      contains: [
        "    rootView.statusBarHidden = dynamic(false, true) initially false",
        "# the user opens `Album` (a NavigationLink, App.swift:13:",
      ]),
    ScanCase(
      name: "a literal two pushes deep, with nothing one push away: listed, with no event",
      source: app + """
        struct RootView: View { var body: some View {
          NavigationStack { NavigationLink(destination: Album()) { Text("") } } } }
        struct Album: View { var body: some View {
          NavigationLink(destination: Photo()) { Text("") } } }
        struct Photo: View { var body: some View { Text("").statusBarHidden(true) } }
        """,
      contains: [
        "    rootView.statusBarHidden = dynamic(false, true) initially false @ \"App.swift:16:"
      ],
      lacks: ["Root.rootView.statusBarHidden"]),
    ScanCase(
      name: "the tabs of a TabView bound to a selection are state: no initial value, no event",
      source: app + """
        struct RootView: View { var body: some View {
          TabView(selection: $tab) { Text(""); Photos() } } }
        struct Photos: View { var body: some View { Text("").statusBarHidden(true) } }
        """,
      contains: ["    rootView.statusBarHidden = dynamic(false, true) @ \"App.swift:14:"],
      lacks: ["Root.rootView.statusBarHidden", "initially"]),
    ScanCase(
      name: "views that use each other stop",
      source: app + """
        struct RootView: View { var body: some View { A() } }
        struct A: View { var body: some View { B() } }
        struct B: View { var body: some View { A().statusBarHidden(false) } }
        """,
      contains: ["rootView.statusBarHidden = false"]),
  ]

  @Test("the scan follows a root view's body", arguments: scanCases)
  func scan(_ item: ScanCase) throws {
    let result = AppScanner.scan(swiftSources: ["App.swift": item.source])
    for text in item.contains {
      #expect(result.rulesText.contains(text), "missing \(text) in:\n\(result.rulesText)")
    }
    for text in item.lacks {
      #expect(!result.rulesText.contains(text), "unexpected \(text) in:\n\(result.rulesText)")
    }
    let source = SourceFile(path: "scan.rules", text: result.rulesText)
    #expect(throws: Never.self) { try RulesFile.parse(source) }
  }
}
