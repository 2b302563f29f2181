import StyleRuleTestSupport
import Testing

@testable import StyleRuleKit

/// `ScenarioState` fills the hierarchy facts again only where an event moves controllers;
/// after every event they must be the facts computed from scratch for the model then.
@Suite("Scenario state")
struct ScenarioStateTests {
  @Test(
    "the inputs hold every file of Rules/cases and Rules/examples, and play every kind of event")
  func inputsPlayEveryKindOfEvent() throws {
    let paths = RulesFixtures.allRulesFiles.filter {
      $0.hasPrefix("Rules/cases/") || $0.hasPrefix("Rules/examples/")
    }
    #expect(!paths.isEmpty)
    #expect(ScenarioFixtures.rulesFiles.map(\.name) == paths)
    var kinds: Set<String> = []
    for input in ScenarioFixtures.all {
      for event in try input.model().scenario { kinds.insert(Self.kind(of: event)) }
    }
    #expect(kinds == Self.allKinds, "missing: \(Self.allKinds.subtracting(kinds).sorted())")
  }

  @Test(
    "after each event, the facts are those computed from scratch", arguments: ScenarioFixtures.all)
  func factsMatchAfterEachEvent(_ input: ScenarioFixtures.Input) throws {
    let model = try input.model()
    var state = ScenarioState(model: model, overrides: EnvironmentLayers())
    #expect(state.facts == HierarchyFacts(model: state.model), "first screen")
    for (index, event) in model.scenario.enumerated() {
      try state.apply(event)
      #expect(
        state.facts == HierarchyFacts(model: state.model), "after event \(index): \(event.text)")
    }
  }

  @Test(
    "whether a container above presents, asked of one controller, is the table computed top-down",
    arguments: ScenarioFixtures.all)
  func ancestorPresentsMatchesTheTable(_ input: ScenarioFixtures.Input) throws {
    let model = try input.model()
    var state = ScenarioState(model: model, overrides: EnvironmentLayers())
    for index in -1..<model.scenario.count {
      if index >= 0 { try state.apply(model.scenario[index]) }
      let table = Self.ancestorPresentsTable(state.model)
      for id in state.model.controllers.map(\.id) {
        #expect(
          HierarchyFacts.ancestorPresents(id, in: state.model) == table[id.index],
          "\(state.model[id].name) after event \(index)")
      }
    }
  }

  @Test("a scenario's resolutions are those of the model at each state, resolved from scratch")
  func resolutionsMatchAfterEachEvent() throws {
    for input in ScenarioFixtures.all {
      let model = try input.model()
      var state = ScenarioState(model: model, overrides: EnvironmentLayers())
      for (index, event) in model.scenario.enumerated() {
        try state.apply(event)
        let kept = state.resolve()
        let fresh = StatusBarResolver(model: state.model).resolve(overrides: state.environment)
        #expect(
          kept.styleAnswer.steps.map(\.answer) == fresh.styleAnswer.steps.map(\.answer)
            && kept.hiddenAnswer.steps.map(\.answer) == fresh.hiddenAnswer.steps.map(\.answer),
          "\(input.name) after event \(index): \(event.text)")
      }
    }
  }

  /// Whether some container above each controller presents something, computed top-down
  /// over the whole hierarchy, as the facts once kept it.
  static func ancestorPresentsTable(_ model: AppModel) -> [Bool] {
    var table = [Bool](repeating: false, count: model.controllers.count)
    var queue = model.controllers.indices.filter {
      switch model.controllers[$0].parent {
      case .window, nil: true
      default: false
      }
    }
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      let presents = model.controllers[node].presentation != nil
      for child in model.controllers[node].children {
        table[child.index] = presents || table[node]
        queue.append(child.index)
      }
      if let presentation = model.controllers[node].presentation {
        queue.append(model.presentations[presentation].presented.index)
      }
    }
    return table
  }

  /// Every kind of event, by name.
  static let allKinds: Set<String> = [
    "present", "dismiss", "push", "pop", "select", "set controller", "set class",
    "set window", "setNeedsUpdate", "setViewControllers", "application", "appearance",
    "orientation", "inCall", "createWindow", "releaseWindow",
  ]

  /// The name of an event's kind (a change of a UIKit class's extension counts as a class's).
  static func kind(of event: ScenarioEvent) -> String {
    switch event.kind {
    case .present: "present"
    case .dismiss: "dismiss"
    case .push: "push"
    case .pop: "pop"
    case .select: "select"
    case .set(.controller, _): "set controller"
    case .set(.declaredClass, _), .set(.uikitClass, _): "set class"
    case .set(.window, _): "set window"
    case .setNeedsUpdate: "setNeedsUpdate"
    case .setViewControllers: "setViewControllers"
    case .application: "application"
    case .appearance: "appearance"
    case .orientation: "orientation"
    case .inCall: "inCall"
    case .createWindow: "createWindow"
    case .releaseWindow: "releaseWindow"
    }
  }
}
