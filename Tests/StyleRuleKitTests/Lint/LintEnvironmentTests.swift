import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Checks lint the environment they are given: the file's, with `--ios`, `--appearance`
/// and the other flags applied.
@Suite("Lint environment")
struct LintEnvironmentTests {
  static let darkContent = """
    environment ios 17
    class Dark: UIViewController { preferredStatusBarStyle = darkContent }
    window { Root: Dark }
    """

  @Test("dark-content-before-ios13 follows --ios when there is no deployment target")
  func darkContentFollowsVersion() throws {
    let model = try RulesFixtures.parse(Self.darkContent).model
    let onFileVersion = Linter.lint(model).filter { $0.check == "dark-content-before-ios13" }
    #expect(onFileVersion.isEmpty)
    let on12 = Linter.lint(
      model, overrides: EnvironmentLayers(options: EnvironmentSettings(ios: OSVersion(12)))
    )
    .filter { $0.check == "dark-content-before-ios13" }
    #expect(on12.count == 1)
    #expect(on12.first?.message.contains("(--ios 12)") == true)
  }

  @Test("a deployment target wins over --ios")
  func deploymentTargetWins() throws {
    let model = try RulesFixtures.parse(
      "environment ios 17, deployment-target 13\n"
        + Self.darkContent.dropFirst(
          "environment ios 17\n".count)
    ).model
    let findings = Linter.lint(
      model, overrides: EnvironmentLayers(options: EnvironmentSettings(ios: OSVersion(12))))
    #expect(findings.filter { $0.check == "dark-content-before-ios13" }.isEmpty)
  }

  @Test("the hidden checks follow --device (R16)")
  func hiddenFollowsDevice() throws {
    let model = try RulesFixtures.parse(
      """
      environment ios 17, device iphone-face-id
      class Photo: UIViewController { prefersStatusBarHidden = true }
      window { NC: UINavigationController { Viewer: Photo } }
      """
    ).model
    let faceID = Linter.lint(model).filter { $0.check == "dead-override" }
    #expect(faceID.map(\.rules) == [["R16"]])
    let homeButton = Linter.lint(
      model, overrides: EnvironmentLayers(options: EnvironmentSettings(device: .iphoneHomeButton)))
    #expect(homeButton.filter { $0.check == "dead-override" }.isEmpty)
  }
}
