import Foundation
import StyleRuleKit
import Testing

/// The fixes of a scanned rules file written in the app's files, from Swift text in memory:
/// odd but valid Swift is read right, and text that is not what the origin says gives a
/// reason instead of a diff.
@Suite("explain: fixes in the app's files")
struct AppPatchPlannerTests {
  /// A scanned rules file where 'Home' does not decide because navigation controller 'Nav',
  /// of class AppNavigationController declared at `Nav.swift:line:column`, does not
  /// forward; created at `Scene.swift:1:11`.
  static func rules(line: Int, column: Int = 7) -> String {
    """
    scanned "."
    class HomeViewController: UIViewController @ "Home.swift:1:7" {
      preferredStatusBarStyle = lightContent @ "Home.swift:2:3"
    }
    class AppNavigationController: UINavigationController @ "Nav.swift:\(line):\(column)"
    window Main {
      Nav: AppNavigationController @ "Scene.swift:1:11" {
        Home: HomeViewController
      }
    }

    """
  }

  /// The patches of the explanation of 'Home', with `files` as the app's files.
  static func patches(_ rules: String, files: [String: [UInt8]]) throws -> [AppPatch] {
    let model = try RulesFile.parse(SourceFile(path: "scan.rules", text: rules)).model
    let explanation = try Explainer(model: model).explain("Home")
    let planner = AppPatchPlanner(explanation: explanation)
    #expect(Set(planner.filesToRead).isSubset(of: ["Nav.swift", "Scene.swift"]))
    return planner.patches(files: files, currentDirectory: nil)
  }

  /// The first fix's patch: overriding childForStatusBarStyle in AppNavigationController.
  static func classMemberPatch(_ swift: String, line: Int, column: Int = 7) throws -> AppPatch {
    let patches = try patches(
      rules(line: line, column: column), files: ["Nav.swift": Array(swift.utf8)])
    return try #require(patches.first)
  }

  static let insertion =
    "+    override var childForStatusBarStyle: UIViewController? { visibleViewController }"

  /// Swift whose comments and literals hold braces, quotes and things that look like a
  /// class, before and inside the class.
  static let oddButValid: [(name: String, swift: String, line: Int)] = [
    (
      "braces in comments and strings",
      """
      // class AppNavigationController: UINavigationController {
      /* a block comment /* nested */ with { braces } */
      let banner = "{ \\"quoted\\" }"
      class AppNavigationController: UINavigationController {
          let title = "}"
      }
      """, 4
    ),
    (
      "raw and multi-line strings",
      """
      let raw = #"a "quoted" \\(not interpolated) { "#
      let text = \"\"\"
          class Fake {
          \"\"\"
      let rawLines = ##\"\"\"
          }"#
          \"\"\"##
      class AppNavigationController: UINavigationController {
          var name = "x"
      }
      """, 8
    ),
    (
      "interpolations holding strings, closures and parentheses",
      """
      let a = "\\(["}": 1].map { "\\($0.key) {" }) ) \\((1 + (2)))"
      class AppNavigationController: UINavigationController {
          var b = 1
      }
      """, 2
    ),
    (
      "an attribute, generic clause and where clause before the brace",
      """
      @MainActor
      final class AppNavigationController: UINavigationController, Sendable where Self: AnyObject
      {
          var b = 1
      }
      """, 2
    ),
  ]

  @Test("odd but valid Swift: the override goes first in the class body", arguments: 0..<4)
  func oddButValidSwift(_ index: Int) throws {
    let (name, swift, line) = Self.oddButValid[index]
    // The origin points at the class's name, as the scan writes it (UTF-8 columns).
    let text = swift.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    let found = try #require(text.range(of: "AppNavigationController"))
    let column = text.utf8.distance(from: text.startIndex, to: found.lowerBound) + 1
    let patch = try Self.classMemberPatch(swift, line: line, column: column)
    let diff = try #require(patch.diff, "\(name): \(patch.unavailableReason ?? "")")
    let lines = diff.split(separator: "\n").map(String.init)
    let inserted = try #require(lines.firstIndex(of: Self.insertion), "\(name):\n\(diff)")
    // Right after the line of the class's brace.
    #expect(lines[inserted - 1].hasSuffix("{"), "\(name):\n\(diff)")
    #expect(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 2)
  }

  @Test(
    "text at the origin that is not what the rules file says: no diff, and why",
    arguments: [
      (
        "class is elsewhere",
        "import UIKit\n\nclass AppNavigationController: UINavigationController {\n}\n", 1,
        "is not at Nav.swift:1"
      ),
      (
        "unbalanced braces",
        "class AppNavigationController: UINavigationController {\n  func f() {\n}\n", 1,
        "is not closed"
      ),
      (
        "a stray closing brace", "class AppNavigationController: UINavigationController {\n}\n}\n",
        1, "does not close an open bracket"
      ),
      (
        "unterminated string",
        "class AppNavigationController: UINavigationController {\n  let s = \"abc\n}\n", 1,
        "a string literal that is not closed on line 2"
      ),
      (
        "unterminated comment", "class AppNavigationController: UINavigationController {\n/* }\n",
        1, "a block comment that is not closed"
      ),
      (
        "a body on one line",
        "class AppNavigationController: UINavigationController { var a = 1 }\n", 1,
        "written on one line"
      ),
      (
        "past the end of the file", "class AppNavigationController: UINavigationController {}\n", 9,
        "is not at Nav.swift:9"
      ),
    ])
  func unexpectedText(_ name: String, _ swift: String, _ line: Int, _ reason: String) throws {
    let patch = try Self.classMemberPatch(swift, line: line)
    #expect(patch.diff == nil, "\(name)")
    #expect(
      patch.unavailableReason?.contains(reason) == true, "\(name): \(patch.unavailableReason ?? "")"
    )
  }

  @Test("an empty body on one line opens up")
  func emptyBody() throws {
    let patch = try Self.classMemberPatch(
      "class AppNavigationController: UINavigationController {}\n", line: 1)
    #expect(
      patch.diff == """
        --- a/Nav.swift
        +++ b/Nav.swift
        @@ -1 +1,3 @@
        -class AppNavigationController: UINavigationController {}
        +class AppNavigationController: UINavigationController {
        +    override var childForStatusBarStyle: UIViewController? { visibleViewController }
        +}

        """)
  }

  @Test("CRLF line breaks are kept, and a file without a final line break is marked so")
  func lineBreaks() throws {
    let swift =
      "import UIKit\r\n\r\nclass AppNavigationController: UINavigationController {\r\n  var a = 1\r\n}"
    let patch = try Self.classMemberPatch(swift, line: 3)
    let diff = try #require(patch.diff)
    #expect(
      diff.contains(
        "+  override var childForStatusBarStyle: UIViewController? { visibleViewController }\r\n+\r\n"
      ))
    #expect(diff.hasSuffix(" }\n\\ No newline at end of file\n"))
  }

  @Test("a file that cannot be read, or is not UTF-8: no diff, and why")
  func unreadable() throws {
    let rules = Self.rules(line: 1)
    let missing = try Self.patches(rules, files: [:])
    #expect(missing.first?.unavailableReason == "Nav.swift could not be read")
    let binary = try Self.patches(rules, files: ["Nav.swift": [0x63, 0xFF, 0xFE, 0x7B]])
    #expect(binary.first?.unavailableReason == "Nav.swift is not UTF-8 text")
  }

  @Test("a subclass: the constructor call renamed and the class added at the end")
  func subclass() throws {
    let scene = "let nav = AppNavigationController(rootViewController: home)"
    let patches = try Self.patches(
      Self.rules(line: 1),
      files: [
        "Nav.swift": Array("class AppNavigationController: UINavigationController {\n}\n".utf8),
        "Scene.swift": Array(scene.utf8),
      ])
    let diff = try #require(patches.compactMap(\.diff).first { $0.contains("Scene.swift") })
    #expect(
      diff == """
        --- a/Scene.swift
        +++ b/Scene.swift
        @@ -1 +1,5 @@
        -let nav = AppNavigationController(rootViewController: home)
        \\ No newline at end of file
        +let nav = ForwardingNavigationController(rootViewController: home)
        +
        +class ForwardingNavigationController: AppNavigationController {
        +    override var childForStatusBarStyle: UIViewController? { visibleViewController }
        +}

        """)
  }

  @Test("a final class cannot be subclassed")
  func finalClass() throws {
    let patches = try Self.patches(
      Self.rules(line: 1, column: 13),
      files: [
        "Nav.swift": Array(
          "final class AppNavigationController: UINavigationController {\n}\n".utf8),
        "Scene.swift": Array("let nav = AppNavigationController(rootViewController: home)\n".utf8),
      ])
    #expect(
      patches.contains {
        $0.unavailableReason == "class AppNavigationController is final, so it cannot be subclassed"
      })
  }

  @Test("a rules file without origins has no form in the app's files")
  func noOrigins() throws {
    let rules = Self.rules(line: 1).replacingOccurrences(of: "scanned \".\"\n", with: "")
      .split(separator: "\n").map { line in
        line.range(of: " @ \"").map {
          String(line[..<$0.lowerBound]) + (line.hasSuffix("{") ? " {" : "")
        } ?? String(line)
      }.joined(separator: "\n")
    let patches = try Self.patches(rules, files: [:])
    #expect(!patches.isEmpty)
    #expect(patches.allSatisfy { $0 == .noOrigins })
  }
}

/// Instance properties set in code: only in a function's statements, never in a type's body.
@Suite("explain: instance properties in the app's files")
struct AppPatchInstanceTests {
  /// 'Sheet', presented over full screen from 'Home', created at `Home.swift:line:column`.
  static func patches(_ swift: String, line: Int, column: Int) throws -> [AppPatch] {
    let rules = """
      scanned "."
      class SheetViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }
      window Main {
        Home: UIViewController
      }
      Home presents Sheet: SheetViewController @ "Home.swift:\(line):\(column)" {
        modalPresentationStyle = overFullScreen
      }

      """
    let model = try RulesFile.parse(SourceFile(path: "scan.rules", text: rules)).model
    let explanation = try Explainer(model: model).explain("Sheet")
    return AppPatchPlanner(explanation: explanation).patches(
      files: ["Home.swift": Array(swift.utf8)], currentDirectory: nil)
  }

  @Test("after 'let sheet = …' in a function")
  func inFunction() throws {
    let swift = """
      let version = 1
      class Home: UIViewController {
        func show() {
          let sheet = SheetViewController()
          present(sheet, animated: true)
        }
      }

      """
    let diff = try #require(try Self.patches(swift, line: 4, column: 17).first?.diff)
    #expect(
      diff.contains(
        "     let sheet = SheetViewController()\n"
          + "+    sheet.modalPresentationCapturesStatusBarAppearance = true\n"))
  }

  @Test("not after a stored property in a class's body")
  func inTypeBody() throws {
    let swift = """
      let version = 1
      class Home: UIViewController {
        let sheet = SheetViewController()
      }

      """
    let patch = try #require(try Self.patches(swift, line: 3, column: 15).first)
    #expect(patch.diff == nil)
    #expect(patch.unavailableReason?.contains("is not a statement in a function") == true)
  }
}
