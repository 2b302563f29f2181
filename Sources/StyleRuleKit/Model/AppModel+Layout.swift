extension AppModel {
  /// The layout properties of a controller: its class's, its extensions' and its own
  /// settings merged as the other properties are, each `nil` when the file leaves it to
  /// UIKit's default.
  ///
  /// The rules language for layout properties is not read yet: every property is UIKit's
  /// default.
  public func layoutProperties(of id: ControllerID) -> ControllerLayoutProperties {
    .unset
  }
}
