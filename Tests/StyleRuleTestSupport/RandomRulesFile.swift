import StyleRuleKit

/// Random rules files for property-based tests, using every construct of the language:
/// Info.plist keys, app-level values, the environment, classes (some inheriting from each
/// other), extensions, several windows with levels and visibility, nested navigation,
/// tab bar and custom containers, named child selectors, presentations at the top level
/// and inside bodies, backtick names, dynamic values (`dynamic(…)` and `dynamic` alone,
/// with and without `initially`) wherever the language takes them, forwarding by value,
/// hosting controllers with their SwiftUI members, an opaque class, system controllers,
/// window traits, scenes, the layout properties and environment states, and a scenario of
/// events that fit the hierarchy.
///
/// Most files are valid; `corrupted` also flips a few characters, for crash properties.
public struct RandomRulesFile {
  private var random: SeededGenerator
  private var lines: [String] = []
  private var counter = 0
  /// Controllers placed so far, with their kind.
  private var placed: [(name: String, kind: Kind, window: Int)] = []
  /// Windows that already present something: a second presentation in the same window
  /// would usually meet a presenter that already presents, so the generator avoids it.
  private var presentingWindows: Set<Int> = []
  private var currentWindow = 0

  private enum Kind { case plain, navigation, tabBar, container }

  /// A generator for one seed.
  public init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// The text of a file.
  public mutating func text() -> String {
    header()
    classes()
    let windows = 1 + random.below(3)
    if random.chance(0.3) {
      // Each window in a scene of its own, or all of them in one.
      let perWindow = random.chance(0.5)
      for index in 0..<windows {
        if perWindow || index == 0 { lines.append("scene " + name("Scene") + " {") }
        window(index)
        if perWindow || index == windows - 1 { lines.append("}") }
      }
    } else {
      for index in 0..<windows { window(index) }
    }
    topLevelPresentations()
    scenario()
    return lines.joined(separator: "\n") + "\n"
  }

  /// The text of a file with a few characters replaced by others.
  public mutating func corrupted() -> String {
    var bytes = Array(text().utf8)
    let alphabet = Array("{}:;=.`#\n \u{0}é".utf8)
    for _ in 0..<(1 + random.below(4)) where !bytes.isEmpty {
      bytes[random.below(bytes.count)] = random.pick(alphabet)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let styles = ["default", "lightContent", "darkContent", "blackOpaque"]
  private static let presentationStyles = [
    "fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "pageSheet",
    "formSheet", "popover", "custom", "automatic",
  ]

  /// The values of each kind a dynamic value may list, as the generator writes them.
  private enum DynamicKind {
    case style, bool, presentation, userInterface, barStyle

    var spellings: [String] {
      switch self {
      case .style: ["default", "lightContent", "darkContent", "blackOpaque", "blackTranslucent"]
      case .bool: ["false", "true"]
      case .presentation: RandomRulesFile.presentationStyles
      case .userInterface: ["unspecified", "light", "dark"]
      case .barStyle: ["default", "black", "blackTranslucent"]
      }
    }

    /// The values `dynamic` alone stands for (the deprecated styles are left out).
    var every: [String] { self == .style ? Array(spellings.prefix(3)) : spellings }
  }

  /// `literal`, or now and then a dynamic value of its kind: `dynamic(…)` listing some
  /// values (`literal` among them, often), or `dynamic` alone, each with or without
  /// `initially`.
  private mutating func maybeDynamic(_ literal: String, _ kind: DynamicKind) -> String {
    guard random.chance(0.3) else { return literal }
    if random.chance(0.25) {
      guard random.chance(0.5) else { return "dynamic" }
      return "dynamic initially \(random.pick(kind.every))"
    }
    var listed: [String] = random.chance(0.7) ? [literal] : []
    for spelling in kind.spellings where !listed.contains(spelling) && random.chance(0.35) {
      listed.insert(spelling, at: random.below(listed.count + 1))
    }
    if listed.isEmpty { listed = [random.pick(kind.spellings)] }
    // `YES` and `NO` are spellings of a boolean too.
    if kind == .bool, random.chance(0.2) {
      listed = listed.map { $0 == "true" ? "YES" : "NO" }
    }
    let text = "dynamic(" + listed.joined(separator: ", ") + ")"
    return random.chance(0.5) ? text : text + " initially " + random.pick(listed)
  }

  private mutating func name(_ base: String) -> String {
    counter += 1
    return random.chance(0.05) ? "`\(base) \(counter)`" : "\(base)\(counter)"
  }

  private mutating func header() {
    if random.chance(0.5) {
      lines.append(
        "plist UIViewControllerBasedStatusBarAppearance = \(random.chance(0.85) ? "YES" : "NO")")
    }
    if random.chance(0.3) {
      lines.append(
        "plist UIStatusBarStyle = "
          + random.pick([
            "UIStatusBarStyleDefault", "UIStatusBarStyleLightContent",
            "UIStatusBarStyleDarkContent",
          ]))
    }
    if random.chance(0.2) {
      lines.append("plist UIStatusBarHidden = \(random.pick(["YES", "NO"]))")
    }
    if random.chance(0.15) {
      lines.append("UIApplication.shared.statusBarStyle = \(random.pick(Self.styles))")
    }
    if random.chance(0.1) {
      lines.append("UIApplication.shared.setStatusBarHidden(\(random.chance(0.5)), with: .fade)")
    }
    var settings: [String] = []
    if random.chance(0.8) {
      let ios = random.pick(["7", "8.2", "9", "12", "13", "13.4", "17", "18"])
      settings.append("ios \(ios)")
      if random.chance(0.15) { settings.append("sdk \(random.pick(["6", "7"]))") }
    }
    if random.chance(0.15) { settings.append(random.pick(["in-call", "in-call off"])) }
    if random.chance(0.7) {
      settings.append("device \(random.pick(["iphone-home-button", "iphone-face-id", "ipad"]))")
    }
    if random.chance(0.6) { settings.append("appearance \(random.pick(["light", "dark"]))") }
    if random.chance(0.15) {
      lines.append("plist UIUserInterfaceStyle = \(random.pick(["Light", "Dark", "Automatic"]))")
    }
    if random.chance(0.3) {
      settings.append("orientation \(random.pick(["portrait", "landscape"]))")
    }
    if !settings.isEmpty { lines.append("environment " + settings.joined(separator: ", ")) }
  }

  private mutating func classes() {
    lines.append("class Light: UIViewController { preferredStatusBarStyle = lightContent }")
    lines.append(
      "class Dark: UIViewController { preferredStatusBarStyle = "
        + "\(maybeDynamic("darkContent", .style)) }")
    lines.append(
      "class Hiding: Light { prefersStatusBarHidden = \(maybeDynamic("true", .bool)) }")
    lines.append(
      "class Capturing: UIViewController {\n  preferredStatusBarStyle = "
        + "\(maybeDynamic(random.pick(Self.styles), .style))\n"
        + "  modalPresentationCapturesStatusBarAppearance = \(maybeDynamic("true", .bool))\n}")
    lines.append(
      "class Forwarding: UINavigationController { childForStatusBarStyle = "
        + "\(random.pick(["topViewController", "visibleViewController", "nil"])) }")
    lines.append("class Host: UIViewController { childForStatusBarStyle = children.last }")
    lines.append(
      "class ValueForwarding: UIViewController {\n  preferredStatusBarStyle = "
        + "children.first?.preferredStatusBarStyle ?? \(random.pick(Self.styles))\n"
        + "  prefersStatusBarHidden = children.last.prefersStatusBarHidden\n}")
    lines.append(
      "class PlayerHost: UIHostingController<PlayerView> {\n  preferredStatusBarStyle = "
        + "lightContent\n  rootView.statusBarHidden = \(maybeDynamic("false", .bool))\n"
        + "  rootView.preferredColorScheme = \(random.pick(["light", "dark", "unspecified"]))\n"
        + "  rootView.statusBarVisibility = \(random.pick(["automatic", "visible", "hidden"]))\n}")
    lines.append("class Pager: opaque UIPageViewController")
    lines.append(
      "class Feed: UITableViewController {\n  tableView.contentInsetAdjustmentBehavior = "
        + random.pick(["automatic", "scrollableAxes", "never", "always"])
        + "\n  navigationItem.largeTitleDisplayMode = "
        + random.pick(["automatic", "always", "never"]) + "\n}")
    lines.append(
      "class Article: UIViewController {\n  view = UIScrollView\n  edgesForExtendedLayout = "
        + random.pick(["all", "none", "top", "[top, bottom]", "[.left, .right]", "[]"])
        + "\n  additionalSafeAreaInsets = "
        + random.pick(["zero", "top 20", "bottom 10.5, top 4", "left -2, right 2"]) + "\n}")
    if random.chance(0.2) {
      lines.append(
        "extension UIViewController {\n  extendedLayoutIncludesOpaqueBars = "
          + "\(random.chance(0.5))\n  automaticallyAdjustsScrollViewInsets = "
          + "\(random.chance(0.5))\n}")
    }
    if random.chance(0.3) {
      lines.append(
        "extension UINavigationController {\n  childForStatusBarStyle = visibleViewController\n}")
    }
    if random.chance(0.15) {
      lines.append(
        "extension UIViewController { prefersStatusBarHidden = \(maybeDynamic("false", .bool)) }"
      )
    }
  }

  private mutating func window(_ index: Int) {
    currentWindow = index
    var header = "window"
    if index > 0 || random.chance(0.3) { header += " " + name("Window") }
    lines.append(header + " {")
    if index > 0 {
      lines.append("  windowLevel = \(random.pick(["normal", "statusBar", "alert", "1500"]))")
      if random.chance(0.5) {
        lines.append("  isHidden = \(maybeDynamic("\(random.chance(0.5))", .bool))")
      }
      if random.chance(0.2) { lines.append("  fillsScene = false") }
    }
    if random.chance(0.15) {
      lines.append(
        "  overrideUserInterfaceStyle = "
          + maybeDynamic(random.pick(["light", "dark", "unspecified"]), .userInterface))
    }
    controller(depth: 1, indent: "  ", allowed: [.plain, .navigation, .tabBar, .container])
    lines.append("}")
  }

  /// A controller and, iteratively bounded by depth, its children.
  private mutating func controller(depth: Int, indent: String, allowed: [Kind]) {
    let kind: Kind = depth > 4 ? .plain : random.pick(allowed)
    let inner = indent + "  "
    switch kind {
    case .plain:
      let name = name("Screen")
      placed.append((name, .plain, currentWindow))
      let className = random.pick([
        "UIViewController", "Light", "Dark", "Hiding", "Capturing", "PlayerHost",
        "UIHostingController<HomeView>", "Feed", "Article",
      ])
      if random.chance(0.15) {
        lines.append(
          "\(indent)\(name): \(className) { overrideUserInterfaceStyle = "
            + "\(maybeDynamic("dark", .userInterface)) }")
      } else {
        lines.append("\(indent)\(name): \(className)")
      }
    case .navigation:
      let name = name("Nav")
      placed.append((name, .navigation, currentWindow))
      lines.append(
        "\(indent)\(name): \(random.chance(0.4) ? "Forwarding" : "UINavigationController") {")
      if random.chance(0.2) {
        lines.append("\(inner)isNavigationBarHidden = \(maybeDynamic("true", .bool))")
      }
      if random.chance(0.15) {
        lines.append("\(inner)navigationBar.barStyle = \(maybeDynamic("black", .barStyle))")
      }
      if random.chance(0.1) { lines.append("\(inner)definesPresentationContext = false") }
      if random.chance(0.2) {
        lines.append("\(inner)navigationBar.isTranslucent = \(random.chance(0.5))")
      }
      if random.chance(0.1) {
        lines.append(
          "\(inner)navigationBar.prefersLargeTitles = true; isToolbarHidden = false; "
            + "hidesBarsWhenVerticallyCompact = \(random.chance(0.5))")
      }
      for _ in 0..<(1 + random.below(3)) {
        controller(depth: depth + 1, indent: inner, allowed: [.plain, .plain, .tabBar, .container])
      }
      lines.append("\(indent)}")
    case .tabBar:
      let name = name("Tabs")
      placed.append((name, .tabBar, currentWindow))
      lines.append("\(indent)\(name): UITabBarController {")
      let count = 1 + random.below(3)
      if random.chance(0.4) { lines.append("\(inner)selectedIndex = \(random.below(count))") }
      if random.chance(0.2) { lines.append("\(inner)tabBar.isTranslucent = false") }
      for _ in 0..<count {
        controller(depth: depth + 1, indent: inner, allowed: [.plain, .navigation, .navigation])
      }
      lines.append("\(indent)}")
    case .container:
      let name = name("Container")
      placed.append((name, .container, currentWindow))
      let containerClass = random.pick(["Host", "UIViewController", "ValueForwarding", "Pager"])
      lines.append("\(indent)\(name): \(containerClass) {")
      if containerClass != "Pager", random.chance(0.2) {
        lines.append("\(inner)childViewInsets = top \(random.pick(["1", "20", "20.5"]))")
      }
      for _ in 0..<(1 + random.below(2)) {
        controller(depth: depth + 1, indent: inner, allowed: [.plain, .navigation])
      }
      if random.chance(0.3), !presentingWindows.contains(currentWindow) {
        presentingWindows.insert(currentWindow)
        let presented = self.name("Sheet")
        placed.append((presented, .plain, currentWindow))
        let style = maybeDynamic(random.pick(Self.presentationStyles), .presentation)
        lines.append(
          "\(inner)presents \(presented): "
            + random.pick(["Light", "Capturing", "UIAlertController", "UIActivityViewController"])
            + " "
            + "{ modalPresentationStyle = \(style) }")
      }
      lines.append("\(indent)}")
    }
  }

  private mutating func topLevelPresentations() {
    for _ in 0..<random.below(3) {
      let candidates = placed.filter { !presentingWindows.contains($0.window) }
      guard !candidates.isEmpty else { return }
      let presenter = random.pick(candidates)
      presentingWindows.insert(presenter.window)
      let presented = name("Popup")
      var properties = [
        "modalPresentationStyle = "
          + maybeDynamic(random.pick(Self.presentationStyles), .presentation)
      ]
      if random.chance(0.3) {
        properties.append(
          "modalPresentationCapturesStatusBarAppearance = \(maybeDynamic("true", .bool))")
      }
      if random.chance(0.2) {
        properties.append("presentationController.shouldRemovePresentersView = true")
      }
      lines.append(
        "\(presenter.name) presents \(presented): "
          + "\(random.pick(["Light", "Dark", "UIViewController"])) "
          + "{ \(properties.joined(separator: "; ")) }")
      placed.append((presented, .plain, presenter.window))
    }
  }

  private mutating func scenario() {
    guard random.chance(0.5) else { return }
    lines.append("scenario {")
    var pushed: [String: [String]] = [:]
    for _ in 0..<(1 + random.below(6)) {
      let navigations = placed.filter { $0.kind == .navigation }.map(\.name)
      switch random.below(6) {
      case 0:
        lines.append("  appearance \(random.pick(["light", "dark"]))")
      case 1:
        lines.append("  orientation \(random.pick(["portrait", "landscape"]))")
      case 2:
        let target = random.pick(placed).name
        lines.append("  \(target).setNeedsStatusBarAppearanceUpdate()")
      case 3:
        lines.append(
          "  Light.preferredStatusBarStyle = \(random.pick(Self.styles))"
            + (random.chance(0.5)
              ? "; \(random.pick(placed).name).setNeedsStatusBarAppearanceUpdate()" : ""))
      case 4 where !navigations.isEmpty:
        let navigation = random.pick(navigations)
        if pushed[navigation]?.isEmpty == false, random.chance(0.4) {
          lines.append("  \(navigation) pops")
          pushed[navigation]?.removeLast()
        } else {
          let screen = name("Pushed")
          lines.append(
            "  \(navigation) pushes \(screen): \(random.pick(["Light", "Dark", "Hiding"]))")
          pushed[navigation, default: []].append(screen)
        }
      default:
        if let navigation = navigations.first {
          lines.append("  \(navigation).isNavigationBarHidden = \(random.chance(0.5))")
          if random.chance(0.3) {
            lines.append("  \(navigation).navigationBar.isTranslucent = \(random.chance(0.5))")
          }
        } else {
          lines.append("  orientation portrait")
        }
        if random.chance(0.3) { lines.append("  in-call \(random.pick(["on", "off"]))") }
      }
    }
    lines.append("}")
  }
}
