/// The layers of the environment around a rules file's own `environment` line: the
/// options that replace its values, the configuration for what it leaves out, and
/// stylerule's assumptions for what nobody states.
///
/// Each layer is an ``EnvironmentSettings``; the file's is ``AppModel/environment``.
/// ``ResolvedEnvironment/init(file:layers:compatibilityKey:)`` makes the environment from the four.
public struct EnvironmentLayers: Sendable, Hashable {
  /// Values that replace the file's: the command line's (`--ios 13`) and those a
  /// scenario's events change (`appearance`, `orientation`, `in-call`).
  public var options: EnvironmentSettings
  /// Values for what neither the options nor the file state: a configuration file's
  /// `environment:`.
  public var configuration: EnvironmentSettings
  /// Values for what no other layer states: ``EnvironmentSettings/assumptions``, or with a
  /// device when a comparison of versions assumes one device for all of them.
  public var assumptions: EnvironmentSettings

  /// Creates the layers; by default the options and the configuration state nothing.
  public init(
    options: EnvironmentSettings = EnvironmentSettings(),
    configuration: EnvironmentSettings = EnvironmentSettings(),
    assumptions: EnvironmentSettings = .assumptions
  ) {
    self.options = options
    self.configuration = configuration
    self.assumptions = assumptions
  }

  /// The layers from the first to ask to the last, with the origin of their values:
  /// options, `file`, configuration, assumptions.
  public func ordered(file: EnvironmentSettings) -> [(
    origin: EnvironmentValueOrigin, settings: EnvironmentSettings
  )] {
    [(.override, options), (.file, file), (.configuration, configuration), (.assumed, assumptions)]
  }

  /// The value of `field` from the first layer that states it, with its origin; `nil` when
  /// no layer does.
  public func value<Value>(
    _ field: KeyPath<EnvironmentSettings, Value?>, file: EnvironmentSettings
  ) -> (value: Value, origin: EnvironmentValueOrigin)? {
    for layer in ordered(file: file) {
      if let value = layer.settings[keyPath: field] { return (value, layer.origin) }
    }
    return nil
  }
}
