/// The traits of a scene that a rules file's environment line records.
public struct SnapshotTraits: Hashable, Sendable {
  /// `userInterfaceStyle`: the system appearance.
  public let appearance: SnapshotInterfaceStyle
  /// `horizontalSizeClass`, or `nil` when unspecified.
  public let horizontalSizeClass: SnapshotSizeClass?
  /// `verticalSizeClass`, or `nil` when unspecified.
  public let verticalSizeClass: SnapshotSizeClass?

  /// Creates traits.
  public init(
    appearance: SnapshotInterfaceStyle, horizontalSizeClass: SnapshotSizeClass?,
    verticalSizeClass: SnapshotSizeClass?
  ) {
    self.appearance = appearance
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }
}
