/// A window as the snapshot reads it.
@MainActor
public protocol SnapshotWindow {
  /// Its class, then each superclass, as for a controller (`UIWindow`, `UIView`, …).
  var classChain: [SnapshotClass] { get }
  /// `windowLevel.rawValue`: 0 for `.normal`, 1000 for `.statusBar`, 2000 for `.alert`.
  var windowLevel: Double { get }
  /// `isHidden`.
  var isHidden: Bool { get }
  /// `isKeyWindow`.
  var isKeyWindow: Bool { get }
  /// Whether its frame covers its scene's bounds.
  var fillsScene: Bool { get }
  /// `overrideUserInterfaceStyle` (`unspecified` before iOS 13).
  var overrideUserInterfaceStyle: SnapshotInterfaceStyle { get }
  /// `rootViewController`.
  var rootViewController: (any SnapshotController)? { get }
}
