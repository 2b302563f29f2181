import ArgumentParser
import StyleRuleKit

/// `stylerule screens FILE`: every screen the app reaches, the way there, and who decides.
struct Screens: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "screens",
    abstract:
      "List every screen the app reaches (each tab, each scenario state), the way there, the "
      + "status bar and who decides.",
    discussion: """
      A screen is the first screen, the same with each tab the user can select, and each of \
      these with the file's scenario played statement by statement. The way there names each \
      step with its place in the app's sources when the file was scanned. States that show \
      the same controllers with the same answer are one screen, kept with the shortest way.
      """)

  @Argument(
    help: ArgumentHelp(
      "The rules file, an app's folder to scan first, or - for standard input.", valueName: "file"))
  var file: String

  @Option(name: .long, help: "The most screens listed.")
  var limit = ScreenEnumerator.defaultLimit

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var scan: ScanOptions

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var scene: SceneOption

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.requireFormat(in: [.text, .json, .markdown], command: "screens")
    try environment.requireSingleVersion(command: "screens")
    guard limit >= 1 else { throw ValidationError("--limit counts screens from 1") }
  }

  func run() throws {
    try Frontend.run(color: output.color) { () throws(RulesFileError) in
      let input = try Frontend.load(
        file, environment: environment, scan: scan, configuration: try configuration.load())
      let (loaded, environment) = (input.rules, input.environment)
      let scenes = try scene.scenes(in: loaded)
      let enumeration = ScreenEnumerator(
        model: loaded.model, overrides: environment.overrides, limit: limit
      ).enumerate(scenes: scenes.isEmpty ? nil : scenes)
      let report = ScreensReport(enumeration)
      var result = CommandOutput()
      result.diagnostics = [(loaded.model.source, loaded.warnings)]
      switch output.format {
      case .json: result.standardOutput = ScreensJSONRenderer().render(report)
      case .markdown: result.standardOutput = ScreensMarkdownRenderer().render(report)
      default:
        let style = Terminal.style(for: .standardOutput, choice: output.color)
        result.standardOutput = ScreensTextRenderer(style: style).render(report)
      }
      return result
    }
  }
}
