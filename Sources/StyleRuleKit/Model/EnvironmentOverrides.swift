/// Values that replace the file's environment, such as `--ios 13`.
public struct EnvironmentOverrides: Sendable, Equatable {
  /// Replaces the iOS version.
  public var ios: OSVersion?
  /// Replaces the device: a family or a model.
  public var device: DeviceChoice?
  /// Replaces the appearance.
  public var appearance: Appearance?
  /// Replaces the orientation.
  public var orientation: Orientation?
  /// Replaces the horizontal size class.
  public var width: SizeClass?
  /// Replaces the vertical size class.
  public var height: SizeClass?
  /// Replaces whether the double-height status bar of a call shows (`--in-call`).
  public var inCall: Bool?
  /// Replaces the linked SDK's major version (`--sdk`).
  public var linkedSDK: Int?
  /// The device to assume when neither the file nor ``device`` says, instead of
  /// ``Device/assumed(for:)``: a comparison of versions assumes one device for all of them.
  public var assumedDevice: Device?
  /// The values for what neither these overrides nor the file give, before stylerule's
  /// assumptions: a configuration file's `environment:`.
  public var defaults: EnvironmentDefaults

  /// Creates overrides; `nil` keeps the file's value.
  public init(
    ios: OSVersion? = nil, device: DeviceChoice? = nil, appearance: Appearance? = nil,
    orientation: Orientation? = nil, width: SizeClass? = nil, height: SizeClass? = nil,
    inCall: Bool? = nil, linkedSDK: Int? = nil, assumedDevice: Device? = nil,
    defaults: EnvironmentDefaults = EnvironmentDefaults()
  ) {
    self.inCall = inCall
    self.linkedSDK = linkedSDK
    self.ios = ios
    self.device = device
    self.appearance = appearance
    self.orientation = orientation
    self.width = width
    self.height = height
    self.assumedDevice = assumedDevice
    self.defaults = defaults
  }
}
