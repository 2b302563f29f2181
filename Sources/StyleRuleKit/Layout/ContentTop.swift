/// Where a controller's content starts: the y, in window coordinates, of the first point of
/// its content that nothing is meant to cover.
///
/// The reference's "content top" is the first point not covered by the status bar and the
/// navigation bar, where the top layout guide (iOS 7–10) and the safe area (iOS 11 and
/// later) put content. For a controller it is measured as UIKit hands it to the app:
///
/// - a controller whose view is a scroll view: the view's top plus the scroll view's
///   `adjustedContentInset.top` (iOS 11 and later) or `contentInset.top` (iOS 6–10), where
///   its first row sits before any scrolling;
/// - otherwise, from iOS 11: the view's top plus its `safeAreaInsets.top`;
/// - on iOS 7–10: the view's top plus `topLayoutGuide.length`;
/// - on iOS 6, which has neither: the view's top.
public struct ContentTop: Hashable, Sendable {
  /// What the content top is measured from.
  public enum Measure: String, CaseIterable, Hashable, Sendable {
    /// The view's top plus its scroll view's (adjusted) content inset.
    case scrollView
    /// The view's top plus its safe area's top inset (iOS 11 and later).
    case safeArea
    /// The view's top plus its top layout guide (iOS 7–10).
    case topLayoutGuide
    /// The view's top alone (iOS 6).
    case viewFrame

    /// The quantity added to the view's top, named as the JSON output names it, or `nil`
    /// for the view's top alone.
    public func quantity(adjusted: Bool) -> String? {
      switch self {
      case .scrollView:
        adjusted ? "scrollView.adjustedContentInset.top" : "scrollView.contentInset.top"
      case .safeArea: "safeAreaInsets.top"
      case .topLayoutGuide: "topLayoutGuide"
      case .viewFrame: nil
      }
    }
  }

  /// The content top, in window coordinates.
  public let value: Double
  /// The view's top (`viewFrame.y`).
  public let viewTop: Double
  /// What is added to the view's top: the inset, the safe area's top or the guide.
  public let inset: Double
  /// What it is measured from.
  public let measure: Measure
  /// Whether the scroll view's inset is `adjustedContentInset` (iOS 11 and later).
  public let adjusted: Bool
  /// The rules behind the view's top and the inset, each once.
  public let basis: [RuleCitation]
  /// The disagreements and open questions that move the content top, with the content tops
  /// they leave open (quantity `contentTop`).
  public let uncertain: [LayoutUncertainty]

  /// "its view's top (0) plus its scroll view's adjustedContentInset.top (97.667)".
  public var phrase: String {
    let view = "its view's top (\(LayoutNumber.text(viewTop)))"
    let amount = LayoutNumber.text(inset)
    switch measure {
    case .scrollView:
      let name = adjusted ? "adjustedContentInset.top" : "contentInset.top"
      return view + " plus its scroll view's \(name) (\(amount))"
    case .safeArea: return view + " plus its safe area's top inset (\(amount))"
    case .topLayoutGuide: return view + " plus its top layout guide (\(amount))"
    case .viewFrame: return view + "; iOS 6 has no layout guide or safe area"
    }
  }
}

extension ScreenLayout {
  /// For each controller, the index of the container it is a child of (not its presenter),
  /// or `nil`, in one pass.
  public var containerIndices: [Int?] {
    var byName: [String: Int] = [:]
    var result: [Int?] = []
    result.reserveCapacity(controllers.count)
    for (index, controller) in controllers.enumerated() {
      if controller.depth > 0, let parent = controller.parentName {
        result.append(byName[parent])
      } else {
        result.append(nil)
      }
      byName[controller.name] = index
    }
    return result
  }

  /// Where the controller at `index` starts its content (see ``ContentTop``); `containers`
  /// is ``containerIndices``, computed once by a caller that asks about many controllers.
  public func contentTop(of index: Int, containers: [Int?]? = nil) -> ContentTop {
    let controller = controllers[index]
    let viewTop = controller.viewFrame.value.y
    var basis = controller.viewFrame.basis
    let measure: ContentTop.Measure
    var inset = 0.0
    var adjusted = false
    if let scroll = controller.scrollView {
      measure = .scrollView
      if let adjustedInset = scroll.adjustedContentInset {
        adjusted = true
        inset = adjustedInset.value.top
        basis += adjustedInset.basis
      } else {
        inset = scroll.contentInset.value.top
        basis += scroll.contentInset.basis
      }
    } else if let safe = controller.safeAreaInsets {
      measure = .safeArea
      inset = safe.value.top
      basis += safe.basis
    } else if let guide = controller.topLayoutGuide {
      measure = .topLayoutGuide
      inset = guide.value
      basis += guide.basis
    } else {
      measure = .viewFrame
    }
    let value = viewTop + inset
    var doubts: [LayoutUncertainty] = []
    let measured = measure.quantity(adjusted: adjusted)
    for doubt in controller.uncertain {
      let tops: [Double]
      if doubt.quantity == "viewFrame.y" {
        tops = doubt.alternatives.map { $0 + inset }
      } else if doubt.quantity == measured {
        tops = doubt.alternatives.map { viewTop + $0 }
      } else {
        continue
      }
      doubts.append(contentTopDoubt(doubt, value: value, tops: tops))
    }
    // A navigation bar whose bottom is the content top moves it with its own doubts.
    let parents = containers ?? containerIndices
    var current = parents.indices.contains(index) ? parents[index] : nil
    var steps = 0
    while let ancestor = current, steps <= controllers.count {
      if let bar = controllers[ancestor].navigationBar?.frame.value,
        abs(bar.maxY - value) < 0.0005
      {
        for doubt in controllers[ancestor].uncertain {
          let tops: [Double]
          switch doubt.quantity {
          case "navigationBar.frame.height": tops = doubt.alternatives.map { bar.y + $0 }
          case "navigationBar.frame.y": tops = doubt.alternatives.map { $0 + bar.height }
          default: continue
          }
          doubts.append(contentTopDoubt(doubt, value: value, tops: tops))
        }
        break
      }
      current = parents[ancestor]
      steps += 1
    }
    return ContentTop(
      value: value, viewTop: viewTop, inset: inset, measure: measure, adjusted: adjusted,
      basis: basis.uniqued(), uncertain: doubts.filter { !$0.alternatives.isEmpty })
  }

  private func contentTopDoubt(_ doubt: LayoutUncertainty, value: Double, tops: [Double])
    -> LayoutUncertainty
  {
    var alternatives: [Double] = []
    for top in tops where abs(top - value) >= 0.0005 && !alternatives.contains(top) {
      alternatives.append(top)
    }
    return LayoutUncertainty(
      question: doubt.question, quantity: "contentTop", value: value, alternatives: alternatives,
      note: doubt.note)
  }
}
