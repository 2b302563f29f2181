import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// iOS 6, accepted for the layout (issue 13): no view controller decides the status bar
/// before iOS 7, so `resolve` answers from UIApplication and the Info.plist alone, says so,
/// and never invents a controller's answer.
@Suite("iOS 6: before view-controller-based status bar appearance")
struct BeforeIOS7Tests {
  /// A file whose controllers would decide on iOS 7: a light, hidden root.
  static let hierarchy = """
    class Light: UIViewController {
      preferredStatusBarStyle = lightContent
      prefersStatusBarHidden = true
    }
    window { NC: UINavigationController { Root: Light } }

    """

  static func resolve(_ header: String, ios: OSVersion? = nil) throws -> StatusBarResolution {
    let model = try RulesFixtures.parse(header + "\n" + hierarchy).model
    return StatusBarResolver(model: model).resolve(
      overrides: EnvironmentLayers(options: EnvironmentSettings(ios: ios)))
  }

  @Test(
    "UIApplication decides, from what the app sets or else the Info.plist",
    arguments: [
      ("environment ios 6", StatusBarStyle.default, false),
      (
        "environment ios 6\nplist UIStatusBarStyle = UIStatusBarStyleBlackOpaque\n"
          + "plist UIStatusBarHidden = YES", .blackOpaque, true
      ),
      (
        "environment ios 6\nplist UIStatusBarStyle = UIStatusBarStyleBlackOpaque\n"
          + "UIApplication.shared.statusBarStyle = blackTranslucent\n"
          + "UIApplication.shared.isStatusBarHidden = false", .blackTranslucent, false
      ),
      // The switch is not read: it does not exist before iOS 7.
      (
        "environment ios 6, device iphone-4s\nplist UIViewControllerBasedStatusBarAppearance = YES",
        .default, false
      ),
    ] as [(String, StatusBarStyle, Bool)])
  func applicationDecides(_ header: String, _ style: StatusBarStyle, _ hidden: Bool) throws {
    let resolution = try Self.resolve(header)
    #expect(resolution.decider == .application)
    #expect(resolution.hiddenAnswer.decider == .application)
    #expect(resolution.style == style)
    #expect(resolution.hidden == hidden)
    let first = try #require(resolution.steps.first)
    #expect(first.citation.rule == "R1")
    #expect(first.citation.claim == "no-view-controller-appearance")
    #expect(first.answer.hasPrefix("no: view-controller-based status bar appearance began"))
    // Nothing the controllers prefer is asked, and the answer says what is not modelled.
    #expect(
      resolution.steps.allSatisfy { step in
        if case .controller = step.subject { return false }
        return true
      })
    #expect(resolution.cannotTell.count == 1)
    #expect(resolution.cannotTell.first?.contains("is not modelled") == true)
  }

  @Test("the controllers' overrides are listed as never asked, the app's setters are not")
  func skipped() throws {
    let resolution = try Self.resolve(
      "environment ios 6\nUIApplication.shared.statusBarStyle = lightContent")
    let members = resolution.skipped.map { "\($0.subjectName).\($0.member)" }
    #expect(members == ["Root.preferredStatusBarStyle", "Root.prefersStatusBarHidden"])
    for override in resolution.skipped {
      #expect(override.citation.claim == "no-view-controller-appearance")
      #expect(override.reason.contains("began with iOS 7"))
    }
  }

  @Test("the same file on iOS 7 is decided by its controllers")
  func iOS7Differs() throws {
    let resolution = try Self.resolve("environment ios 6", ios: OSVersion(7))
    guard case .controller = resolution.decider else {
      Issue.record("decided by \(resolution.deciderName)")
      return
    }
    #expect(resolution.cannotTell.isEmpty)
  }

  @Test("the style checks of lint do not report on iOS 6; they do on iOS 7")
  func lint() throws {
    let text = """
      environment ios 6
      UIApplication.shared.statusBarStyle = lightContent
      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      window { NC: UINavigationController { Root: Light } }
      """
    let model = try RulesFixtures.parse(text).model
    #expect(Linter.lint(model).isEmpty)
    #expect(
      !Linter.lint(
        model, overrides: EnvironmentLayers(options: EnvironmentSettings(ios: OSVersion(7)))
      ).isEmpty)
  }

  @Test("a scenario's UIApplication setter changes the status bar at once on iOS 6")
  func timeline() throws {
    let text =
      Self.hierarchy + """
        environment ios 6
        scenario {
          UIApplication.shared.statusBarStyle = lightContent
          Root.setNeedsStatusBarAppearanceUpdate()
        }
        """
    let model = try RulesFixtures.parse(text).model
    let states = TimelineRunner(model: model).run().states
    let setter = try #require(states.dropLast().last)
    #expect(setter.refresh.happens)
    #expect(setter.refresh.citation.claim == "no-view-controller-appearance")
    #expect(setter.currentSnapshot.style == .lightContent)
    let update = try #require(states.last)
    #expect(!update.refresh.happens)
    #expect(update.refresh.reason.hasPrefix("setNeedsStatusBarAppearanceUpdate() came with iOS 7"))
  }

  static let invalid: [InvalidInput] = [
    .init(
      "iOS 5",
      "environment ios 1️⃣5\nwindow { A: UIViewController }",
      [
        .init(
          "model.unsupported-version", at: 1,
          "iOS 5 is older than the versions stylerule models (iOS 6 through 18, 26 and 27); use 6")
      ]),
    .init(
      "a deployment target of iOS 6",
      "environment ios 7, deployment-target 1️⃣6\nwindow { A: UIViewController }",
      [
        .init(
          "model.unsupported-version", at: 1,
          "a deployment target of iOS 6 is outside the versions lint checks (iOS 7 and later, "
            + "where view controllers decide the status bar)")
      ]),
    .init(
      "an iPhone with Face ID on iOS 6",
      "environment 2️⃣ios 6, 1️⃣device iphone-face-id\nwindow { A: UIViewController }",
      [.init("model.impossible-environment", at: 1, notesAt: [2])]),
    .init(
      "an iPhone 6s on iOS 6",
      "environment 2️⃣ios 6, 1️⃣device iphone-6s\nwindow { A: UIViewController }",
      [
        .init(
          "model.impossible-environment", at: 1,
          "impossible environment: the iPhone 6s does not run iOS 6 (it runs iOS 9 through iOS "
            + "15); use 'ios 9' or later, or 'device iphone-5'", notesAt: [2])
      ]),
  ]

  @Test("versions and devices that cannot be are located errors", arguments: invalid)
  func reports(_ input: InvalidInput) {
    let marked = MarkedText(input.marked)
    let diagnostics = RulesFixtures.diagnostics(marked.text)
    let problems = ExpectedDiagnostic.mismatches(
      diagnostics, input.expected, markers: marked.markers)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("the models that run iOS 6 are accepted with it, and a family stands for one")
  func models() throws {
    for model in DeviceModel.allCases {
      let text = "environment ios 6, device \(model.rawValue)\nwindow { A: UIViewController }\n"
      let errors = RulesFixtures.diagnostics(text).filter { $0.severity == .error }
      #expect(errors.isEmpty == model.runs(OSVersion(6)), "\(model.rawValue)")
    }
    #expect(DeviceModel.iphone4S.runs(OSVersion(6)))
    #expect(DeviceModel.iphone5.runs(OSVersion(6)))
    #expect(Device.iphoneHomeButton.defaultModel(for: OSVersion(6)) == .iphone5)
    #expect(Device.ipad.defaultModel(for: OSVersion(6)) == .ipad2)
    #expect(Device.iphoneFaceID.defaultModel(for: OSVersion(6)) == nil)
    #expect(Device.assumed(for: OSVersion(6)) == .iphoneHomeButton)
  }

  @Test(
    "on iOS 6 every rule a trace cites holds on iOS 6", arguments: RulesFixtures.allRulesFiles)
  func citationsHold(_ path: String) throws {
    let ios6 = OSVersion(6)
    let model = try RulesFixtures.load(path).model
    let resolution = StatusBarResolver(model: model).resolve(
      overrides: EnvironmentLayers(
        options: EnvironmentSettings(ios: ios6, device: .family(.iphoneHomeButton))))
    let citations =
      (resolution.styleAnswer.steps + resolution.hiddenAnswer.steps).map(\.citation)
      + resolution.skipped.map(\.citation)
    for citation in citations {
      let claim = RuleCatalogue.claim(citation.rule, citation.claim, at: ios6)
      #expect(
        claim.versions.contains(ios6),
        "\(citation.rule) \(citation.claim) holds for \(claim.versions), cited on iOS 6")
    }
  }
}
