/// Joins and normalises the slash-separated relative paths the project readers produce.
enum ProjectPath {
  /// `relative` resolved against the folder `base`: `.` and `..` folded, `.` for the folder
  /// itself; an absolute `relative` is returned normalised, not joined.
  static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return normalize(relative) }
    return normalize(base.isEmpty ? relative : base + "/" + relative)
  }

  /// The path with `.` and empty components removed and `..` folded where it can be.
  static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == "..", absolute { continue }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
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
