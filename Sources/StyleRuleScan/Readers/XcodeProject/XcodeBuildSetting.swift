import Foundation
import StyleRuleKit

/// One build setting assignment, from `project.pbxproj` or an `.xcconfig` file.
struct XcodeBuildSetting: Hashable, Sendable {
  /// The setting's name without conditions: `INFOPLIST_FILE`.
  var name: String
  /// The conditions written after the name: `[sdk=iphoneos*]` → `sdk` / `iphoneos*`.
  var conditions: [XcodeSettingCondition]
  /// The value as written (a list value is joined with spaces).
  var value: String
  /// Where the assignment is written.
  var origin: SourceOrigin

  /// Creates an assignment.
  init(
    name: String, conditions: [XcodeSettingCondition] = [], value: String, origin: SourceOrigin
  ) {
    self.name = name
    self.conditions = conditions
    self.value = value
    self.origin = origin
  }

  /// Splits a written key `NAME[cond=value][cond=value]` into its name and conditions; nil when
  /// the brackets are malformed.
  static func parseKey(_ key: String) -> (name: String, conditions: [XcodeSettingCondition])? {
    guard let bracket = key.firstIndex(of: "[") else {
      let name = key.xcodeTrimmed
      return name.isEmpty ? nil : (name, [])
    }
    let name = String(key[..<bracket])
    var conditions: [XcodeSettingCondition] = []
    var rest = key[bracket...]
    while let open = rest.first, open == "[" {
      guard let close = rest.firstIndex(of: "]") else { return nil }
      let body = rest[rest.index(after: rest.startIndex)..<close]
      guard let equals = body.firstIndex(of: "=") else { return nil }
      conditions.append(
        XcodeSettingCondition(
          key: String(body[..<equals]).xcodeTrimmed,
          pattern: String(body[body.index(after: equals)...]).xcodeTrimmed))
      rest = rest[rest.index(after: close)...]
    }
    guard rest.allSatisfy({ $0 == " " || $0 == "\t" }), !name.isEmpty else { return nil }
    return (name.xcodeTrimmed, conditions)
  }
}

/// A condition on a build setting assignment: `[sdk=iphoneos*]`, `[config=Debug]`, `[arch=arm64]`.
struct XcodeSettingCondition: Hashable, Sendable {
  /// The condition's parameter: `sdk`, `arch`, `config`, `variant`.
  var key: String
  /// The pattern, where `*` matches any run of characters.
  var pattern: String

  /// Whether `value` matches the pattern (`*` matches any run, everything else literally).
  func matches(_ value: String) -> Bool {
    let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    guard pieces.count > 1 else { return value == pattern }
    var remainder = Substring(value)
    guard let first = pieces.first, remainder.hasPrefix(first) else { return false }
    remainder = remainder.dropFirst(first.count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let range = remainder.range(of: piece) else { return false }
      remainder = remainder[range.upperBound...]
    }
    let last = pieces[pieces.count - 1]
    return remainder.hasSuffix(last)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var xcodeTrimmed: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" || last == "\r" {
      text = text.dropLast()
    }
    return String(text)
  }
}
