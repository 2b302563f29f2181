import ArgumentParser
import StyleRuleConfiguration

/// `--target NAME` and `--exclude PATTERN`: how a command given an app's folder scans it.
struct ScanOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "When given an app's folder: the app target to scan, for a project with several.",
      valueName: "name"))
  var target: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "When given an app's folder: a path to leave out, relative to the folder (* and ** "
        + "match as in .gitignore); repeat for several.", valueName: "pattern"))
  var exclude: [String] = []

  /// What to ask the scanner for the folder `root`: these options, then what the
  /// configuration sets.
  func request(
    root: String, scannedAs: String, printsSummary: Bool, configuration: Configuration?
  ) -> ScannerProcess.Request {
    var excluded = exclude
    if let configuration {
      excluded += ExcludedPaths.rebase(
        configuration.excluded, from: configuration.folder,
        to: root, currentDirectory: AppFileReader.currentDirectory)
    }
    return ScannerProcess.Request(
      root: root, scannedAs: scannedAs, target: target ?? configuration?.target,
      excluded: excluded, printsSummary: printsSummary)
  }
}
