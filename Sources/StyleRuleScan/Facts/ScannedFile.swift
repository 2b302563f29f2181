/// The kinds of file the scan reads.
public enum ScannedFileKind: String, Sendable, Hashable, CaseIterable, Comparable {
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

  /// A short plural noun for summaries ("Swift files", "storyboards").
  public var pluralName: String {
    switch self {
    case .swift: return "Swift files"
    case .storyboard: return "storyboards"
    case .xib: return "xibs"
    case .propertyList: return "property lists"
    case .xcodeProject: return "Xcode project files"
    case .buildConfiguration: return "xcconfig files"
    case .packageManifest: return "package manifests"
    }
  }

  /// Orders kinds as they are declared, for stable summaries.
  public static func < (lhs: ScannedFileKind, rhs: ScannedFileKind) -> Bool {
    let order = allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }

  /// The kind of a file from its path relative to the root, or nil when the scan does not read it.
  public static func of(relativePath: String) -> ScannedFileKind? {
    let components = relativePath.split(separator: "/")
    guard let name = components.last else { return nil }
    if name == "Package.swift" { return .packageManifest }
    if name.hasSuffix(".swift") { return .swift }
    if name.hasSuffix(".storyboard") { return .storyboard }
    if name.hasSuffix(".xib") { return .xib }
    if name.hasSuffix(".plist") { return .propertyList }
    if name.hasSuffix(".xcconfig") { return .buildConfiguration }
    if name == "project.pbxproj", components.count >= 2,
      components[components.count - 2].hasSuffix(".xcodeproj")
    {
      return .xcodeProject
    }
    return nil
  }
}

/// A file the scan found and will read.
public struct ScannedFile: Sendable, Hashable {
  /// Its path relative to the scanned root, with `/` separators: what origins name.
  public var relativePath: String
  /// Its path on disk, for reading.
  public var absolutePath: String
  /// What kind of file it is.
  public var kind: ScannedFileKind
  /// Its size in bytes when it was found.
  public var size: Int

  /// Creates a file record.
  public init(relativePath: String, absolutePath: String, kind: ScannedFileKind, size: Int) {
    self.relativePath = relativePath
    self.absolutePath = absolutePath
    self.kind = kind
    self.size = size
  }
}
