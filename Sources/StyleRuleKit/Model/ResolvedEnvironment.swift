/// The environment a resolution used, with the origin of each value.
///
/// Not a layer (``EnvironmentSettings``): every value is known, the size classes derived
/// where no layer fixes them, and each says which layer it came from, which the
/// environment lines mark ("assumed", "overridden"). It is made from the layers in one
/// place, ``init(file:layers:compatibilityKey:)``.
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
  /// The design the app runs in, from the version, the linked SDK and the Info.plist's
  /// `UIDesignRequiresCompatibility` (R36).
  public let design: DesignModeDecision

  /// The environment the layers make: each value from the first layer that states it
  /// (``EnvironmentLayers/value(_:file:)``: the options, the file, the configuration,
  /// stylerule's assumptions).
  ///
  /// The device assumed when no layer states one depends on the version: before iOS 11, an
  /// iPhone with a Home button (``Device/assumed(for:)``).
  ///
  /// A size class fixed by a layer holds in every orientation where the device can have it;
  /// where it cannot (a scenario turned a large iPhone fixed at `width regular` to
  /// portrait), the derived one applies, and the fixed one again after turning back.
  /// Otherwise the size classes are derived from the device and the orientation.
  ///
  /// `compatibilityKey` is the Info.plist's `UIDesignRequiresCompatibility` (`nil`: absent),
  /// which with the version and the linked SDK decides the design mode (R36).
  public init(
    file: EnvironmentSettings, layers: EnvironmentLayers, compatibilityKey: Bool? = nil
  ) {
    typealias Pick<Value> = (value: Value, origin: EnvironmentValueOrigin)
    func pick<Value>(
      _ field: KeyPath<EnvironmentSettings, Value?>, or assumed: Value
    ) -> Pick<Value> {
      layers.value(field, file: file) ?? (assumed, .assumed)
    }
    // What an assumptions layer leaves unsaid is stylerule's assumption all the same.
    let fallback = ResolutionEnvironment.assumed
    let ios = pick(\.ios, or: fallback.ios)
    // No device is assumed that could not run the version.
    let device = pick(\.device, or: .family(Device.assumed(for: ios.value)))
    let appearance = pick(\.appearance, or: fallback.appearance)
    let orientation = pick(\.orientation, or: fallback.orientation)
    let derived = device.value.derivedSizeClasses(in: orientation.value)
    func sizeClass(
      _ field: KeyPath<EnvironmentSettings, SizeClass?>, width: Bool
    ) -> Pick<SizeClass> {
      let derivedValue = width ? derived.width : derived.height
      guard let (fixed, origin) = layers.value(field, file: file), origin != .assumed,
        device.value.sizeClassImpossibility(
          width: width ? fixed : nil, height: width ? nil : fixed, in: orientation.value) == nil
      else { return (derivedValue, .derived) }
      return (fixed, origin)
    }
    let width = sizeClass(\.width, width: true)
    let height = sizeClass(\.height, width: false)
    let inCall = pick(\.inCall, or: fallback.inCall)
    let sdk: Pick<Int?> =
      layers.value(\.linkedSDK, file: file).map { ($0.value, $0.origin) }
      ?? (nil, .assumed)
    values = ResolutionEnvironment(
      ios: ios.value, device: device.value.family, model: device.value.model,
      appearance: appearance.value, orientation: orientation.value, width: width.value,
      height: height.value, inCall: inCall.value, linkedSDK: sdk.value)
    iosOrigin = ios.origin
    deviceOrigin = device.origin
    appearanceOrigin = appearance.origin
    orientationOrigin = orientation.origin
    widthOrigin = width.origin
    heightOrigin = height.origin
    inCallOrigin = inCall.origin
    linkedSDKOrigin = sdk.origin
    design = DesignModeDecision(
      ios: ios.value, sdk: sdk.value ?? ios.value.major, sdkStated: sdk.value != nil,
      compatibilityKey: compatibilityKey)
  }

  /// The environment of `model` that the layers make, with the model's Info.plist.
  public init(model: AppModel, layers: EnvironmentLayers) {
    self.init(
      file: model.environment, layers: layers,
      compatibilityKey: model.plist.designRequiresCompatibility?.value)
  }
}
