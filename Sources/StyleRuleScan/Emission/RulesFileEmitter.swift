/// Writes scan facts as a rules file: every statement with the origin the sources give it,
/// comments for what the scan could not determine, in a deterministic order.
///
/// Order: the `scanned` line, plist entries, `UIApplication` values, extensions by class
/// name, classes (superclasses first, then by origin), then scenes and windows, then
/// presentations. Without a hierarchy the file ends with `window Main { Root: unknown }`
/// under a "hierarchy not found" comment, so it loads and says that it cannot tell.
public struct RulesFileEmitter: Sendable {
  /// The path written in the `scanned "…"` line: the folder origins are relative to.
  public var scannedPath: String

  /// Creates an emitter for a scan of `scannedPath`.
  public init(scannedPath: String) {
    self.scannedPath = scannedPath
  }

  /// The rules file's text.
  public func emit(_ facts: ScanFacts) -> String {
    var lines: [String] = [
      "# Written by stylerule scan. Each statement ends with where the sources state it.",
      "# What the sources do not state is written dynamic, opaque or unknown, with a comment.",
      "scanned " + RulesTextWriter.string(scannedPath),
    ]
    if !facts.plistEntries.isEmpty { lines.append("") }
    for entry in facts.plistEntries.sorted(by: { ($0.origin, $0.key) < ($1.origin, $1.key) }) {
      let value = entry.isString ? RulesTextWriter.string(entry.value) : entry.value
      lines.append(
        "plist \(RulesTextWriter.name(entry.key)) = \(value)"
          + RulesTextWriter.annotation(entry.origin))
    }
    appendApplicationSettings(facts.applicationSettings, to: &lines)
    let controllerNames = Self.controllerNames(in: facts)
    for fact in facts.extensions.sorted(by: { $0.className < $1.className }) {
      lines.append("")
      lines.append(
        "extension \(RulesTextWriter.name(fact.className))"
          + RulesTextWriter.annotation(fact.origin) + " {")
      appendMembers(fact.members, controllerNames: controllerNames, to: &lines)
      lines.append("}")
    }
    for fact in facts.classes {
      appendClass(fact, controllerNames: controllerNames, to: &lines)
    }
    appendHierarchy(facts, to: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The deprecated `UIApplication` values: literals as statements, the rest as comments.
  private func appendApplicationSettings(
    _ settings: [ApplicationStatusBarFact], to lines: inout [String]
  ) {
    if !settings.isEmpty { lines.append("") }
    // A value set in one place is the app-level value; set in several, which one holds
    // depends on when each runs, which the sources do not say: no statement then.
    var places: [ApplicationStatusBarFact.Setting: Int] = [:]
    for setting in settings { places[setting.setting, default: 0] += 1 }
    for setting in settings.sorted(by: { $0.origin < $1.origin }) {
      let property = setting.setting == .style ? "statusBarStyle" : "isStatusBarHidden"
      let count = places[setting.setting] ?? 0
      if let value = setting.value, count == 1 {
        lines.append(
          "UIApplication.shared.\(property) = \(value)" + RulesTextWriter.annotation(setting.origin)
        )
      } else if let value = setting.value {
        lines.append(
          RulesTextWriter.comment(
            "UIApplication.shared.\(property) is set to \(value) at \(setting.origin), one of "
              + "\(count) places that set it; which holds when is not in the sources"))
      } else {
        lines.append(
          RulesTextWriter.comment(
            "UIApplication.shared.\(property) is set to a computed value at \(setting.origin): `\(setting.text)`"
          ))
      }
    }
  }

  /// A class declaration with its members.
  private func appendClass(
    _ fact: ClassFact, controllerNames: Set<String>, to lines: inout [String]
  ) {
    lines.append("")
    let superclass: String
    switch fact.superclass {
    case .app(let name):
      superclass = (fact.opaqueReason == nil ? "" : "opaque ") + RulesTextWriter.name(name)
    case .known(let name, let generics):
      superclass =
        (fact.opaqueReason == nil ? "" : "opaque ") + RulesTextWriter.name(name) + (generics ?? "")
    case .opaque(let base, let external):
      lines.append(
        RulesTextWriter.comment(
          "\(fact.swiftName) inherits from \(external), whose code is not in the sources"))
      superclass = "opaque " + RulesTextWriter.name(base)
    }
    if let reason = fact.opaqueReason {
      lines.append(RulesTextWriter.comment("written opaque: \(reason)"))
    }
    let header =
      "class \(RulesTextWriter.name(fact.name)): \(superclass)"
      + RulesTextWriter.annotation(fact.origin)
    let members = fact.members
    if members.isEmpty {
      lines.append(header)
      return
    }
    lines.append(header + " {")
    appendMembers(members, controllerNames: controllerNames, to: &lines)
    lines.append("}")
  }

  /// Member lines, two spaces in.
  private func appendMembers(
    _ members: [MemberFact], controllerNames: Set<String>, to lines: inout [String]
  ) {
    for fact in members {
      let name = fact.member.rulesName
      let annotation = RulesTextWriter.annotation(fact.origin)
      guard fact.member.isInRulesLanguage else {
        lines.append(
          "  " + RulesTextWriter.comment("\(name) at \(fact.origin): \(Self.describe(fact.value))"))
        continue
      }
      switch fact.value {
      case .literal(let value):
        lines.append("  \(name) = \(value)\(annotation)")
      case .dynamic(let values, let initially):
        if fact.member.acceptsDynamic {
          lines.append("  \(name) = \(Self.dynamicText(values, initially))\(annotation)")
        } else {
          lines.append(
            "  "
              + RulesTextWriter.comment(
                "\(name) at \(fact.origin) is one of \(values.joined(separator: ", ")); the rules language takes no dynamic value here"
              ))
        }
      case .forwarding(let selector, let fallback):
        if case .storedProperty(let property) = selector, !controllerNames.contains(property) {
          appendUnknown(
            fact,
            reason:
              "reads \(name) from the stored property `\(property)`, and no controller of that name is in the hierarchy",
            to: &lines)
          continue
        }
        let read = selector.rulesText + "." + name
        lines.append("  \(name) = \(read)\(fallback.map { " ?? \($0)" } ?? "")\(annotation)")
      case .selector(let selector):
        if case .storedProperty(let property) = selector, !controllerNames.contains(property) {
          lines.append(
            "  "
              + RulesTextWriter.comment(
                "\(name) returns the stored property `\(property)` at \(fact.origin); no controller of that name is in the hierarchy"
              ))
          continue
        }
        lines.append("  \(name) = \(selector.rulesText)\(annotation)")
      case .unknown(let reason):
        appendUnknown(fact, reason: reason, to: &lines)
      }
    }
  }

  /// A member the scan could not read: `dynamic` where the language takes it, else a comment
  /// (the class is then written opaque when the member is a `childFor…`).
  private func appendUnknown(_ fact: MemberFact, reason: String, to lines: inout [String]) {
    let name = fact.member.rulesName
    lines.append("  " + RulesTextWriter.comment("\(name) could not be determined: \(reason)"))
    if fact.member.acceptsDynamic {
      lines.append("  \(name) = dynamic" + RulesTextWriter.annotation(fact.origin))
    }
  }

  /// `dynamic(a, b) initially a`, or `dynamic` alone.
  static func dynamicText(_ values: [String], _ initially: String?) -> String {
    var text = "dynamic"
    if !values.isEmpty { text += "(" + values.joined(separator: ", ") + ")" }
    if let initially { text += " initially " + initially }
    return text
  }

  /// A value in words, for comments.
  static func describe(_ value: MemberValue) -> String {
    switch value {
    case .literal(let literal): return literal
    case .dynamic(let values, let initially): return dynamicText(values, initially)
    case .forwarding(let selector, let fallback):
      return "read from \(selector.rulesText)" + (fallback.map { " ?? \($0)" } ?? "")
    case .selector(let selector): return selector.rulesText
    case .unknown(let reason): return "could not be determined: \(reason)"
    }
  }

  /// The names of every controller placed in the hierarchy.
  static func controllerNames(in facts: ScanFacts) -> Set<String> {
    var names: Set<String> = []
    var pending: [ControllerFact] = []
    for window in facts.windows + facts.scenes.flatMap(\.windows) {
      if let root = window.root { pending.append(root) }
    }
    pending.append(contentsOf: facts.presentations.map(\.presented))
    while let controller = pending.popLast() {
      names.insert(controller.name)
      pending.append(contentsOf: controller.children)
    }
    return names
  }

  /// Scenes, windows and presentations, or the placeholder when the sources state none.
  private func appendHierarchy(_ facts: ScanFacts, to lines: inout [String]) {
    lines.append("")
    guard facts.hasHierarchy else {
      lines.append(
        RulesTextWriter.comment(
          "hierarchy not found: no window root, storyboard entry point or WindowGroup the scan could read"
        ))
      lines.append("window Main { Root: unknown }")
      return
    }
    for scene in facts.scenes {
      lines.append(
        "scene \(RulesTextWriter.name(scene.name))" + RulesTextWriter.annotation(scene.origin)
          + " {")
      for window in scene.windows { appendWindow(window, indent: "  ", to: &lines) }
      lines.append("}")
    }
    for window in facts.windows { appendWindow(window, indent: "", to: &lines) }
    for presentation in facts.presentations {
      let presented = presentation.presented
      let annotation = RulesTextWriter.annotation(presentation.origin)
      if presentation.isReference {
        lines.append(
          "\(RulesTextWriter.name(presentation.presenter)) presents \(RulesTextWriter.name(presented.name))\(annotation)"
        )
        continue
      }
      appendController(
        presented, indent: "", prefix: "\(RulesTextWriter.name(presentation.presenter)) presents ",
        origin: presentation.origin ?? presented.origin, to: &lines)
    }
  }

  /// A window with its properties and root.
  private func appendWindow(_ window: WindowFact, indent: String, to lines: inout [String]) {
    lines.append(
      indent + "window \(RulesTextWriter.name(window.name))"
        + RulesTextWriter.annotation(window.origin) + " {")
    for property in window.properties {
      lines.append(
        indent + "  \(property.name) = \(property.value)"
          + RulesTextWriter.annotation(property.origin))
    }
    if let root = window.root {
      appendController(root, indent: indent + "  ", to: &lines)
    } else {
      lines.append(indent + "  " + RulesTextWriter.comment("the root controller is not stated"))
      lines.append(indent + "  Root: unknown")
    }
    lines.append(indent + "}")
  }

  /// `Name: Class @ "…"`, without a body.
  private static func controllerHeader(_ controller: ControllerFact, origin: ScanOrigin?) -> String
  {
    "\(RulesTextWriter.name(controller.name)): \(controller.className ?? "unknown")"
      + RulesTextWriter.annotation(origin)
  }

  /// A controller and everything inside it, written with an explicit stack.
  ///
  /// `prefix` goes before the first line (`A presents `), and `origin` replaces the root's.
  private func appendController(
    _ root: ControllerFact, indent: String, prefix: String = "", origin: ScanOrigin? = nil,
    to lines: inout [String]
  ) {
    enum Step {
      case open(ControllerFact, String)
      case close(String)
    }
    var steps: [Step] = [.open(root, indent)]
    var isRoot = true
    while let step = steps.popLast() {
      switch step {
      case .close(let indent): lines.append(indent + "}")
      case .open(let controller, let indent):
        let header =
          indent + (isRoot ? prefix : "")
          + Self.controllerHeader(
            controller, origin: isRoot ? (origin ?? controller.origin) : controller.origin)
        isRoot = false
        if controller.properties.isEmpty && controller.children.isEmpty {
          lines.append(header)
          continue
        }
        lines.append(header + " {")
        for property in controller.properties {
          lines.append(
            indent + "  \(property.name) = \(property.value)"
              + RulesTextWriter.annotation(property.origin))
        }
        steps.append(.close(indent))
        for child in controller.children.reversed() { steps.append(.open(child, indent + "  ")) }
      }
    }
  }
}
