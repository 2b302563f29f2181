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
  public func impossibleEnvironment(_ overrides: [EnvironmentOverrides]) -> Diagnostic? {
    impossibleVersion(overrides) ?? overrides.lazy.compactMap(impossibleSizeClass).first
  }

  /// The error for a device that cannot run a version, as ``impossibleEnvironment(_:)``.
  private func impossibleVersion(_ overrides: [EnvironmentOverrides]) -> Diagnostic? {
    var impossible: [ResolvedEnvironment] = []
    for override in overrides {
      let resolved = ResolvedEnvironment(file: environment, overrides: override)
      if resolved.values.device.impossibility(ios: resolved.values.ios) != nil {
        impossible.append(resolved)
      }
    }
    guard let first = impossible.first, let firstVersion = first.values.device.firstVersion else {
      return nil
    }
    let device = first.values.device
    let versions = impossible.map { "iOS \($0.values.ios)" }
    let versionList =
      versions.count == 1
      ? versions[0]
      : versions.dropLast().joined(separator: ", ") + " or " + versions[versions.count - 1]
    let iosFromFile = first.iosOrigin == .file
    let deviceFromFile = first.deviceOrigin == .file
    let iosSource =
      iosFromFile
      ? "'ios \(first.values.ios)' in the file"
      : impossible.count == 1 ? "--ios \(first.values.ios)" : "those versions of --ios"
    let deviceSource =
      deviceFromFile ? "'device \(device.rawValue)' in the file" : "--device \(device.rawValue)"
    let iosFix = iosFromFile ? "'ios \(firstVersion)' or later" : "--ios \(firstVersion) or later"
    let otherDevice = Device.iphoneHomeButton.rawValue
    let deviceFix = deviceFromFile ? "'device \(otherDevice)'" : "--device \(otherDevice)"
    let message =
      "impossible environment: no \(device.phrase) runs \(versionList) (the first, iPhone X, "
      + "came with iOS \(firstVersion)), so \(iosSource) and \(deviceSource) cannot both hold; "
      + "use \(iosFix), or \(deviceFix)"
    let range =
      deviceFromFile ? environment.device?.range : iosFromFile ? environment.ios?.range : nil
    return Diagnostic("model.impossible-environment", .error, message, at: range)
  }
}

extension AppModel {
  /// The error for a size class (`--width`, `--height`, or the file's) that the device
  /// cannot have in the orientation, naming where each value came from; `nil` when it can.
  func impossibleSizeClass(_ overrides: EnvironmentOverrides) -> Diagnostic? {
    let resolved = ResolvedEnvironment(file: environment, overrides: overrides)
    let device = resolved.values.device
    let orientation = resolved.values.orientation
    let candidates: [(key: String, value: SizeClass?, flag: Bool, range: SourceRange?)] = [
      (
        "width", overrides.width ?? environment.width?.value, overrides.width != nil,
        environment.width?.range
      ),
      (
        "height", overrides.height ?? environment.height?.value, overrides.height != nil,
        environment.height?.range
      ),
    ]
    for candidate in candidates {
      guard let value = candidate.value,
        let reason = device.sizeClassImpossibility(
          width: candidate.key == "width" ? value : nil,
          height: candidate.key == "height" ? value : nil, in: orientation)
      else { continue }
      func source(_ origin: EnvironmentValueOrigin, flag: String, file: String) -> String {
        switch origin {
        case .override: "--\(flag)"
        case .file: "'\(file)' in the file"
        case .assumed, .derived: "the assumed \(file)"
        }
      }
      let sizeSource =
        candidate.flag
        ? "--\(candidate.key) \(value.rawValue)"
        : "'\(candidate.key) \(value.rawValue)' in the file"
      let deviceSource = source(
        resolved.deviceOrigin, flag: "device \(device.rawValue)", file: "device \(device.rawValue)")
      let orientationSource = source(
        resolved.orientationOrigin, flag: "orientation \(orientation.rawValue)",
        file: "orientation \(orientation.rawValue)")
      let message =
        "impossible environment: \(reason), so \(sizeSource), \(deviceSource) and "
        + "\(orientationSource) cannot all hold"
      let range =
        candidate.flag
        ? (resolved.orientationOrigin == .file
          ? environment.orientation?.range : environment.device?.range)
        : candidate.range
      return Diagnostic("model.impossible-environment", .error, message, at: range)
    }
    return nil
  }
}
