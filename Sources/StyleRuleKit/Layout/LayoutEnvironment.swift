/// Everything about the device and the system that decides where things sit: the iOS
/// version, the device model, the orientation, the double-height status bar, the SDK the
/// app links against, and the size classes.
///
/// The style rules need only a device family; layout needs a model, because status bar
/// heights, safe areas and bar origins differ between models of one family (T1–T3). An
/// environment that names a family lays out its documented default model
/// (``Device/defaultModel(for:)``).
public struct LayoutEnvironment: Hashable, Sendable {
  /// The iOS version; iOS 6 is laid out too (L1.1, L2.1).
  public var ios: OSVersion
  /// The device model.
  public var model: DeviceModel
  /// The interface orientation.
  public var orientation: Orientation
  /// Whether the system asks for the double-height status bar (a call, Personal Hotspot,
  /// recording or navigation in the background; L1.8–L1.10).
  public var inCall: Bool
  /// The major version of the SDK the app links against, or `nil` for the iOS version
  /// itself (L1.5's "linked against iOS 8", L1.15's older-SDK geometry).
  public var linkedSDK: Int?
  /// The horizontal size class.
  public var width: SizeClass
  /// The vertical size class.
  public var height: SizeClass
  /// The design the app runs in: from iOS 26, the new design or compatibility mode (R36),
  /// which lays bars out differently (L11, L12).
  public var design: DesignMode = .earlier

  /// An environment; size classes left `nil` are derived from the model and the
  /// orientation (``DeviceModel/derivedSizeClasses(in:)``).
  public init(
    ios: OSVersion, model: DeviceModel, orientation: Orientation = .portrait,
    inCall: Bool = false, linkedSDK: Int? = nil, width: SizeClass? = nil,
    height: SizeClass? = nil
  ) {
    self.ios = ios
    self.model = model
    self.orientation = orientation
    self.inCall = inCall
    self.linkedSDK = linkedSDK
    let derived = model.derivedSizeClasses(in: orientation)
    self.width = width ?? derived.width
    self.height = height ?? derived.height
  }

  /// The environment a resolution used, with its model: the one named, else the family's
  /// default model for the version.
  ///
  /// - Throws: ``LayoutEnvironmentError`` when the environment names a family none of whose
  ///   models runs the version. Every family has a model for each version it runs today
  ///   (the iPad 2 stands for iPads on iOS 6); the error guards an environment built
  ///   without the model's checks.
  public init(_ resolved: ResolutionEnvironment) throws(LayoutEnvironmentError) {
    guard let model = resolved.model ?? resolved.device.defaultModel(for: resolved.ios) else {
      throw LayoutEnvironmentError(
        message: "no \(resolved.device.phrase) that stylerule knows runs iOS \(resolved.ios); "
          + "name a device model that does")
    }
    self.init(
      ios: resolved.ios, model: model, orientation: resolved.orientation,
      inCall: resolved.inCall, linkedSDK: resolved.linkedSDK, width: resolved.width,
      height: resolved.height)
  }

  /// The device family.
  public var device: Device { model.family }

  /// Whether the device is an iPhone.
  public var isPhone: Bool { model.family.isPhone }

  /// The SDK the geometry is keyed on: the linked one, else the iOS version (L1.15).
  public var effectiveSDK: Int { linkedSDK ?? ios.major }

  /// The screen in points in the interface orientation: the window's bounds (L1.11: from
  /// iOS 8 the coordinates follow the interface orientation; stylerule reports every
  /// version in interface-oriented coordinates).
  public var screen: LayoutRect {
    let size = model.screen
    let (width, height) =
      orientation == .portrait ? (size.width, size.height) : (size.height, size.width)
    return LayoutRect(x: 0, y: 0, width: Double(width), height: Double(height))
  }

  /// Whether the environment is vertically compact: an iPhone in landscape.
  public var isVerticallyCompact: Bool { height == .compact }

  /// Whether the environment is horizontally compact.
  public var isHorizontallyCompact: Bool { width == .compact }

  /// "iOS 10, iPhone 8, portrait" (with ", in call" and the linked SDK when they apply).
  public var phrase: String {
    var text = "iOS \(ios), \(model.name), \(orientation.rawValue)"
    if inCall { text += ", in call" }
    if let linkedSDK { text += ", linked against the iOS \(linkedSDK) SDK" }
    return text
  }
}

/// Why an environment cannot be laid out.
public struct LayoutEnvironmentError: Error, Hashable, Sendable {
  /// What is wrong, as a sentence without a final period.
  public let message: String
}
