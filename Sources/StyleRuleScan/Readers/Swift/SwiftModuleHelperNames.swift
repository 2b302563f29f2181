/// The names of the module's functions that may take a view controller, found in the files'
/// bytes before any is parsed, so that the hierarchy reader records the calls of them
/// wherever they are (`transition(to: tabs)` in an initializer, with no other hint).
///
/// A function is one when its parameter list names a type ending in `Controller` or `VC`
/// (`func transition(to child: UIViewController)`), or a composition of protocols
/// (`provider: DataSourceProvider & AuthContextProvider`). Found in the bytes, in comments and
/// strings too: a name too many only costs a walk, while a missing one would lose a call.
/// Linear in the bytes.
enum SwiftModuleHelperNames {
  /// The longest parameter list read, in bytes; a longer one is read up to this.
  static let maximumParameterListLength = 4096

  /// The names of the functions `text` declares whose parameters may be controllers.
  static func names(in text: String) -> [String] {
    var text = text
    return text.withUTF8(names(in:))
  }

  /// The names of the functions `bytes` declares whose parameters may be controllers.
  static func names(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    var names: [String] = []
    let count = bytes.count
    var index = 0
    while index + 4 < count {
      // `func` as a whole word.
      guard bytes[index] == UInt8(ascii: "f"), bytes[index + 1] == UInt8(ascii: "u"),
        bytes[index + 2] == UInt8(ascii: "n"), bytes[index + 3] == UInt8(ascii: "c"),
        index == 0 || !isWordByte(bytes[index - 1]), !isWordByte(bytes[index + 4])
      else {
        index += 1
        continue
      }
      index += 4
      while index < count, isWhiteSpace(bytes[index]) { index += 1 }
      let nameStart = index
      while index < count, isWordByte(bytes[index]) { index += 1 }
      let nameEnd = index
      guard nameEnd > nameStart else { continue }
      while index < count, isWhiteSpace(bytes[index]) { index += 1 }
      // Generic parameters: `<T: UIViewController>` may name the controller type.
      var mentionsController = false
      if index < count, bytes[index] == UInt8(ascii: "<") {
        let end = closing(from: index, open: UInt8(ascii: "<"), close: UInt8(ascii: ">"), in: bytes)
        mentionsController = namesController(bytes, index..<end)
        index = end
        while index < count, isWhiteSpace(bytes[index]) { index += 1 }
      }
      guard index < count, bytes[index] == UInt8(ascii: "(") else { continue }
      let end = closing(from: index, open: UInt8(ascii: "("), close: UInt8(ascii: ")"), in: bytes)
      if mentionsController || namesController(bytes, index..<end) {
        names.append(String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self))
      }
      index = end
    }
    return names
  }

  /// The offset just past the bracket that closes the one at `start` (nested ones counted),
  /// or where the scan gives up: the end of the bytes or ``maximumParameterListLength``.
  private static func closing(
    from start: Int, open: UInt8, close: UInt8, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    var depth = 0
    var index = start
    let limit = min(bytes.count, start + maximumParameterListLength)
    while index < limit {
      let byte = bytes[index]
      index += 1
      if byte == open {
        depth += 1
      } else if byte == close {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return index
  }

  /// Whether a word in the range ends in `Controller` or `VC` (after at least one byte).
  private static func namesController(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    var index = range.lowerBound
    while index < range.upperBound {
      // A composition of protocols (`provider: DataSourceProvider & AuthContextProvider`):
      // how apps pass a controller by what it provides.
      if bytes[index] == UInt8(ascii: "&"), isComposition(bytes, at: index, in: range) {
        return true
      }
      guard isWordByte(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < range.upperBound, isWordByte(bytes[index]) { index += 1 }
      if endsWith(controller, bytes, start..<index)
        || endsWith(viewControllerShort, bytes, start..<index)
      {
        return true
      }
    }
    return false
  }

  /// Whether the `&` at `index` joins two type names (`A & B`): a word before it and a
  /// capitalized word after it, spaces aside; not `&&`, nor `&x` passed `inout`.
  private static func isComposition(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, in range: Range<Int>
  ) -> Bool {
    var before = index - 1
    while before >= range.lowerBound, isWhiteSpace(bytes[before]) { before -= 1 }
    guard before >= range.lowerBound, isWordByte(bytes[before]) else { return false }
    var after = index + 1
    while after < range.upperBound, isWhiteSpace(bytes[after]) { after += 1 }
    guard after < range.upperBound else { return false }
    let first = bytes[after]
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }

  private static let controller = Array("Controller".utf8)
  private static let viewControllerShort = Array("VC".utf8)

  /// Whether the word at `range` is longer than `suffix` and ends with it.
  private static func endsWith(
    _ suffix: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Bool {
    guard range.count > suffix.count else { return false }
    let start = range.upperBound - suffix.count
    return suffix.indices.allSatisfy { bytes[start + $0] == suffix[$0] }
  }

  /// Whether a byte is an ASCII letter, digit or `_`.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F: true
    default: false
    }
  }

  /// Whether a byte is a space, a tab or a line break.
  private static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }
}
