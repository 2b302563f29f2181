import StyleRuleKit

/// What a `.stylerule.yml` file sets: the lint checks and their severities, the environment
/// rules files are resolved in when they do not state it, and how app folders are scanned.
///
/// Every field is optional: what the file does not set keeps stylerule's default, and
/// command-line options replace what it sets.
public struct Configuration: Sendable, Equatable {
  /// The file it was read from.
  public var path: String
  /// Which checks report and how seriously.
  public var lint = LintSettings.standard
  /// Whether warnings fail `lint` too (`--strict`).
  public var strict: Bool?
  /// The baseline `lint` compares with (`--baseline`), relative to the configuration
  /// file's folder.
  public var baseline: String?
  /// The configuration's layer of the environment: the values for what a file's
  /// `environment` line and the command line leave unsaid.
  public var environment = EnvironmentSettings()
  /// The oldest iOS version the app supports, for files that do not state one.
  public var deploymentTarget: OSVersion?
  /// The app target to scan, for a project with several (`--target`).
  public var target: String?
  /// Paths under an app's folder that the scan does not read (`--exclude`).
  public var excluded: [String] = []

  /// An empty configuration read from `path`.
  public init(path: String) {
    self.path = path
  }

  /// The folder the configuration file is in (`.` for a bare file name).
  public var folder: String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` joined to the configuration file's folder, unless it is absolute.
  public func resolve(_ path: String) -> String {
    guard !path.hasPrefix("/"), let slash = self.path.lastIndex(of: "/") else { return path }
    return String(self.path[...slash]) + path
  }
}
