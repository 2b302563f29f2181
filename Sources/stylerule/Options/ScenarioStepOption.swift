import ArgumentParser
import StyleRuleKit

/// `--at STEP`: a state of the file's scenario instead of the first screen.
struct ScenarioStepOption: ParsableArguments {
  @Option(
    name: .customLong("at"),
    help: ArgumentHelp(
      "A step of the file's scenario instead of the first screen: its number as 'stylerule "
        + "timeline' prints it (1 is the first screen), or the text of its statement.",
      valueName: "step"))
  var step: String?

  /// The step named, played on the loaded file, or `nil` without `--at`.
  /// - Throws: ``RulesFileError`` when the file has no such step.
  func resolve(in loaded: LoadedRules, overrides: EnvironmentLayers)
    throws(RulesFileError) -> ScenarioStep?
  {
    guard let step else { return nil }
    do {
      return try loaded.model.scenarioStep(step, overrides: overrides)
    } catch {
      throw .invalid(
        DiagnosticsError(
          source: loaded.model.source,
          diagnostics: loaded.warnings + [
            Diagnostic(.cli(.unknownStep), .error, "--at \(step): \(error.message)", at: nil)
          ]))
    }
  }
}
