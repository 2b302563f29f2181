import StyleRuleKit

/// Joins and normalises the slash-separated relative paths the project readers produce.
enum ProjectPath {
  /// `relative` resolved against the folder `base`: `.` and `..` folded, `.` for the folder
  /// itself; an absolute `relative` is returned normalised, not joined.
  static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return normalize(relative) }
    return normalize(base.isEmpty ? relative : base + "/" + relative)
  }

  /// The path with `.` and empty components removed and `..` folded where it can be
  /// (``OriginTable/normalize(_:)``, shared with the rules file's origins).
  static func normalize(_ path: String) -> String {
    OriginTable.normalize(path)
  }

  /// The folder containing `path` (`.` for a bare name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// Whether `path` is absolute (outside the scanned folder).
  static func isAbsolute(_ path: String) -> Bool {
    path.hasPrefix("/")
  }
}
