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

      For a scanned rules file (or an app's folder), each fix is also written as edits to \
      the app's files its statements come from: a unified diff of the Swift or Objective-C \
      sources, the Info.plist or an .xcconfig file, or the reason it is shown on the rules \
      file only. \
      --patch prints only that diff, so that 'stylerule explain . Home --patch | git apply' \
      makes the fix.

      --top Y explains the controller's layout instead: where its content starts (the top of \
      its safe area, its top layout guide on iOS 7–10, or its scroll view's first row), the \
      rules behind it, and the single changes (an edge, a bar's translucency, a scroll view's \
      adjustment, …) that start it at Y points in window coordinates, each applied to the \
      rules file and laid out again.
      """)

  @Argument(
    help: ArgumentHelp(
      "The rules file, an app's folder to scan first, or - for standard input.", valueName: "file"))
  var file: String

  @Argument(
    help: ArgumentHelp("The controller whose style should apply.", valueName: "controller"),
    completion: Completions.controllers)
  var controller: String

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var scan: ScanOptions

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var at: ScenarioStepOption

  @OptionGroup var output: OutputOptions

  @Flag(
    help: ArgumentHelp(
      "Print only the fix's edits to the app's files, as a unified diff for 'git apply' "
        + "(a scanned rules file or an app's folder)."))
  var patch = false

  @Option(
    help: ArgumentHelp(
      "With --patch, the fix to print, by its number in the text output.", valueName: "n"))
  var fix: Int?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Explain where the controller's content starts instead of its style, and which single "
        + "change starts it at this y (points, window coordinates).",
      valueName: "y"))
  var top: String?

  func validate() throws {
    try output.requireFormat(in: [.text, .json], command: "explain")
    try environment.requireSingleVersion(command: "explain")
    if top != nil && patch {
      throw ValidationError("--patch prints a style fix; it does not combine with --top")
    }
    if patch && output.format != .text {
      throw ValidationError("--patch prints a diff; it does not combine with --format")
    }
    if let fix {
      guard patch else { throw ValidationError("--fix chooses the fix --patch prints") }
      guard fix >= 1 else { throw ValidationError("--fix counts from 1") }
    }
  }

  func run() throws {
    try Frontend.run(color: output.color) { () throws(RulesFileError) in
      let input = try Frontend.load(
        file, environment: environment, scan: scan, configuration: try configuration.load())
      let (loaded, environment) = (input.rules, input.environment)
      let step = try at.resolve(in: loaded, overrides: environment.overrides)
      if let top {
        return try contentTopOutput(top, loaded: loaded, environment: environment, step: step)
      }
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
      var patches: [AppPatch]?
      if !loaded.model.source.origins.isEmpty {
        let planner = AppPatchPlanner(explanation: explanation)
        patches = planner.patches(
          files: AppFileReader.read(planner.filesToRead),
          currentDirectory: AppFileReader.currentDirectory)
      }
      var result = CommandOutput()
      result.diagnostics = [(loaded.model.source, loaded.warnings)]
      if patch {
        return patchOutput(explanation, patches: patches, into: result)
      }
      let report = ExplanationReport(explanation: explanation, step: step, appPatches: patches)
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

  /// `--top Y`: where the controller's content starts, why, and the single changes that start
  /// it at Y, each verified by laying the changed file out again.
  private func contentTopOutput(
    _ top: String, loaded: LoadedRules, environment: InputEnvironment, step: ScenarioStep?
  ) throws(RulesFileError) -> CommandOutput {
    func invalid(_ diagnostics: [Diagnostic]) -> RulesFileError {
      .invalid(
        DiagnosticsError(
          source: loaded.model.source, diagnostics: loaded.warnings + diagnostics))
    }
    guard let wanted = ContentTopExplainer.wantedTop(parsing: top) else {
      throw invalid([
        Diagnostic(
          .cli(.invalidTop), .error,
          "--top '\(top)' is not a y in points: write a number such as --top 64 or --top 97.667",
          at: nil)
      ])
    }
    let explainer =
      step.map { ContentTopExplainer(step: $0) }
      ?? ContentTopExplainer(model: loaded.model, overrides: environment.overrides)
    let explanation: ContentTopExplanation
    do throws(DiagnosticsError) {
      explanation = try explainer.explain(controller, top: wanted)
    } catch {
      throw invalid(error.diagnostics)
    }
    var result = CommandOutput()
    result.diagnostics = [(loaded.model.source, loaded.warnings)]
    let report = ContentTopReport(explanation: explanation, step: step)
    switch output.format {
    case .json:
      result.standardOutput = ContentTopJSONRenderer().render(report)
    default:
      let style = Terminal.style(for: .standardOutput, choice: output.color)
      result.standardOutput = ContentTopTextRenderer(style: style).render(report)
    }
    return result
  }

  /// `--patch`: the chosen fix's diff of the app's files on standard output, or why there is
  /// none on standard error with exit status 1.
  private func patchOutput(
    _ explanation: Explanation, patches: [AppPatch]?, into result: CommandOutput
  ) -> CommandOutput {
    var result = result
    let number = fix ?? 1
    let controller = explanation.targetName
    var problem: String?
    if explanation.targetDecides {
      problem = "'\(controller)' already decides the status bar: there is nothing to fix"
    } else if explanation.fixes.isEmpty {
      problem = "no change stylerule knows of makes '\(controller)' decide: there is no patch"
    } else if number > explanation.fixes.count {
      let count = explanation.fixes.count
      problem =
        "there \(count == 1 ? "is 1 fix" : "are \(count) fixes"); --fix \(number) is not one"
    } else {
      switch patches?[number - 1] ?? .noOrigins {
      case .diff(let diff): result.standardOutput = diff
      case .unavailable(let reason):
        problem = "fix \(number) has no edit in the app's files: \(reason)"
      }
    }
    if let problem {
      result.messages.append("\(file): error: \(problem)")
      result.status = .findings
    }
    return result
  }
}
