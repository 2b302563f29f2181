/// The colours, line styles and type sizes of the layout picture, in one place so that the
/// drawing and its legend agree.
///
/// The colours are chosen to stay apart for readers with the common colour-vision
/// deficiencies where it matters (bars blue and purple, guides red and dashed, insets amber and
/// hatched): every meaning also has a shape, a line style or a label, never a colour alone.
enum LayoutSVGStyle {
  /// The only font family: a generic one, so that no font is fetched or assumed.
  static let font = "sans-serif"
  /// Text.
  static let ink = "#1f2328"
  /// Secondary text.
  static let muted = "#59636e"
  /// Leader lines from the screen to the edge labels.
  static let leader = "#8c959f"
  /// The device's body.
  static let body = "#24292f"
  /// The edge of the device's body, the Home button's ring and the speaker.
  static let bodyEdge = "#57606a"
  /// The screen where the app draws.
  static let screen = "#ffffff"
  /// The notch, the Dynamic Island and the home indicator.
  static let housing = "#000000"
  /// The dotted frame of a status bar drawn over the app.
  static let statusBarFrame = "#6e7781"
  /// The background of an iOS 6 status bar with dark content (beside the app).
  static let statusBarBesideDark = "#d0d7de"
  /// The background of an iOS 6 status bar with light content (beside the app).
  static let statusBarBesideLight = "#000000"
  /// The double-height status bar of a call.
  static let inCall = "#2da44e"
  /// Dark status bar glyphs.
  static let glyphDark = "#000000"
  /// Light status bar glyphs.
  static let glyphLight = "#ffffff"
  /// The halo around light glyphs, so that they stay visible on a light bar.
  static let glyphHalo = "#6e7781"
  /// A navigation bar's frame.
  static let navigationBar = "#a8cdf4"
  /// A navigation bar's background where it extends beyond the frame (behind the status bar).
  static let navigationBackground = "#dcebfb"
  /// The outline of navigation bars.
  static let navigationStroke = "#0969da"
  /// Tab bars and toolbars.
  static let bottomBar = "#d9ccf3"
  /// The outline of tab bars and toolbars.
  static let bottomBarStroke = "#8250df"
  /// Safe areas and layout guides.
  static let guide = "#cf222e"
  /// The dashes of safe areas and layout guides.
  static let guideDashes = "6 4"
  /// The hatching of scroll view insets.
  static let hatch = "#bf8700"
  /// A container's own view where its children leave it uncovered (the black band of a
  /// container that places its child lower).
  static let containerOwnView = "#424a53"
  /// The separators of a scroll view's rows.
  static let row = "#d0d7de"
  /// The veil over a presenter under a presented controller.
  static let dim = "#000000"
  /// The opacity of the veil over a presenter.
  static let dimOpacity = 0.3
  /// The opacity of a new-design navigation bar's background band.
  ///
  /// Fainter than a bar: there it is a scroll edge effect, an appearance (L14).
  static let glassBackgroundOpacity = 0.45
  /// The opacity of a translucent bar's fill (an opaque bar's is 1).
  static let translucentOpacity = 0.82
  /// The outline colours of controllers' views, in hierarchy order, cycling.
  static let controllerColours = ["#1a7f37", "#bc4c00", "#bf3989", "#1b7c83"]

  /// The outline colour of the controller at a position in hierarchy order.
  static func controllerColour(_ index: Int) -> String {
    controllerColours[index % controllerColours.count]
  }

  /// The outline width of a controller's view at a depth: containers wider than their
  /// children, so that frames that coincide show as stripes of every colour.
  static func outlineWidth(depth: Int) -> Double {
    max(1.5, 6 - 2 * Double(depth))
  }

  /// The caption's size.
  static let captionSize = 15.0
  /// Most text's size.
  static let textSize = 11.0
  /// Small text's size.
  static let smallSize = 10.0

  /// An estimate of the width of text in the generic sans-serif family, from its number of
  /// characters (no font metrics are available, and none are needed to keep labels apart).
  static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
    Double(text.count) * size * (bold ? 0.62 : 0.56)
  }

  /// The text cut to an estimated width, with "…" when cut.
  static func fit(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
    guard textWidth(text, size: size, bold: bold) > width else { return text }
    let count = max(1, Int(width / (size * (bold ? 0.62 : 0.56))) - 1)
    return String(text.prefix(count)) + "…"
  }

  /// Text broken into lines of at most `columns` characters at spaces (a longer word gets a
  /// line of its own).
  static func wrap(_ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= columns {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
