import StyleRuleKit
import Testing

/// The parser shares the storage of long names; equal names must stay equal and distinct
/// ones distinct, however many there are.
@Suite("Long names")
struct LongNameTests {
  @Test("Thousands of distinct long names keep their own identity")
  func distinctLongNames() throws {
    let count = 3_000
    let names = (0..<count).map { "ScreenWithAVeryLongDescriptiveName\($0)" }
    var text = "class LongNamedViewControllerClass: UIViewController {\n"
    text +=
      "  preferredStatusBarStyle = lightContent\n}\nwindow {\n  Root: UINavigationController {\n"
    for name in names {
      text +=
        "    \(name): LongNamedViewControllerClass { modalPresentationCapturesStatusBarAppearance = true }\n"
    }
    text += "  }\n}\n"
    let model = try RulesFile.parse(SourceFile(path: "long.rules", text: text)).model
    #expect(model.controllers.count == count + 1)
    for (offset, name) in names.enumerated() {
      let controller = try #require(model.controller(named: name))
      #expect(controller.id.index == offset + 1)
      #expect(controller.className == "LongNamedViewControllerClass")
      #expect(
        model.effectiveSettings(of: controller.id).capturesStatusBarAppearance?.value == true)
    }
  }

  @Test("A long name written twice is reported as a duplicate")
  func duplicateLongName() {
    let text = """
      window { Root: UINavigationController {
        SettingsDetailViewController: UIViewController
        SettingsDetailViewController: UIViewController
      } }
      """
    #expect(throws: DiagnosticsError.self) {
      try RulesFile.parse(SourceFile(path: "dup.rules", text: text))
    }
  }
}
