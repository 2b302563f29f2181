import StyleRuleSnapshot

/// A window scene double.
@MainActor
final class DoubleScene: SnapshotScene {
  var windows: [any SnapshotWindow] { windowDoubles }
  var traits = SnapshotTraits(
    appearance: .light, horizontalSizeClass: .compact, verticalSizeClass: .regular)
  var orientation: SnapshotOrientation? = .portrait
  var shownStatusBar: SnapshotShownStatusBar?
  /// The doubles behind `windows`.
  var windowDoubles: [DoubleWindow]

  /// A scene holding `windows`, back to front.
  init(windows: [DoubleWindow]) {
    windowDoubles = windows
  }
}
