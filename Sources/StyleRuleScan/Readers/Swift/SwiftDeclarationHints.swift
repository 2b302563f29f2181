/// The places in a file's bytes where the declaration visitor might record something, so that
/// it can skip the subtrees without any.
///
/// What the visitor records inside code always has one of these in its text: an assignment
/// has an `=` token; a class, extension or protocol its keyword; a status bar or toolbar call
/// its name (`setNeedsStatusBarAppearanceUpdate`, `setStatusBar…`, `setToolbarHidden`); a function or property returning
/// a status bar or presentation value its type (`UIStatusBar…`, `UIModalPresentationStyle`,
/// `UIUserInterfaceStyle`). A member of a class is recorded
/// whatever its text, so the visitor does not skip those. The hints are found in the bytes, in
/// comments and strings too: a hint too many only costs a walk, while a missing one would
/// lose a fact, so each test errs towards a hint.
struct SwiftDeclarationHints: Sendable {
  /// The offsets of the hints, ascending.
  private let offsets: [Int]

  /// Finds the hints of a file's bytes in one pass.
  init(_ bytes: [UInt8]) {
    offsets = bytes.withUnsafeBufferPointer(Self.offsets(in:))
  }

  /// Keywords that declare what the visitor records, matched as whole words.
  private static let keywords: [[UInt8]] = ["class", "extension", "protocol"].map { Array($0.utf8) }

  /// Names of status bar calls, matched anywhere.
  private static let callNames: [[UInt8]] = [
    "setNeedsStatusBarAppearanceUpdate", "setStatusBar", "setToolbarHidden",
  ].map { Array($0.utf8) }

  /// Names of the status bar and presentation value types, matched anywhere.
  private static let valueTypeNames: [[UInt8]] = [
    "UIStatusBar", "UIModalPresentationStyle", "UIUserInterfaceStyle",
  ].map { Array($0.utf8) }

  /// The bytes a hint starts with: `=`, `c`, `e`, `p`, `s`, `U`.
  private static let startBytes: [Bool] = (0...255).map { byte in
    "=cepsU".utf8.contains(UInt8(byte))
  }

  /// The offsets of the hints in `bytes`.
  private static func offsets(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var offsets: [Int] = []
    let keywords = Self.keywords
    let callNames = Self.callNames
    let valueTypeNames = Self.valueTypeNames
    let count = bytes.count
    var index = 0
    Self.startBytes.withUnsafeBufferPointer { startBytes in
      while index < count, !startBytes[Int(bytes[index])] { index += 1 }
    }
    while index < count {
      let byte = bytes[index]
      let next = index + 1 < count ? bytes[index + 1] : 0
      switch (byte, next) {
      case (UInt8(ascii: "="), _):
        // Not part of another operator (`==`, `+=`, `<=`…). `>`, `!`, `?` and `/` may come
        // before an assignment's `=` (`Array<Int>= x`, `x!= 1`, `x?= 1`, `/* */= 1`).
        switch index > 0 ? bytes[index - 1] : 0 {
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "+"), UInt8(ascii: "-"),
          UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"),
          UInt8(ascii: "^"), UInt8(ascii: "~"):
          break
        default:
          if next != UInt8(ascii: "=") { offsets.append(index) }
        }
      case (UInt8(ascii: "c"), UInt8(ascii: "l")):
        if matches(keywords[0], in: bytes, at: index, asWord: true) { offsets.append(index) }
      case (UInt8(ascii: "e"), UInt8(ascii: "x")):
        if matches(keywords[1], in: bytes, at: index, asWord: true) { offsets.append(index) }
      case (UInt8(ascii: "p"), UInt8(ascii: "r")):
        if matches(keywords[2], in: bytes, at: index, asWord: true) { offsets.append(index) }
      case (UInt8(ascii: "s"), UInt8(ascii: "e")):
        if matches(callNames[0], in: bytes, at: index, asWord: false)
          || matches(callNames[1], in: bytes, at: index, asWord: false)
          || matches(callNames[2], in: bytes, at: index, asWord: false)
        {
          offsets.append(index)
        }
      case (UInt8(ascii: "U"), UInt8(ascii: "I")):
        if valueTypeNames.contains(where: { matches($0, in: bytes, at: index, asWord: false) }) {
          offsets.append(index)
        }
      default: break
      }
      index += 1
      Self.startBytes.withUnsafeBufferPointer { startBytes in
        while index < count, !startBytes[Int(bytes[index])] { index += 1 }
      }
    }
    return offsets
  }

  /// Whether `word` is at `index` (and, `asWord`, not inside a longer identifier).
  private static func matches(
    _ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int, asWord: Bool
  ) -> Bool {
    guard index + word.count <= bytes.count else { return false }
    for offset in word.indices where bytes[index + offset] != word[offset] { return false }
    guard asWord else { return true }
    if index > 0, isIdentifierByte(bytes[index - 1]) { return false }
    let end = index + word.count
    return end == bytes.count || !isIdentifierByte(bytes[end])
  }

  /// Whether an ASCII byte can continue an identifier.
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      return true
    default: return false
    }
  }

  /// How many hints are in the byte range.
  func count(in range: Range<Int>) -> Int {
    firstIndex(atOrAfter: range.upperBound) - firstIndex(atOrAfter: range.lowerBound)
  }

  /// Whether a hint is at `offset`.
  func contains(_ offset: Int) -> Bool {
    let index = firstIndex(atOrAfter: offset)
    return index < offsets.count && offsets[index] == offset
  }

  /// The index of the first hint at or after `offset`.
  private func firstIndex(atOrAfter offset: Int) -> Int {
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
