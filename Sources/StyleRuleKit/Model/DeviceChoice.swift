/// The device an environment names: a family such as `iphone-home-button`, or a model such
/// as `iphone-6s`.
///
/// Resolution uses the family (a model stands for its family); the model, when one is named,
/// also fixes the screen and the iOS versions the device can run. A family stands for the
/// model ``Device/defaultModel(for:)`` picks.
public enum DeviceChoice: Hashable, Sendable {
  /// A device family, as before device models existed.
  case family(Device)
  /// A particular model.
  case model(DeviceModel)

  /// An iPhone with a Home button.
  public static let iphoneHomeButton = DeviceChoice.family(.iphoneHomeButton)
  /// An iPhone with Face ID.
  public static let iphoneFaceID = DeviceChoice.family(.iphoneFaceID)
  /// An iPad.
  public static let ipad = DeviceChoice.family(.ipad)

  /// The family: the device itself, or the model's.
  public var family: Device {
    switch self {
    case .family(let device): device
    case .model(let model): model.family
    }
  }

  /// The model, when one is named.
  public var model: DeviceModel? {
    if case .model(let model) = self { return model }
    return nil
  }

  /// "iPhone with Home button", or "iPhone 6s (iPhone with Home button)" for a model.
  public var phrase: String { model?.phrase ?? family.phrase }

  /// The first major version the device runs, if later than the oldest modelled one (the
  /// family's) or named by the model.
  var firstMajor: Int? { model?.firstMajor ?? family.firstVersion?.major }

  /// The last major version the device runs, when it stopped before the newest modelled one.
  var lastMajor: Int? { model?.lastMajor }

  /// Whether the device runs `ios`.
  public func runs(_ ios: OSVersion) -> Bool {
    switch self {
    case .family(let device): device.impossibility(ios: ios) == nil
    case .model(let model): model.runs(ios)
    }
  }

  /// Why the device cannot run `versions` (a phrase such as "iOS 12" or "iOS 8 or iOS 9"),
  /// as "no iPhone with Face ID runs iOS 8 (the first, iPhone X, came with iOS 11)" or "the
  /// iPhone 4S does not run iOS 12 (it runs iOS 5 through iOS 9)".
  public func cannotRun(_ versions: String) -> String {
    switch self {
    case .family(let device):
      let first = device.firstVersion.map { " (the first, iPhone X, came with iOS \($0))" } ?? ""
      return "no \(device.phrase) runs \(versions)\(first)"
    case .model(let model):
      return "the \(model.name) does not run \(versions) (it runs \(model.versionsPhrase))"
    }
  }

  /// Why the device cannot run `ios`, as ``cannotRun(_:)`` says it, or `nil` when it can.
  public func impossibility(ios: OSVersion) -> String? {
    runs(ios) ? nil : cannotRun("iOS \(ios)")
  }
}

extension DeviceChoice: RawRepresentable, CaseIterable, Codable, CustomStringConvertible {
  /// Every family, then every model.
  public static var allCases: [DeviceChoice] {
    Device.allCases.map(DeviceChoice.family) + DeviceModel.allCases.map(DeviceChoice.model)
  }

  /// Reads `iphone-home-button` or `iphone-6s`.
  public init?(rawValue: String) {
    if let device = Device(rawValue: rawValue) {
      self = .family(device)
    } else if let model = DeviceModel(rawValue: rawValue) {
      self = .model(model)
    } else {
      return nil
    }
  }

  /// `iphone-home-button` or `iphone-6s`, as written in a rules file.
  public var rawValue: String {
    switch self {
    case .family(let device): device.rawValue
    case .model(let model): model.rawValue
    }
  }

  /// The name as written in a rules file.
  public var description: String { rawValue }
}

extension DeviceChoice {
  /// The versions to use instead of `impossible` ones the device does not run, each version
  /// spelled by `spell`: "'ios 11' or later", "'ios 9' or earlier", or "'ios 9' through 'ios
  /// 15'" when some are too old and others too new.
  public func versionFix(for impossible: [OSVersion], spell: (OSVersion) -> String) -> String {
    let first = firstMajor.map { OSVersion($0) }
    let last = lastMajor.map { OSVersion($0) }
    let tooOld = impossible.contains { version in first.map { version.major < $0.major } ?? false }
    let tooNew = impossible.contains { version in last.map { version.major > $0.major } ?? false }
    switch (first, last) {
    case (let first?, let last?) where tooOld && tooNew:
      return "\(spell(first)) through \(spell(last))"
    case (_, let last?) where tooNew:
      return "\(spell(last)) or earlier"
    case (let first?, _):
      return "\(spell(first)) or later"
    default:
      return "\(spell(OSVersion.oldestModelled)) or later"
    }
  }

  /// A device like this one that runs every one of `versions`: a family for a family (an
  /// iPhone with a Home button runs every modelled version), a model for a model when one of
  /// the family's default models, or else of the Home-button iPhone's, runs them all.
  public func alternative(running versions: [OSVersion]) -> DeviceChoice {
    guard case .model = self else { return .iphoneHomeButton }
    let candidates = family.defaultModels + Device.iphoneHomeButton.defaultModels
    if let model = candidates.first(where: { model in versions.allSatisfy(model.runs) }) {
      return .model(model)
    }
    return versions.allSatisfy(DeviceChoice.family(family).runs)
      ? .family(family) : .iphoneHomeButton
  }
}
