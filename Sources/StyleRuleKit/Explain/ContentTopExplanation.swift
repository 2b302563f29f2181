/// One change to the rules file that moves a controller's content top, applied and laid
/// out again: what it sets, where, the Swift to write, and where the content starts after it.
public struct ContentTopChange: Sendable {
  /// What the change does, in one sentence.
  public let summary: String
  /// The Swift code that makes the change in the app.
  public let swiftCode: String
  /// The rule that makes it work.
  public let citation: RuleCitation
  /// The controller whose property changes.
  public let controller: String
  /// The property set.
  public let property: PropertyKey
  /// The value set, as the rules file writes it.
  public let value: String
  /// The edits to the rules file.
  public let edits: [TextEdit]
  /// The change to the rules file, as a unified diff.
  public let diff: String
  /// The rules file after the change.
  public let editedSource: SourceFile
  /// Where the controller's content starts after the change, as the layout engine gives it.
  public let contentTop: ContentTop
  /// What else the change moves: the controller's view, bars, other controllers' content.
  public let sideEffects: [String]
}

/// Why a controller's content starts where it does, and the single changes, each applied to
/// the rules file and laid out again, that start it at a wanted y.
public struct ContentTopExplanation: Sendable {
  /// The app model.
  public let model: AppModel
  /// The controller asked about.
  public let targetName: String
  /// The layout of the screen the controller is on.
  public let layout: ScreenLayout
  /// The controller's position in ``layout``'s controllers.
  public let index: Int
  /// Where its content starts now.
  public let contentTop: ContentTop
  /// Where it should start, in window coordinates.
  public let wanted: Double
  /// The steps of the derivation behind the content top: the bar over the controller (or
  /// the status bar), the controller's view, and what is added to its top.
  public let why: [LayoutStep]
  /// The single changes that start the content at ``wanted``, best first: the controller's
  /// own properties, then its navigation controller's, then additional safe area insets.
  public let changes: [ContentTopChange]
  /// When no change reaches ``wanted``: the changes that move the content top, nearest to
  /// it first (at most ``ContentTopExplainer/nearestShown``).
  public let nearest: [ContentTopChange]
  /// How many candidate changes were applied to the rules file and laid out.
  public let changesTried: Int

  /// Whether the content already starts at the wanted y.
  public var reachesWanted: Bool { ContentTopExplainer.matches(contentTop.value, wanted) }

  /// The controller's layout.
  public var controller: ControllerLayout { layout.controllers[index] }

  /// The way from the screen's root to the controller: each name with how it hangs from the
  /// one before it (`root`, `child`, `presented`).
  public var path: [PathHop] {
    let containers = layout.containerIndices
    var hops: [PathHop] = []
    var current: Int? = index
    var steps = 0
    while let node = current, steps <= layout.controllers.count {
      let controller = layout.controllers[node]
      if let parent = containers[node] {
        hops.append(PathHop(name: controller.name, link: .child))
        current = parent
      } else if controller.presentationStyle != nil, let presenter = controller.parentName,
        let presenterIndex = layout.controllers[..<node].lastIndex(where: { $0.name == presenter })
      {
        hops.append(PathHop(name: controller.name, link: .presented))
        current = presenterIndex
      } else {
        hops.append(PathHop(name: controller.name, link: .root))
        current = nil
      }
      steps += 1
    }
    return hops.reversed()
  }
}
