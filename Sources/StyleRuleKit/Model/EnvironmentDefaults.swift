/// Environment values for what neither the overrides nor a rules file's `environment`
/// line give, such as the `environment:` of a configuration file.
public struct EnvironmentDefaults: Sendable, Equatable {
  /// The iOS version.
  public var ios: OSVersion?
  /// The device: a family or a model.
  public var device: DeviceChoice?
  /// The appearance.
  public var appearance: Appearance?
  /// The orientation.
  public var orientation: Orientation?
  /// The horizontal size class.
  public var width: SizeClass?
  /// The vertical size class.
  public var height: SizeClass?
  /// Whether the double-height status bar of a call shows.
  public var inCall: Bool?
  /// The linked SDK's major version.
  public var linkedSDK: Int?

  /// No values.
  public init() {}
}
