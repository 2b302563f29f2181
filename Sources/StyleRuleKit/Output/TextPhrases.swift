extension RuleCitation {
  /// `R25 · widely reproduced · path:12:3`, the citation line under a step.
  func line(at position: String?) -> String {
    var text = "\(rule) · \(confidence.phrase)"
    if let position { text += " · \(position)" }
    return text
  }
}

extension ResolvedEnvironment {
  /// "iOS 12, iPhone with Home button, light appearance", marking values not from the file.
  var phrase: String {
    func mark(_ origin: EnvironmentValueOrigin) -> String {
      switch origin {
      case .file: ""
      case .override: " (overridden)"
      case .assumed: " (assumed)"
      }
    }
    return "iOS \(values.ios)\(mark(iosOrigin)), \(values.device.phrase)\(mark(deviceOrigin)), "
      + "\(values.appearance.rawValue) appearance\(mark(appearanceOrigin)), "
      + "\(values.orientation.rawValue)\(mark(orientationOrigin))"
  }

  /// The environment as JSON, with the origin of each value.
  var json: JSONValue {
    [
      "ios": .string(values.ios.description),
      "device": .string(values.device.rawValue),
      "appearance": .string(values.appearance.rawValue),
      "orientation": .string(values.orientation.rawValue),
      "origins": [
        "ios": .string(iosOrigin.rawValue),
        "device": .string(deviceOrigin.rawValue),
        "appearance": .string(appearanceOrigin.rawValue),
        "orientation": .string(orientationOrigin.rawValue),
      ],
    ]
  }
}

extension StatusBarResolution {
  /// "lightContent, light content", the answer in a few words.
  var shortAnswer: String { "\(style.rawValue), \(content.rawValue) content" }
}
