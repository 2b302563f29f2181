import ArgumentParser
import StyleRuleKit

/// The drawing languages `graph` writes.
enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
  case dot
  case mermaid
}

extension StatusBarQuestion: ExpressibleByArgument {}

/// `stylerule graph FILE`: a picture of the hierarchy and of the decision.
struct Graph: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Draw the hierarchy and the decision, in Graphviz DOT or Mermaid.",
    discussion: """
      Windows, containers, children and presentations (with their style and whether they \
      hand over control), the path UIKit's walk took, the controller that decides, and the \
      overrides it never asked. Render DOT with 'dot -Tsvg'; paste Mermaid into a \
      ```mermaid block on GitHub.
      """)

  @Argument(
    help: ArgumentHelp(
      "The rules file, an app's folder to scan first, or - for standard input.", valueName: "file"))
  var file: String

  @Option(name: .long, help: "The drawing language: dot or mermaid.")
  var format: GraphFormat = .dot

  @Option(name: .long, help: "The decision to show: style or hidden.")
  var question: StatusBarQuestion = .style

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var scan: ScanOptions

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var at: ScenarioStepOption

  @OptionGroup var scene: SceneOption

  func validate() throws {
    try environment.requireSingleVersion(command: "graph")
  }

  func run() throws {
    try Frontend.run(color: .never) { () throws(RulesFileError) in
      let input = try Frontend.load(
        file, environment: environment, scan: scan, configuration: try configuration.load())
      let (loaded, environment) = (input.rules, input.environment)
      let step = try at.resolve(in: loaded, overrides: environment.overrides)
      let model = step?.model ?? loaded.model
      // One scene's decision: the one named, else the first.
      let resolution = StatusBarResolver(model: model).resolve(
        overrides: step?.overrides ?? environment.overrides,
        scene: try scene.scenes(in: loaded)[0])
      let graph = DecisionGraphBuilder(
        model: model, resolution: resolution, question: question, step: step
      ).build()
      var result = CommandOutput()
      result.diagnostics = [(loaded.model.source, loaded.warnings)]
      switch format {
      case .dot: result.standardOutput = GraphDOTRenderer().render(graph)
      case .mermaid:
        result.standardOutput = GraphMermaidRenderer().render(graph)
        if let reason = GraphMermaidRenderer.limitExceeded(
          in: result.standardOutput, links: graph.edges.count)
        {
          result.messages.append(
            "warning: \(reason) with its default settings, so GitHub shows an error instead; "
              + "use --format dot for a graph this large")
        }
      }
      return result
    }
  }
}
