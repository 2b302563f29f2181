import Foundation

/// A fenced code block in a Markdown document.
public struct MarkdownCodeBlock: Sendable, CustomStringConvertible {
  /// The document, relative to the package root.
  public let file: String
  /// The 1-based line of the opening fence.
  public let line: Int
  /// The info string after the fence, such as `rules` or `console`.
  public let info: String
  /// The block's lines.
  public let lines: [String]
  /// For a block the document shows as another format (a `mermaid` picture), the
  /// `stylerule` arguments that print it, from a `<!-- $ stylerule … -->` comment on the
  /// line before the fence.
  public let generatedBy: [String]?

  /// `README.md:42`.
  public var description: String { "\(file):\(line)" }

  /// Every fenced block in the README and under `Docs/`.
  public static func all() throws -> [MarkdownCodeBlock] {
    let files = ["README.md"] + PackagePaths.files(under: "Docs", withExtension: "md")
    return try files.flatMap { try blocks(in: $0) }
  }

  /// The fenced blocks of one document.
  public static func blocks(in file: String) throws -> [MarkdownCodeBlock] {
    let lines = try PackagePaths.contents(of: file).components(separatedBy: "\n")
    var blocks: [MarkdownCodeBlock] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("```") else {
        index += 1
        continue
      }
      let info = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
      var body: [String] = []
      var end = index + 1
      while end < lines.count, !lines[end].hasPrefix("```") {
        body.append(lines[end])
        end += 1
      }
      var generatedBy: [String]?
      if index > 0 {
        let previous = lines[index - 1].trimmingCharacters(in: .whitespaces)
        if previous.hasPrefix("<!-- $ stylerule "), previous.hasSuffix(" -->") {
          generatedBy = previous.dropFirst("<!-- $ stylerule ".count).dropLast(" -->".count)
            .split(separator: " ").map(String.init)
        }
      }
      blocks.append(
        MarkdownCodeBlock(
          file: file, line: index + 1, info: info, lines: body, generatedBy: generatedBy))
      index = end + 1
    }
    return blocks
  }

  /// The `$ stylerule …` commands of a console block, each with the output shown after it.
  ///
  /// `$ swift run stylerule …` counts as `stylerule …`; other commands are not examples.
  public var commands: [(arguments: [String], expected: String)] {
    var result: [(arguments: [String], expected: String)] = []
    var current: [String]?
    var output: [String] = []
    func flush() {
      if let current {
        result.append((current, output.isEmpty ? "" : output.joined(separator: "\n") + "\n"))
      }
    }
    for line in lines {
      if line.hasPrefix("$ ") {
        flush()
        var words = line.dropFirst(2).split(separator: " ").map(String.init)
        if words.starts(with: ["swift", "run"]) {
          words.removeFirst(2)
          if words.first == "-q" { words.removeFirst() }
        }
        current = words.first == "stylerule" ? Array(words.dropFirst()) : nil
        output = []
      } else if current != nil {
        output.append(line)
      }
    }
    flush()
    return result
  }
}
