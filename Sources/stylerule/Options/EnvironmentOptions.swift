import ArgumentParser
import StyleRuleKit

extension OSVersion: ExpressibleByArgument {
  /// Parses `--ios 13.4`; the versions stylerule does not model are rejected by
  /// ``EnvironmentOptions/validate()``, which says why.
  public init?(argument: String) {
    guard let version = OSVersion(parsing: argument) else { return nil }
    self = version
  }
}

extension Appearance: ExpressibleByArgument {}

/// The major version of the iOS SDK an app is linked with, as `--sdk 10`.
struct LinkedSDK: ExpressibleByArgument {
  let major: Int

  /// Parses `--sdk 10`; the versions stylerule does not model are rejected by
  /// ``EnvironmentOptions/validate()``, which says why.
  init?(argument: String) {
    guard let major = Int(argument), (0...999).contains(major) else { return nil }
    self.major = major
  }
}
extension Orientation: ExpressibleByArgument {}

/// The device `--device` names: a modelled family or model, or a device stylerule knows of
/// but has no model for, which ``EnvironmentOptions/validate()`` rejects saying why (R43).
struct DeviceArgument: ExpressibleByArgument {
  /// The modelled device, or `nil` for an unmodelled one.
  let choice: DeviceChoice?
  /// The device named that stylerule does not model.
  let unmodelled: UnmodelledDevice?

  init?(argument: String) {
    if let unmodelled = UnmodelledDevice(rawValue: argument) {
      (choice, self.unmodelled) = (nil, unmodelled)
    } else if let choice = DeviceChoice(rawValue: argument) {
      (self.choice, unmodelled) = (choice, nil)
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] { DeviceChoice.allCases.map(\.rawValue) }
}
extension SizeClass: ExpressibleByArgument {}

/// One or more iOS versions, as `--ios 12` or `--ios 12,13,17`.
struct VersionList: ExpressibleByArgument {
  let versions: [OSVersion]

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    let versions = parts.compactMap {
      OSVersion(argument: String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()))
    }
    guard !versions.isEmpty, versions.count == parts.count, versions.count <= 20 else {
      return nil
    }
    self.versions = versions
  }

  /// A list of one version.
  init(_ version: OSVersion) {
    versions = [version]
  }
}

/// Flags that replace values of the file's `environment` line.
struct EnvironmentOptions: ParsableArguments {
  @Option(
    name: .customLong("ios"),
    help: ArgumentHelp(
      "The iOS version (6 through 18, 26 or 27), instead of the file's; resolve and layout take a list of up "
        + "to 20, such as 12,13,17, and compares them.",
      valueName: "version"))
  var versions: VersionList?

  @Option(
    name: .customLong("device"),
    help: ArgumentHelp(
      "The device, instead of the file's: a family (iphone-home-button, iphone-face-id, ipad) "
        + "or a model such as iphone-6s.",
      valueName: "device"))
  var deviceArgument: DeviceArgument?

  /// The modelled device given, if any.
  var device: DeviceChoice? { deviceArgument?.choice }

  @Option(name: .long, help: ArgumentHelp("The appearance, instead of the file's."))
  var appearance: Appearance?

  @Option(
    name: .long,
    help: ArgumentHelp("The orientation, instead of the file's."))
  var orientation: Orientation?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The horizontal size class, instead of the file's or the one derived from the device and "
        + "orientation."))
  var width: SizeClass?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The vertical size class, instead of the file's or the one derived from the device and "
        + "orientation."))
  var height: SizeClass?

  @Flag(
    name: .customLong("in-call"), inversion: .prefixedNo,
    help: ArgumentHelp(
      "Whether a call (or Personal Hotspot, or a recording) shows the double-height status "
        + "bar, instead of the file's."))
  var inCall: Bool?

  @Option(
    name: .customLong("sdk"),
    help: ArgumentHelp(
      "The major version of the iOS SDK the app is linked with, instead of the file's; at most "
        + "the iOS version.",
      valueName: "version"))
  var sdk: LinkedSDK?

  /// The one iOS version given, if any.
  var ios: OSVersion? { versions?.versions.first }

  /// The layers the command line gives for one version (the first, or the one given): the
  /// options, over no configuration.
  var overrides: EnvironmentLayers { overrides(ios: ios) }

  /// The layers the command line gives with `ios` as the version.
  ///
  /// A list of versions assumes one device for all of them: an iPhone with a Home button
  /// when one of them is older than the first with Face ID.
  func overrides(ios: OSVersion?) -> EnvironmentLayers {
    let olderThanFaceID = versions?.versions.contains { Device.assumed(for: $0) != .iphoneFaceID }
    var assumptions = EnvironmentSettings.assumptions
    if olderThanFaceID == true { assumptions.device = .family(.iphoneHomeButton) }
    return EnvironmentLayers(
      options: EnvironmentSettings(
        ios: ios, device: device, appearance: appearance, orientation: orientation, width: width,
        height: height, inCall: inCall, linkedSDK: sdk?.major),
      assumptions: assumptions)
  }

  /// The layers the command line gives for every version (one set without `--ios`).
  var everyOverride: [EnvironmentLayers] {
    guard let versions else { return [overrides] }
    return versions.versions.map { overrides(ios: $0) }
  }

  /// Rejects a version or SDK stylerule does not model, saying why (iOS 19 to 25 were never
  /// released, R35).
  func validate() throws {
    for version in versions?.versions ?? [] {
      if let rejection = version.rejection {
        throw ValidationError("--ios \(version): \(rejection)")
      }
    }
    if let unmodelled = deviceArgument?.unmodelled {
      throw ValidationError("--device \(unmodelled.rejection)")
    }
    if let sdk, let rejection = OSVersion(sdk.major).rejection {
      throw ValidationError("--sdk \(sdk.major): the iOS \(sdk.major) SDK: \(rejection)")
    }
  }

  /// Rejects a list of versions where the command takes one.
  func requireSingleVersion(command: String) throws {
    if let versions, versions.versions.count > 1 {
      throw ValidationError("'\(command)' takes one --ios version; 'resolve' compares several")
    }
  }
}

/// The environment a loaded file is resolved in: the command line's values, and the
/// configuration file's for what neither they nor the file's `environment` line give.
struct InputEnvironment {
  /// The command line's values.
  let options: EnvironmentOptions
  /// The configuration file's values.
  let configuration: EnvironmentSettings

  /// The versions given on the command line, if any.
  var versions: VersionList? { options.versions }

  /// The layers for one version (the first, or the one given).
  var overrides: EnvironmentLayers { overrides(ios: options.ios) }

  /// The layers with `ios` as the version.
  func overrides(ios: OSVersion?) -> EnvironmentLayers {
    configured(options.overrides(ios: ios))
  }

  /// The layers for every version given (one set without `--ios`).
  var everyOverride: [EnvironmentLayers] { options.everyOverride.map(configured) }

  /// `layers` with the configuration's values for what the options and the file leave
  /// unsaid.
  private func configured(_ layers: EnvironmentLayers) -> EnvironmentLayers {
    var layers = layers
    layers.configuration = configuration
    return layers
  }
}
