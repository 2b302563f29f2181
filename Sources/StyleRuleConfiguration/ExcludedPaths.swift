/// Moves excluded-path patterns written relative to one folder (a configuration file's) to
/// patterns relative to the folder being scanned.
public enum ExcludedPaths {
  /// The patterns of `patterns`, relative to `from`, as seen from `to`.
  ///
  /// A pattern without `/`, or one starting with `**`, matches at any depth and is kept. A
  /// pattern inside the scanned folder loses the part of its path above that folder; one
  /// that lies outside it cannot match there and is dropped. Paths are compared after
  /// joining relative ones to the current directory and removing `.` and `..`.
  public static func rebase(
    _ patterns: [String], from: String, to: String, currentDirectory: String
  ) -> [String] {
    let source = components(of: from, currentDirectory: currentDirectory)
    let target = components(of: to, currentDirectory: currentDirectory)
    var result: [String] = []
    for pattern in patterns {
      let parts = pattern.split(separator: "/").map(String.init).filter { $0 != "." }
      if parts.count <= 1 || parts.first == "**" {
        result.append(pattern)
        continue
      }
      let absolute = source + parts
      // The scanned folder holds the pattern's path: keep what lies below it.
      if absolute.count > target.count, Array(absolute.prefix(target.count)) == target {
        result.append(absolute.dropFirst(target.count).joined(separator: "/"))
      }
    }
    return result
  }

  /// A path's components, absolute, with `.` and `..` resolved.
  static func components(of path: String, currentDirectory: String) -> [String] {
    let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    var result: [String] = []
    for part in joined.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !result.isEmpty { result.removeLast() }
      default: result.append(String(part))
      }
    }
    return result
  }
}
