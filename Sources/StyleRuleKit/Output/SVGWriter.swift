/// Writes an SVG document one element per line, indented by nesting: attributes in the order
/// given, every text and attribute value escaped, every number as ``LayoutNumber`` writes it.
///
/// The output is the same bytes for the same calls, so that pictures can be golden files.
struct SVGWriter {
  /// An attribute: its name and its value, unescaped.
  typealias Attribute = (name: String, value: String)

  /// The lines written so far.
  private(set) var lines: [String] = []
  /// The nesting depth of the next element.
  private var depth = 0

  /// Opens an element that will contain others; close it with ``close(_:)``.
  mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    append("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  /// Closes the element opened last.
  mutating func close(_ name: String) {
    depth -= 1
    append("</\(name)>")
  }

  /// An element without children, or with text, or with a `<title>` (a tooltip and an
  /// accessible name for the shape).
  mutating func element(
    _ name: String, _ attributes: [Attribute], text: String? = nil, title: String? = nil
  ) {
    let start = "<\(name)\(Self.attributes(attributes))"
    switch (text, title) {
    case (nil, nil):
      append(start + "/>")
    case (let text?, nil):
      append(start + ">\(Self.escape(text))</\(name)>")
    case (let text, let title?):
      append(start + "><title>\(Self.escape(title))</title>\(Self.escape(text ?? ""))</\(name)>")
    }
  }

  /// A text element whose parts differ in weight or colour (`<tspan>`s), each escaped.
  mutating func text(_ attributes: [Attribute], spans: [(text: String, attributes: [Attribute])]) {
    let body = spans.map { span in
      span.attributes.isEmpty
        ? Self.escape(span.text)
        : "<tspan\(Self.attributes(span.attributes))>\(Self.escape(span.text))</tspan>"
    }
    append("<text\(Self.attributes(attributes))>\(body.joined())</text>")
  }

  /// The document: the lines written, each ending with a line break.
  var document: String { lines.map { $0 + "\n" }.joined() }

  private mutating func append(_ line: String) {
    lines.append(String(repeating: "  ", count: max(depth, 0)) + line)
  }

  private static func attributes(_ attributes: [Attribute]) -> String {
    attributes.map { " \($0.name)=\"\(escape($0.value))\"" }.joined()
  }

  /// Text made safe for XML content and attribute values: the five markup characters as
  /// entities, and every character XML 1.0 forbids (most control characters, U+FFFE and
  /// U+FFFF) replaced by U+FFFD, so that any name from a rules file gives a well-formed
  /// document.
  static func escape(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
        result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  /// A number of user units as ``LayoutNumber/text(_:)`` writes it: "20", "53.667".
  static func number(_ value: Double) -> String { LayoutNumber.text(value) }
}
