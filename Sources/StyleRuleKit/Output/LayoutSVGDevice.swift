/// The outline of a device around its screen: the body and bezel, the Home button and
/// speaker, or the notch or Dynamic Island and the home indicator, in either orientation.
///
/// The screen is drawn to scale, one user unit per point, from the environment's screen in
/// interface orientation. The body around it is a drawing, not a measurement: bezels, corner
/// radii and the housings' sizes are close to the real devices' proportions and carry no
/// layout meaning (nothing of the layout is derived from them).
struct LayoutSVGDevice {
  /// Widths of the body around the screen.
  struct Bezel {
    /// Above the screen.
    let top: Double
    /// Left of the screen.
    let left: Double
    /// Below the screen.
    let bottom: Double
    /// Right of the screen.
    let right: Double
  }

  /// The device model.
  let model: DeviceModel
  /// Whether the device is drawn in landscape (the Home button or the housing on a side).
  let isLandscape: Bool
  /// The screen's width in points, in interface orientation.
  let screenWidth: Double
  /// The screen's height in points, in interface orientation.
  let screenHeight: Double
  /// The body around the screen.
  let bezel: Bezel
  /// The radius of the screen's corners (0 on devices with a Home button).
  let screenRadius: Double
  /// The radius of the body's corners.
  let bodyRadius: Double

  /// The outline for an environment.
  init(_ environment: LayoutEnvironment) {
    model = environment.model
    isLandscape = environment.orientation == .landscape
    screenWidth = environment.screen.width
    screenHeight = environment.screen.height
    let isPad = !model.family.isPhone
    // Bezels as (the short sides of a portrait device, the long sides).
    let ends: Double
    let sides: Double
    switch (model.hasHomeButton, isPad) {
    case (true, false):
      (ends, sides, screenRadius, bodyRadius) = (72, 18, 0, 50)
    case (true, true):
      (ends, sides, screenRadius, bodyRadius) = (64, 40, 0, 40)
    case (false, false):
      let radius: Double = model.sensorHousing == .dynamicIsland ? 55 : 40
      (ends, sides, screenRadius, bodyRadius) = (14, 14, radius, radius + 14)
    case (false, true):
      (ends, sides, screenRadius, bodyRadius) = (26, 26, 18, 44)
    }
    bezel =
      isLandscape
      ? Bezel(top: sides, left: ends, bottom: sides, right: ends)
      : Bezel(top: ends, left: sides, bottom: ends, right: sides)
  }

  /// The body's width.
  var bodyWidth: Double { bezel.left + screenWidth + bezel.right }
  /// The body's height.
  var bodyHeight: Double { bezel.top + screenHeight + bezel.bottom }

  /// Draws the body, the Home button and the speaker, in the body's coordinates (the screen
  /// at `(bezel.left, bezel.top)`), and the screen's white face.
  func drawBody(into svg: inout SVGWriter) {
    let number = SVGWriter.number
    svg.element(
      "rect",
      [
        ("class", "device-body"), ("x", "0"), ("y", "0"), ("width", number(bodyWidth)),
        ("height", number(bodyHeight)), ("rx", number(bodyRadius)),
        ("fill", LayoutSVGStyle.body), ("stroke", LayoutSVGStyle.bodyEdge),
        ("stroke-width", "2"),
      ], title: model.name)
    if model.hasHomeButton {
      // The Home button in the middle of the bottom end (the right end in landscape), the
      // speaker and camera in the other end.
      let radius = (isLandscape ? bezel.right : bezel.bottom) * 0.32
      let (cx, cy) =
        isLandscape
        ? (bezel.left + screenWidth + bezel.right / 2, bezel.top + screenHeight / 2)
        : (bezel.left + screenWidth / 2, bezel.top + screenHeight + bezel.bottom / 2)
      svg.element(
        "circle",
        [
          ("class", "home-button"), ("cx", number(cx)), ("cy", number(cy)),
          ("r", number(radius)), ("fill", LayoutSVGStyle.body),
          ("stroke", LayoutSVGStyle.bodyEdge), ("stroke-width", "2"),
        ], title: "Home button")
      let speaker =
        isLandscape
        ? (x: bezel.left / 2 - 3, y: bezel.top + screenHeight / 2 - 25, width: 6.0, height: 50.0)
        : (x: bezel.left + screenWidth / 2 - 25, y: bezel.top / 2 - 3, width: 50.0, height: 6.0)
      svg.element(
        "rect",
        [
          ("x", number(speaker.x)), ("y", number(speaker.y)), ("width", number(speaker.width)),
          ("height", number(speaker.height)), ("rx", "3"), ("fill", LayoutSVGStyle.bodyEdge),
        ])
      let camera =
        isLandscape
        ? (x: bezel.left / 2, y: speaker.y - 14) : (x: speaker.x - 14, y: bezel.top / 2)
      svg.element(
        "circle",
        [
          ("cx", number(camera.x)), ("cy", number(camera.y)), ("r", "4"),
          ("fill", LayoutSVGStyle.bodyEdge),
        ])
    }
    svg.element(
      "rect",
      [
        ("class", "screen"), ("x", number(bezel.left)), ("y", number(bezel.top)),
        ("width", number(screenWidth)), ("height", number(screenHeight)),
        ("rx", number(screenRadius)), ("fill", LayoutSVGStyle.screen),
      ], title: "screen \(number(screenWidth)) × \(number(screenHeight)) points")
  }

  /// The clip path of the screen's shape (rounded on devices without a Home button), in the
  /// screen's coordinates.
  func drawScreenClip(id: String, into svg: inout SVGWriter) {
    let number = SVGWriter.number
    svg.open("clipPath", [("id", id)])
    svg.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", number(screenWidth)),
        ("height", number(screenHeight)), ("rx", number(screenRadius)),
      ])
    svg.close("clipPath")
  }

  /// Draws the notch or the Dynamic Island, and the home indicator, in the screen's
  /// coordinates, over the app and the status bar.
  func drawHousingAndIndicator(into svg: inout SVGWriter) {
    let number = SVGWriter.number
    switch model.sensorHousing {
    case .none:
      break
    case .notch:
      // About 56% of the portrait width and 30 points deep, with rounded lower corners; on
      // the left side in landscape.
      let length = (min(screenWidth, screenHeight) * 0.56).rounded()
      let depth = 30.0
      let radius = 18.0
      let path: String
      if isLandscape {
        let y0 = ((screenHeight - length) / 2).rounded()
        path =
          "M 0 \(number(y0)) h \(number(depth - radius)) "
          + "a \(number(radius)) \(number(radius)) 0 0 1 \(number(radius)) \(number(radius)) "
          + "v \(number(length - 2 * radius)) "
          + "a \(number(radius)) \(number(radius)) 0 0 1 \(number(-radius)) \(number(radius)) "
          + "h \(number(radius - depth)) Z"
      } else {
        let x0 = ((screenWidth - length) / 2).rounded()
        path =
          "M \(number(x0)) 0 v \(number(depth - radius)) "
          + "a \(number(radius)) \(number(radius)) 0 0 0 \(number(radius)) \(number(radius)) "
          + "h \(number(length - 2 * radius)) "
          + "a \(number(radius)) \(number(radius)) 0 0 0 \(number(radius)) \(number(-radius)) "
          + "v \(number(radius - depth)) Z"
      }
      svg.element(
        "path", [("class", "notch"), ("d", path), ("fill", LayoutSVGStyle.housing)],
        title: "notch")
    case .dynamicIsland:
      // The cutout's top "sits at y≈11.33 on every island device measured so far" (L17, N29),
      // 34 pixels at @3x; the pill's 126 × 37 points are drawn to scale, from no source.
      let (length, thickness, gap) = (126.0, 37.0, 34.0 / 3)
      let rect =
        isLandscape
        ? (x: gap, y: (screenHeight - length) / 2, width: thickness, height: length)
        : (x: (screenWidth - length) / 2, y: gap, width: length, height: thickness)
      svg.element(
        "rect",
        [
          ("class", "dynamic-island"), ("x", number(rect.x)), ("y", number(rect.y)),
          ("width", number(rect.width)), ("height", number(rect.height)),
          ("rx", number(thickness / 2)), ("fill", LayoutSVGStyle.housing),
        ],
        title: "Dynamic Island: its top at y≈11.33 (L17, N29); its size is drawn to scale, "
          + "not from a source")
    }
    if !model.hasHomeButton {
      // The home indicator: a pill centred 8 points above the bottom edge.
      let length: Double = model.family.isPhone ? (isLandscape ? 200 : 134) : 320
      svg.element(
        "rect",
        [
          ("class", "home-indicator"), ("x", number((screenWidth - length) / 2)),
          ("y", number(screenHeight - 8 - 5)), ("width", number(length)), ("height", "5"),
          ("rx", "2.5"), ("fill", LayoutSVGStyle.housing), ("fill-opacity", "0.85"),
        ], title: "home indicator")
    }
  }
}
