import Foundation
import StyleRuleKit

/// Finds and reads the configuration file: `--config FILE`, else the first
/// `.stylerule.yml` in the current directory or one of its parents.
public enum ConfigurationLocator {
  /// The configuration file's name.
  public static let fileName = ".stylerule.yml"

  /// The nearest `.stylerule.yml` from `directory` upwards, if any.
  public static func nearest(from directory: String) -> String? {
    var folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    // A path has a bounded number of components; the bound guards against a loop.
    for _ in 0..<256 {
      let candidate = folder.appendingPathComponent(fileName).path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return candidate
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
    return nil
  }

  /// Reads the configuration at `path`.
  /// - Throws: ``RulesFileError/unreadable(path:reason:)`` when the file cannot be read,
  ///   ``RulesFileError/invalid(_:)`` with its diagnostics when it has mistakes.
  public static func load(path: String) throws(RulesFileError) -> Configuration {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .unreadable(path: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw .unreadable(path: path, reason: "it is a folder")
    }
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular
    else {
      throw .unreadable(path: path, reason: "not a regular file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadable(path: path, reason: "permission denied")
    }
    defer { try? handle.close() }
    // One byte more than the limit tells a file at the limit from a larger one.
    let data = (try? handle.read(upToCount: ConfigurationReader.maximumSize + 1)) ?? Data()
    do {
      return try ConfigurationReader.read(path: path, bytes: [UInt8](data))
    } catch {
      throw .invalid(error)
    }
  }
}
