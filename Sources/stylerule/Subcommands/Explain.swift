import ArgumentParser
import StyleRuleKit

/// `stylerule explain FILE CONTROLLER`: why a controller's style is (not) applied, and fixes.
struct Explain: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract:
      "Explain why a controller's preferredStatusBarStyle is not applied, and what would fix it.",
    discussion: """
      Every fix printed has been applied to the rules file and resolved again: the \
      controller decides after it. Fixes are ranked by the number of changes, then by how \
      supported the API is.
      """)

  @Argument(
    help: ArgumentHelp(
      "The rules file, an app's folder to scan first, or - for standard input.", valueName: "file"))
  var file: String

  @Argument(help: ArgumentHelp("The controller whose style should apply.", valueName: "controller"))
  var controller: String

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var scan: ScanOptions

  @OptionGroup var at: ScenarioStepOption

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.requireFormat(in: [.text, .json], command: "explain")
    try environment.requireSingleVersion(command: "explain")
  }

  func run() throws {
    try Frontend.run(color: output.color) { () throws(RulesFileError) in
      let loaded = try Frontend.load(file, environment: environment, scan: scan)
      let step = try at.resolve(in: loaded, overrides: environment.overrides)
      let explainer =
        step.map { Explainer(step: $0) }
        ?? Explainer(model: loaded.model, overrides: environment.overrides)
      let explanation: Explanation
      do throws(DiagnosticsError) {
        explanation = try explainer.explain(controller)
      } catch {
        throw .invalid(
          DiagnosticsError(source: error.source, diagnostics: loaded.warnings + error.diagnostics))
      }
      let report = ExplanationReport(explanation: explanation, step: step)
      var result = CommandOutput()
      result.diagnostics = [(loaded.model.source, loaded.warnings)]
      switch output.format {
      case .json:
        result.standardOutput = ExplanationJSONRenderer().render(report)
      default:
        let style = Terminal.style(for: .standardOutput, choice: output.color)
        result.standardOutput = ExplanationTextRenderer(style: style).render(report)
      }
      return result
    }
  }
}
