/// Writes a ``CapturedHierarchy`` as a rules file: the Info.plist keys, the environment,
/// the classes, every scene with its windows and controller trees, the presentations, and
/// an `observed` line for each status bar member of each controller.
///
/// Trees are written with an explicit stack. The text holds class names, the values UIKit
/// returned and generated controller names only: nothing a user typed or sees.
struct SnapshotRulesWriter {
  /// What the snapshot read.
  let hierarchy: CapturedHierarchy
  /// The classes and each controller's class name.
  let classes: ClassNames
  /// Each controller's name, by position.
  let names: [String]

  /// Deeper levels are written without more indentation, to keep the text small.
  static let maximumIndentation = 40

  /// The rules text.
  func write() -> String {
    var lines = [
      "# The running app's status bar, as StyleRuleSnapshot read it.",
      "#",
      "# Paste this into `stylerule resolve -`. Controllers are named after their classes;",
      "# each `observed` line is what that controller answered when the snapshot was taken.",
    ]
    if hierarchy.isTruncated {
      lines.append(
        "# The app holds more than \(hierarchy.controllers.count) view controllers: the rest "
          + "are left out.")
    }
    lines += plistLines()
    let environment = EnvironmentLine(
      systemVersion: hierarchy.systemVersion, device: hierarchy.device,
      scene: hierarchy.scenes.first)
    lines += environment.comments.map { "# " + $0 }
    if let line = environment.line { lines.append(line) }
    if !classes.declarations.isEmpty { lines.append("") }
    for declaration in classes.declarations {
      lines.append("class \(declaration.name): \(declaration.superclass)")
    }
    for position in hierarchy.controllers.indices
    where hierarchy.controllers[position].placement == .unplaced {
      lines.append("")
      lines.append("# Returned by a childFor… member, in no window:")
      lines += tree(position, indent: 0)
      lines += presentations(inTreeOf: position)
    }
    let scenes = hierarchy.scenes.indices.filter {
      hierarchy.scenes[$0].windows.contains(where: isWritten)
    }
    for scene in scenes {
      lines.append("")
      lines += sceneLines(scene, inBlock: scenes.count > 1)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Whether a window is written: UIKit's own windows are left out.
  private func isWritten(_ window: CapturedWindow) -> Bool { !window.isSystemWindow }

  // MARK: - Info.plist and UIApplication

  /// The Info.plist keys read, and the app-level values when the switch is NO.
  private func plistLines() -> [String] {
    var lines: [String] = []
    var switchIsNo = false
    for (key, value) in hierarchy.plist {
      let written: String?
      switch key {
      case "UIViewControllerBasedStatusBarAppearance", "UIStatusBarHidden":
        written = Self.boolean(value)
        if key == "UIViewControllerBasedStatusBarAppearance", let written {
          switchIsNo = ["NO", "\"NO\"", "\"false\"", "\"0\""].contains(written)
        }
      case "UIStatusBarStyle":
        written = Self.string(value, in: Self.plistStyles)
      default:
        written = Self.string(value, in: ["Light", "Dark", "Automatic"])
      }
      if let written {
        lines.append("plist \(key) = \(written)")
      } else {
        lines.append("# Info.plist \(key) holds a value UIKit does not read as one; left out")
      }
    }
    guard switchIsNo else { return lines }
    if let shown = hierarchy.scenes.first?.shown, let style = shown.style.spelling {
      lines.append("UIApplication.shared.statusBarStyle = \(style)")
      lines.append("UIApplication.shared.isStatusBarHidden = \(shown.isHidden)")
    } else {
      lines.append("# UIApplication's status bar style and hidden state are not known; left out")
    }
    return lines
  }

  /// The `UIStatusBarStyle` values Info.plist may hold.
  static let plistStyles = [
    "UIStatusBarStyleDefault", "UIStatusBarStyleLightContent", "UIStatusBarStyleDarkContent",
    "UIStatusBarStyleBlackOpaque", "UIStatusBarStyleBlackTranslucent",
  ]

  /// A Boolean key's value as a rules file writes it: `YES`, `NO`, or a string UIKit reads
  /// as a Boolean, quoted as it is (the rules file notes it).
  private static func boolean(_ value: SnapshotPlistValue) -> String? {
    switch value {
    case .bool(let flag): return flag ? "YES" : "NO"
    case .string(let text):
      return ["YES", "NO", "true", "false", "1", "0"].contains(text) ? "\"\(text)\"" : nil
    case .other: return nil
    }
  }

  /// A string key's value, when it is one of `allowed`.
  private static func string(_ value: SnapshotPlistValue, in allowed: [String]) -> String? {
    guard case .string(let text) = value, allowed.contains(text) else { return nil }
    return text
  }

  // MARK: - Scenes and windows

  /// A scene's windows (in a `scene` block when the app has several), each followed by the
  /// presentations in it.
  private func sceneLines(_ index: Int, inBlock: Bool) -> [String] {
    let scene = hierarchy.scenes[index]
    var lines: [String] = []
    if inBlock {
      let traits = scene.traits
      var parts = [String]()
      if traits.appearance != .unspecified {
        parts.append("\(traits.appearance.rawValue) appearance")
      }
      if let width = traits.horizontalSizeClass { parts.append("\(width.rawValue) width") }
      if let height = traits.verticalSizeClass { parts.append("\(height.rawValue) height") }
      if let orientation = scene.orientation { parts.append(orientation.rawValue) }
      lines.append(
        "# Scene \(index + 1)" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
          + (index == 0 ? " (the environment line's)" : ""))
    }
    if let shown = scene.shown {
      let style = shown.style.spelling ?? "a style stylerule does not know"
      lines.append(
        "# UIStatusBarManager reports \(style), \(shown.isHidden ? "hidden" : "visible")")
    }
    var presented: [String] = []
    var windows: [String] = []
    for window in scene.windows {
      guard isWritten(window) else {
        windows.append(
          "# Left out: \(RulesName.commentText(window.className, limit: 60)), a window of UIKit's "
            + "own at level \(Self.number(window.level)), which takes no part in the status bar")
        continue
      }
      windows += windowLines(window)
      if let root = window.root { presented += presentations(inTreeOf: root) }
      if !inBlock {
        lines += windows + presented
        windows = []
        presented = []
      }
    }
    guard inBlock else { return lines + windows }
    lines.append("scene {")
    lines += windows.map { "  " + $0 }
    lines.append("}")
    return lines + presented
  }

  /// A window block with its properties and its root's tree.
  private func windowLines(_ window: CapturedWindow) -> [String] {
    var lines = ["window {"]
    if window.isKey { lines.append("  # the key window") }
    if window.className != "UIWindow" {
      lines.append("  # a \(RulesName.commentText(window.className, limit: 60))")
    }
    if window.level.isNaN {
      lines.append("  # windowLevel is not a number; written as normal")
    }
    lines.append("  windowLevel = \(Self.level(window.level.isNaN ? 0 : window.level))")
    lines.append("  isHidden = \(window.isHidden)")
    lines.append("  fillsScene = \(window.fillsScene)")
    if window.interfaceStyle != .unspecified {
      lines.append("  overrideUserInterfaceStyle = \(window.interfaceStyle.rawValue)")
    }
    if let root = window.root { lines += tree(root, indent: 1) }
    lines.append("}")
    return lines
  }

  /// `normal`, `statusBar`, `alert`, or the number.
  static func level(_ value: Double) -> String {
    switch value {
    case 0: "normal"
    case 1000: "statusBar"
    case 2000: "alert"
    default: number(value)
    }
  }

  /// A number as a rules file writes it: digits, an optional `-` and at most three decimals,
  /// within what the language reads as a window level.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return value < 0 ? "-999999999" : "999999999" }
    let clamped = min(max(value, -999_999_999), 999_999_999)
    let thousandths = Int((abs(clamped) * 1000).rounded())
    let whole = thousandths / 1000
    var fraction = String(thousandths % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = clamped < 0 && thousandths > 0 ? "-" : ""
    return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
  }

  // MARK: - Controllers

  /// A controller's tree, depth first: it, its properties and observed answers, its children.
  ///
  /// What it presents is written after, as a presentation.
  private func tree(_ root: Int, indent: Int) -> [String] {
    enum Step {
      case open(Int, Int)
      case close(Int)
    }
    var lines: [String] = []
    var stack: [Step] = [.open(root, indent)]
    while let step = stack.popLast() {
      switch step {
      case .close(let level):
        lines.append(Self.indentation(level) + "}")
      case .open(let position, let level):
        let controller = hierarchy.controllers[position]
        let pad = Self.indentation(level + 1)
        lines.append(
          Self.indentation(level) + "\(names[position]): \(classes.controllerClasses[position]) {")
        lines += body(of: position).map { pad + $0 }
        stack.append(.close(level))
        for child in controller.children.reversed() { stack.append(.open(child, level + 1)) }
      }
    }
    return lines
  }

  /// Spaces for a nesting level, up to ``maximumIndentation`` levels.
  private static func indentation(_ level: Int) -> String {
    String(repeating: "  ", count: min(level, maximumIndentation))
  }

  /// A controller's properties and observed answers, without indentation.
  private func body(of position: Int) -> [String] {
    let controller = hierarchy.controllers[position]
    let base = classes.bases[position]
    var lines: [String] = []
    if case .presented = controller.placement {
      if base == KnownUIKitClasses.alert && controller.presentationStyle == .custom {
        lines.append("# modalPresentationStyle = custom: UIAlertController's own presentation")
      } else if let style = controller.presentationStyle.spelling {
        lines.append("modalPresentationStyle = \(style)")
      } else {
        lines.append("# modalPresentationStyle is a value stylerule does not know; left out")
      }
      lines.append(
        "modalPresentationCapturesStatusBarAppearance = \(controller.capturesStatusBarAppearance)")
      if controller.presentationStyle == .custom, base != KnownUIKitClasses.alert,
        let removes = controller.shouldRemovePresentersView
      {
        lines.append("presentationController.shouldRemovePresentersView = \(removes)")
      }
    }
    // UIKit's default: true for a navigation controller, false for any other.
    let isNavigation = base == KnownUIKitClasses.navigation
    if controller.definesPresentationContext != isNavigation {
      lines.append("definesPresentationContext = \(controller.definesPresentationContext)")
    }
    if controller.interfaceStyle != .unspecified {
      lines.append("overrideUserInterfaceStyle = \(controller.interfaceStyle.rawValue)")
    }
    if isNavigation, let bar = controller.navigationBar {
      lines.append("isNavigationBarHidden = \(bar.isHidden)")
      // Written only when not UIKit's default: lint reads a bar style as a choice.
      if bar.barStyle != .default {
        lines.append("navigationBar.barStyle = \(bar.barStyle.rawValue)")
      }
    }
    if base == KnownUIKitClasses.tabBar, let selected = controller.selected {
      lines.append("selectedViewController = \(names[selected])")
    }
    if let style = controller.preferredStatusBarStyle.spelling {
      lines.append("observed preferredStatusBarStyle = \(style)")
    } else {
      lines.append("# preferredStatusBarStyle returned a style stylerule does not know")
    }
    lines += observedChild("childForStatusBarStyle", controller.childForStatusBarStyle)
    lines.append("observed prefersStatusBarHidden = \(controller.prefersStatusBarHidden)")
    lines += observedChild("childForStatusBarHidden", controller.childForStatusBarHidden)
    return lines
  }

  /// `observed member = Name` (or `nil`), or a comment for a controller not read.
  private func observedChild(_ member: String, _ child: CapturedChild) -> [String] {
    switch child {
    case .none: ["observed \(member) = nil"]
    case .controller(let position): ["observed \(member) = \(names[position])"]
    case .notRead: ["# \(member) returned a controller the snapshot did not read"]
    }
  }

  /// `Presenter presents Presented: Class { … }` for every presentation in a tree, in the
  /// order the controllers are written.
  private func presentations(inTreeOf root: Int) -> [String] {
    var inTree: [Int] = []
    var stack = [root]
    while let position = stack.popLast() {
      inTree.append(position)
      let controller = hierarchy.controllers[position]
      stack += controller.children
      if let presented = controller.presented { stack.append(presented) }
    }
    var lines: [String] = []
    for presenter in inTree.sorted() {
      guard let presented = hierarchy.controllers[presenter].presented else { continue }
      var presentedTree = tree(presented, indent: 0)
      presentedTree[0] = "\(names[presenter]) presents " + presentedTree[0]
      lines += presentedTree
    }
    return lines
  }
}
