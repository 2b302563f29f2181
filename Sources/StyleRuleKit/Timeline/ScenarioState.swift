/// The app at one point of its scenario: the model, the environment and the hierarchy
/// facts, advanced one event at a time.
///
/// An event changes the model in place and fills the facts again only for the controllers
/// it moves, so playing a scenario costs the size of the model once, then what each event
/// changes and what each state's walk visits, rather than the size of the model per event.
///
/// Changing in place needs the model's arrays (and the facts') to have no other owner when
/// an event is applied: a resolution holds both, and copy-on-write would copy the whole
/// model for an event applied while one is alive. ``TimelineRunner`` ends each resolution
/// before the next event.
struct ScenarioState {
  /// The model after the events applied so far.
  private(set) var model: AppModel
  /// The environment's layers after them (`appearance`, `orientation` and `in-call` events
  /// change the options).
  private(set) var environment: EnvironmentLayers
  /// The facts of ``model``'s hierarchy, kept up to date event by event.
  private(set) var facts: HierarchyFacts

  /// The state before the first event.
  init(model: AppModel, overrides: EnvironmentLayers) {
    self.model = model
    self.environment = overrides
    self.facts = HierarchyFacts(model: model)
  }

  /// Applies one event.
  /// - Throws: ``ScenarioError`` when the event cannot happen in this state (the model
  ///   builder has played the scenario already, so a built model's events do not throw).
  mutating func apply(_ event: ScenarioEvent) throws(ScenarioError) {
    // An event from an alternative that is not placed does not happen (nor change facts).
    if model.unchosenAlternative(of: event) != nil { return }
    let pending = HierarchyFacts.pendingChange(event, in: model)
    do {
      try model.apply(event, to: &environment.options)
    } catch {
      // The event may have changed part of the model before it failed.
      facts = HierarchyFacts(model: model)
      throw error
    }
    facts.update(after: event, pending, in: model)
  }

  /// The layout properties of a controller in this state (``AppModel/layoutProperties(of:)``).
  func layoutProperties(of id: ControllerID) -> ControllerLayoutProperties {
    model.layoutProperties(of: id)
  }

  /// The resolution of the first scene in this state.
  func resolve() -> StatusBarResolution {
    StatusBarResolver(model: model).resolve(overrides: environment, scene: 0, facts: facts)
  }
}
