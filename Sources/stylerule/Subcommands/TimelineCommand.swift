import ArgumentParser
import StyleRuleKit

/// `stylerule timeline FILE`: the status bar after each event of the file's scenario.
struct TimelineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "timeline",
    abstract:
      "Play the file's scenario and show the status bar after each event, flagging stale states.",
    discussion: """
      A state is stale when the status bar shows something the current preferences no longer \
      give, because nothing made UIKit ask again (R11). Each stale state names the event that \
      refreshes it and the call that would fix it now. A file whose controllers are chosen at \
      run time (choice blocks) is played once under each alternative.
      """)

  @Argument(
    help: ArgumentHelp(
      "The rules file, an app's folder to scan first, or - for standard input.", valueName: "file"))
  var file: String

  @Flag(name: .long, help: "Print the style and hidden traces of every state.")
  var trace = false

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var scan: ScanOptions

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.requireFormat(in: [.text, .json], command: "timeline")
    try environment.requireSingleVersion(command: "timeline")
  }

  func run() throws {
    try Frontend.run(color: output.color) { () throws(RulesFileError) in
      let input = try Frontend.load(
        file, environment: environment, scan: scan, configuration: try configuration.load())
      let (loaded, environment) = (input.rules, input.environment)
      let timelines = AlternativeTimelines(model: loaded.model, overrides: environment.overrides)
      var result = CommandOutput()
      result.diagnostics = [(loaded.model.source, loaded.warnings)]
      switch output.format {
      case .json: result.standardOutput = TimelineJSONRenderer().render(timelines)
      default:
        let style = Terminal.style(for: .standardOutput, choice: output.color)
        result.standardOutput = TimelineTextRenderer(style: style, includesTraces: trace).render(
          timelines)
      }
      return result
    }
  }
}
