/// What a scene's status bar shows, as `UIStatusBarManager` reports it.
public struct SnapshotShownStatusBar: Hashable, Sendable {
  /// `statusBarStyle`.
  public let style: SnapshotStatusBarStyle
  /// `isStatusBarHidden`.
  public let isHidden: Bool

  /// Creates a report.
  public init(style: SnapshotStatusBarStyle, isHidden: Bool) {
    self.style = style
    self.isHidden = isHidden
  }
}
