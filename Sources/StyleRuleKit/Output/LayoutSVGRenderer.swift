/// Draws screen layouts as a standalone SVG picture (`stylerule layout --format svg`): each
/// screen to scale inside its device, with the status bar in its style, the bars, every
/// controller's view frame, the safe area or layout guides, the scroll insets, the y of the
/// edges that matter, and a legend; several screens side by side (`--ios 6,7`).
///
/// One point of the layout is one user unit of the picture. The output is deterministic
/// (the same layouts give the same bytes), well-formed XML with every name escaped, and
/// self-contained: no external resource, no font but the generic `sans-serif`, a `<title>`
/// and a `<desc>` that say in words what the picture shows.
public struct LayoutSVGRenderer: ReportRenderer, Sendable {
  /// The data rendered: one screen (the captioned overload draws several side by side).
  public typealias Report = ScreenLayout

  /// Creates a renderer.
  public init() {}

  /// Renders one screen, captioned with its iOS version.
  public func render(_ layout: ScreenLayout) -> String {
    render([(caption: "iOS \(layout.environment.ios)", layout: layout)])
  }

  /// Renders screens side by side, left to right, each under its caption (such as "iOS 6"
  /// and "iOS 7" for `--ios 6,7`).
  public func render(_ layouts: [(caption: String, layout: ScreenLayout)]) -> String {
    let panels = layouts.map { LayoutSVGPanel(caption: $0.caption, layout: $0.layout) }
    let margin = 16.0
    let gap = 36.0
    var x = margin
    var origins: [Double] = []
    for panel in panels {
      origins.append(x)
      x += panel.width + gap
    }
    let contentWidth = max(x - gap - margin, 360)
    let legend = LayoutSVGLegend(
      features: LayoutSVGFeature.allCases.filter { feature in
        panels.contains { $0.features.contains(feature) }
      }, width: contentWidth)
    let panelsHeight = panels.map(\.height).max() ?? 0
    let legendY = margin + panelsHeight + (panels.isEmpty ? 0 : 18)
    let width = (contentWidth + 2 * margin).rounded(.up)
    let height = (legendY + legend.height + margin).rounded(.up)
    let number = SVGWriter.number

    var svg = SVGWriter()
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", number(width)),
        ("height", number(height)), ("viewBox", "0 0 \(number(width)) \(number(height))"),
        ("role", "img"), ("aria-labelledby", "stylerule-title stylerule-desc"),
        ("font-family", LayoutSVGStyle.font),
      ])
    svg.element("title", [("id", "stylerule-title")], text: Self.title(panels))
    svg.element("desc", [("id", "stylerule-desc")], text: Self.description(panels))
    svg.open("defs")
    svg.open(
      "pattern",
      [
        ("id", LayoutSVGScreen.hatchID), ("width", "7"), ("height", "7"),
        ("patternUnits", "userSpaceOnUse"), ("patternTransform", "rotate(45)"),
      ])
    svg.element(
      "line",
      [
        ("x1", "1"), ("y1", "0"), ("x2", "1"), ("y2", "7"), ("stroke", LayoutSVGStyle.hatch),
        ("stroke-width", "1.4"),
      ])
    svg.close("pattern")
    for (index, panel) in panels.enumerated() {
      panel.device.drawScreenClip(id: Self.clipID(index), into: &svg)
    }
    svg.close("defs")
    svg.element(
      "rect",
      [
        ("class", "background"), ("x", "0"), ("y", "0"), ("width", number(width)),
        ("height", number(height)), ("fill", "#ffffff"),
      ])
    for (index, panel) in panels.enumerated() {
      svg.open(
        "g",
        [
          ("id", "screen-\(index)"), ("class", "layout-screen"),
          ("transform", "translate(\(number(origins[index])) \(number(margin)))"),
        ])
      panel.draw(clipID: Self.clipID(index), into: &svg)
      svg.close("g")
    }
    svg.open("g", [("transform", "translate(\(number(margin)) \(number(legendY)))")])
    legend.draw(into: &svg)
    svg.close("g")
    svg.close("svg")
    return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + svg.document
  }

  private static func clipID(_ index: Int) -> String { "stylerule-screen-\(index)" }

  /// "Layout: iOS 7, iPhone 5, portrait", or each caption with its environment.
  private static func title(_ panels: [LayoutSVGPanel]) -> String {
    guard !panels.isEmpty else { return "Layout: no screen" }
    let parts = panels.map { panel in
      let phrase = panel.screen.layout.environment.phrase
      return panel.caption == "iOS \(panel.screen.layout.environment.ios)"
        ? phrase : "\(panel.caption): \(phrase)"
    }
    return "Layout: " + parts.joined(separator: " | ")
  }

  /// Every screen in words.
  private static func description(_ panels: [LayoutSVGPanel]) -> String {
    guard !panels.isEmpty else { return "No screen to draw." }
    return panels.map { panel in
      panel.caption == "iOS \(panel.screen.layout.environment.ios)"
        ? panel.screen.description : "\(panel.caption): \(panel.screen.description)"
    }.joined(separator: " ")
  }
}

/// One screen of the picture: its caption and status line above, the device with the
/// layout drawn on its screen, the edge labels to its right, and what is uncertain below.
struct LayoutSVGPanel {
  /// The caption, such as "iOS 7".
  let caption: String
  /// The device, orientation and states, such as "iPhone 5, portrait, in call".
  let subcaption: String
  /// What is drawn on the screen.
  let screen: LayoutSVGScreen
  /// The device around it.
  let device: LayoutSVGDevice
  /// The edge labels.
  let ruler: LayoutSVGRuler
  /// The lines below the device: the uncertain numbers, wrapped.
  let notes: [String]
  /// The kinds of mark drawn, for the legend.
  let features: [LayoutSVGFeature]

  /// The top of the device below the caption and the status line.
  private static let deviceTop = 60.0
  /// The gap between the device and the edge labels.
  private static let rulerGap = 24.0
  /// The height of a line of notes.
  private static let noteHeight = 14.0

  /// A panel for a captioned layout.
  init(caption: String, layout: ScreenLayout) {
    self.caption = caption
    let environment = layout.environment
    var subcaption = "\(environment.model.name), \(environment.orientation.rawValue)"
    if environment.inCall { subcaption += ", in call" }
    if let sdk = environment.linkedSDK { subcaption += ", linked against the iOS \(sdk) SDK" }
    self.subcaption = subcaption
    screen = LayoutSVGScreen(layout)
    features = screen.features
    device = LayoutSVGDevice(environment)
    ruler = LayoutSVGRuler(
      marks: screen.marks, screenHeight: device.screenHeight, minTop: -device.bezel.top,
      maxBottom: device.screenHeight + device.bezel.bottom)
    let width = device.bodyWidth + Self.rulerGap + LayoutSVGRuler.width
    let columns = Int(width / (LayoutSVGStyle.textSize * 0.56))
    notes = screen.uncertainties.flatMap { LayoutSVGStyle.wrap($0, columns: columns) }
  }

  /// The panel's width.
  var width: Double {
    let headers = max(
      LayoutSVGStyle.textWidth(caption, size: LayoutSVGStyle.captionSize, bold: true),
      LayoutSVGStyle.textWidth(subcaption, size: 12),
      LayoutSVGStyle.textWidth(screen.statusLine, size: LayoutSVGStyle.textSize))
    return max(device.bodyWidth + Self.rulerGap + LayoutSVGRuler.width, headers)
  }

  /// The bottom of the device or of the edge labels, whichever is lower.
  private var drawingBottom: Double {
    let screenTop = Self.deviceTop + device.bezel.top
    return max(Self.deviceTop + device.bodyHeight, screenTop + ruler.bottom)
  }

  /// The panel's height.
  var height: Double {
    drawingBottom + (notes.isEmpty ? 0 : 10 + Double(notes.count) * Self.noteHeight)
  }

  /// Draws the panel with its top left corner at the origin.
  func draw(clipID: String, into svg: inout SVGWriter) {
    let number = SVGWriter.number
    svg.element(
      "text",
      [
        ("class", "caption"), ("x", "0"), ("y", "16"),
        ("font-size", number(LayoutSVGStyle.captionSize)),
        ("font-weight", "bold"), ("fill", LayoutSVGStyle.ink),
      ], text: caption)
    svg.element(
      "text",
      [("x", "0"), ("y", "33"), ("font-size", "12"), ("fill", LayoutSVGStyle.muted)],
      text: subcaption)
    svg.element(
      "text",
      [
        ("class", "status-line"), ("x", "0"), ("y", "50"),
        ("font-size", number(LayoutSVGStyle.textSize)), ("fill", LayoutSVGStyle.ink),
      ], text: screen.statusLine)
    svg.open("g", [("class", "device"), ("transform", "translate(0 \(number(Self.deviceTop)))")])
    device.drawBody(into: &svg)
    let screenX = device.bezel.left
    let screenY = device.bezel.top
    svg.open(
      "g",
      [
        ("class", "screen-contents"),
        ("transform", "translate(\(number(screenX)) \(number(screenY)))"),
      ])
    svg.open("g", [("clip-path", "url(#\(clipID))")])
    screen.draw(into: &svg)
    device.drawHousingAndIndicator(into: &svg)
    svg.close("g")
    ruler.draw(
      screenRight: device.screenWidth, bodyRight: device.screenWidth + device.bezel.right,
      textX: device.screenWidth + device.bezel.right + Self.rulerGap, into: &svg)
    svg.close("g")
    svg.close("g")
    if !notes.isEmpty {
      svg.open("g", [("class", "notes")])
      for (index, note) in notes.enumerated() {
        svg.element(
          "text",
          [
            ("x", "0"), ("y", number(drawingBottom + 10 + Double(index + 1) * Self.noteHeight - 3)),
            ("font-size", number(LayoutSVGStyle.textSize)), ("fill", LayoutSVGStyle.muted),
          ], text: note)
      }
      svg.close("g")
    }
  }
}
