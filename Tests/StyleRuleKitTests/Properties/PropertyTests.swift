import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Properties that hold for any rules file, checked on generated ones: a generator of our
/// own (`RandomRulesFile`), seeded so that a failure names the seed that reproduces it.
@Suite("Properties")
struct PropertyTests {
  static let seeds: [UInt64] = Array(0..<400)

  static func load(_ text: String, seed: UInt64) -> LoadedRules? {
    try? RulesFile.parse(SourceFile(path: "generated-\(seed).rules", text: text))
  }

  @Test("generated files load, and most of them are valid")
  func mostAreValid() {
    let valid = Self.seeds.filter { seed in
      var generator = RandomRulesFile(seed: seed)
      return Self.load(generator.text(), seed: seed) != nil
    }
    #expect(valid.count * 10 >= Self.seeds.count * 8, "only \(valid.count) of \(Self.seeds.count)")
  }

  @Test("the decider is a controller of the file, UIApplication or UIKit", arguments: seeds)
  func deciderBelongsToTheFile(seed: UInt64) throws {
    var generator = RandomRulesFile(seed: seed)
    guard let loaded = Self.load(generator.text(), seed: seed) else { return }
    let model = loaded.model
    let resolution = StatusBarResolver(model: model).resolve()
    for answer in [resolution.styleAnswer, resolution.hiddenAnswer] {
      switch answer.decider {
      case .controller(let id):
        #expect(id.index < model.controllers.count)
        #expect(model[id].name == answer.deciderName)
        // The decider is shown in the window that controls the status bar.
        let window = resolution.controllingWindow
        #expect(window != nil)
        var current: ControllerID? = id
        var root = id
        while let node = current {
          root = node
          switch model[node].parent {
          case .container(let parent): current = parent
          case .presentation(let index): current = model.presentations[index].presenter
          default: current = nil
          }
        }
        #expect(model.windows[window ?? 0].root == root, "seed \(seed)")
      case .application:
        #expect(!model.plist.viewControllersDecide, "seed \(seed)")
      case .fallback, .system:
        #expect(answer.deciderName == "UIKit")
      }
    }
  }

  @Test("resolving twice gives the same answer and trace", arguments: seeds)
  func deterministic(seed: UInt64) throws {
    var generator = RandomRulesFile(seed: seed)
    guard let loaded = Self.load(generator.text(), seed: seed) else { return }
    let first = StatusBarResolver(model: loaded.model).resolve()
    let second = StatusBarResolver(model: loaded.model).resolve()
    #expect(first.steps == second.steps)
    #expect(first.hiddenAnswer.steps == second.hiddenAnswer.steps)
    #expect(first.skipped == second.skipped)
    #expect(first.style == second.style && first.hidden == second.hidden)
  }

  @Test(
    "printing in canonical form and parsing again gives the same model", arguments: seeds)
  func canonicalRoundTrip(seed: UInt64) throws {
    var generator = RandomRulesFile(seed: seed)
    let text = generator.text()
    guard let loaded = Self.load(text, seed: seed) else { return }
    let printed = CanonicalRulesPrinter().print(loaded.model)
    let reloaded = try #require(Self.load(printed, seed: seed), "seed \(seed):\n\(printed)")
    let before = ModelFingerprint.of(loaded.model)
    let after = ModelFingerprint.of(reloaded.model)
    #expect(after == before, "seed \(seed):\n\(Golden.lineDiff(before, after))")
    // The canonical form is a fixed point.
    #expect(CanonicalRulesPrinter().print(reloaded.model) == printed, "seed \(seed)")
  }

  @Test(
    "the canonical form of every file under Rules/ parses to the same model",
    arguments: RulesFixtures.allRulesFiles)
  func canonicalRulesFiles(_ file: String) throws {
    let model = try RulesFixtures.load(file).model
    let printed = CanonicalRulesPrinter().print(model)
    let reloaded = try RulesFile.parse(SourceFile(path: file, text: printed))
    #expect(ModelFingerprint.of(reloaded.model) == ModelFingerprint.of(model))
  }

  @Test("no generated file, valid or corrupted, crashes any stage", arguments: seeds)
  func nothingCrashes(seed: UInt64) {
    var generator = RandomRulesFile(seed: seed)
    for text in [generator.text(), generator.corrupted()] {
      let source = SourceFile(path: "generated.rules", text: text)
      guard let loaded = try? RulesFile.parse(source) else { continue }
      let model = loaded.model
      let resolution = StatusBarResolver(model: model).resolve()
      _ = Linter.lint(model)
      _ = StatusBarResolver(model: model).explore()
      _ = TimelineRunner(model: model).run()
      _ = DecisionGraphBuilder(model: model, resolution: resolution).build()
      if let last = model.controllers.last {
        _ = try? Explainer(model: model).explain(last.name)
      }
    }
  }
}
