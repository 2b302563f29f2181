/// The kinds of file the scan reads.
enum ScannedFileKind: String, Sendable, Hashable, CaseIterable, Comparable {
  /// A Swift source file (`*.swift`, except `Package.swift`).
  case swift
  /// A storyboard (`*.storyboard`).
  case storyboard
  /// An Interface Builder file for one view (`*.xib`).
  case xib
  /// A property list (`*.plist`, usually `Info.plist`).
  case propertyList
  /// An Xcode project file (`*.xcodeproj/project.pbxproj`).
  case xcodeProject
  /// A build configuration file (`*.xcconfig`).
  case buildConfiguration
  /// A Swift package manifest (`Package.swift`).
  case packageManifest
  /// An Objective-C implementation or header (`*.m`, `*.mm`, `*.h`).
  case objectiveC

  /// A short plural noun for summaries ("Swift files", "storyboards").
  var pluralName: String {
    switch self {
    case .swift: return "Swift files"
    case .storyboard: return "storyboards"
    case .xib: return "xibs"
    case .propertyList: return "property lists"
    case .xcodeProject: return "Xcode project files"
    case .buildConfiguration: return "xcconfig files"
    case .packageManifest: return "package manifests"
    case .objectiveC: return "Objective-C files"
    }
  }

  /// Orders kinds as they are declared, for stable summaries.
  static func < (lhs: ScannedFileKind, rhs: ScannedFileKind) -> Bool {
    let order = allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }

  /// The kind of a file from its path relative to the root, or nil when the scan does not read it.
  static func of(relativePath: String) -> ScannedFileKind? {
    if let kind = ofASCII(relativePath) { return kind }
    let components = relativePath.split(separator: "/")
    guard let name = components.last else { return nil }
    if name == "Package.swift" { return .packageManifest }
    if name.hasSuffix(".swift") { return .swift }
    if name.hasSuffix(".storyboard") { return .storyboard }
    if name.hasSuffix(".xib") { return .xib }
    if name.hasSuffix(".plist") { return .propertyList }
    if name.hasSuffix(".xcconfig") { return .buildConfiguration }
    if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") { return .objectiveC }
    if name == "project.pbxproj", components.count >= 2,
      components[components.count - 2].hasSuffix(".xcodeproj")
    {
      return .xcodeProject
    }
    return nil
  }

  /// The kind of an ASCII path, read from its bytes (`.some(nil)` for a file the scan does
  /// not read); nil when the path is not ASCII, whose characters ``of(relativePath:)`` reads.
  ///
  /// The same answers as the characters give: an ASCII name's characters are its bytes.
  private static func ofASCII(_ relativePath: String) -> ScannedFileKind?? {
    relativePath.utf8.withContiguousStorageIfAvailable { path -> ScannedFileKind?? in
      guard path.allSatisfy({ $0 < 0x80 }) else { return nil }
      // The last two components, without empty ones (`a//b/` is `a`, `b`).
      var end = path.count
      while end > 0, path[end - 1] == UInt8(ascii: "/") { end -= 1 }
      guard end > 0 else { return .some(nil) }
      var start = end
      while start > 0, path[start - 1] != UInt8(ascii: "/") { start -= 1 }
      let name = UnsafeBufferPointer(rebasing: path[start..<end])
      func nameIs(_ text: StaticString) -> Bool { equals(name, text) }
      func nameEnds(_ suffix: StaticString) -> Bool {
        name.count >= suffix.utf8CodeUnitCount
          && equals(
            UnsafeBufferPointer(rebasing: name[(name.count - suffix.utf8CodeUnitCount)...]),
            suffix)
      }
      if nameIs("Package.swift") { return .packageManifest }
      if nameEnds(".swift") { return .swift }
      if nameEnds(".storyboard") { return .storyboard }
      if nameEnds(".xib") { return .xib }
      if nameEnds(".plist") { return .propertyList }
      if nameEnds(".xcconfig") { return .buildConfiguration }
      if nameEnds(".m") || nameEnds(".mm") || nameEnds(".h") { return .objectiveC }
      if nameIs("project.pbxproj") {
        var parentEnd = start
        while parentEnd > 0, path[parentEnd - 1] == UInt8(ascii: "/") { parentEnd -= 1 }
        var parentStart = parentEnd
        while parentStart > 0, path[parentStart - 1] != UInt8(ascii: "/") { parentStart -= 1 }
        let parent = UnsafeBufferPointer(rebasing: path[parentStart..<parentEnd])
        let suffix: StaticString = ".xcodeproj"
        if parent.count >= suffix.utf8CodeUnitCount,
          equals(
            UnsafeBufferPointer(rebasing: parent[(parent.count - suffix.utf8CodeUnitCount)...]),
            suffix)
        {
          return .xcodeProject
        }
      }
      return .some(nil)
    } ?? nil
  }

  /// Whether bytes are an ASCII text's.
  private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    guard bytes.count == text.utf8CodeUnitCount else { return false }
    for index in 0..<bytes.count where bytes[index] != text.utf8Start[index] { return false }
    return true
  }
}

/// A file the scan found and will read.
struct ScannedFile: Sendable, Hashable {
  /// Its path relative to the scanned root, with `/` separators: what origins name.
  var relativePath: String
  /// Its path on disk, for reading.
  var absolutePath: String
  /// What kind of file it is.
  var kind: ScannedFileKind
  /// Its size in bytes when it was found.
  var size: Int
}
