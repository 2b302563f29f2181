/// What the walk lists and how far it goes.
public struct DiscoveryOptions: Sendable, Hashable {
  /// Files larger than this are reported (``ScanProblem/Kind/tooLarge``) and not read.
  public var maximumFileSize: Int
  /// The walk stops listing after this many files, reporting it once.
  public var maximumFiles: Int
  /// Whether folders of test targets are skipped (see ``FileDiscovery``).
  public var skipsTestFolders: Bool
  /// Files and folders left out (`--exclude`, a configuration file's `scan: excluded:`).
  public var excluded: [PathPattern] = []

  /// 32 MiB per file, a million files, test folders skipped.
  public static let standard = DiscoveryOptions(
    maximumFileSize: 32 << 20, maximumFiles: 1_000_000, skipsTestFolders: true)

  /// Creates options.
  public init(maximumFileSize: Int, maximumFiles: Int, skipsTestFolders: Bool) {
    self.maximumFileSize = maximumFileSize
    self.maximumFiles = maximumFiles
    self.skipsTestFolders = skipsTestFolders
  }
}

/// The files to read under a root, and the paths that could not be listed or read.
struct DiscoveryResult: Sendable, Hashable {
  /// The files, sorted by relative path.
  var files: [ScannedFile]
  /// The problems, one per path, sorted by path.
  var problems: [ScanProblem]
}
