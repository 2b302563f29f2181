import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG picture of a layout: well-formed, to scale, escaped, deterministic, with a legend
/// and a golden file for each situation of ``LayoutSVGFixtures``.
@Suite("layout SVG")
struct LayoutSVGRendererTests {
  static func render(_ screens: [LayoutSVGFixtures.Screen]) -> String {
    LayoutSVGRenderer().render(screens.map { (caption: $0.caption, layout: $0.layout) })
  }

  @Test("each picture is well-formed and matches its golden", arguments: LayoutSVGFixtures.cases)
  func golden(_ situation: LayoutSVGFixtures.Case) throws {
    let svg = Self.render(situation.screens)
    let document = try SVGDocument(svg)
    #expect(document.root?.name == "svg")
    let outcome = Golden.check(svg, against: "layout/svg/\(situation.name).svg")
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
  }

  @Test("no golden is left without a situation")
  func noOrphanGoldens() {
    let found = Set(PackagePaths.files(under: "Tests/Goldens/layout/svg", withExtension: "svg"))
    let expected = Set(LayoutSVGFixtures.cases.map { "Tests/Goldens/layout/svg/\($0.name).svg" })
    #expect(found.subtracting(expected).isEmpty, "orphans: \(found.subtracting(expected).sorted())")
  }

  @Test("the same layouts give the same bytes")
  func deterministic() {
    for situation in LayoutSVGFixtures.cases {
      #expect(Self.render(situation.screens) == Self.render(situation.screens))
    }
  }

  @Test("the document has a title, a description and a legend, and no external resource")
  func accessibleAndSelfContained() throws {
    let svg = LayoutSVGRenderer().render(LayoutSVGFixtures.ios7NavigationTable())
    let document = try SVGDocument(svg)
    let root = try #require(document.root)
    #expect(root.attributes["role"] == "img")
    let title = try #require(root.children.first { $0.name == "title" })
    #expect(title.text.contains("iOS 7, iPhone 5, portrait"))
    let description = try #require(root.children.first { $0.name == "desc" })
    #expect(
      description.text.contains("navigation bar (0, 20, 320, 44), background (0, 0, 320, 64)"))
    #expect(document.elements { $0.attributes["id"] == "legend" }.count == 1)
    let entries = document.elements { $0.attributes["class"] == "legend-entry" }
    #expect(entries.count >= 5)
    // Nothing is fetched: no href anywhere but fragment references, no named font.
    for element in document.all {
      for (name, value) in element.attributes {
        if name.hasSuffix("href") { #expect(value.hasPrefix("#")) }
        if value.contains("url(") { #expect(value.hasPrefix("url(#")) }
        if name == "font-family" { #expect(value == "sans-serif") }
      }
    }
  }

  @Test("the navigation bar's frame and its background behind the status bar are to scale")
  func navigationBarToScale() throws {
    let document = try SVGDocument(
      LayoutSVGRenderer().render(LayoutSVGFixtures.ios7NavigationTable()))
    let background = try #require(document.elements(class: "navigation-bar-background").first)
    #expect(background.attributes["y"] == "0")
    #expect(background.attributes["height"] == "64")
    #expect(background.attributes["width"] == "320")
    let bar = try #require(document.elements(class: "navigation-bar").first)
    #expect(bar.attributes["y"] == "20")
    #expect(bar.attributes["height"] == "44")
    // The screen is the device's size in points, and the bar's label says 44 and 64.
    let screen = try #require(document.elements(class: "screen").first)
    #expect(screen.attributes["width"] == "320")
    #expect(screen.attributes["height"] == "568")
    let label = try #require(document.elements(class: "bar-label").first)
    #expect(label.text == "navigation bar 44 · background 64")
  }

  @Test("iOS 6 draws the status bar beside the app, with no background extension")
  func ios6() throws {
    let layout = LayoutSVGFixtures.ios6NavigationTable(.iphone4S)
    let document = try SVGDocument(LayoutSVGRenderer().render(layout))
    #expect(document.elements(class: "navigation-bar-background").isEmpty)
    let statusBar = try #require(document.elements(class: "status-bar-frame").first)
    #expect(statusBar.attributes["fill"] != "none")
    #expect(statusBar.attributes["height"] == "20")
    let frames = document.elements(class: "view-frame")
    #expect(frames.map { $0.attributes["data-controller"] } == ["Navigation", "Inbox"])
    // The root's outline sits inside the application frame (0, 20, 320, 460).
    let root = try #require(frames.first)
    let y = try #require(root.attributes["y"].flatMap(Double.init))
    let height = try #require(root.attributes["height"].flatMap(Double.init))
    #expect(y > 20 && y < 24)
    #expect(abs((y + height) - 480) < 4)
    #expect(document.elements(class: "home-button").count == 1)
  }

  @Test("a safe area on iOS 11 and layout guides on iOS 7–10 are dashed, for content only")
  func guides() throws {
    let modern = try SVGDocument(
      LayoutSVGRenderer().render(LayoutSVGFixtures.ios11NavigationTable()))
    let areas = modern.elements(class: "safe-area")
    #expect(areas.count == 1, "the container's safe area is not drawn")
    #expect(areas.first?.attributes["y"] == "88")
    #expect(areas.first?.attributes["height"] == "690")
    #expect(areas.first?.attributes["stroke-dasharray"] != nil)
    #expect(modern.elements(class: "notch").count == 1)
    #expect(modern.elements(class: "home-indicator").count == 1)
    let older = try SVGDocument(LayoutSVGRenderer().render(LayoutSVGFixtures.ios7NavigationTable()))
    #expect(older.elements(class: "safe-area").isEmpty)
    let guide = try #require(older.elements(class: "top-layout-guide").first)
    #expect(guide.attributes["y1"] == "64")
    #expect(guide.attributes["stroke-dasharray"] != nil)
  }

  @Test(
    "the edge labels merge what lines up: y 64 is the bar's bottom, the guide and the content's top"
  )
  func edgeLabels() throws {
    let document = try SVGDocument(
      LayoutSVGRenderer().render(LayoutSVGFixtures.ios7NavigationTable()))
    let labels = document.elements(class: "edge-labels").flatMap { $0.children }
      .filter { $0.name == "text" }.map(\.text)
    let joined = labels.joined(separator: " ")
    #expect(joined.contains("y 20 status bar bottom"))
    #expect(joined.contains("y 64 navigation bar bottom, top layout guide, content top"))
  }

  @Test("labels at the right of the screen never overlap", arguments: LayoutSVGFixtures.cases)
  func labelsApart(_ situation: LayoutSVGFixtures.Case) throws {
    let document = try SVGDocument(Self.render(situation.screens))
    for group in document.elements(class: "edge-labels") {
      let baselines = group.children.filter { $0.name == "text" }
        .compactMap { $0.attributes["y"].flatMap(Double.init) }
      for (upper, lower) in zip(baselines, baselines.dropFirst()) {
        #expect(lower - upper >= 12, "\(situation.name): labels at \(upper) and \(lower)")
      }
    }
  }

  @Test("the Dynamic Island, light glyphs and the uncertain status bar height")
  func dynamicIsland() throws {
    let document = try SVGDocument(
      LayoutSVGRenderer().render(LayoutSVGFixtures.ios17TabNavigation()))
    #expect(document.elements(class: "dynamic-island").count == 1)
    let statusBar = try #require(document.elements(class: "status-bar").first)
    #expect(statusBar.attributes["data-content"] == "light")
    #expect(document.elements(class: "status-bar-glyphs-halo").count == 1)
    let tabBar = try #require(document.elements(class: "tab-bar").first)
    #expect(tabBar.attributes["y"] == "769")
    #expect(tabBar.attributes["height"] == "83")
    let notes = document.elements(class: "notes").flatMap(\.children).map(\.text)
    #expect(notes.joined(separator: " ").contains("statusBar.frame.height 54, or 59 (D1)"))
    let status = try #require(document.elements(class: "status-line").first)
    #expect(status.text == "status bar 54: light content (.lightContent), over the app")
  }

  @Test("landscape draws the screen on its side, with the notch at the left")
  func landscape() throws {
    let document = try SVGDocument(LayoutSVGRenderer().render(LayoutSVGFixtures.ios11Landscape()))
    let screen = try #require(document.elements(class: "screen").first)
    #expect(screen.attributes["width"] == "812")
    #expect(screen.attributes["height"] == "375")
    let notch = try #require(document.elements(class: "notch").first)
    #expect(notch.attributes["d"]?.hasPrefix("M 0 ") == true)
    let area = try #require(document.elements(class: "safe-area").first)
    #expect(area.attributes["x"] == "44")
    #expect(area.attributes["width"] == "724")
  }

  @Test("a hidden status bar is not drawn and is noted")
  func hiddenStatusBar() throws {
    let document = try SVGDocument(
      LayoutSVGRenderer().render(LayoutSVGFixtures.ios10HiddenStatusBar()))
    #expect(document.elements(class: "status-bar").isEmpty)
    #expect(document.elements(class: "status-line").first?.text == "status bar hidden")
    #expect(document.elements(class: "navigation-bar").first?.attributes["y"] == "0")
  }

  @Test("a call's double-height status bar and a presented sheet")
  func inCallAndSheet() throws {
    let call = try SVGDocument(LayoutSVGRenderer().render(LayoutSVGFixtures.ios9InCall()))
    #expect(call.elements(class: "in-call").first?.attributes["height"] == "40")
    let sheet = try SVGDocument(LayoutSVGRenderer().render(LayoutSVGFixtures.ios15Sheet()))
    #expect(sheet.elements(class: "veil").count == 1)
    #expect(sheet.elements(class: "presented-card").first?.attributes["y"] == "57")
    #expect(sheet.elements(class: "controller-names").count == 2)
  }

  @Test("names from the rules file are escaped")
  func hostileNames() throws {
    let svg = LayoutSVGRenderer().render(LayoutSVGFixtures.hostileNames())
    #expect(!svg.contains("A&<B>"))
    #expect(svg.contains("A&amp;&lt;B&gt;&quot;"))
    #expect(!svg.contains("\u{1}"))
    let document = try SVGDocument(svg)
    let frame = try #require(document.elements(class: "view-frame").first)
    #expect(frame.attributes["data-controller"] == "A&<B>\"")
    #expect(document.all.contains { $0.text.contains("C'<&>") })
  }

  @Test("side by side, the screens sit left to right under their captions")
  func sideBySide() throws {
    let one = try SVGDocument(
      LayoutSVGRenderer().render(LayoutSVGFixtures.ios7NavigationTable()))
    let two = try SVGDocument(Self.render(LayoutSVGFixtures.sideBySide))
    let oneWidth = try #require(one.root?.attributes["width"].flatMap(Double.init))
    let twoWidth = try #require(two.root?.attributes["width"].flatMap(Double.init))
    #expect(twoWidth > oneWidth * 1.8)
    let screens = two.elements(class: "layout-screen")
    #expect(screens.map { $0.attributes["id"] } == ["screen-0", "screen-1"])
    #expect(two.elements(class: "caption").map(\.text) == ["iOS 6", "iOS 7"])
    // Each screen clips to its own shape.
    let clips = two.all.filter { $0.name == "clipPath" }.compactMap { $0.attributes["id"] }
    #expect(clips == ["stylerule-screen-0", "stylerule-screen-1"])
    // The legend explains both status bars: beside the app (iOS 6) and over it (iOS 7).
    let legend = two.elements(class: "legend-entry").flatMap(\.children).map(\.text)
    #expect(legend.contains { $0.hasPrefix("status bar beside the app") })
    #expect(legend.contains { $0.hasPrefix("status bar over the app") })
  }

  @Test("a deep hierarchy: the names that fit, how many are left out, and labels kept apart")
  func deepHierarchy() throws {
    let layout = LayoutSVGFixtures.deepHierarchy(count: 300)
    let svg = LayoutSVGRenderer().render(layout)
    let document = try SVGDocument(svg)
    #expect(document.elements(class: "view-frame").count == 300)
    let box = try #require(document.elements(class: "controller-names").first)
    let texts = box.children.filter { $0.name == "text" }.map(\.text)
    #expect(texts.last?.hasPrefix("… and ") == true)
    #expect(texts.last?.hasSuffix(" more controllers") == true)
    let shown = box.children.filter { $0.name == "rect" }.count - 1
    #expect(texts.last == "… and \(300 - shown) more controllers")
    // The box stays on the screen: its translate and its height end above the screen's bottom.
    let background = try #require(box.children.first { $0.name == "rect" })
    let transform = try #require(box.attributes["transform"])
    let y = try #require(
      transform.split(separator: " ").last.flatMap { Double($0.dropLast()) })
    let height = try #require(background.attributes["height"].flatMap(Double.init))
    #expect(y + height <= 568)
    // Every distinct edge gets a label, none overlapping, running on below the device.
    let baselines = document.elements(class: "edge-labels").flatMap(\.children)
      .filter { $0.name == "text" }.compactMap { $0.attributes["y"].flatMap(Double.init) }
    #expect(baselines.count >= 299)
    for (upper, lower) in zip(baselines, baselines.dropFirst()) { #expect(lower - upper >= 12) }
    let root = try #require(document.root?.attributes["height"].flatMap(Double.init))
    #expect(root > (baselines.last ?? 0))
  }

  @Test("a container's own view is filled where its children and the bars over it leave it")
  func containerOwnView() throws {
    typealias F = LayoutSVGFixtures
    let banded = F.layout(
      ios: 7, .iphone5, statusBar: F.statusBar(F.frame(0, 0, 320, 20)),
      controllers: [
        F.controller(
          "Box", "ContainerViewController", depth: 0, parent: nil, view: F.frame(0, 0, 320, 568)),
        F.controller(
          "Inner", "UIViewController", depth: 1, parent: "Box", view: F.frame(0, 20, 320, 548)),
      ])
    let bands = try SVGDocument(LayoutSVGRenderer().render(banded)).elements(
      class: "container-own-view")
    #expect(bands.count == 1)
    let band = try #require(bands.first?.children.first { $0.name == "rect" })
    #expect(band.attributes["y"] == "0")
    #expect(band.attributes["height"] == "20")
    // Under a navigation bar and its background the child's gap is the bar's: not filled.
    let underBar = F.layout(
      ios: 7, .iphone5, statusBar: F.statusBar(F.frame(0, 0, 320, 20)),
      controllers: [
        F.controller(
          "NC", "UINavigationController", depth: 0, parent: nil, view: F.frame(0, 0, 320, 568),
          navigationBar: F.navigationBar(
            F.frame(0, 20, 320, 44), background: F.frame(0, 0, 320, 64))),
        F.controller(
          "Home", "UIViewController", depth: 1, parent: "NC", view: F.frame(0, 64, 320, 504)),
      ])
    let svg = LayoutSVGRenderer().render(underBar)
    #expect(!svg.contains("container-own-view"))
    #expect(!svg.contains("where its children do not reach"))
  }

  @Test("a chain of 5,000 containers each one point lower draws its bands in linear time")
  func deepBands() throws {
    let started = Date()
    let svg = LayoutSVGRenderer().render(LayoutSVGFixtures.deepHierarchy(count: 5_000))
    #expect(Date().timeIntervalSince(started) < 20)
    let document = try SVGDocument(svg)
    // A band each while the views still have height: levels 0 to 567 of the 568-point screen.
    #expect(document.elements(class: "container-own-view").count == 568)
  }

  @Test("numbers no engine should give (infinite, not a number, negative) never trap")
  func hostileNumbers() throws {
    for value in [Double.nan, .infinity, -.infinity, -500, 1e300] {
      let svg = LayoutSVGRenderer().render(LayoutSVGFixtures.strangeNumbers(value))
      let document = try SVGDocument(svg)
      #expect(document.elements(class: "view-frame").count == 2)
      #expect(!svg.contains("nan") && !svg.contains("inf"))
    }
  }

  @Test("no screens still make a valid document")
  func empty() throws {
    let document = try SVGDocument(LayoutSVGRenderer().render([]))
    #expect(document.root?.name == "svg")
  }
}

/// A parsed SVG document: a tree of elements with their attributes and text, from
/// FoundationXML's `XMLParser`, which fails on a document that is not well-formed.
struct SVGDocument {
  /// An element.
  final class Element {
    let name: String
    let attributes: [String: String]
    var children: [Element] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }
  }

  struct ParseError: Error, CustomStringConvertible {
    let description: String
  }

  /// The root element.
  let root: Element?

  init(_ text: String) throws {
    let delegate = Delegate()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = delegate
    guard parser.parse() else {
      throw ParseError(
        description: "not well-formed at line \(parser.lineNumber): "
          + "\(parser.parserError.map { "\($0)" } ?? "unknown error")")
    }
    root = delegate.root
  }

  /// Every element, in document order (an iterative walk).
  var all: [Element] {
    var result: [Element] = []
    var stack = root.map { [$0] } ?? []
    while let element = stack.popLast() {
      result.append(element)
      stack.append(contentsOf: element.children.reversed())
    }
    return result
  }

  func elements(_ predicate: (Element) -> Bool) -> [Element] { all.filter(predicate) }

  /// The elements of a class.
  func elements(class name: String) -> [Element] {
    all.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains { $0 == name } }
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    var root: Element?
    var stack: [Element] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let element = Element(name: elementName, attributes: attributes)
      if let parent = stack.last { parent.children.append(element) } else { root = element }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      // Text belongs to the innermost open element and to every open `<text>` around it,
      // so that a `<text>` made of `<tspan>`s reads as one string.
      for element in stack where element === stack.last || element.name == "text" {
        element.text += string
      }
    }
  }
}
