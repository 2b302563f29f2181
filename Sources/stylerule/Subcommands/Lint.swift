import ArgumentParser
import StyleRuleConfiguration
import StyleRuleKit

/// `stylerule lint FILE...`: static checks with stable IDs.
struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check rules files for status bar mistakes.",
    discussion: """
      Exit status: 0 when nothing is found at or above the threshold, 1 for errors (or \
      warnings with --strict), 2 when a file is invalid. 'stylerule lint --list' prints the \
      checks. The nearest .stylerule.yml (or --config) turns checks off, changes their \
      severity and sets a baseline; '# stylerule:disable:next ID' in a rules file and \
      '// stylerule:disable:next ID' in a Swift file silence a finding on the next line.
      """)

  @Argument(
    help: ArgumentHelp(
      "The rules files to check, apps' folders to scan first, or - for standard input.",
      valueName: "file"))
  var files: [String] = []

  @Flag(name: .long, help: "Print the checks (ID, severity, summary) instead of checking files.")
  var list = false

  @Flag(
    name: .long,
    help: "With --list, print the checks as Markdown (the text of Docs/lint-checks.md).")
  var markdown = false

  @Flag(name: .long, help: "Fail (exit 1) on warnings too, not only on errors.")
  var strict = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Report only the findings this baseline does not hold (written with --write-baseline).",
      valueName: "file"),
    completion: Completions.baselineFile)
  var baseline: String?

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp(
      "Record the findings in this file, to report only new ones later with --baseline.",
      valueName: "file"),
    completion: Completions.baselineFile)
  var writeBaseline: String?

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var scan: ScanOptions

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try environment.requireSingleVersion(command: "lint")
    if list {
      guard files.isEmpty else { throw ValidationError("--list takes no files") }
      try output.requireFormat(in: [.text, .json], command: "lint --list")
      return
    }
    if markdown { throw ValidationError("--markdown goes with --list") }
    try output.requireFormat(in: [.text, .json, .xcode, .sarif], command: "lint")
    if files.isEmpty { throw ValidationError("give at least one rules file, or --list") }
    if files.filter({ $0 == "-" }).count > 1 {
      throw ValidationError("standard input (-) can be read only once")
    }
  }

  func run() throws {
    if list {
      let renderer = LintCatalogueRenderer()
      Terminal.write(
        markdown ? renderer.markdown() : output.format == .json ? renderer.json() : renderer.list(),
        to: .standardOutput)
      return
    }
    try Frontend.run(color: output.color) { () throws(RulesFileError) in
      let configuration = try self.configuration.load()
      let settings = configuration?.lint ?? .standard
      let baselinePath =
        baseline ?? configuration.flatMap { settings in settings.baseline.map(settings.resolve) }
      let accepted = try baselinePath.map { path throws(RulesFileError) in
        try BaselineFile.read(path)
      }
      var result = CommandOutput()
      var linted: [LintedFile] = []
      var invalid = false
      var silenced = 0
      for file in files {
        do throws(RulesFileError) {
          for target in try targets(of: file, configuration: configuration) {
            var scan = self.scan
            scan.target = target ?? scan.target
            try lint(
              file, target: target, scan: scan, configuration: configuration, settings: settings,
              into: &linted, result: &result, silenced: &silenced)
          }
        } catch {
          // Report every invalid file, then fail as a whole.
          let failure = Frontend.failureOutput(error)
          result.diagnostics += failure.diagnostics
          result.messages += failure.messages
          invalid = true
        }
      }

      if invalid {
        result.status = .invalidInput
        return result
      }
      if silenced > 0 {
        result.messages.append(
          "\(Self.findings(silenced)) silenced by stylerule:disable comments")
      }
      // Anchored once, for the baseline written and the one compared with.
      let anchored = writeBaseline != nil || accepted != nil ? Self.anchored(linted) : []
      if let writeBaseline {
        let recorded = LintBaseline(recording: anchored)
        do throws(FileWriteError) {
          try BaselineFile.write(recorded, to: writeBaseline)
        } catch {
          result.messages.append(error.message)
          result.status = .invalidInput
          return result
        }
        result.messages.append(
          "Wrote \(writeBaseline): \(Self.findings(recorded.findings.count)) recorded.")
      }
      if let accepted {
        let new = Set(accepted.newFindings(anchored))
        linted = Self.keeping(new, of: linted)
        let known = anchored.count - new.count
        if known > 0 {
          result.messages.append("\(Self.findings(known)) in the baseline not reported")
        }
      }
      let report = LintReport(files: linted)
      switch output.format {
      case .text:
        let style = Terminal.style(for: .standardOutput, choice: output.color)
        result.standardOutput = LintTextRenderer(style: style).render(report)
      case .json: result.standardOutput = LintJSONRenderer().render(report)
      case .xcode: result.standardOutput = LintXcodeRenderer().render(report)
      case .sarif: result.standardOutput = LintSARIFRenderer().render(report)
      case .markdown: preconditionFailure("validate() rejects --format markdown for lint")
      }
      let strict = self.strict || configuration?.strict == true
      result.status = report.fails(strict: strict) ? .findings : .success
      return result
    }
  }

  /// The application targets to lint an input as: each of a folder's, when it has several
  /// and neither `--target` nor the configuration names one; else the input once (`nil`).
  private func targets(of file: String, configuration: Configuration?) throws(RulesFileError)
    -> [String?]
  {
    guard file != "-", FolderCheck.isDirectory(file), scan.target == nil,
      configuration?.target == nil
    else { return [nil] }
    let targets = try ScannerProcess.targets(
      scan.request(
        root: file, scannedAs: file, printsSummary: false, configuration: configuration))
    return targets.count > 1 ? targets : [nil]
  }

  /// Lints one input (one target of a folder, when `target` is set) and adds it to `linted`.
  private func lint(
    _ file: String, target: String?, scan: ScanOptions, configuration: Configuration?,
    settings: LintSettings, into linted: inout [LintedFile], result: inout CommandOutput,
    silenced: inout Int
  ) throws(RulesFileError) {
    let input = try Frontend.load(
      file, environment: environment, scan: scan, configuration: configuration,
      absoluteOrigins: output.format == .xcode)
    let loaded = input.rules
    let model = loaded.model.withDeploymentTarget(configuration?.deploymentTarget)
    let source = model.source
    var findings = settings.apply(
      to: Linter.lint(model, overrides: input.environment.overrides))
    // The app files the findings point into: for suppression comments, the baseline's
    // anchors, and the text report's excerpts.
    let originFiles = AppFileReader.originFiles(
      of: source, ranges: findings.flatMap { [$0.range] + $0.notes.map(\.range) })
    let suppressions = LintSuppressions(rules: source, originFiles: originFiles)
    let applied = suppressions.apply(to: findings, in: source)
    findings = applied.kept
    silenced += applied.silenced
    result.diagnostics += suppressions.problems
    linted.append(
      LintedFile(
        source: source, findings: findings, warnings: loaded.warnings,
        originFiles: originFiles, target: target))
    result.diagnostics.append((source, loaded.warnings))
  }

  /// Every finding of the files with its anchor, in order.
  private static func anchored(_ files: [LintedFile]) -> [(
    finding: LintFinding, anchor: FindingAnchor
  )] {
    files.flatMap { file in
      file.findings.map {
        ($0, FindingAnchor(of: $0, in: file.source, originFiles: file.originFiles))
      }
    }
  }

  /// "1 finding", "3 findings".
  private static func findings(_ count: Int) -> String {
    "\(count) finding\(count == 1 ? "" : "s")"
  }

  /// The files with only the findings whose indices, counted across the files in order, are
  /// in `indices`.
  private static func keeping(_ indices: Set<Int>, of files: [LintedFile]) -> [LintedFile] {
    var index = 0
    return files.map { file in
      var kept: [LintFinding] = []
      for finding in file.findings {
        if indices.contains(index) { kept.append(finding) }
        index += 1
      }
      return LintedFile(
        source: file.source, findings: kept, warnings: file.warnings,
        originFiles: file.originFiles, target: file.target)
    }
  }
}
