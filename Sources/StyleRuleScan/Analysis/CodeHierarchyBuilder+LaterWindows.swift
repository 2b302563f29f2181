import StyleRuleKit

/// Windows the code creates after launch, written as scenario events.
extension CodeHierarchyBuilder {
  /// Why a window created after launch cannot be written as a scenario event, or nil when it
  /// can: the code gives it a root where it creates it, and every property it sets there is
  /// one the rules language has, with a value the scan reads.
  static func whyNotWritten(laterWindow window: HierarchyWindow) -> String? {
    guard window.root != nil else { return "it is given no root where it is created" }
    for setting in window.settings where laterWindowValue(setting) == nil {
      return "its \(setting.property) is `\(text(setting.value))`, which the scan cannot read"
    }
    return nil
  }

  /// A window created after launch (``whyNotWritten(laterWindow:)`` is nil), with its root and
  /// the properties its creation sets; settings made elsewhere are undetermined.
  ///
  /// A root holding controllers chosen at run time gives one window per combination, each
  /// played in turn, as a scenario event places one controller, never a choice.
  mutating func laterWindows(_ window: HierarchyWindow) -> [WindowFact] {
    var properties: [PropertyFact] = []
    for setting in window.settings {
      guard let value = Self.laterWindowValue(setting) else { continue }
      properties.append(
        PropertyFact(name: setting.property, value: value, origin: setting.origin))
    }
    for setting in window.laterSettings {
      result.undetermined.append(
        UndeterminedFact(
          what:
            "window `\(window.variable)`.\(setting.property) is set to `\(Self.text(setting.value))` \(Self.describe(setting.site)): not written",
          origin: setting.origin, reason: .windowElsewhere))
    }
    var roots: [HierarchyTree?] = [window.root]
    if let tree = window.root, tree.holdsChoice {
      guard let expanded = tree.choiceExpansions(limit: Self.maximumPlayedAlternatives) else {
        result.undetermined.append(
          UndeterminedFact(
            what:
              "window `\(window.variable)`'s root holds controllers chosen at run time in more than \(Self.maximumPlayedAlternatives) combinations, which are not played",
            origin: window.origin, reason: .controllerNotFollowed))
        return []
      }
      roots = expanded
    }
    return roots.map { root in
      let name = context.storyboards.names.name(Self.windowBaseName(window.variable))
      var fact = WindowFact(name: name, root: nil, origin: window.origin)
      fact.properties = properties
      if let root {
        fact.root = controllerTree(root, parent: nil, isPresented: false)
        if roots.count > 1, let tree = window.root {
          fact.root?.comments.append(Self.playedChoiceComment(count: roots.count, of: tree))
        }
      }
      return fact
    }
  }

  /// The value a window property set where the window is created is written with: a
  /// literal, a level above a named one (`.alert + 1` is 2001: UIKit's `normal`, `statusBar`
  /// and `alert` levels are 0, 1000 and 2000), or, for `isHidden` set to a value the code
  /// computes, either (`dynamic(false, true) initially unknown`).
  static func laterWindowValue(_ setting: HierarchyPresentationSetting) -> String? {
    let allowed = windowValues[setting.property]
    switch setting.value {
    case .name(let name): return allowed?.contains(name) == true ? name : nil
    case .bool(let value): return allowed?.contains(String(value)) == true ? String(value) : nil
    case .number(let value):
      guard setting.property == "windowLevel" else { return nil }
      return value == value.rounded() ? String(Int(value)) : String(value)
    case .expression(let text):
      if setting.property == "isHidden" { return "dynamic(false, true) initially unknown" }
      guard setting.property == "windowLevel" else { return nil }
      return raisedLevel(text).map(String.init)
    case .none:
      return nil
    }
  }

  /// The number a level written `.alert + 1` (or `UIWindow.Level.statusBar + 2`) stands for.
  static func raisedLevel(_ text: String) -> Int? {
    let parts = text.split(separator: "+").map { $0.filter { $0 != " " } }
    guard parts.count == 2, let offset = Int(parts[1]) else { return nil }
    let base = parts[0].split(separator: ".").last.map(String.init) ?? ""
    let levels = ["normal": 0, "statusBar": 1000, "alert": 2000]
    return levels[base].map { $0 + offset }
  }
}
