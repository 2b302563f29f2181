import StyleRuleKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finds the configuration file: the first `.stylerule.yml` in a folder or one of its
/// parents.
public enum ConfigurationLocator {
  /// The configuration file's name.
  public static let fileName = ".stylerule.yml"

  /// The nearest `.stylerule.yml` from `directory` upwards, if any, as an absolute path.
  public static func nearest(from directory: String) -> String? {
    var folder = ExcludedPaths.components(of: directory, currentDirectory: directory)
    // A path has a bounded number of components; the bound guards against a loop.
    for _ in 0..<256 {
      let candidate = "/" + (folder + [fileName]).joined(separator: "/")
      if isRegularFile(candidate) { return candidate }
      guard !folder.isEmpty else { return nil }
      folder.removeLast()
    }
    return nil
  }

  /// Whether `path` is a regular file (after following links).
  private static func isRegularFile(_ path: String) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return false
    }
    return attributes[.type] as? FileAttributeType == .typeRegular
  }
}
