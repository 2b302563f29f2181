import Foundation
import StyleRuleKit

/// Finds where each key of an XML property list is written, by key path.
///
/// `PropertyListSerialization` reads the values but not their lines; this lexical pass over the
/// same bytes records, for every `<key>NAME</key>`, the path of keys (and array indexes, written
/// as decimal strings) that leads to it, so that `UIApplicationSceneManifest` →
/// `UISceneConfigurations` → `UIWindowSceneSessionRoleApplication` → `0` →
/// `UISceneDelegateClassName` maps to its line. Paths deeper than ``maximumRecordedDepth`` are not
/// recorded (no key the scan reads is deeper), which keeps the pass linear on any nesting.
enum XMLPropertyListKeyScanner {
  /// The deepest key path recorded.
  static let maximumRecordedDepth = 8

  /// One open `<dict>` or `<array>`.
  private struct Container {
    var isDictionary: Bool
    /// The key waiting for its value (dictionaries).
    var pendingKey: String?
    /// The index of the next element (arrays).
    var nextIndex = 0
    /// The key path of this container; nil beyond the recorded depth.
    var path: [String]?
  }

  /// The origin of every key, by key path.
  static func keyOrigins(path: String, bytes: [UInt8]) -> [[String]: SourceOrigin] {
    let lines = SourceFile(path: path, bytes: bytes)
    var origins: [[String]: SourceOrigin] = [:]
    var containers: [Container] = []
    var index = 0
    let count = bytes.count

    /// The component the next value takes in the innermost container, consuming it.
    func takeComponent() -> String? {
      guard let last = containers.indices.last else { return nil }
      if containers[last].isDictionary {
        let key = containers[last].pendingKey
        containers[last].pendingKey = nil
        return key
      }
      let component = String(containers[last].nextIndex)
      containers[last].nextIndex += 1
      return component
    }

    while index < count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      let tagStart = index
      var end = index + 1
      while end < count, bytes[end] != UInt8(ascii: ">") { end += 1 }
      guard end < count else { break }
      let inside = bytes[(tagStart + 1)..<end]
      index = end + 1
      guard let first = inside.first else { continue }
      if first == UInt8(ascii: "!") || first == UInt8(ascii: "?") {
        if inside.starts(with: Array("!--".utf8)) {
          // Skip to the end of the comment.
          var cursor = tagStart + 4
          while cursor + 2 < count,
            !(bytes[cursor] == UInt8(ascii: "-") && bytes[cursor + 1] == UInt8(ascii: "-")
              && bytes[cursor + 2] == UInt8(ascii: ">"))
          {
            cursor += 1
          }
          index = cursor + 3
        }
        continue
      }
      let selfClosing = inside.last == UInt8(ascii: "/")
      let isEnd = first == UInt8(ascii: "/")
      let nameBytes = inside.drop { $0 == UInt8(ascii: "/") }.prefix { byte in
        byte != UInt8(ascii: "/") && byte != UInt8(ascii: " ") && byte != 0x09 && byte != 0x0A
          && byte != 0x0D
      }
      let name = String(decoding: nameBytes, as: UTF8.self)
      if isEnd {
        if name == "dict" || name == "array", !containers.isEmpty {
          containers.removeLast()
        }
        continue
      }
      switch name {
      case "key":
        guard !selfClosing else {
          if let last = containers.indices.last { containers[last].pendingKey = "" }
          continue
        }
        var close = index
        while close < count, bytes[close] != UInt8(ascii: "<") { close += 1 }
        let key = decodeEntities(String(decoding: bytes[index..<close], as: UTF8.self))
        if let last = containers.indices.last, containers[last].isDictionary {
          containers[last].pendingKey = key
          if let containerPath = containers[last].path {
            let keyPath = containerPath + [key]
            if origins[keyPath] == nil {
              origins[keyPath] = lines.origin(ofByte: tagStart)
            }
          }
        }
        index = close
      case "dict", "array":
        let component = takeComponent()
        if selfClosing { continue }
        var container = Container(isDictionary: name == "dict")
        if let parent = containers.last {
          if let parentPath = parent.path, let component,
            parentPath.count < maximumRecordedDepth - 1
          {
            container.path = parentPath + [component]
          }
        } else {
          container.path = []
        }
        containers.append(container)
      case "plist":
        continue
      default:
        _ = takeComponent()
      }
    }
    return origins
  }

  /// Replaces XML's five predefined entities.
  private static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
