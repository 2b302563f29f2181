/// The words that are hints to the hierarchy visitor (``SwiftHierarchyHints``): UIKit's and
/// SwiftUI's names the visitor records, and the module's own helpers that take a controller.
///
/// The tables are made once per module and shared by every file's hint scan.
struct SwiftHierarchyHintVocabulary: Sendable {
  /// The hint words: the call names, the other words, then the module's helpers.
  let words: [[UInt8]]
  /// How many of ``words`` are the standard ones (call names and other words); the rest are
  /// the module's helpers, hints only where a call's `(` follows them.
  let standardCount: Int
  /// The module's helpers: the calls of them are read as calls that may pass controllers.
  let moduleHelpers: Set<String>
  /// For each byte, the lengths of the hint words that start with it, as bits (bit `n` for
  /// length `n`; words of 32 bytes or more are left out).
  let lengthsByFirstByte: [UInt32]
  /// What a byte is to the scan, as bits: 1 part of a word (an ASCII letter, digit or `_`;
  /// any other byte ends a word), 2 the first byte of a hint word, 4 `=`, `}`, `>`, `.` or
  /// `(`.
  let byteClasses: [UInt8]
  /// The indices in ``words`` of the words with each first byte and length, at
  /// `first << 5 | length`.
  private let wordsByStart: [[Int]]

  /// The standard words only.
  static let standard = SwiftHierarchyHintVocabulary(moduleHelpers: [])

  /// The standard words and the names of the module's helpers (``SwiftModuleHelperNames``).
  init(moduleHelpers: [String]) {
    let standardWords = SwiftHierarchyHints.callNames + SwiftHierarchyHints.otherWords
    let standardSet = Set(standardWords)
    let helpers = moduleHelpers.filter { !standardSet.contains($0) && $0.utf8.count < 32 }
    self.moduleHelpers = Set(moduleHelpers)
    words = (standardWords + Set(helpers).sorted()).map { Array($0.utf8) }
    standardCount = standardWords.count
    var lengths = [UInt32](repeating: 0, count: 256)
    var classes = [UInt8](repeating: 0, count: 256)
    var byStart = [[Int]](repeating: [], count: 256 << 5)
    for byte in 0...255 {
      switch byte {
      case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F: classes[byte] |= 1
      case 0x3D, 0x7D, 0x3E, 0x2E, 0x28: classes[byte] |= 4
      default: break
      }
    }
    for (index, word) in words.enumerated() {
      guard let first = word.first, word.count < 32 else { continue }
      lengths[Int(first)] |= 1 << word.count
      classes[Int(first)] |= 2
      byStart[Int(first) << 5 | word.count].append(index)
    }
    lengthsByFirstByte = lengths
    byteClasses = classes
    wordsByStart = byStart
  }

  /// The index in ``words`` of the word at `range`, nil when it is not a hint word.
  func hintWord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    guard range.count < 32 else { return nil }
    candidates: for index in wordsByStart[Int(bytes[range.lowerBound]) << 5 | range.count] {
      let word = words[index]
      for offset in 1..<word.count where word[offset] != bytes[range.lowerBound + offset] {
        continue candidates
      }
      return index
    }
    return nil
  }
}
