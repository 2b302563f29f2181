import StyleRuleKit

/// A file or folder the scan could not read, or read only in part, and why.
///
/// Each path is reported once; the scan keeps going after every problem.
public struct ScanProblem: Error, Sendable, Hashable, Comparable, CustomStringConvertible {
  /// What went wrong, in kinds a tool can act on.
  enum Kind: String, Sendable, Hashable {
    /// A folder that could not be listed.
    case unreadableFolder
    /// A file that could not be opened or read.
    case unreadableFile
    /// A symbolic link whose target does not exist.
    case brokenLink
    /// A file larger than the scan's size limit, not read.
    case tooLarge
    /// A file that is not UTF-8 text (or holds NUL bytes), not parsed.
    case notText
    /// A file that was read but has syntax errors: what parsed was still used.
    case syntaxErrors
    /// A file whose format is wrong (malformed XML, plist or project file).
    case malformed
    /// The scan stopped listing files at its limit on the number of files.
    case tooManyFiles
  }

  /// The path relative to the scanned root (or the root itself, as given).
  public var path: String
  /// What went wrong.
  var kind: Kind
  /// Why, in words (an operating system message, a size, a line).
  public var reason: String
  /// Where in the file, when the problem has a position.
  public var origin: SourceOrigin?

  /// Creates a problem record.
  init(path: String, kind: Kind, reason: String, origin: SourceOrigin? = nil) {
    self.path = path
    self.kind = kind
    self.reason = reason
    self.origin = origin
  }

  /// Whether the file was still used in part (syntax errors): the others mean it was skipped.
  var fileWasUsed: Bool { kind == .syntaxErrors }

  /// `path: reason`.
  public var description: String { "\(origin?.description ?? path): \(reason)" }

  /// Orders by path, then kind.
  public static func < (lhs: ScanProblem, rhs: ScanProblem) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    return lhs.kind.rawValue < rhs.kind.rawValue
  }
}
