/// Where a value of the environment came from.
public enum EnvironmentValueOrigin: String, Sendable, Codable {
  /// The file's `environment` line.
  case file
  /// A command-line flag or an explicit override.
  case override
  /// The defaults for what the file does not say, such as a configuration file's
  /// `environment:`.
  case configuration
  /// Nobody said; stylerule's assumption (iOS 18, iPhone with Face ID, light, portrait; an
  /// iPhone with a Home button before iOS 11).
  case assumed
  /// Derived from the device and the orientation (the size classes, when neither the file
  /// nor an override fixes them, or when the one fixed cannot hold in the orientation a
  /// scenario turned to).
  case derived
}
