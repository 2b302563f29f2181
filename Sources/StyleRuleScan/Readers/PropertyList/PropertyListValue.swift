import Foundation

/// A property list value: the types XML, binary and OpenStep property lists can hold.
enum PropertyListValue: Hashable, Sendable {
  /// `<string>` (and every scalar of an OpenStep property list).
  case string(String)
  /// `<integer>`.
  case integer(Int)
  /// `<real>`.
  case real(Double)
  /// `<true/>` or `<false/>`.
  case bool(Bool)
  /// `<date>`.
  case date(Date)
  /// `<data>`.
  case data([UInt8])
  /// `<array>`.
  case array([PropertyListValue])
  /// `<dict>`.
  case dictionary([String: PropertyListValue])

  /// The value as a Boolean the way Foundation's `boolValue` reads plists: `<true/>`, a non-zero
  /// integer, or a string `YES`/`true`/`1` (any case) is true; `NO`/`false`/`0` is false.
  var boolValue: Bool? {
    switch self {
    case .bool(let value): return value
    case .integer(let value): return value != 0
    case .string(let text):
      switch text.lowercased() {
      case "yes", "true", "1": return true
      case "no", "false", "0": return false
      default: return nil
      }
    default: return nil
    }
  }

  /// The string, when the value is one.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The dictionary, when the value is one.
  var dictionaryValue: [String: PropertyListValue]? {
    if case .dictionary(let dictionary) = self { return dictionary }
    return nil
  }

  /// The array, when the value is one.
  var arrayValue: [PropertyListValue]? {
    if case .array(let array) = self { return array }
    return nil
  }

  /// The value at `key` when this is a dictionary.
  subscript(key: String) -> PropertyListValue? {
    dictionaryValue?[key]
  }
}
