/// The Swift source of the built-in case catalogue, made from the files under `Rules/`.
enum CatalogueSource {
  /// Where the generated source lives, relative to the package's root.
  static let path = "Sources/StyleRuleKit/Catalogue/CaseCatalogue+Files.swift"

  /// The Swift source holding `files` (paths under `Rules/` and their text) as raw string
  /// literals, in path order.
  static func generate(_ files: [(path: String, text: String)]) -> String {
    var lines = [
      "// Generated from Rules/ by CaseCatalogueGenerator: do not edit. After changing a file",
      "// under Rules/, run `swift run CaseCatalogueGenerator` from the package's root.",
      "",
      "extension CaseCatalogue {",
      "  /// The files under `Rules/`: each path under `Rules/` and its text.",
      "  static let files: [(path: String, text: String)] = [",
    ]
    for file in files.sorted(by: { $0.path < $1.path }) {
      let hashes = String(repeating: "#", count: hashCount(for: file.text))
      lines.append("    (")
      lines.append("      \"\(file.path)\",")
      lines.append("      \(hashes)\"\"\"")
      for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(line.isEmpty ? "" : "      " + line)
      }
      lines.append("      \"\"\"\(hashes)")
      lines.append("    ),")
    }
    lines += ["  ]", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The number of `#` a raw string needs so that nothing in `text` ends it or escapes.
  private static func hashCount(for text: String) -> Int {
    var count = 1
    while text.contains("\"\"\"" + String(repeating: "#", count: count))
      || text.contains("\\" + String(repeating: "#", count: count))
    {
      count += 1
    }
    return count
  }
}
