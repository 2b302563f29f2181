extension FixAction {
  /// The edits that make this change in `model`'s rules file, or `nil` if it does not apply.
  func edits(in model: AppModel) -> [TextEdit]? {
    let source = model.source
    switch self {
    case .enableViewControllerAppearance:
      if let entry = model.plist.viewControllerBasedAppearance, let range = entry.range {
        return [
          TextEdit(
            range: range.start..<range.end,
            replacement: "UIViewControllerBasedStatusBarAppearance = YES")
        ]
      }
      return [
        .insert(
          "plist UIViewControllerBasedStatusBarAppearance = YES" + source.lineBreak,
          at: source.firstStatementOffset)
      ]

    case .setInstanceProperty(let name, let key, let value):
      guard let controller = model.controller(named: name) else { return nil }
      let line = "\(key.rawValue) = \(Self.rulesValue(value, for: key, in: model))"
      var existing = controller.settings.range(of: key)
      if key == .selectedViewController || key == .selectedIndex {
        existing = controller.selectedTab?.range
      }
      if let existing {
        return [TextEdit(range: existing.start..<existing.end, replacement: line)]
      }
      if let body = controller.body {
        return [source.insertingLine(line, intoBodyAt: body)]
      }
      guard let end = controller.classNameRange?.end else { return nil }
      // After the origin annotation, if the declaration has one.
      let annotated = source.origins.annotatedEnd(ofStatementAt: controller.range.start) ?? end
      return [source.addingBody(with: line, after: max(end, annotated))]

    case .hideWindow(let index, _):
      guard index < model.windows.count, let body = model.windows[index].body else { return nil }
      if let range = model.windows[index].isHidden.range {
        return [TextEdit(range: range.start..<range.end, replacement: "isHidden = true")]
      }
      return [source.insertingLine("isHidden = true", intoBodyAt: body)]

    case .showWindow(let index, _):
      guard index < model.windows.count, let range = model.windows[index].isHidden.range else {
        return nil
      }
      return [TextEdit(range: range.start..<range.end, replacement: "isHidden = false")]

    case .raiseWindow(let index, _, _, let aboveLevel):
      guard index < model.windows.count, let body = model.windows[index].body else { return nil }
      let line = "windowLevel = \(Self.level(above: aboveLevel))"
      if let range = model.windows[index].level.range {
        return [TextEdit(range: range.start..<range.end, replacement: line)]
      }
      return [source.insertingLine(line, intoBodyAt: body)]

    case .subclass(let name, let member, let value):
      guard let controller = model.controller(named: name),
        let classNameRange = controller.classNameRange
      else { return nil }
      let subclass = Self.subclassName(for: controller, member: member, value: value, in: model)
      let superclass = NameSpelling.spelling(ofName: controller.className)
      let assignment = "\(member.rawValue) = \(Self.rulesValue(value, for: member, in: model))"
      let declaration = Self.lines(
        ["class \(subclass): \(superclass) {", "  \(assignment)", "}", "", ""], in: source)
      return [
        .insert(declaration, at: Self.declarationOffset(in: model)),
        TextEdit(range: classNameRange.start..<classNameRange.end, replacement: subclass),
      ]

    case .setClassMember(let className, let member, let value):
      guard let declared = model.classes.first(where: { $0.name == className }) else { return nil }
      let line = "\(member.rawValue) = \(Self.rulesValue(value, for: member, in: model))"
      if let existing = declared.ownMembers.range(of: member) {
        return [TextEdit(range: existing.start..<existing.end, replacement: line)]
      }
      if let body = declared.body {
        return [source.insertingLine(line, intoBodyAt: body)]
      }
      // After the origin annotation, if the declaration has one.
      let annotated = source.origins.annotatedEnd(ofStatementAt: declared.range.start) ?? 0
      return [source.addingBody(with: line, after: max(declared.range.end, annotated))]

    case .setExtensionMember(let uikit, let member, let value):
      let line = "\(member.rawValue) = \(Self.rulesValue(value, for: member, in: model))"
      if let existing = model.extensions[uikit]?.range(of: member) {
        return [TextEdit(range: existing.start..<existing.end, replacement: line)]
      }
      if let block = model.extensionBlocks.first(where: { $0.uikit == uikit }),
        let body = block.body
      {
        return [source.insertingLine(line, intoBodyAt: body)]
      }
      let declaration = Self.lines(
        ["extension \(uikit.rawValue) {", "  \(line)", "}", "", ""], in: source)
      return [.insert(declaration, at: Self.declarationOffset(in: model))]
    }
  }

  /// `lines` joined with the file's line break.
  private static func lines(_ lines: [String], in source: SourceFile) -> String {
    lines.joined(separator: source.lineBreak)
  }

  /// A value as the rules file writes it: a controller's name between backticks when it
  /// needs them.
  private static func rulesValue(_ value: String, for key: PropertyKey, in model: AppModel)
    -> String
  {
    let namesController: Bool
    switch key {
    case .selectedViewController: namesController = true
    case .childForStatusBarStyle, .childForStatusBarHidden:
      namesController = !ChildSelector.builtInSpellings.contains(value)
    default: namesController = false
    }
    return namesController && model.controller(named: value) != nil
      ? NameSpelling.spelling(ofName: value) : value
  }

  /// Where new class and extension declarations go: before the first window, else before
  /// the first statement.
  private static func declarationOffset(in model: AppModel) -> Int {
    let source = model.source
    guard let first = model.windows.map(\.keywordRange.start).min() else {
      return source.firstStatementOffset
    }
    return source.startOfText(onLine: source.line(containing: first))
  }

  /// A new class name for a subclass, such as `ForwardingNavigationController`, unused in the file.
  static func subclassName(
    for controller: Controller, member: PropertyKey, value: String, in model: AppModel
  ) -> String {
    let suffix: String
    switch controller.uikitBase {
    case .navigationController: suffix = "NavigationController"
    case .tabBarController: suffix = "TabBarController"
    case .splitViewController: suffix = "SplitViewController"
    case .pageViewController: suffix = "PageViewController"
    case .hostingController: suffix = "HostingController"
    default: suffix = "ViewController"
    }
    let prefix: String
    if member == .preferredStatusBarStyle {
      switch value {
      case "lightContent", "blackTranslucent": prefix = "LightContent"
      case "darkContent": prefix = "DarkContent"
      default: prefix = "DefaultStyle"
      }
    } else {
      prefix = value == "nil" ? "SelfDeciding" : "Forwarding"
    }
    let taken = Set(model.classes.map(\.name)).union(model.controllers.map(\.name))
      .union(UIKitClass.allCases.map(\.rawValue))
    var name = prefix + suffix
    var counter = 2
    while taken.contains(name) {
      name = "\(prefix)\(suffix)\(counter)"
      counter += 1
    }
    return name
  }

  /// The Swift code that makes this change in the app.
  func swiftCode(in model: AppModel) -> String {
    switch self {
    case .enableViewControllerAppearance:
      return """
        <!-- Info.plist -->
        <key>UIViewControllerBasedStatusBarAppearance</key>
        <true/>
        """
    case .setInstanceProperty(let name, let key, let value):
      let variable = Self.variableName(name)
      switch key {
      case .capturesStatusBarAppearance:
        return
          "\(variable).modalPresentationCapturesStatusBarAppearance = true  // before presenting it"
      case .modalPresentationStyle:
        return "\(variable).modalPresentationStyle = .\(value)  // before presenting it"
      case .isNavigationBarHidden:
        return "\(variable).setNavigationBarHidden(\(value), animated: false)"
      case .selectedViewController:
        return "\(variable).selectedViewController = \(Self.variableName(value))"
      default:
        return "\(variable).\(key.rawValue) = \(value)"
      }
    case .hideWindow(let index, _):
      return "\(Self.windowVariable(index, in: model)).isHidden = true"
    case .showWindow(let index, _):
      return "\(Self.windowVariable(index, in: model)).isHidden = false"
    case .raiseWindow(let index, _, _, let aboveLevel):
      return
        "\(Self.windowVariable(index, in: model)).windowLevel = \(Self.swiftLevel(above: aboveLevel))"
    case .subclass(let name, let member, let value):
      guard let controller = model.controller(named: name) else { return "" }
      let subclass = Self.subclassName(for: controller, member: member, value: value, in: model)
      let override = Self.override(member: member, value: value, open: false, in: model)
      return """
        class \(subclass): \(controller.className) {
        \(Self.indented(override))
        }
        // Create '\(name)' as a \(subclass) (in a storyboard, set its Custom Class).
        """
    case .setClassMember(let className, let member, let value):
      let declared = model.classes.first { $0.name == className }.flatMap {
        model.source.origins.ownOrigin(ofStatementAt: $0.range.start)
      }
      if let declared, ObjectiveCText.isObjectiveC(declared.path),
        let method = ObjectiveCText.method(
          member: member, value: value, indent: "    ", lineBreak: "\n")
      {
        return "// In @implementation \(className):\n" + method
      }
      return """
        // In class \(className):
        \(Self.override(member: member, value: value, open: false, in: model))
        """
    case .setExtensionMember(let uikit, let member, let value):
      let category = model.extensionBlocks.lazy.filter { $0.uikit == uikit }.compactMap {
        model.source.origins.ownOrigin(ofStatementAt: $0.range.start)
      }.first
      if let category, ObjectiveCText.isObjectiveC(category.path),
        let method = ObjectiveCText.method(
          member: member, value: value, indent: "    ", lineBreak: "\n")
      {
        return "// In the category's @implementation \(uikit.rawValue) (…):\n" + method
      }
      let override = Self.override(member: member, value: value, open: true, in: model)
      return """
        extension \(uikit.rawValue) {
        \(Self.indented(override))
        }
        """
    }
  }

  /// `UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)` and the like: the Swift
  /// for the level one above `level`.
  static func swiftLevel(above level: WindowLevel) -> String {
    let raw: String
    switch level {
    case .normal: raw = "UIWindow.Level.normal.rawValue + 1"
    case .statusBar: raw = "UIWindow.Level.statusBar.rawValue + 1"
    case .alert: raw = "UIWindow.Level.alert.rawValue + 1"
    default: raw = Self.level(above: level).description
    }
    return "UIWindow.Level(rawValue: \(raw))"
  }

  /// A Swift variable name for a window: `toastWindow` for window 'Toast', `window` for
  /// one without a name.
  private static func windowVariable(_ index: Int, in model: AppModel) -> String {
    model.windows[index].name.map { variableName($0) + "Window" } ?? "window"
  }

  /// Each line of `code`, indented by four spaces.
  private static func indented(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      .joined(separator: "\n")
  }

  /// `override var childForStatusBarStyle: UIViewController? { … }` and the like.
  static func override(member: PropertyKey, value: String, open: Bool, in model: AppModel)
    -> String
  {
    (open ? "open override " : "override ") + declaration(member: member, value: value, in: model)
  }

  /// The declaration an override writes, without its modifiers:
  /// `var childForStatusBarStyle: UIViewController? { topViewController }` and the like.
  static func declaration(member: PropertyKey, value: String, in model: AppModel) -> String {
    switch member {
    case .preferredStatusBarStyle:
      return "var preferredStatusBarStyle: UIStatusBarStyle { .\(value) }"
    case .childForStatusBarStyle, .childForStatusBarHidden:
      let declaration = "var \(member.rawValue): UIViewController?"
      switch value {
      case "nil", "topViewController", "visibleViewController", "selectedViewController",
        "children.first", "children.last":
        return "\(declaration) { \(value) }"
      default:
        return """
          \(declaration) {
              \(childLookup(named: value, in: model))  // '\(value)'
          }
          """
      }
    default:
      return "var \(member.rawValue): Bool { \(value) }"
    }
  }

  /// Swift that finds a named child among its container's children, by its position.
  private static func childLookup(named name: String, in model: AppModel) -> String {
    guard let child = model.controller(named: name), case .container(let parent) = child.parent,
      let position = model[parent].children.firstIndex(of: child.id)
    else {
      let className = model.controller(named: name)?.className ?? "UIViewController"
      return "children.first { $0 is \(className) }"
    }
    let count = model[parent].children.count
    if position == 0 { return "children.first" }
    if position == count - 1 { return "children.last" }
    return "children.dropFirst(\(position)).first"
  }

  /// A Swift variable name for a controller: `SVC` → `svc`, `Settings` → `settings`.
  ///
  /// The result is a valid Swift identifier: a name that starts with a digit gets a
  /// `controller` prefix, and a Swift keyword is written in backticks.
  static func variableName(_ name: String) -> String {
    let letters = name.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    guard let first = letters.first else { return "controller" }
    var variable: String
    if letters.allSatisfy({ !$0.isLowercase }) {
      variable = letters.lowercased()
    } else {
      variable = first.lowercased() + letters.dropFirst()
    }
    if first.isNumber { variable = "controller" + variable }
    return swiftKeywords.contains(variable) ? "`\(variable)`" : variable
  }

  /// Swift's keywords, which need backticks as identifiers.
  static let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
    "any", "false", "is", "nil", "self", "super", "throws", "true", "try", "await",
  ]
}
