/// What a laid-out controller hands down to its children: the area they may use, the bars
/// they may sit under, and what covers them.
struct LayoutFrameContext: Sendable {
  /// The frame a child fills when nothing moves its edges: the container's view.
  var frame: LayoutRect
  /// The nearest top bar over the children (a navigation bar), if visible.
  var topBar: LayoutBar?
  /// The nearest bottom bar (a toolbar, else a tab bar further up), if visible.
  var bottomBar: LayoutBar?
  /// iOS 7–10: the lowest edge of the status bar and the top bars over the children.
  var coverTop: Double
  /// iOS 7–10: the highest edge of the bottom bars over the children.
  var coverBottom: Double
  /// iOS 11 and later: the safe region of the children in window coordinates (what the
  /// device, the status bar, the bars and additional insets leave).
  var safeRegion: LayoutRect
  /// The rules behind the safe region's top, bottom and sides.
  var safeBasis: (top: [RuleCitation], bottom: [RuleCitation], sides: [RuleCitation])
  /// The doubts the safe region's top carries (a device table row's).
  var safeTopDoubts: [LayoutUncertainty]
  /// Whether the children are in a navigation controller.
  var inNavigation: Bool
  /// Whether the children are in a tab bar controller (directly or through a navigation
  /// controller).
  var inTabBar: Bool
  /// Whether the children are inside a presented sheet (iOS 13 card, iPad form or page
  /// sheet) and of which kind.
  var sheet: SheetKind?
  /// Whether the children are under the new design's iPad tab bar at the top, which adds
  /// an unknown amount to their top safe area (L13, Q21).
  var underTopTabBar = false
}

/// A bar over a controller's children.
struct LayoutBar: Sendable {
  /// Its frame in window coordinates.
  let frame: LayoutRect
  /// Whether it is translucent.
  let translucent: Bool
  /// The rules behind its frame and translucency.
  let basis: [RuleCitation]
  /// "navigation bar", "toolbar", "tab bar".
  let name: String
}

/// A presented sheet, for the navigation bar's height and placement (L3.1, L3.3, L10).
enum SheetKind: Sendable, Equatable {
  /// An iOS 13 page or form sheet, on iPhone (the card) or iPad: a 56-point bar.
  case card
  /// An iPad form or page sheet before iOS 13, or a popover: not at the window's top.
  case inset
}

/// One run of the layout algorithm over an input: the state of section 3's steps.
struct LayoutPass {
  let input: LayoutInput
  let environment: LayoutEnvironment
  var steps: [LayoutStep] = []
  /// The status bar's frame, once step 1 has run.
  var statusBar = LayoutRect.zero
  /// Whether the status bar shows.
  var statusBarVisible = false
  /// The rules behind the status bar's frame.
  var statusBarBasis: [RuleCitation] = []
  /// What each node hands its children, by node index.
  var contexts: [LayoutFrameContext?] = []
  /// The children of each node, by node index, in order.
  var children: [[Int]] = []
  /// The numbers no source gives, found so far.
  var notKnown: [LayoutNotKnown] = []
  /// The value a device safe area no table states takes in this pass.
  var standIn = SafeAreaStandIn.nearest

  init(input: LayoutInput, environment: LayoutEnvironment) {
    self.input = input
    self.environment = environment
    contexts = Array(repeating: nil, count: input.nodes.count)
    children = Array(repeating: [], count: input.nodes.count)
    for (index, node) in input.nodes.enumerated() {
      if case .child(let parent) = node.placement, parent >= 0, parent < index {
        children[parent].append(index)
      }
    }
  }

  var ios: OSVersion { environment.ios }
  var model: DeviceModel { environment.model }
  var screen: LayoutRect { environment.screen }
  var isLandscape: Bool { environment.orientation == .landscape }

  /// The citation of a claim at the version laid out.
  func cite(_ claim: CatalogueClaim) -> RuleCitation { claim.citation(at: ios) }

  mutating func record(
    _ subject: LayoutSubject, _ quantity: String, _ value: String, _ reason: String,
    _ citations: [RuleCitation]
  ) {
    let name: String
    switch subject {
    case .statusBar: name = "status bar"
    case .controller(let index): name = input.nodes[index].name
    }
    steps.append(
      LayoutStep(
        subject: subject, subjectName: name, quantity: quantity, value: value, reason: reason,
        citations: citations))
  }

  /// The uncertainties of a table value's doubts for the model, about a quantity.
  func uncertainties(_ doubts: [TableDoubt], quantity: String, value: Double)
    -> [LayoutUncertainty]
  {
    doubts.filter { $0.models?.contains(model) ?? true }.map {
      LayoutUncertainty(
        question: $0.question, quantity: quantity, value: value, alternatives: $0.alternatives,
        note: $0.note)
    }
  }

  // MARK: Driver

  /// Runs steps 1–9 over every node, containers before their children.
  mutating func run() -> ScreenLayout {
    let bar = layOutStatusBar()
    var controllers: [ControllerLayout] = []
    var depths = [Int](repeating: 0, count: input.nodes.count)
    for index in input.nodes.indices {
      var depth = 0
      var parentName: String?
      switch input.nodes[index].placement {
      case .windowRoot: break
      case .child(let parent) where parent >= 0 && parent < index:
        depth = depths[parent] + 1
        parentName = input.nodes[parent].name
      case .presented(let presenter, _) where presenter >= 0 && presenter < index:
        parentName = input.nodes[presenter].name
      default: break
      }
      depths[index] = depth
      controllers.append(layOut(index, depth: depth, parentName: parentName))
    }
    return ScreenLayout(
      environment: environment, statusBar: bar, controllers: controllers, steps: steps,
      notKnown: notKnown, notes: notes(controllers))
  }
}
