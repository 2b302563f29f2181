import Foundation

/// Checks Mermaid text against the flowchart subset stylerule writes, with the rules of
/// Mermaid's grammar (`flow.jison`) and its pre-processing that the subset must respect.
///
/// There is no Mermaid here to render with, so the rules are written down: identifiers
/// that are not keywords, quoted labels whose every `#`, `"`, `<`, `>`, `&` and `\` is an
/// entity code, no `direction LR` inside a label, one space around arrows, styling lines
/// without a trailing `;` or spaces after commas, `linkStyle` indices that exist, every
/// referenced node defined, and GitHub's default limits (500 links, 50,000 characters).
public enum MermaidFlowchartValidator {
  static let keywords: Set<String> = [
    "end", "graph", "flowchart", "subgraph", "style", "linkStyle", "classDef", "class",
    "click", "call", "href", "interpolate", "default", "direction", "_self", "_blank",
    "_parent", "_top",
  ]

  /// The problems found, one per line that breaks a rule; empty when the text is valid.
  public static func problems(in text: String) -> [String] {
    var problems: [String] = []
    if text.count > 50_000 { problems.append("more than 50,000 characters") }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.first == "flowchart TD" else { return ["the first line is not 'flowchart TD'"] }
    var defined: Set<String> = []
    var referenced: [(String, Int)] = []
    var edges = 0
    var depth = 0
    var classes: Set<String> = []
    func check(id: String, line: Int) {
      if id.range(of: "^[A-Za-z][A-Za-z0-9_]*$", options: .regularExpression) == nil
        || keywords.contains(id)
      {
        problems.append("line \(line): bad identifier '\(id)'")
      }
    }
    func check(label: String, line: Int) {
      if label.isEmpty { problems.append("line \(line): empty label") }
      // Every # starts an entity code, and the only markup is <br/>.
      let withoutEntities = label.replacingOccurrences(
        of: "#(quot|lt|gt|amp|[0-9]+);", with: "", options: .regularExpression)
      let plain = withoutEntities.replacingOccurrences(of: "<br/>", with: "")
      for forbidden in ["#", "\"", "<", ">", "&", "\\"] where plain.contains(forbidden) {
        problems.append("line \(line): '\(forbidden)' not escaped in \"\(label)\"")
      }
      if label.range(of: "direction\\s+(TB|BT|RL|LR)", options: .regularExpression) != nil {
        problems.append("line \(line): a label that reads as a direction statement")
      }
      if label.hasPrefix("`") {
        problems.append("line \(line): a label that reads as a Markdown string")
      }
    }
    let label = "\"([^\"]*)\""
    let node = regex("^([^\\s\\[\\(]+)(\\[|\\(\\[)\(label)(\\]|\\]\\));$")
    let edge = regex("^(\\S+) (-->|-\\.->|==>)\\|\(label)\\| (\\S+);$")
    let subgraph = regex("^subgraph ([^\\[]+)\\[\(label)\\]$")
    for (offset, raw) in lines.enumerated().dropFirst() {
      let number = offset + 1
      let line = raw.trimmingCharacters(in: .whitespaces)
      let whole = NSRange(line.startIndex..., in: line)
      func group(_ match: NSTextCheckingResult, _ index: Int) -> String {
        Range(match.range(at: index), in: line).map { String(line[$0]) } ?? ""
      }
      if line.isEmpty || line.hasPrefix("%%") { continue }
      if line == "end" {
        depth -= 1
        if depth < 0 { problems.append("line \(number): 'end' without a subgraph") }
      } else if let match = subgraph.firstMatch(in: line, range: whole) {
        check(id: group(match, 1), line: number)
        check(label: group(match, 2), line: number)
        depth += 1
      } else if let match = edge.firstMatch(in: line, range: whole) {
        referenced += [(group(match, 1), number), (group(match, 4), number)]
        check(label: group(match, 3), line: number)
        edges += 1
      } else if let match = node.firstMatch(in: line, range: whole) {
        let id = group(match, 1)
        check(id: id, line: number)
        let opening = group(match, 2)
        let closing = group(match, 4)
        if (opening == "[" && closing != "]") || (opening == "([" && closing != "])") {
          problems.append("line \(number): mismatched brackets")
        }
        check(label: group(match, 3), line: number)
        defined.insert(id)
      } else if line.hasPrefix("classDef ") {
        let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
        if parts.count < 3 { problems.append("line \(number): classDef without styles") }
        if parts.count > 1 { classes.insert(parts[1]) }
        if line.hasSuffix(";") || line.contains(", ") {
          problems.append("line \(number): styling with ';' or ', '")
        }
      } else if line.hasPrefix("class ") {
        let parts = line.split(separator: " ").map(String.init)
        if parts.count != 3 { problems.append("line \(number): 'class' takes ids and a class") }
        if parts.count == 3 {
          for id in parts[1].split(separator: ",") { referenced.append((String(id), number)) }
          if !classes.contains(parts[2]) {
            problems.append("line \(number): class '\(parts[2])' is not defined")
          }
        }
      } else if line.hasPrefix("linkStyle ") {
        let parts = line.split(separator: " ").map(String.init)
        if parts.count != 3 || line.hasSuffix(";") {
          problems.append("line \(number): 'linkStyle' takes indices and styles, no ';'")
        } else {
          for index in parts[1].split(separator: ",") {
            guard let value = Int(index), value >= 0, value < edges else {
              problems.append("line \(number): link index \(index) does not exist yet")
              continue
            }
          }
        }
      } else {
        problems.append("line \(number): not a statement of the subset: \(line)")
      }
    }
    if depth != 0 { problems.append("unbalanced subgraph and end") }
    if edges > 500 { problems.append("\(edges) links, more than Mermaid's 500") }
    for (id, line) in referenced where !defined.contains(id) {
      problems.append("line \(line): '\(id)' is used but not defined")
    }
    return problems
  }

  private static func regex(_ pattern: String) -> NSRegularExpression {
    do {
      return try NSRegularExpression(pattern: pattern)
    } catch {
      preconditionFailure("invalid pattern \(pattern): \(error)")
    }
  }
}
