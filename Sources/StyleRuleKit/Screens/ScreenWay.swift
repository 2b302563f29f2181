/// How a screen is reached: the launch, the tabs the user selects, then the first statements
/// of the scenario, in that order.
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

  /// The steps, from the launch.
  public let steps: [ScreenStep]
  /// The tabs selected after the launch, in order.
  let tabs: [TabChoice]
  /// How many statements of the scenario are played after the tabs.
  public let statements: Int

  /// Whether the way is the launch alone: the first screen.
  public var isLaunch: Bool { tabs.isEmpty && statements == 0 }

  /// "launch → TabBar selects Settings → Navigation pushes Album".
  public var phrase: String {
    steps.map(\.text).joined(separator: " → ")
  }

  /// The model and the environment after the way's tabs and statements, played on `model`
  /// (the file's model, or an edited one); `nil` when a step cannot be played on it.
  public func replay(on model: AppModel, overrides: EnvironmentLayers)
    -> (model: AppModel, overrides: EnvironmentLayers)?
  {
    var state = ScenarioState(model: model, overrides: overrides)
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
