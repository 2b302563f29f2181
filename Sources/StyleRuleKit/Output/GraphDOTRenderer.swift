/// Draws a ``DecisionGraph`` in Graphviz's DOT language (`dot -Tsvg graph.dot`).
///
/// Windows are clusters; the walk's path is bold and blue, the deciding controller green,
/// controllers with an override UIKit never asked have a dashed orange border, and a
/// presentation that does not hand over control is a dashed arrow. Identifiers are
/// generated (`w0`, `c3`), so names only ever appear inside escaped labels.
public struct GraphDOTRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the graph.
  public func render(_ graph: DecisionGraph) -> String {
    var lines = [
      "digraph stylerule {",
      "  graph [rankdir=TB, fontname=\"Helvetica\", fontsize=12, labelloc=t, "
        + "label=\(Self.quoted(graph.title + "\n" + Self.legend))];",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
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
      lines.append("  subgraph cluster_\(window.id) {")
      var style = ["rounded"]
      if window.isHidden { style.append("dashed") }
      if window.controls { style.append("bold") }
      lines.append(
        "    label=\(Self.quoted(window.title)); style=\(Self.quoted(style.joined(separator: ",")));"
          + " color=\(Self.quoted(window.controls ? Self.pathColour : "#8c959f"));")
      lines.append(
        "    \(window.id) [label=\(Self.quoted(window.name)), shape=plaintext, style=\"\"];")
      for node in byWindow[index] ?? [] { lines.append("    " + Self.node(node)) }
      lines.append("  }")
    }
    for node in outside { lines.append("  " + Self.node(node)) }
    for edge in graph.edges {
      var attributes = ["label=\(Self.quoted(edge.label))"]
      if case .presentation(let controls) = edge.kind {
        attributes.append("arrowhead=vee")
        if !controls { attributes.append("style=dashed") }
      }
      if edge.kind == .alternative { attributes.append("style=dashed") }
      if edge.isOnPath {
        attributes += ["color=\(Self.quoted(Self.pathColour))", "penwidth=2.5"]
      }
      lines.append("  \(edge.from) -> \(edge.to) [\(attributes.joined(separator: ", "))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// What the colours and line styles mean.
  static let legend =
    "bold blue: the path of UIKit's walk; green: decides; dashed orange border: an override "
    + "never asked; dashed arrow: a presentation that keeps control with the presenter"

  static let pathColour = "#1f6feb"

  private static func node(_ node: DecisionGraph.Node) -> String {
    let label = ([node.name, node.className] + node.details).joined(separator: "\n")
    var style = ["rounded"]
    var attributes = ["label=\(quoted(label))"]
    if node.decides {
      style += ["filled", "bold"]
      attributes += ["fillcolor=\"#dafbe1\"", "color=\"#1a7f37\""]
    } else if node.hasSkippedOverride {
      style.append("dashed")
      attributes.append("color=\"#bc4c00\"")
    } else if node.isOnPath {
      attributes.append("color=\(quoted(pathColour))")
    }
    if node.isOnPath { attributes.append("penwidth=2") }
    attributes.insert("style=\(quoted(style.joined(separator: ",")))", at: 1)
    return "\(node.id) [\(attributes.joined(separator: ", "))];"
  }

  /// A DOT string: backslashes and quotes escaped, line breaks as `\n`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n", "\r\n", "\r": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
