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

/// A size class, `UIUserInterfaceSizeClass`: the width or height of the app's window as
/// UIKit classes it.
public enum SizeClass: String, CaseIterable, Sendable, Codable {
  /// `.compact`: an iPhone's width in portrait, its height in landscape, an iPad app in Split
  /// View or Slide Over.
  case compact
  /// `.regular`: an iPad in full screen, an iPhone's height in portrait.
  case regular
}

extension Device {
  /// The size classes stylerule derives from the device and orientation, as `(width,
  /// height)`.
  ///
  /// An iPhone is compact width and regular height in portrait, and compact height in
  /// landscape; its width in landscape is compact, except on the large iPhones (Plus and Max
  /// models, with a Home button or Face ID), which are regular width there and which the
  /// device families do not tell apart, so `width regular` says it. An iPad in full screen
  /// is regular in both, in either orientation; in Split View or Slide Over its width may be
  /// compact, which `width compact` says.
  public func derivedSizeClasses(in orientation: Orientation) -> (
    width: SizeClass, height: SizeClass
  ) {
    guard isPhone else { return (.regular, .regular) }
    return orientation == .portrait ? (.compact, .regular) : (.compact, .compact)
  }

  /// Why this device cannot have a size class in an orientation, as a phrase such as "no
  /// iPhone is regular width in portrait", or `nil` when it can.
  ///
  /// Only iPhones are constrained: every iPhone is compact width and regular height in
  /// portrait and compact height in landscape. An iPad may be compact width (Split View,
  /// Slide Over) in either orientation; it is regular height in full screen, Split View and
  /// Slide Over, but Stage Manager windows are resized, so stylerule does not call a compact
  /// height on iPad impossible.
  public func sizeClassImpossibility(
    width: SizeClass?, height: SizeClass?, in orientation: Orientation
  ) -> String? {
    guard isPhone else { return nil }
    switch orientation {
    case .portrait:
      if width == .regular { return "no iPhone is regular width in portrait" }
      if height == .compact { return "no iPhone is compact height in portrait" }
    case .landscape:
      if height == .regular { return "no iPhone is regular height in landscape" }
    }
    return nil
  }
}

/// A complete environment to resolve in: version, device, appearance, orientation and size
/// classes.
///
/// Not a layer (``EnvironmentSettings``): every value is known. ``ResolvedEnvironment``
/// makes it from the layers, with where each value came from.
public struct ResolutionEnvironment: Hashable, Sendable {
  /// The iOS version.
  public var ios: OSVersion
  /// The device family, which the style rules depend on.
  public var device: Device
  /// The device model, when the environment names one rather than a family; its family is
  /// ``device``.
  public var model: DeviceModel?
  /// The system appearance.
  public var appearance: Appearance
  /// The interface orientation.
  public var orientation: Orientation
  /// The horizontal size class, `traitCollection.horizontalSizeClass`.
  public var width: SizeClass
  /// The vertical size class, `traitCollection.verticalSizeClass`.
  public var height: SizeClass
  /// Whether a call, Personal Hotspot or recording shows the double-height status bar
  /// (L1.8–L1.10).
  public var inCall: Bool
  /// The major version of the iOS SDK the app is linked with, when the environment says:
  /// `nil` means the SDK of the iOS version itself (L1.15).
  public var linkedSDK: Int?

  /// The environment assumed for anything a file leaves out.
  public static let assumed = ResolutionEnvironment(
    ios: .assumed, device: .iphoneFaceID, appearance: .light, orientation: .portrait)

  /// Creates an environment; a size class left `nil` is derived from the device and the
  /// orientation (``DeviceModel/derivedSizeClasses(in:)`` for a model,
  /// ``Device/derivedSizeClasses(in:)`` for a family).
  ///
  /// A `model` of another family than `device` is ignored.
  public init(
    ios: OSVersion, device: Device, model: DeviceModel? = nil, appearance: Appearance,
    orientation: Orientation, width: SizeClass? = nil, height: SizeClass? = nil,
    inCall: Bool = false, linkedSDK: Int? = nil
  ) {
    self.inCall = inCall
    self.linkedSDK = linkedSDK
    self.ios = ios
    self.device = device
    self.model = model?.family == device ? model : nil
    self.appearance = appearance
    self.orientation = orientation
    let derived =
      self.model?.derivedSizeClasses(in: orientation) ?? device.derivedSizeClasses(in: orientation)
    self.width = width ?? derived.width
    self.height = height ?? derived.height
  }

  /// The device as the environment names it: the model, else the family.
  public var deviceChoice: DeviceChoice { model.map(DeviceChoice.model) ?? .family(device) }

  /// Whether the environment is vertically compact (compact height): an iPhone in landscape.
  public var isVerticallyCompact: Bool { height == .compact }

  /// Whether the environment is horizontally compact (compact width): an iPhone, except a
  /// large one in landscape, or an iPad in Split View or Slide Over.
  public var isHorizontallyCompact: Bool { width == .compact }
}
