import StyleRuleKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the app's files that `explain` writes its fixes into (the paths an
/// ``StyleRuleKit/AppPatchPlanner`` lists), for the library, which does no I/O.
enum AppFileReader {
  /// The largest file read, in bytes; a larger one is left out, as if unreadable.
  static let maximumSize = 32 << 20

  /// The contents of each path that is a readable regular file of at most ``maximumSize``
  /// bytes, by path.
  static func read(_ paths: [String]) -> [String: [UInt8]] {
    var contents: [String: [UInt8]] = [:]
    let manager = FileManager.default
    for path in paths {
      // Only regular files: reading a FIFO or a device named in a rules file could block.
      guard let attributes = try? manager.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular,
        size(attributes[.size]) <= maximumSize,
        let data = manager.contents(atPath: path), data.count <= maximumSize
      else { continue }
      contents[path] = [UInt8](data)
    }
    return contents
  }

  /// The app files that the origins of `ranges` in a scanned rules file point into, read
  /// for the diagnostics' excerpts; none for a rules file without origins.
  static func originFiles(of source: SourceFile, ranges: [SourceRange?]) -> OriginFiles {
    var paths: [String] = []
    var seen: Set<String> = []
    for range in ranges {
      guard let origin = source.resolvedOrigin(of: range), origin.origin.line != nil,
        seen.insert(origin.path).inserted
      else { continue }
      paths.append(origin.path)
    }
    return paths.isEmpty ? .none : OriginFiles(contents: read(paths))
  }

  /// A file size attribute as a number of bytes, whichever integer type holds it.
  private static func size(_ value: Any?) -> Int {
    switch value {
    case let size as Int: size
    case let size as UInt: Int(clamping: size)
    case let size as UInt64: Int(clamping: size)
    case let size as Int64: Int(clamping: size)
    default: 0
    }
  }

  /// The absolute path of the current directory.
  static var currentDirectory: String { FileManager.default.currentDirectoryPath }
}
