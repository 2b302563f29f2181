/// The words of one sentence said under several stand-ins of an unknown device inset,
/// merged: a number that differs between them is written "?".
enum UnknownWords {
  /// The sentence with each differing number written "?", or `nil` when the sentences
  /// differ in anything but numbers.
  static func merge(_ sentences: [String]) -> String? {
    guard let first = sentences.first else { return nil }
    let split = sentences.map { $0.split(separator: " ", omittingEmptySubsequences: false) }
    guard split.allSatisfy({ $0.count == split[0].count }) else { return nil }
    var words: [String] = []
    words.reserveCapacity(split[0].count)
    for index in split[0].indices {
      let word = String(split[0][index])
      guard split.contains(where: { $0[index] != split[0][index] }) else {
        words.append(word)
        continue
      }
      let masks = split.map { masked(String($0[index])) }
      guard masks.allSatisfy({ $0 == masks[0] }), masks[0] != word else { return nil }
      words.append(masks[0])
    }
    let merged = words.joined(separator: " ")
    return merged == first ? first : merged
  }

  /// A word with each number in it ("152.333);") written "?" ("?);"); a full stop right
  /// after a number counts as part of it.
  static func masked(_ word: String) -> String {
    var result = ""
    var inNumber = false
    for character in word {
      let isNumber = character.isASCII && (character.isNumber || (inNumber && character == "."))
      if isNumber {
        if !inNumber { result.append("?") }
        inNumber = true
      } else {
        inNumber = false
        result.append(character)
      }
    }
    return result
  }
}
