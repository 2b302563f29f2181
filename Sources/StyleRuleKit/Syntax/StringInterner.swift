#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hands out one shared `String` for each distinct long name of a file.
///
/// A name of up to 15 UTF-8 bytes is stored inside the `String` value itself; a longer
/// one, such as `modalPresentationCapturesStatusBarAppearance`, needs a heap allocation
/// each time it is decoded. A large file repeats a handful of long property names hundreds
/// of thousands of times, so the parser decodes each once and shares it. The table is an
/// open-addressing hash set over the names' bytes: its size is linear in the number of
/// distinct long names and a lookup costs one pass over the bytes.
struct StringInterner {
  /// The longest name a `String` stores without a heap allocation.
  static let inlineCapacity = 15

  private var slots: [(hash: Int, text: String)?] = Array(repeating: nil, count: 64)
  private var count = 0

  /// The text of `bytes`, which must be valid UTF-8; equal bytes give the same storage.
  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.count > Self.inlineCapacity else { return String(decoding: bytes, as: UTF8.self) }
    let hash = Self.hash(bytes)
    let mask = slots.count - 1
    var slot = hash & mask
    while let existing = slots[slot] {
      if existing.hash == hash, Self.equal(existing.text, bytes) { return existing.text }
      slot = (slot + 1) & mask
    }
    let text = String(decoding: bytes, as: UTF8.self)
    slots[slot] = (hash, text)
    count += 1
    if count * 2 > slots.count { grow() }
    return text
  }

  /// Whether a name's UTF-8 is exactly `bytes`.
  private static func equal(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let utf8 = text.utf8
    guard utf8.count == bytes.count else { return false }
    return utf8.withContiguousStorageIfAvailable { stored in
      guard let left = stored.baseAddress, let right = bytes.baseAddress else {
        return stored.isEmpty
      }
      return memcmp(left, right, stored.count) == 0
    } ?? utf8.elementsEqual(bytes)
  }

  /// FNV-1a over the bytes.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return Int(truncatingIfNeeded: hash)
  }

  /// Doubles the table and places every name again.
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: nil, count: old.count * 2)
    let mask = slots.count - 1
    for case let entry? in old {
      var slot = entry.hash & mask
      while slots[slot] != nil { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}
