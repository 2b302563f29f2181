/// A window scene as the snapshot reads it: its windows and its traits.
@MainActor
public protocol SnapshotScene {
  /// Its windows, in the order UIKit lists them.
  var windows: [any SnapshotWindow] { get }
  /// The scene's trait collection: the system appearance and the size classes.
  var traits: SnapshotTraits { get }
  /// `interfaceOrientation`, or `nil` when it is not known.
  var orientation: SnapshotOrientation? { get }
  /// What the status bar shows now, as `UIStatusBarManager` reports it, or `nil` when it
  /// is not known.
  var shownStatusBar: SnapshotShownStatusBar? { get }
}
