/// The labels beside a screen: the y of every edge that matters (the status bar's bottom, a
/// bar's top and bottom, a safe area's, a guide, where scroll content starts), with what sits
/// there, in a column right of the device, kept apart and joined to their edge by a leader.
///
/// Edges at the same y share one label ("y 64 navigation bar bottom, top layout guide,
/// content top"), which is the point of the picture: it shows what lines up.
struct LayoutSVGRuler {
  /// An edge: its y in the screen's coordinates and what sits there.
  struct Mark {
    /// The y in points.
    let y: Double
    /// What ends or starts there, such as "navigation bar bottom".
    let what: String
    /// Whether the y is not known (it depends on an unmeasured inset): the label says "?"
    /// and its leader is dashed; the y is only where the picture draws it.
    var unknown = false
  }

  /// A label: the edge's y, its lines of text, and where the text's top goes.
  struct Label {
    /// The edge's y in points.
    let y: Double
    /// The text, broken into lines.
    let lines: [String]
    /// Whether the y is not known.
    var unknown = false
    /// The top of the text in the screen's coordinates, after labels are kept apart.
    var top: Double
  }

  /// The height of a line of label text.
  static let lineHeight = 12.5
  /// The gap between labels.
  static let gap = 2.0
  /// The label column's width.
  static let width = 176.0
  /// The characters a label line holds.
  static let columns = Int(width / (LayoutSVGStyle.textSize * 0.56))

  /// The labels, top to bottom.
  let labels: [Label]

  /// Labels for marks: merged by y, in the order of y (and of the marks at one y), kept apart
  /// and within `minTop…maxBottom` where they fit.
  init(marks: [Mark], screenHeight: Double, minTop: Double, maxBottom: Double) {
    let inside = marks.enumerated().filter {
      $0.element.y > 0.0005 && $0.element.y < screenHeight - 0.0005
    }
    let sorted = inside.sorted { ($0.element.y, $0.offset) < ($1.element.y, $1.offset) }
    var merged: [(y: Double, unknown: Bool, parts: [String])] = []
    for (_, mark) in sorted {
      if let index = merged.lastIndex(where: { abs($0.y - mark.y) < 0.0005 }),
        merged[index].unknown == mark.unknown
      {
        if !merged[index].parts.contains(mark.what) { merged[index].parts.append(mark.what) }
      } else {
        merged.append((mark.y, mark.unknown, [mark.what]))
      }
    }
    var labels = merged.map { entry in
      let y = entry.unknown ? "? (not known)" : SVGWriter.number(entry.y)
      let text = "y \(y) " + entry.parts.joined(separator: ", ")
      return Label(
        y: entry.y, lines: LayoutSVGStyle.wrap(text, columns: Self.columns), unknown: entry.unknown,
        top: entry.y - 8)
    }
    // Push down what overlaps the label above, then pull up from the bottom limit; a label
    // stays as near its edge as the others allow.
    var floor = minTop
    for index in labels.indices {
      labels[index].top = max(labels[index].top, floor)
      floor = labels[index].top + labels[index].height + Self.gap
    }
    var ceiling = maxBottom
    for index in labels.indices.reversed() {
      labels[index].top = min(labels[index].top, ceiling - labels[index].height)
      ceiling = labels[index].top - Self.gap
    }
    // When they do not fit, they run on below the limit rather than above the top.
    floor = minTop
    for index in labels.indices {
      labels[index].top = max(labels[index].top, floor)
      floor = labels[index].top + labels[index].height + Self.gap
    }
    self.labels = labels
  }

  /// The bottom of the lowest label, in the screen's coordinates (0 with none).
  var bottom: Double { labels.last.map { $0.top + $0.height } ?? 0 }

  /// The top of the highest label, in the screen's coordinates (0 with none).
  var top: Double { labels.first?.top ?? 0 }

  /// Draws the labels in the screen's coordinates: leaders from the screen's right edge
  /// across the bezel to the text at `textX`.
  func draw(screenRight: Double, bodyRight: Double, textX: Double, into svg: inout SVGWriter) {
    let number = SVGWriter.number
    svg.open("g", [("class", "edge-labels")])
    for label in labels {
      let textMiddle = label.top + 8.5
      svg.element(
        "polyline",
        [
          (
            "points",
            "\(number(screenRight)),\(number(label.y)) \(number(bodyRight + 6)),\(number(label.y)) "
              + "\(number(textX - 4)),\(number(textMiddle))"
          ),
          ("fill", "none"), ("stroke", LayoutSVGStyle.leader), ("stroke-width", "1"),
        ] + (label.unknown ? [("stroke-dasharray", "3 2"), ("class", "unknown")] : []))
      for (index, line) in label.lines.enumerated() {
        let baseline = label.top + 12 + Double(index) * Self.lineHeight
        var spans: [(text: String, attributes: [SVGWriter.Attribute])] = [(line, [])]
        if index == 0, let space = line.dropFirst(2).firstIndex(of: " ") {
          spans = [
            (String(line[..<space]), [("font-weight", "bold")]), (String(line[space...]), []),
          ]
        }
        svg.text(
          [
            ("x", number(textX)), ("y", number(baseline)), ("font-family", LayoutSVGStyle.font),
            ("font-size", number(LayoutSVGStyle.textSize)), ("fill", LayoutSVGStyle.ink),
          ], spans: spans)
      }
    }
    svg.close("g")
  }
}

extension LayoutSVGRuler.Label {
  /// The height of the label's text.
  var height: Double { Double(lines.count) * LayoutSVGRuler.lineHeight + 2 }
}
