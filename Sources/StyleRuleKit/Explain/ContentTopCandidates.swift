/// One property of one controller set to one value: a change that may move a content top.
///
/// Candidates are only proposals: ``ContentTopExplainer`` applies each to the rules file and
/// lays it out again.
struct ContentTopCandidate: Hashable, Sendable {
  /// The controller whose property is set.
  let controller: String
  /// The property.
  let key: PropertyKey
  /// The value, as the rules file writes it.
  let value: String

  /// What the change does, in one sentence.
  var summary: String {
    switch key {
    case .contentInsetAdjustmentBehavior:
      return "set the scroll view's contentInsetAdjustmentBehavior to \(value) on '\(controller)'"
    case .navigationBarIsTranslucent:
      return "make the navigation bar of '\(controller)' "
        + (value == "true" ? "translucent" : "opaque") + " (navigationBar.isTranslucent = \(value))"
    case .isNavigationBarHidden:
      return (value == "true" ? "hide" : "show") + " the navigation bar of '\(controller)' "
        + "(isNavigationBarHidden = \(value))"
    default:
      return "set \(key.rawValue) = \(value) on '\(controller)'"
    }
  }

  /// The rule that makes the change work.
  func citation(at version: OSVersion) -> RuleCitation {
    let claim: CatalogueClaim
    switch key {
    case .contentInsetAdjustmentBehavior:
      claim = .l8_2(ScrollInsetAdjustment(rawValue: value) ?? .automatic)
    case .automaticallyAdjustsScrollViewInsets:
      claim = version.major >= 11 ? .l8_2Automatic : .l6_1Default
    case .edgesForExtendedLayout: claim = .l4_1Edges
    case .extendedLayoutIncludesOpaqueBars: claim = .l4_2Opaque
    case .largeTitleDisplayMode, .prefersLargeTitles: claim = .l3_1LargeTitle
    case .navigationBarIsTranslucent:
      claim = version.major <= 6 ? .l4_6Translucent : .l4_3Extends
    case .isNavigationBarHidden:
      // Without the bar the content starts at the container's top: its safe area or guide
      // from iOS 7, the application frame's top on iOS 6.
      if version.major >= 11 {
        claim = .l7_2Containers
      } else if version.major >= 7 {
        claim = .l5_2Container
      } else {
        claim = .l2_1ApplicationFrame
      }
    case .additionalSafeAreaInsets: claim = .l2_3RootSafeArea
    default: claim = .l2_1ApplicationFrame
    }
    return claim.citation(at: version)
  }

  /// The Swift that makes the change in the app.
  func swiftCode(in model: AppModel) -> String {
    let variable = FixAction.variableName(controller)
    switch key {
    case .contentInsetAdjustmentBehavior:
      let scrollView: String
      switch model.controller(named: controller)?.uikitBase {
      case .tableViewController?: scrollView = "\(variable).tableView"
      case .collectionViewController?: scrollView = "\(variable).collectionView"
      default: scrollView = "(\(variable).view as? UIScrollView)?"
      }
      return "\(scrollView).contentInsetAdjustmentBehavior = .\(value)"
    case .edgesForExtendedLayout:
      return "\(variable).edgesForExtendedLayout = \(Self.swiftEdges(value))"
    case .largeTitleDisplayMode:
      return "\(variable).navigationItem.largeTitleDisplayMode = .\(value)"
    case .navigationBarIsTranslucent:
      return "\(variable).navigationBar.isTranslucent = \(value)"
    case .prefersLargeTitles:
      return "\(variable).navigationBar.prefersLargeTitles = \(value)"
    case .isNavigationBarHidden:
      return "\(variable).setNavigationBarHidden(\(value), animated: false)"
    case .additionalSafeAreaInsets:
      return "\(variable).additionalSafeAreaInsets = \(Self.swiftInsets(value))"
    case .wantsFullScreenLayout:
      return "\(variable).wantsFullScreenLayout = \(value)  // iOS 6 only"
    default:
      return "\(variable).\(key.rawValue) = \(value)"
    }
  }

  /// `.all`, `[]`, `.top` or `[.left, .bottom, .right]` for a rules file's edges.
  static func swiftEdges(_ spelling: String) -> String {
    switch spelling {
    case "all": return ".all"
    case "none": return "[]"
    default:
      let names = spelling.trimmingBrackets.split(separator: ",").map {
        "." + $0.trimmingSpaces
      }
      return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
  }

  /// `UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0)` for a rules file's insets.
  static func swiftInsets(_ spelling: String) -> String {
    var insets = LayoutInsets.zero
    for part in spelling.split(separator: ",") {
      let words = part.split(separator: " ")
      guard words.count == 2, let points = Double(words[1]) else { continue }
      insets[edge: String(words[0])] = points
    }
    let edges = LayoutInsets.edgeNames.map {
      "\($0): \(LayoutInsets.spelling(of: insets[edge: $0]))"
    }
    return "UIEdgeInsets(" + edges.joined(separator: ", ") + ")"
  }
}

extension StringProtocol {
  /// The text without a leading `[` and a trailing `]`.
  fileprivate var trimmingBrackets: Substring {
    var text = Substring(self)
    if text.hasPrefix("[") { text = text.dropFirst() }
    if text.hasSuffix("]") { text = text.dropLast() }
    return text
  }

  /// The text without spaces at either end.
  fileprivate var trimmingSpaces: String {
    String(self.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

/// The changes worth trying to move a controller's content top, best first: the
/// controller's own properties (its scroll view's adjustment, its extended edges,
/// extendedLayoutIncludesOpaqueBars, its large title), then its navigation controller's
/// bar, then the root's wantsFullScreenLayout on iOS 6, then additional safe area insets
/// sized to the wanted y (iOS 11 and later).
struct ContentTopCandidates {
  /// Every candidate, in order, each once.
  let all: [ContentTopCandidate]

  init(
    model: AppModel, layout: ScreenLayout, index: Int, containers: [Int?],
    contentTop: ContentTop, wanted: Double
  ) {
    let target = layout.controllers[index]
    let ios = layout.environment.ios.major
    var result: [ContentTopCandidate] = []
    func add(_ controller: String, _ key: PropertyKey, _ value: String) {
      let candidate = ContentTopCandidate(controller: controller, key: key, value: value)
      if !result.contains(candidate) { result.append(candidate) }
    }
    let properties =
      model.controller(named: target.name).map { model.layoutProperties(of: $0.id) } ?? .unset
    let name = target.name
    if let scroll = target.scrollView, ios >= 7 {
      if ios >= 11 {
        let current = scroll.adjustmentBehavior ?? .automatic
        for behavior in [ScrollInsetAdjustment.automatic, .always, .scrollableAxes, .never]
        where behavior != current {
          add(name, .contentInsetAdjustmentBehavior, behavior.rawValue)
        }
      }
      let adjusts = properties.automaticallyAdjustsScrollViewInsets ?? true
      add(name, .automaticallyAdjustsScrollViewInsets, String(!adjusts))
    }
    // The ancestors: the nearest navigation controller, and the screen's root.
    var navigation: String?
    var root = index
    var current = containers[index]
    var steps = 0
    while let ancestor = current, steps <= layout.controllers.count {
      let controller = layout.controllers[ancestor]
      if navigation == nil, model.controller(named: controller.name)?.kind == .navigation {
        navigation = controller.name
      }
      root = ancestor
      current = containers[ancestor]
      steps += 1
    }
    let inContainer = containers[index] != nil
    if ios >= 7 && inContainer {
      let edges = properties.edgesForExtendedLayout ?? .all
      if edges.contains(.top) {
        add(name, .edgesForExtendedLayout, RectEdges.none.spelling)
        add(name, .edgesForExtendedLayout, edges.subtracting(.top).spelling)
      } else {
        add(name, .edgesForExtendedLayout, RectEdges.all.spelling)
        add(name, .edgesForExtendedLayout, edges.union(.top).spelling)
      }
      let includes = properties.extendedLayoutIncludesOpaqueBars ?? false
      add(name, .extendedLayoutIncludesOpaqueBars, String(!includes))
    }
    if let navigation, let controller = model.controller(named: navigation) {
      let bar = model.layoutProperties(of: controller.id)
      if ios >= 11 {
        let mode = properties.largeTitleDisplayMode ?? .automatic
        for other in LargeTitleDisplayMode.allCases where other != mode {
          add(name, .largeTitleDisplayMode, other.rawValue)
        }
      }
      let translucent = bar.navigationBarIsTranslucent ?? (ios >= 7)
      add(navigation, .navigationBarIsTranslucent, String(!translucent))
      if ios >= 11 {
        add(navigation, .prefersLargeTitles, String(!(bar.prefersLargeTitles ?? false)))
      }
      add(navigation, .isNavigationBarHidden, String(!(bar.isNavigationBarHidden ?? false)))
    }
    if ios <= 6, let rootController = model.controller(named: layout.controllers[root].name) {
      let wants = model.layoutProperties(of: rootController.id).wantsFullScreenLayout ?? false
      add(rootController.name, .wantsFullScreenLayout, String(!wants))
    }
    if ios >= 11,
      contentTop.measure != .scrollView || target.scrollView?.adjustmentBehavior != .never
    {
      let existing = properties.additionalSafeAreaInsets ?? .zero
      let top = ((existing.top + wanted - contentTop.value) * 100).rounded() / 100
      if top >= 0, top <= LayoutInsets.maximumPoints, top != existing.top {
        var insets = existing
        insets.top = top
        add(name, .additionalSafeAreaInsets, insets.spelling)
      }
    }
    all = result
  }
}
