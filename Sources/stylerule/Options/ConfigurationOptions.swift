import ArgumentParser
import StyleRuleConfiguration
import StyleRuleKit

/// `--config FILE` and `--no-config`: which configuration file a command reads.
struct ConfigurationOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The configuration file to read, instead of the nearest .stylerule.yml in the current "
        + "directory or a parent.", valueName: "file"),
    completion: Completions.configurationFile)
  var config: String?

  @Flag(name: .customLong("no-config"), help: "Read no configuration file.")
  var noConfig = false

  func validate() throws {
    if config != nil, noConfig { throw ValidationError("--config and --no-config contradict") }
  }

  /// The configuration these options name: `--config`'s file, else the nearest
  /// `.stylerule.yml`, else none.
  /// - Throws: The configuration file's diagnostics, or why it cannot be read.
  func load() throws(RulesFileError) -> Configuration? {
    if noConfig { return nil }
    if let config { return try ConfigurationProcess.read(config) }
    let directory = AppFileReader.currentDirectory
    guard let found = ConfigurationLocator.nearest(from: directory) else { return nil }
    // Named from the current directory when it is there or below, as users see it.
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    let shown = found.hasPrefix(prefix) ? String(found.dropFirst(prefix.count)) : found
    return try ConfigurationProcess.read(shown)
  }
}
