/// A path the scan leaves out, relative to the scanned folder, as `--exclude` and a
/// configuration file's `scan: excluded:` give it: `Generated`, `Sources/*/Mocks`,
/// `**/Previews`, `*.generated.swift`.
///
/// `*` matches any run of characters within one path component and `?` one character;
/// `**` as a whole component matches any number of components. A pattern matches a file or
/// folder whose path it matches; a folder that matches is left out with everything in it.
/// A pattern with no `/` matches a name at any depth, as `**/` before it would.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as given.
  public let description: String
  /// Its components; `**` stands for any number of components.
  private let components: [String]

  /// Creates a pattern; leading `./` and trailing `/` are ignored.
  public init(_ pattern: String) {
    description = pattern
    var parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    while parts.first == "." { parts.removeFirst() }
    if parts.count == 1, parts[0] != "**" { parts.insert("**", at: 0) }
    components = parts
  }

  /// Whether the pattern matches a path relative to the scanned folder.
  public func matches(_ relativePath: String) -> Bool {
    guard !components.isEmpty else { return false }
    let path = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    return Self.match(components, path)
  }

  /// Matches components with `**`, by dynamic programming over (pattern, path) positions:
  /// O(p × n) for p pattern and n path components, without recursion.
  private static func match(_ pattern: [String], _ path: [String]) -> Bool {
    // reachable[j]: the pattern's first i components can match the path's first j.
    var reachable = [Bool](repeating: false, count: path.count + 1)
    reachable[0] = true
    for component in pattern {
      var next = [Bool](repeating: false, count: path.count + 1)
      if component == "**" {
        var any = false
        for index in 0...path.count {
          any = any || reachable[index]
          next[index] = any
        }
      } else {
        for index in 0..<path.count where reachable[index] {
          if matchesName(component, path[index]) { next[index + 1] = true }
        }
      }
      reachable = next
    }
    return reachable[path.count]
  }

  /// Whether one component matches a name, with `*` and `?`: the classic greedy match with
  /// one backtracking point, linear in practice and never recursive.
  static func matchesName(_ pattern: String, _ name: String) -> Bool {
    let pattern = Array(pattern.unicodeScalars)
    let name = Array(name.unicodeScalars)
    var (p, n) = (0, 0)
    var star: (pattern: Int, name: Int)?
    while n < name.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
        p += 1
        n += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = (p, n)
        p += 1
      } else if let last = star {
        p = last.pattern + 1
        n = last.name + 1
        star = (last.pattern, last.name + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
