import StyleRuleSnapshot

/// A window double.
@MainActor
final class DoubleWindow: SnapshotWindow {
  var classChain = DoubleController.chain(["UIWindow", "UIView"])
  var windowLevel: Double = 0
  var isHidden = false
  var isKeyWindow = false
  var fillsScene = true
  var overrideUserInterfaceStyle: SnapshotInterfaceStyle = .unspecified
  var rootViewController: (any SnapshotController)? { root }
  /// The double behind `rootViewController`.
  var root: DoubleController?

  /// A window holding `root`.
  init(root: DoubleController?) {
    self.root = root
  }
}
