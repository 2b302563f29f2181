/// The environment a resolution used, with the origin of each value.
public struct ResolvedEnvironment: Sendable, Hashable {
  /// The values.
  public let values: ResolutionEnvironment
  /// Where the iOS version came from.
  public let iosOrigin: EnvironmentValueOrigin
  /// Where the device came from.
  public let deviceOrigin: EnvironmentValueOrigin
  /// Where the appearance came from.
  public let appearanceOrigin: EnvironmentValueOrigin
  /// Where the orientation came from.
  public let orientationOrigin: EnvironmentValueOrigin
  /// Where the horizontal size class came from.
  public let widthOrigin: EnvironmentValueOrigin
  /// Where the vertical size class came from.
  public let heightOrigin: EnvironmentValueOrigin
  /// Where the in-call state came from (`assumed`: not in a call).
  public let inCallOrigin: EnvironmentValueOrigin
  /// Where the linked SDK came from (`assumed`: the iOS version's own).
  public let linkedSDKOrigin: EnvironmentValueOrigin

  /// Combines the file's environment with overrides.
  ///
  /// Each value comes from the override, else the file, else the overrides' defaults,
  /// else stylerule's assumption.
  ///
  /// A size class fixed by an override or the file holds in every orientation where the
  /// device can have it; where it cannot (a scenario turned a large iPhone fixed at `width
  /// regular` to portrait), the derived one applies, and the fixed one again after turning
  /// back. Otherwise the size classes are derived from the device and the orientation.
  public init(file: EnvironmentSettings, overrides: EnvironmentOverrides) {
    func pick<T>(
      _ override: T?, _ file: Located<T>?, _ configured: T?, _ assumed: T
    ) -> (T, EnvironmentValueOrigin) {
      if let override { return (override, .override) }
      if let file { return (file.value, .file) }
      if let configured { return (configured, .configuration) }
      return (assumed, .assumed)
    }
    let assumed = ResolutionEnvironment.assumed
    let defaults = overrides.defaults
    let ios = pick(overrides.ios, file.ios, defaults.ios, assumed.ios)
    // No device is assumed that could not run the version: before iOS 11, an iPhone with a
    // Home button.
    let device = pick(
      overrides.device, file.device, defaults.device,
      .family(overrides.assumedDevice ?? Device.assumed(for: ios.0)))
    let appearance = pick(
      overrides.appearance, file.appearance, defaults.appearance, assumed.appearance)
    let orientation = pick(
      overrides.orientation, file.orientation, defaults.orientation, assumed.orientation)
    let derived = device.0.derivedSizeClasses(in: orientation.0)
    func sizeClass(
      _ override: SizeClass?, _ file: Located<SizeClass>?, _ configured: SizeClass?, width: Bool
    ) -> (SizeClass, EnvironmentValueOrigin) {
      let (fixed, origin) = pick(
        override, file, configured, width ? derived.width : derived.height)
      guard origin != .assumed else { return (fixed, .derived) }
      let problem = device.0.sizeClassImpossibility(
        width: width ? fixed : nil, height: width ? nil : fixed, in: orientation.0)
      guard problem == nil else { return (width ? derived.width : derived.height, .derived) }
      return (fixed, origin)
    }
    let width = sizeClass(overrides.width, file.width, defaults.width, width: true)
    let height = sizeClass(overrides.height, file.height, defaults.height, width: false)
    let inCall = pick(overrides.inCall, file.inCall, defaults.inCall, false)
    let sdk: (Int?, EnvironmentValueOrigin) =
      overrides.linkedSDK.map { ($0, .override) } ?? file.linkedSDK.map { ($0.value, .file) }
      ?? defaults.linkedSDK.map { ($0, .configuration) } ?? (nil, .assumed)
    values = ResolutionEnvironment(
      ios: ios.0, device: device.0.family, model: device.0.model, appearance: appearance.0,
      orientation: orientation.0, width: width.0, height: height.0, inCall: inCall.0,
      linkedSDK: sdk.0)
    inCallOrigin = inCall.1
    linkedSDKOrigin = sdk.1
    widthOrigin = width.1
    heightOrigin = height.1
    iosOrigin = ios.1
    deviceOrigin = device.1
    appearanceOrigin = appearance.1
    orientationOrigin = orientation.1
  }
}
