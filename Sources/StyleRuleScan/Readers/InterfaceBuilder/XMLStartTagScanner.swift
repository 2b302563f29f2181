/// The byte offsets of every start tag and its attributes in an XML file, in document order.
///
/// `XMLParser` reports where a start tag ends, not where it or its attributes begin; this
/// lexical pass finds those offsets so that every fact can point at its attribute. It skips
/// comments, CDATA sections, processing instructions, declarations and end tags, and reads
/// quoted attribute values without interpreting them. It never fails: on bytes that are not XML
/// it simply finds fewer tags, and the reader then falls back to the parser's own positions.
struct XMLStartTagScanner {
  /// One start tag: where its `<` is, its name, and where each attribute name begins.
  struct StartTag {
    /// The offset of the tag's `<`.
    var offset: Int
    /// The element name as written.
    var name: String
    /// Attribute names with the offsets of their first byte.
    var attributes: [(name: String, offset: Int)]
  }

  /// Every start tag of `bytes`, in document order; linear in the byte count.
  static func scan(_ bytes: [UInt8]) -> [StartTag] {
    var tags: [StartTag] = []
    var index = 0
    let count = bytes.count
    while index < count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if hasPrefix(bytes, at: index, "<!--") {
        index = skip(bytes, from: index + 4, past: "-->")
      } else if hasPrefix(bytes, at: index, "<![CDATA[") {
        index = skip(bytes, from: index + 9, past: "]]>")
      } else if hasPrefix(bytes, at: index, "<?") {
        index = skip(bytes, from: index + 2, past: "?>")
      } else if hasPrefix(bytes, at: index, "<!") {
        index = skipDeclaration(bytes, from: index + 2)
      } else if hasPrefix(bytes, at: index, "</") {
        index = skip(bytes, from: index + 2, past: ">")
      } else {
        let (tag, next) = readStartTag(bytes, at: index)
        if let tag { tags.append(tag) }
        index = next
      }
    }
    return tags
  }

  /// Reads the start tag whose `<` is at `start`; returns it and the offset after its `>`.
  private static func readStartTag(_ bytes: [UInt8], at start: Int) -> (StartTag?, Int) {
    var index = start + 1
    let nameStart = index
    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    guard index > nameStart else { return (nil, start + 1) }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    var attributes: [(name: String, offset: Int)] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        return (StartTag(offset: start, name: name, attributes: attributes), index + 1)
      }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index += 1
        while index < bytes.count, bytes[index] != byte { index += 1 }
        index += 1
        continue
      }
      if isNameByte(byte) {
        let attributeStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let attributeName = String(decoding: bytes[attributeStart..<index], as: UTF8.self)
        attributes.append((attributeName, attributeStart))
        continue
      }
      index += 1
    }
    return (StartTag(offset: start, name: name, attributes: attributes), index)
  }

  /// Skips a `<!DOCTYPE …>` or other declaration, including a bracketed internal subset.
  private static func skipDeclaration(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    var brackets = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "["): brackets += 1
      case UInt8(ascii: "]"): brackets = max(0, brackets - 1)
      case UInt8(ascii: ">") where brackets == 0: return index + 1
      default: break
      }
      index += 1
    }
    return index
  }

  /// The offset after the first occurrence of `terminator` at or after `start` (or the end).
  private static func skip(_ bytes: [UInt8], from start: Int, past terminator: String) -> Int {
    let pattern = Array(terminator.utf8)
    var index = start
    while index < bytes.count {
      if bytes[index] == pattern[0], hasPrefix(bytes, at: index, pattern) {
        return index + pattern.count
      }
      index += 1
    }
    return bytes.count
  }

  /// Whether `bytes` holds `prefix` at `offset`.
  private static func hasPrefix(_ bytes: [UInt8], at offset: Int, _ prefix: String) -> Bool {
    hasPrefix(bytes, at: offset, Array(prefix.utf8))
  }

  /// Whether `bytes` holds `pattern` at `offset`.
  private static func hasPrefix(_ bytes: [UInt8], at offset: Int, _ pattern: [UInt8]) -> Bool {
    guard offset + pattern.count <= bytes.count else { return false }
    for (position, byte) in pattern.enumerated() where bytes[offset + position] != byte {
      return false
    }
    return true
  }

  /// Whether `byte` can be part of an XML name (ASCII letters, digits, `_ : . -`, or non-ASCII).
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default:
      return byte >= 0x80
    }
  }
}
