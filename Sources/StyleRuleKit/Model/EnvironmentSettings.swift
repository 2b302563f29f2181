/// One layer of the environment a rules file is resolved in: the values it states, `nil`
/// where the layer says nothing.
///
/// The environment comes in layers, each a value of this type, the first that states a
/// value giving it: the options that replace the file's values (`--ios 13`, a scenario's
/// events), the file's `environment` line (``AppModel/environment``), a configuration
/// file's `environment:` for what the file leaves out, and stylerule's assumptions
/// (``assumptions``). ``EnvironmentLayers`` holds the layers around the file;
/// ``ResolvedEnvironment`` is the environment they make, with where each value came from.
public struct EnvironmentSettings: Sendable, Hashable {
  /// The iOS version (`ios`, `--ios`).
  public var ios: OSVersion?
  /// The device (`device`, `--device`): a family or a model.
  public var device: DeviceChoice?
  /// The appearance (`appearance`, `--appearance`).
  public var appearance: Appearance?
  /// The interface orientation (`orientation`, `--orientation`).
  public var orientation: Orientation?
  /// The horizontal size class (`width`, `--width`), when the layer fixes it.
  public var width: SizeClass?
  /// The vertical size class (`height`, `--height`), when the layer fixes it.
  public var height: SizeClass?
  /// Whether a call, Personal Hotspot or recording shows the double-height status bar
  /// (`in-call`, `--in-call`; L1.8–L1.10).
  public var inCall: Bool?
  /// The major version of the iOS SDK the app is linked with (`sdk`, `--sdk`; L1.15).
  public var linkedSDK: Int?

  /// A layer stating the values given; `nil` says nothing.
  public init(
    ios: OSVersion? = nil, device: DeviceChoice? = nil, appearance: Appearance? = nil,
    orientation: Orientation? = nil, width: SizeClass? = nil, height: SizeClass? = nil,
    inCall: Bool? = nil, linkedSDK: Int? = nil
  ) {
    self.ios = ios
    self.device = device
    self.appearance = appearance
    self.orientation = orientation
    self.width = width
    self.height = height
    self.inCall = inCall
    self.linkedSDK = linkedSDK
  }

  /// stylerule's assumptions for what no other layer states, those of
  /// ``ResolutionEnvironment/assumed``: iOS 18, light, portrait, not in a call.
  ///
  /// The device is left unsaid: the one assumed depends on the version
  /// (``Device/assumed(for:)``). The size classes are derived from the device and the
  /// orientation, and the linked SDK is the iOS version's own.
  public static let assumptions = EnvironmentSettings(
    ios: ResolutionEnvironment.assumed.ios, appearance: ResolutionEnvironment.assumed.appearance,
    orientation: ResolutionEnvironment.assumed.orientation,
    inCall: ResolutionEnvironment.assumed.inCall)

  /// A value of the environment, to say where a layer states it.
  public enum Field: String, CaseIterable, Sendable, Hashable {
    /// ``EnvironmentSettings/ios``.
    case ios
    /// ``EnvironmentSettings/device``.
    case device
    /// ``EnvironmentSettings/appearance``.
    case appearance
    /// ``EnvironmentSettings/orientation``.
    case orientation
    /// ``EnvironmentSettings/width``.
    case width
    /// ``EnvironmentSettings/height``.
    case height
    /// ``EnvironmentSettings/inCall``.
    case inCall
    /// ``EnvironmentSettings/linkedSDK``.
    case linkedSDK

    /// The field that `property` of ``EnvironmentSettings`` holds, if it is one.
    public init?(_ property: AnyKeyPath) {
      guard let field = Self.allCases.first(where: { $0.property == property }) else {
        return nil
      }
      self = field
    }

    /// The property of ``EnvironmentSettings`` that holds the field.
    public var property: PartialKeyPath<EnvironmentSettings> {
      switch self {
      case .ios: \EnvironmentSettings.ios
      case .device: \EnvironmentSettings.device
      case .appearance: \EnvironmentSettings.appearance
      case .orientation: \EnvironmentSettings.orientation
      case .width: \EnvironmentSettings.width
      case .height: \EnvironmentSettings.height
      case .inCall: \EnvironmentSettings.inCall
      case .linkedSDK: \EnvironmentSettings.linkedSDK
      }
    }
  }
}
