import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Device models: their data, the environments they make impossible, and how the language
/// reads and writes them.
@Suite("Device models")
struct DeviceModelTests {
  /// Every modelled major version.
  static let modelledVersions = OSVersion.modelledMajors.map { OSVersion($0) }

  @Test("a model's data agrees with itself and with its family", arguments: DeviceModel.allCases)
  func consistent(_ model: DeviceModel) {
    let isPad = model.name.hasPrefix("iPad")
    #expect(model.family.isPhone == !isPad)
    #expect(model.rawValue.hasPrefix(isPad ? "ipad-" : "iphone-"))
    if model.family.isPhone {
      // An iPhone without a Home button has Face ID and a notch or a Dynamic Island.
      #expect((model.family == .iphoneHomeButton) == model.hasHomeButton)
      #expect((model.sensorHousing == .none) == model.hasHomeButton)
    } else {
      #expect(model.sensorHousing == .none, "no iPad has a notch")
    }
    #expect(model.firstMajor <= (model.lastMajor ?? OSVersion.newestModelledMajor))
    #expect(model.screen.width < model.screen.height, "portrait")
    // Phones are narrower than 744 points (the iPad mini), iPads at least that wide.
    #expect((model.screen.width >= 744) == isPad)
    // A family without Face ID before iOS 11 does not hold a model that ran earlier.
    if let familyFirst = model.family.firstVersion {
      #expect(model.firstMajor >= familyFirst.major)
    }
    #expect(Self.modelledVersions.contains(where: model.runs), "runs a modelled version")
    #expect(DeviceChoice(rawValue: model.rawValue) == .model(model))
    #expect(DeviceChoice.model(model).family == model.family)
  }

  /// T7 of the iOS 26 reference: screen, housing, first and last major iOS (`nil`: runs
  /// iOS 27, the newest modelled).
  static let t7: [(DeviceModel, Int, Int, DeviceModel.SensorHousing, Int, Int?)] = [
    (.iphone16, 393, 852, .dynamicIsland, 18, nil),
    (.iphone16Plus, 430, 932, .dynamicIsland, 18, nil),
    (.iphone16Pro, 402, 874, .dynamicIsland, 18, nil),
    (.iphone16ProMax, 440, 956, .dynamicIsland, 18, nil),
    (.iphone16e, 390, 844, .notch, 18, nil),
    (.iphone17, 402, 874, .dynamicIsland, 26, nil),
    (.iphone17Pro, 402, 874, .dynamicIsland, 26, nil),
    (.iphone17ProMax, 440, 956, .dynamicIsland, 26, nil),
    (.iphoneAir, 420, 912, .dynamicIsland, 26, nil),
    (.iphone17e, 390, 844, .notch, 26, nil),
    (.iphoneSE3, 375, 667, .none, 15, nil),
    (.iphoneXR, 414, 896, .notch, 12, 18),
    (.ipadA16, 820, 1180, .none, 18, nil),
    (.ipadAir11, 820, 1180, .none, 17, nil),
    (.ipadAir13, 1024, 1366, .none, 17, nil),
    (.ipadMiniA17Pro, 744, 1133, .none, 18, nil),
    (.ipadPro11M4, 834, 1210, .none, 17, nil),
    (.ipadPro13M4, 1032, 1376, .none, 17, nil),
    (.ipadPro11, 834, 1194, .none, 12, 26),
    (.ipad9, 810, 1080, .none, 15, nil),
  ]

  @Test("the devices of T7 have its screens, housings and iOS versions", arguments: t7)
  func currentDevices(
    _ model: DeviceModel, _ width: Int, _ height: Int, _ housing: DeviceModel.SensorHousing,
    _ first: Int, _ last: Int?
  ) {
    #expect(model.screen.width == width && model.screen.height == height)
    #expect(model.sensorHousing == housing)
    #expect(model.firstMajor == first)
    #expect(model.lastMajor == last)
    #expect(DeviceChoice(rawValue: model.rawValue) == .model(model))
  }

  @Test("the iPhone 18 Pro, 18 Pro Max and Duo are not models: their screens are unknown")
  func unknownScreens() {
    for name in ["iphone-18-pro", "iphone-18-pro-max", "iphone-duo"] {
      #expect(DeviceModel(rawValue: name) == nil)
      let diagnostics = RulesFixtures.diagnostics(
        "environment device \(name)\nwindow { A: UIViewController }\n")
      #expect(diagnostics.map(\.id) == [.model(.unmodelledDevice)], "\(name)")
    }
  }

  @Test("the iPhone 4S keeps the version it shipped with, older than any modelled one")
  func olderThanModelled() {
    #expect(DeviceModel.iphone4S.firstMajor < OSVersion.oldestModelled.major)
    #expect(!DeviceModel.iphone4S.runs(OSVersion(10)))
    #expect(DeviceModel.iphone4S.runs(OSVersion(9, 3)))
  }

  @Test(
    "a family stands for one of its models on every version it runs", arguments: Device.allCases)
  func defaultModel(_ family: Device) {
    for version in Self.modelledVersions {
      let model = family.defaultModel(for: version)
      #expect((model == nil) == (family.impossibility(ios: version) != nil), "iOS \(version)")
      guard let model else { continue }
      #expect(model.family == family, "iOS \(version)")
      #expect(model.runs(version), "iOS \(version)")
    }
  }

  /// Every pairing of a model with a modelled version it does not run.
  static let impossiblePairings: [(DeviceModel, OSVersion)] = DeviceModel.allCases.flatMap {
    model in modelledVersions.filter { !model.runs($0) }.map { (model, $0) }
  }

  @Test(
    "a model with a version it does not run is an error at the environment line, and its fixes hold",
    arguments: impossiblePairings)
  func impossible(_ model: DeviceModel, _ version: OSVersion) throws {
    let text =
      "environment ios \(version), device \(model.rawValue)\nwindow { A: UIViewController }\n"
    let diagnostics = RulesFixtures.diagnostics(text)
    #expect(diagnostics.map(\.id) == [.model(.impossibleEnvironment)])
    let error = try #require(diagnostics.first)
    let deviceStart = text.utf8.count - text.drop { $0 != "d" }.utf8.count
    #expect(error.range?.start == deviceStart, "at the device, written last")
    #expect(error.notes.count == 1)
    #expect(error.message.contains("the \(model.name) does not run iOS \(version)"))
    // Both fixes the message offers give an environment that exists.
    let fixedVersion = try #require(Self.quoted(after: "use 'ios ", in: error.message))
    let fixedDevice = try #require(Self.quoted(after: "or 'device ", in: error.message))
    for (ios, device) in [(fixedVersion, model.rawValue), ("\(version)", fixedDevice)] {
      let fixed = "environment ios \(ios), device \(device)\nwindow { A: UIViewController }\n"
      #expect(RulesFixtures.diagnostics(fixed).isEmpty, "\(fixed)")
    }
  }

  /// The word after `prefix` up to the next quote.
  static func quoted(after prefix: String, in message: String) -> String? {
    guard let start = message.range(of: prefix)?.upperBound else { return nil }
    return String(message[start...].prefix { $0 != "'" })
  }

  @Test("the messages of impossible models say what the model runs")
  func messages() {
    let expected = [
      (
        "environment ios 12, device iphone-4s",
        "impossible environment: the iPhone 4S does not run iOS 12 (it runs iOS 5 through iOS 9); "
          + "use 'ios 9' or earlier, or 'device iphone-8'"
      ),
      (
        "environment device iphone-12, ios 9",
        "impossible environment: the iPhone 12 does not run iOS 9 (it runs iOS 14 and later); use "
          + "'ios 14' or later, or 'device iphone-6s'"
      ),
      (
        "environment ios 16, device ipad-air-2",
        "impossible environment: the iPad Air 2 does not run iOS 16 (it runs iOS 8 through iOS "
          + "15); use 'ios 15' or earlier, or 'device ipad-9'"
      ),
    ]
    for (line, message) in expected {
      let diagnostics = RulesFixtures.diagnostics(line + "\nwindow { A: UIViewController }\n")
      #expect(diagnostics.map(\.message) == [message])
    }
  }

  @Test(
    "an unknown model suggests the closest name",
    arguments: [
      ("iphone-6z", "iphone-6s"), ("iphone-8plus", "iphone-8-plus"), ("iphone-se3", "iphone-se-3"),
      ("iphone-14pro", "iphone-14-pro"), ("ipad-aer-2", "ipad-air-2"),
      ("iphone-12mini", "iphone-12-mini"),
    ])
  func suggestion(_ written: String, _ suggested: String) {
    let diagnostics = RulesFixtures.diagnostics(
      "environment device \(written)\nwindow { A: UIViewController }\n")
    #expect(diagnostics.map(\.id) == [.model(.invalidValue)])
    #expect(
      diagnostics.first?.message == "'\(written)' is not a device; did you mean '\(suggested)'?")
    #expect(diagnostics.first?.range?.start == "environment device ".utf8.count)
  }

  @Test("the canonical printer writes a model back, and reading it again gives the same model")
  func canonical() throws {
    let first = try RulesFixtures.parse(
      "environment ios 9, device iphone-6s, orientation portrait\nwindow { Root: UIViewController }"
    ).model
    let printed = CanonicalRulesPrinter().print(first)
    #expect(printed.contains("environment ios 9, device iphone-6s, orientation portrait"))
    let second = try RulesFixtures.parse(printed).model
    #expect(second.environment.device == .model(.iphone6S))
    #expect(CanonicalRulesPrinter().print(second) == printed)
  }

  @Test("resolution uses the model's family and names the model")
  func resolution() throws {
    let model = try RulesFixtures.parse(
      "environment ios 17, device iphone-15, orientation landscape\n"
        + "window { Root: UIViewController }"
    ).model
    let resolved = ResolvedEnvironment(file: model.environment, layers: EnvironmentLayers())
    #expect(resolved.values.device == .iphoneFaceID)
    #expect(resolved.values.model == .iphone15)
    #expect(resolved.values.deviceChoice == .model(.iphone15))
    // The family's landscape rule (R16: Face ID iPhones hide the status bar in landscape)
    // applies to the model exactly as to the family.
    let family = try RulesFixtures.parse(
      "environment ios 17, device iphone-face-id, orientation landscape\n"
        + "window { Root: UIViewController }"
    ).model
    let byModel = StatusBarResolver(model: model).resolve(overrides: EnvironmentLayers())
    let byFamily = StatusBarResolver(model: family).resolve(overrides: EnvironmentLayers())
    #expect(byModel.hidden == byFamily.hidden)
    #expect(byModel.style == byFamily.style)
  }

  @Test("an override names a model over the file's family, and a family drops the model")
  func overrides() throws {
    let model = try RulesFixtures.parse(
      "environment device iphone-8\nwindow { Root: UIViewController }"
    ).model
    let byModel = ResolvedEnvironment(
      file: model.environment,
      layers: EnvironmentLayers(options: EnvironmentSettings(device: .model(.ipadPro11))))
    #expect(byModel.values.device == .ipad)
    #expect(byModel.values.model == .ipadPro11)
    let byFamily = ResolvedEnvironment(
      file: model.environment,
      layers: EnvironmentLayers(options: EnvironmentSettings(device: .iphoneFaceID)))
    #expect(byFamily.values.model == nil)
    #expect(
      model.impossibleEnvironment([
        EnvironmentLayers(options: EnvironmentSettings(ios: OSVersion(17)))
      ]) != nil)
    #expect(
      model.impossibleEnvironment([
        EnvironmentLayers(options: EnvironmentSettings(ios: OSVersion(16)))
      ]) == nil)
  }
}
