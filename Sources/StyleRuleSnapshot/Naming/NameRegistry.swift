/// The names already given in one namespace, which hands out unique ones.
struct NameRegistry {
  /// Every name given, and the words no name may be.
  private var taken: Set<String>
  /// For each stem met twice, the number to try next: numbers below it are taken.
  private var nextNumber: [String: Int] = [:]

  /// A registry where `reserved` are taken.
  init(reserved: Set<String>) {
    taken = reserved
  }

  /// `stem` if it is free, else `stem` with the first free number from 2 (after `_` when
  /// the stem ends in a digit); the name returned is then taken.
  ///
  /// Names are never given back, so the search for a stem resumes where it stopped: many
  /// controllers of one class cost linear time.
  mutating func unique(_ stem: String) -> String {
    if taken.insert(stem).inserted { return stem }
    let separator = stem.last.map { $0.isASCII && $0.isNumber } == true ? "_" : ""
    var number = nextNumber[stem] ?? 2
    while !taken.insert("\(stem)\(separator)\(number)").inserted { number += 1 }
    nextNumber[stem] = number + 1
    return "\(stem)\(separator)\(number)"
  }
}
