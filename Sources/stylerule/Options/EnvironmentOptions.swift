import ArgumentParser
import StyleRuleKit

extension OSVersion: ExpressibleByArgument {
  /// Parses `--ios 13.4`, accepting only the versions stylerule models.
  public init?(argument: String) {
    guard let version = OSVersion(parsing: argument), version.isModelled else { return nil }
    self = version
  }
}

extension Appearance: ExpressibleByArgument {}
extension Device: ExpressibleByArgument {}

/// Flags that replace values of the file's `environment` line.
struct EnvironmentOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The iOS version to resolve for (7 through 18), instead of the file's.", valueName: "version")
  )
  var ios: OSVersion?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The device, instead of the file's: iphone-home-button, iphone-face-id, ipad."))
  var device: Device?

  @Option(name: .long, help: ArgumentHelp("The appearance, instead of the file's: light or dark."))
  var appearance: Appearance?

  var overrides: EnvironmentOverrides {
    EnvironmentOverrides(ios: ios, device: device, appearance: appearance)
  }
}
