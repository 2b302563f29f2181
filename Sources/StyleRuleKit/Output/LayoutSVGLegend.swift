/// A kind of mark the layout picture draws, with its entry in the legend.
///
/// The legend lists the kinds that appear in at least one screen of the document, in this
/// order.
enum LayoutSVGFeature: Int, CaseIterable, Comparable {
  /// A status bar drawn over the app (iOS 7 and later): glyphs and a dotted frame.
  case statusBarOverApp
  /// A status bar beside the app (iOS 6): its own background.
  case statusBarBesideApp
  /// The double-height status bar of a call.
  case inCall
  /// A navigation bar's frame.
  case navigationBar
  /// A navigation bar in the new design: floating, rounded, translucent (L12).
  case glassNavigationBar
  /// A navigation bar's background beyond its frame, behind the status bar.
  case navigationBackground
  /// A tab bar or a toolbar.
  case bottomBar
  /// The new design's tab bar at the top of an iPad, whose place no source gives (L13).
  case topTabBar
  /// A container's own view, where its children and its bars leave it uncovered.
  case containerOwnView
  /// A controller's view frame.
  case viewFrame
  /// A safe area (iOS 11 and later).
  case safeArea
  /// Top and bottom layout guides (iOS 7–10).
  case layoutGuides
  /// A scroll view's content inset, and its rows.
  case scrollInset
  /// The presenter dimmed under a presented controller.
  case presentation

  /// Orders by the legend's order.
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The legend's words for the mark.
  var phrase: String {
    switch self {
    case .statusBarOverApp:
      "status bar over the app (iOS 7+): no background, dotted frame, dark or light glyphs"
    case .statusBarBesideApp: "status bar beside the app (iOS 6): its own background"
    case .inCall: "double-height status bar (in call)"
    case .navigationBar: "navigation bar frame (see-through when translucent)"
    case .glassNavigationBar:
      "navigation bar, new design: floating, rounded, translucent (L12)"
    case .navigationBackground: "navigation bar background beyond its frame (behind the status bar)"
    case .bottomBar: "tab bar or toolbar (see-through when translucent)"
    case .topTabBar: "tab bar at the top of an iPad in the new design: place not known (L13, Q21)"
    case .containerOwnView: "a container's own view, where its children do not reach"
    case .viewFrame: "a controller's view frame (containers drawn wider than their children)"
    case .safeArea: "safe area (iOS 11+), dashed"
    case .layoutGuides: "top and bottom layout guides (iOS 7–10), dashed"
    case .scrollInset: "scroll view inset (hatched) and rows of content"
    case .presentation: "dimmed: the presenter under a presented controller"
    }
  }
}

/// The legend under the screens: a swatch and a phrase for every kind of mark drawn, flowing
/// in rows across the document's width.
struct LayoutSVGLegend {
  /// The kinds of mark to explain, in the legend's order.
  let features: [LayoutSVGFeature]
  /// The width available.
  let width: Double

  private static let rowHeight = 20.0
  private static let swatchWidth = 26.0
  private static let headingHeight = 20.0

  /// Where each entry goes: its row and its x.
  private var placements: [(feature: LayoutSVGFeature, x: Double, row: Int)] {
    var result: [(LayoutSVGFeature, Double, Int)] = []
    var x = 0.0
    var row = 0
    for feature in features {
      let entryWidth =
        Self.swatchWidth + 6
        + LayoutSVGStyle.textWidth(feature.phrase, size: LayoutSVGStyle.textSize) + 18
      if x > 0, x + entryWidth > width {
        row += 1
        x = 0
      }
      result.append((feature, x, row))
      x += entryWidth
    }
    return result
  }

  /// The legend's height.
  var height: Double {
    Self.headingHeight + Double((placements.last?.row ?? 0) + 1) * Self.rowHeight
  }

  /// Draws the legend with its top left corner at the origin.
  func draw(into svg: inout SVGWriter) {
    svg.open("g", [("id", "legend"), ("class", "legend")])
    svg.element(
      "text",
      [
        ("x", "0"), ("y", "13"), ("font-family", LayoutSVGStyle.font),
        ("font-size", SVGWriter.number(LayoutSVGStyle.textSize + 1)), ("font-weight", "bold"),
        ("fill", LayoutSVGStyle.ink),
      ], text: "Legend")
    for placement in placements {
      let y = Self.headingHeight + Double(placement.row) * Self.rowHeight
      svg.open(
        "g",
        [
          ("class", "legend-entry"),
          ("transform", "translate(\(SVGWriter.number(placement.x)) \(SVGWriter.number(y)))"),
        ])
      Self.drawSwatch(placement.feature, into: &svg)
      svg.element(
        "text",
        [
          ("x", SVGWriter.number(Self.swatchWidth + 6)), ("y", "11"),
          ("font-family", LayoutSVGStyle.font),
          ("font-size", SVGWriter.number(LayoutSVGStyle.textSize)), ("fill", LayoutSVGStyle.ink),
        ], text: placement.feature.phrase)
      svg.close("g")
    }
    svg.close("g")
  }

  /// A swatch 26 × 14 drawn as the mark is drawn on the screen.
  private static func drawSwatch(_ feature: LayoutSVGFeature, into svg: inout SVGWriter) {
    func box(fill: String, extra: [SVGWriter.Attribute] = []) {
      svg.element(
        "rect",
        [("x", "0"), ("y", "0"), ("width", "26"), ("height", "14"), ("fill", fill)] + extra)
    }
    switch feature {
    case .statusBarOverApp:
      box(
        fill: "none",
        extra: [
          ("stroke", LayoutSVGStyle.statusBarFrame), ("stroke-dasharray", "1 2"),
        ])
      svg.element(
        "rect",
        [
          ("x", "4"), ("y", "5"), ("width", "18"), ("height", "4"),
          ("fill", LayoutSVGStyle.glyphDark),
        ]
      )
    case .statusBarBesideApp:
      box(fill: LayoutSVGStyle.statusBarBesideDark)
      svg.element(
        "rect",
        [
          ("x", "4"), ("y", "5"), ("width", "18"), ("height", "4"),
          ("fill", LayoutSVGStyle.glyphDark),
        ]
      )
    case .inCall:
      box(fill: LayoutSVGStyle.inCall)
    case .navigationBar:
      box(fill: LayoutSVGStyle.navigationBar)
      svg.element(
        "line",
        [
          ("x1", "0"), ("y1", "13.5"), ("x2", "26"), ("y2", "13.5"),
          ("stroke", LayoutSVGStyle.navigationStroke),
        ])
    case .glassNavigationBar:
      svg.element(
        "rect",
        [
          ("x", "1"), ("y", "1"), ("width", "24"), ("height", "12"), ("rx", "6"),
          ("fill", LayoutSVGStyle.navigationBar), ("stroke", LayoutSVGStyle.navigationStroke),
        ])
    case .navigationBackground:
      box(fill: LayoutSVGStyle.navigationBackground)
    case .bottomBar:
      box(fill: LayoutSVGStyle.bottomBar)
      svg.element(
        "line",
        [
          ("x1", "0"), ("y1", "0.5"), ("x2", "26"), ("y2", "0.5"),
          ("stroke", LayoutSVGStyle.bottomBarStroke),
        ])
    case .topTabBar:
      svg.element(
        "rect",
        [
          ("x", "1"), ("y", "1"), ("width", "24"), ("height", "12"), ("rx", "6"),
          ("fill", LayoutSVGStyle.bottomBar), ("stroke", LayoutSVGStyle.bottomBarStroke),
          ("stroke-dasharray", "4 3"),
        ])
    case .containerOwnView:
      box(fill: LayoutSVGStyle.containerOwnView)
    case .viewFrame:
      svg.element(
        "rect",
        [
          ("x", "2"), ("y", "2"), ("width", "22"), ("height", "10"), ("fill", "none"),
          ("stroke", LayoutSVGStyle.controllerColour(0)), ("stroke-width", "4"),
        ])
      svg.element(
        "rect",
        [
          ("x", "1"), ("y", "1"), ("width", "24"), ("height", "12"), ("fill", "none"),
          ("stroke", LayoutSVGStyle.controllerColour(1)), ("stroke-width", "2"),
        ])
    case .safeArea:
      box(
        fill: "none",
        extra: [
          ("stroke", LayoutSVGStyle.guide), ("stroke-width", "1.5"),
          ("stroke-dasharray", LayoutSVGStyle.guideDashes),
        ])
    case .layoutGuides:
      svg.element(
        "line",
        [
          ("x1", "0"), ("y1", "7"), ("x2", "26"), ("y2", "7"), ("stroke", LayoutSVGStyle.guide),
          ("stroke-width", "1.5"), ("stroke-dasharray", LayoutSVGStyle.guideDashes),
        ])
    case .scrollInset:
      box(fill: "url(#\(LayoutSVGScreen.hatchID))")
      svg.element(
        "line",
        [
          ("x1", "0"), ("y1", "13.5"), ("x2", "26"), ("y2", "13.5"), ("stroke", LayoutSVGStyle.row),
        ])
    case .presentation:
      box(
        fill: LayoutSVGStyle.dim,
        extra: [("fill-opacity", SVGWriter.number(LayoutSVGStyle.dimOpacity))])
    }
  }
}
