import ArgumentParser
import StyleRuleKit

/// `stylerule rules [ID]`: the catalogue of UIKit rules stylerule applies.
struct Rules: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract:
      "List the UIKit status bar and layout rules stylerule applies, or show one with its evidence."
  )

  @Argument(
    help: ArgumentHelp(
      "A rule ID such as R14 or L3.2, a table such as T3, or a layout disagreement or open "
        + "question such as D6 or Q1; omit to list every rule.",
      valueName: "id"),
    completion: Completions.ruleIDs)
  var id: String?

  @Flag(
    name: .long, help: "Print the whole catalogue as Markdown (the text of Docs/uikit-rules.md).")
  var markdown = false

  func validate() throws {
    if let id, RuleCatalogue.entry(RuleID(rawValue: id.uppercased())) == nil,
      RuleCatalogue.layoutQuestion(id.uppercased()) == nil
    {
      let known =
        RuleCatalogue.entries.map(\.id.rawValue) + RuleCatalogue.layoutQuestions.map(\.id)
      let hint = Suggestion.closest(to: id, in: known).map { "; did you mean '\($0)'?" } ?? ""
      throw ValidationError("unknown rule '\(id)'\(hint)")
    }
  }

  func run() throws {
    let renderer = RuleCatalogueRenderer()
    let text: String
    if markdown {
      text = renderer.markdown()
    } else if let id, let entry = RuleCatalogue.entry(RuleID(rawValue: id.uppercased())) {
      text = renderer.text(for: entry)
    } else if let id, let question = RuleCatalogue.layoutQuestion(id.uppercased()) {
      text = renderer.text(for: question)
    } else {
      text = renderer.list()
    }
    Terminal.write(text, to: .standardOutput)
  }
}
