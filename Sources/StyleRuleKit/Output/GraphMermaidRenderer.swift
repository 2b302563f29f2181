/// Draws a ``DecisionGraph`` as a Mermaid flowchart, for a `mermaid` code block that
/// GitHub renders.
///
/// Windows are subgraphs; the walk's path is drawn with thick blue links, the deciding
/// controller green, controllers with an override UIKit never asked with a dashed orange
/// border, and a presentation that does not hand over control with a dotted link.
/// Identifiers are generated (`w0`, `c3`) and every label is a quoted string with
/// Mermaid's entity codes for the characters it would otherwise interpret. Node and link
/// lines end with `;`, styling lines do not, and `linkStyle` comes after every link.
public struct GraphMermaidRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the graph.
  public func render(_ graph: DecisionGraph) -> String {
    var lines = ["flowchart TD"]
    lines.append("  %% " + Self.legend)
    lines.append("  title_[\(Self.quoted(graph.title))];")
    var byWindow: [Int: [DecisionGraph.Node]] = [:]
    var outside: [DecisionGraph.Node] = []
    for node in graph.nodes {
      if let window = node.window {
        byWindow[window, default: []].append(node)
      } else {
        outside.append(node)
      }
    }
    for (index, window) in graph.windows.enumerated() {
      lines.append("  subgraph frame_\(window.id)[\(Self.quoted(window.title))]")
      lines.append("    \(window.id)([\(Self.quoted(window.name))]);")
      for node in byWindow[index] ?? [] { lines.append("    " + Self.node(node)) }
      lines.append("  end")
    }
    for node in outside { lines.append("  " + Self.node(node)) }
    var pathLinks: [Int] = []
    for (position, edge) in graph.edges.enumerated() {
      var arrow = "-->"
      if case .presentation(controls: false) = edge.kind { arrow = "-.->" }
      if edge.kind == .alternative { arrow = "-.->" }
      if edge.isOnPath {
        arrow = arrow == "-.->" ? "-.->" : "==>"
        pathLinks.append(position)
      }
      lines.append("  \(edge.from) \(arrow)|\(Self.quoted(edge.label))| \(edge.to);")
    }
    lines += [
      "  classDef decides fill:#dafbe1,stroke:#1a7f37,stroke-width:3px",
      "  classDef onPath stroke:\(GraphDOTRenderer.pathColour),stroke-width:2px",
      "  classDef skipped stroke:#bc4c00,stroke-width:2px,stroke-dasharray:5 5",
      "  classDef title fill:none,stroke:none",
      "  class title_ title",
    ]
    let classes: [(String, (DecisionGraph.Node) -> Bool)] = [
      ("decides", \.decides),
      ("skipped", { !$0.decides && $0.hasSkippedOverride }),
      ("onPath", { !$0.decides && !$0.hasSkippedOverride && $0.isOnPath }),
    ]
    for (name, includes) in classes {
      let ids = graph.nodes.filter(includes).map(\.id)
      // Long lists are split so that no line grows without bound.
      for start in stride(from: 0, to: ids.count, by: 50) {
        let chunk = ids[start..<min(start + 50, ids.count)]
        lines.append("  class \(chunk.joined(separator: ",")) \(name)")
      }
    }
    for start in stride(from: 0, to: pathLinks.count, by: 50) {
      let chunk = pathLinks[start..<min(start + 50, pathLinks.count)].map(String.init)
      lines.append(
        "  linkStyle \(chunk.joined(separator: ",")) "
          + "stroke:\(GraphDOTRenderer.pathColour),stroke-width:3px")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func node(_ node: DecisionGraph.Node) -> String {
    let label = ([node.name, node.className] + node.details).joined(separator: "\n")
    return "\(node.id)[\(quoted(label))];"
  }

  /// A Mermaid string label, escaped in one pass.
  ///
  /// Mermaid replaces `#name;` and `#123;` with characters before parsing, reads `<`, `>`
  /// and `&` as HTML, turns `\n` into a line break, takes any line holding `direction`
  /// followed by whitespace and `TB`, `BT`, `RL` or `LR` for a direction statement, even in a
  /// label, and reads a label that starts with a backtick as Markdown. So `#`, `"`, `<`,
  /// `>`, `&` and `\` become entity codes, as do whitespace after `direction` and a leading
  /// backtick, and line breaks become `<br/>`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "#": result += "#35;"
      case "\"": result += "#quot;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "&": result += "#amp;"
      case "\\": result += "#92;"
      case "\n", "\r\n", "\r": result += "<br/>"
      case "`" where result == "\"":
        // A label that starts with a backtick would be a Markdown string.
        result += "#96;"
      case _ where character.isWhitespace && result.hasSuffix("direction"):
        // Any whitespace after 'direction', ASCII or not, as its code.
        result += character.unicodeScalars.map { "#\($0.value);" }.joined()
      default: result.append(character)
      }
    }
    return result + "\""
  }

  /// What the colours and line styles mean, written as a comment.
  static let legend =
    "thick blue links: the path of UIKit's walk; green: decides; dashed orange border: an "
    + "override never asked; dotted link: a presentation that keeps control with the presenter"

  /// Mermaid's default limits, beyond which it draws an error instead of the diagram.
  public static let maximumCharacters = 50_000
  /// The most links Mermaid draws by default.
  public static let maximumLinks = 500

  /// Why Mermaid would refuse to draw `text` with its default limits, if it would.
  public static func limitExceeded(in text: String, links: Int) -> String? {
    if links > maximumLinks {
      return "the graph has \(links) links, and Mermaid draws at most \(maximumLinks)"
    }
    if text.count > maximumCharacters {
      return "the diagram has \(text.count) characters, and Mermaid draws at most "
        + "\(maximumCharacters)"
    }
    return nil
  }
}
