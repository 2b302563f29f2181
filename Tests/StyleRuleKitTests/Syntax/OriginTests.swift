import StyleRuleKit
import Testing

/// Origins (`@ "path:line:column"` after a statement) and `scanned "…"`: what a scanned rules
/// file keeps of where each fact was found.
@Suite("Origins")
struct OriginTests {
  static let scanned = """
    scanned "App"
    plist UIViewControllerBasedStatusBarAppearance = YES @ "Info.plist:12"
    class HomeViewController: UIViewController @ "Sources/Home.swift:3:7" {
      preferredStatusBarStyle = lightContent @ "Sources/Home.swift:5:3"
      prefersStatusBarHidden = true
    }
    window Main @ "Sources/SceneDelegate.swift:10:5" {
      Nav: UINavigationController @ "Sources/SceneDelegate.swift:11:9" {
        Home: HomeViewController @ "Sources/SceneDelegate.swift:11:60"
      }
    }
    Nav presents Sheet: UIViewController @ "Sources/Home.swift:30:9" { modalPresentationStyle = pageSheet }
    """

  /// The offset of the first occurrence of `text` in the scanned file.
  static func offset(of text: String) throws -> Int {
    let range = try #require(scanned.range(of: text))
    return scanned.utf8.distance(from: scanned.startIndex, to: range.lowerBound)
  }

  @Test(
    "A position takes the origin of the innermost statement around it",
    arguments: [
      ("UIViewControllerBasedStatusBarAppearance", "App/Info.plist:12"),
      ("class HomeViewController", "App/Sources/Home.swift:3:7"),
      ("preferredStatusBarStyle = lightContent", "App/Sources/Home.swift:5:3"),
      // A member without its own origin takes its class's.
      ("prefersStatusBarHidden", "App/Sources/Home.swift:3:7"),
      ("window Main", "App/Sources/SceneDelegate.swift:10:5"),
      ("Nav: UINavigationController", "App/Sources/SceneDelegate.swift:11:9"),
      ("Home: HomeViewController", "App/Sources/SceneDelegate.swift:11:60"),
      ("Nav presents", "App/Sources/Home.swift:30:9"),
      ("modalPresentationStyle", "App/Sources/Home.swift:30:9"),
    ])
  func innermostOrigin(text: String, expected: String) throws {
    let loaded = try RulesFile.parse(SourceFile(path: "scan.rules", text: Self.scanned))
    let offset = try Self.offset(of: text)
    let range = SourceRange(start: offset, end: offset + 1)
    #expect(loaded.model.source.resolvedOrigin(of: range)?.description == expected)
  }

  @Test("The closing brace of a block still belongs to it; the next statement does not")
  func blockEnds() throws {
    let text = """
      window Main @ "Scene.swift:4:5" {
        Root: UIViewController
      }
      Extra: UIViewController
      """
    let loaded = try RulesFile.parse(SourceFile(path: "scan.rules", text: text))
    let source = loaded.model.source
    let root = try #require(loaded.model.controller(named: "Root"))
    let extra = try #require(loaded.model.controller(named: "Extra"))
    #expect(source.resolvedOrigin(of: root.range)?.description == "Scene.swift:4:5")
    #expect(source.resolvedOrigin(of: extra.range) == nil)
  }

  @Test(
    "Origin paths join the rules file's folder and the scanned folder",
    arguments: [
      ("scan.rules", nil, "Sources/A.swift", "Sources/A.swift"),
      ("out/scan.rules", nil, "Sources/A.swift", "out/Sources/A.swift"),
      ("out/scan.rules", "..", "Sources/A.swift", "Sources/A.swift"),
      ("out/scan.rules", "../App", "./Sources/../Home.swift", "App/Home.swift"),
      ("/tmp/scan.rules", "App", "A.swift", "/tmp/App/A.swift"),
      ("out/scan.rules", "/work/App", "A.swift", "/work/App/A.swift"),
      ("out/scan.rules", "App", "/abs/A.swift", "/abs/A.swift"),
      ("<stdin>", "App", "A.swift", "App/A.swift"),
    ] as [(String, String?, String, String)])
  func resolution(rulesPath: String, scanned: String?, path: String, expected: String) {
    var text = ""
    if let scanned { text += "scanned \"\(scanned)\"\n" }
    text += "window @ \"\(path):1\" { Root: UIViewController }\n"
    let loaded = try? RulesFile.parse(SourceFile(path: rulesPath, text: text))
    let root = loaded?.model.controller(named: "Root")
    #expect(loaded?.model.source.resolvedOrigin(of: root?.range)?.path == expected)
  }

  @Test(
    "Normalising a path folds '.', '..' and empty components as text",
    arguments: [
      ("out/../App/./Home.swift", "App/Home.swift"),
      ("../../A.swift", "../../A.swift"),
      ("a/../../A.swift", "../A.swift"),
      ("App/..", "."),
      ("", "."),
      ("./", "."),
      ("/work/../../tmp//A.swift", "/tmp/A.swift"),
      ("/..", "/"),
      ("/", "/"),
      ("//a/./b/", "/a/b"),
      ("...", "..."),
    ])
  func normalizing(path: String, expected: String) {
    #expect(OriginTable.normalize(path) == expected)
  }

  @Test(
    "An origin reads a path, a line and a column from the end",
    arguments: [
      ("A.swift", "A.swift", nil, nil),
      ("A.swift:12", "A.swift", 12, nil),
      ("A.swift:12:3", "A.swift", 12, 3),
      ("C:/A.swift:2:1", "C:/A.swift", 2, 1),
      ("weird:name.swift", "weird:name.swift", nil, nil),
      ("A.swift:0", "A.swift:0", nil, nil),
      ("A.swift:1:2:3", "A.swift:1", 2, 3),
    ] as [(String, String, Int?, Int?)])
  func parsing(text: String, path: String, line: Int?, column: Int?) throws {
    let origin = try #require(SourceOrigin(parsing: text))
    #expect(origin.path == path)
    #expect(origin.line == line)
    #expect(origin.column == column)
  }

  @Test(
    "Malformed origins are located errors",
    arguments: [
      ("window { Root: UIViewController @ }", "syntax.expected-origin", 1, 35),
      ("window { Root: UIViewController @ \"\" }", "syntax.bad-origin", 1, 35),
      (
        "scanned \"A\"\nscanned \"B\"\nwindow { Root: UIViewController }",
        "syntax.duplicate-scanned", 2, 1
      ),
      ("window { Root: UIViewController }\n@ \"A.swift\"", "syntax.expected-statement", 2, 1),
      ("window { Root: UIViewController @ \"A\\q.swift\" }", "syntax.invalid-escape", 1, 37),
      ("scanned \"\"\nwindow { Root: UIViewController }", "syntax.bad-origin", 1, 9),
      ("scanned \"A\\q\"\nwindow { Root: UIViewController }", "syntax.invalid-escape", 1, 11),
      (
        "scanned \"A\"\nscanned \"B\\q\"\nwindow { Root: UIViewController }",
        "syntax.invalid-escape", 2, 11
      ),
    ] as [(String, String, Int, Int)])
  func malformed(text: String, id: String, line: Int, column: Int) {
    let source = SourceFile(path: "bad.rules", text: text)
    do {
      _ = try RulesFile.parse(source)
      Issue.record("expected \(id)")
    } catch {
      let first = error.diagnostics.first { $0.severity == .error }
      #expect(first?.id.rawValue == id)
      let location = first?.range.map { source.location(of: $0.start) }
      #expect(location?.line == line)
      #expect(location?.column == column)
    }
  }

  @Test(
    "A string with an error in an origin or 'scanned' is reported once, and nothing after it",
    arguments: [
      "window { Root: UIViewController @ \"A\\q.swift\" }",
      "window @ \"A\\q.swift\" { Root: UIViewController }",
      "scanned \"A\\q\"\nwindow { Root: UIViewController }",
      "scanned \"A\"\nscanned \"B\\q\"\nwindow { Root: UIViewController }",
    ])
  func badStringReportedOnce(text: String) {
    let source = SourceFile(path: "bad.rules", text: text)
    do {
      _ = try RulesFile.parse(source)
      Issue.record("expected syntax.invalid-escape")
    } catch {
      let errors = error.diagnostics.filter { $0.severity == .error }
      #expect(errors.map(\.id.rawValue) == ["syntax.invalid-escape"])
    }
  }

  @Test("Lint places findings at their origin, with the rules line after it")
  func lintAtOrigin() throws {
    let loaded = try RulesFile.parse(SourceFile(path: "scan.rules", text: Self.scanned))
    let report = LintReport(files: [
      LintedFile(
        source: loaded.model.source, findings: Linter.lint(loaded.model),
        warnings: loaded.warnings)
    ])
    let xcode = LintXcodeRenderer().render(report)
    let lines = xcode.split(separator: "\n")
    let first = try #require(lines.first)
    // A dead override is reported at the override (Home.swift), where the code does not work.
    #expect(first.hasPrefix("App/Sources/Home.swift:5:3: warning: 'Home' overrides"))
    #expect(
      lines.dropFirst().first == "scan.rules:4:3: note: the scanned rules file states it here")
    let text = LintTextRenderer().render(report)
    #expect(text.contains("App/Sources/Home.swift:5:3: warning:"))
    #expect(text.contains(" --> scan.rules:4:3\n"))
    let json = LintJSONRenderer().render(report)
    #expect(json.contains(#""path": "App/Sources/Home.swift""#))
  }

  @Test(
    "A scan held in memory is never named as a place: no rules-line note in Xcode or SARIF",
    arguments: [("scan.rules", true), ("<scan of App>", false)])
  func rulesLineNoteOnlyForFiles(path: String, noted: Bool) throws {
    let loaded = try RulesFile.parse(SourceFile(path: path, text: Self.scanned))
    let report = LintReport(files: [
      LintedFile(
        source: loaded.model.source, findings: Linter.lint(loaded.model),
        warnings: loaded.warnings)
    ])
    let xcode = LintXcodeRenderer().render(report)
    #expect(xcode.hasPrefix("App/Sources/Home.swift:5:3: warning:"))
    #expect(xcode.contains("\(path):4:3: note: the scanned rules file states it here") == noted)
    let sarif = LintSARIFRenderer().render(report)
    #expect(sarif.contains("App/Sources/Home.swift"))
    #expect(sarif.contains("the scanned rules file states it here") == noted)
  }

  @Test("A controller of unknown class makes the answer uncertain, not a fact")
  func unknownClass() throws {
    let text = """
      class Used: UIViewController { preferredStatusBarStyle = lightContent }
      window Main { Root: unknown }
      """
    let loaded = try RulesFile.parse(SourceFile(path: "scan.rules", text: text))
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    #expect(!resolution.cannotTell.isEmpty)
    #expect(resolution.cannotTell.contains { $0.contains("a class the file does not state") })
    // Any class could be behind 'unknown', so no class is reported as never instantiated.
    #expect(Linter.lint(loaded.model).filter { $0.check == "dead-override" }.isEmpty)
  }
}
