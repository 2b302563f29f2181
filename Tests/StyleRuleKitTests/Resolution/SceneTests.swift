import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Several window scenes, each with its own status bar (R34).
@Suite("Scenes")
struct SceneTests {
  static let file = "Rules/examples/two-scene-ipad.rules"

  @Test("each scene is resolved with its own windows")
  func perScene() throws {
    let model = try RulesFixtures.load(Self.file).model
    #expect(model.scenes.map(\.name) == ["Library", "Player"])
    let resolver = StatusBarResolver(model: model)
    let library = resolver.resolve(scene: 0)
    let player = resolver.resolve(scene: 1)
    #expect(library.deciderName == "Nav")
    #expect(library.hidden == false)
    #expect(player.deciderName == "Now")
    #expect((player.style, player.content, player.hidden) == (.lightContent, .light, true))
    // A scene's controllers are not "not consulted" for another scene's status bar.
    #expect(library.skipped.allSatisfy { $0.subjectName != "Now" })
  }

  @Test("a file without scene blocks is one scene holding every window")
  func implicitScene() throws {
    let model = try RulesFixtures.parse(
      "window A { R: UIViewController }\nwindow B { isHidden = true; S: UIViewController }"
    ).model
    #expect(model.scenes.count == 1)
    #expect(model.scenes[0].windows == [0, 1])
    #expect(model.scenes[0].keywordRange == nil)
  }

  @Test("lint and explain use the scene a controller is in")
  func lintAndExplain() throws {
    let model = try RulesFixtures.load(Self.file).model
    let dead = Linter.lint(model).filter { $0.check == "dead-override" }
    #expect(dead.isEmpty, "\(dead.map(\.message))")
    let explanation = try Explainer(model: model).explain("Now")
    #expect(explanation.targetDecides)
    #expect(explanation.resolution.scene == 1)
  }

  @Test("the canonical form writes the scenes back")
  func canonical() throws {
    let model = try RulesFixtures.load(Self.file).model
    let printed = CanonicalRulesPrinter().print(model)
    #expect(printed.contains("scene Library {\n  window {"))
    let reloaded = try RulesFixtures.parse(printed).model
    #expect(reloaded.scenes.map(\.name) == model.scenes.map(\.name))
    #expect(reloaded.scenes.map(\.windows) == model.scenes.map(\.windows))
    #expect(CanonicalRulesPrinter().print(reloaded) == printed)
  }
}
