import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// The scan reads SwiftUI's `.statusBar` toolbar placement (iOS 27, R40) on a root view.
///
/// `.toolbarColorScheme(_:for: .statusBar)` is read as `rootView.statusBarColorScheme`, and
/// `.toolbarVisibility(_:for: .statusBar)` or the deprecated `.toolbar(_:for: .statusBar)` as
/// `rootView.statusBarVisibility`. Another placement is not the status bar, and a value that
/// is not one unconditional literal is undetermined, never guessed.
@Suite("Scanning SwiftUI's status bar placement")
struct StatusBarPlacementScanTests {
  /// One case: the modifier chained onto the window's root view (`RootView()…`), or the
  /// root view's body; the lines the rules file must hold and must not; what is undetermined.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var modifier = ""
    var body = "Text(\"\")"
    var contains: [String] = []
    var lacks: [String] = []
    var undetermined: String? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a dark scheme", modifier: ".toolbarColorScheme(.dark, for: .statusBar)",
      contains: ["rootView.statusBarColorScheme = dark"]),
    Case(
      name: "a light scheme, the placement qualified",
      modifier: ".toolbarColorScheme(.light, for: ToolbarPlacement.statusBar)",
      contains: ["rootView.statusBarColorScheme = light"]),
    Case(
      name: "hidden", modifier: ".toolbarVisibility(.hidden, for: .statusBar)",
      contains: ["rootView.statusBarVisibility = hidden"]),
    Case(
      name: "visible, in the view's body",
      body: "Text(\"\").toolbarVisibility(.visible, for: .statusBar)",
      contains: ["rootView.statusBarVisibility = visible"]),
    Case(
      name: "the deprecated .toolbar(_:for:)", modifier: ".toolbar(.hidden, for: .statusBar)",
      contains: ["rootView.statusBarVisibility = hidden"]),
    Case(
      name: "the status bar among several placements",
      modifier: ".toolbar(.hidden, for: .navigationBar, .statusBar)",
      contains: ["rootView.statusBarVisibility = hidden"]),
    Case(
      name: "the navigation bar is not the status bar",
      modifier: ".toolbar(.hidden, for: .navigationBar)",
      lacks: ["statusBarVisibility"]),
    Case(
      name: "the tab bar is not the status bar",
      modifier: ".toolbarColorScheme(.dark, for: .tabBar)", lacks: ["statusBarColorScheme"]),
    Case(
      name: "toolbar content is not a placement", body: "Text(\"\").toolbar { Text(\"\") }",
      lacks: ["statusBarVisibility"]),
    Case(
      name: "a computed value is undetermined",
      modifier: ".toolbarVisibility(visibility, for: .statusBar)",
      lacks: ["statusBarVisibility"],
      undetermined: "`.toolbarVisibility(_:for: .statusBar)` of `RootView`"),
    Case(
      name: "a conditional value is undetermined",
      body: "if flag { Text(\"\").toolbarColorScheme(.dark, for: .statusBar) } else { Text(\"\") }",
      lacks: ["statusBarColorScheme"],
      undetermined: "`.toolbarColorScheme(_:for: .statusBar)` of `RootView`"),
  ]

  @Test("the rules file states the placement the code states", arguments: cases)
  func placement(_ item: Case) throws {
    let sources = [
      "App.swift": """
      import SwiftUI
      @main struct LanternApp: App {
        var visibility = Visibility.hidden
        var body: some Scene { WindowGroup { RootView()\(item.modifier) } }
      }
      struct RootView: View {
        var flag = false
        var body: some View {
          \(item.body)
        }
      }
      """
    ]
    let result = AppScanner.scan(swiftSources: sources)
    for text in item.contains {
      #expect(result.rulesText.contains(text), "missing \(text) in:\n\(result.rulesText)")
    }
    for text in item.lacks {
      #expect(!result.rulesText.contains(text), "unexpected \(text) in:\n\(result.rulesText)")
    }
    if let text = item.undetermined {
      #expect(
        result.facts.undetermined.contains { $0.what.contains(text) },
        "no undetermined item mentions \(text): \(result.facts.undetermined.map(\.what))")
    }
    #expect(throws: Never.self) {
      try RulesFile.parse(SourceFile(path: "scan.rules", text: result.rulesText))
    }
  }
}
