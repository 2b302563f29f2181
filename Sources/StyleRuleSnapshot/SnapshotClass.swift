/// One class of a controller's or a window's class chain.
public struct SnapshotClass: Hashable, Sendable {
  /// The class's name as `String(reflecting:)` spells it: `MyApp.HomeViewController`, or
  /// `UINavigationController` for a class of UIKit's.
  public let name: String
  /// Whether the class comes with the system (UIKit, SwiftUI, …) rather than the app or a
  /// library it bundles.
  public let isSystem: Bool

  /// Creates a class entry.
  public init(name: String, isSystem: Bool) {
    self.name = name
    self.isSystem = isSystem
  }
}
