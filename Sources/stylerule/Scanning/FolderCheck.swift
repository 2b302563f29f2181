import StyleRuleKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a command-line path is an app's folder (to scan) rather than a rules file.
enum FolderCheck {
  /// Whether `path` names a directory (following symbolic links).
  static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// `path` made absolute against the current directory, without `.` or `..` components.
  ///
  /// An absolute `path` is returned as written, and a relative one as written when the
  /// current directory cannot be read.
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let directory = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // `getcwd` gives a path without `.`, `..` or symbolic links, so only `path`'s own
    // components fold, a `..` stopping at the root.
    return OriginTable.normalize(directory + "/" + path)
  }
}
