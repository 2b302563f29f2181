/// Lays out a screen the way UIKit does: where the status bar, each controller's view, the
/// bars, the layout guides, the safe areas and the scroll insets are, on a device model,
/// iOS version and orientation, citing the L rules of the layout reference for every
/// number.
///
/// The engine follows the algorithm of section 3 of the reference, steps 1–9: the status
/// bar (L1, T1), the root view (L2), the unsafe top of each view (L3.3–L3.5, L7), the
/// navigation bar (L3, T3), the bottom bars (L9, T4), each child's frame (L4, T5), the
/// layout guides (L5), the safe area (L7, T2) and the scroll insets (L6, L8, T6). It visits
/// each controller once, containers before their children, without recursion.
public struct LayoutEngine: Sendable {
  /// The app to lay out.
  public let model: AppModel

  /// Creates an engine for a model.
  public init(model: AppModel) {
    self.model = model
  }

  /// Lays out one scene (the first by default) in the file's environment with `overrides`
  /// applied, the status bar hidden and styled as ``StatusBarResolver`` decides.
  ///
  /// - Throws: ``LayoutEnvironmentError`` when no device model of the environment's family
  ///   runs its iOS version.
  public func layout(
    overrides: EnvironmentLayers = EnvironmentLayers(), scene: Int = 0
  ) throws(LayoutEnvironmentError) -> ScreenLayout {
    let resolved = ResolvedEnvironment(model: model, layers: overrides)
    var environment = try LayoutEnvironment(resolved.values)
    environment.design = resolved.design.mode
    return Self.layout(input(overrides: overrides, scene: scene), in: environment)
  }

  /// Lays out an input in an environment.
  public static func layout(_ input: LayoutInput, in environment: LayoutEnvironment)
    -> ScreenLayout
  {
    var pass = LayoutPass(input: input, environment: environment)
    let layout = pass.run()
    guard pass.usesStandIns else { return layout }
    return layoutWithUnknownSafeArea(input, in: environment, first: layout)
  }
}
