import StyleRuleKit

/// The configuration as `stylerule-config` hands it to `stylerule`: every field under its
/// configuration-file name, lists sorted so the output is stable.
extension Configuration: Codable {
  private enum CodingKeys: String, CodingKey {
    case path, disabled, only, severity, strict, baseline, environment
    case deploymentTarget = "deployment-target"
    case target, excluded
  }

  private enum EnvironmentKeys: String, CodingKey {
    case ios, device, appearance, orientation, width, height
    case inCall = "in-call"
    case sdk
  }

  /// Reads a configuration that `stylerule-config` wrote.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(path: try container.decode(String.self, forKey: .path))
    lint.disabled = Set(try container.decode([String].self, forKey: .disabled))
    lint.only = try container.decodeIfPresent([String].self, forKey: .only).map(Set.init)
    let severities = try container.decode([String: String].self, forKey: .severity)
    for (check, name) in severities {
      guard let severity = Diagnostic.Severity(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .severity, in: container, debugDescription: "unknown severity \(name)")
      }
      lint.severities[check] = severity
    }
    strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
    baseline = try container.decodeIfPresent(String.self, forKey: .baseline)
    let values = try container.nestedContainer(keyedBy: EnvironmentKeys.self, forKey: .environment)
    environment.ios = try values.decodeIfPresent(OSVersion.self, forKey: .ios)
    environment.device = try values.decodeIfPresent(DeviceChoice.self, forKey: .device)
    environment.appearance = try values.decodeIfPresent(Appearance.self, forKey: .appearance)
    environment.orientation = try values.decodeIfPresent(Orientation.self, forKey: .orientation)
    environment.width = try values.decodeIfPresent(SizeClass.self, forKey: .width)
    environment.height = try values.decodeIfPresent(SizeClass.self, forKey: .height)
    environment.inCall = try values.decodeIfPresent(Bool.self, forKey: .inCall)
    environment.linkedSDK = try values.decodeIfPresent(Int.self, forKey: .sdk)
    deploymentTarget = try container.decodeIfPresent(OSVersion.self, forKey: .deploymentTarget)
    target = try container.decodeIfPresent(String.self, forKey: .target)
    excluded = try container.decode([String].self, forKey: .excluded)
  }

  /// Writes the configuration for `stylerule`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(lint.disabled.sorted(), forKey: .disabled)
    try container.encodeIfPresent(lint.only?.sorted(), forKey: .only)
    try container.encode(lint.severities.mapValues(\.rawValue), forKey: .severity)
    try container.encodeIfPresent(strict, forKey: .strict)
    try container.encodeIfPresent(baseline, forKey: .baseline)
    var values = container.nestedContainer(keyedBy: EnvironmentKeys.self, forKey: .environment)
    try values.encodeIfPresent(environment.ios, forKey: .ios)
    try values.encodeIfPresent(environment.device, forKey: .device)
    try values.encodeIfPresent(environment.appearance, forKey: .appearance)
    try values.encodeIfPresent(environment.orientation, forKey: .orientation)
    try values.encodeIfPresent(environment.width, forKey: .width)
    try values.encodeIfPresent(environment.height, forKey: .height)
    try values.encodeIfPresent(environment.inCall, forKey: .inCall)
    try values.encodeIfPresent(environment.linkedSDK, forKey: .sdk)
    try container.encodeIfPresent(deploymentTarget, forKey: .deploymentTarget)
    try container.encodeIfPresent(target, forKey: .target)
    try container.encode(excluded, forKey: .excluded)
  }
}
