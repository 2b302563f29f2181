import ArgumentParser
import StyleRuleKit

/// `stylerule lint FILE...`: static checks with stable IDs.
struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check rules files for status bar mistakes.",
    discussion: """
      Exit status: 0 when nothing is found at or above the threshold, 1 for errors (or \
      warnings with --strict), 2 when a file is invalid. 'stylerule lint --list' prints the \
      checks.
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
      var result = CommandOutput()
      var linted: [LintedFile] = []
      var invalid = false
      for file in files {
        do throws(RulesFileError) {
          let loaded = try Frontend.load(
            file, environment: environment, scan: scan, absoluteOrigins: output.format == .xcode)
          let findings = Linter.lint(loaded.model, overrides: environment.overrides)
          // Only the text report shows the app's lines.
          let originFiles =
            output.format == .text
            ? AppFileReader.originFiles(
              of: loaded.model.source,
              ranges: findings.flatMap { [$0.range] + $0.notes.map(\.range) }) : .none
          linted.append(
            LintedFile(
              source: loaded.model.source, findings: findings, warnings: loaded.warnings,
              originFiles: originFiles))
          result.diagnostics.append((loaded.model.source, loaded.warnings))
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
      let report = LintReport(files: linted)
      switch output.format {
      case .text:
        let style = Terminal.style(for: .standardOutput, choice: output.color)
        result.standardOutput = LintTextRenderer(style: style).render(report)
      case .json: result.standardOutput = LintJSONRenderer().render(report)
      case .xcode: result.standardOutput = LintXcodeRenderer().render(report)
      case .sarif: result.standardOutput = LintSARIFRenderer().render(report)
      }
      result.status = report.fails(strict: strict) ? .findings : .success
      return result
    }
  }
}
