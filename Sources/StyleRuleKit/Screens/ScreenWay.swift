/// How a screen is reached: the launch, the alternatives the code chooses among controllers
/// chosen at run time, the tabs the user selects, then the first statements of the scenario,
/// in that order.
///
/// The way names tabs by their controllers' names and statements by their count, so that it
/// replays on the file after an edit (the explainer verifies each fix on the screen it
/// explains).
public struct ScreenWay: Hashable, Sendable {
  /// A tab the user selects: the tab bar controller and the tab, by name.
  struct TabChoice: Hashable, Sendable {
    let tabBar: String
    let tab: String
  }

  /// An alternative the code chooses: the choice and the alternative, by name.
  struct AlternativeChoice: Hashable, Sendable {
    let choice: String
    let alternative: String
  }

  /// The steps, from the launch.
  public let steps: [ScreenStep]
  /// The tabs selected after the launch, in order.
  let tabs: [TabChoice]
  /// How many statements of the scenario are played after the tabs.
  public let statements: Int
  /// The alternatives chosen before the tabs, other than those the launch screen takes.
  var alternatives: [AlternativeChoice] = []

  /// Whether the way is the launch alone: the first screen.
  public var isLaunch: Bool { alternatives.isEmpty && tabs.isEmpty && statements == 0 }

  /// "launch → TabBar selects Settings → Navigation pushes Album".
  public var phrase: String {
    steps.map(\.text).joined(separator: " → ")
  }

  /// The model and the environment after the way's tabs and statements, played on `model`
  /// (the file's model, or an edited one); `nil` when a step cannot be played on it.
  public func replay(on model: AppModel, overrides: EnvironmentLayers)
    -> (model: AppModel, overrides: EnvironmentLayers)?
  {
    var choices: DynamicChoices = [:]
    for chosen in alternatives {
      guard let choice = model.controllerChoices.first(where: { $0.name == chosen.choice }),
        let position = choice.alternatives.firstIndex(where: {
          model[$0].name == chosen.alternative
        })
      else { return nil }
      choices[choice.dynamic] = position
    }
    var state = ScenarioState(model: model.choosing(choices), overrides: overrides)
    for choice in tabs {
      guard let tabBar = model.controller(named: choice.tabBar)?.id,
        let tab = model.controller(named: choice.tab)?.id,
        (try? state.apply(Self.selection(of: tab, in: tabBar, model: model))) != nil
      else { return nil }
    }
    for group in model.scenarioStatements.prefix(statements) {
      for index in group {
        guard (try? state.apply(model.scenario[index])) != nil else { return nil }
      }
    }
    return (state.model, state.environment)
  }

  /// The event of a user selecting `tab` in `tabBar`, located at the tab's placement.
  static func selection(of tab: ControllerID, in tabBar: ControllerID, model: AppModel)
    -> ScenarioEvent
  {
    ScenarioEvent(
      kind: .select(tabBar: tabBar, tab: tab), range: model[tab].nameRange,
      text: "\(model[tabBar].name) selects \(model[tab].name)")
  }
}
