/// A snapshot's `environment` line, from the iOS version, the device and the front scene's
/// traits, with a comment for each value it leaves out or changes.
///
/// It never writes an environment a rules file rejects: a value that cannot hold with the
/// others (a compact height on an iPhone in portrait, an iPhone with Face ID before iOS 11)
/// or that stylerule does not model is left out, and the comment says what was read.
struct EnvironmentLine {
  /// The newest iOS version a rules file models (StyleRuleKit's
  /// `OSVersion.newestModelledMajor`; a test keeps them equal).
  static let newestModelledMajor = 27
  /// The major versions never released (StyleRuleKit's `OSVersion.skippedMajors`, R35).
  static let skippedMajors = 19...25
  /// The oldest iOS version a rules file models.
  static let oldestModelledMajor = 7

  /// `ios 17.4`, `device iphone-face-id`, …, in the order written.
  private(set) var settings: [String] = []
  /// Comments about values left out or changed.
  private(set) var comments: [String] = []

  /// The line, or `nil` when nothing is known.
  var line: String? { settings.isEmpty ? nil : "environment " + settings.joined(separator: ", ") }

  /// Builds the line.
  init(systemVersion: String, device: SnapshotDevice, scene: CapturedScene?) {
    let major = addVersion(systemVersion)
    let isPhone = addDevice(device, major: major)
    let traits = scene?.traits
    if let appearance = traits?.appearance, appearance != .unspecified {
      settings.append("appearance \(appearance.rawValue)")
    }
    let orientation = scene?.orientation
    if let orientation { settings.append("orientation \(orientation.rawValue)") }
    let landscape = orientation == .landscape
    addSizeClass(
      "width", traits?.horizontalSizeClass,
      impossible: isPhone && !landscape ? .regular : nil,
      because: "no iPhone is regular width in portrait")
    addSizeClass(
      "height", traits?.verticalSizeClass,
      impossible: isPhone ? (landscape ? .regular : .compact) : nil,
      because: landscape
        ? "no iPhone is regular height in landscape" : "no iPhone is compact height in portrait")
  }

  /// Adds `ios X`, returning the major version written (nil when none is).
  private mutating func addVersion(_ text: String) -> Int? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { part -> Int? in
      guard !part.isEmpty, part.count <= 4, part.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return nil
      }
      return Int(part)
    }
    guard (1...3).contains(parts.count), numbers.count == parts.count, let major = numbers.first
    else {
      comments.append(
        "iOS version '\(RulesName.commentText(text))' is not a version stylerule reads; it assumes "
          + "iOS \(Self.newestModelledMajor)")
      return nil
    }
    let version = numbers.map(String.init).joined(separator: ".")
    if major > Self.newestModelledMajor {
      comments.append(
        "iOS \(version) is newer than the versions stylerule models (\(Self.oldestModelledMajor) "
          + "through \(Self.newestModelledMajor)), so the line says iOS \(Self.newestModelledMajor)"
      )
      settings.append("ios \(Self.newestModelledMajor)")
      return Self.newestModelledMajor
    }
    if Self.skippedMajors.contains(major) {
      comments.append(
        "iOS \(version) was never released (after iOS 18 came iOS 26), so it is not a version "
          + "stylerule reads; left out")
      return nil
    }
    guard major >= Self.oldestModelledMajor else {
      comments.append(
        "iOS \(version) is older than the versions stylerule models (\(Self.oldestModelledMajor) "
          + "through \(Self.newestModelledMajor)); left out")
      return nil
    }
    settings.append("ios \(version)")
    return major
  }

  /// Adds `device …`, returning whether the device stylerule will use is an iPhone.
  private mutating func addDevice(_ device: SnapshotDevice, major: Int?) -> Bool {
    switch device {
    case .ipad:
      settings.append("device ipad")
      return false
    case .iphoneWithHomeButton:
      settings.append("device iphone-home-button")
    case .iphoneWithFaceID:
      if let major, major < 11 {
        comments.append(
          "the device reads as an iPhone with Face ID, which no iOS before 11 runs; left out")
      } else {
        settings.append("device iphone-face-id")
      }
    case .other(let name):
      comments.append(
        "the device is '\(RulesName.commentText(name, limit: 30))', which stylerule does not model; "
          + "it assumes an iPhone")
    }
    return true
  }

  /// Adds `width …` or `height …` unless the device cannot have it in the orientation.
  private mutating func addSizeClass(
    _ key: String, _ value: SnapshotSizeClass?, impossible: SnapshotSizeClass?, because: String
  ) {
    guard let value else { return }
    if value == impossible {
      comments.append(
        "the scene reports \(key) \(value.rawValue), but \(because); left out")
      return
    }
    settings.append("\(key) \(value.rawValue)")
  }
}
