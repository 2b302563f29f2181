extension Device {
  /// The first iOS version a device of this kind ran, if later than the oldest modelled one.
  ///
  /// iOS 11 for an iPhone with Face ID (iPhone X); iPhones with a Home button and iPads
  /// exist for every modelled version.
  public var firstVersion: OSVersion? {
    self == .iphoneFaceID ? OSVersion(11) : nil
  }

  /// The device stylerule assumes when nothing says which: an iPhone with Face ID, or, for a
  /// version older than the first one with Face ID, an iPhone with a Home button.
  public static func assumed(for ios: OSVersion) -> Device {
    if let first = Device.iphoneFaceID.firstVersion, ios < first { return .iphoneHomeButton }
    return .iphoneFaceID
  }

  /// Why this device cannot run `ios`, as a phrase such as "no iPhone with Face ID runs iOS 8
  /// (the first, iPhone X, came with iOS 11)", or `nil` when it can.
  public func impossibility(ios: OSVersion) -> String? {
    guard let first = firstVersion, ios < first else { return nil }
    return "no \(phrase) runs iOS \(ios) (the first, iPhone X, came with iOS \(first))"
  }
}

extension AppModel {
  /// The error for environments that cannot exist once `overrides` (such as `--ios` and
  /// `--device`) replace the file's values, naming where each value came from; `nil` when
  /// every environment can exist.
  ///
  /// The file's own environment line is checked when the model is built
  /// (`model.impossible-environment`); this checks what the command line adds. Several
  /// overrides, one per version of a comparison, give one error listing every impossible
  /// version.
  public func impossibleEnvironment(_ overrides: [EnvironmentLayers]) -> Diagnostic? {
    impossibleVersion(overrides) ?? overrides.lazy.compactMap(impossibleSizeClass).first
      ?? impossibleLinkedSDK(overrides)
  }

  /// The error for a device that cannot run a version (an iPhone with Face ID before iOS
  /// 11, a model with a version it does not run), as ``impossibleEnvironment(_:)``.
  private func impossibleVersion(_ overrides: [EnvironmentLayers]) -> Diagnostic? {
    var impossible: [ResolvedEnvironment] = []
    for override in overrides {
      let resolved = ResolvedEnvironment(file: environment, layers: override)
      if resolved.values.deviceChoice.impossibility(ios: resolved.values.ios) != nil {
        impossible.append(resolved)
      }
    }
    guard let first = impossible.first else { return nil }
    let device = first.values.deviceChoice
    let impossibleVersions = impossible.map(\.values.ios)
    let versions = impossibleVersions.map { "iOS \($0)" }
    let versionList =
      versions.count == 1
      ? versions[0]
      : versions.dropLast().joined(separator: ", ") + " or " + versions[versions.count - 1]
    let otherDevice = device.alternative(running: impossibleVersions).rawValue
    let iosFromFile = first.iosOrigin == .file
    let deviceFromFile = first.deviceOrigin == .file
    let iosSource: String
    let iosFix: String
    switch first.iosOrigin {
    case .file:
      iosSource = "'ios \(first.values.ios)' in the file"
      iosFix = device.versionFix(for: impossibleVersions) { "'ios \($0)'" }
    case .configuration:
      iosSource = "'ios: \(first.values.ios)' in the configuration"
      iosFix =
        device.versionFix(for: impossibleVersions) { "'ios: \($0)'" } + " in the configuration"
    case .override, .assumed, .derived:
      iosSource = impossible.count == 1 ? "--ios \(first.values.ios)" : "those versions of --ios"
      iosFix = "--ios " + device.versionFix(for: impossibleVersions) { "\($0)" }
    }
    // A device that cannot run the version is never assumed: it was given somewhere.
    let deviceSource = first.deviceOrigin.source(of: "device", device.rawValue)
    let deviceFix = first.deviceOrigin.setting(of: "device", otherDevice)
    let message =
      "impossible environment: \(device.cannotRun(versionList)), so \(iosSource) and "
      + "\(deviceSource) cannot both hold; use \(iosFix), or \(deviceFix)"
    let range =
      deviceFromFile
      ? environmentRanges[.device] : iosFromFile ? environmentRanges[.ios] : nil
    return Diagnostic(.model(.impossibleEnvironment), .error, message, at: range)
  }
}

extension AppModel {
  /// The error for a size class (`--width`, `--height`, the file's or the configuration's)
  /// that the device cannot have in the orientation, naming where each value came from;
  /// `nil` when it can.
  func impossibleSizeClass(_ overrides: EnvironmentLayers) -> Diagnostic? {
    let resolved = ResolvedEnvironment(file: environment, layers: overrides)
    let device = resolved.values.deviceChoice
    let deviceName = device.rawValue
    let orientation = resolved.values.orientation
    /// A fixed size class: from the first layer that states it, unless only assumed.
    func fixed(_ key: String, _ property: KeyPath<EnvironmentSettings, SizeClass?>) -> (
      key: String, value: SizeClass, origin: EnvironmentValueOrigin
    )? {
      guard let (value, origin) = overrides.value(property, file: environment), origin != .assumed
      else { return nil }
      return (key, value, origin)
    }
    let candidates = [fixed("width", \.width), fixed("height", \.height)]
    for case let candidate? in candidates {
      guard
        let reason = device.sizeClassImpossibility(
          width: candidate.key == "width" ? candidate.value : nil,
          height: candidate.key == "height" ? candidate.value : nil, in: orientation)
      else { continue }
      let sizeSource = candidate.origin.source(of: candidate.key, candidate.value.rawValue)
      let deviceSource = resolved.deviceOrigin.source(of: "device", deviceName)
      let orientationSource = resolved.orientationOrigin.source(
        of: "orientation", orientation.rawValue)
      let message =
        "impossible environment: \(reason), so \(sizeSource), \(deviceSource) and "
        + "\(orientationSource) cannot all hold"
      let range =
        candidate.origin == .file
        ? environmentRanges[candidate.key == "width" ? .width : .height]
        : environmentRanges[resolved.orientationOrigin == .file ? .orientation : .device]
      return Diagnostic(.model(.impossibleEnvironment), .error, message, at: range)
    }
    return nil
  }
}

extension EnvironmentValueOrigin {
  /// A value written where it came from: "--device ipad", "'device ipad'" (the file) or
  /// "'device: ipad' in the configuration".
  func setting(of key: String, _ value: String) -> String {
    switch self {
    case .file: "'\(key) \(value)'"
    case .configuration: "'\(key): \(value)' in the configuration"
    case .override, .assumed, .derived: "--\(key) \(value)"
    }
  }

  /// Where a value came from: "--device ipad", "'device ipad' in the file", "'device: ipad'
  /// in the configuration" or "the assumed device ipad".
  func source(of key: String, _ value: String) -> String {
    switch self {
    case .file: setting(of: key, value) + " in the file"
    case .override, .configuration: setting(of: key, value)
    case .assumed, .derived: "the assumed \(key) \(value)"
    }
  }
}

extension AppModel {
  /// The error for a linked SDK newer than an iOS version (`--sdk`, the file's or the
  /// configuration's `sdk`, with `--ios`), naming where each value came from and every
  /// version of a comparison it is newer than; `nil` when there is none.
  ///
  /// The SDK matters only when it is older than the version the app runs on (L1.15).
  func impossibleLinkedSDK(_ overrides: [EnvironmentLayers]) -> Diagnostic? {
    let resolved = overrides.map { ResolvedEnvironment(file: environment, layers: $0) }
    let impossible = resolved.filter { environment in
      environment.values.linkedSDK.map { $0 > environment.values.ios.major } ?? false
    }
    guard let first = impossible.first, let sdk = first.values.linkedSDK else { return nil }
    let versions = impossible.map { "iOS \($0.values.ios)" }
    let versionList =
      versions.count == 1
      ? versions[0]
      : versions.dropLast().joined(separator: ", ") + " and " + versions[versions.count - 1]
    let oldest = impossible.map(\.values.ios.major).min() ?? first.values.ios.major
    let iosSource: String
    switch first.iosOrigin {
    case .file: iosSource = "'ios \(first.values.ios)' in the file"
    case .configuration: iosSource = "'ios: \(first.values.ios)' in the configuration"
    case .override, .assumed, .derived:
      iosSource =
        first.iosOrigin == .assumed
        ? "the assumed iOS \(first.values.ios)"
        : impossible.count == 1 ? "--ios \(first.values.ios)" : "those versions of --ios"
    }
    let sdkSource = first.linkedSDKOrigin.source(of: "sdk", String(sdk))
    let sdkFix = first.linkedSDKOrigin.setting(of: "sdk", String(oldest))
    let message =
      "impossible environment: the linked SDK matters only when it is older than the iOS "
      + "version the app runs on (L1.15), and the iOS \(sdk) SDK is newer than \(versionList), "
      + "so \(sdkSource) and \(iosSource) cannot both hold; use \(sdkFix) or older"
    let range =
      first.linkedSDKOrigin == .file
      ? environmentRanges[.linkedSDK] : first.iosOrigin == .file ? environmentRanges[.ios] : nil
    return Diagnostic(.model(.impossibleEnvironment), .error, message, at: range)
  }
}
