import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Size classes of device models: a model tells an iPhone's size, so a Plus or Max model is
/// regular width in landscape without `width regular`, and the others are compact.
@Suite("Size classes of device models")
struct ModelSizeClassTests {
  /// Each model's size classes in landscape, as Apple's size class table gives them; every
  /// model is compact width and regular height in portrait if an iPhone, regular in both if
  /// an iPad.
  static let landscape: [(DeviceModel, SizeClass, SizeClass)] = [
    (.iphone4S, .compact, .compact),
    (.iphone5, .compact, .compact),
    (.iphone6S, .compact, .compact),
    (.iphone8, .compact, .compact),
    (.iphone8Plus, .regular, .compact),
    (.iphoneSE3, .compact, .compact),
    (.iphoneX, .compact, .compact),
    (.iphoneXR, .regular, .compact),
    (.iphone12, .compact, .compact),
    (.iphone12Mini, .compact, .compact),
    (.iphone14Pro, .compact, .compact),
    (.iphone15, .compact, .compact),
    (.iphone16Pro, .compact, .compact),
    (.iphone16, .compact, .compact),
    (.iphone16Plus, .regular, .compact),
    (.iphone16ProMax, .regular, .compact),
    (.iphone16e, .compact, .compact),
    (.iphone17, .compact, .compact),
    (.iphone17Pro, .compact, .compact),
    (.iphone17ProMax, .regular, .compact),
    (.iphoneAir, .regular, .compact),
    (.iphone17e, .compact, .compact),
    (.ipad2, .regular, .regular),
    (.ipadAir, .regular, .regular),
    (.ipadAir2, .regular, .regular),
    (.ipad9, .regular, .regular),
    (.ipadPro11, .regular, .regular),
    (.ipadA16, .regular, .regular),
    (.ipadAir11, .regular, .regular),
    (.ipadAir13, .regular, .regular),
    (.ipadMiniA17Pro, .regular, .regular),
    (.ipadPro11M4, .regular, .regular),
    (.ipadPro13M4, .regular, .regular),
  ]

  @Test("the table names every model")
  func complete() {
    #expect(Self.landscape.map(\.0) == DeviceModel.allCases)
  }

  @Test("each model's size classes in both orientations", arguments: landscape)
  func derived(_ model: DeviceModel, _ width: SizeClass, _ height: SizeClass) throws {
    let ios = OSVersion(model.lastMajor ?? OSVersion.newestModelledMajor)
    let portrait: (SizeClass, SizeClass) =
      model.family == .ipad ? (.regular, .regular) : (.compact, .regular)
    for (orientation, expected) in [
      (Orientation.portrait, portrait), (.landscape, (width, height)),
    ] {
      let environment = ResolutionEnvironment(
        ios: ios, device: model.family, model: model, appearance: .light,
        orientation: orientation)
      #expect(environment.width == expected.0, "\(model.rawValue) \(orientation.rawValue)")
      #expect(environment.height == expected.1, "\(model.rawValue) \(orientation.rawValue)")
      // The same through a rules file, derived rather than written.
      let text =
        "environment ios \(ios), device \(model.rawValue), orientation \(orientation.rawValue)\n"
        + "window { A: UIViewController }\n"
      let resolved = ResolvedEnvironment(
        file: try RulesFixtures.parse(text).model.environment, layers: EnvironmentLayers())
      #expect(resolved.values.width == expected.0)
      #expect(resolved.widthOrigin == .derived)
    }
  }

  @Test("a family alone is compact width in landscape, as before models")
  func families() {
    for device in [Device.iphoneHomeButton, .iphoneFaceID] {
      let environment = ResolutionEnvironment(
        ios: OSVersion(17), device: device, appearance: .light, orientation: .landscape)
      #expect(environment.width == .compact)
    }
  }

  @Test(
    "an iPhone 8 Plus in landscape keeps a popover without 'width regular'; an iPhone 8 does not")
  func resolution() throws {
    let popover = """
      window { Root: UIViewController }
      Root presents Pop: UIViewController { modalPresentationStyle = popover }
      """
    let plus = try RulesFixtures.parse(
      "environment ios 16, device iphone-8-plus, orientation landscape\n" + popover
    ).model
    let large = StatusBarResolver(model: plus).resolve()
    #expect(large.deciderName == "Root")
    #expect(large.steps.contains { $0.citation.claim == "popover-iphone-regular-width" })
    let small = try RulesFixtures.parse(
      "environment ios 16, device iphone-8, orientation landscape\n" + popover
    ).model
    #expect(StatusBarResolver(model: small).resolve().deciderName == "Pop")
  }

  @Test("a scenario turning an iPhone XR to landscape makes it regular width")
  func rotation() throws {
    let text = """
      environment ios 17, device iphone-xr
      window { Root: UIViewController }
      scenario {
        orientation landscape
      }
      """
    let model = try RulesFixtures.parse(text).model
    let step = try model.scenarioStep("2", overrides: EnvironmentLayers())
    let environment = ResolvedEnvironment(file: step.model.environment, layers: step.overrides)
    #expect(environment.values.width == .regular)
    #expect(environment.values.height == .compact)
  }

  static let invalid: [InvalidInput] = [
    .init(
      "an iPhone 8 written regular width in landscape",
      "environment 2️⃣device iphone-8, 3️⃣orientation landscape, 1️⃣width regular\n"
        + "window { A: UIViewController }",
      [
        .init(
          "model.impossible-environment", at: 1,
          "impossible environment: the iPhone 8 is compact width in landscape; remove 'width "
            + "regular' (the iPhone 8 in landscape is compact width)", notesAt: [2, 3])
      ]),
    .init(
      "an iPhone 8 Plus written compact width in landscape",
      "environment 2️⃣device iphone-8-plus, 3️⃣orientation landscape, 1️⃣width compact\n"
        + "window { A: UIViewController }",
      [
        .init(
          "model.impossible-environment", at: 1,
          "impossible environment: the iPhone 8 Plus is regular width in landscape; remove "
            + "'width compact' (the iPhone 8 Plus in landscape is regular width)",
          notesAt: [2, 3])
      ]),
    .init(
      "an iPhone XR written regular width in portrait: turn it",
      "environment 2️⃣device iphone-xr, 1️⃣width regular\nwindow { A: UIViewController }",
      [
        .init(
          "model.impossible-environment", at: 1,
          "impossible environment: no iPhone is regular width in portrait; remove 'width "
            + "regular' (the iPhone XR in portrait is compact width); the orientation is assumed "
            + "portrait, or write 'orientation landscape' for a large iPhone in landscape",
          notesAt: [2])
      ]),
    .init(
      "an iPhone 12 written regular width in portrait: turning it does not help",
      "environment 2️⃣device iphone-12, 1️⃣width regular\nwindow { A: UIViewController }",
      [
        .init(
          "model.impossible-environment", at: 1,
          "impossible environment: no iPhone is regular width in portrait; remove 'width "
            + "regular' (the iPhone 12 in portrait is compact width); the orientation is assumed "
            + "portrait", notesAt: [2])
      ]),
  ]

  @Test("a size class the model cannot have is a located error", arguments: invalid)
  func reports(_ input: InvalidInput) {
    let marked = MarkedText(input.marked)
    let diagnostics = RulesFixtures.diagnostics(marked.text)
    let problems = ExpectedDiagnostic.mismatches(
      diagnostics, input.expected, markers: marked.markers)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("--width against a model names where each value came from")
  func overrides() throws {
    let model = try RulesFixtures.parse(
      "environment ios 17, device iphone-15\nwindow { A: UIViewController }"
    ).model
    let problem = try #require(
      model.impossibleEnvironment([
        EnvironmentLayers(options: EnvironmentSettings(orientation: .landscape, width: .regular))
      ]))
    #expect(
      problem.message
        == "impossible environment: the iPhone 15 is compact width in landscape, so --width "
        + "regular, 'device iphone-15' in the file and --orientation landscape cannot all hold")
  }
}
