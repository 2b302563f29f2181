import StyleRuleKit

/// Joins and normalises the slash-separated relative paths the project readers produce.
enum ProjectPath {
  /// `relative` resolved against the folder `base`: `.` and `..` folded, `.` for the folder
  /// itself; an absolute `relative` is returned normalised, not joined.
  static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return normalize(relative) }
    // `./relative` normalises as `relative` does.
    return normalize(base.isEmpty || base == "." ? relative : base + "/" + relative)
  }

  /// The path with `.` and empty components removed and `..` folded where it can be
  /// (``OriginTable/normalize(_:)``, shared with the rules file's origins).
  ///
  /// A path already normal (most are) is returned as it is, after one pass over its bytes.
  static func normalize(_ path: String) -> String {
    isNormal(path) ? path : OriginTable.normalize(path)
  }

  /// Whether ``OriginTable/normalize(_:)`` leaves `path` as it is: not empty, and no
  /// component empty (but the one before an absolute path's first `/`), `.` or `..`.
  static func isNormal(_ path: String) -> Bool {
    path.utf8.withContiguousStorageIfAvailable { bytes in
      guard !bytes.isEmpty else { return false }
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
        let length = index - start
        let dot = UInt8(ascii: ".")
        switch length {
        case 0:
          // Only the empty component before an absolute path's first slash (not `/` alone).
          if start != 0 || index == bytes.count - 1 || index == bytes.count { return false }
        case 1 where bytes[start] == dot: return false
        case 2 where bytes[start] == dot && bytes[start + 1] == dot: return false
        default: break
        }
        start = index + 1
      }
      return true
    } ?? false
  }

  /// The folder containing `path` (`.` for a bare name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// Whether `path` names an Objective-C implementation file (`.m`, `.mm`).
  static func isObjectiveCImplementation(_ path: String) -> Bool {
    path.hasSuffix(".m") || path.hasSuffix(".mm")
  }

  /// Whether `path` is absolute (outside the scanned folder).
  static func isAbsolute(_ path: String) -> Bool {
    path.hasPrefix("/")
  }
}
