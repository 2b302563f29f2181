/// What the layout picture draws on one screen, in the screen's coordinates (one user unit
/// per point, the window's origin at the screen's top left): each controller's scroll
/// content, bars, safe area or layout guides and view frame, a label box naming the
/// controllers, and the status bar on top.
///
/// Controllers are drawn in layers: the window's root with its children, then each presented
/// controller with its children over a veil that dims what it covers.
struct LayoutSVGScreen {
  /// The id of the hatching pattern of scroll view insets, defined once per document.
  static let hatchID = "stylerule-hatch"

  /// The layout drawn.
  let layout: ScreenLayout
  /// The controllers by layer, as positions in ``ScreenLayout/controllers``.
  let layers: [[Int]]
  /// Whether the controller at each position contains another one (a presentation does not
  /// count): only the others get their safe area or guides drawn, which are the ones content
  /// uses.
  let isContainer: [Bool]
  /// The frames of each controller's children (presentations do not count), by position.
  let childFrames: [[LayoutRect]]
  /// The bars over each controller's view, by position: its own, else the nearest
  /// container's above it, of each kind (navigation bar with its background, tab bar,
  /// toolbar).
  let barsOver: [[LayoutRect]]
  /// Whether each controller has the new design's tab bar at the top of an iPad, which the
  /// layout leaves without a frame (L13, Q21), by position.
  let topTabBars: [Bool]

  /// The drawing of a layout.
  init(_ layout: ScreenLayout) {
    self.layout = layout
    let controllers = layout.controllers
    var layers: [[Int]] = []
    for (index, controller) in controllers.enumerated() {
      if controller.presentationStyle != nil || layers.isEmpty {
        layers.append([index])
      } else {
        layers[layers.count - 1].append(index)
      }
    }
    self.layers = layers
    var firstIndex: [String: Int] = [:]
    for (index, controller) in controllers.enumerated() where firstIndex[controller.name] == nil {
      firstIndex[controller.name] = index
    }
    var isContainer = Array(repeating: false, count: controllers.count)
    var childFrames = Array(repeating: [LayoutRect](), count: controllers.count)
    // Navigation bar (frame and background), tab bar, toolbar over each controller; a
    // parent comes before its children, so one pass in order is enough.
    var navigation: [[LayoutRect]] = Array(repeating: [], count: controllers.count)
    var tabBar: [LayoutRect?] = Array(repeating: nil, count: controllers.count)
    var toolbar: [LayoutRect?] = Array(repeating: nil, count: controllers.count)
    for (position, controller) in controllers.enumerated() {
      var parentIndex: Int?
      if controller.presentationStyle == nil, let parent = controller.parentName,
        let index = firstIndex[parent], index < position
      {
        isContainer[index] = true
        childFrames[index].append(controller.viewFrame.value)
        parentIndex = index
      }
      if let bar = controller.navigationBar {
        navigation[position] = [bar.backgroundFrame.value, bar.frame.value]
      } else if let parentIndex {
        navigation[position] = navigation[parentIndex]
      }
      tabBar[position] = controller.tabBar?.frame.value ?? parentIndex.flatMap { tabBar[$0] }
      toolbar[position] = controller.toolbar?.frame.value ?? parentIndex.flatMap { toolbar[$0] }
    }
    self.isContainer = isContainer
    self.childFrames = childFrames
    self.barsOver = controllers.indices.map {
      navigation[$0] + [tabBar[$0], toolbar[$0]].compactMap { $0 }
    }
    var owners: Set<String> = []
    if layout.environment.design == .newDesign && !layout.environment.isPhone {
      for unknown in layout.notKnown where unknown.quantity == "tabBar.frame.height" {
        owners.insert(unknown.controller)
      }
    }
    self.topTabBars = controllers.map { $0.tabBar == nil && owners.contains($0.name) }
  }

  private var screen: LayoutRect { layout.environment.screen }

  /// Whether the status bar is drawn: not hidden and not empty.
  var showsStatusBar: Bool {
    let frame = layout.statusBar.frame.value
    return !layout.statusBar.hidden.value && frame.width > 0 && frame.height > 0
  }

  /// The kinds of mark drawn, in the legend's order.
  var features: [LayoutSVGFeature] {
    var used: Set<LayoutSVGFeature> = []
    if showsStatusBar {
      used.insert(layout.statusBar.overlapsApp.value ? .statusBarOverApp : .statusBarBesideApp)
      if showsInCallBar { used.insert(.inCall) }
    }
    if layers.count > 1 { used.insert(.presentation) }
    for (index, controller) in layout.controllers.enumerated() {
      used.insert(.viewFrame)
      if hasTopTabBar(index) { used.insert(.topTabBar) }
      if let bar = controller.navigationBar {
        used.insert(isNewDesign ? .glassNavigationBar : .navigationBar)
        if bar.backgroundFrame.value != bar.frame.value { used.insert(.navigationBackground) }
      }
      if controller.tabBar != nil || controller.toolbar != nil { used.insert(.bottomBar) }
      if isContainer[index], !uncoveredBands(index).isEmpty { used.insert(.containerOwnView) }
      if controller.scrollView != nil { used.insert(.scrollInset) }
      if !isContainer[index] {
        if controller.safeAreaInsets != nil { used.insert(.safeArea) }
        if controller.topLayoutGuide != nil || controller.bottomLayoutGuide != nil {
          used.insert(.layoutGuides)
        }
      }
    }
    return LayoutSVGFeature.allCases.filter(used.contains)
  }

  private var showsInCallBar: Bool {
    layout.environment.inCall && layout.statusBar.frame.value.height >= 40
  }

  // MARK: Drawing

  /// Draws the screen's contents (not the device) in the screen's coordinates.
  func draw(into svg: inout SVGWriter) {
    for (layerIndex, layer) in layers.enumerated() {
      svg.open("g", [("class", layerIndex == 0 ? "window-root" : "presentation")])
      if layerIndex > 0, let first = layer.first {
        drawVeil(under: layout.controllers[first], into: &svg)
      }
      for index in layer where isContainer[index] { drawOwnView(index, into: &svg) }
      for index in layer { drawRows(index, into: &svg) }
      for index in layer { drawBars(index, into: &svg) }
      for index in layer { drawInsets(index, into: &svg) }
      for index in layer where !isContainer[index] { drawGuides(index, into: &svg) }
      for index in layer { drawOutline(index, into: &svg) }
      // Under an iPad's top tab bar, drawn at the top centre, a bar's words go to its left.
      let leading = layer.contains(where: hasTopTabBar)
      for index in layer { drawBarLabels(index, leading: leading, into: &svg) }
      for index in layer where hasTopTabBar(index) { drawTopTabBar(index, into: &svg) }
      drawNames(layer, into: &svg)
      svg.close("g")
    }
    drawStatusBar(into: &svg)
  }

  private func rect(_ frame: LayoutRect) -> [SVGWriter.Attribute] {
    [
      ("x", SVGWriter.number(frame.x)), ("y", SVGWriter.number(frame.y)),
      ("width", SVGWriter.number(max(frame.width, 0))),
      ("height", SVGWriter.number(max(frame.height, 0))),
    ]
  }

  private func line(x1: Double, y1: Double, x2: Double, y2: Double) -> [SVGWriter.Attribute] {
    [
      ("x1", SVGWriter.number(x1)), ("y1", SVGWriter.number(y1)), ("x2", SVGWriter.number(x2)),
      ("y2", SVGWriter.number(y2)),
    ]
  }

  private static func rules<Value>(_ value: Cited<Value>) -> String {
    let rules = value.rules
    guard !rules.isEmpty else { return "" }
    return " (" + rules.map(\.rawValue).joined(separator: ", ") + "; "
      + value.confidence.phrase + ")"
  }

  /// The veil over the presenter and the white card of the presented controller's view.
  private func drawVeil(under presented: ControllerLayout, into svg: inout SVGWriter) {
    svg.element(
      "rect",
      [("class", "veil")] + rect(screen) + [
        ("fill", LayoutSVGStyle.dim), ("fill-opacity", SVGWriter.number(LayoutSVGStyle.dimOpacity)),
      ])
    let isCard = presented.presentationStyle.map {
      [.pageSheet, .formSheet, .popover].contains($0)
    }
    svg.element(
      "rect",
      [("class", "presented-card")] + rect(presented.viewFrame.value) + [
        ("rx", isCard == true ? "10" : "0"), ("fill", LayoutSVGStyle.screen),
      ])
  }

  /// The parts of a container's view that neither its children's views nor its own bars
  /// cover: what the container's own view shows, such as the band above a child it places
  /// lower.
  func uncoveredBands(_ index: Int) -> [LayoutRect] {
    let frame = layout.controllers[index].viewFrame.value
    let children = childFrames[index]
    guard let first = children.first else { return [] }
    var covered = first
    for child in children.dropFirst() {
      let minX = min(covered.minX, child.minX)
      let minY = min(covered.minY, child.minY)
      covered = LayoutRect(
        x: minX, y: minY, width: max(covered.maxX, child.maxX) - minX,
        height: max(covered.maxY, child.maxY) - minY)
    }
    // The bars over the container span its width: they cover the bands they cross.
    let bars = barsOver[index]
    var bands: [LayoutRect] = []
    for (top, bottom) in [
      (frame.minY, min(covered.minY, frame.maxY)), (max(covered.maxY, frame.minY), frame.maxY),
    ] where bottom - top >= 0.5 {
      var pieces = [(top, bottom)]
      for bar in bars {
        pieces = pieces.flatMap { piece -> [(Double, Double)] in
          guard bar.minY < piece.1, bar.maxY > piece.0 else { return [piece] }
          return [(piece.0, bar.minY), (bar.maxY, piece.1)].filter { $0.1 - $0.0 >= 0.5 }
        }
      }
      bands += pieces.map {
        LayoutRect(x: frame.minX, y: $0.0, width: frame.width, height: $0.1 - $0.0)
      }
    }
    let top = max(frame.minY, covered.minY)
    let bottom = min(frame.maxY, covered.maxY)
    if bars.isEmpty, bottom > top {
      for (left, right) in [
        (frame.minX, min(covered.minX, frame.maxX)), (max(covered.maxX, frame.minX), frame.maxX),
      ] where right - left >= 0.5 {
        bands.append(LayoutRect(x: left, y: top, width: right - left, height: bottom - top))
      }
    }
    return bands
  }

  /// A container's own view where its children and bars leave it uncovered, filled.
  private func drawOwnView(_ index: Int, into svg: inout SVGWriter) {
    let bands = uncoveredBands(index)
    guard !bands.isEmpty else { return }
    let container = layout.controllers[index]
    svg.open("g", [("class", "container-own-view")])
    svg.element(
      "title", [],
      text: "\(container.name): its own view, where its children do not reach")
    for band in bands {
      svg.element("rect", rect(band) + [("fill", LayoutSVGStyle.containerOwnView)])
    }
    svg.close("g")
  }

  /// The insets a scroll view's content keeps: adjusted from iOS 11, as set before.
  private static func effectiveInsets(_ scroll: ScrollViewLayout) -> LayoutInsets {
    scroll.adjustedContentInset?.value ?? scroll.contentInset.value
  }

  /// The region of a scroll view's content inside its insets.
  private func contentRegion(_ controller: ControllerLayout) -> LayoutRect? {
    guard let scroll = controller.scrollView else { return nil }
    let view = controller.viewFrame.value
    let insets = Self.effectiveInsets(scroll)
    return LayoutRect(
      x: view.x + insets.left, y: view.y + insets.top,
      width: view.width - insets.left - insets.right,
      height: view.height - insets.top - insets.bottom)
  }

  /// A scroll view's rows: separators 44 points apart from where its content starts.
  private func drawRows(_ index: Int, into svg: inout SVGWriter) {
    let controller = layout.controllers[index]
    guard let content = contentRegion(controller), content.width > 0, content.height > 0
    else { return }
    let pitch = 44.0
    let count = Int(min(content.height / pitch, 200))
    guard count > 0 else { return }
    svg.open("g", [("class", "rows"), ("stroke", LayoutSVGStyle.row), ("stroke-width", "1")])
    for row in 1...count {
      let y = content.minY + Double(row) * pitch - 0.5
      guard y < content.maxY else { break }
      svg.element("line", line(x1: content.minX + 16, y1: y, x2: content.maxX, y2: y))
    }
    svg.close("g")
  }

  /// A controller's bars: the navigation bar's background and frame, the tab bar, the
  /// toolbar; each a fill (see-through when translucent) with a hairline on its inner edge.
  private func drawBars(_ index: Int, into svg: inout SVGWriter) {
    let controller = layout.controllers[index]
    if let bar = controller.navigationBar, isNewDesign {
      drawGlassNavigationBar(controller, bar, into: &svg)
    } else if let bar = controller.navigationBar {
      let opacity = SVGWriter.number(bar.isTranslucent ? LayoutSVGStyle.translucentOpacity : 1)
      let frame = bar.frame.value
      let background = bar.backgroundFrame.value
      if background != frame {
        svg.element(
          "rect",
          [("class", "navigation-bar-background")] + rect(background) + [
            ("fill", LayoutSVGStyle.navigationBackground), ("fill-opacity", opacity),
          ],
          title: "\(controller.name): navigation bar background \(background)"
            + Self.rules(bar.backgroundFrame))
      }
      svg.element(
        "rect",
        [("class", "navigation-bar")] + rect(frame) + [
          ("fill", LayoutSVGStyle.navigationBar), ("fill-opacity", opacity),
        ], title: "\(controller.name): navigation bar \(frame)" + Self.rules(bar.frame))
      svg.element(
        "line",
        line(x1: frame.minX, y1: frame.maxY - 0.5, x2: frame.maxX, y2: frame.maxY - 0.5) + [
          ("stroke", LayoutSVGStyle.navigationStroke), ("stroke-width", "1"),
        ])
    }
    for (kind, bar) in [("tab-bar", controller.tabBar), ("toolbar", controller.toolbar)] {
      guard let bar else { continue }
      let frame = bar.frame.value
      let name = kind == "tab-bar" ? "tab bar" : "toolbar"
      if kind == "tab-bar", layout.isUnknown("tabBar.frame.y", of: controller.name) {
        drawFloatingTabBar(controller.name, band: frame, into: &svg)
        continue
      }
      svg.element(
        "rect",
        [("class", kind)] + rect(frame) + [
          ("fill", LayoutSVGStyle.bottomBar),
          (
            "fill-opacity",
            SVGWriter.number(bar.isTranslucent ? LayoutSVGStyle.translucentOpacity : 1)
          ),
        ], title: "\(controller.name): \(name) \(frame)" + Self.rules(bar.frame))
      svg.element(
        "line",
        line(x1: frame.minX, y1: frame.minY + 0.5, x2: frame.maxX, y2: frame.minY + 0.5) + [
          ("stroke", LayoutSVGStyle.bottomBarStroke), ("stroke-width", "1"),
        ])
    }
  }

  /// Whether the screen is in the new design (iOS 26 and later, not in compatibility mode):
  /// its bars are drawn floating, rounded and translucent (L12, L13).
  var isNewDesign: Bool { layout.environment.design == .newDesign }

  /// A navigation bar in the new design (L12): the frame UIKit reports (54 points at the top
  /// of the safe area) drawn as a rounded translucent glass bar floating in it, dashed when
  /// its place is not known, over a faint band where its background reaches up (an
  /// appearance, L14).
  private func drawGlassNavigationBar(
    _ controller: ControllerLayout, _ bar: NavigationBarLayout, into svg: inout SVGWriter
  ) {
    let number = SVGWriter.number
    let name = controller.name
    let frame = bar.frame.value
    let background = bar.backgroundFrame.value
    if background != frame {
      svg.element(
        "rect",
        [("class", "navigation-bar-background")] + rect(background) + [
          ("fill", LayoutSVGStyle.navigationBackground),
          ("fill-opacity", number(LayoutSVGStyle.glassBackgroundOpacity)),
        ],
        title: "\(name): navigation bar background "
          + layout.text(background, "navigationBar.backgroundFrame", of: name)
          + Self.rules(bar.backgroundFrame))
    }
    let unknown = layout.isUnknown("navigationBar.frame.y", of: name)
    let glass = LayoutRect(
      x: frame.minX + 8, y: frame.minY + 3, width: max(0, frame.width - 16),
      height: max(0, frame.height - 6))
    svg.element(
      "rect",
      [("class", "navigation-bar-glass")] + rect(glass) + [
        ("rx", number(min(glass.height / 2, 22))), ("fill", LayoutSVGStyle.navigationBar),
        ("fill-opacity", number(LayoutSVGStyle.translucentOpacity)),
        ("stroke", LayoutSVGStyle.navigationStroke), ("stroke-width", "1"),
      ] + (unknown ? [("stroke-dasharray", "4 3")] : []),
      title: "\(name): navigation bar " + layout.text(frame, "navigationBar.frame", of: name)
        + ", the new design's floating glass bar" + Self.rules(bar.frame))
  }

  /// The new design's tab bar at the top of an iPad (L13): a dashed pill at the top centre
  /// of the tab bar controller's safe area, only to show that it floats there; no source
  /// gives its frame (Q21), and no number is written for it.
  private func drawTopTabBar(_ index: Int, into svg: inout SVGWriter) {
    let controller = layout.controllers[index]
    let view = controller.viewFrame.value
    let top = view.minY + (controller.safeAreaInsets?.value.top ?? 0)
    let width = min(360, view.width * 0.45)
    let pill = LayoutRect(x: view.midX - width / 2, y: top + 6, width: width, height: 36)
    let number = SVGWriter.number
    drawDashedPill(
      pill, class: "tab-bar-top",
      title: "\(controller.name): tab bar floating at the top as a pill (L13); its frame and "
        + "what it adds to the top safe area are not known (Q21)", into: &svg)
    svg.element(
      "text",
      [
        ("class", "bar-label"), ("x", number(pill.midX)), ("y", number(pill.midY + 4)),
        ("text-anchor", "middle"), ("font-family", LayoutSVGStyle.font),
        ("font-size", number(LayoutSVGStyle.textSize)), ("fill", LayoutSVGStyle.ink),
      ], text: "tab bar · place not known")
  }

  /// Whether a controller has the new design's tab bar at the top of an iPad.
  func hasTopTabBar(_ index: Int) -> Bool { topTabBars[index] }

  /// The new design's floating tab bar on an iPhone (L13): the band it takes from the safe
  /// area, which is known, and in it a dashed, rounded, translucent pill whose frame no
  /// source gives (Q21), drawn only to show that it floats.
  private func drawFloatingTabBar(_ name: String, band: LayoutRect, into svg: inout SVGWriter) {
    let number = SVGWriter.number
    let inset = 16.0
    let height = min(band.height - 8, 56)
    let pill = LayoutRect(
      x: band.minX + inset, y: band.minY + 4, width: max(0, band.width - 2 * inset),
      height: max(0, height))
    drawDashedPill(
      pill, class: "tab-bar-floating",
      title: "\(name): tab bar floating over the content; its frame is not known (L13, Q21); "
        + "it takes \(number(band.height)) points from the bottom safe area", into: &svg)
  }

  /// A new-design tab bar whose frame no source gives: a dashed, rounded, translucent pill.
  private func drawDashedPill(
    _ pill: LayoutRect, class name: String, title: String, into svg: inout SVGWriter
  ) {
    let number = SVGWriter.number
    svg.element(
      "rect",
      [("class", name)] + rect(pill) + [
        ("rx", number(pill.height / 2)), ("fill", LayoutSVGStyle.bottomBar),
        ("fill-opacity", number(LayoutSVGStyle.translucentOpacity)),
        ("stroke", LayoutSVGStyle.bottomBarStroke), ("stroke-width", "1"),
        ("stroke-dasharray", "4 3"),
      ],
      title: title)
  }

  /// The words inside each bar: what it is, its height, the background's height when it
  /// extends, and "opaque" for an opaque bar; `leading` puts a navigation bar's words to the
  /// left of an iPad's top tab bar.
  private func drawBarLabels(_ index: Int, leading: Bool, into svg: inout SVGWriter) {
    let controller = layout.controllers[index]
    var labels: [(frame: LayoutRect, parts: [String])] = []
    if let bar = controller.navigationBar {
      let frame = bar.frame.value
      let name = controller.name
      var parts = [
        "navigation bar " + layout.text(frame.height, "navigationBar.frame.height", of: name)
      ]
      if layout.isUnknown("navigationBar.frame.y", of: name) { parts.append("y not known") }
      if bar.backgroundFrame.value != frame {
        parts.append(
          "background "
            + layout.text(
              bar.backgroundFrame.value.height, "navigationBar.backgroundFrame.height", of: name))
      }
      if bar.showsLargeTitle { parts.append("large title") }
      if !bar.isTranslucent { parts.append("opaque") }
      let pill = min(360, frame.width * 0.45)
      let room = LayoutRect(
        x: frame.minX + 8, y: frame.minY, width: (frame.width - pill) / 2 - 16,
        height: frame.height)
      labels.append((leading ? room : frame, parts))
    }
    if let bar = controller.tabBar {
      let floating = layout.isUnknown("tabBar.frame.y", of: controller.name)
      labels.append(
        (
          bar.frame.value,
          (floating
            ? ["tab bar floating", "frame not known"]
            : [
              "tab bar "
                + layout.text(bar.frame.value.height, "tabBar.frame.height", of: controller.name)
            ])
            + (bar.isTranslucent ? [] : ["opaque"])
        ))
    }
    if let bar = controller.toolbar {
      labels.append(
        (
          bar.frame.value,
          [
            "toolbar "
              + layout.text(bar.frame.value.height, "toolbar.frame.height", of: controller.name)
          ]
            + (bar.isTranslucent ? [] : ["opaque"])
        ))
    }
    for (frame, parts) in labels where frame.height >= 14 && frame.width >= 40 {
      // Drop trailing details until the words fit the bar.
      var shown = parts
      var text = shown.joined(separator: " · ")
      while shown.count > 1,
        LayoutSVGStyle.textWidth(text, size: LayoutSVGStyle.textSize) > frame.width - 12
      {
        shown.removeLast()
        text = shown.joined(separator: " · ")
      }
      svg.element(
        "text",
        [
          ("class", "bar-label"), ("x", SVGWriter.number(frame.midX)),
          ("y", SVGWriter.number(frame.minY + min(frame.height, 44) / 2 + 4)),
          ("text-anchor", "middle"), ("font-family", LayoutSVGStyle.font),
          ("font-size", SVGWriter.number(LayoutSVGStyle.textSize)), ("fill", LayoutSVGStyle.ink),
        ], text: text)
    }
  }

  /// A scroll view's insets, hatched over whatever is under them (bars included).
  private func drawInsets(_ index: Int, into svg: inout SVGWriter) {
    let controller = layout.controllers[index]
    guard let scroll = controller.scrollView else { return }
    let view = controller.viewFrame.value
    let insets = Self.effectiveInsets(scroll)
    let top = min(max(insets.top, 0), view.height)
    let bottom = min(max(insets.bottom, 0), view.height - top)
    let left = min(max(insets.left, 0), view.width)
    let right = min(max(insets.right, 0), view.width - left)
    let bands = [
      LayoutRect(x: view.x, y: view.y, width: view.width, height: top),
      LayoutRect(x: view.x, y: view.maxY - bottom, width: view.width, height: bottom),
      LayoutRect(x: view.x, y: view.y + top, width: left, height: view.height - top - bottom),
      LayoutRect(
        x: view.maxX - right, y: view.y + top, width: right, height: view.height - top - bottom),
    ].filter { $0.width > 0 && $0.height > 0 }
    guard !bands.isEmpty else { return }
    let cited = scroll.adjustedContentInset ?? scroll.contentInset
    let name = scroll.adjustedContentInset == nil ? "contentInset" : "adjustedContentInset"
    svg.open("g", [("class", "content-inset")])
    let quantity = "scrollView.\(name)"
    svg.element(
      "title", [],
      text: "\(controller.name): \(name) "
        + layout.text(insets, quantity, of: controller.name) + Self.rules(cited))
    for band in bands {
      svg.element(
        "rect", rect(band) + [("fill", "url(#\(Self.hatchID))"), ("fill-opacity", "0.6")])
    }
    svg.close("g")
  }

  /// A content controller's safe area (iOS 11 and later) as a dashed rectangle, or its top
  /// and bottom layout guides (iOS 7–10) as dashed lines.
  private func drawGuides(_ index: Int, into svg: inout SVGWriter) {
    let controller = layout.controllers[index]
    let view = controller.viewFrame.value
    let dashes: [SVGWriter.Attribute] = [
      ("fill", "none"), ("stroke", LayoutSVGStyle.guide), ("stroke-width", "1.5"),
      ("stroke-dasharray", LayoutSVGStyle.guideDashes),
    ]
    if let safeArea = controller.safeAreaInsets {
      let insets = safeArea.value
      let area = LayoutRect(
        x: view.x + insets.left, y: view.y + insets.top,
        width: view.width - insets.left - insets.right,
        height: view.height - insets.top - insets.bottom)
      guard area.width > 0, area.height > 0 else { return }
      svg.element(
        "rect", [("class", "safe-area")] + rect(area) + dashes,
        title: "\(controller.name): safeAreaInsets "
          + layout.text(insets, "safeAreaInsets", of: controller.name) + Self.rules(safeArea))
    }
    if let guide = controller.topLayoutGuide, guide.value > 0 {
      let y = view.minY + guide.value
      svg.element(
        "line",
        [("class", "top-layout-guide")] + line(x1: view.minX, y1: y, x2: view.maxX, y2: y)
          + dashes,
        title: "\(controller.name): topLayoutGuide "
          + layout.text(guide.value, "topLayoutGuide", of: controller.name)
          + Self.rules(guide))
    }
    if let guide = controller.bottomLayoutGuide, guide.value > 0 {
      let y = view.maxY - guide.value
      svg.element(
        "line",
        [("class", "bottom-layout-guide")] + line(x1: view.minX, y1: y, x2: view.maxX, y2: y)
          + dashes,
        title: "\(controller.name): bottomLayoutGuide "
          + layout.text(guide.value, "bottomLayoutGuide", of: controller.name)
          + Self.rules(guide))
    }
  }

  /// A controller's view frame, outlined just inside its edges in the controller's colour.
  private func drawOutline(_ index: Int, into svg: inout SVGWriter) {
    let controller = layout.controllers[index]
    let view = controller.viewFrame.value
    let width = LayoutSVGStyle.outlineWidth(depth: controller.depth)
    let inset = min(width / 2, max(view.width, 0) / 2, max(view.height, 0) / 2)
    let outline = LayoutRect(
      x: view.x + inset, y: view.y + inset, width: view.width - 2 * inset,
      height: view.height - 2 * inset)
    svg.element(
      "rect",
      [("class", "view-frame"), ("data-controller", controller.name)] + rect(outline) + [
        ("fill", "none"), ("stroke", LayoutSVGStyle.controllerColour(index)),
        ("stroke-width", SVGWriter.number(width)), ("stroke-opacity", "0.9"),
      ],
      title: "\(controller.name) (\(controller.className)): view "
        + layout.text(view, "viewFrame", of: controller.name) + Self.rules(controller.viewFrame))
  }

  // MARK: The names

  /// The lowest edge at the top of a layer that content should stay below: the status bar,
  /// navigation bars, safe areas, guides and the start of scroll content.
  private func topOfContent(in layer: [Int]) -> Double {
    guard let first = layer.first else { return 0 }
    var top = layout.controllers[first].viewFrame.value.minY
    if showsStatusBar, layer == layers.first {
      top = max(top, layout.statusBar.frame.value.maxY)
    }
    for index in layer {
      let controller = layout.controllers[index]
      let view = controller.viewFrame.value
      if let bar = controller.navigationBar { top = max(top, bar.frame.value.maxY) }
      if let safeArea = controller.safeAreaInsets, !isContainer[index] {
        top = max(top, view.minY + safeArea.value.top)
      }
      if let guide = controller.topLayoutGuide { top = max(top, view.minY + guide.value) }
      if let content = contentRegion(controller) { top = max(top, content.minY) }
    }
    return top
  }

  /// The highest edge at the bottom of a layer: its bottom bars and its root's bottom.
  private func bottomOfContent(in layer: [Int]) -> Double {
    guard let first = layer.first else { return screen.height }
    var bottom = min(layout.controllers[first].viewFrame.value.maxY, screen.height)
    for index in layer {
      let controller = layout.controllers[index]
      if let bar = controller.tabBar { bottom = min(bottom, bar.frame.value.minY) }
      if let bar = controller.toolbar { bottom = min(bottom, bar.frame.value.minY) }
    }
    return bottom
  }

  /// The left and right edges of a layer's content: its root's view within the screen,
  /// narrowed by the safe areas of its content controllers (the notch's side in landscape).
  private func horizontalContent(in layer: [Int]) -> (left: Double, right: Double) {
    guard let first = layer.first else { return (0, screen.width) }
    let root = layout.controllers[first].viewFrame.value
    var left = max(root.minX, 0)
    var right = min(root.maxX, screen.width)
    for index in layer where !isContainer[index] {
      let controller = layout.controllers[index]
      guard let safeArea = controller.safeAreaInsets?.value else { continue }
      let view = controller.viewFrame.value
      left = max(left, view.minX + safeArea.left)
      right = min(right, view.maxX - safeArea.right)
    }
    return (left, right)
  }

  /// A line of the name box: its indent, its swatch colour if it starts a controller, and
  /// its text in parts (bold name, then details).
  private struct NameLine {
    let indent: Double
    let swatch: String?
    let bold: String
    let rest: String
    var height: Double { swatch == nil ? 12.5 : 14.5 }
    var size: Double { swatch == nil ? LayoutSVGStyle.smallSize : LayoutSVGStyle.textSize }
  }

  private func nameLines(_ layer: [Int]) -> [NameLine] {
    var lines: [NameLine] = []
    for index in layer {
      let controller = layout.controllers[index]
      let indent = 10 * Double(min(max(controller.depth, 0), 6))
      lines.append(
        NameLine(
          indent: indent, swatch: LayoutSVGStyle.controllerColour(index), bold: controller.name,
          rest: ": " + controller.className))
      let detail = indent + 14
      let name = controller.name
      lines.append(
        NameLine(
          indent: detail, swatch: nil, bold: "",
          rest: "view " + layout.text(controller.viewFrame.value, "viewFrame", of: name)))
      if !isContainer[index] {
        if let safeArea = controller.safeAreaInsets {
          lines.append(
            NameLine(
              indent: detail, swatch: nil, bold: "",
              rest: "safeAreaInsets " + layout.text(safeArea.value, "safeAreaInsets", of: name)))
        }
        if controller.topLayoutGuide != nil || controller.bottomLayoutGuide != nil {
          let top =
            controller.topLayoutGuide.map { layout.text($0.value, "topLayoutGuide", of: name) }
            ?? "–"
          let bottom =
            controller.bottomLayoutGuide.map {
              layout.text($0.value, "bottomLayoutGuide", of: name)
            } ?? "–"
          lines.append(
            NameLine(
              indent: detail, swatch: nil, bold: "", rest: "layout guides \(top) / \(bottom)"))
        }
      }
      if let scroll = controller.scrollView {
        let text =
          scroll.adjustedContentInset.map {
            "adjustedContentInset "
              + layout.text($0.value, "scrollView.adjustedContentInset", of: name)
          }
          ?? "contentInset "
          + layout.text(scroll.contentInset.value, "scrollView.contentInset", of: name)
        lines.append(NameLine(indent: detail, swatch: nil, bold: "", rest: text))
      }
    }
    return lines
  }

  /// The lines that fit a height, whole controllers only, the last line saying how many
  /// controllers are left out when they do not all fit (a deep or wide hierarchy on a small
  /// screen; their outlines still say who they are when hovered).
  private static func fitting(_ lines: [NameLine], height: Double) -> [NameLine] {
    guard lines.reduce(0, { $0 + $1.height }) > height else { return lines }
    var blocks: [[NameLine]] = []
    for line in lines {
      if line.swatch != nil || blocks.isEmpty {
        blocks.append([line])
      } else {
        blocks[blocks.count - 1].append(line)
      }
    }
    let more = NameLine(indent: 0, swatch: nil, bold: "", rest: "")
    var kept: [NameLine] = []
    var used = 0.0
    var shown = 0
    for block in blocks {
      let blockHeight = block.reduce(0) { $0 + $1.height }
      guard used + blockHeight + more.height <= height else { break }
      kept += block
      used += blockHeight
      shown += 1
    }
    guard used + more.height <= height else { return kept }
    let left = blocks.count - shown
    kept.append(
      NameLine(
        indent: 0, swatch: nil, bold: "",
        rest: "… and \(left) more controller\(left == 1 ? "" : "s")"))
    return kept
  }

  /// The box naming a layer's controllers, in the open content area below the top bars:
  /// each controller's name and class with its colour, its view frame, and for content its
  /// safe area or guides and scroll insets; indented by depth.
  private func drawNames(_ layer: [Int], into svg: inout SVGWriter) {
    guard !layer.isEmpty else { return }
    let top = topOfContent(in: layer) + 8
    let bottom = bottomOfContent(in: layer) - 8
    let lines = Self.fitting(nameLines(layer), height: bottom - top - 2 * 6)
    guard !lines.isEmpty else { return }
    let (left, right) = horizontalContent(in: layer)
    let x = left + 8
    let maxWidth = right - x - 8
    guard maxWidth > 40 else { return }
    let number = SVGWriter.number
    let padding = 6.0
    var boxWidth = 0.0
    for line in lines {
      let width =
        line.indent + (line.swatch == nil ? 0 : 14)
        + LayoutSVGStyle.textWidth(line.bold, size: line.size, bold: true)
        + LayoutSVGStyle.textWidth(line.rest, size: line.size)
      boxWidth = max(boxWidth, width)
    }
    boxWidth = min(boxWidth + 2 * padding, maxWidth)
    let boxHeight = lines.reduce(0) { $0 + $1.height } + 2 * padding - 2
    let y = max(min(top, bottom - boxHeight), top - 6)
    svg.open(
      "g", [("class", "controller-names"), ("transform", "translate(\(number(x)) \(number(y)))")])
    svg.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", number(boxWidth)), ("height", number(boxHeight)),
        ("rx", "4"), ("fill", LayoutSVGStyle.screen), ("fill-opacity", "0.92"),
        ("stroke", LayoutSVGStyle.row),
      ])
    var baseline = padding
    for line in lines {
      baseline += line.height
      let available = boxWidth - 2 * padding - line.indent - (line.swatch == nil ? 0 : 14)
      var textX = padding + line.indent
      if let swatch = line.swatch {
        svg.element(
          "rect",
          [
            ("x", number(textX)), ("y", number(baseline - 10)), ("width", "10"),
            ("height", "10"), ("fill", "none"), ("stroke", swatch), ("stroke-width", "2.5"),
          ])
        textX += 14
      }
      let bold = LayoutSVGStyle.fit(line.bold, width: available, size: line.size, bold: true)
      let rest = LayoutSVGStyle.fit(
        line.rest,
        width: available - LayoutSVGStyle.textWidth(bold, size: line.size, bold: true),
        size: line.size)
      var spans: [(text: String, attributes: [SVGWriter.Attribute])] = []
      if !bold.isEmpty {
        spans.append((bold, [("font-weight", "bold"), ("fill", LayoutSVGStyle.ink)]))
      }
      if !rest.isEmpty, rest != "…" || bold.isEmpty { spans.append((rest, [])) }
      svg.text(
        [
          ("x", number(textX)), ("y", number(baseline - 1)), ("font-family", LayoutSVGStyle.font),
          ("font-size", number(line.size)), ("fill", LayoutSVGStyle.muted),
        ], spans: spans)
    }
    svg.close("g")
  }

  // MARK: The status bar

  /// The status bar: its frame (dotted over the app from iOS 7, a solid band beside it on
  /// iOS 6, green in a call) and its glyphs in the style's colour; nothing when hidden.
  private func drawStatusBar(into svg: inout SVGWriter) {
    guard showsStatusBar else { return }
    let bar = layout.statusBar
    let frame = bar.frame.value
    let content = bar.content
    svg.open(
      "g", [("class", "status-bar"), ("data-content", content.rawValue)])
    svg.element(
      "title", [],
      text: "status bar \(layout.text(frame, "statusBar.frame", of: nil)), \(content.phrase), "
        + bar.style.swiftName + Self.rules(bar.frame)
    )
    if bar.overlapsApp.value {
      svg.element(
        "rect",
        [("class", "status-bar-frame")] + rect(frame) + [
          ("fill", "none"), ("stroke", LayoutSVGStyle.statusBarFrame), ("stroke-width", "1"),
          ("stroke-dasharray", "1 2"),
        ])
    } else {
      svg.element(
        "rect",
        [("class", "status-bar-frame")] + rect(frame) + [
          (
            "fill",
            content == .light
              ? LayoutSVGStyle.statusBarBesideLight : LayoutSVGStyle.statusBarBesideDark
          )
        ])
    }
    if showsInCallBar {
      svg.element(
        "rect",
        [("class", "in-call")] + rect(frame) + [
          ("fill", LayoutSVGStyle.inCall), ("fill-opacity", "0.9"),
        ])
      svg.element(
        "text",
        [
          ("x", SVGWriter.number(frame.midX)), ("y", SVGWriter.number(frame.minY + 34)),
          ("text-anchor", "middle"), ("font-family", LayoutSVGStyle.font),
          ("font-size", SVGWriter.number(LayoutSVGStyle.smallSize)),
          ("fill", LayoutSVGStyle.glyphLight),
        ], text: "in call")
    }
    if content == .light {
      drawGlyphs(in: frame, fill: LayoutSVGStyle.glyphHalo, halo: true, into: &svg)
      drawGlyphs(in: frame, fill: LayoutSVGStyle.glyphLight, halo: false, into: &svg)
    } else {
      drawGlyphs(in: frame, fill: LayoutSVGStyle.glyphDark, halo: false, into: &svg)
    }
    svg.close("g")
  }

  /// The time, the signal bars and the battery: across the bar on a rectangular screen,
  /// either side of the notch or Dynamic Island on the others (portrait).
  private func drawGlyphs(
    in frame: LayoutRect, fill: String, halo: Bool, into svg: inout SVGWriter
  ) {
    let environment = layout.environment
    let housing = environment.model.sensorHousing
    let aside = housing != .none && environment.orientation == .portrait
    let scale = aside ? 1.2 : 1.0
    let band = min(frame.height, aside ? frame.height : 24)
    let middle = frame.minY + band / 2 + (aside ? 2 : 0)
    let signalWidth = 16.5 * scale
    let batteryWidth = 25.5 * scale
    let timeX: Double
    let signalX: Double
    let batteryX: Double
    if aside {
      let housingLength =
        housing == .dynamicIsland ? 126 : (min(screen.width, screen.height) * 0.56).rounded()
      let ear = max((frame.width - housingLength) / 2, 0)
      timeX = frame.minX + ear / 2
      let group = signalWidth + 6 + batteryWidth
      signalX = frame.maxX - ear / 2 - group / 2
      batteryX = signalX + signalWidth + 6
    } else {
      timeX = frame.midX
      signalX = frame.minX + 7
      batteryX = frame.maxX - 7 - batteryWidth
    }
    let number = SVGWriter.number
    let stroke: [SVGWriter.Attribute] =
      halo ? [("stroke", fill), ("stroke-width", "1.5"), ("stroke-linejoin", "round")] : []
    svg.open("g", [("class", halo ? "status-bar-glyphs-halo" : "status-bar-glyphs")])
    svg.element(
      "text",
      [
        ("x", number(timeX)), ("y", number(middle + 4.2 * scale)), ("text-anchor", "middle"),
        ("font-family", LayoutSVGStyle.font), ("font-size", number(12 * scale)),
        ("font-weight", "bold"), ("fill", fill),
      ] + stroke, text: "9:41")
    for bar in 0..<4 {
      let height = Double(3 + 2 * bar) * scale
      svg.element(
        "rect",
        [
          ("x", number(signalX + Double(bar) * 4.5 * scale)),
          ("y", number(middle + 4.5 * scale - height)), ("width", number(3 * scale)),
          ("height", number(height)), ("fill", fill),
        ] + stroke)
    }
    svg.element(
      "rect",
      [
        ("x", number(batteryX)), ("y", number(middle - 5.5 * scale)),
        ("width", number(22 * scale)), ("height", number(11 * scale)), ("rx", number(3 * scale)),
        ("fill", "none"), ("stroke", fill), ("stroke-width", halo ? "2.5" : "1"),
      ])
    svg.element(
      "rect",
      [
        ("x", number(batteryX + 2 * scale)), ("y", number(middle - 3.5 * scale)),
        ("width", number(14.5 * scale)), ("height", number(7 * scale)), ("rx", number(1.5 * scale)),
        ("fill", fill),
      ] + stroke)
    svg.element(
      "rect",
      [
        ("x", number(batteryX + 23 * scale)), ("y", number(middle - 2 * scale)),
        ("width", number(1.5 * scale)), ("height", number(4 * scale)), ("fill", fill),
      ] + stroke)
    svg.close("g")
  }

  // MARK: Labels, notes and description

  /// The edges the ruler labels, in the screen's coordinates.
  var marks: [LayoutSVGRuler.Mark] {
    var marks: [LayoutSVGRuler.Mark] = []
    var owner: String?
    // A mark is not known when any quantity it adds up is not known.
    func mark(_ y: Double, _ what: String, _ quantities: String...) {
      let unknown = quantities.contains { layout.isUnknown($0, of: owner) }
      marks.append(LayoutSVGRuler.Mark(y: y, what: what, unknown: unknown))
    }
    if showsStatusBar {
      mark(
        layout.statusBar.frame.value.maxY, "status bar bottom", "statusBar.frame.y",
        "statusBar.frame.height")
    }
    for (index, controller) in layout.controllers.enumerated() {
      owner = controller.name
      let view = controller.viewFrame.value
      let name = LayoutSVGStyle.fit(controller.name, width: 90, size: LayoutSVGStyle.textSize)
      mark(view.minY, "\(name) top", "viewFrame.y")
      mark(view.maxY, "\(name) bottom", "viewFrame.y", "viewFrame.height")
      if let bar = controller.navigationBar {
        let frame = bar.frame.value
        let background = bar.backgroundFrame.value
        if background != frame {
          mark(background.minY, "bar background top", "navigationBar.backgroundFrame.y")
        }
        mark(frame.minY, "navigation bar top", "navigationBar.frame.y")
        mark(
          frame.maxY, "navigation bar bottom", "navigationBar.frame.y",
          "navigationBar.frame.height")
      }
      if let bar = controller.tabBar {
        mark(bar.frame.value.minY, "tab bar top", "tabBar.frame.y")
        mark(bar.frame.value.maxY, "tab bar bottom", "tabBar.frame.y", "tabBar.frame.height")
      }
      if let bar = controller.toolbar {
        mark(bar.frame.value.minY, "toolbar top", "toolbar.frame.y")
        mark(bar.frame.value.maxY, "toolbar bottom", "toolbar.frame.y", "toolbar.frame.height")
      }
      if !isContainer[index] {
        if let safeArea = controller.safeAreaInsets?.value {
          if safeArea.top > 0 {
            mark(view.minY + safeArea.top, "safe area top", "viewFrame.y", "safeAreaInsets.top")
          }
          if safeArea.bottom > 0 {
            mark(
              view.maxY - safeArea.bottom, "safe area bottom", "viewFrame.y", "viewFrame.height",
              "safeAreaInsets.bottom")
          }
        }
        if let guide = controller.topLayoutGuide?.value, guide > 0 {
          mark(view.minY + guide, "top layout guide", "viewFrame.y", "topLayoutGuide")
        }
        if let guide = controller.bottomLayoutGuide?.value, guide > 0 {
          mark(
            view.maxY - guide, "bottom layout guide", "viewFrame.y", "viewFrame.height",
            "bottomLayoutGuide")
        }
      }
      if let scroll = controller.scrollView {
        let insets = Self.effectiveInsets(scroll)
        let field =
          scroll.adjustedContentInset == nil
          ? "scrollView.contentInset" : "scrollView.adjustedContentInset"
        if insets.top != 0 {
          mark(view.minY + insets.top, "content top", "viewFrame.y", "\(field).top")
        }
        if insets.bottom != 0 {
          mark(
            view.maxY - insets.bottom, "content bottom", "viewFrame.y", "viewFrame.height",
            "\(field).bottom")
        }
      }
    }
    return marks
  }

  /// The line about the status bar: hidden, or its content, style and place.
  var statusLine: String {
    let bar = layout.statusBar
    guard showsStatusBar else {
      return bar.hidden.value ? "status bar hidden" : "status bar: no frame"
    }
    let place = bar.overlapsApp.value ? "over the app" : "beside the app"
    let traits = bar.content == .dark ? "dark content" : "light content"
    // R37: `.default` follows the content under it, the traits' value its fallback.
    let content = bar.contentNote == nil ? traits : "the content's or \(traits) (R37)"
    return "status bar \(layout.text(bar.frame.value.height, "statusBar.frame.height", of: nil)): "
      + "\(content) "
      + "(\(bar.style.swiftName)), \(place)"
  }

  /// The numbers the reference is unsure of, one sentence each, with the alternatives.
  var uncertainties: [String] {
    var sentences: [String] = layout.unknownPhrase.map { [$0] } ?? []
    for group in layout.notKnownGroups() {
      sentences.append(
        "? \(group.controller): " + group.quantities.joined(separator: ", ")
          + " not known (\(group.question)): \(group.note)")
    }
    sentences += layout.notes.map { "note: " + $0.text }
    func add(_ owner: String, _ uncertainty: LayoutUncertainty) {
      let alternatives = uncertainty.alternatives.map(SVGWriter.number).joined(separator: " or ")
      sentences.append(
        "? \(owner)\(uncertainty.quantity) \(SVGWriter.number(uncertainty.value))"
          + (alternatives.isEmpty ? "" : ", or \(alternatives)") + " (\(uncertainty.question))")
    }
    for uncertainty in layout.statusBar.uncertain { add("", uncertainty) }
    for controller in layout.controllers {
      for uncertainty in controller.uncertain { add(controller.name + ": ", uncertainty) }
    }
    return sentences
  }

  /// The screen in words, for the document's `<desc>`.
  var description: String {
    var sentences = [layout.environment.phrase + "."]
    if let unknown = layout.unknownPhrase { sentences.append(unknown + ".") }
    let bar = layout.statusBar
    if showsStatusBar {
      sentences.append(
        "Status bar \(layout.text(bar.frame.value, "statusBar.frame", of: nil)), "
          + "\(bar.content.phrase), "
          + (bar.overlapsApp.value ? "over the app." : "beside the app."))
    } else {
      sentences.append("Status bar hidden.")
    }
    for (index, controller) in layout.controllers.enumerated() {
      let name = controller.name
      var parts = [
        "\(controller.name) (\(controller.className)): view "
          + layout.text(controller.viewFrame.value, "viewFrame", of: name)
      ]
      if let navigation = controller.navigationBar {
        parts.append(
          "navigation bar " + layout.text(navigation.frame.value, "navigationBar.frame", of: name)
            + ", background "
            + layout.text(
              navigation.backgroundFrame.value, "navigationBar.backgroundFrame", of: name))
      }
      if let tabBar = controller.tabBar {
        parts.append("tab bar " + layout.text(tabBar.frame.value, "tabBar.frame", of: name))
      }
      if let toolbar = controller.toolbar {
        parts.append("toolbar " + layout.text(toolbar.frame.value, "toolbar.frame", of: name))
      }
      if !isContainer[index] {
        if let safeArea = controller.safeAreaInsets {
          parts.append(
            "safe area insets " + layout.text(safeArea.value, "safeAreaInsets", of: name))
        }
        if let top = controller.topLayoutGuide, let bottom = controller.bottomLayoutGuide {
          parts.append(
            "layout guides " + layout.text(top.value, "topLayoutGuide", of: name) + " and "
              + layout.text(bottom.value, "bottomLayoutGuide", of: name))
        }
      }
      if let scroll = controller.scrollView {
        parts.append(
          scroll.adjustedContentInset.map {
            "adjusted content inset "
              + layout.text($0.value, "scrollView.adjustedContentInset", of: name)
          }
            ?? "content inset "
            + layout.text(scroll.contentInset.value, "scrollView.contentInset", of: name))
      }
      sentences.append(parts.joined(separator: ", ") + ".")
    }
    return sentences.joined(separator: " ")
  }
}

extension LayoutRect {
  /// The x of the middle.
  fileprivate var midX: Double { x + width / 2 }
  /// The y of the middle.
  fileprivate var midY: Double { y + height / 2 }
}
