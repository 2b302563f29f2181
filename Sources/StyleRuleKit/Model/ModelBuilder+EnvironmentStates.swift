/// The environment states the layout depends on: the double-height status bar of a call
/// (`in-call`, L1.8–L1.10) and the SDK the app is linked with (`sdk`, L1.15).
extension ModelBuilder {
  /// The spellings of an in-call state: `in-call` alone is `on`.
  static let inCallValues = ["on", "off"]

  /// Reads `in-call`, `in-call on` or `in-call off`.
  mutating func buildInCall(_ setting: EnvironmentSettingSyntax) {
    guard let value = setting.value else {
      model.state(\.inCall, true, at: setting.range)
      return
    }
    guard let flag = Self.inCallFlag(value) else {
      report(
        .model(.invalidValue), .error,
        "'\(value.text)' is not an in-call state; write 'in-call' alone for a call, or "
          + "'in-call on' or 'in-call off'"
          + Suggestion.hint(for: value.text, in: Self.inCallValues),
        at: value.range)
      return
    }
    model.state(\.inCall, flag, at: setting.range)
  }

  /// `on` or `off` (also `true` and `false`), or `nil`.
  static func inCallFlag(_ value: ValueSyntax) -> Bool? {
    guard value.kind == .name else { return nil }
    switch value.text {
    case "on": return true
    case "off": return false
    default: return ValueKind.parseBool(value.text)
    }
  }

  /// Reads `sdk 10`: the major version of the iOS SDK the app is linked with, one of the
  /// versions stylerule accepts.
  mutating func buildLinkedSDK(_ value: ValueSyntax, range: SourceRange) {
    guard value.kind == .number, !value.text.contains("."), let major = Int(value.text) else {
      report(
        .model(.invalidValue), .error,
        "'\(value.text)' is not an SDK version; write the major version of the iOS SDK the app "
          + "is linked with, such as 'sdk 10'",
        at: value.range)
      return
    }
    if let rejection = OSVersion(major).rejection {
      report(
        .model(OSVersion(major).isSkipped ? .nonexistentVersion : .unsupportedVersion), .error,
        "the iOS \(major) SDK: \(rejection)", at: value.range)
      return
    }
    model.state(\.linkedSDK, major, at: range)
  }

  /// Reports a linked SDK newer than the iOS version, at the one written last: the SDK
  /// matters only when it is older than the version the app runs on (L1.15).
  mutating func checkLinkedSDK() {
    guard let sdk = model.stated(\.linkedSDK), let ios = model.stated(\.ios),
      let reason = Self.sdkImpossibility(sdk: sdk.value, ios: ios.value)
    else { return }
    let sdkLast = (sdk.range?.start ?? 0) > (ios.range?.start ?? 0)
    report(
      .model(.impossibleEnvironment), .error,
      "impossible environment: \(reason); use 'sdk \(ios.value.major)' or older, or "
        + "'ios \(sdk.value)' or later",
      at: sdkLast ? sdk.range : ios.range,
      notes: [
        Diagnostic.Note(
          sdkLast ? "the version is set here" : "the SDK is set here",
          at: sdkLast ? ios.range : sdk.range)
      ])
  }

  /// Why an app linked with the iOS `sdk` SDK cannot be laid out on `ios`, or `nil` when it
  /// can.
  static func sdkImpossibility(sdk: Int, ios: OSVersion) -> String? {
    guard sdk > ios.major else { return nil }
    return "the linked SDK matters only when it is older than the iOS version the app runs on "
      + "(L1.15), and the iOS \(sdk) SDK is newer than iOS \(ios)"
  }
}
