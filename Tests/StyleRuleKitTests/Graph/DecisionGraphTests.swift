import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The graph's content: the path, the decider, the skipped overrides and the presentations.
@Suite("Decision graph")
struct DecisionGraphTests {
  @Test("case 6-2: the path to SVC, PVC never asked, its presentation keeps control")
  func caseSixTwo() throws {
    let loaded = try RulesFixtures.load("Rules/cases/case-6-2.rules")
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    let graph = DecisionGraphBuilder(model: loaded.model, resolution: resolution).build()
    let byName = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.name, $0) })
    #expect(graph.nodes.filter(\.decides).map(\.name) == ["SVC"])
    #expect(graph.nodes.filter(\.isOnPath).map(\.name) == ["NC", "TBC", "SVC"])
    #expect(byName["PVC"]?.hasSkippedOverride == true)
    #expect(
      byName["PVC"]?.details.contains("preferredStatusBarStyle = default (never asked)") == true)
    let names = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0.name) })
    let path = graph.edges.filter(\.isOnPath).map {
      "\(names[$0.from] ?? $0.from)→\(names[$0.to] ?? $0.to)"
    }
    #expect(path == ["w0→NC", "NC→TBC", "TBC→SVC"])
    let presentation = try #require(graph.edges.first { names[$0.to] == "PVC" })
    #expect(presentation.kind == .presentation(controls: false))
    #expect(presentation.label.contains("overCurrentContext"))
  }

  @Test("the hidden question follows the hidden walk (R16)")
  func hiddenQuestion() throws {
    let loaded = try RulesFixtures.load("Rules/examples/hidden-navigation.rules")
    let resolution = StatusBarResolver(model: loaded.model).resolve(
      overrides: EnvironmentLayers(options: EnvironmentSettings(device: .iphoneHomeButton)))
    let graph = DecisionGraphBuilder(
      model: loaded.model, resolution: resolution, question: .hidden
    ).build()
    #expect(graph.nodes.filter(\.decides).map(\.name) == ["Photo"])
    #expect(graph.title.contains("hidden"))
  }

  @Test("with the switch NO, UIApplication decides and is drawn")
  func application() throws {
    let loaded = try RulesFixtures.load("Rules/pitfalls/plist-switch-no.rules")
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    let graph = DecisionGraphBuilder(model: loaded.model, resolution: resolution).build()
    #expect(graph.nodes.filter(\.decides).map(\.name) == ["UIApplication"])
    #expect(graph.nodes.first { $0.name == "Map" }?.hasSkippedOverride == true)
  }
}

/// DOT and Mermaid for every file under `Rules/`, and for names that need escaping.
@Suite("Graph renderers")
struct GraphRendererTests {
  static let files = RulesFixtures.allRulesFiles

  static func graph(_ file: String) throws -> DecisionGraph {
    let loaded = try RulesFixtures.load(file)
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    return DecisionGraphBuilder(model: loaded.model, resolution: resolution).build()
  }

  /// A file whose names hold quotes, backslashes, braces, `#`, `<`, `&` and Japanese.
  static let hostileNames = """
    class `Say "hi" \\ {x}`: UIViewController { preferredStatusBarStyle = lightContent }
    window `<main> & #1` {
      `設定 "画面"`: UINavigationController {
        `a{b}c|d;e`: `Say "hi" \\ {x}`
        `#quot; %% end`: UIViewController
        `direction\u{00A0}LR`: UIViewController
        `direction\u{3000}TB`: UIViewController
      }
    }
    """

  static func hostileGraph() throws -> DecisionGraph {
    let loaded = try RulesFixtures.parse(hostileNames)
    let resolution = StatusBarResolver(model: loaded.model).resolve()
    return DecisionGraphBuilder(model: loaded.model, resolution: resolution).build()
  }

  @Test("DOT and Mermaid goldens", arguments: files)
  func goldens(_ file: String) throws {
    let graph = try Self.graph(file)
    let name = "graph/" + file.dropFirst("Rules/".count).dropLast(".rules".count)
    for (output, suffix) in [
      (GraphDOTRenderer().render(graph), ".dot"), (GraphMermaidRenderer().render(graph), ".mmd"),
    ] {
      let outcome = Golden.check(output, against: name + suffix)
      #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }
  }

  @Test("Mermaid is the flowchart subset GitHub renders, for every file", arguments: files)
  func mermaidIsValid(_ file: String) throws {
    let problems = MermaidFlowchartValidator.problems(
      in: GraphMermaidRenderer().render(try Self.graph(file)))
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test("labels with quotes, braces, # and non-ASCII are escaped")
  func escaping() throws {
    let graph = try Self.hostileGraph()
    let mermaid = GraphMermaidRenderer().render(graph)
    #expect(MermaidFlowchartValidator.problems(in: mermaid).isEmpty)
    #expect(mermaid.contains("設定 #quot;画面#quot;"))
    #expect(mermaid.contains("#lt;main#gt; #amp; #35;1"))
    #expect(mermaid.contains("#35;quot; %% end"))
    let dot = GraphDOTRenderer().render(graph)
    #expect(dot.contains(#"Say \"hi\" \\ {x}"#))
    #expect(dot.contains("設定 \\\"画面\\\""))
  }

  /// Whether Graphviz is installed; `.ci/run` installs it, and there a missing `dot` fails.
  static let dotAvailable: Bool = (try? Graphviz.render("digraph { a -> b }"))?.status == 0
  static var required: Bool { ProcessInfo.processInfo.environment["STYLERULE_CI"] != nil }

  @Test(
    "Graphviz renders every file, and the hostile names, to SVG",
    .enabled(if: dotAvailable || required, "Graphviz is not installed (apt-get install graphviz)"))
  func graphvizRenders() throws {
    #expect(Self.dotAvailable, "CI must have Graphviz: .ci/run installs it")
    guard Self.dotAvailable else { return }
    var inputs = try Self.files.map { ($0, GraphDOTRenderer().render(try Self.graph($0))) }
    inputs.append(("hostile names", GraphDOTRenderer().render(try Self.hostileGraph())))
    for (name, dot) in inputs {
      let result = try Graphviz.render(dot)
      #expect(result.status == 0, "\(name): \(result.standardError)")
      #expect(result.standardOutput.contains("<svg"), "\(name)")
      #expect(result.standardError.isEmpty, "\(name): \(result.standardError)")
    }
  }
}

/// Runs `dot -Tsvg`.
enum Graphviz {
  static func render(_ dot: String) throws -> (
    status: Int32, standardOutput: String, standardError: String
  ) {
    // The graph goes in a file, not down a pipe: writing to a pipe whose reader has gone
    // (no `dot` installed) would kill the test run with SIGPIPE.
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stylerule-graph-\(UUID().uuidString).dot")
    try Data(dot.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["dot", "-Tsvg", file.path]
    let output = Pipe()
    let error = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}

/// The validator itself rejects what Mermaid rejects, so a passing check means something.
@Suite("Mermaid validator")
struct MermaidValidatorTests {
  @Test(
    "each broken diagram is rejected",
    arguments: [
      "flowchart TD\n  a[\"say \"hi\"\"];",
      "flowchart TD\n  end[\"x\"];",
      "flowchart TD\n  a[\"x\"];\n  b[\"y\"];\n  a -->|\"l\"| b;\n  linkStyle 1 stroke:#f00",
      "flowchart TD\n  a[\"x\"];\n  b[\"y\"];\n  a -->|\"l\"| b;\n  linkStyle 0 stroke:#f00;",
      "flowchart TD\n  a[\"set direction LR\"];",
      "flowchart TD\n  a[\"x\"];\n  a -->|\"l\"|  b;",
      "flowchart TD\n  a[\"C# <b>\"];",
      "flowchart TD\n  a[\"\"];",
      "flowchart TD\n  subgraph s[\"t\"]\n  a[\"x\"];",
      "flowchart TD\n  a -->|\"l\"| b;",
      "graph TD\n  a[\"x\"];",
      "flowchart TD\n  a[\"direction\u{00A0}LR\"];",
      "flowchart TD\n  a[\"`x`\"];",
    ])
  func rejects(_ text: String) {
    #expect(!MermaidFlowchartValidator.problems(in: text).isEmpty)
  }

  @Test("a small valid diagram is accepted")
  func accepts() {
    let text = """
      flowchart TD
        subgraph frame_w0["window #35;1"]
          a["A #quot;quoted#quot;<br/>second line"];
        end
        b(["B"]);
        a -->|"label"| b;
        classDef decides fill:#dafbe1,stroke:#1a7f37
        class a,b decides
        linkStyle 0 stroke:#1f6feb,stroke-width:3px
      """
    #expect(MermaidFlowchartValidator.problems(in: text) == [])
  }
}
