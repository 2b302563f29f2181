extension RuleCitation {
  /// `R25 · widely reproduced · path:12:3`, the citation line under a step.
  func line(at position: String?) -> String {
    var text = "\(rule) · \(confidence.phrase)"
    if let position { text += " · \(position)" }
    return text
  }
}

extension ResolvedEnvironment {
  /// "iOS 12, iPhone with Home button, light appearance", marking values not from the file;
  /// a model is named with its family, as "iPhone 6s (iPhone with Home button)", and its
  /// mark joins that parenthesis: "iPhone 6s (iPhone with Home button, overridden)"; a call
  /// ("in a call") and the linked SDK only when they are set; from iOS 26, the design mode
  /// and why ("new design: linked with the iOS 26 SDK (assumed), no
  /// UIDesignRequiresCompatibility, R36").
  ///
  /// The size classes are named only when the file or an override fixes them: derived ones
  /// follow from the device and the orientation already named.
  var phrase: String {
    func word(_ origin: EnvironmentValueOrigin) -> String? {
      switch origin {
      case .file, .derived: nil
      case .override: "overridden"
      case .configuration: "configured"
      case .assumed: "assumed"
      }
    }
    func mark(_ origin: EnvironmentValueOrigin) -> String { word(origin).map { " (\($0))" } ?? "" }
    let device =
      if let model = values.model, let word = word(deviceOrigin) {
        "\(model.name) (\(model.family.phrase), \(word))"
      } else {
        values.deviceChoice.phrase + mark(deviceOrigin)
      }
    var text =
      "iOS \(values.ios)\(mark(iosOrigin)), \(device), "
      + "\(values.appearance.rawValue) appearance\(mark(appearanceOrigin)), "
      + "\(values.orientation.rawValue)\(mark(orientationOrigin))"
    if widthOrigin != .derived {
      text += ", \(values.width.rawValue) width\(mark(widthOrigin))"
    }
    if heightOrigin != .derived {
      text += ", \(values.height.rawValue) height\(mark(heightOrigin))"
    }
    if values.inCall {
      text += ", in a call\(mark(inCallOrigin))"
    }
    if let sdk = values.linkedSDK {
      text += ", linked with the iOS \(sdk) SDK\(mark(linkedSDKOrigin))"
    }
    if let citation = design.citation {
      text += ", \(design.mode.phrase) (\(design.reason); \(citation.rule))"
    }
    return text
  }

  /// Where the vertical size class came from, as "set in the file".
  var heightPhrase: String { Self.originPhrase(heightOrigin) }
  /// Where the horizontal size class came from, as "set in the file".
  var widthPhrase: String { Self.originPhrase(widthOrigin) }

  static func originPhrase(_ origin: EnvironmentValueOrigin) -> String {
    switch origin {
    case .file: "set in the file"
    case .override: "overridden"
    case .configuration: "set in the configuration file"
    case .assumed: "assumed"
    case .derived: "derived from the device and orientation"
    }
  }

  /// The environment as JSON, with the origin of each value; `model` only when the
  /// environment names a model (`device` is then its family), `inCall` and `sdk` only when
  /// they are set (a call in progress, a linked SDK), `design` from iOS 26 (its mode, why,
  /// and the rule).
  var json: JSONValue {
    var object: [String: JSONValue] = [
      "ios": .string(values.ios.description),
      "device": .string(values.device.rawValue),
      "appearance": .string(values.appearance.rawValue),
      "orientation": .string(values.orientation.rawValue),
      "width": .string(values.width.rawValue),
      "height": .string(values.height.rawValue),
      "origins": [
        "ios": .string(iosOrigin.rawValue),
        "device": .string(deviceOrigin.rawValue),
        "appearance": .string(appearanceOrigin.rawValue),
        "orientation": .string(orientationOrigin.rawValue),
        "width": .string(widthOrigin.rawValue),
        "height": .string(heightOrigin.rawValue),
      ],
    ]
    if let model = values.model { object["model"] = .string(model.rawValue) }
    var origins: [String: JSONValue] = [:]
    if inCallOrigin != .assumed {
      object["inCall"] = .bool(values.inCall)
      origins["inCall"] = .string(inCallOrigin.rawValue)
    }
    if let sdk = values.linkedSDK {
      object["sdk"] = .integer(sdk)
      origins["sdk"] = .string(linkedSDKOrigin.rawValue)
    }
    if let citation = design.citation {
      object["design"] = [
        "mode": .string(design.mode.rawValue), "reason": .string(design.reason),
        "rule": .string(citation.rule.rawValue), "claim": .string(citation.claim),
        "confidence": .string(citation.confidence.rawValue),
      ]
    }
    if !origins.isEmpty, case .object(var all)? = object["origins"] {
      all.merge(origins) { first, _ in first }
      object["origins"] = .object(all)
    }
    return .object(object)
  }
}

extension StatusBarResolution {
  /// "lightContent, light content", the answer in a few words.
  var shortAnswer: String { "\(style.rawValue), \(content.rawValue) content" }
}
