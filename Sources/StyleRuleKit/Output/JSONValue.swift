/// A JSON document, written the same way on every platform.
///
/// Objects are written with sorted keys and two-space indentation; strings are
/// escaped as RFC 8259 requires (quote, backslash and control characters), and
/// nothing else is escaped. The document's depth is fixed by stylerule's schemas,
/// never by the input.
public enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// A string.
  case string(String)
  /// An integer.
  case integer(Int)
  /// A number that may have a fraction, such as a length in points: written as a whole
  /// number when it is one, else to three decimals (53.667 for 161/3).
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([JSONValue])
  /// An object; keys are sorted when written.
  case object([String: JSONValue])

  /// The version of every JSON document stylerule writes; bumped on incompatible changes.
  public static let schemaVersion = 1

  /// Creates a string value.
  public init(stringLiteral value: String) { self = .string(value) }
  /// Creates an integer value.
  public init(integerLiteral value: Int) { self = .integer(value) }
  /// Creates a boolean value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// Creates `null`.
  public init(nilLiteral: ()) { self = .null }
  /// Creates an array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// Creates an object.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }

  /// A string, or `null` for `nil`.
  public static func optional(_ text: String?) -> JSONValue {
    text.map(JSONValue.string) ?? .null
  }

  /// The document as text, ending with a line break.
  public var text: String {
    var output = ""
    write(to: &output, indent: 0)
    output += "\n"
    return output
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .string(let value): Self.writeString(value, to: &output)
    case .integer(let value): output += String(value)
    case .number(let value): output += LayoutNumber.text(value)
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "null"
    case .array(let values):
      guard !values.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, value) in values.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        value.write(to: &output, indent: indent + 2)
        output += index == values.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      let keys = members.keys.sorted()
      for (index, key) in keys.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        Self.writeString(key, to: &output)
        output += ": "
        members[key, default: .null].write(to: &output, indent: indent + 2)
        output += index == keys.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}

extension JSONValue {
  /// `{"line": …, "column": …}` for a range in `source`, or `null`; with an `origin`
  /// object (`path`, and `line` and `column` when known) for a statement that has one.
  static func location(_ range: SourceRange?, in source: SourceFile) -> JSONValue {
    guard let range else { return .null }
    let location = source.location(of: range.start)
    guard let origin = source.resolvedOrigin(of: range) else {
      return ["line": .integer(location.line), "column": .integer(location.column)]
    }
    return [
      "line": .integer(location.line), "column": .integer(location.column),
      "origin": .origin(origin),
    ]
  }

  /// `{"path": …, "line": …, "column": …}` for an origin; `line` and `column` are left out
  /// when the origin does not give them.
  static func origin(_ origin: ResolvedOrigin) -> JSONValue {
    var fields: [String: JSONValue] = ["path": .string(origin.path)]
    if let line = origin.origin.line { fields["line"] = .integer(line) }
    if let column = origin.origin.column { fields["column"] = .integer(column) }
    return .object(fields)
  }
}
