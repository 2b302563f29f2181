/// Applies unified diffs in tests, to check that a diff shown to a user says what changed.
public enum UnifiedDiff {
  /// The lines of `old` after the hunks of `diff` are applied.
  ///
  /// The hunks' old line numbers place them; context and removed lines are taken from
  /// `old` as they come, so this checks where a hunk goes, not what its context says.
  public static func apply(_ diff: String, to old: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
      if line.hasPrefix("@@") {
        let oldPart = line.split(separator: " ")[1].dropFirst()
        let numbers = oldPart.split(separator: ",").compactMap { Int($0) }
        let start = numbers[0]
        let count = numbers.count > 1 ? numbers[1] : 1
        let copyUntil = count == 0 ? start : start - 1
        while index < copyUntil, index < old.count {
          result.append(old[index])
          index += 1
        }
      } else if line.hasPrefix("-") {
        index += 1
      } else if line.hasPrefix("+") {
        result.append(String(line.dropFirst()))
      } else if line.hasPrefix(" "), index < old.count {
        result.append(old[index])
        index += 1
      }
    }
    if index <= old.count { result += old[index...] }
    return result
  }
}
