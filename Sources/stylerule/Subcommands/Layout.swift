import ArgumentParser
import StyleRuleKit

/// The formats `stylerule layout` writes.
enum LayoutFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
  /// A picture of the screen, or of the screens side by side for several `--ios` versions.
  case svg
}

/// `stylerule layout FILE`: where the status bar, views, bars, guides, safe areas and scroll
/// insets are, and the rules behind each number.
struct Layout: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract:
      "Show where the status bar, each controller's view, the bars, the layout guides or safe "
      + "area and the scroll insets are, with the rules behind each number.",
    discussion: """
      Frames are in points, in window coordinates. Each number cites the layout rules \
      (L1.1–L10.3) and tables (T1–T6) behind it, with their confidence; where the sources \
      disagree or leave it open, the other values are listed as unsure. --ios 6,7,11,17 \
      lays out the versions side by side.
      """)

  @Argument(
    help: ArgumentHelp(
      "The rules file to lay out, an app's folder to scan first, or - for standard input.",
      valueName: "file"))
  var file: String

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var scan: ScanOptions

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var at: ScenarioStepOption

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Show one controller on screen, by name (the picture shows the whole screen).",
      valueName: "name"),
    completion: Completions.controllers)
  var controller: String?

  @Flag(name: .long, help: "Print the derivation step by step, with the rule behind each step.")
  var why = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The output format: text, json, or svg (a picture of the screen; with several --ios "
        + "versions, the screens side by side)."))
  var format: LayoutFormat = .text

  @Option(
    name: .long,
    help: "Colour output: auto (when writing to a terminal and NO_COLOR is unset), always, never.")
  var color: ColorChoice = .auto

  func validate() throws {
    if at.step != nil, let versions = environment.versions, versions.versions.count > 1 {
      throw ValidationError(
        "--at lays out one step for one iOS version; compare versions without it")
    }
    if why, format != .text {
      throw ValidationError("--why prints the derivation as text; leave out --format \(format)")
    }
    if why, let versions = environment.versions, versions.versions.count > 1 {
      throw ValidationError("--why explains one layout; give one --ios version")
    }
  }

  func run() throws {
    try Frontend.run(color: color) { () throws(RulesFileError) in
      let input = try Frontend.load(
        file, environment: environment, scan: scan, configuration: try configuration.load())
      let loaded = input.rules
      let model = loaded.model
      let overrides = input.environment.everyOverride
      func invalid(_ diagnostic: Diagnostic, source: SourceFile = model.source) -> RulesFileError {
        .invalid(
          DiagnosticsError(
            source: source, diagnostics: Diagnostic.sorted(loaded.warnings + [diagnostic])))
      }
      let step = try at.resolve(in: loaded, overrides: overrides[0])
      var layouts: [ScreenLayout] = []
      for override in overrides {
        let engine = LayoutEngine(model: step?.model ?? model)
        do throws(LayoutEnvironmentError) {
          layouts.append(try engine.layout(overrides: step?.overrides ?? override))
        } catch {
          throw invalid(LayoutEngine.environmentProblem(error))
        }
        if let controller, let layout = layouts.last,
          let problem = engine.controllerProblem(controller, in: layout)
        {
          throw invalid(problem)
        }
      }
      var result = CommandOutput()
      result.diagnostics = [(model.source, loaded.warnings)]
      var report = LayoutReport(
        file: model.source.path, layouts: layouts, step: step, controller: controller)
      report.alternatives = model.placedAlternativesPhrase
      switch format {
      case .json:
        result.standardOutput = LayoutJSONRenderer().render(report)
      case .svg:
        result.standardOutput = LayoutSVGRenderer().render(
          layouts.map { (caption: "iOS \($0.environment.ios)", layout: $0) })
      case .text:
        let style = Terminal.style(for: .standardOutput, choice: color)
        result.standardOutput = LayoutTextRenderer(style: style, why: why).render(report)
      }
      return result
    }
  }
}
