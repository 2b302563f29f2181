import ArgumentParser
import StyleRuleKit

/// The `stylerule` command: explains which view controller decides the iOS status bar.
@main
struct StyleRuleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stylerule",
    abstract: "Explains which view controller decides the iOS status bar style, and why.",
    discussion: """
      stylerule reads a .rules file describing an app (Info.plist keys, classes and their \
      overrides, windows, containers and presentations) and walks it the way UIKit does.
      """,
    version: StyleRuleVersion.current,
    subcommands: [
      Resolve.self, Layout.self, Explain.self, Lint.self, TimelineCommand.self, Screens.self,
      Graph.self,
      Scan.self,
      Cases.self,
      QuizCommand.self,
      Rules.self,
    ],
    defaultSubcommand: nil
  )
}
