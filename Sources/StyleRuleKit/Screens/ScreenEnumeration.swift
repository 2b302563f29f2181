/// The screens an app reaches, in the order they were found, and what was left out past
/// the limit.
public struct ScreenEnumeration: Sendable {
  /// The app model, at launch.
  public let model: AppModel
  /// The environment's layers the screens were resolved with.
  public let overrides: EnvironmentLayers
  /// The scenes enumerated, as indices into ``AppModel/scenes``.
  public let scenes: [Int]
  /// The screens, each reached by its shortest way found.
  public let screens: [Screen]
  /// The most screens listed, or states examined ten times over, before stopping.
  public let limit: Int
  /// How many states (a tab selection and a point of the scenario) were not examined
  /// because the limit was reached; some may be screens already listed.
  public let statesNotExamined: Int

  /// Whether every state was examined.
  public var isComplete: Bool { statesNotExamined == 0 }

  /// The first screen listed where a controller is on screen, if any.
  public func firstScreen(showing id: ControllerID) -> Screen? {
    screens.first { $0.shows(id) }
  }
}
