/// The running app as the snapshot reads it: its Info.plist, the system and its scenes.
@MainActor
public protocol SnapshotApp {
  /// The main bundle's Info.plist value for `key`, if it has one.
  func infoPlistValue(forKey key: String) -> SnapshotPlistValue?
  /// `UIDevice.current.systemVersion`, such as `17.4.1`.
  var systemVersion: String { get }
  /// The kind of device.
  var device: SnapshotDevice { get }
  /// The connected window scenes, the one in front first.
  var scenes: [any SnapshotScene] { get }
}
