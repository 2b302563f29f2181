import ArgumentParser

/// `--target NAME`: which app target to scan when a command is given an app's folder.
struct ScanOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "When given an app's folder: the app target to scan, for a project with several.",
      valueName: "name"))
  var target: String?
}
