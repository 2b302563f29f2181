import StyleRuleKit

/// Writes scan facts as a rules file: every statement with the origin the sources give it,
/// comments for what the scan could not determine, in a deterministic order.
///
/// Order: the `scanned` line, plist entries, `UIApplication` values, extensions by class
/// name, classes (superclasses first, then by origin), then scenes and windows, then the
/// transitions (presentations and pushes) in a `scenario`, since none is on screen at launch. Without a hierarchy the file ends with `window Main { Root: unknown }`
/// under a "hierarchy not found" comment, so it loads and says that it cannot tell.
struct RulesFileEmitter: Sendable {
  /// The path written in the `scanned "…"` line: the folder origins are relative to.
  var scannedPath: String

  /// The rules file's text.
  func emit(_ facts: ScanFacts) -> String {
    var lines: [String] = [
      "# Written by stylerule scan. Each statement ends with where the sources state it.",
      "# What the sources do not state is written dynamic, opaque or unknown, with a comment.",
      "scanned " + RulesTextWriter.string(scannedPath),
    ]
    if let target = facts.target {
      lines.append(
        RulesTextWriter.comment(
          "Target \(target.name) of \(target.projectPath), \(target.configuration) configuration."))
      if let deploymentTarget = target.deploymentTarget {
        lines += Self.deploymentTargetLines(deploymentTarget)
      }
    }
    if !facts.notes.isEmpty { lines.append("") }
    for note in facts.notes {
      lines.append(
        RulesTextWriter.comment("note: " + (note.origin.map { "\($0): " } ?? "") + note.what))
    }
    if !facts.plistEntries.isEmpty { lines.append("") }
    for entry in facts.plistEntries.sorted(by: { ($0.origin, $0.key) < ($1.origin, $1.key) }) {
      let value = entry.isString ? RulesTextWriter.string(entry.value) : entry.value
      lines.append(
        "plist \(RulesTextWriter.name(entry.key)) = \(value)"
          + RulesTextWriter.annotation(entry.origin))
    }
    appendApplicationSettings(
      facts.applicationSettings, plist: facts.plistEntries, to: &lines)
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

  /// The `environment deployment-target` line for the target's `IPHONEOS_DEPLOYMENT_TARGET`,
  /// which lint reads for the oldest version the app runs on, with where it is set; a
  /// comment alone when the value is not a version the language takes (older than iOS 7, or
  /// not a version at all).
  static func deploymentTargetLines(_ value: ReaderValue<String>) -> [String] {
    let origin = "IPHONEOS_DEPLOYMENT_TARGET at \(value.origin)"
    guard let version = OSVersion(parsing: value.value), version.rejection == nil,
      version.isModelled
    else {
      return [
        RulesTextWriter.comment(
          "\(origin) is \(value.value), not a deployment target lint checks; left out")
      ]
    }
    return [RulesTextWriter.comment(origin), "environment deployment-target \(version)"]
  }

  /// The deprecated `UIApplication` values: a literal set in one place (or the same literal
  /// everywhere) as a statement; otherwise a value chosen at run time, `dynamic(…)` with the
  /// literals the code sets, or `dynamic` alone when one place computes it, with a comment for
  /// each place.
  ///
  /// The launch value is the literal of the one setter that runs whenever the app launches
  /// (``ApplicationStatusBarFact/isAtLaunch``); else it is not known (`initially unknown`),
  /// and the value the app has before any setter runs (Info.plist's `UIStatusBarStyle` or
  /// `UIStatusBarHidden`, else UIKit's default, R4, R5) is listed first, so that the answer
  /// under the first value is the one no setter changed.
  private func appendApplicationSettings(
    _ settings: [ApplicationStatusBarFact], plist: [PlistEntryFact], to lines: inout [String]
  ) {
    if !settings.isEmpty { lines.append("") }
    var groups: [ApplicationStatusBarFact.Setting: [ApplicationStatusBarFact]] = [:]
    for setting in settings.sorted(by: { $0.origin < $1.origin }) {
      groups[setting.setting, default: []].append(setting)
    }
    for kind in [ApplicationStatusBarFact.Setting.style, .hidden] {
      guard let group = groups[kind], let first = group.first else { continue }
      let property = kind == .style ? "statusBarStyle" : "isStatusBarHidden"
      var literals: [String] = []
      for value in group.compactMap(\.value) where !literals.contains(value) {
        literals.append(value)
      }
      let isComputed = group.contains { $0.value == nil }
      if !isComputed, literals.count == 1, let only = literals.first {
        lines.append(
          "UIApplication.shared.\(property) = \(only)" + RulesTextWriter.annotation(first.origin))
        continue
      }
      for setting in group {
        let what =
          setting.value == nil
          ? "to a computed value" : "in \(group.count) places"
        lines.append(
          RulesTextWriter.comment(
            "UIApplication.shared.\(property) is set \(what); at \(setting.origin): `\(setting.text)`"
          ))
      }
      let seed = Self.valueBeforeAnySetter(kind, plist: plist)
      if let index = literals.firstIndex(of: seed) {
        literals.insert(literals.remove(at: index), at: 0)
      }
      let atLaunch = group.filter(\.isAtLaunch)
      let initially: String
      if atLaunch.count == 1, let value = atLaunch[0].value, !isComputed {
        initially = value
      } else {
        initially = "unknown"
      }
      let value = isComputed ? "dynamic" : "dynamic(\(literals.joined(separator: ", ")))"
      lines.append(
        "UIApplication.shared.\(property) = \(value) initially \(initially)"
          + RulesTextWriter.annotation(first.origin))
    }
  }

  /// The app-level value before the app sets one: Info.plist's (R4, R5), else UIKit's
  /// default, as the rules language spells it.
  static func valueBeforeAnySetter(
    _ kind: ApplicationStatusBarFact.Setting, plist: [PlistEntryFact]
  ) -> String {
    switch kind {
    case .style:
      let written = plist.first { $0.key == "UIStatusBarStyle" }?.value
      return written.flatMap { StatusBarStyle(plistName: $0)?.rawValue }
        ?? StatusBarStyle.default.rawValue
    case .hidden:
      return plist.first { $0.key == "UIStatusBarHidden" }?.value == "YES" ? "true" : "false"
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
          // The launch value is the code's, or unknown: never the first value by default.
          let launch = initially ?? Self.unknownLaunch
          if let reason = fact.launchReason ?? (initially == nil ? Self.noLaunchReason : nil) {
            lines.append("  " + RulesTextWriter.comment("launch value: \(reason)"))
          }
          lines.append("  \(name) = \(Self.dynamicText(values, launch))\(annotation)")
        } else {
          lines.append(
            "  "
              + RulesTextWriter.comment(
                "\(name) at \(fact.origin) is one of \(values.joined(separator: ", ")); the rules language takes no dynamic value here"
              ))
        }
      case .forwarding(let selector, let fallback):
        if case .named(let property) = selector, !controllerNames.contains(property) {
          appendUnknown(
            fact,
            reason:
              "reads \(name) from the stored property `\(property)`, and no controller of that name is in the hierarchy",
            to: &lines)
          continue
        }
        let read = selector.spelling + "." + name
        lines.append("  \(name) = \(read)\(fallback.map { " ?? \($0)" } ?? "")\(annotation)")
      case .selector(let selector):
        if case .named(let property) = selector, !controllerNames.contains(property) {
          lines.append(
            "  "
              + RulesTextWriter.comment(
                "\(name) returns the stored property `\(property)` at \(fact.origin); no controller of that name is in the hierarchy"
              ))
          continue
        }
        lines.append("  \(name) = \(selector.spelling)\(annotation)")
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

  /// The word written after `initially` when the code does not say which value holds at
  /// launch.
  static let unknownLaunch = "unknown"

  /// The comment above a member whose launch value the code does not state.
  static let noLaunchReason = "unknown, the code does not say which value holds at launch"

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
      return "read from \(selector.spelling)" + (fallback.map { " ?? \($0)" } ?? "")
    case .selector(let selector): return selector.spelling
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
    appendTransitions(facts, to: &lines)
  }

  /// The names of the controllers a window or scene places, with their descendants.
  static func launchControllerNames(in facts: ScanFacts) -> Set<String> {
    var names: Set<String> = []
    var pending: [ControllerFact] = []
    for window in facts.windows + facts.scenes.flatMap(\.windows) {
      if let root = window.root { pending.append(root) }
    }
    while let controller = pending.popLast() {
      names.insert(controller.name)
      pending.append(contentsOf: controller.children)
    }
    return names
  }

  /// The names of the controllers written without children, in the windows, scenes and
  /// transitions.
  static func childlessControllerNames(in facts: ScanFacts) -> Set<String> {
    var names: Set<String> = []
    var pending: [ControllerFact] = facts.presentations.map(\.presented)
    for window in facts.windows + facts.scenes.flatMap(\.windows) {
      if let root = window.root { pending.append(root) }
    }
    while let controller = pending.popLast() {
      if controller.children.isEmpty { names.insert(controller.name) }
      pending.append(contentsOf: controller.children)
    }
    return names
  }

  /// The presentations and pushes, in the scenario: none is on screen at launch.
  ///
  /// Each transition is written once its trigger is on screen: at the top level when the
  /// trigger is in a window, else right after the transition that places the trigger. Each
  /// is followed by its undoing (`dismiss B`, `NC pops`), after the transitions nested in
  /// it, so the scenario plays every transition the sources state from the first screen and
  /// comes back to it. A transition whose trigger no state places is a comment.
  private func appendTransitions(_ facts: ScanFacts, to lines: inout [String]) {
    let transitions = facts.presentations
    guard
      !transitions.isEmpty || !facts.swiftUIScreenChanges.isEmpty || !facts.laterWindows.isEmpty
    else { return }
    let launchNames = Self.launchControllerNames(in: facts)
    var owner: [String: Int] = [:]
    for (index, transition) in transitions.enumerated() {
      var pending = [transition.presented]
      while let controller = pending.popLast() {
        if owner[controller.name] == nil { owner[controller.name] = index }
        pending.append(contentsOf: controller.children)
      }
    }
    var nested = Array(repeating: [Int](), count: transitions.count)
    var roots: [Int] = []
    for (index, transition) in transitions.enumerated() {
      let trigger = transition.triggeringController
      if launchNames.contains(trigger) {
        roots.append(index)
      } else if let parent = owner[trigger], parent != index {
        nested[parent].append(index)
      }
    }
    enum Step {
      case open(Int)
      case close(Int)
    }
    var written = Array(repeating: false, count: transitions.count)
    var body: [String] = []
    for window in facts.laterWindows {
      body.append(
        "  "
          + RulesTextWriter.comment(
            "a window the code creates after launch: played here, then released, as each step is undone before the next"
          ))
      appendWindow(window, indent: "  ", to: &body)
      body.append("  release \(RulesTextWriter.name(window.name))")
    }
    for change in facts.swiftUIScreenChanges where launchNames.contains(change.controller) {
      let name = RulesTextWriter.name(change.controller)
      body.append(
        "  "
          + RulesTextWriter.comment(
            "the user \(change.words): SwiftUI's hosting controller answers with that screen's .statusBarHidden and has UIKit ask again (R21), then the user goes back"
          ))
      body.append(
        "  \(name).rootView.statusBarHidden = \(change.value)"
          + RulesTextWriter.annotation(change.origin)
          + "; \(name).setNeedsStatusBarAppearanceUpdate()")
      body.append(
        "  \(name).rootView.statusBarHidden = \(change.launchValue); \(name).setNeedsStatusBarAppearanceUpdate()"
      )
    }
    // A push onto a navigation controller written without children (`UINavigationController()`
    // pushed on before it is shown) gives it its root, which a stack keeps: it is not popped,
    // and its navigation controller is empty again once the transition placing it is undone.
    var childless = Self.childlessControllerNames(in: facts)
    var rooted: Set<String> = []
    var rootingPushes: Set<Int> = []
    var steps = roots.reversed().map { Step.open($0) }
    while let step = steps.popLast() {
      switch step {
      case .open(let index):
        guard !written[index] else { continue }
        written[index] = true
        let transition = transitions[index]
        let verb = transition.kind == .push ? " pushes " : " presents "
        if transition.kind == .push, childless.remove(transition.presenter) != nil {
          rooted.insert(transition.presenter)
          rootingPushes.insert(index)
          body.append(
            "  "
              + RulesTextWriter.comment(
                "pushed onto an empty stack: the root of \(transition.presenter), which it keeps"))
        }
        let prefix = RulesTextWriter.name(transition.presenter) + verb
        if transition.isReference {
          body.append(
            "  " + prefix + RulesTextWriter.name(transition.presented.name)
              + RulesTextWriter.annotation(transition.origin))
        } else {
          appendController(
            transition.presented, indent: "  ", prefix: prefix,
            origin: transition.origin ?? transition.presented.origin, to: &body)
        }
        steps.append(.close(index))
        steps.append(contentsOf: nested[index].reversed().map { Step.open($0) })
      case .close(let index):
        let transition = transitions[index]
        for name in rooted where owner[name] == index {
          rooted.remove(name)
          childless.insert(name)
        }
        guard !rootingPushes.contains(index) else { continue }
        body.append(
          transition.kind == .push
            ? "  \(RulesTextWriter.name(transition.presenter)) pops"
            : "  dismiss \(RulesTextWriter.name(transition.presented.name))")
      }
    }
    if !body.isEmpty {
      lines.append("")
      lines.append(
        RulesTextWriter.comment(
          "Transitions the sources state: none is on screen at launch. Each happens on a user's action or when code runs; it is played here and undone before the next."
        ))
      lines.append("scenario {")
      lines += body
      lines.append("}")
    }
    for (index, transition) in transitions.enumerated() where !written[index] {
      let verb = transition.kind == .push ? "pushes" : "presents"
      lines.append(
        RulesTextWriter.comment(
          "\(transition.presenter) \(verb) \(transition.presented.name) at \(transition.origin?.description ?? "an unknown place"): \(transition.triggeringController) is not on screen in any state the scan found"
        ))
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
  private static func controllerHeader(_ controller: ControllerFact, origin: SourceOrigin?)
    -> String
  {
    if controller.isChoice {
      // Which alternative holds at launch is the code's run-time choice: never a pick.
      return "choice \(RulesTextWriter.name(controller.name)) initially unknown"
        + RulesTextWriter.annotation(origin)
    }
    return "\(RulesTextWriter.name(controller.name)): \(controller.className ?? "unknown")"
      + RulesTextWriter.annotation(origin)
  }

  /// A controller and everything inside it, written with an explicit stack.
  ///
  /// `prefix` goes before the first line (`A presents `), and `origin` replaces the root's.
  private func appendController(
    _ root: ControllerFact, indent: String, prefix: String = "", origin: SourceOrigin? = nil,
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
        for comment in controller.comments {
          lines.append(indent + RulesTextWriter.comment(comment))
        }
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
