/// Draws an app's hierarchy as an indented tree, without saying who decides: the
/// Info.plist switch, the environment, then each window with its controllers, children
/// and presentations, and what each controller overrides.
///
/// The quiz shows it before asking which controller decides.
public struct HierarchyOutlineRenderer: ReportRenderer {
  /// Environment values replacing the file's.
  public let overrides: EnvironmentLayers

  /// Creates a renderer.
  public init(overrides: EnvironmentLayers = EnvironmentLayers()) {
    self.overrides = overrides
  }

  /// Renders the model.
  public func render(_ model: AppModel) -> String {
    let environment = ResolvedEnvironment(model: model, layers: overrides)
    let switchValue = model.plist.viewControllerBasedAppearance
    var lines = [
      "Info.plist: UIViewControllerBasedStatusBarAppearance = "
        + (switchValue.map { $0.value ? "YES" : "NO" } ?? "absent (YES)"),
      "Environment: \(environment.phrase)",
    ]
    if let style = model.plist.statusBarStyle {
      lines.append("Info.plist: UIStatusBarStyle = \(style.value.plistName)")
    }
    if let style = model.application.statusBarStyle {
      lines.append("UIApplication.shared.statusBarStyle = \(style.value.rawValue)")
    }
    for (uikit, members) in model.extensions.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      let text = Self.memberText(members)
      if !text.isEmpty { lines.append("extension \(uikit.rawValue): \(text)") }
    }
    for (index, window) in model.windows.enumerated() {
      lines.append("")
      var title = window.label(index: index)
      if window.level.value != .normal { title += " (level \(window.level.value))" }
      if window.isHidden.value { title += " (hidden)" }
      lines.append(title)
      guard let root = window.root else {
        lines.append("└── (no root view controller)")
        continue
      }
      lines += tree(from: root, in: model)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of the tree under a window's root, depth first, without recursion.
  private func tree(from root: ControllerID, in model: AppModel) -> [String] {
    // Each entry: the controller, the prefix of its own line and of its children's lines.
    var stack: [(id: ControllerID, lead: String, indent: String)] = [(root, "└── ", "    ")]
    var lines: [String] = []
    while let (id, lead, indent) = stack.popLast() {
      let controller = model[id]
      var line = lead
      if case .presentation = controller.parent {
        let style = model.effectiveSettings(of: id).modalPresentationStyle?.value
        line += "presents " + (style.map { "(\($0.rawValue)) " } ?? "")
      }
      line += "\(controller.name): \(controller.className)"
      let details = Self.memberText(model.effectiveSettings(of: id), instance: true)
      if !details.isEmpty { line += "  [\(details)]" }
      lines.append(line)
      var below = controller.children
      if let index = controller.presentation { below.append(model.presentations[index].presented) }
      for (position, child) in below.enumerated().reversed() {
        let last = position == below.count - 1
        stack.append((child, indent + (last ? "└── " : "├── "), indent + (last ? "    " : "│   ")))
      }
    }
    return lines
  }

  /// The status bar members and properties in a set, such as
  /// `preferredStatusBarStyle = lightContent, navigation bar hidden`.
  static func memberText(_ settings: PropertySet, instance: Bool = false) -> String {
    var parts: [String] = []
    if let value = settings.preferredStatusBarStyle {
      parts.append("preferredStatusBarStyle = \(value.value.rawValue)")
    }
    if let value = settings.childForStatusBarStyle {
      parts.append("childForStatusBarStyle = \(value.value.spelling)")
    }
    if let value = settings.prefersStatusBarHidden {
      parts.append("prefersStatusBarHidden = \(value.value)")
    }
    if let value = settings.childForStatusBarHidden {
      parts.append("childForStatusBarHidden = \(value.value.spelling)")
    }
    if settings.capturesStatusBarAppearance?.value == true {
      parts.append("modalPresentationCapturesStatusBarAppearance = true")
    }
    if settings.definesPresentationContext?.value == true {
      parts.append("definesPresentationContext = true")
    }
    if instance {
      if settings.isNavigationBarHidden?.value == true { parts.append("navigation bar hidden") }
      if let value = settings.navigationBarStyle {
        parts.append("navigationBar.barStyle = \(value.value.rawValue)")
      }
      if let value = settings.overrideUserInterfaceStyle, value.value != .unspecified {
        parts.append("overrideUserInterfaceStyle = \(value.value.rawValue)")
      }
      if let value = settings.navigationBarUserInterfaceStyle, value.value != .unspecified {
        parts.append("navigationBar.overrideUserInterfaceStyle = \(value.value.rawValue)")
      }
      if let value = settings.navigationBarAppearanceUserInterfaceStyle,
        value.value != .unspecified
      {
        parts.append(
          "navigationBar.standardAppearance.overrideUserInterfaceStyle = \(value.value.rawValue)")
      }
    }
    return parts.joined(separator: ", ")
  }
}
