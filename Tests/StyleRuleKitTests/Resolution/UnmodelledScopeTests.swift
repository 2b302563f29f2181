import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// What stylerule does not model on today's devices is said, not answered silently: an iPad
/// on iPadOS 26 or later is answered for a full-screen scene with R42's step, and a device
/// without a model (the iPhone Duo's side strip, R43; the iPhone 18 Pro's unknown screen,
/// T7) is a located error.
@Suite("Windowed scenes and unmodelled devices")
struct UnmodelledScopeTests {
  /// An environment line, and whether the walk states the full-screen assumption (R42).
  struct Scene: Sendable, CustomTestStringConvertible {
    let environment: String
    let statesAssumption: Bool
    var testDescription: String { environment }
  }

  static let scenes: [Scene] = [
    Scene(environment: "environment ios 26, device ipad-a16", statesAssumption: true),
    Scene(environment: "environment ios 27, device ipad", statesAssumption: true),
    Scene(environment: "environment ios 18, device ipad-a16", statesAssumption: false),
    Scene(environment: "environment ios 26, device iphone-17-pro", statesAssumption: false),
  ]

  @Test("an iPad on iPadOS 26 or later is answered for a full-screen scene", arguments: scenes)
  func windowedScenes(_ scene: Scene) throws {
    let text = """
      \(scene.environment)
      plist UIViewControllerBasedStatusBarAppearance = NO
      window { Home: UIViewController }

      """
    let resolution = StatusBarResolver(model: try RulesFixtures.parse(text).model).resolve()
    for answer in [resolution.styleAnswer, resolution.hiddenAnswer] {
      #expect((answer.steps.first?.citation.rule == "R42") == scene.statesAssumption)
      #expect(answer.steps.filter { $0.citation.rule == "R42" }.count <= 1)
    }
  }

  @Test("a known device without a model is a located error", arguments: UnmodelledDevice.allCases)
  func unmodelledDevice(_ device: UnmodelledDevice) {
    let text = "environment ios 27, device \(device.rawValue)\nwindow { Home: UIViewController }\n"
    let diagnostics = RulesFixtures.diagnostics(text)
    let error = diagnostics.first { $0.id == .model(.unmodelledDevice) }
    #expect(error?.message.hasPrefix("'\(device.rawValue)' is not modelled") == true)
    #expect(error?.range?.start == 27)
    #expect(!device.reason.isEmpty && device.reason.contains("Q26"))
  }
}
