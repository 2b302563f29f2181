import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The environment states the layout depends on: a call's double-height status bar
/// (`in-call`, L1.8–L1.10) and the linked SDK (`sdk`, L1.15), in the environment line, the
/// overrides, the configuration's defaults and the scenario.
@Suite("Environment states: in-call and the linked SDK")
struct EnvironmentStateTests {
  static func resolved(_ text: String, _ overrides: EnvironmentLayers = EnvironmentLayers())
    throws -> ResolvedEnvironment
  {
    let model = try RulesFixtures.parse(text + "\nwindow { A: UIViewController }\n").model
    return ResolvedEnvironment(file: model.environment, layers: overrides)
  }

  @Test(
    "the environment line states a call and the SDK",
    arguments: [
      ("environment ios 9, device iphone-6s, orientation portrait, in-call", true, nil),
      ("environment in-call, ios 9", true, nil),
      ("environment ios 9, in-call on, sdk 9", true, 9),
      ("environment ios 12, in-call off, sdk 10", false, 10),
      ("environment ios 12, sdk 6", false, 6),
    ] as [(String, Bool, Int?)])
  func environmentLine(_ line: String, _ inCall: Bool, _ sdk: Int?) throws {
    let environment = try Self.resolved(line)
    #expect(environment.values.inCall == inCall)
    #expect(environment.values.linkedSDK == sdk)
    #expect(environment.inCallOrigin == (line.contains("in-call") ? .file : .assumed))
    #expect(environment.linkedSDKOrigin == (sdk == nil ? .assumed : .file))
  }

  @Test("'in-call' alone at the end of its line leaves the next line to the next statement")
  func inCallEndsItsLine() throws {
    let model = try RulesFixtures.parse(
      "environment ios 9, in-call\nRoot: UIViewController\nwindow { Root }\n"
    ).model
    #expect(model.environment.inCall == true)
    #expect(model.controller(named: "Root") != nil)
  }

  @Test("nothing said: not in a call, and the SDK of the version itself (nil)")
  func assumed() throws {
    let environment = try Self.resolved("environment ios 9")
    #expect(environment.values.inCall == false)
    #expect(environment.values.linkedSDK == nil)
    #expect(environment.inCallOrigin == .assumed)
    #expect(environment.linkedSDKOrigin == .assumed)
  }

  @Test("overrides win over the file, and the file over the configuration's defaults")
  func precedence() throws {
    var defaults = EnvironmentSettings()
    defaults.inCall = true
    defaults.linkedSDK = 8
    let configured = try Self.resolved(
      "environment ios 9", EnvironmentLayers(configuration: defaults))
    #expect(configured.values.inCall == true)
    #expect(configured.values.linkedSDK == 8)
    #expect(configured.inCallOrigin == .configuration)
    #expect(configured.linkedSDKOrigin == .configuration)
    let file = try Self.resolved(
      "environment ios 9, in-call off, sdk 7", EnvironmentLayers(configuration: defaults))
    #expect(file.values.inCall == false)
    #expect(file.values.linkedSDK == 7)
    let overridden = try Self.resolved(
      "environment ios 9, in-call off, sdk 7",
      EnvironmentLayers(
        options: EnvironmentSettings(inCall: true, linkedSDK: 9), configuration: defaults))
    #expect(overridden.values.inCall == true)
    #expect(overridden.values.linkedSDK == 9)
    #expect(overridden.inCallOrigin == .override)
    #expect(overridden.linkedSDKOrigin == .override)
  }

  static let invalid: [InvalidInput] = [
    .init(
      "an in-call state misspelt",
      "environment ios 9, in-call 1️⃣offf\nwindow { A: UIViewController }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'offf' is not an in-call state; write 'in-call' alone for a call, or 'in-call on' or "
            + "'in-call off'; did you mean 'off'?")
      ]),
    .init(
      "in-call misspelt",
      "environment ios 9, 1️⃣incall\nwindow { A: UIViewController }",
      [
        .init(
          "model.unknown-environment-key", at: 1,
          "unknown environment setting 'incall'; did you mean 'in-call'?")
      ]),
    .init(
      "a setting without its value",
      "environment 1️⃣ios, in-call\nwindow { A: UIViewController }",
      [.init("syntax.expected-value", at: 1, "expected a value after 'ios', as in 'ios 12'")]),
    .init(
      "an SDK that is not a major version",
      "environment sdk 1️⃣10.3\nwindow { A: UIViewController }",
      [
        .init(
          "model.invalid-value", at: 1,
          "'10.3' is not an SDK version; write the major version of the iOS SDK the app is "
            + "linked with, such as 'sdk 10'")
      ]),
    .init(
      "an SDK older than stylerule models",
      "environment sdk 1️⃣5\nwindow { A: UIViewController }",
      [
        .init(
          "model.unsupported-version", at: 1,
          "the iOS 5 SDK: iOS 5 is older than the versions stylerule models (iOS 6 through 18, 26 "
            + "and 27); use 6")
      ]),
    .init(
      "an SDK newer than the version, written after it",
      "environment 2️⃣ios 9, 1️⃣sdk 10\nwindow { A: UIViewController }",
      [
        .init(
          "model.impossible-environment", at: 1,
          "impossible environment: the linked SDK matters only when it is older than the iOS "
            + "version the app runs on (L1.15), and the iOS 10 SDK is newer than iOS 9; use "
            + "'sdk 9' or older, or 'ios 10' or later", notesAt: [2])
      ]),
    .init(
      "an SDK newer than the version, written before it",
      "environment 2️⃣sdk 12, 1️⃣ios 11\nwindow { A: UIViewController }",
      [.init("model.impossible-environment", at: 1, notesAt: [2])]),
    .init(
      "a scenario's in-call state misspelt",
      "window { A: UIViewController }\nscenario {\n  in-call 1️⃣yes\n}",
      [
        .init(
          "model.invalid-value", at: 1,
          "'yes' is not an in-call state; write 'in-call on' or 'in-call off'")
      ]),
  ]

  @Test("each mistake is reported at its place", arguments: invalid)
  func reports(_ input: InvalidInput) {
    let marked = MarkedText(input.marked)
    let diagnostics = RulesFixtures.diagnostics(marked.text)
    let problems = ExpectedDiagnostic.mismatches(
      diagnostics, input.expected, markers: marked.markers)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("an SDK newer than versions given by overrides names each of them")
  func impossibleOverrides() throws {
    let model = try RulesFixtures.parse(
      "environment sdk 12\nwindow { A: UIViewController }"
    ).model
    let overrides = [9, 10, 13].map {
      EnvironmentLayers(options: EnvironmentSettings(ios: OSVersion($0)))
    }
    let problem = try #require(model.impossibleEnvironment(overrides))
    #expect(problem.id == .model(.impossibleEnvironment))
    #expect(
      problem.message
        == "impossible environment: the linked SDK matters only when it is older than the iOS "
        + "version the app runs on (L1.15), and the iOS 12 SDK is newer than iOS 9 and iOS 10, "
        + "so 'sdk 12' in the file and those versions of --ios cannot both hold; use 'sdk 9' "
        + "or older")
    #expect(problem.range == model.environmentRanges[.linkedSDK])
    #expect(
      model.impossibleEnvironment([
        EnvironmentLayers(options: EnvironmentSettings(ios: OSVersion(12)))
      ]) == nil)
  }

  @Test("a scenario starts and ends a call; the status bar's style is not asked again")
  func scenario() throws {
    let text = """
      environment ios 9, device iphone-6s
      window { A: UIViewController }
      scenario {
        in-call on
        in-call on
        in-call off
      }
      """
    let model = try RulesFixtures.parse(text).model
    #expect(
      try model.scenarioStep("1", overrides: EnvironmentLayers()).overrides.options.inCall == nil)
    #expect(
      try model.scenarioStep("2", overrides: EnvironmentLayers()).overrides.options.inCall == true)
    #expect(
      try model.scenarioStep("4", overrides: EnvironmentLayers()).overrides.options.inCall == false)
    let timeline = TimelineRunner(model: model).run()
    let states = timeline.states.suffix(3)
    #expect(states.map(\.refresh.happens) == [false, false, false])
    #expect(
      states.map(\.refresh.reason).dropFirst().first
        == "the in-call state is what it was already, so nothing happens and UIKit does not ask "
        + "again")
    let printed = CanonicalRulesPrinter().print(model)
    #expect(printed.contains("  in-call on\n  in-call on\n  in-call off\n"), "\(printed)")
    let reloaded = try RulesFixtures.parse(printed).model
    #expect(ModelFingerprint.of(reloaded) == ModelFingerprint.of(model))
  }

  @Test(
    "the canonical form writes the states back",
    arguments: [
      "environment ios 9, device iphone-6s, orientation portrait, in-call",
      "environment ios 12, in-call off, sdk 10",
      "environment ios 12, in-call, sdk 12",
    ])
  func canonical(_ line: String) throws {
    let model = try RulesFixtures.parse(line + "\nwindow { A: UIViewController }\n").model
    let printed = CanonicalRulesPrinter().print(model)
    #expect(printed.hasPrefix(line + "\n"), "\(printed)")
    let reloaded = try RulesFixtures.parse(printed).model
    #expect(ModelFingerprint.of(reloaded) == ModelFingerprint.of(model))
  }

  @Test("the text names a call and the SDK only when set; JSON has them only then")
  func output() throws {
    let model = try RulesFixtures.parse(
      "environment ios 9, device iphone-6s, in-call, sdk 8\nwindow { A: UIViewController }"
    ).model
    let resolution = StatusBarResolver(model: model).resolve()
    let report = ResolutionReport(model: model, resolution: resolution)
    let text = ResolutionTextRenderer().render(report)
    #expect(
      text.contains(
        "Environment: iOS 9, iPhone 6s (iPhone with Home button), light appearance (assumed), "
          + "portrait (assumed), in a call, linked with the iOS 8 SDK\n"))
    let json = ResolutionJSONRenderer().render(report)
    #expect(json.contains("\"inCall\" : true") || json.contains("\"inCall\": true"), "\(json)")
    #expect(json.contains("\"sdk\" : 8") || json.contains("\"sdk\": 8"), "\(json)")
    let plain = try RulesFixtures.parse("environment ios 9\nwindow { A: UIViewController }").model
    let plainReport = ResolutionReport(
      model: plain, resolution: StatusBarResolver(model: plain).resolve())
    let plainText = ResolutionTextRenderer().render(plainReport)
    #expect(!plainText.contains("in a call"))
    #expect(!plainText.contains("SDK"))
    let plainJSON = ResolutionJSONRenderer().render(plainReport)
    #expect(!plainJSON.contains("inCall"))
    #expect(!plainJSON.contains("sdk"))
  }
}
