import StyleRuleKit

/// One `.xcconfig` file: its assignments and includes, in file order.
struct XCConfigFile: Hashable, Sendable {
  /// One `#include "path"` or `#include? "path"` line.
  struct Include: Hashable, Sendable {
    /// The path as written.
    var writtenPath: String
    /// The path relative to the scanned folder (resolved against the including file's folder);
    /// nil when absolute or written with a `$(…)` or `<…>` prefix the scan does not follow.
    var path: String?
    /// Whether the include is `#include?` (a missing file is not an error).
    var isOptional: Bool
    /// Where the include is written.
    var origin: SourceOrigin
  }

  /// One line that sets or includes, in order.
  enum Line: Hashable, Sendable {
    /// `NAME[cond] = value`.
    case setting(XcodeBuildSetting)
    /// `#include "…"`.
    case include(Include)
  }

  /// The file's path, as given to the reader.
  var path: String
  /// The settings and includes in file order.
  var lines: [Line]
  /// Lines that could not be read.
  var problems: [ReaderProblem]
}

/// The settings of an `.xcconfig` with its includes expanded in place, in order of effect.
struct XCConfigResolution: Hashable, Sendable {
  /// Every assignment, an included file's at the include's place; later ones win.
  var settings: [XcodeBuildSetting]
  /// The files read, in the order first read.
  var files: [String]
  /// Unreadable lines, missing includes and cycles.
  var problems: [ReaderProblem]
}

/// Reads `.xcconfig` files and follows their includes.
///
/// The format (Xcode Help, "Configuration settings file (xcconfig) format"): one
/// `NAME = value` per line, optional `[sdk=…][arch=…][config=…]` conditions after the name,
/// `//` comments to the end of the line, `#include "file"` and `#include? "file"` with paths
/// relative to the including file. A trailing `;` is ignored.
enum XCConfigReader {
  /// The deepest chain of includes followed.
  static let maximumIncludeDepth = 16
  /// The most file expansions one resolution performs (diamond includes are re-expanded).
  static let maximumExpansions = 256

  /// Reads one `.xcconfig` without following its includes.
  static func read(path: String, bytes: [UInt8]) -> XCConfigFile {
    var file = XCConfigFile(path: path, lines: [], problems: [])
    let text = String(decoding: bytes, as: UTF8.self)
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = stripComment(rawLine)
      let trimmed = line.xcodeTrimmed
      guard !trimmed.isEmpty else { continue }
      let indent = line.prefix { $0 == " " || $0 == "\t" }.utf8.count
      let origin = SourceOrigin(path: path, line: lineNumber, column: indent + 1)
      if trimmed.hasPrefix("#include") {
        let optional = trimmed.hasPrefix("#include?")
        let rest = trimmed.dropFirst(optional ? 9 : 8).xcodeTrimmed
        guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\"") else {
          file.problems.append(
            ReaderProblem(.malformed, "an #include needs a quoted path", at: origin))
          continue
        }
        let written = String(rest.dropFirst().dropLast())
        var resolved: String?
        if !written.hasPrefix("/"), !written.hasPrefix("$"), !written.hasPrefix("<") {
          resolved = ProjectPath.join(ProjectPath.directory(of: path), written)
        }
        file.lines.append(
          .include(
            XCConfigFile.Include(
              writtenPath: written, path: resolved, isOptional: optional, origin: origin)))
        continue
      }
      guard let equals = assignmentIndex(trimmed),
        let (name, conditions) = XcodeBuildSetting.parseKey(String(trimmed[..<equals]))
      else {
        file.problems.append(
          ReaderProblem(.malformed, "not a 'NAME = value' line; ignored", at: origin))
        continue
      }
      var value = String(trimmed[trimmed.index(after: equals)...]).xcodeTrimmed
      if value.hasSuffix(";") { value = String(value.dropLast()).xcodeTrimmed }
      file.lines.append(
        .setting(
          XcodeBuildSetting(name: name, conditions: conditions, value: value, origin: origin)))
    }
    return file
  }

  /// Reads the `.xcconfig` at `path` through `load` and expands its includes in place.
  ///
  /// `load` returns a file's bytes by its path relative to the scanned folder, or nil when it
  /// cannot be read. Cycles are cut with an `includeCycle` problem at the include that closes
  /// them; chains deeper than ``maximumIncludeDepth`` likewise.
  static func resolve(path: String, load: (String) -> [UInt8]?) -> XCConfigResolution {
    var resolution = XCConfigResolution(settings: [], files: [], problems: [])
    guard let bytes = load(path) else {
      resolution.problems.append(
        ReaderProblem(.missingFile, "cannot read \(path)", at: SourceOrigin(path: path)))
      return resolution
    }
    var expansions = 0
    expand(
      read(path: path, bytes: bytes), chain: [path], load: load, expansions: &expansions,
      into: &resolution)
    return resolution
  }

  /// Appends the settings of `file`, expanding includes; recursion depth is bounded by
  /// ``maximumIncludeDepth``.
  private static func expand(
    _ file: XCConfigFile, chain: [String], load: (String) -> [UInt8]?, expansions: inout Int,
    into resolution: inout XCConfigResolution
  ) {
    expansions += 1
    if !resolution.files.contains(file.path) { resolution.files.append(file.path) }
    resolution.problems += file.problems
    for line in file.lines {
      switch line {
      case .setting(let setting):
        resolution.settings.append(setting)
      case .include(let include):
        guard let target = include.path else {
          resolution.problems.append(
            ReaderProblem(
              .unsupported, "the include \"\(include.writtenPath)\" is not followed",
              at: include.origin))
          continue
        }
        if chain.contains(target) {
          resolution.problems.append(
            ReaderProblem(
              .includeCycle,
              "including \(target) again closes a cycle (\((chain + [target]).joined(separator: " → ")))",
              at: include.origin))
          continue
        }
        guard chain.count < maximumIncludeDepth, expansions < maximumExpansions else {
          resolution.problems.append(
            ReaderProblem(
              .includeCycle, "includes nested too deeply or too many; \(target) not read",
              at: include.origin))
          continue
        }
        guard let bytes = load(target) else {
          if !include.isOptional {
            resolution.problems.append(
              ReaderProblem(.missingFile, "cannot read the included \(target)", at: include.origin))
          }
          continue
        }
        expand(
          read(path: target, bytes: bytes), chain: chain + [target], load: load,
          expansions: &expansions, into: &resolution)
      }
    }
  }

  /// The index of the `=` that separates name from value (the first outside `[…]`).
  private static func assignmentIndex(_ line: String) -> String.Index? {
    var depth = 0
    for index in line.indices {
      switch line[index] {
      case "[": depth += 1
      case "]": depth = max(0, depth - 1)
      case "=" where depth == 0: return index
      default: break
      }
    }
    return nil
  }

  /// The line without a `//` comment (outside double quotes).
  private static func stripComment(_ line: Substring) -> Substring {
    var inQuotes = false
    var previousSlash = false
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == "\"" { inQuotes.toggle() }
      if character == "/", !inQuotes {
        if previousSlash { return line[..<line.index(before: index)] }
        previousSlash = true
      } else {
        previousSlash = false
      }
      index = line.index(after: index)
    }
    return line
  }
}
