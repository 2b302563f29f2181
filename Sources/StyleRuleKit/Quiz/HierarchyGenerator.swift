/// Writes small random app hierarchies as rules files, for quiz questions beyond the
/// catalogue.
///
/// The hierarchies mix navigation, tab bar and custom containers, forwarding subclasses,
/// hidden navigation bars, presentations with and without capture, and sometimes the
/// Info.plist switch NO. Some run on iOS 26 or 27 on today's devices, in the new design
/// (where a navigation bar's forced style decides, R38) or in compatibility mode (R36).
/// Every file it writes loads without a diagnostic.
public struct HierarchyGenerator: Sendable {
  /// Creates a generator.
  public init() {}

  /// A rules file made from the generator's next numbers.
  public func rulesText(using random: inout SeededGenerator) -> String {
    var state = State()
    let ios = random.pick(["12", "13", "17", "26", "27"])
    let yearNumbered = ios == "26" || ios == "27"
    let device = random.pick(
      yearNumbered
        ? ["iphone-17-pro", "iphone-air", "iphone-16e", "ipad-a16", "iphone-face-id"]
        : ["iphone-home-button", "iphone-face-id", "ipad"])
    let appearance = random.pick(["light", "dark"])
    var header: [String] = []
    if ios == "26", random.chance(0.3) {
      header.append("plist UIDesignRequiresCompatibility = YES")
    } else if yearNumbered {
      state.newDesign = true
    }
    if random.chance(0.08) {
      header.append("plist UIViewControllerBasedStatusBarAppearance = NO")
      if random.chance(0.5) {
        header.append("UIApplication.shared.statusBarStyle = \(random.pick(Self.styles))")
      }
    }
    header.append("environment ios \(ios), device \(device), appearance \(appearance)")

    var body = ["window {"]
    let root = random.pick(Kind.roots)
    body += state.controller(root, depth: 1, indent: "  ", random: &random)
    body.append("}")
    if random.chance(0.45), let presenter = state.placed.isEmpty ? nil : random.pick(state.placed) {
      let name = state.name("Popup")
      let style = random.pick(["fullScreen", "overFullScreen", "overCurrentContext", "pageSheet"])
      var properties = ["modalPresentationStyle = \(style)"]
      if random.chance(0.3) {
        properties.append("modalPresentationCapturesStatusBarAppearance = true")
      }
      let className = random.chance(0.5) ? "LightViewController" : "DarkViewController"
      state.use(className == "LightViewController" ? .light : .dark)
      body.append(
        "\(presenter) presents \(name): \(className) { \(properties.joined(separator: "; ")) }")
    }
    return (header + [""] + state.classLines + [""] + body).joined(separator: "\n") + "\n"
  }

  private static let styles = ["default", "lightContent", "darkContent"]

  /// The kinds of controller the generator places.
  private enum Kind {
    case plain, navigation, tabBar, container
    static let roots: [Kind] = [.plain, .navigation, .navigation, .tabBar, .tabBar, .container]
  }

  /// The classes the generator can declare.
  private enum DeclaredClass: CaseIterable {
    case light, dark, forwardingNavigation, hostingContainer

    var declaration: String {
      switch self {
      case .light:
        "class LightViewController: UIViewController { preferredStatusBarStyle = lightContent }"
      case .dark:
        "class DarkViewController: UIViewController { preferredStatusBarStyle = darkContent }"
      case .forwardingNavigation:
        "class ForwardingNavigationController: UINavigationController {\n"
          + "  childForStatusBarStyle = topViewController\n}"
      case .hostingContainer:
        "class HostViewController: UIViewController { childForStatusBarStyle = children.first }"
      }
    }
  }

  /// What has been written so far.
  private struct State {
    var used: Set<DeclaredClass> = []
    /// Whether the app runs in the new design (R36), where a navigation bar may be forced
    /// light or dark (R38).
    var newDesign = false
    var placed: [String] = []
    var counts: [String: Int] = [:]

    /// The declarations of the classes used, in a fixed order.
    var classLines: [String] {
      DeclaredClass.allCases.filter { used.contains($0) }.map(\.declaration)
    }

    mutating func use(_ declared: DeclaredClass) { used.insert(declared) }

    /// A fresh name, such as `Home`, then `Home2`.
    mutating func name(_ base: String) -> String {
      let count = (counts[base] ?? 0) + 1
      counts[base] = count
      return count == 1 ? base : "\(base)\(count)"
    }

    /// The lines of a controller and what it contains; depth is bounded, so the nesting
    /// of the calls is too.
    mutating func controller(
      _ kind: Kind, depth: Int, indent: String, random: inout SeededGenerator
    ) -> [String] {
      let inner = indent + "  "
      switch kind {
      case .plain:
        let name = name(random.pick(["Home", "Feed", "Detail", "Profile", "Player"]))
        placed.append(name)
        let roll = random.below(3)
        let className = ["UIViewController", "LightViewController", "DarkViewController"][roll]
        if roll == 1 { use(.light) }
        if roll == 2 { use(.dark) }
        return ["\(indent)\(name): \(className)"]
      case .navigation:
        let name = name("Nav")
        placed.append(name)
        var className = "UINavigationController"
        if random.chance(0.3) {
          className = "ForwardingNavigationController"
          use(.forwardingNavigation)
        }
        var lines = ["\(indent)\(name): \(className) {"]
        if random.chance(0.15) { lines.append("\(inner)isNavigationBarHidden = true") }
        if newDesign, random.chance(0.25) {
          let style = random.pick(["dark", "light"])
          lines.append("\(inner)navigationBar.overrideUserInterfaceStyle = \(style)")
        } else if !newDesign, random.chance(0.1) {
          lines.append("\(inner)navigationBar.barStyle = black")
        }
        let count = 1 + random.below(2)
        for position in 0..<count {
          let childKind: Kind =
            depth < 3 && position == count - 1 && random.chance(0.2) ? .tabBar : .plain
          lines += controller(childKind, depth: depth + 1, indent: inner, random: &random)
        }
        return lines + ["\(indent)}"]
      case .tabBar:
        let name = name("Tabs")
        placed.append(name)
        var lines = ["\(indent)\(name): UITabBarController {"]
        let count = 2
        if random.chance(0.3) { lines.append("\(inner)selectedIndex = 1") }
        for _ in 0..<count {
          let childKind: Kind = depth < 3 && random.chance(0.5) ? .navigation : .plain
          lines += controller(childKind, depth: depth + 1, indent: inner, random: &random)
        }
        return lines + ["\(indent)}"]
      case .container:
        let name = name("Container")
        placed.append(name)
        var className = "UIViewController"
        if random.chance(0.4) {
          className = "HostViewController"
          use(.hostingContainer)
        }
        var lines = ["\(indent)\(name): \(className) {"]
        let childKind: Kind = depth < 3 && random.chance(0.4) ? .navigation : .plain
        lines += controller(childKind, depth: depth + 1, indent: inner, random: &random)
        return lines + ["\(indent)}"]
      }
    }
  }
}
