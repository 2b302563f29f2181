extension LayoutPass {
  /// Step 9: the insets of a controller's scroll view (its view): UIKit's automatic
  /// adjustment on iOS 7–10 (L6), the adjustment behavior from iOS 11 (L8, T6).
  mutating func scrollInsets(
    _ index: Int, placed: LayoutPlacementResult, topGuide: Cited<Double>?,
    bottomGuide: Cited<Double>?, safeArea: Cited<LayoutInsets>?
  ) -> (layout: ScrollViewLayout, uncertain: [LayoutUncertainty]) {
    let properties = input.nodes[index].properties
    let subject = LayoutSubject.controller(index)
    let adjusts = properties.automaticallyAdjustsScrollViewInsets ?? true
    if ios.major <= 6 {
      let basis = [cite(.l6_1Default)]
      record(
        subject, "scrollView.contentInset", LayoutInsets.zero.description,
        "iOS 6 adjusts no scroll view insets: automaticallyAdjustsScrollViewInsets came with iOS 7",
        basis)
      return (
        ScrollViewLayout(
          contentInset: Cited(.zero, basis: basis), adjustedContentInset: nil,
          adjustmentBehavior: nil), []
      )
    }
    if ios.major <= 10 {
      var basis = [cite(.l6_1Default)]
      var inset = LayoutInsets.zero
      let reason: String
      if placed.inCustomContainer {
        basis += [cite(.l6_5ParentFlag), cite(.l5_5CustomContainer)]
        reason = "a custom container's child: no container adjusts it"
      } else if !placed.guidesFromContainer {
        basis.append(cite(.l6_4ContainersOnly))
        reason = "no navigation or tab bar controller shows it: nothing adjusts the insets"
      } else if !adjusts {
        reason = "automaticallyAdjustsScrollViewInsets is false"
      } else {
        let top = topGuide?.value ?? 0
        let bottom = bottomGuide?.value ?? 0
        inset = LayoutInsets(top: top, left: 0, bottom: bottom, right: 0)
        basis += [cite(.l6_2FirstSubview), cite(.l6_3Amount)]
        if placed.extendsUnderOpaqueTopBar || placed.extendsUnderOpaqueBottomBar {
          basis.append(cite(.l6_4IncludeOpaque))
        } else if let bar = placed.context.topBar, !bar.translucent {
          basis.append(cite(.l6_4Opaque))
        }
        reason =
          "the view is a scroll view: its insets grow by the layout guides, top "
          + "\(LayoutNumber.text(top)) and bottom \(LayoutNumber.text(bottom))"
      }
      record(subject, "scrollView.contentInset", inset.description, reason, basis)
      return (
        ScrollViewLayout(
          contentInset: Cited(inset, basis: basis), adjustedContentInset: nil,
          adjustmentBehavior: nil), []
      )
    }
    // iOS 11 and later.
    let behavior = properties.contentInsetAdjustmentBehavior ?? .automatic
    let contentBasis = [cite(.l8_1Adjusted)]
    record(
      subject, "scrollView.contentInset", LayoutInsets.zero.description,
      "from iOS 11 UIKit leaves contentInset as the app set it", contentBasis)
    let safe = safeArea?.value ?? .zero
    var basis =
      [
        cite(.l8_1Adjusted), cite(.l8_4OwnSafeArea), cite(.l8_2(behavior)),
        cite(.t6(behavior)),
      ]
      + (safeArea?.basis ?? [])
    var adjusted = LayoutInsets.zero
    var uncertain: [LayoutUncertainty] = []
    var reason: String
    let compatibleNavigation = adjusts && placed.context.inNavigation
    let compatibleTabBar = adjusts && placed.context.inTabBar && !placed.context.inNavigation
    switch behavior {
    case .never:
      reason = "never: the safe area is not added"
    case .always:
      adjusted = safe
      reason = "always: the whole safe area is added"
    case .scrollableAxes, .automatic:
      adjusted = LayoutInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
      reason =
        "the safe area's top and bottom are added, the content taken to scroll vertically (a "
        + "list longer than the screen); left and right only if it scrolls horizontally"
      let vertical = safe.top > 0 || safe.bottom > 0
      if behavior == .automatic && compatibleNavigation {
        reason =
          "automatic, in a navigation controller with automaticallyAdjustsScrollViewInsets: the "
          + "safe area's top and bottom are added whether or not it scrolls"
      } else if vertical {
        if !adjusts { basis.append(cite(.l8_3FlagOff)) }
        basis.append(cite(.l8_3ShortContent))
        let question = behavior == .automatic && compatibleTabBar ? "D8" : "Q10"
        uncertain.append(
          LayoutUncertainty(
            question: question, quantity: "scrollView.adjustedContentInset.top",
            value: adjusted.top, alternatives: [0],
            note: question == "D8"
              ? "in a tab bar controller only: the documentation adjusts it, the SDK header "
                + "only if the content scrolls"
              : "if the content is shorter than the view and does not bounce, nothing is added"))
      }
    }
    record(subject, "scrollView.adjustedContentInset", adjusted.description, reason, basis)
    return (
      ScrollViewLayout(
        contentInset: Cited(.zero, basis: contentBasis),
        adjustedContentInset: Cited(adjusted, basis: basis), adjustmentBehavior: behavior),
      uncertain
    )
  }
}
