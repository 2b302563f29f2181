/// A navigation controller's bar, as far as the status bar cares.
public struct SnapshotNavigationBar: Hashable, Sendable {
  /// `isNavigationBarHidden`.
  public let isHidden: Bool
  /// `navigationBar.barStyle`.
  public let barStyle: SnapshotBarStyle

  /// Creates a bar.
  public init(isHidden: Bool, barStyle: SnapshotBarStyle) {
    self.isHidden = isHidden
    self.barStyle = barStyle
  }
}
