import ArgumentParser
import StyleRuleKit

/// `stylerule resolve FILE`: which controller decides the status bar style, step by step.
struct Resolve: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the status bar style that applies, who decides it, and the walk that got there."
  )

  /// The formats `resolve` can print.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
  }

  @Argument(
    help: ArgumentHelp("The rules file to resolve, or - for standard input.", valueName: "file"))
  var file: String

  @OptionGroup var environment: EnvironmentOptions

  @Option(name: .long, help: "The output format: text or json.")
  var format: Format = .text

  @OptionGroup var output: OutputOptions

  func run() throws {
    try Frontend.run(color: output.color) { () throws(RulesFileError) in
      let loaded = try Frontend.load(file)
      let resolution = StyleResolver(model: loaded.model).resolve(overrides: environment.overrides)
      let report = ResolutionReport(model: loaded.model, resolution: resolution)
      var result = CommandOutput()
      result.diagnostics = [(loaded.model.source, loaded.warnings)]
      switch format {
      case .text:
        let style = Terminal.style(for: .standardOutput, choice: output.color)
        result.standardOutput = ResolutionTextRenderer(style: style).render(report)
      case .json:
        result.standardOutput = ResolutionJSONRenderer().render(report)
      }
      return result
    }
  }
}
