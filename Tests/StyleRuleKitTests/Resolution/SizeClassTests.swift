import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Size classes: derived from the device and the orientation, fixed by the file or by an
/// override, and what depends on them (R9's compact hiding, R25's sheets and popovers).
@Suite("Size classes")
struct SizeClassTests {
  @Test(
    "derived from the device and the orientation",
    arguments: [
      (Device.iphoneHomeButton, Orientation.portrait, SizeClass.compact, SizeClass.regular),
      (.iphoneHomeButton, .landscape, .compact, .compact),
      (.iphoneFaceID, .portrait, .compact, .regular),
      (.iphoneFaceID, .landscape, .compact, .compact),
      (.ipad, .portrait, .regular, .regular),
      (.ipad, .landscape, .regular, .regular),
    ])
  func derived(device: Device, orientation: Orientation, width: SizeClass, height: SizeClass) {
    let environment = ResolutionEnvironment(
      ios: OSVersion(17), device: device, appearance: .light, orientation: orientation)
    #expect(environment.width == width)
    #expect(environment.height == height)
  }

  /// A small file, its environment overrides, and what the walk gives.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let rules: String
    var overrides = EnvironmentLayers()
    let decidedBy: String
    let hidden: Bool
    /// The R25 claim the style trace cites, if any.
    var claim: String? = nil
    var testDescription: String { name }
  }

  static let sheet = """
    window { Root: UIViewController }
    Root presents Sheet: UIViewController { modalPresentationStyle = pageSheet }
    """
  static let popover = """
    window { Root: UIViewController }
    Root presents Pop: UIViewController { modalPresentationStyle = popover }
    """

  static let cases: [Case] = [
    .init(
      name: "an iPad in Split View shows a sheet as a card on iOS 17",
      rules: "environment ios 17, device ipad, width compact\n" + sheet, decidedBy: "Root",
      hidden: false, claim: "sheet-ipad-compact"),
    .init(
      name: "an iPad in Split View adapts a sheet to full screen on iOS 12",
      rules: "environment ios 12, device ipad, width compact\n" + sheet, decidedBy: "Sheet",
      hidden: false, claim: "sheet-ipad-compact"),
    .init(
      name: "an iPad in full screen keeps sheets out of control",
      rules: "environment ios 12, device ipad\n" + sheet, decidedBy: "Root", hidden: false,
      claim: "sheet-ipad"),
    .init(
      name: "--width compact on an iPad adapts a popover",
      rules: "environment ios 17, device ipad\n" + popover,
      overrides: EnvironmentLayers(options: EnvironmentSettings(width: .compact)), decidedBy: "Pop",
      hidden: false,
      claim: "popover-ipad-compact-width"),
    .init(
      name: "a large iPhone in landscape keeps a popover",
      rules: "environment ios 17, device iphone-face-id, orientation landscape, width regular\n"
        + popover, decidedBy: "Root", hidden: true, claim: "popover-iphone-regular-width"),
    .init(
      name: "a large iPhone in landscape: a sheet reaches the top on iOS 17",
      rules: "environment ios 17, device iphone-home-button, orientation landscape, width regular\n"
        + sheet, decidedBy: "Sheet", hidden: true,
      claim: "sheet-iphone-landscape-regular-width"),
    .init(
      name: "a large iPhone in landscape: a sheet is taken to stay a sheet on iOS 12",
      rules: "environment ios 12, device iphone-home-button, orientation landscape, width regular\n"
        + sheet, decidedBy: "Root", hidden: true,
      claim: "sheet-iphone-landscape-regular-width"),
    .init(
      name: "--height compact on an iPad hides by default (R9)",
      rules: "environment ios 17, device ipad\nwindow { Root: UIViewController }",
      overrides: EnvironmentLayers(options: EnvironmentSettings(height: .compact)),
      decidedBy: "Root", hidden: true),
    .init(
      name: "an iPhone in portrait is not compact height",
      rules: "environment ios 17, device iphone-home-button\nwindow { Root: UIViewController }",
      decidedBy: "Root", hidden: false),
  ]

  @Test("what depends on the size classes", arguments: cases)
  func resolves(_ example: Case) throws {
    let loaded = try RulesFixtures.parse(example.rules)
    let resolution = StatusBarResolver(model: loaded.model).resolve(overrides: example.overrides)
    #expect(resolution.deciderName == example.decidedBy)
    #expect(resolution.hidden == example.hidden)
    if let claim = example.claim {
      #expect(
        resolution.steps.contains { $0.citation.rule == "R25" && $0.citation.claim == claim },
        "\(resolution.steps.map(\.citation))")
    }
  }

  @Test(
    "origins: fixed by the file or an override, else derived",
    arguments: [
      ("environment device ipad, width compact", EnvironmentLayers(), "file", "derived"),
      (
        "environment device ipad",
        EnvironmentLayers(options: EnvironmentSettings(height: .compact)), "derived", "override"
      ),
      (
        "environment device ipad, width compact",
        EnvironmentLayers(options: EnvironmentSettings(width: .regular)), "override",
        "derived"
      ),
      ("environment device ipad", EnvironmentLayers(), "derived", "derived"),
    ])
  func origins(environment: String, overrides: EnvironmentLayers, width: String, height: String)
    throws
  {
    let model = try RulesFixtures.parse(environment + "\nwindow { Root: UIViewController }").model
    let resolved = ResolvedEnvironment(file: model.environment, layers: overrides)
    #expect(resolved.widthOrigin.rawValue == width)
    #expect(resolved.heightOrigin.rawValue == height)
  }

  @Test(
    "rotation recomputes derived size classes and keeps fixed ones where the device has them",
    arguments: [
      // An iPad in Split View stays compact width when turned.
      (
        "environment ios 17, device ipad, width compact", Orientation.landscape, SizeClass.compact,
        SizeClass.regular
      ),
      // A large iPhone fixed at regular width is compact width in portrait…
      (
        "environment ios 17, device iphone-face-id, orientation landscape, width regular",
        .portrait, .compact, .regular
      ),
      // …and regular again in landscape.
      (
        "environment ios 17, device iphone-face-id, orientation landscape, width regular",
        .landscape, .regular, .compact
      ),
      ("environment ios 17, device iphone-face-id", .landscape, .compact, .compact),
    ])
  func rotation(
    environment: String, to orientation: Orientation, width: SizeClass, height: SizeClass
  )
    throws
  {
    let model = try RulesFixtures.parse(
      environment + "\nwindow { Root: UIViewController }\nscenario {\n  orientation "
        + (orientation == .portrait ? "landscape" : "portrait") + "\n  orientation "
        + orientation.rawValue + "\n}"
    ).model
    let timeline = TimelineRunner(model: model).run()
    let last = try #require(timeline.states.last?.current)
    #expect(last.environment.values.width == width)
    #expect(last.environment.values.height == height)
  }

  @Test(
    "environments no device has are located errors",
    arguments: [
      (
        "environment device iphone-face-id, 1️⃣width regular",
        "no iPhone is regular width in portrait"
      ),
      (
        "environment device iphone-home-button, orientation portrait, 1️⃣height compact",
        "no iPhone is compact height in portrait"
      ),
      (
        "environment device iphone-face-id, orientation landscape, 1️⃣height regular",
        "no iPhone is regular height in landscape"
      ),
      ("environment device ipad, width 1️⃣narrow", "'narrow' is not a size class"),
    ])
  func impossible(marked text: String, message: String) throws {
    let marked = MarkedText(text + "\nwindow { Root: UIViewController }")
    let diagnostics = RulesFixtures.diagnostics(marked.text)
    let first = try #require(diagnostics.first)
    #expect(first.message.contains(message), "\(first.message)")
    #expect(first.range?.start == marked.markers[1])
  }

  @Test(
    "possible ones load: a large iPhone in landscape, an iPad in Split View or with a compact height",
    arguments: [
      "environment device iphone-face-id, orientation landscape, width regular",
      "environment device iphone-home-button, orientation landscape, width compact, height compact",
      "environment device ipad, orientation portrait, width compact",
      "environment device ipad, height compact",
    ])
  func possible(environment: String) {
    #expect(RulesFixtures.diagnostics(environment + "\nwindow { Root: UIViewController }").isEmpty)
  }

  @Test(
    "flags that make an impossible environment are errors, naming where each value came from",
    arguments: [
      (
        "environment device iphone-face-id, orientation landscape",
        EnvironmentLayers(options: EnvironmentSettings(height: .regular)), "--height regular"
      ),
      (
        "environment device iphone-face-id, orientation landscape",
        EnvironmentLayers(options: EnvironmentSettings(orientation: .portrait, width: .regular)),
        "--width regular"
      ),
      (
        "environment device ipad, width regular",
        EnvironmentLayers(options: EnvironmentSettings(device: .iphoneFaceID)),
        "'width regular' in the file"
      ),
    ])
  func impossibleOverrides(environment: String, overrides: EnvironmentLayers, names: String)
    throws
  {
    let model = try RulesFixtures.parse(environment + "\nwindow { Root: UIViewController }").model
    let problem = try #require(model.impossibleEnvironment([overrides]))
    #expect(problem.id.rawValue == "model.impossible-environment")
    #expect(problem.message.contains(names), "\(problem.message)")
  }

  /// Defaults with only `ios`, or only `device` and `width`, as a configuration file gives
  /// them.
  static func defaults(
    ios: OSVersion? = nil, device: DeviceChoice? = nil, width: SizeClass? = nil
  ) -> EnvironmentSettings {
    var defaults = EnvironmentSettings()
    defaults.ios = ios
    defaults.device = device
    defaults.width = width
    return defaults
  }

  @Test(
    "a value comes from the override, else the file, else the defaults, else the assumption",
    arguments: [
      ("environment device ipad", EnvironmentLayers(), "assumed", "file"),
      (
        "environment device ipad",
        EnvironmentLayers(configuration: defaults(ios: OSVersion(15), device: .iphoneFaceID)),
        "configuration", "file"
      ),
      (
        "environment ios 16", EnvironmentLayers(configuration: defaults(ios: OSVersion(15))),
        "file",
        "assumed"
      ),
      (
        "environment device ipad",
        EnvironmentLayers(
          options: EnvironmentSettings(ios: OSVersion(14), device: .iphoneHomeButton),
          configuration: defaults(ios: OSVersion(15))),
        "override", "override"
      ),
      (
        "environment ios 16", EnvironmentLayers(configuration: defaults(device: .ipad)), "file",
        "configuration"
      ),
    ])
  func configuredOrigins(
    environment: String, overrides: EnvironmentLayers, ios: String, device: String
  ) throws {
    let model = try RulesFixtures.parse(environment + "\nwindow { Root: UIViewController }").model
    let resolved = ResolvedEnvironment(file: model.environment, layers: overrides)
    #expect(resolved.iosOrigin.rawValue == ios)
    #expect(resolved.deviceOrigin.rawValue == device)
  }

  @Test("a configured size class the device cannot have gives way to the derived one")
  func configuredSizeClass() throws {
    let model = try RulesFixtures.parse(
      "environment device iphone-face-id\nwindow { Root: UIViewController }"
    ).model
    let overrides = EnvironmentLayers(configuration: Self.defaults(width: .regular))
    let resolved = ResolvedEnvironment(file: model.environment, layers: overrides)
    #expect(resolved.values.width == .compact)
    #expect(resolved.widthOrigin == .derived)
    let problem = try #require(model.impossibleEnvironment([overrides]))
    #expect(problem.message.contains("'width: regular' in the configuration"), "\(problem.message)")
    #expect(problem.message.contains("'device iphone-face-id' in the file"), "\(problem.message)")
  }

  @Test("a configured iOS version the file's device cannot run names both places")
  func configuredVersion() throws {
    let model = try RulesFixtures.parse(
      "environment device iphone-face-id\nwindow { Root: UIViewController }"
    ).model
    let overrides = EnvironmentLayers(configuration: Self.defaults(ios: OSVersion(9)))
    let problem = try #require(model.impossibleEnvironment([overrides]))
    #expect(
      problem.message.contains(
        "'ios: 9' in the configuration and 'device iphone-face-id' in the file cannot both hold; "
          + "use 'ios: 11' or later in the configuration, or 'device iphone-home-button'"),
      "\(problem.message)")
    #expect(problem.range == model.environmentRanges[.device])
  }

  @Test("the canonical printer writes the size classes back")
  func canonical() throws {
    let model = try RulesFixtures.parse(
      "environment device ipad, width compact, height regular\nwindow { Root: UIViewController }"
    ).model
    let printed = CanonicalRulesPrinter().print(model)
    #expect(printed.contains("environment device ipad, width compact, height regular"))
  }
}
