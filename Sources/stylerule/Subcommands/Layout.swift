import ArgumentParser
import StyleRuleKit

/// The formats `stylerule layout` writes.
enum LayoutFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
  /// A picture of the screen, or of the screens side by side for several `--ios` versions.
  case svg
}

/// One or more iOS versions for layout, as `--ios 6` or `--ios 6,7,11,17`: iOS 6 through
/// the newest modelled version.
struct LayoutVersionList: ExpressibleByArgument {
  let versions: [OSVersion]

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    let versions = parts.compactMap { part -> OSVersion? in
      let text = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      guard let version = OSVersion(parsing: text),
        (6...OSVersion.newestModelledMajor).contains(version.major)
      else { return nil }
      return version
    }
    guard !versions.isEmpty, versions.count == parts.count, versions.count <= 20 else {
      return nil
    }
    self.versions = versions
  }
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

  @Option(
    name: .customLong("ios"),
    help: ArgumentHelp(
      "The iOS version (6 through 18), instead of the file's; a list of up to 20, such as "
        + "6,7,11,17, lays them out side by side.",
      valueName: "version"))
  var versions: LayoutVersionList?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The device, instead of the file's: a model such as iphone-8, or a family "
        + "(iphone-home-button, iphone-face-id, ipad) for its default model."))
  var device: DeviceChoice?

  @Option(name: .long, help: ArgumentHelp("The orientation, instead of the file's."))
  var orientation: Orientation?

  @Option(
    name: .long,
    help: ArgumentHelp("The appearance, instead of the file's (it changes the style only)."))
  var appearance: Appearance?

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
    if at.step != nil, let versions, versions.versions.count > 1 {
      throw ValidationError(
        "--at lays out one step for one iOS version; compare versions without it")
    }
    if why, format != .text {
      throw ValidationError("--why prints the derivation as text; leave out --format \(format)")
    }
    if why, let versions, versions.versions.count > 1 {
      throw ValidationError("--why explains one layout; give one --ios version")
    }
  }

  /// The overrides for each version asked (one, the file's, without `--ios`).
  private func everyOverride(defaults: EnvironmentDefaults) -> [EnvironmentOverrides] {
    let versions: [OSVersion?] = self.versions?.versions ?? [nil]
    let olderThanFaceID = versions.contains { version in
      version.map { Device.assumed(for: $0) != .iphoneFaceID } ?? false
    }
    return versions.map { ios in
      EnvironmentOverrides(
        ios: ios, device: device, appearance: appearance, orientation: orientation,
        assumedDevice: olderThanFaceID && versions.count > 1 ? .iphoneHomeButton : nil,
        defaults: defaults)
    }
  }

  func run() throws {
    try Frontend.run(color: color) { () throws(RulesFileError) in
      let settings = try configuration.load()
      // The environment options are this command's own (iOS 6 is laid out): the file is
      // loaded with none, and the overrides are checked below.
      let none = try? EnvironmentOptions.parse([])
      let input = try Frontend.load(file, environment: none, scan: scan, configuration: settings)
      let loaded = input.rules
      let model = loaded.model
      let overrides = everyOverride(defaults: settings?.environment ?? EnvironmentDefaults())
      func invalid(_ diagnostic: Diagnostic, source: SourceFile = model.source) -> RulesFileError {
        .invalid(
          DiagnosticsError(
            source: source, diagnostics: Diagnostic.sorted(loaded.warnings + [diagnostic])))
      }
      if let problem = model.impossibleEnvironment(overrides) { throw invalid(problem) }
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
      let report = LayoutReport(
        file: model.source.path, layouts: layouts, step: step, controller: controller)
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
