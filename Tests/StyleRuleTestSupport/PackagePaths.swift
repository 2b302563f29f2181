import Foundation

/// Where the package and its files are, for tests.
public enum PackagePaths {
  /// The package's root directory.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // StyleRuleTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// A file or directory under the root, from a relative path such as `Rules/cases`.
  public static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// Every file under `directory` (relative to the root) with `extension`, as sorted
  /// relative paths such as `Rules/cases/case-1.rules`.
  public static func files(under directory: String, withExtension fileExtension: String) -> [String]
  {
    let base = url(directory)
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var paths: [String] = []
    for case let file as URL in enumerator where file.pathExtension == fileExtension {
      let relative = file.standardizedFileURL.path.dropFirst(
        root.standardizedFileURL.path.count + 1)
      paths.append(String(relative))
    }
    return paths.sorted()
  }

  /// The contents of a file under the root.
  public static func contents(of relativePath: String) throws -> String {
    try String(contentsOf: url(relativePath), encoding: .utf8)
  }
}
