import StyleRuleSnapshot

/// An app double: an Info.plist, a system and scenes.
@MainActor
final class DoubleApp: SnapshotApp {
  var plist: [String: SnapshotPlistValue] = [:]
  var systemVersion = "17.4"
  var device: SnapshotDevice = .iphoneWithFaceID
  var scenes: [any SnapshotScene] { sceneDoubles }
  /// The doubles behind `scenes`.
  var sceneDoubles: [DoubleScene]

  /// An app with `scenes`, the front one first.
  init(scenes: [DoubleScene]) {
    sceneDoubles = scenes
  }

  /// An app with one scene holding one window with `root`.
  convenience init(root: DoubleController) {
    self.init(scenes: [DoubleScene(windows: [DoubleWindow(root: root)])])
  }

  func infoPlistValue(forKey key: String) -> SnapshotPlistValue? { plist[key] }
}
