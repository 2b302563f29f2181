/// Finds the closest known name to a misspelled one, for "did you mean" hints.
public enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// Comparison ignores case first (`lightcontent` → `lightContent`), then
  /// uses the edit distance, accepting up to a quarter of the word's length and
  /// never more than three edits, so long names are not matched by coincidence.
  /// - Complexity: O(c × n × m) for c candidates of length m and a word of length n.
  public static func closest<S: Sequence>(to word: String, in candidates: S) -> String?
  where S.Element == String {
    let lowered = word.lowercased()
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      if candidate == word { continue }
      let candidateLowered = candidate.lowercased()
      let distance =
        candidateLowered == lowered
        ? 0 : editDistance(Array(lowered.unicodeScalars), Array(candidateLowered.unicodeScalars))
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    guard let best else { return nil }
    let length = min(word.unicodeScalars.count, best.name.unicodeScalars.count)
    let limit = min(3, max(1, length / 4))
    return best.distance <= limit ? best.name : nil
  }

  /// The text "; did you mean 'X'?" for the closest candidate, or an empty string.
  static func hint<S: Sequence>(for word: String, in candidates: S) -> String
  where S.Element == String {
    guard let match = closest(to: word, in: candidates) else { return "" }
    return "; did you mean '\(match)'?"
  }

  /// The edit distance between two scalar arrays, counting a swap of neighbours as one
  /// edit (optimal string alignment), bounded to keep hostile input cheap.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    // Names longer than this are never typos of a known name.
    if a.count > 64 || b.count > 64 { return Int.max / 2 }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
