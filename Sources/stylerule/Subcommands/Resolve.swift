import ArgumentParser
import StyleRuleKit

/// `stylerule resolve FILE`: which controller decides the status bar style, step by step.
struct Resolve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Show the status bar style that applies, who decides it, and the walk that got there."
  )

  @Argument(
    help: ArgumentHelp(
      "The rules file to resolve, an app's folder to scan first, or - for standard input.",
      valueName: "file"))
  var file: String

  @Option(
    name: .long,
    help: "Show one decision in the text: style or hidden (both by default; JSON has both).")
  var question: StatusBarQuestion?

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var scan: ScanOptions

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var at: ScenarioStepOption

  @OptionGroup var scene: SceneOption

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.requireFormat(in: [.text, .json], command: "resolve")
    if at.step != nil, let versions = environment.versions, versions.versions.count > 1 {
      throw ValidationError(
        "--at resolves one step for one iOS version; compare versions without it")
    }
  }

  func run() throws {
    try Frontend.run(color: output.color) { () throws(RulesFileError) in
      let input = try Frontend.load(
        file, environment: environment, scan: scan, configuration: try configuration.load())
      let (loaded, environment) = (input.rules, input.environment)
      var result = CommandOutput()
      result.diagnostics = [(loaded.model.source, loaded.warnings)]
      let step = try at.resolve(in: loaded, overrides: environment.overrides)
      let model = step?.model ?? loaded.model
      let resolver = StatusBarResolver(model: model)
      let scenes = try scene.scenes(in: loaded)
      if let versions = environment.versions?.versions, versions.count > 1 {
        // Versions are compared for one scene: the one named, else the first.
        let report = ComparisonReport(
          model: loaded.model,
          resolutions: versions.map {
            resolver.resolve(overrides: environment.overrides(ios: $0), scene: scenes[0])
          })
        let style = Terminal.style(for: .standardOutput, choice: output.color)
        let questions = question.map { Set([$0]) } ?? Set(StatusBarQuestion.allCases)
        result.standardOutput =
          output.format == .json
          ? ComparisonJSONRenderer().render(report)
          : ComparisonTextRenderer(style: style, questions: questions).render(report)
        return result
      }
      let reports = scenes.map { index in
        let (resolution, exploration) = resolver.explore(
          overrides: step?.overrides ?? environment.overrides, scene: index)
        return ResolutionReport(
          model: model, resolution: resolution, exploration: exploration, step: step)
      }
      switch output.format {
      case .json:
        result.standardOutput =
          reports.count == 1
          ? ResolutionJSONRenderer().render(reports[0])
          : ResolutionJSONRenderer().render(scenes: reports)
      default:
        let style = Terminal.style(for: .standardOutput, choice: output.color)
        let questions = question.map { Set([$0]) } ?? Set(StatusBarQuestion.allCases)
        result.standardOutput = ResolutionTextRenderer(style: style, questions: questions).render(
          scenes: reports)
      }
      return result
    }
  }
}
