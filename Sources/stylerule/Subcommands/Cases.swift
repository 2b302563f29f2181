import ArgumentParser
import StyleRuleKit

/// `stylerule cases`: the built-in catalogue of cases.
struct Cases: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cases",
    abstract: "List, show and export the built-in cases: the seed article, TN3105 and pitfalls.",
    discussion: """
      The catalogue is compiled into stylerule, so it works without the source tree; it is \
      the content of the repository's Rules/ folder.
      """,
    subcommands: [List.self, Show.self, Export.self],
    defaultSubcommand: List.self)

  /// The case with an identifier, or a usage error with a suggestion.
  static func entry(named id: String) throws -> CatalogueCase {
    if let entry = CaseCatalogue.named(id) { return entry }
    let hint =
      Suggestion.closest(to: id, in: CaseCatalogue.cases.map(\.id)).map {
        "; did you mean '\($0)'?"
      }
      ?? "; 'stylerule cases' lists them"
    throw ValidationError("unknown case '\(id)'\(hint)")
  }

  /// `stylerule cases list`: one line per case.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List the cases, one line each.")

    @Option(name: .long, help: "Colour output: auto, always, never.")
    var color: ColorChoice = .auto

    func run() throws {
      let style = Terminal.style(for: .standardOutput, choice: color)
      Terminal.write(
        CaseListRenderer(style: style).render(CaseCatalogue.cases), to: .standardOutput)
    }
  }

  /// `stylerule cases show ID`: the rules file, the resolution and the explanation.
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show a case: its rules file, what UIKit does, and why.")

    @Argument(
      help: ArgumentHelp("The case, such as case-6-2.", valueName: "id"),
      completion: Completions.caseIDs)
    var id: String

    @OptionGroup var output: OutputOptions

    func validate() throws {
      _ = try Cases.entry(named: id)
      try output.requireFormat(in: [.text, .json], command: "cases show")
    }

    func run() throws {
      let entry = try Cases.entry(named: id)
      try Frontend.run(color: output.color) { () throws(RulesFileError) in
        let study: CaseStudy
        do throws(DiagnosticsError) {
          study = try CaseStudy(entry)
        } catch {
          throw .invalid(error)
        }
        var result = CommandOutput()
        switch output.format {
        case .json: result.standardOutput = CaseStudyJSONRenderer().render(study)
        default:
          let style = Terminal.style(for: .standardOutput, choice: output.color)
          result.standardOutput = CaseStudyTextRenderer(style: style).render(study)
        }
        return result
      }
    }
  }

  /// `stylerule cases export DIR`: every case as a file.
  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Write every case as a rules file under a directory, as Rules/ lays them out.",
      discussion: """
        Each file is written atomically. A file that exists with other content is left \
        alone unless --force is given.
        """)

    @Argument(help: ArgumentHelp("The directory to write to; created if needed.", valueName: "dir"))
    var directory: String

    @Flag(name: .long, help: "Replace files that exist with other content.")
    var force = false

    func run() throws {
      let files = CaseCatalogue.cases.map { (path: $0.path, text: $0.text) }
      try Frontend.runWriting { () throws(FileWriteError) in
        let written = try FileExporter(directory: directory, replacing: force).write(files)
        return "Wrote \(written) of \(files.count) cases to \(directory) "
          + "(\(files.count - written) already up to date)."
      }
    }
  }
}
