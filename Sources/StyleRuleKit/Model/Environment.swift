/// The kind of device the app runs on.
public enum Device: String, CaseIterable, Sendable, Codable {
  /// An iPhone with a Home button (iPhone 8, SE).
  case iphoneHomeButton = "iphone-home-button"
  /// An iPhone with Face ID and a sensor housing (iPhone X and later).
  case iphoneFaceID = "iphone-face-id"
  /// An iPad.
  case ipad

  /// Whether the device is an iPhone (compact width in portrait).
  public var isPhone: Bool { self != .ipad }

  /// A phrase such as "iPhone with Face ID".
  public var phrase: String {
    switch self {
    case .iphoneHomeButton: "iPhone with Home button"
    case .iphoneFaceID: "iPhone with Face ID"
    case .ipad: "iPad"
    }
  }
}

/// The system appearance (light or dark mode).
public enum Appearance: String, CaseIterable, Sendable, Codable {
  /// Light mode.
  case light
  /// Dark mode (iOS 13 and later).
  case dark
}

/// A complete environment to resolve in: version, device, appearance and orientation.
public struct ResolutionEnvironment: Hashable, Sendable {
  /// The iOS version.
  public var ios: OSVersion
  /// The device.
  public var device: Device
  /// The system appearance.
  public var appearance: Appearance
  /// The interface orientation.
  public var orientation: Orientation

  /// The environment assumed for anything a file leaves out.
  public static let assumed = ResolutionEnvironment(
    ios: .assumed, device: .iphoneFaceID, appearance: .light, orientation: .portrait)

  /// Creates an environment.
  public init(ios: OSVersion, device: Device, appearance: Appearance, orientation: Orientation) {
    self.ios = ios
    self.device = device
    self.appearance = appearance
    self.orientation = orientation
  }

  /// Whether the screen is vertically compact: an iPhone in landscape.
  public var isVerticallyCompact: Bool { device.isPhone && orientation == .landscape }
}
