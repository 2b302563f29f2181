import Testing

@testable import StyleRuleKit

/// A diagnostic in a scanned rules file shows the app's line first, then the rules line.
@Suite("Excerpts of the app's files")
struct OriginExcerptTests {
  static let rules = """
    scanned "App"
    plist UIViewControllerBasedStatusBarAppearance = YES @ "Info.plist"
    class HomeViewController: UIViewController @ "Sources/Home.swift:2:7" {
      preferredStatusBarStyle = lightContent @ "Sources/Home.swift:3:12"
    }
    window Main @ "Main.storyboard:4" {
      Home: HomeViewController @ "Sources/Home.swift:40:1"
    }
    """

  /// The app's Swift file; "é" takes two UTF-8 bytes, so byte and scalar columns differ.
  static let home = """
    import UIKit
    final class HomeViewController: UIViewController {
      /* é */ override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    """

  static let storyboard = """
    <?xml version="1.0"?>
    <document>
     <scenes>
        <viewController id="home" customClass="HomeViewController"/>
    """

  static func formatted(at text: String, files: [String: String]) throws -> String {
    let loaded = try RulesFile.parse(SourceFile(path: "scan.rules", text: rules))
    let source = loaded.model.source
    let offset = try #require(rules.utf8.firstRange(of: text.utf8)).lowerBound
    let start = rules.utf8.distance(from: rules.utf8.startIndex, to: offset)
    let diagnostic = Diagnostic(
      .model(.unplacedController), .warning, "a finding",
      at: SourceRange(start: start, end: start + text.utf8.count))
    let originFiles = OriginFiles(contents: files.mapValues { Array($0.utf8) })
    return DiagnosticFormatter(source: source, originFiles: originFiles).format(diagnostic)
  }

  @Test("The Swift line is shown with the caret under the word at the origin's byte column")
  func swiftLine() throws {
    let text = try Self.formatted(
      at: "preferredStatusBarStyle = lightContent", files: ["App/Sources/Home.swift": Self.home])
    #expect(
      text == """
        App/Sources/Home.swift:3:12: warning: a finding [model.unplaced-controller]
         3 |   /* é */ override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
           |           ^~~~~~~~
         --> scan.rules:4:3
         4 |   preferredStatusBarStyle = lightContent @ "Sources/Home.swift:3:12"
           |   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
  }

  @Test("A storyboard origin with a line and no column underlines the line's first element")
  func lineWithoutColumn() throws {
    let text = try Self.formatted(
      at: "window Main", files: ["App/Main.storyboard": Self.storyboard])
    #expect(
      text.hasPrefix(
        """
        App/Main.storyboard:4: warning: a finding [model.unplaced-controller]
         4 |     <viewController id="home" customClass="HomeViewController"/>
           |     ^~~~~~~~~~~~~~~

        """))
  }

  @Test(
    "Without the app's file, or the line, or a line in the origin, only the rules line is shown",
    arguments: [
      ("Home: HomeViewController", ["App/Sources/Home.swift": home]),  // line 40 of 4
      ("preferredStatusBarStyle = lightContent", [:]),  // file not read
      ("UIViewControllerBasedStatusBarAppearance", ["App/Info.plist": "<plist/>"]),  // no line
    ])
  func rulesLineOnly(at text: String, files: [String: String]) throws {
    let formatted = try Self.formatted(at: text, files: files)
    let lines = formatted.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5)
    #expect(lines.dropFirst().first?.hasPrefix(" --> scan.rules:") == true)
  }
}
