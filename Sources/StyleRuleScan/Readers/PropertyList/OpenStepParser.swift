import StyleRuleKit

/// A value of an OpenStep (ASCII) property list, with the position of its first byte.
struct OpenStepNode: Hashable, Sendable {
  /// The value.
  var value: OpenStepValue
  /// Where the value begins.
  var origin: SourceOrigin

  /// Creates a node.
  init(_ value: OpenStepValue, at origin: SourceOrigin) {
    self.value = value
    self.origin = origin
  }

  /// The string, when the node is one.
  var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The dictionary, when the node is one.
  var dictionary: OpenStepDictionary? {
    if case .dictionary(let dictionary) = value { return dictionary }
    return nil
  }

  /// The array, when the node is one.
  var array: [OpenStepNode]? {
    if case .array(let array) = value { return array }
    return nil
  }

  /// The value at `key` when the node is a dictionary.
  subscript(key: String) -> OpenStepNode? {
    dictionary?[key]
  }
}

/// The kinds of value an OpenStep property list holds.
enum OpenStepValue: Hashable, Sendable {
  /// A quoted or unquoted string (numbers and Booleans are strings in this format).
  case string(String)
  /// `<hex bytes>`.
  case data([UInt8])
  /// `( a, b, )`.
  case array([OpenStepNode])
  /// `{ key = value; }`.
  case dictionary(OpenStepDictionary)
}

/// An OpenStep dictionary: its entries in file order, with a lookup by key (the last wins).
struct OpenStepDictionary: Hashable, Sendable {
  /// One `key = value;` entry.
  struct Entry: Hashable, Sendable {
    /// The key.
    var key: String
    /// Where the key begins.
    var keyOrigin: SourceOrigin
    /// The value.
    var value: OpenStepNode
  }

  /// The entries in file order.
  private(set) var entries: [Entry] = []
  /// The index of the last entry for each key.
  private var index: [String: Int] = [:]

  /// Creates an empty dictionary.
  init() {}

  /// Appends an entry.
  mutating func append(_ entry: Entry) {
    index[entry.key] = entries.count
    entries.append(entry)
  }

  /// The entry for `key` (the last, when the key repeats).
  func entry(_ key: String) -> Entry? {
    index[key].map { entries[$0] }
  }

  /// The value for `key` (the last, when the key repeats).
  subscript(key: String) -> OpenStepNode? {
    entry(key)?.value
  }
}

/// The result of parsing an OpenStep property list: the root (possibly partial) and problems.
struct OpenStepDocument: Hashable, Sendable {
  /// The root value; what was read up to the first error, containers closed where they stood.
  var root: OpenStepNode?
  /// The first error, located, when the text is not a complete OpenStep property list.
  var problems: [ReaderProblem]
}

/// Parses OpenStep (old-style ASCII) property lists, the format of `project.pbxproj`.
///
/// An iterative parser with an explicit stack: dictionaries, arrays, quoted strings (with `\n`,
/// `\t`, octal and `\U` escapes), unquoted strings, `<hex>` data and both comment forms. Nesting
/// is bounded by ``maximumDepth`` (deeper input stops the parse with a `tooDeep` problem), so
/// neither parsing nor later destruction of the tree can exhaust the stack. Linear in the input.
enum OpenStepParser {
  /// The deepest nesting read; Xcode projects nest about five levels.
  static let maximumDepth = 256

  /// A container being filled, mutated in place on the stack (so that each value added costs
  /// the same however many the container holds).
  private struct Frame {
    /// The dictionary's entries so far; nil for an array.
    var dictionary: OpenStepDictionary?
    /// The array's items so far.
    var items: [OpenStepNode] = []
    /// Where the container opens.
    let origin: SourceOrigin
    /// The dictionary key read, whose value comes next.
    var pendingKey: (String, SourceOrigin)?

    /// Whether the container is a dictionary.
    var isDictionary: Bool { dictionary != nil }

    /// The finished container as a value.
    var node: OpenStepNode {
      if let dictionary { return OpenStepNode(.dictionary(dictionary), at: origin) }
      return OpenStepNode(.array(items), at: origin)
    }
  }

  /// Parses `bytes`; `path` names the file in origins.
  static func parse(path: String, bytes: [UInt8]) -> OpenStepDocument {
    var scanner = Scanner(path: path, bytes: bytes)
    var stack: [Frame] = []
    var root: OpenStepNode?
    var problem: ReaderProblem?

    /// Attaches a finished value to the innermost container, or makes it the root.
    func attach(_ node: OpenStepNode) {
      let last = stack.count - 1
      guard last >= 0 else {
        root = node
        return
      }
      if stack[last].isDictionary {
        if let (key, keyOrigin) = stack[last].pendingKey {
          stack[last].dictionary?.append(.init(key: key, keyOrigin: keyOrigin, value: node))
        }
        stack[last].pendingKey = nil
      } else {
        stack[last].items.append(node)
      }
    }

    func fail(_ kind: ReaderProblem.Kind, _ message: String) {
      problem = ReaderProblem(kind, message, at: scanner.origin())
    }

    parsing: while problem == nil {
      scanner.skipSpaceAndComments()
      // After a value inside a container: expect its separator or the container's end.
      if let top = stack.last, top.isDictionary, top.pendingKey == nil {
        guard let byte = scanner.peek() else {
          fail(.malformed, "the file ends inside a dictionary")
          break parsing
        }
        if byte == UInt8(ascii: "}") {
          scanner.advance()
          closeTop()
          if stack.isEmpty, root != nil { break parsing }
          continue
        }
        let keyOrigin = scanner.origin()
        guard let key = scanner.readString() else {
          fail(.malformed, "expected a key or '}'")
          break parsing
        }
        scanner.skipSpaceAndComments()
        guard scanner.peek() == UInt8(ascii: "=") else {
          fail(.malformed, "expected '=' after the key \"\(key)\"")
          break parsing
        }
        scanner.advance()
        stack[stack.count - 1].pendingKey = (key, keyOrigin)
        continue
      }
      if let top = stack.last, !top.isDictionary, scanner.peek() == UInt8(ascii: ")") {
        scanner.advance()
        closeTop()
        if stack.isEmpty, root != nil { break parsing }
        continue
      }
      // A value is expected here.
      guard let byte = scanner.peek() else {
        if stack.isEmpty, root == nil { fail(.malformed, "the file holds no property list") }
        if !stack.isEmpty { fail(.malformed, "the file ends inside a value") }
        break parsing
      }
      let origin = scanner.origin()
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "("):
        guard stack.count < maximumDepth else {
          fail(.tooDeep, "nested more than \(maximumDepth) levels deep; the rest is not read")
          break parsing
        }
        scanner.advance()
        stack.append(
          Frame(dictionary: byte == UInt8(ascii: "{") ? OpenStepDictionary() : nil, origin: origin))
        continue
      case UInt8(ascii: "<"):
        guard let data = scanner.readData() else {
          fail(.malformed, "malformed <hex> data")
          break parsing
        }
        attach(OpenStepNode(.data(data), at: origin))
      default:
        guard let text = scanner.readString() else {
          fail(.malformed, "unexpected character '\(Character(Unicode.Scalar(byte)))'")
          break parsing
        }
        attach(OpenStepNode(.string(text), at: origin))
      }
      if stack.isEmpty { break parsing }
      // The separator after a value: ';' in a dictionary, ',' or ')' in an array.
      scanner.skipSpaceAndComments()
      switch stack.last?.isDictionary {
      case true?:
        guard scanner.peek() == UInt8(ascii: ";") else {
          fail(.malformed, "expected ';' after a dictionary value")
          break parsing
        }
        scanner.advance()
      case false?:
        if scanner.peek() == UInt8(ascii: ",") {
          scanner.advance()
        } else if scanner.peek() != UInt8(ascii: ")") {
          fail(.malformed, "expected ',' or ')' in an array")
          break parsing
        }
      case nil:
        break
      }
    }

    /// Pops the innermost container and attaches it as a value of its parent.
    func closeTop() {
      guard let top = stack.popLast() else { return }
      attach(top.node)
      // A closed container inside a dictionary is followed by ';', inside an array by ',' or ')'.
      scanner.skipSpaceAndComments()
      switch stack.last?.isDictionary {
      case true?:
        if scanner.peek() == UInt8(ascii: ";") {
          scanner.advance()
        } else if problem == nil {
          fail(.malformed, "expected ';' after a dictionary value")
        }
      case false?:
        if scanner.peek() == UInt8(ascii: ",") { scanner.advance() }
      case nil:
        break
      }
    }

    if problem == nil, root != nil {
      scanner.skipSpaceAndComments()
      if scanner.peek() != nil {
        fail(.malformed, "unexpected text after the property list")
      }
    }
    // On an error, keep what was read: close every open container where it stands.
    while !stack.isEmpty {
      attach(stack.removeLast().node)
    }
    return OpenStepDocument(root: root, problems: problem.map { [$0] } ?? [])
  }

  /// The byte-level reader: position, white space, comments, strings and data.
  private struct Scanner {
    let path: String
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
      // Skip a UTF-8 byte order mark.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    func peek() -> UInt8? {
      index < bytes.count ? bytes[index] : nil
    }

    mutating func advance() {
      if index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }

    func origin() -> SourceOrigin {
      SourceOrigin(path: path, line: line, column: index - lineStart + 1)
    }

    mutating func skipSpaceAndComments() {
      while let byte = peek() {
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
          advance()
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/")
        {
          while let next = peek(), next != UInt8(ascii: "\n") { advance() }
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "*")
        {
          advance()
          advance()
          while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
              bytes[index + 1] == UInt8(ascii: "/")
            {
              advance()
              advance()
              break
            }
            advance()
          }
        } else {
          return
        }
      }
    }

    static func isUnquotedByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
        UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"),
        UInt8(ascii: "+"), UInt8(ascii: "@"), UInt8(ascii: "~"):
        return true
      default:
        return false
      }
    }

    /// A quoted or unquoted string at the cursor, or nil when there is none.
    mutating func readString() -> String? {
      guard let first = peek() else { return nil }
      if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
        return readQuoted(first)
      }
      guard Self.isUnquotedByte(first) else { return nil }
      let start = index
      while let byte = peek(), Self.isUnquotedByte(byte) { advance() }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A quoted string; nil when the file ends before the closing quote.
    mutating func readQuoted(_ quote: UInt8) -> String? {
      advance()
      var result: [UInt8] = []
      while let byte = peek() {
        if byte == quote {
          advance()
          return String(decoding: result, as: UTF8.self)
        }
        if byte == UInt8(ascii: "\\") {
          advance()
          guard let escaped = peek() else { return nil }
          advance()
          switch escaped {
          case UInt8(ascii: "n"): result.append(0x0A)
          case UInt8(ascii: "t"): result.append(0x09)
          case UInt8(ascii: "r"): result.append(0x0D)
          case UInt8(ascii: "a"): result.append(0x07)
          case UInt8(ascii: "b"): result.append(0x08)
          case UInt8(ascii: "f"): result.append(0x0C)
          case UInt8(ascii: "v"): result.append(0x0B)
          case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(escaped - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, let next = peek(), next >= UInt8(ascii: "0"),
              next <= UInt8(ascii: "7")
            {
              value = value * 8 + UInt32(next - UInt8(ascii: "0"))
              advance()
              digits += 1
            }
            result.append(UInt8(truncatingIfNeeded: value))
          case UInt8(ascii: "U"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, let next = peek(), let digit = Self.hexValue(next) {
              value = value * 16 + UInt32(digit)
              advance()
              digits += 1
            }
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            result.append(contentsOf: Array(String(Character(scalar)).utf8))
          default:
            result.append(escaped)
          }
          continue
        }
        result.append(byte)
        advance()
      }
      return nil
    }

    /// `<hex bytes>` data; nil when malformed.
    mutating func readData() -> [UInt8]? {
      advance()
      var result: [UInt8] = []
      var high: UInt8?
      while let byte = peek() {
        advance()
        if byte == UInt8(ascii: ">") { return high == nil ? result : nil }
        if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { continue }
        guard let digit = Self.hexValue(byte) else { return nil }
        if let first = high {
          result.append(first << 4 | digit)
          high = nil
        } else {
          high = digit
        }
      }
      return nil
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }
  }
}
