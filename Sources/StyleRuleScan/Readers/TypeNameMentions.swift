/// The capitalized names a source file mentions anywhere but where it declares them: what
/// tells a view controller class that nothing in the target names, so nothing makes it.
///
/// A byte scan, not a parse, of Swift or Objective-C: every word that starts with a capital
/// letter counts, in code, comments and strings alike (a name too many keeps a class among
/// those the target may make; a missing one would drop one), except the name right after a
/// declaring word (`class`, `struct`, `enum`, `protocol`, `extension`, `actor`,
/// `@interface`, `@implementation`, `@class`, `@protocol`). Linear in the bytes.
enum TypeNameMentions {
  /// The declaring words, after which a name is declared, not mentioned, as bytes.
  static let declaringWords: [[UInt8]] = [
    "class", "struct", "enum", "protocol", "extension", "actor", "@interface",
    "@implementation", "@class", "@protocol",
  ].map { Array($0.utf8) }

  /// The names `text` mentions.
  static func names(in text: String) -> Set<String> {
    var text = text
    return text.withUTF8(names(in:))
  }

  /// The names `bytes` mention.
  static func names(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
    var names: Set<String> = []
    var afterDeclaringWord = false
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      guard isWordStart(byte) else {
        index += 1
        continue
      }
      let start = index
      index += 1
      while index < count, isWordByte(bytes[index]) { index += 1 }
      let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
      let isCapitalized = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      if isCapitalized, !afterDeclaringWord {
        names.insert(String(decoding: word, as: UTF8.self))
      }
      afterDeclaringWord = declaringWords.contains { $0.elementsEqual(word) }
    }
    return names
  }

  /// Whether a byte starts a word: a letter, `_` or the `@` of an Objective-C directive.
  static func isWordStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "@")
  }

  /// Whether a byte continues a word.
  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}
